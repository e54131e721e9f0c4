// The transport inside the desktop app: Tauri's IPC, each command called as `invoke(name, { req })`,
// and the `session-changed` event the app sends with every change to a session (from this window,
// another window or a shared session's tablet).
import { invoke, isTauri } from "@tauri-apps/api/core";
import { listen } from "@tauri-apps/api/event";
import type { Lang } from "./bindings/Lang";
import type { SessionResponse } from "./bindings/SessionResponse";
import { noBackend } from "./errors";
import type { Transport } from "./transport";

/** The events' names, as src-tauri/src/lib.rs sends them. */
const SESSION_CHANGED = "session-changed";
const SHARE_CHANGED = "share-changed";
const LANGUAGE_CHANGED = "language-changed";

/** Calls `listener` with each of the app's events `name`; returns the stop. */
function onEvent<T>(name: string, listener: (payload: T) => void): () => void {
  if (!isTauri()) return () => {};
  let stopped = false;
  let unlisten: (() => void) | null = null;
  void listen<T>(name, (event) => listener(event.payload)).then((stop) => {
    if (stopped) stop();
    else unlisten = stop;
  });
  return () => {
    stopped = true;
    unlisten?.();
  };
}

/** Calls `listener` when sharing starts or stops or its devices change; returns the stop. */
export function onShareChanged(listener: () => void): () => void {
  return onEvent(SHARE_CHANGED, () => listener());
}

/**
 * Calls `listener` with the app's new language whenever the settings change it (from this window
 * or another): the screens that show no session follow it; returns the stop.
 */
export function onLanguageChanged(listener: (lang: Lang) => void): () => void {
  return onEvent<Lang>(LANGUAGE_CHANGED, listener);
}

export const tauriTransport: Transport = {
  call(command, req) {
    if (!isTauri()) return Promise.reject(noBackend());
    return invoke(command, req === null ? {} : { req });
  },
  subscribe(listener) {
    if (!isTauri()) return () => {};
    let stopped = false;
    let unlisten: (() => void) | null = null;
    void listen<SessionResponse>(SESSION_CHANGED, (event) => listener(event.payload)).then(
      (stop) => {
        if (stopped) stop();
        else unlisten = stop;
      },
    );
    return () => {
      stopped = true;
      unlisten?.();
    };
  },
};
