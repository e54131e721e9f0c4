// What the web app's kill test (kill.test.js) needs besides the e2e harness: a browser whose
// profile lives in a folder on disk and outlives the browser, started in a process group of its
// own so that the whole of it (driver, browser, renderer, storage and GPU processes) can be
// killed with SIGKILL at once, and the stored files read back as the page's own storage holds
// them.
//
// - Chromium: ChromeDriver and its headless Chromium with `--user-data-dir` (OPFS and IndexedDB
//   in that folder).
// - WebKit: Debian's MiniBrowser keeps nothing once WebKitWebDriver drives it (it is ephemeral in
//   automation mode), so the test drives keeping-browser.c, the same WebKitGTK browser with its
//   website data in a folder, through the same WebKitWebDriver. It needs an X display: the test
//   run's ($DISPLAY) or an Xvfb of its own.

import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "../e2e/lib/chromium.js";
import { webkit } from "../e2e/lib/webkit.js";
import { descendants, statOf } from "../e2e/lib/procs.js";

const HERE = new URL(".", import.meta.url).pathname;

/** A seeded pseudo-random generator (mulberry32): the same seed, the same kill moments. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Builds keeping-browser.c into `dir` (once per run; again when the source is newer) and answers
 * the binary's path.
 */
export function keepingBrowser(dir) {
  const source = join(HERE, "keeping-browser.c");
  const binary = join(dir, "keeping-browser");
  if (existsSync(binary) && statSync(binary).mtimeMs >= statSync(source).mtimeMs) return binary;
  mkdirSync(dir, { recursive: true });
  const flags = execFileSync("pkg-config", ["--cflags", "--libs", "webkit2gtk-4.1"], {
    encoding: "utf8",
  })
    .trim()
    .split(/\s+/);
  execFileSync("cc", ["-O1", "-o", binary, source, ...flags], { stdio: "inherit" });
  return binary;
}

/**
 * An X display for WebKit: $DISPLAY when the run has one, else an Xvfb of this test's. Its number
 * is drawn from 200–999, away from the low numbers `-displayfd` hands out, and checked free by
 * Xvfb itself: on a machine where other runs start and stop X servers, a server that finds a
 * number's lock file gone takes the number over, and removes the first one's socket when it
 * stops (WebKit then "cannot open display" in the middle of the test). Answers
 * {display, ended(), stop()}.
 */
export async function xDisplay() {
  if (process.env.DISPLAY) {
    return { display: process.env.DISPLAY, ended: () => null, stop: async () => {} };
  }
  const failures = [];
  for (let i = 0; i < 10; i++) {
    const n = 200 + Math.floor(Math.random() * 800);
    const xvfb = spawn(
      "Xvfb",
      // -noreset: the server is not reset each time its last client goes, which here is at
      // every kill (twice in about 250 kills the display was gone after one).
      [`:${n}`, "-displayfd", "3", "-noreset", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
      // Its messages are not read: a pipe nobody empties would stop the server once full.
      { stdio: ["ignore", "ignore", "ignore", "pipe"] },
    );
    const ready = await new Promise((resolve) => {
      xvfb.stdio[3].on("data", () => resolve(true));
      xvfb.once("exit", (code) => resolve(`:${n} exited (${code})`));
    });
    if (ready === true) {
      let ended = null;
      xvfb.once("exit", (code, signal) => (ended = `Xvfb :${n} ended (${signal ?? code})`));
      return {
        display: `:${n}`,
        /** Why the display is gone, or null while it runs. */
        ended: () => ended,
        stop: async () => {
          if (xvfb.exitCode !== null || xvfb.signalCode !== null) return;
          const exited = new Promise((resolve) => xvfb.once("exit", resolve));
          xvfb.kill("SIGTERM");
          await exited;
        },
      };
    }
    failures.push(ready);
  }
  throw new Error(`Xvfb did not start on a free display: ${failures.join(", ")}`);
}

/**
 * Starts `engine` ("chromium" or "webkit") through its WebDriver server, in a process group of
 * its own, keeping its profile in `profile`. `binary` is keeping-browser's path and `display`
 * the X display (WebKit). Answers {browser, kill()}: kill() sends SIGKILL to the process group,
 * and to any process of the browser's that left it, and waits until every one of them is gone.
 */
export async function launchKept(engine, { profile, binary, display, width = 1024, height = 768 }) {
  const { browser, pid } =
    engine === "chromium"
      ? await chromium({ width, height, profile, group: true })
      : await webkit({
          width,
          height,
          binary,
          env: { ...process.env, DISPLAY: display, KEEPING_BROWSER_DATA: profile },
          group: true,
        });
  // Every process seen under the driver, with its start time: one that left the tree (a
  // daemon's double fork) is still the browser's, and is killed only if it is still that one.
  const seen = new Map();
  const ours = () => {
    // Under the driver now: ours, whatever was seen with that PID before.
    for (const p of [pid, ...descendants(pid)]) seen.set(p, statOf(p)?.start);
    return [...seen].filter(([p, start]) => start !== undefined && statOf(p)?.start === start);
  };
  ours();
  const alive = (p, start) => {
    const now = statOf(p);
    return now !== null && now.start === start && now.state !== "Z";
  };
  const kill = async () => {
    const all = ours();
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    for (const [p] of all) {
      try {
        process.kill(p, "SIGKILL");
      } catch {
        // Gone with the group.
      }
    }
    // Bounded: SIGKILL cannot be caught; the dead are reaped (by this process, or by init for
    // the orphans) within moments.
    for (let i = 0; i < 200 && all.some(([p, start]) => alive(p, start)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const left = all.filter(([p, start]) => alive(p, start)).map(([p]) => p);
    if (left.length) throw new Error(`still alive after SIGKILL: ${left.join(", ")}`);
  };
  return { browser, kill };
}

/**
 * Every file the app keeps in this browser, read by the page from the storage itself (not
 * through the app): the Origin Private File System's `loadout` folder, or the IndexedDB store
 * where there is no OPFS or `?storage=indexeddb` chose it. Answers [{folder, name, bytes}];
 * `bytes` is the text, or null when it could not be read.
 */
export function storedFiles(browser, backend) {
  return browser.executeAsync((backend, done) => {
    const fail = (e) => done({ error: String(e) });
    if (backend === "opfs") {
      (async () => {
        const files = [];
        const root = await (
          await navigator.storage.getDirectory()
        ).getDirectoryHandle("loadout", {
          create: true,
        });
        const walk = async (dir, folder) => {
          for await (const [name, handle] of dir.entries()) {
            if (handle.kind === "directory") await walk(handle, name);
            else {
              const bytes = await (await handle.getFile()).text().catch(() => null);
              files.push({ folder, name, bytes });
            }
          }
        };
        await walk(root, "");
        done({ files });
      })().catch(fail);
      return;
    }
    const req = indexedDB.open("loadout-companion", 1);
    req.onerror = () => fail(req.error);
    req.onsuccess = () => {
      let tx;
      try {
        tx = req.result.transaction("files", "readonly");
      } catch (e) {
        return fail(e);
      }
      const all = tx.objectStore("files").getAll();
      all.onerror = () => fail(all.error);
      all.onsuccess = () => {
        req.result.close();
        done({ files: all.result });
      };
    };
  }, backend);
}
