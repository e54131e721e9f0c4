// The golden games as the tracker wrote them for the UI's tests
// (crates/words/tests/ui_fixtures.rs): every step's event, the real view after it, and the
// ledger's words for it.
import type {
  AnyCard,
  AppInfo,
  Catalog,
  Conflict,
  Entry,
  Event,
  SetupCheck,
  View,
} from "../../api";
import appInfo from "../../api/fixtures/app-info.json";
import setupChecks from "../../api/fixtures/setup-checks.json";
import changed from "../../api/fixtures/changed-rules.json";
import four from "../../api/fixtures/four-players.json";
import printedTerms from "../../api/fixtures/printed-terms.json";
import six from "../../api/fixtures/six-players-reshuffle.json";
import two from "../../api/fixtures/two-players.json";

/** A golden game as the tracker wrote it for the UI's tests. */
export interface Fixture {
  catalog: Catalog;
  /** Each step: the event, the view after it, and the ledger's words for its entry. */
  steps: { event: Event; view: View; explain: string[] }[];
  history: Entry[];
  after_undo: View;
  /** What the backend says with the undo of the last step, and with its redo. */
  undo_said: string;
  redo_said: string;
  amend_conflict: {
    index: number;
    card: AnyCard;
    error: { code: string; message: string; conflict: Conflict | null };
  } | null;
}

/** The two-player golden game, whole (an overloaded turn, Shield, an adjustment). */
export const TWO = two as unknown as Fixture;
/** The four-player golden game up to round 2's first turn (Real Talk on, deck sizes counted). */
export const FOUR = four as unknown as Fixture;
/** Four steps of the six-player golden game around the Life Happens reshuffle (deck sizes counted). */
export const SIX = six as unknown as Fixture;

/**
 * A two-player game on a deck printed in German that declares its own words for Load, Momentum,
 * Life Happens and Action: every view carries them (`printed_terms`), in English.
 */
export const PRINTED = printedTerms as unknown as Fixture;

/**
 * A short 3-player session played with other rules than v1.1's: start Load 8, +2 per Load card,
 * recovery 2, hands of 4 Action and 2 Brotherhood cards (the Action is an overloaded turn's).
 */
export const CHANGED_RULES = changed as unknown as Fixture;

/** The shell's real `app_info` (src-tauri/tests/ui_fixtures.rs): the limits every form is held to. */
export const APP_INFO = appInfo.app_info as unknown as AppInfo;

/**
 * The shell's real `setup_check` answer for `players` and `label`, recorded by
 * src-tauri/tests/ui_fixtures.rs for each list (and label) the New session tests type; null for
 * one it did not record.
 */
export function setupCheck(players: readonly string[], label = ""): SetupCheck | null {
  const key = JSON.stringify([players, label]);
  const found = setupChecks.checks.find((c) => JSON.stringify([c.players, c.label]) === key);
  return found ? (found.answer as SetupCheck) : null;
}

/** A `setup_check` handler for a stand-in backend: the recorded answer, or a refusal naming the list. */
export function recordedSetupCheck(req: Record<string, unknown>): SetupCheck {
  const { players, label } = (req.req ?? req) as { players: string[]; label?: string };
  const answer = setupCheck(players, label ?? "");
  if (answer) return answer;
  throw {
    code: "unexpected",
    message: `No recorded setup_check answer for ${JSON.stringify(players)} with the label ${JSON.stringify(label ?? "")}: add it to NAME_LISTS (or LABELS) in src-tauri/tests/ui_fixtures.rs.`,
  };
}

/** The index of the first step whose view satisfies `test`. */
export function stepWhere(fixture: Fixture, test: (view: View, i: number) => boolean): number {
  const i = fixture.steps.findIndex((s, i) => test(s.view, i));
  if (i < 0) throw new Error("no step of the fixture fits");
  return i;
}
