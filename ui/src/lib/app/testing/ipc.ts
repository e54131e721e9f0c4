// The backend replaced at the IPC boundary, for the screens' tests: each command answers with
// real backend JSON (fixtures written by the tracker), and every call is recorded.
// eslint-disable-next-line no-restricted-imports -- tests stand in for the backend at the IPC boundary, below src/lib/api/
import { clearMocks, mockIPC, mockWindows } from "@tauri-apps/api/mocks";
// eslint-disable-next-line no-restricted-imports -- tests send the app's events at the IPC boundary
import { emit } from "@tauri-apps/api/event";
import { cleanup } from "@testing-library/svelte";
import { afterEach, vi } from "vitest";
import type { Command } from "../../api";
import { APP_INFO, recordedSetupCheck } from "./fixtures";

/** A command's handler: its arguments in, its answer out; throw `{ code, message }` to refuse. */
export type Handler = (args: Record<string, unknown>) => unknown;

/** What the UI may call through IPC: the backend's commands (the file dialogs are theirs). */
export type IpcCommand = Command;

/** One recorded call. */
export interface Call {
  cmd: string;
  args: Record<string, unknown>;
}

/**
 * Answers the app's commands with `handlers`; a command without a handler fails the test by
 * refusing with code `unmocked`. Returns the calls made, in order.
 */
export function mockBackend(handlers: Partial<Record<IpcCommand, Handler>>): Call[] {
  const calls: Call[] = [];
  const all: Partial<Record<string, Handler>> = {
    app_info: () => APP_INFO,
    setup_check: recordedSetupCheck,
    ...handlers,
  };
  answerIpc((cmd, args) => {
    calls.push({ cmd, args });
    const handler = all[cmd];
    if (!handler) throw { code: "unmocked", message: `no mock for command ${cmd}` };
    return handler(args);
  });
  return calls;
}

/**
 * Stands in for the backend: every IPC call of the app goes to `answer` (its arguments in, its
 * answer out; throw `{ code, message }` to refuse). Undone after each test.
 */
export function answerIpc(answer: (cmd: string, args: Record<string, unknown>) => unknown): void {
  vi.stubGlobal("isTauri", true);
  // Events (the app's `session-changed`) go through the mock's own emitter: a test pushes a
  // change with `emit` from @tauri-apps/api/event.
  mockIPC((cmd, payload) => answer(cmd, (payload ?? {}) as Record<string, unknown>), {
    shouldMockEvents: true,
  });
}

/** The page under test is the app's window `label` ("table": the table display window). */
export function inWindow(label: string): void {
  mockWindows(label);
}

/** The app (or its other window) sends event `name` with `payload`, through the mocked events. */
export function appEmits(name: string, payload: unknown): Promise<void> {
  return emit(name, payload);
}

afterEach(() => {
  // Unmount the screens first: their teardown stops listening to the app's events, which needs the
  // mocked event plugin (this hook runs before testing-library's own cleanup, which comes later).
  if (typeof window !== "undefined") {
    cleanup();
    clearMocks();
  }
  vi.unstubAllGlobals();
});

/** The request struct a command was called with (the client sends it as `req`). */
export function requestOf(call: Call | undefined): Record<string, unknown> {
  return (call?.args.req ?? {}) as Record<string, unknown>;
}
