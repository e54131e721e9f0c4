// The typed client of the Rust backend, and with ./tauri.ts the only code that imports
// @tauri-apps/*. `call(command, req)` runs any command of the backend's one list
// (src-tauri/src/commands/list.rs), typed by the generated `Rpc` schema: a new command needs
// nothing here. It resolves with the command's response or rejects with an `ApiError` (branch
// on `code`, show `message`). Types come from ./bindings (generated from Rust).
//
// No file paths: a command that imports or exports opens the system's file dialog on the Rust
// side and answers `null` when the facilitator closes it. The page never names a file.
import { toApiError } from "./errors";
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
