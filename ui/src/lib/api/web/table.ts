// The web app's table display window (issue #25): a second window of the same origin (a TV
// through HDMI or AirPlay, a second monitor), read only. It has no core of its own (the first
// tab owns the storage): the app's tab answers its reads (the session's view, the settings for
// its appearance) and sends it every session view it gets, and which session it shows, over a
// BroadcastChannel of the origin.
import type { SessionResponse } from "../bindings/SessionResponse";
import { noBackend } from "../errors";
import type { Command, Transport } from "../transport";

const CHANNEL = "loadout-companion-table";
/** What a table window may ask: it reads, and writes nothing. */
const READS: ReadonlySet<Command> = new Set(["session_view", "settings_get"]);

type Message =
  /** From the app's tab: a session's view after a change. */
  | { kind: "view"; response: SessionResponse }
  /** From the app's tab: the session it shows now (`null`: none). */
  | { kind: "follow"; id: string | null }
  /** From a table window: runs a read; `ask` names the answer. */
  | { kind: "ask"; ask: string; command: Command; req: unknown }
  /** From the app's tab: the answer to `ask`. */
  | { kind: "answer"; ask: string; ok?: unknown; err?: unknown };

/** Whether `ok` is a session's view (every command about one session answers with one). */
function isView(ok: unknown): ok is SessionResponse {
  return ok !== null && typeof ok === "object" && "view" in ok && "revision" in ok && "id" in ok;
}

/** This tab's feed, when it is the app's tab (WebTransport's). */
let feed: TableFeed | null = null;

/** The table windows show session `id` from now on (`null`: none); nothing without a feed. */
export function followOnTables(id: string | null): void {
  feed?.follow(id);
}

/** The app's tab: feeds the table windows from `call` (its way to the core) from now on. */
export function feedTables(call: (command: Command, req: unknown) => Promise<unknown>): TableFeed {
  feed = new TableFeed(call);
  return feed;
}

class TableFeed {
  private readonly channel = new BroadcastChannel(CHANNEL);

  constructor(call: (command: Command, req: unknown) => Promise<unknown>) {
    this.channel.onmessage = (event: MessageEvent<Message>) => {
      const msg = event.data;
      if (msg.kind !== "ask" || !READS.has(msg.command)) return;
      call(msg.command, msg.req).then(
        (ok) => this.post({ kind: "answer", ask: msg.ask, ok }),
        // The core's refusal ({code, message}) or the worker's Error: both cross as they are.
        (err: unknown) => this.post({ kind: "answer", ask: msg.ask, err }),
      );
    };
  }

  /** Every answer of the core: a session's view goes to the table windows. */
  answered(ok: unknown): void {
    if (isView(ok)) this.post({ kind: "view", response: ok });
  }

  follow(id: string | null): void {
    this.post({ kind: "follow", id });
  }

  private post(msg: Message): void {
    this.channel.postMessage(msg);
  }
}

/** In a table window: calls `listener` with each session the app's tab shows from now on. */
export function onFollowed(listener: (id: string | null) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    if (event.data.kind === "follow") listener(event.data.id);
  };
  return () => channel.close();
}

/** A table window's way to the app: the views only. */
export class TableTransport implements Transport {
  private readonly channel = new BroadcastChannel(CHANNEL);
  private readonly listeners = new Set<(msg: Message) => void>();
  private next = 1;

  constructor() {
    this.channel.onmessage = (event: MessageEvent<Message>) => {
      for (const listener of this.listeners) listener(event.data);
    };
  }

  private listen(listener: (msg: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  allows(command: Command): boolean {
    return READS.has(command);
  }

  call(command: Command, req: unknown): Promise<unknown> {
    // Read only: a write has no backend here (the page offers none).
    if (!this.allows(command)) return Promise.reject(noBackend());
    const ask = `${Date.now()}-${this.next++}`;
    return new Promise((resolve, reject) => {
      const stop = this.listen((msg) => {
        if (msg.kind !== "answer" || msg.ask !== ask) return;
        stop();
        if (msg.err !== undefined) reject(msg.err);
        else resolve(msg.ok);
      });
      this.channel.postMessage({ kind: "ask", ask, command, req } satisfies Message);
    });
  }

  subscribe(listener: (response: SessionResponse) => void): () => void {
    return this.listen((msg) => {
      if (msg.kind === "view") listener(msg.response);
    });
  }
}
