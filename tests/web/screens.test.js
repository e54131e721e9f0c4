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
import { playScript, startSession } from "../e2e/lib/game.js";
import { axeViolations, screenshot } from "../e2e/lib/harness.js";
import { loadScript, stepsOf } from "../e2e/lib/script.js";
import { click, dialogShown, fill, waitForText } from "../e2e/lib/ui.js";
import { pickFile } from "./picker.js";
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
      const sample = JSON.parse(
        readFileSync(new URL("../../crates/tracker/catalogs/sample.json", import.meta.url), "utf8"),
      );
      sample.action[0].tag = "Dance";
      writeFileSync(badCatalog, JSON.stringify(sample));
      const problems = [];
      try {
        await withWebApp({ width: 1280, height: 800 }, async ({ browser, server, origin }) => {
          await cdp(browser, "Emulation.setEmulatedMedia", {
            features: [{ name: "prefers-color-scheme", value: theme }],
          });
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
          assert.equal(
            await browser.execute(() => matchMedia("(prefers-color-scheme: dark)").matches),
            theme === "dark",
            `the page sees the ${theme} theme`,
          );
          await waitForText(browser, /This browser may delete the sessions and catalogs/);
          await shoot("01-start-storage-may-clear");

          const script = loadScript("two-players");
          const steps = stepsOf(script);
          await click(browser, "New session", { opens: "new" });
          await waitForText(browser, "Who starts round 1");
          await shoot("02-new-session");
          await click(browser, "Back");

          await startSession(browser, { players: script.players, starter: script.start });
          await shoot("03-setup-load-cards");
          const at = (pred) => steps.findIndex(pred);
          let done = 0;
          const playTo = async (index) => {
            await playScript(browser, script, { from: done, until: index, checkUndo: false });
            done = index;
          };
          await playTo(at((s) => s.kind === "lh"));
          await shoot("04-turn-life-happens");

          // A new version, offered over the game between steps; the facilitator says Later.
          server.serveFrom(next);
          await browser.execute(async () => {
            await (await navigator.serviceWorker.getRegistration()).update();
          });
          await waitForText(browser, /A new version of Loadout Companion is ready/, {
            timeout: 60_000,
          });
          await shoot("04b-update-offered");
          await click(browser, "Later");

          await playTo(at((s) => s.kind === "act"));
          await shoot("05-turn-action");
          await playTo(at((s) => s.kind === "act") + 1);
          const bro = steps.find((s, i) => i >= done && s.kind === "bro");
          await click(browser, `From ${script.players[bro.giver]}`);
          await shoot("06-turn-brotherhood-and-end");
          // The giver button toggles: tap it again so that the scripted turn chooses afresh.
          await click(browser, `From ${script.players[bro.giver]}`);
          await playTo(at((s) => s.kind === "tp"));
          await shoot("07-round-end-turning-point");
          await playTo(at((s) => s.kind === "tp") + 1);
          await shoot("08-next-round");
          await playTo(at((s, i) => s.kind === "act" && steps[i - 1].kind !== "lh"));
          await shoot("09-turn-overloaded");

          for (const [tool, name] of [
            ["History", "10-history"],
            ["Adjust", "11-adjustment"],
            ["Decks", "12-decks"],
            ["Load card", "13-load-card"],
            ["Chart", "13b-chart"],
          ]) {
            await click(browser, tool, { within: "Game tools" });
            await dialogShown(browser);
            await shoot(name);
            await click(browser, "Close");
          }

          // Left mid-game: the start screen offers to resume it.
          await click(browser, /^Leave/);
          await waitForText(browser, /Resume the unfinished game/);
          await shoot("16-start-resume");

          // A second tab finds the storage held by this one, and offers nothing that writes.
          const first = await browser.getWindowHandle();
          await browser.newWindow(server.url);
          await waitForText(browser, /Another copy of Loadout Companion is using/, {
            timeout: 60_000,
          });
          await shoot("23-second-tab-storage-held");
          await browser.closeWindow();
          await browser.switchToWindow(first);

          await click(browser, /^Resume the unfinished game/);
          await playTo(steps.length);
          await click(browser, "See the results", { opens: "results" });
          await waitForText(browser, "Final ranking");
          await shoot("14-results");
          const code = await browser.$('[role="img"][aria-label^="QR code"]');
          await code.waitForDisplayed();
          await code.scrollIntoView({ block: "center" });
          await shoot("15-results-qr-code");

          await click(browser, "Back");
          await click(browser, /^Leave/);
          await click(browser, "Past sessions", { opens: "sessions" });
          await waitForText(browser, /Ana and Ben Finished/);
          await shoot("17-past-sessions");
          await click(browser, "Back");

          await click(browser, "Catalogs", { opens: "catalogs" });
          await waitForText(browser, "Card catalogs");
          await shoot("18-catalogs");
          await pickFile(browser, "Import a catalog file", badCatalog);
          await waitForText(browser, /was not imported/);
          await shoot("19-catalog-import-refused");
          await click(browser, "New catalog from a copy of the sample deck");
          await waitForText(browser, "Save catalog");
          await shoot("20-catalog-editor");
          await click(browser, "Back to catalogs", { opens: "catalogs" });
          await click(browser, /^Leave without saving$/).catch(() => {});
          await click(browser, "Back");

          await click(browser, "Settings", { opens: "settings" });
          await waitForText(browser, "Settings");
          await shoot("21-settings");
          await click(browser, "Back");

          await click(browser, "New session", { opens: "new" });
          await fill(browser, "Seat 1 nickname", "Ana");
          await fill(browser, "Seat 2 nickname", "ana");
          await click(browser, "Start the session");
          await waitForText(browser, /look the same on screen/);
          await shoot("22-new-session-duplicate-name");
        });
      } finally {
        rmSync(work, { recursive: true, force: true });
        rmSync(next, { recursive: true, force: true });
      }
      assert.deepEqual(problems, [], "serious or critical accessibility violations");
    },
  );
}
