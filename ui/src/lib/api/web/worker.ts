// The web app's backend (issue #25): the same core as the desktop app (crates/web, WebAssembly)
// in a dedicated Worker, so that storage can be synchronous and durable and the page never waits
// on it. At boot it reads every file from the browser's storage and hands them to the core; after
// each command it makes the files the core wrote durable and only then posts the answer: the
// screen never says "recorded" before the step is kept.
//
// Storage (./backends.ts): the Origin Private File System where the browser can write a file
// whole through it (a FileSystemSyncAccessHandle, then `move`); IndexedDB with
// `durability: "strict"` elsewhere (WebKitGTK has no `navigator.storage`; older Safari; a private
// window that refuses OPFS). One owner: an exclusive Web Lock,
// held for the worker's life; a tab that cannot take it reads and writes nothing, as a second
// desktop app on a locked data folder.
import init, { WebApp } from "loadout-web-core";
import type { WireError } from "../bindings/WireError";
import { openBackend, type Backend } from "./backends";
import type { AnswerMessage, CallMessage, DownloadFile, FileWrite } from "./protocol";

/** The Web Lock whose holder owns the storage. */
const OWNER_LOCK = "loadout-companion-storage";

/** Whether this worker holds the owner's lock, which it then keeps until it ends. */
function takeOwnership(): Promise<boolean> {
  if (!navigator.locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    void navigator.locks.request(OWNER_LOCK, { mode: "exclusive", ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      // Held while the worker lives: closing the tab releases it for the next one.
      return lock ? new Promise<void>(() => {}) : undefined;
    });
  });
}

function isQuota(e: unknown): boolean {
  return e instanceof DOMException && e.name === "QuotaExceededError";
}

async function boot(): Promise<{ app: WebApp; backend: Backend; owner: boolean }> {
  const forced = (self as unknown as { name: string }).name.endsWith(":indexeddb");
  const [owner, backend] = await Promise.all([takeOwnership(), openBackend(forced), init()]);
  const files = await backend.readAll();
  const app = new WebApp(backend.root, JSON.stringify(files), !owner, navigator.language ?? null);
  return { app, backend, owner };
}

const ready = boot();
/** Commands run one after another, each with its writes persisted before the next starts. */
let queue: Promise<void> = Promise.resolve();

async function run(msg: CallMessage): Promise<AnswerMessage> {
  const { app, backend } = await ready;
  const { writes } = JSON.parse(
    app.call(msg.command, msg.req, msg.picked?.name, msg.picked?.text),
  ) as { writes: FileWrite[] };
  // The files first, the answer after: the core (crates/web's settle) makes the reply of how
  // keeping them went: the desktop's full-disk answer, a session flagged as only in memory.
  let why: string | undefined;
  let quota = false;
  if (writes.length > 0) {
    try {
      await backend.persist(writes);
    } catch (e) {
      why = e instanceof Error ? e.message : String(e);
      quota = isQuota(e);
    }
  }
  const reply = JSON.parse(app.settle(why, quota)) as {
    ok?: unknown;
    err?: WireError;
    downloads: DownloadFile[];
  };
  return reply.err
    ? { id: msg.id, err: reply.err, downloads: reply.downloads }
    : { id: msg.id, ok: reply.ok ?? null, downloads: reply.downloads };
}

self.onmessage = (event: MessageEvent<CallMessage>) => {
  const msg = event.data;
  queue = queue.then(async () => {
    let reply: AnswerMessage;
    try {
      reply = await run(msg);
    } catch (e) {
      // The worker itself failed (the module did not load, the storage cannot be opened): the
      // page reports it as `unexpected` with the detail.
      reply = { id: msg.id, failure: e instanceof Error ? e.message : String(e) };
    }
    self.postMessage(reply);
  });
};
