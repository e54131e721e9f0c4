// The web app installed and offline (issue #25): Chromium finds it installable (its manifest,
// icons and service worker), the service worker precaches every file of the build on the first
// visit, and then, with the server stopped as in airplane mode, the app opens again, a golden game
// is started and played to its results (checked against the reference model after every step),
// and the session file is downloaded whole.
//
// In Chromium and in WebKit. Two checks are Chromium's alone: whether the app is installable
// (asked through the DevTools protocol, which WebKitWebDriver does not have; WebKit has no install
// check of its own: an iPad adds any page to the Home Screen, with the apple-touch-icon checked
// here in both engines), and the downloaded file's content (Chromium is told where to put
// downloads through the DevTools protocol; MiniBrowser under WebDriver has no such setting, and
// saved nothing in a try with XDG_DOWNLOAD_DIR set: in WebKit the app's "Downloaded" is checked).

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cdp } from "../e2e/lib/chromium.js";
import { playScript, startSession } from "../e2e/lib/game.js";
import { readResults } from "../e2e/lib/results.js";
import { fold, loadScript, stepsOf } from "../e2e/lib/script.js";
import { click, waitForText } from "../e2e/lib/ui.js";
import {
  ENGINES,
  isUpdateCheck,
  ownFiles,
  precached,
  started,
  withWebApp,
  workerReady,
} from "./web.js";

const DIST = process.env.WEB_DIST;

for (const engine of ENGINES) {
  test(
    `installable; after the first visit it opens, plays a game and exports it with no server (${engine})`,
    { timeout: 15 * 60_000 },
    async () => {
      const downloads = mkdtempSync(join(tmpdir(), "loadout-web-downloads-"));
      try {
        await withWebApp({ width: 1280, height: 800, engine }, async ({ browser, server }) => {
          await browser.url(server.url);
          await started(browser);
          await workerReady(browser);

          if (engine === "chromium") await installable(browser);
          // What an iPad's Add to Home Screen reads from the page.
          const head = await browser.execute(() => ({
            touchIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute("href"),
            capable: document
              .querySelector('meta[name="apple-mobile-web-app-capable"]')
              ?.getAttribute("content"),
            themes: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.media),
          }));
          assert.ok(
            head.touchIcon && existsSync(join(DIST, head.touchIcon)),
            "an apple-touch-icon",
          );
          assert.equal(head.capable, "yes");
          assert.deepEqual(head.themes.sort(), [
            "(prefers-color-scheme: dark)",
            "(prefers-color-scheme: light)",
          ]);

          // Every file of the build is kept by the service worker, but the worker's own script.
          const kept = new Set(await precached(browser));
          const missing = ownFiles(DIST).filter((f) => !kept.has(f) && !isUpdateCheck(f));
          assert.deepEqual(missing, [], "every file of the build is precached");

          // Airplane mode: nothing answers on the app's address any more.
          await server.close();
          await browser.refresh();
          await started(browser);
          const script = loadScript("two-players");
          await startSession(browser, { players: script.players, starter: script.start });
          await playScript(browser, script);
          await click(browser, "See the results", { opens: "results" });
          const results = await readResults(browser);
          const want = fold(script, stepsOf(script)).standings();
          assert.deepEqual(
            results.rows.map((r) => [r.place, r.name, r.score]),
            want.map((r) => [r.place, r.name, r.score]),
            "the final standings of the reference model",
          );

          // The session file, downloaded whole.
          if (engine === "chromium") {
            await cdp(browser, "Browser.setDownloadBehavior", {
              behavior: "allow",
              downloadPath: downloads,
            });
          }
          await click(browser, "Download the whole session file");
          await waitForText(browser, /Downloaded/);
          if (engine !== "chromium") return;
          await browser.waitUntil(() => readdirSync(downloads).some((f) => f.endsWith(".json")), {
            timeout: 20_000,
            timeoutMsg: "the session file was never downloaded",
          });
          const name = readdirSync(downloads).find((f) => f.endsWith(".json"));
          const file = JSON.parse(readFileSync(join(downloads, name), "utf8"));
          assert.equal(file.format, "loadout-session");
          assert.deepEqual(
            file.events[0].players,
            script.players,
            "the game's players, in the file",
          );
        });
      } finally {
        rmSync(downloads, { recursive: true, force: true });
      }
    },
  );
}

/** Chromium's own check, as its install button makes it: manifest, icons, service worker. */
async function installable(browser) {
  const { installabilityErrors } = await cdp(browser, "Page.getInstallabilityErrors");
  assert.deepEqual(installabilityErrors, [], "Chromium finds the app installable");
  const { errors, data } = await cdp(browser, "Page.getAppManifest");
  assert.deepEqual(errors, [], "the manifest has no error");
  const manifest = JSON.parse(data);
  assert.equal(manifest.display, "standalone");
  assert.equal(manifest.orientation, "any");
  const icons = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  for (const want of ["192x192 any", "512x512 any", "512x512 maskable"]) {
    assert.ok(icons.includes(want), `an icon ${want}: ${icons}`);
  }
}
