// What the web app's tests share: the browser engines they run in, the build's own files, the
// start screen shown, and the service worker that keeps the app for offline use.

import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { chromium } from "../e2e/lib/chromium.js";
import { waitForText } from "../e2e/lib/ui.js";
import { webkit } from "../e2e/lib/webkit.js";
import { serve } from "./server.js";

/**
 * The engines a test can run the app in: Chromium (headless, through ChromeDriver) and WebKit
 * (WebKitGTK's MiniBrowser through WebKitWebDriver, on the Xvfb display tests/web/run.sh starts),
 * the engine of every iPad browser. WEB_ENGINES ("chromium", "webkit", or both, comma-separated)
 * narrows the tests run in both to some of them (the tests of Chromium alone still run).
 */
export const ENGINES = (process.env.WEB_ENGINES || "chromium,webkit")
  .split(",")
  .map((e) => e.trim())
  .filter((e) => e !== "");

const LAUNCHERS = { chromium, webkit };
for (const engine of ENGINES) {
  assert.ok(engine in LAUNCHERS, `WEB_ENGINES: unknown engine ${engine} (chromium, webkit)`);
}

/**
 * Starts a window of `size` ({width, height}, CSS pixels) in `engine` ("chromium" or "webkit").
 * Returns {browser, close()}. WebKit's MiniBrowser in automation keeps the site's data (IndexedDB,
 * the service worker's caches) in memory for its own life: across reloads and windows, not
 * across a new browser.
 */
export function browserFor(engine, size) {
  const launch = LAUNCHERS[engine];
  assert.ok(launch, `unknown engine ${engine} (chromium, webkit)`);
  return launch(size);
}

/**
 * Serves the build (ui/dist-web/, WEB_DIST) on 127.0.0.1 and starts a window of
 * {width, height} in `engine` (headless Chromium unless told); runs
 * `fn({browser, server, origin})`, then closes both.
 */
export async function withWebApp({ engine = "chromium", ...size }, fn) {
  const dist = process.env.WEB_DIST;
  assert.ok(dist, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
  const server = await serve(dist);
  const { browser, close } = await browserFor(engine, size);
  try {
    return await fn({ browser, server, origin: server.url.replace(/\/$/, "") });
  } finally {
    await close().catch(() => {});
    await server.close().catch(() => {});
  }
}

/** Every path the build holds (its own files), as the page would ask for them. */
export function ownFiles(dir, prefix = "/") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? ownFiles(`${dir}/${e.name}`, `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

/** Waits until the start screen shows, with the core booted in its worker. */
export async function started(browser) {
  await waitForText(browser, /New session/, { timeout: 60_000 });
}

/**
 * Waits until the service worker is active and serves this page: every file of the build is
 * then precached (it activates only once all of them are), and the page makes no more requests
 * for it.
 */
export async function workerReady(browser) {
  await browser.executeAsync((done) => {
    navigator.serviceWorker.ready.then(() => {
      if (navigator.serviceWorker.controller) return done();
      navigator.serviceWorker.addEventListener("controllerchange", () => done(), { once: true });
    });
  });
}

/** The paths the service worker's caches hold. */
export function precached(browser) {
  return browser.execute(async () => {
    const paths = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) {
        paths.push(new URL(req.url).pathname);
      }
    }
    return paths;
  });
}

/**
 * The requests that are the service worker's own check for a new version (its script, checked
 * at each load of the page): not the page's.
 */
export const isUpdateCheck = (path) => path === "/sw.js" || /^\/workbox-[\w-]+\.js$/.test(path);
