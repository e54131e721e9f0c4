// The typed client of the Rust backend, and with ./tauri.ts and ./early.ts the only code that
// imports @tauri-apps/*. `call(command, req)` runs any command of the backend's one list
// (crates/core/src/commands/list.rs), typed by the generated `Rpc` schema: a new command needs
// nothing here. It resolves with the command's response or rejects with an `ApiError` (branch
// on `code`, show `message`). Types come from ./bindings (generated from Rust).
//
// No file paths: a command that imports or exports opens the system's file dialog on the Rust
// side and answers `null` when the facilitator closes it. The page never names a file.
import { invoke, isTauri } from "@tauri-apps/api/core";
import { emitTo } from "@tauri-apps/api/event";
import { WebviewWindow, getCurrentWebviewWindow } from "@tauri-apps/api/webviewWindow";
import { tableWindowQuery } from "./tableWindow";
import { followOnTables, onFollowed } from "./web/table";
import { ApiError, noBackend, toApiError } from "./errors";
import { takeEarly } from "./early";
import { tauriTransport } from "./tauri";
import { t } from "../i18n/index.svelte";

export { onLanguageChanged, onShareChanged } from "./tauri";
import type { SessionResponse } from "./bindings/SessionResponse";
import type { TableResponse } from "./bindings/TableResponse";
import type { Command, RequestOf, ResponseOf, Transport } from "./transport";

export type * from "./bindings";
export type { Command, RequestOf, ResponseOf, Transport } from "./transport";
export { ApiError, toApiError, type ClientErrorCode } from "./errors";
// The browser's transport is not re-exported: it loads only in a browser (see ./startup). Nor is
// ./startup, which sets the transport through this module: the page's entry imports it itself.
export type { NetworkTransport, LiveState } from "./network";
export { tableWindowQuery } from "./tableWindow";

let transport: Transport = tauriTransport;

/**
 * Sends every later call through `next` (the desktop app uses Tauri's IPC, the default) and
 * answers the transport used until now.
 */
export function useTransport(next: Transport): Transport {
  const previous = transport;
  transport = next;
  return previous;
}

/**
 * Listens for the session views the backend pushes after every change, wherever it was made (this
 * screen, another window, a shared session's tablet); returns the function that stops listening.
 * Of two responses about one session, the one with the larger `revision` is newer.
 */
export function subscribe(listener: (response: SessionResponse) => void): () => void {
  return transport.subscribe?.(listener) ?? (() => {});
}

/**
 * Listens for what a table display shows of the session views the backend pushes (the whole views
 * where the backend sends those: each holds what a display shows, in the same fields).
 */
export function subscribeTable(listener: (response: TableResponse) => void): () => void {
  return transport.subscribeTable?.(listener) ?? subscribe(listener);
}

/**
 * Calls `listener` when this app takes over the storage another copy held when it started (see
 * Transport.subscribeStorage); returns the function that stops listening.
 */
export function subscribeStorage(listener: () => void): () => void {
  return transport.subscribeStorage?.(listener) ?? (() => {});
}

/** Whether `command` can be called from here at all (a shared session's tablet reaches that session only). */
export function allowed(command: Command): boolean {
  return transport.allows?.(command) ?? true;
}

/**
 * Whether this is the web app (`vite build --mode web`): the whole app in a browser tab, without
 * the desktop's windows or network server.
 */
export function inBrowserApp(): boolean {
  return import.meta.env.MODE === "web";
}

/** Whether files are saved through the computer's file dialog (false: as browser downloads). */
export function savesToFiles(): boolean {
  return isTauri();
}

/**
 * Prints the page (the results sheet): in the app through Tauri's webview print, which opens the
 * system's print dialog (WebKitGTK under Tauri does nothing for the page's window.print()); in a
 * browser, its own print.
 */
export async function printPage(): Promise<void> {
  if (isTauri()) await invoke("plugin:webview|print");
  else window.print();
}

/** Hands `text` to the browser as a download named `name`. */
export function downloadText(name: string, mime: string, text: string): void {
  downloadBlob(name, new Blob([text], { type: mime }));
}

/** Hands `blob` to the browser as a download named `name`. */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A command's arguments: its request, or none for a command that takes none. */
type Args<K extends Command> = RequestOf<K> extends null ? [] : [req: RequestOf<K>];

/**
 * Runs a backend command, e.g. `call("record", { id, expected_len, event })`. A recording command
 * carries the `view.log_len` on screen as `expected_len`: if the session moved on meanwhile (a
 * double tap), it is refused with code `stale` and nothing is recorded.
 */
export async function call<K extends Command>(
  command: K,
  ...args: Args<K>
): Promise<ResponseOf<K>> {
  try {
    // The start screen's questions were asked as the page's scripts started (./early.ts).
    const early = args.length === 0 ? takeEarly(command) : null;
    return (await (early ?? transport.call(command, args[0] ?? null))) as ResponseOf<K>;
  } catch (raw) {
    throw toApiError(raw);
  }
}

// ----- windows -----

/** The label of the app's table display window (src-tauri's capabilities grant it by label). */
const TABLE_WINDOW = "table";

/** The event that tells the table display window which session to show (`null`: none now). */
const TABLE_FOLLOW = "table-follow";

/**
 * The session this page last told the table display window to show (the window may have been
 * closed since: it is looked up by its label each time).
 */
let tableWindowSession: string | null = null;

/**
 * Opens the table display of session `id` in a second window of the app (for a TV or projector
 * on HDMI), or brings it to the front if it is open: the window stays where the facilitator put
 * it (on the projector, full screen). A window showing another session moves to this one. No
 * network is involved.
 */
export async function openTableWindow(id: string): Promise<void> {
  if (inBrowserApp()) {
    // A window of the browser, on the same origin (fed over a BroadcastChannel): opened from the
    // tap itself, so no popup blocker stops it; an open one is brought back to this session.
    const opened = window.open(
      `${location.pathname}${tableWindowQuery(id)}`,
      TABLE_WINDOW,
      "popup,width=1280,height=720",
    );
    if (!opened) throw new ApiError("unexpected", t("share-window-blocked"));
    followOnTables(id);
    return;
  }
  if (!isTauri()) throw noBackend();
  try {
    const existing = await WebviewWindow.getByLabel(TABLE_WINDOW);
    if (existing) {
      await showOnTableWindow(id);
      await existing.unminimize();
      await existing.show();
      await existing.setFocus();
      return;
    }
    tableWindowSession = null;
    const window = new WebviewWindow(TABLE_WINDOW, {
      url: `index.html${tableWindowQuery(id)}`,
      title: t("table-window-title"),
      width: 1280,
      height: 720,
    });
    // A window that could not be made says so in an event, not by throwing.
    await new Promise<void>((resolve, reject) => {
      void window.once("tauri://created", () => resolve());
      void window.once<string>("tauri://error", (e) => reject(new Error(String(e.payload))));
    });
    tableWindowSession = id;
  } catch (raw) {
    throw toApiError(raw);
  }
}

/**
 * The main window's session changed (opened, left, or deleted with the others: `null`): the
 * table display window, when open, follows it, so a session left or deleted is no longer on the
 * projector and the next one opened is, in the window where the facilitator put it.
 */
export async function showOnTableWindow(id: string | null): Promise<void> {
  if (inBrowserApp()) return followOnTables(id);
  if (!isTauri() || tableWindowSession === id) return;
  try {
    if (!(await WebviewWindow.getByLabel(TABLE_WINDOW))) return;
    await emitTo(TABLE_WINDOW, TABLE_FOLLOW, id);
    tableWindowSession = id;
  } catch (raw) {
    throw toApiError(raw);
  }
}

/**
 * In the table display window: calls `listener` with each session the main window shows from
 * now on (`null` when it left it); returns the stop.
 */
export function onTableFollow(listener: (id: string | null) => void): () => void {
  if (inBrowserApp()) return onFollowed(listener);
  if (!isTauri()) return () => {};
  let stopped = false;
  let unlisten: (() => void) | null = null;
  void getCurrentWebviewWindow()
    .listen<string | null>(TABLE_FOLLOW, (event) => listener(event.payload))
    .then((stop) => {
      if (stopped) stop();
      else unlisten = stop;
    });
  return () => {
    stopped = true;
    unlisten?.();
  };
}
