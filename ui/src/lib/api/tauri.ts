// The transport inside the desktop app: Tauri's IPC, each command called as `invoke(name, { req })`.
import { invoke, isTauri } from "@tauri-apps/api/core";
import { noBackend } from "./errors";
import type { Transport } from "./transport";

export const tauriTransport: Transport = {
  call(command, req) {
    if (!isTauri()) return Promise.reject(noBackend());
    return invoke(command, req === null ? {} : { req });
  },
};
