import { afterEach, describe, expect, it, vi } from "vitest";
import { Opfs, opfsFolder } from "./backends";

/** The app's OPFS folder, as far as opfsFolder looks into it. */
const folder = { name: "loadout" } as unknown as FileSystemDirectoryHandle;

/** A navigator whose OPFS root hands out `folder`, or refuses (a private window). */
function withOpfs({ refuses = false } = {}): Navigator {
  const root = { getDirectoryHandle: vi.fn(() => Promise.resolve(folder)) };
  return {
    storage: {
      getDirectory: () =>
        refuses
          ? Promise.reject(new DOMException("refused", "SecurityError"))
          : Promise.resolve(root),
    },
  } as unknown as Navigator;
}

/** The browser's file handles: with a sync access handle and move (Chromium, Safari 16.4+), or not. */
function fileHandles(methods: Record<string, unknown>) {
  function FileSystemFileHandle() {}
  Object.assign(FileSystemFileHandle.prototype, methods);
  vi.stubGlobal("FileSystemFileHandle", FileSystemFileHandle);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the storage the web app's worker picks", () => {
  it("is OPFS where the browser can write a file whole through it", async () => {
    fileHandles({ createSyncAccessHandle() {}, move() {} });
    expect(await opfsFolder(withOpfs())).toBe(folder);
  });

  it("is not OPFS where there is no navigator.storage (WebKitGTK)", async () => {
    fileHandles({ createSyncAccessHandle() {}, move() {} });
    expect(await opfsFolder({} as Navigator)).toBeNull();
  });

  it("is not OPFS where a file cannot be moved over the old one, or has no sync access handle", async () => {
    fileHandles({ createSyncAccessHandle() {} });
    expect(await opfsFolder(withOpfs())).toBeNull();
    fileHandles({ move() {} });
    expect(await opfsFolder(withOpfs())).toBeNull();
  });

  it("is not OPFS where the browser refuses it (a private window), without failing the boot", async () => {
    fileHandles({ createSyncAccessHandle() {}, move() {} });
    expect(await opfsFolder(withOpfs({ refuses: true }))).toBeNull();
  });
});

describe("a file written to OPFS", () => {
  it("is moved over the old one only once flushed and closed, where those answer promises (Safari before 16.4)", async () => {
    const log: string[] = [];
    /** A step that finishes later, as an asynchronous truncate, flush or close does. */
    const later = (what: string) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          log.push(what);
          resolve();
        }, 0),
      );
    const handle = {
      truncate: later("truncated"),
      write: (bytes: Uint8Array) => {
        log.push(`wrote ${bytes.length}`);
        return bytes.length;
      },
      flush: later("flushed"),
      close: later("closed"),
    };
    const temp = {
      createSyncAccessHandle: () => Promise.resolve(handle),
      move: (_dir: unknown, name: string) => {
        log.push(`moved to ${name}`);
        return Promise.resolve();
      },
    };
    const dir = {
      getDirectoryHandle: () => Promise.resolve(dir),
      getFileHandle: (name: string) => {
        log.push(`opened ${name}`);
        return Promise.resolve(temp);
      },
    };
    const opfs = new Opfs(dir as unknown as FileSystemDirectoryHandle);
    await opfs.persist([{ folder: "sessions", name: "a.json", bytes: "{}" }]);
    log.push("persisted");
    expect(log).toEqual([
      "opened .a.json.tmp",
      "truncated",
      "wrote 2",
      "flushed",
      "closed",
      "moved to a.json",
      "persisted",
    ]);
  });
});
