// How the client reaches the backend. The desktop window uses Tauri's IPC (./tauri.ts); a shared
// session's tablet or table display in a browser uses HTTP + WebSocket (./network.ts). Only this
// folder knows which: screens call `call`, `subscribe` and `allowed`.
import type { Rpc } from "./bindings/Rpc";
import type { SessionResponse } from "./bindings/SessionResponse";
import type { TableResponse } from "./bindings/TableResponse";

/** Every command's name (generated from the backend's one list, crates/core/src/commands/list.rs). */
export type Command = keyof Rpc;
/** What `command` takes: `null` for a command without a request. */
export type RequestOf<K extends Command> = Rpc[K]["req"];
/** What `command` answers. */
export type ResponseOf<K extends Command> = Rpc[K]["res"];

/** A way to the backend. */
export interface Transport {
  /**
   * Runs `command` with `req` (`null` for none); resolves with its response, or rejects with what
   * the backend refused with (`{ code, message }`) or the transport's own failure.
   */
  call(command: Command, req: unknown): Promise<unknown>;
  /**
   * Listens for session views the backend pushes (a step recorded on another device), if this
   * transport has them; returns the function that stops listening.
   */
  subscribe?(listener: (response: SessionResponse) => void): () => void;
  /**
   * Listens for what a table display shows of the views the backend pushes: a shared session's
   * display is sent only that (a `TableResponse`); absent, the display listens to the whole views
   * (`subscribe`), which hold the same.
   */
  subscribeTable?(listener: (response: TableResponse) => void): () => void;
  /**
   * Listens for this app taking over the storage that another copy of it held when it started
   * (the web app's other tab has closed): what the backend offers has changed. Absent: never.
   */
  subscribeStorage?(listener: () => void): () => void;
  /**
   * Whether this way to the backend may call `command` at all (a shared session's tablet reaches
   * that session only); absent means every command.
   */
  allows?(command: Command): boolean;
}
