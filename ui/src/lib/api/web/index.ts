// The third transport (issue #25): the whole app in a browser tab, its core in a dedicated
// Worker (./worker.ts) beside Tauri's IPC (../tauri.ts) and the shared session's network
// (../network.ts). Chosen at build time: `vite build --mode web` (`make web`).
//
// Files: an import opens the browser's file chooser in the page and hands the chosen file to the
// core with the call (the core's dialog then answers it); an export arrives with the answer and is
// offered as a download. Neither names a path.
import { downloadText } from "../index";
import type { SessionResponse } from "../bindings/SessionResponse";
import type { Command, Transport } from "../transport";
import type { AnswerMessage, CallMessage, WorkerMessage } from "./protocol";
import { feedTables } from "./table";

/** Commands whose desktop version opens the system's "Open" dialog. */
const OPENS_A_FILE: ReadonlySet<Command> = new Set(["session_import", "catalog_import"]);

/** Asks the facilitator for a JSON file; `null` when they close the chooser. */
function pickFile(): Promise<{ name: string; text: string } | null> {
  return new Promise((resolve) => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      if (!file) return resolve(null);
      void file.text().then(
        (text) => resolve({ name: file.name, text }),
        () => resolve(null),
      );
    });
    input.addEventListener("cancel", () => resolve(null));
    input.click();
  });
}

function mimeOf(name: string): string {
  return name.endsWith(".csv")
    ? "text/csv"
    : name.endsWith(".png")
      ? "image/png"
      : "application/json";
}

export class WebTransport implements Transport {
  private readonly worker: Worker;
  private next = 1;
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();

  /** The table display windows of this origin, fed with every session view. */
  private readonly tables = feedTables((command, req) => this.call(command, req));

  constructor() {
    this.worker = new Worker(new URL("./worker.ts", import.meta.url), {
      type: "module",
      // The worker has no query of its own: `?storage=indexeddb` (for trying the fallback in a
      // browser that has OPFS) reaches it through its name.
      name:
        new URLSearchParams(location.search).get("storage") === "indexeddb"
          ? "loadout-core:indexeddb"
          : "loadout-core",
    });
    this.worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const msg = event.data;
      if ("owner" in msg) this.tookStorage();
      else this.answered(msg);
    };
    this.worker.onerror = (event) => {
      // The worker did not load at all: every call waiting is told.
      for (const [, p] of this.pending) p.reject(new Error(event.message));
      this.pending.clear();
      this.settled();
    };
  }

  /** The screens listening for sessions a call changed besides the one it answered. */
  private readonly listeners = new Set<(response: SessionResponse) => void>();

  subscribe(listener: (response: SessionResponse) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether this tab took over the storage another tab held when it started. */
  private owns = false;
  private readonly owners = new Set<() => void>();

  subscribeStorage(listener: () => void): () => void {
    this.owners.add(listener);
    // Taken before this listener came: told at once (asking again is harmless).
    if (this.owns) queueMicrotask(listener);
    return () => this.owners.delete(listener);
  }

  private tookStorage(): void {
    this.owns = true;
    for (const listener of this.owners) listener();
  }

  /** Callers of idle(), told once no call is pending. */
  private idlers: (() => void)[] = [];

  /**
   * Resolves once no call is on its way to the core (every step sent has been stored and
   * answered): a new version of the app is taken only then (../../app/update.svelte.ts).
   */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idlers.push(resolve));
  }

  private settled(): void {
    if (this.pending.size > 0) return;
    for (const resolve of this.idlers.splice(0)) resolve();
  }

  private answered(msg: AnswerMessage): void {
    const waiting = this.pending.get(msg.id);
    this.pending.delete(msg.id);
    this.settled();
    if (!waiting) return;
    if ("failure" in msg) return waiting.reject(new Error(msg.failure));
    for (const file of msg.downloads) downloadText(file.name, mimeOf(file.name), file.text);
    for (const response of msg.changed ?? []) {
      this.tables.answered(response);
      for (const listener of this.listeners) listener(response);
    }
    if ("err" in msg) return waiting.reject(msg.err);
    this.tables.answered(msg.ok);
    waiting.resolve(msg.ok);
  }

  async call(command: Command, req: unknown): Promise<unknown> {
    const picked = OPENS_A_FILE.has(command) ? await pickFile() : null;
    if (OPENS_A_FILE.has(command) && !picked) return null;
    const id = this.next++;
    const message: CallMessage = { id, command, req: JSON.stringify(req ?? null), picked };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage(message);
    });
  }
}
