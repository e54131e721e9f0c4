// Where the web app's worker keeps the core's files (issue #25): the Origin Private File System
// where the browser has a usable one, IndexedDB elsewhere. Chosen by what the browser has, never
// by its name: WebKitGTK has no `navigator.storage` at all; Safari before 16.4 has OPFS, but its
// sync access handle's truncate, flush and close answer promises (the spec's first draft); a
// private window may refuse OPFS (`getDirectory` rejects). Apart from worker.ts so that the
// choice and the writes are tested without a browser (backends.test.ts).
import type { FileWrite } from "./protocol";

/** The folders the core keeps items in (crates/core's `Folder::dir_name`); "" is the root. */
const FOLDERS = ["", "sessions", "catalogs", "catalog-drafts"];
/** The OPFS folder of the app's files. */
const OPFS_ROOT = "loadout";
/** Largest file read at boot, as the desktop's FILE_MAX_BYTES: a bigger one is left unread. */
const FILE_MAX_BYTES = 4 * 1024 * 1024;

/** Where the files live: read whole at boot, written after each command. */
export interface Backend {
  /** Shown as the data folder. */
  readonly root: string;
  readAll(): Promise<FileWrite[]>;
  /** Makes every write durable, or throws (nothing is then promised). */
  persist(writes: FileWrite[]): Promise<void>;
}

// TypeScript's DOM library has no sync access handle (it is a worker's only). Safari before 16.4
// answers promises from truncate, flush and close: each is awaited, which changes nothing where
// they are synchronous.
interface SyncAccessHandle {
  truncate(size: number): void | Promise<void>;
  write(buffer: Uint8Array, options?: { at: number }): number;
  flush(): void | Promise<void>;
  close(): void | Promise<void>;
}
type SyncFileHandle = FileSystemFileHandle & {
  createSyncAccessHandle(): Promise<SyncAccessHandle>;
  move(parent: FileSystemDirectoryHandle, name: string): Promise<void>;
};

export class Opfs implements Backend {
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
        await handle.truncate(0);
        handle.write(encoder.encode(w.bytes), { at: 0 });
        await handle.flush();
      } finally {
        await handle.close();
      }
      await temp.move(dir, w.name);
    }
  }
}

/** IndexedDB, for browsers without OPFS: one transaction per command, `durability: "strict"`. */
export class Idb implements Backend {
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

/**
 * The OPFS folder of the app's files, where the browser's OPFS can write a file whole (a sync
 * access handle, and `move` to put the new version over the old one); null where it cannot.
 */
export async function opfsFolder(nav: Navigator): Promise<FileSystemDirectoryHandle | null> {
  const file = (globalThis as { FileSystemFileHandle?: { prototype: Partial<SyncFileHandle> } })
    .FileSystemFileHandle?.prototype;
  if (
    typeof nav.storage?.getDirectory !== "function" ||
    typeof file?.createSyncAccessHandle !== "function" ||
    typeof file.move !== "function"
  ) {
    return null;
  }
  try {
    const root = await nav.storage.getDirectory();
    return await root.getDirectoryHandle(OPFS_ROOT, { create: true });
  } catch {
    // A private window's OPFS, refused.
    return null;
  }
}

/**
 * The storage this browser gives the app: OPFS where it can write a file whole, IndexedDB
 * elsewhere, or always when `forced` (`?storage=indexeddb`, for trying the fallback).
 */
export async function openBackend(forced: boolean, nav: Navigator = navigator): Promise<Backend> {
  const folder = forced ? null : await opfsFolder(nav);
  return folder ? new Opfs(folder) : Idb.open();
}
