// Every screen and dialog of the web app (issue #25), in the light and the dark theme (the
// system's, emulated through the DevTools protocol as a tablet set to dark would report it):
// axe-core run on each (no serious or critical violation), and a screenshot of each at tablet
// portrait (768×1024) and landscape (1280×800) in artefacts/web/screens/, which make screenshots
// copies into docs/screenshots/web/. The screens of the desktop's screens test
// (tests/e2e/screens.test.js), and those only the web app has: the start screen saying the
// browser may clear its data, a new version offered, and a second tab that finds the storage held.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cdp } from "../e2e/lib/chromium.js";
import { axeViolations, screenshot } from "../e2e/lib/harness.js";
import { loadScript, stepsOf } from "../e2e/lib/script.js";
import { click, waitForText } from "../e2e/lib/ui.js";
import { badCatalogText, walkCatalogsAndSettings, walkGame, walkResults } from "../e2e/lib/walk.js";
import { pickFile } from "./page.js";
import { started, withWebApp, workerReady } from "./web.js";

const SIZES = [
  [768, 1024],
  [1280, 800],
];

/** A copy of the build whose page the service worker lists under a new revision: a new version. */
function newVersion(dist) {
  const dir = mkdtempSync(join(tmpdir(), "loadout-web-next-"));
  cpSync(dist, dir, { recursive: true });
  const sw = join(dir, "sw.js");
  const before = readFileSync(sw, "utf8");
  const after = before.replace(/(url:\s*"index\.html",\s*revision:\s*")[^"]+(")/, "$1next$2");
  assert.notEqual(after, before, "the service worker lists index.html with its revision");
  writeFileSync(sw, after);
  return dir;
}

for (const theme of ["light", "dark"]) {
  test(
    `every screen of the web app in the ${theme} theme: axe-core and screenshots`,
    { timeout: 15 * 60_000 },
    async () => {
      const work = mkdtempSync(join(tmpdir(), "loadout-web-screens-"));
      const next = newVersion(process.env.WEB_DIST);
      // A catalog file with a problem to import.
      const badCatalog = join(work, "our-cards.json");
      writeFileSync(badCatalog, badCatalogText());
      const problems = [];
      try {
        await withWebApp({ width: 1280, height: 800 }, async ({ browser, server, origin }) => {
          // The system's theme, as the tab (each tab of its own) sees it.
          const systemTheme = () =>
            cdp(browser, "Emulation.setEmulatedMedia", {
              features: [{ name: "prefers-color-scheme", value: theme }],
            });
          const seesTheme = async () =>
            assert.equal(
              await browser.execute(() => matchMedia("(prefers-color-scheme: dark)").matches),
              theme === "dark",
              `the page sees the ${theme} theme`,
            );
          await systemTheme();
          // The browser refuses to keep the data: the start screen says so.
          await cdp(browser, "Browser.setPermission", {
            permission: { name: "persistent-storage" },
            setting: "denied",
            origin,
          });

          /** axe-core on the screen showing now, and its screenshots at both sizes. */
          const shoot = async (name) => {
            // New cards come dimmed and fade in while they settle (CardPicker.svelte): checked
            // and shown once they are there.
            await browser.waitUntil(
              () =>
                browser.execute(
                  () =>
                    !document.querySelector(".settling") &&
                    document.getAnimations().every((a) => a.playState !== "running"),
                ),
              { timeout: 20_000, timeoutMsg: `${name}: the screen never settled` },
            );
            for (const v of await axeViolations(browser)) problems.push(`${name}: ${v}`);
            for (const [width, height] of SIZES) {
              await cdp(browser, "Emulation.setDeviceMetricsOverride", {
                width,
                height,
                deviceScaleFactor: 1,
                mobile: false,
              });
              await screenshot(browser, `screens/${name}-${width}x${height}-${theme}`);
            }
            await cdp(browser, "Emulation.clearDeviceMetricsOverride");
          };

          await browser.url(server.url);
          await started(browser);
          await workerReady(browser);
          await seesTheme();
          await waitForText(browser, /This browser may delete the sessions and catalogs/);
          await shoot("01-start-storage-may-clear");

          const script = loadScript("two-players");
          const playTo = await walkGame(browser, script, shoot, {
            after: {
              // A new version, offered over the game between steps; the facilitator says Later.
              "04-turn-life-happens": async () => {
                server.serveFrom(next);
                await browser.execute(async () => {
                  await (await navigator.serviceWorker.getRegistration()).update();
                });
                await waitForText(browser, /A new version of Loadout Companion is ready/, {
                  timeout: 60_000,
                });
                await shoot("04b-update-offered");
                await click(browser, "Later");
              },
            },
          });

          // Left mid-game: the start screen offers to resume it.
          await click(browser, /^Leave/);
          await waitForText(browser, /Resume the unfinished game/);
          await shoot("16-start-resume");

          // A second tab finds the storage held by this one, and offers nothing that writes.
          const first = await browser.getWindowHandle();
          await browser.newWindow(server.url);
          await systemTheme();
          await seesTheme();
          await waitForText(
            browser,
            /Loadout Companion is open in another tab or window of this browser/,
            {
              timeout: 60_000,
            },
          );
          await shoot("23-second-tab-storage-held");
          await browser.closeWindow();
          await browser.switchToWindow(first);

          await click(browser, /^Resume the unfinished game/);
          await playTo(stepsOf(script).length);
          await walkResults(browser, shoot);

          await click(browser, "Back");
          await click(browser, /^Leave/);
          await click(browser, "Past sessions", { opens: "sessions" });
          await waitForText(browser, /Ana and Ben Finished/);
          await shoot("17-past-sessions");
          await click(browser, "Back");

          await walkCatalogsAndSettings(browser, shoot, (button) =>
            pickFile(browser, button, badCatalog),
          );
        });
      } finally {
        rmSync(work, { recursive: true, force: true });
        rmSync(next, { recursive: true, force: true });
      }
      assert.deepEqual(problems, [], "serious or critical accessibility violations");
    },
  );
}
