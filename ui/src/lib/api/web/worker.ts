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
import type { SessionResponse } from "../bindings/SessionResponse";
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

/**
 * The message files of the languages the core's module does not embed (every one but English),
 * by path: each is a chunk of its own, fetched when its language is first spoken and precached by
 * the service worker with the rest of the build, so a language switches offline too. The UI's own
 * words (ui.ftl) are the page's (../../i18n).
 */
const WORDS = import.meta.glob<string>(
  [
    "../../../../../locales/*/*.ftl",
    "!../../../../../locales/en/*",
    "!../../../../../locales/*/ui.ftl",
  ],
  { query: "?raw", import: "default" },
);

/**
 * Hands the core the message files of the language `command` will be said in, when it does not
 * have them yet. Should they not load, the core says the command in English and they are asked
 * for again with the next one: a step is never refused for its words.
 */
async function provideWords(app: WebApp, command: string, req: string): Promise<void> {
  const needed = app.words_needed(command, req);
  if (!needed) return;
  const { lang, files } = JSON.parse(needed) as { lang: string; files: string[] };
  try {
    const texts = await Promise.all(
      files.map(async (name) => {
        const load = WORDS[`../../../../../locales/${lang}/${name}.ftl`];
        if (!load) throw new Error(`locales/${lang}/${name}.ftl is not in the build`);
        return [name, await load()];
      }),
    );
    app.provide_words(lang, JSON.stringify(texts));
  } catch (e) {
    console.error(`the words of ${lang} did not load: ${e instanceof Error ? e.message : e}`);
  }
}

const ready = boot();
/** Commands run one after another, each with its writes persisted before the next starts. */
let queue: Promise<void> = Promise.resolve();

async function run(msg: CallMessage): Promise<AnswerMessage> {
  const { app, backend } = await ready;
  await provideWords(app, msg.command, msg.req);
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
    changed?: SessionResponse[];
  };
  const { downloads, changed } = reply;
  return reply.err
    ? { id: msg.id, err: reply.err, downloads, changed }
    : { id: msg.id, ok: reply.ok ?? null, downloads, changed };
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
