// The web app's backend (issue #25): the same core as the desktop app (crates/web, WebAssembly)
// in a dedicated Worker, so that storage can be synchronous and durable and the page never waits
// on it. At boot it reads every file from the browser's storage and hands them to the core; after
// each command it makes the files the core wrote durable and only then posts the answer: the
// screen never says "recorded" before the step is kept.
//
// Storage: the Origin Private File System where there is one (Chromium, Firefox, Safari 17+),
// written through a FileSystemSyncAccessHandle; IndexedDB with `durability: "strict"` where
// there is no `navigator.storage` (WebKitGTK, older Safari). One owner: an exclusive Web Lock,
// held for the worker's life; a tab that cannot take it reads and writes nothing, as a second
// desktop app on a locked data folder.
import init, { WebApp } from "loadout-web-core";
import type { SessionResponse } from "../bindings/SessionResponse";
import type { WireError } from "../bindings/WireError";
import type { AnswerMessage, CallMessage, DownloadFile, FileWrite } from "./protocol";

/** The folders the core keeps items in (crates/core's `Folder::dir_name`); "" is the root. */
const FOLDERS = ["", "sessions", "catalogs", "catalog-drafts"];
/** The Web Lock whose holder owns the storage. */
const OWNER_LOCK = "loadout-companion-storage";
/** The OPFS folder of the app's files. */
const OPFS_ROOT = "loadout";
/** Largest file read at boot, as the desktop's FILE_MAX_BYTES: a bigger one is left unread. */
const FILE_MAX_BYTES = 4 * 1024 * 1024;

/** Where the files live: read whole at boot, written after each command. */
interface Backend {
  /** Shown as the data folder. */
  readonly root: string;
  readAll(): Promise<FileWrite[]>;
  /** Makes every write durable, or throws (nothing is then promised). */
  persist(writes: FileWrite[]): Promise<void>;
}

// TypeScript's DOM library has no sync access handle (it is a worker's only).
interface SyncAccessHandle {
  truncate(size: number): void;
  write(buffer: Uint8Array, options?: { at: number }): number;
  flush(): void;
  close(): void;
}
type SyncFileHandle = FileSystemFileHandle & {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
  move(parent: FileSystemDirectoryHandle, name: string): Promise<void>;
};

class Opfs implements Backend {
  readonly root = "opfs://loadout";
  constructor(private readonly dir: FileSystemDirectoryHandle) {}

  private async folder(name: string): Promise<FileSystemDirectoryHandle> {
    return name === "" ? this.dir : this.dir.getDirectoryHandle(name, { create: true });
  }

  async readAll(): Promise<FileWrite[]> {
    const files: FileWrite[] = [];
    for (const folder of FOLDERS) {
      const dir = await this.folder(folder);
      // Bounded: the browser lists what the folder holds; each entry is read at most once.
      for await (const [name, handle] of dir as unknown as AsyncIterable<
        [string, FileSystemHandle]
      >) {
        if (handle.kind !== "file") continue;
        if (name.startsWith(".")) {
          // A temporary file of a write that did not finish: the old file stands.
          await dir.removeEntry(name).catch(() => {});
          continue;
        }
        const file = await (handle as FileSystemFileHandle).getFile();
        if (file.size > FILE_MAX_BYTES) continue;
        files.push({ folder, name, bytes: await file.text() });
      }
    }
    return files;
  }

  async persist(writes: FileWrite[]): Promise<void> {
    const encoder = new TextEncoder();
    for (const w of writes) {
      const dir = await this.folder(w.folder);
      if (w.bytes === null) {
        await dir.removeEntry(w.name).catch((e: unknown) => {
          if (!(e instanceof DOMException && e.name === "NotFoundError")) throw e;
        });
        continue;
      }
      // Whole or nothing: the new version goes to a temporary file, is flushed to the disk, and
      // only then moved over the old one in one step. A crash before the move leaves the old file
      // (the temporary one is removed at the next boot), after it the new one; never half of each.
      const temp = (await dir.getFileHandle(`.${w.name}.tmp`, { create: true })) as SyncFileHandle;
      const handle = await temp.createSyncAccessHandle();
      try {
        handle.truncate(0);
        handle.write(encoder.encode(w.bytes), { at: 0 });
        handle.flush();
      } finally {
        handle.close();
      }
      await temp.move(dir, w.name);
    }
  }
}

/** IndexedDB, for browsers without OPFS: one transaction per command, `durability: "strict"`. */
class Idb implements Backend {
  readonly root = "indexeddb://loadout";
  constructor(private readonly db: IDBDatabase) {}

  static open(): Promise<Idb> {
    return new Promise((resolve, reject) => {
      const req = indexedDB.open("loadout-companion", 1);
      req.onupgradeneeded = () => req.result.createObjectStore("files");
      req.onsuccess = () => resolve(new Idb(req.result));
      req.onerror = () => reject(req.error);
    });
  }

  readAll(): Promise<FileWrite[]> {
    return new Promise((resolve, reject) => {
      const tx = this.db.transaction("files", "readonly");
      const req = tx.objectStore("files").getAll();
      req.onsuccess = () => resolve(req.result as FileWrite[]);
      req.onerror = () => reject(req.error);
    });
  }

  persist(writes: FileWrite[]): Promise<void> {
    return new Promise((resolve, reject) => {
      // Strict: the transaction completes only once the browser has flushed it to the disk. One
      // transaction for every file of the command: all of them or none.
      const tx = this.db.transaction("files", "readwrite", { durability: "strict" });
      const store = tx.objectStore("files");
      for (const w of writes) {
        const key = `${w.folder}/${w.name}`;
        if (w.bytes === null) store.delete(key);
        else store.put(w, key);
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  }
}

async function openBackend(): Promise<Backend> {
  const forced = (self as unknown as { name: string }).name.endsWith(":indexeddb");
  if (!forced && navigator.storage?.getDirectory) {
    const root = await navigator.storage.getDirectory();
    return new Opfs(await root.getDirectoryHandle(OPFS_ROOT, { create: true }));
  }
  return Idb.open();
}

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
  const [owner, backend] = await Promise.all([takeOwnership(), openBackend(), init()]);
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
  const answer = JSON.parse(app.call(msg.command, msg.req, msg.picked?.name, msg.picked?.text)) as {
    ok?: unknown;
    err?: WireError;
    writes: FileWrite[];
    downloads: DownloadFile[];
    changed?: SessionResponse[];
  };
  const changed = answer.changed?.map((response) => flagged(response) as SessionResponse);
  if (answer.writes.length > 0) {
    // Only files the browser refused before, going out again: the command wrote nothing itself.
    const retriesOnly = answer.writes.every((w) => refused.has(keyOf(w)));
    try {
      await backend.persist(answer.writes);
      for (const w of answer.writes) refused.delete(keyOf(w));
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      const err = JSON.parse(
        app.not_saved(JSON.stringify(answer.writes), why, isQuota(e)),
      ) as WireError;
      for (const w of answer.writes) refused.add(keyOf(w));
      // As the desktop: a command's own save that fails says so; a retry that fails again is
      // silent (the session stays flagged as only in memory), so a view can still be shown.
      if (!retriesOnly) return { id: msg.id, err, downloads: answer.downloads, changed };
    }
  }
  return answer.err
    ? { id: msg.id, err: answer.err, downloads: answer.downloads, changed }
    : { id: msg.id, ok: flagged(answer.ok ?? null), downloads: answer.downloads, changed };
}

/**
 * Files the browser refused to store (`folder/name`): kept in the core's memory and sent again
 * with every command until the browser takes them. The core cannot know (its store wrote them to
 * memory), so the worker says it in the answers about their sessions.
 */
const refused = new Set<string>();
const keyOf = (w: FileWrite) => `${w.folder}/${w.name}`;

/** A session's answer (`SessionResponse`) says `unsaved` while its file is refused. */
function flagged(ok: unknown): unknown {
  if (ok === null || typeof ok !== "object" || !("unsaved" in ok) || !("id" in ok)) return ok;
  return refused.has(`sessions/${String(ok.id)}.json`) ? { ...ok, unsaved: true } : ok;
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
