// What the web app's tests share: the build's own files, the start screen shown, and the service
// worker that keeps the app for offline use.

import { readdirSync } from "node:fs";
import { waitForText } from "../e2e/lib/ui.js";

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
