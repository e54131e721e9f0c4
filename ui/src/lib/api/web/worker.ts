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
// desktop app on a locked data folder, and waits in the lock's queue: once the tab holding it
// closes or reloads, this one takes the storage over without a reload of its own (a reloaded
// tab's worker can outlive the old page by a moment, WebKit's especially, so the new page may find
// its own previous worker still holding the lock).
import init, { WebApp } from "loadout-web-core";
import type { SessionResponse } from "../bindings/SessionResponse";
import type { WireError } from "../bindings/WireError";
import { openBackend, type Backend } from "./backends";
import type { AnswerMessage, CallMessage, DownloadFile, FileWrite, OwnerMessage } from "./protocol";

/** The Web Lock whose holder owns the storage. */
const OWNER_LOCK = "loadout-companion-storage";

/**
 * Takes the owner's lock if it is free: `owner`. Otherwise the worker queues for it, and `later`
 * resolves once it holds it (the tab that held it is gone). Either way the lock is then kept
 * until the worker ends.
 */
function takeOwnership(): Promise<{ owner: boolean; later?: Promise<void> }> {
  if (!navigator.locks) return Promise.resolve({ owner: true });
  const locks = navigator.locks;
  // Held while the worker lives: closing the tab releases it for the next one.
  const keep = () => new Promise<void>(() => {});
  return new Promise((resolve) => {
    void locks.request(OWNER_LOCK, { mode: "exclusive", ifAvailable: true }, (lock) => {
      if (lock) {
        resolve({ owner: true });
        return keep();
      }
      const later = new Promise<void>((granted) => {
        void locks.request(OWNER_LOCK, { mode: "exclusive" }, () => {
          granted();
          return keep();
        });
      });
      resolve({ owner: false, later });
      return undefined;
    });
  });
}

function isQuota(e: unknown): boolean {
  return e instanceof DOMException && e.name === "QuotaExceededError";
}

/**
 * Commands run one after another, each with its writes persisted before the next starts (and
 * the storage taken over between two of them).
 */
let queue: Promise<void> = Promise.resolve();

interface Core {
  app: WebApp;
  backend: Backend;
}

/** The core over the files as they are in storage now; `owner`: it may write them. */
async function open(backend: Backend, owner: boolean): Promise<WebApp> {
  const files = await backend.readAll();
  return new WebApp(backend.root, JSON.stringify(files), !owner, navigator.language ?? null);
}

async function boot(): Promise<Core> {
  const forced = (self as unknown as { name: string }).name.endsWith(":indexeddb");
  const [{ owner, later }, backend] = await Promise.all([
    takeOwnership(),
    openBackend(forced),
    init(),
  ]);
  const core = { app: await open(backend, owner), backend };
  // Taken over in the commands' queue, between two commands: the files are read again (the
  // other tab kept each of its steps before it answered, and it is gone), the read-only core is
  // replaced by one that writes, and the page is told, so the start screen asks again.
  later?.then(() => {
    queue = queue.then(async () => {
      try {
        const read = core.app;
        core.app = await open(backend, true);
        read.free();
        self.postMessage({ owner: true } satisfies OwnerMessage);
      } catch (e) {
        // The storage could not be read again: this tab stays as it was, read only, and a reload
        // takes the storage over at boot.
        console.error(`the storage was not taken over: ${e instanceof Error ? e.message : e}`);
      }
    });
  });
  return core;
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
