// The typed client of the Rust backend: the only module that imports @tauri-apps/*.
import { invoke, isTauri } from "@tauri-apps/api/core";
import type { AppInfo } from "./bindings/AppInfo";
import { noBackend, toApiError } from "./errors";

export type { AppInfo };
export { ApiError, toApiError } from "./errors";

/** Calls a backend command; every failure arrives as an `ApiError`. */
async function call<T>(command: string, args?: Record<string, unknown>): Promise<T> {
  if (!isTauri()) throw noBackend();
  try {
    return await invoke<T>(command, args);
  } catch (raw) {
    throw toApiError(raw);
  }
}

/** The app's name and version, the rules edition it scores and the deck it ships with. */
export function appInfo(): Promise<AppInfo> {
  return call<AppInfo>("app_info");
}
