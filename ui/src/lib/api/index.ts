// The typed client of the Rust backend: the only module that imports @tauri-apps/*.
// One function per Tauri command; each resolves with the command's response or rejects with an
// `ApiError` (branch on `code`, show `message`). Types come from ./bindings (generated from Rust).
import { invoke, isTauri } from "@tauri-apps/api/core";
import { open as openDialog, save as saveDialog } from "@tauri-apps/plugin-dialog";
import type { AnyCard } from "./bindings/AnyCard";
import type { AppInfo } from "./bindings/AppInfo";
import type { AppState } from "./bindings/AppState";
import type { CsvKind } from "./bindings/CsvKind";
import type { ExportNames } from "./bindings/ExportNames";
import type { QrResponse } from "./bindings/QrResponse";
import type { Catalog } from "./bindings/Catalog";
import type { CatalogDoc } from "./bindings/CatalogDoc";
import type { CatalogList } from "./bindings/CatalogList";
import type { Entry } from "./bindings/Entry";
import type { Event } from "./bindings/Event";
import type { NewSessionRequest } from "./bindings/NewSessionRequest";
import type { Problem } from "./bindings/Problem";
import type { SessionList } from "./bindings/SessionList";
import type { SessionResponse } from "./bindings/SessionResponse";
import type { Settings } from "./bindings/Settings";
import type { Tag } from "./bindings/Tag";
import { noBackend, toApiError } from "./errors";

export type * from "./bindings";
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

// ----- app -----

/** The app's name and version, and the rules edition it scores. */
export function appInfo(): Promise<AppInfo> {
  return call("app_info");
}

/** What the start screen needs: the data folder, the session to offer resuming, damaged files. */
export function appState(): Promise<AppState> {
  return call("app_state");
}

// ----- sessions -----

/** Starts a game and saves it. `starting_seat` is `{ seat: n }` or `"random"`. */
export function sessionNew(req: NewSessionRequest): Promise<SessionResponse> {
  return call("session_new", { req });
}

/** Every session on this device (newest first) and the files that can't be read. */
export function sessionList(): Promise<SessionList> {
  return call("session_list");
}

/** Opens a session from the list. */
export function sessionOpen(id: string): Promise<SessionResponse> {
  return call("session_open", { req: { id } });
}

/** The current view of an open session. */
export function sessionView(id: string): Promise<SessionResponse> {
  return call("session_view", { req: { id } });
}

/** Deletes a session's file (ask the facilitator first). Answers the updated list. */
export function sessionDelete(id: string): Promise<SessionList> {
  return call("session_delete", { req: { id } });
}

/** Tries again to save a session whose last save failed (`unsaved` in its response). */
export function sessionSaveRetry(id: string): Promise<SessionResponse> {
  return call("session_save_retry", { req: { id } });
}

/**
 * Records one step. `expectedLen` is the `view.log_len` on screen: if the session moved on
 * meanwhile (a double tap), the step is refused with code `stale` and nothing is recorded.
 */
export function record(id: string, expectedLen: number, event: Event): Promise<SessionResponse> {
  return call("record", { req: { id, expected_len: expectedLen, event } });
}

/** Undoes the last step (never the setup). */
export function undo(id: string, expectedLen: number): Promise<SessionResponse> {
  return call("undo", { req: { id, expected_len: expectedLen } });
}

/** Puts back the last undone step. */
export function redo(id: string, expectedLen: number): Promise<SessionResponse> {
  return call("redo", { req: { id, expected_len: expectedLen } });
}

/** Replaces the card of step `index` (from `history`); every number is recomputed. */
export function amend(
  id: string,
  expectedLen: number,
  index: number,
  card: AnyCard,
): Promise<SessionResponse> {
  return call("amend", { req: { id, expected_len: expectedLen, index, card } });
}

/** Every step, with the card that can be changed. */
export function history(id: string): Promise<Entry[]> {
  return call("history", { req: { id } });
}

/** Every step with the numbers it moved and why. */
export function ledger(id: string): Promise<Entry[]> {
  return call("ledger", { req: { id } });
}

/** Writes the session file to `path` (see `chooseSavePath`). */
export function sessionExport(id: string, path: string): Promise<null> {
  return call("session_export", { req: { id, path } });
}

/** Imports a session file as a new session; a file that does not replay is refused. */
export function sessionImport(path: string): Promise<SessionResponse> {
  return call("session_import", { req: { path } });
}

// ----- catalogs -----

/** The sample deck first (`sample: true`), then the facilitator's catalogs, and damaged files. */
export function catalogList(): Promise<CatalogList> {
  return call("catalog_list");
}

/** One catalog (`"sample"` for the sample deck) with its problems. */
export function catalogGet(id: string): Promise<CatalogDoc> {
  return call("catalog_get", { req: { id } });
}

/**
 * Saves a catalog: `id` null for a new one. An invalid catalog is refused with code
 * `invalid_catalog` and every problem in `error.problems`; nothing is written.
 */
export function catalogSave(id: string | null, catalog: Catalog): Promise<CatalogDoc> {
  return call("catalog_save", { req: { id, catalog } });
}

/** Deletes a stored catalog (sessions keep their own cards). Answers the updated list. */
export function catalogDelete(id: string): Promise<CatalogList> {
  return call("catalog_delete", { req: { id } });
}

/** Imports a catalog file as a new catalog; refused with every problem if it has any. */
export function catalogImport(path: string): Promise<CatalogDoc> {
  return call("catalog_import", { req: { path } });
}

/** Writes a catalog (the sample too) to `path`. */
export function catalogExport(id: string, path: string): Promise<null> {
  return call("catalog_export", { req: { id, path } });
}

/** Every problem of a catalog being edited (live validation); nothing is saved. */
export function catalogValidate(catalog: Catalog): Promise<Problem[]> {
  return call("catalog_validate", { req: { catalog } });
}

/** Every problem of one card typed at the table; tags are checked when `tags` is given. */
export function cardValidate(card: AnyCard, tags: Tag[] | null): Promise<Problem[]> {
  return call("card_validate", { req: { card, tags } });
}

// ----- settings -----

/** The stored settings (defaults when none). */
export function settingsGet(): Promise<Settings> {
  return call("settings_get");
}

/** Stores the settings. */
export function settingsSet(settings: Settings): Promise<Settings> {
  return call("settings_set", { req: { settings } });
}

// ----- exports -----

/** Writes a session's results (a row per player) or ledger (a row per change) as CSV. */
export function exportCsv(
  id: string,
  kind: CsvKind,
  names: ExportNames,
  path: string,
): Promise<null> {
  return call("export_csv", { req: { id, kind, names, path } });
}

/**
 * The results (standings during play) as a QR code to show; also saved to `path` when given
 * (`.png` gives an image, anything else an SVG file).
 */
export function resultsQr(
  id: string,
  names: ExportNames,
  includeDate: boolean,
  path: string | null = null,
): Promise<QrResponse> {
  return call("results_qr", { req: { id, names, include_date: includeDate, path } });
}

// ----- files -----

/** A JSON file filter for the pickers. */
const jsonFiles = [{ name: "Loadout files (JSON)", extensions: ["json"] }];

/** Asks the facilitator for a file to import; `null` when they cancel. */
export async function chooseOpenPath(): Promise<string | null> {
  if (!isTauri()) throw noBackend();
  try {
    return await openDialog({ multiple: false, directory: false, filters: jsonFiles });
  } catch (raw) {
    throw toApiError(raw);
  }
}

/** Asks the facilitator where to save `suggestedName`; `null` when they cancel. */
export async function chooseSavePath(
  suggestedName: string,
  filters: { name: string; extensions: string[] }[] = jsonFiles,
): Promise<string | null> {
  if (!isTauri()) throw noBackend();
  try {
    return await saveDialog({ defaultPath: suggestedName, filters });
  } catch (raw) {
    throw toApiError(raw);
  }
}
