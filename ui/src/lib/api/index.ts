// The typed client of the Rust backend, and with ./tauri.ts the only code that imports
// @tauri-apps/*. `call(command, req)` runs any command of the backend's one list
// (src-tauri/src/commands/list.rs), typed by the generated `Rpc` schema: a new command needs
// nothing here. It resolves with the command's response or rejects with an `ApiError` (branch
// on `code`, show `message`). Types come from ./bindings (generated from Rust).
import { isTauri } from "@tauri-apps/api/core";
import { open as openDialog, save as saveDialog } from "@tauri-apps/plugin-dialog";
import { noBackend, toApiError } from "./errors";
import { tauriTransport } from "./tauri";
import type { Command, RequestOf, ResponseOf, Transport } from "./transport";

export type * from "./bindings";
export type { Command, RequestOf, ResponseOf, Transport } from "./transport";
export { ApiError, toApiError, type ClientErrorCode } from "./errors";

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
    return (await transport.call(command, args[0] ?? null)) as ResponseOf<K>;
  } catch (raw) {
    throw toApiError(raw);
  }
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
