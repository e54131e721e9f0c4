// What the web app's tests share: the build's own files, the start screen shown, and the service
// worker that keeps the app for offline use.

import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { chromium } from "../e2e/lib/chromium.js";
import { waitForText } from "../e2e/lib/ui.js";
import { serve } from "./server.js";

/**
 * Serves the build (ui/dist-web/, WEB_DIST) on 127.0.0.1 and starts a headless Chromium window of
 * `size` ({width, height}); runs `fn({browser, server, origin})`, then closes both.
 */
export async function withWebApp(size, fn) {
  const dist = process.env.WEB_DIST;
  assert.ok(dist, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
  const server = await serve(dist);
  const { browser, close } = await chromium(size);
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
