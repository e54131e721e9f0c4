// The browser transport: a page opened from a shared session's link (the facilitator's tablet,
// the table display) calls the app's commands over HTTP and hears of every change over a
// WebSocket that reconnects by itself. The server is the app itself (src-tauri/src/server/).
// After joining the page holds no secret: its device cookie is HttpOnly.
//
// A link can die without a word (Wi-Fi gone, no close for minutes), and the browser answers the
// server's pings out of the page's sight: so the server also sends a heartbeat the page hears,
// telling how long a silence means the link is lost. Past that the page drops the socket, says
// it is reconnecting, and connects again; the server sends the newest view on connecting.
// After that, a change comes as what changed since the view this socket was sent last (a JSON
// Patch), which the page applies to the view it holds. A tablet is sent the whole view; a table
// display only what it shows of it (a `TableResponse`).
import { applyPatch, type Operation } from "fast-json-patch";
import type { DeviceKind } from "./bindings/DeviceKind";
import type { LiveMessage } from "./bindings/LiveMessage";
import type { SessionResponse } from "./bindings/SessionResponse";
import type { SharedDevice } from "./bindings/SharedDevice";
import type { TableResponse } from "./bindings/TableResponse";
import { ApiError, toApiError } from "./errors";
import { t } from "../i18n/index.svelte";
import type { Command, Transport } from "./transport";

/** How the live connection is doing, for the page to say. */
export type LiveState =
  | { state: "connecting" }
  | { state: "live" }
  /** Dropped (Wi-Fi, sleep): trying again by itself. */
  | { state: "reconnecting" }
  /** Ended on the computer (disconnected, links revoked, sharing stopped): no retry. */
  | { state: "ended"; reason: string };

/** The kind of device a page is, from its path (`/tablet/`, `/display/`); null elsewhere. */
export function pageKind(path: string): DeviceKind | null {
  const segment = path.split("/")[1];
  return segment === "tablet" || segment === "display" ? segment : null;
}

function unreachable(): ApiError {
  return new ApiError("offline", t("network-unreachable"));
}

async function answer<T>(request: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw unreachable();
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(body ?? `HTTP ${response.status}`);
  return body as T;
}

/**
 * Trades a link's secret (the QR code's fragment) or its short code (typed from the computer's
 * screen) for this device's cookie. The server reads either and says why one does not join; a
 * character no header carries is sent as `?`, so a typo is answered "wrong code" like any other.
 */
export function join(token: string): Promise<SharedDevice> {
  const secret = token
    .replace(/[\s-]/g, "")
    .toUpperCase()
    .replace(/[^\x21-\x7e]/g, "?");
  return answer(
    fetch("/api/join", {
      method: "POST",
      headers: { "X-Loadout-Token": secret },
      credentials: "same-origin",
      cache: "no-store",
    }),
  );
}

/** Who this page is to the app, while its device cookie is valid. */
export function whoAmI(kind: DeviceKind): Promise<SharedDevice> {
  return answer(fetch(`/${kind}/api/me`, { credentials: "same-origin", cache: "no-store" }));
}

/** Close codes the app sends when it ends a device's connection on purpose, and why in words. */
const ENDED: Record<number, () => string> = {
  1001: () => t("network-sharing-stopped"),
  4001: () => t("network-disconnected"),
};

/**
 * How long a command waits for the computer's answer. On a silent link (the Wi-Fi gone without a
 * word) a request gets no answer and no error until TCP gives up, minutes later: past this the tap
 * is given back with a message. Tapping again is safe: the log length a recording carries refuses
 * a second recording of a step the computer did record, and that step shows when the page hears
 * the computer again. The computer answers in milliseconds (bench/RESULTS.md), so this is long.
 */
export const CALL_TIMEOUT_MS = 10_000;

function noAnswer(): ApiError {
  return new ApiError("offline", t("network-no-answer", { seconds: CALL_TIMEOUT_MS / 1000 }));
}

/** A view heard on the live connection: the whole one (a tablet's), or a display's part of it. */
type Heard =
  { kind: "view"; response: SessionResponse } | { kind: "table"; response: TableResponse };

/** The longest wait between two attempts to reconnect. */
const MAX_DELAY_MS = 5000;

/** A shared session's device: its transport and its live connection. */
export class NetworkTransport implements Transport {
  readonly device: SharedDevice;
  #listeners = new Set<(response: SessionResponse) => void>();
  #tableListeners = new Set<(response: TableResponse) => void>();
  #states = new Set<(state: LiveState) => void>();
  #state: LiveState = { state: "connecting" };
  #socket: WebSocket | null = null;
  #stopped = false;
  #delay = 250;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** How long a silence means the link is lost, as the server's heartbeat said; null until it has. */
  #lostAfter: number | null = null;
  #silence: ReturnType<typeof setTimeout> | null = null;
  /** The newest view heard, so a listener that comes late starts from it. */
  #newest: Heard | null = null;

  constructor(device: SharedDevice) {
    this.device = device;
  }

  async call(command: Command, req: unknown): Promise<unknown> {
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, CALL_TIMEOUT_MS);
    try {
      return await answer(
        fetch(`/${this.device.kind}/api/call/${command}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ req }),
          credentials: "same-origin",
          cache: "no-store",
          signal: abort.signal,
        }),
      );
    } catch (e) {
      throw timedOut ? noAnswer() : e;
    } finally {
      clearTimeout(timer);
    }
  }

  allows(command: Command): boolean {
    return this.device.commands.includes(command);
  }

  subscribe(listener: (response: SessionResponse) => void): () => void {
    this.#listeners.add(listener);
    if (this.#newest?.kind === "view") listener(this.#newest.response);
    return () => this.#listeners.delete(listener);
  }

  subscribeTable(listener: (response: TableResponse) => void): () => void {
    this.#tableListeners.add(listener);
    if (this.#newest) listener(this.#newest.response);
    return () => this.#tableListeners.delete(listener);
  }

  /** Listens to how the live connection is doing (called at once with the current state). */
  onState(listener: (state: LiveState) => void): () => void {
    this.#states.add(listener);
    listener(this.#state);
    return () => this.#states.delete(listener);
  }

  /** Opens the live connection; it is opened again by itself whenever it drops. */
  connect(): void {
    // Back from sleep or a network change: try at once rather than wait out the delay.
    const now = () => {
      if (!this.#stopped && this.#socket === null && document.visibilityState === "visible") {
        this.#open();
      }
    };
    document.addEventListener("visibilitychange", now);
    window.addEventListener("online", now);
    this.#open();
  }

  #setState(state: LiveState): void {
    this.#state = state;
    for (const listener of this.#states) listener(state);
  }

  #open(): void {
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const url = new URL(`/${this.device.kind}/api/live`, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(url);
    this.#socket = ws;
    let opened = false;
    // A connection that hangs on opening (the Wi-Fi still gone) is given up as a silent one is.
    this.#listen(ws);
    ws.onopen = () => {
      if (this.#socket !== ws) return;
      opened = true;
      this.#delay = 250;
      this.#listen(ws);
      this.#setState({ state: "live" });
    };
    ws.onmessage = (event: MessageEvent) => {
      if (this.#socket !== ws) return;
      if (typeof event.data !== "string") return;
      let message: LiveMessage;
      try {
        message = JSON.parse(event.data) as LiveMessage;
      } catch {
        return;
      }
      if (message.kind === "heartbeat") this.#lostAfter = message.lost_after_ms;
      this.#listen(ws);
      if (message.kind === "heartbeat") return;
      const heard: Heard | null =
        message.kind === "view" || message.kind === "table" ? message : this.#patched(message);
      if (heard === null) {
        // A change that does not apply to the view held (never sent so by the app, which
        // patches only the revision it sent this socket last): connect again for the whole view.
        ws.close();
        this.#lost(false);
        return;
      }
      // The server sends the newest view on connecting: that is how a device catches up.
      if (this.#newest && heard.response.revision <= this.#newest.response.revision) return;
      this.#newest = heard;
      if (heard.kind === "view") {
        for (const listener of this.#listeners) listener(heard.response);
      }
      for (const listener of this.#tableListeners) listener(heard.response);
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.#socket !== ws) return;
      const ended = ENDED[event.code];
      if (ended && !this.#stopped) {
        this.#end(ended());
        return;
      }
      // Refused before it opened: the link may have been revoked while this device was away.
      this.#lost(!opened);
    };
  }

  /**
   * The view held (whole or a display's part), changed as `patch` says (the app sends what
   * changed since the revision it sent this socket last, src-tauri/src/server/push.rs); null when
   * it does not apply to it.
   */
  #patched(patch: Extract<LiveMessage, { kind: "patch" }>): Heard | null {
    const held = this.#newest;
    if (held === null || held.response.revision !== patch.from) return null;
    try {
      // Validated, and applied to a copy: the view held stays as it was if an operation fails.
      const changed = applyPatch(held.response, patch.ops as Operation[], true, false);
      // The patch takes the view to revision `to` (no operation carries the revision).
      const response = { ...changed.newDocument, revision: patch.to };
      return { kind: held.kind, response } as Heard;
    } catch {
      return null;
    }
  }

  /** Heard from the server (or just connecting): the link counts as lost after a silence. */
  #listen(ws: WebSocket): void {
    this.#quiet();
    const after = this.#lostAfter;
    if (after === null) return;
    this.#silence = setTimeout(() => {
      if (this.#socket !== ws) return;
      // Its close event may take minutes on a dead link: this socket is done with now.
      ws.close();
      this.#lost(false);
    }, after);
  }

  #quiet(): void {
    if (this.#silence) clearTimeout(this.#silence);
    this.#silence = null;
  }

  /** The live connection dropped or fell silent: say so, and connect again after the delay. */
  #lost(checkFirst: boolean): void {
    this.#socket = null;
    this.#quiet();
    if (this.#stopped) return;
    this.#setState({ state: "reconnecting" });
    const check = checkFirst ? this.#stillValid() : Promise.resolve();
    void check.then(() => {
      if (this.#stopped) return;
      this.#timer = setTimeout(() => this.#open(), this.#delay);
      this.#delay = Math.min(this.#delay * 2, MAX_DELAY_MS);
    });
  }

  async #stillValid(): Promise<void> {
    try {
      await whoAmI(this.device.kind);
    } catch (e) {
      const code = toApiError(e).code;
      if (code === "unauthorized") {
        this.#end(t("network-link-invalid"));
      }
    }
  }

  #end(reason: string): void {
    this.#stopped = true;
    this.#quiet();
    this.#socket?.close(1000);
    this.#socket = null;
    this.#setState({ state: "ended", reason });
  }
}
