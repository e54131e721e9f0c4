// The backend replaced at the IPC boundary for the screens' tests. Sessions are the golden games'
// real views, written by the tracker (crates/words/tests/ui_fixtures.rs): the scripted backend
// answers a `record` with the next real view only when the UI sent exactly the golden event and
// the right `expected_len`; anything else is a refusal the test sees.
import { answerIpc } from "./ipc";
import type { Command, ErrorCode, Event, SessionResponse, View, WireError } from "../../api";
import { APP_INFO, recordedSetupCheck, type Fixture } from "./fixtures";

/** One IPC call the UI made. */
export interface Call {
  cmd: string;
  /** The request struct (the client may wrap it as `request`). */
  req: Record<string, unknown>;
}

/** A command's stand-in: the request in, the answer out; throw `{ code, message }` to refuse. */
export type Handler = (req: Record<string, unknown>) => unknown;

/** A refusal as the backend sends it, to throw from a handler. */
export function refusal(code: ErrorCode, message: string): WireError {
  return { code, message, problems: [] };
}

/** Keys sorted, so two JSON values compare by content. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** A session being played back: `at` is the index of the step whose view the backend holds. */
export class ScriptedGame {
  readonly calls: Call[] = [];
  /** Requests the golden game did not expect, in words; a passing test has none. */
  readonly unexpected: string[] = [];
  at: number;
  readonly id = "golden-session";
  readonly catalogId = "golden-catalog";

  constructor(
    readonly fixture: Fixture,
    at: number,
    overrides: Partial<Record<Command, Handler>> = {},
  ) {
    this.at = at;
    const handlers: Partial<Record<string, Handler>> = {
      app_info: () => APP_INFO,
      setup_check: (req) => {
        try {
          return recordedSetupCheck(req);
        } catch (refused) {
          this.unexpected.push(`setup_check ${JSON.stringify(req.players)}`);
          throw refused;
        }
      },
      session_open: () => this.response(),
      session_view: () => this.response(),
      session_catalog: () => ({ id: this.catalogId, catalog: fixture.catalog, problems: [] }),
      history: () => fixture.history.slice(0, this.view.log_len),
      card_validate: () => [],
      record: (req) => this.record(req),
      undo: (req) => this.step(req, -1),
      redo: (req) => this.step(req, +1),
      ...overrides,
    };
    answerIpc((cmd, args) => {
      const req = (args.request ?? args.req ?? args) as Record<string, unknown>;
      this.calls.push({ cmd, req });
      const handler = handlers[cmd];
      if (!handler) {
        this.unexpected.push(`command ${cmd}`);
        throw { code: "unexpected", message: `The test backend has no command ${cmd}.` };
      }
      return handler(req);
    });
  }

  /** The view the backend holds now. */
  get view(): View {
    return this.fixture.steps[this.at]!.view;
  }

  /** The event the golden game records next, if any. */
  get next(): Event | undefined {
    return this.fixture.steps[this.at + 1]?.event;
  }

  /** Calls of one command. */
  callsOf(cmd: Command): Call[] {
    return this.calls.filter((c) => c.cmd === cmd);
  }

  response(view: View = this.view, said: string | null = null): SessionResponse {
    return { id: this.id, view, catalog_id: this.catalogId, unsaved: false, revision: 0, said };
  }

  private stale(req: Record<string, unknown>): boolean {
    return req.expected_len !== this.view.log_len;
  }

  private record(req: Record<string, unknown>): SessionResponse {
    if (this.stale(req)) {
      throw refusal("stale", "The screen was out of date: it now shows the latest.");
    }
    const expected = this.next;
    if (!expected || canonical(req.event) !== canonical(expected)) {
      this.unexpected.push(`record ${canonical(req.event)}, expected ${canonical(expected)}`);
      throw refusal("wrong_step", "Not the golden game's next step.");
    }
    this.at += 1;
    return this.response();
  }

  private step(req: Record<string, unknown>, by: -1 | 1): SessionResponse {
    if (this.stale(req)) {
      throw refusal("stale", "The screen was out of date: it now shows the latest.");
    }
    const to = this.at + by;
    if (to < 0 || to >= this.fixture.steps.length) {
      this.unexpected.push(`${by < 0 ? "undo" : "redo"} past the fixture`);
      throw refusal("nothing_to_undo", "Nothing to undo.");
    }
    const fromLast = by < 0 && this.at === this.fixture.steps.length - 1;
    const toLast = by > 0 && to === this.fixture.steps.length - 1;
    this.at = to;
    // Undoing the fixture's last step has its real view (with redo available) and words;
    // elsewhere the view of the shorter log stands in, and the words only for the last step.
    if (fromLast) return this.response(this.fixture.after_undo, this.fixture.undo_said);
    return this.response(this.view, toLast ? this.fixture.redo_said : null);
  }
}

export { CHANGED_RULES, FOUR, PRINTED, SIX, stepWhere, TWO, type Fixture } from "./fixtures";
