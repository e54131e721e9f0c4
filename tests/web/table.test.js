// The table display from the tablet (issue #25): "Open the table display in a new window" opens a
// second window of the same origin (a TV through HDMI or AirPlay, a second monitor), the same
// display page as the desktop's. It has no core of its own and controls nothing: the app's tab
// feeds it, and after every step recorded there it shows the reference game's tracks, round,
// turn and step, and the card just recorded. Leaving the session there closes it on the display.

import { test } from "node:test";
import assert from "node:assert/strict";
import { startSession, playScript } from "../e2e/lib/game.js";
import {
  currentStep,
  expectDisplay,
  expectTableFollows,
  readTableWords,
} from "../e2e/lib/display.js";
import { screenshot } from "../e2e/lib/harness.js";
import { fold, loadScript, stepsOf } from "../e2e/lib/script.js";
import { click, waitForText } from "../e2e/lib/ui.js";
import { ENGINES, started, withWebApp } from "./web.js";

const OPEN = "Open the table display in a new window";

for (const engine of ENGINES) {
  test(
    `the table display in a second window follows every step recorded in the app's tab, read only (${engine})`,
    { timeout: 10 * 60_000 },
    async () => {
      await withWebApp({ width: 1280, height: 800, engine }, async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        const script = loadScript("two-players");
        const steps = stepsOf(script);
        await startSession(browser, { players: script.players, starter: script.start });
        const loads = steps.findIndex((s) => s.kind !== "load");
        await playScript(browser, script, { until: loads, checkUndo: false });
        const step = await currentStep(browser);
        const app = await browser.getWindowHandle();

        await click(browser, "Share with the table");
        await click(browser, OPEN);
        let handles = [];
        await browser.waitUntil(
          async () => (handles = await browser.getWindowHandles()).length === 2,
          {
            timeout: 20_000,
            timeoutMsg: "no second window opened",
          },
        );
        const display = handles.find((h) => h !== app);
        await browser.switchToWindow(display);
        await browser.$('[data-testid="table-display"]').waitForDisplayed({ timeout: 30_000 });
        assert.match(await browser.getUrl(), /\?table=[^&]+$/);
        await expectDisplay(browser, fold(script, steps, loads), "opening the window");
        const words = await readTableWords(browser);
        assert.equal(words.round, `Round 1 of ${script.rounds.length}`);
        assert.equal(
          words.turn,
          `${script.players[fold(script, steps, loads).active]}'s turn · ${step}`,
        );
        const controls = await browser.execute(
          () => document.querySelectorAll("button, input, select, textarea, a[href]").length,
        );
        assert.equal(controls, 0, "the display window has no controls");
        await browser.switchToWindow(app);
        await click(browser, "Close");

        // Every step of round 1 and its Turning Point, recorded in the app's tab.
        const roundEnd = steps.findIndex((s) => s.kind === "tp") + 1;
        await playScript(browser, script, {
          from: loads,
          until: roundEnd,
          checkUndo: false,
          onRecorded: async (i, s, ref) => {
            const now = await currentStep(browser);
            await browser.switchToWindow(display);
            try {
              await expectTableFollows(browser, async () => now, script, steps, i, s, ref);
            } finally {
              await browser.switchToWindow(app);
            }
          },
        });
        await browser.switchToWindow(display);
        await screenshot(browser, "web-table-display");
        await browser.switchToWindow(app);

        // The app's tab leaves the session: the display says so.
        await click(browser, "Leave the game (it is saved)");
        await started(browser);
        await browser.switchToWindow(display);
        await browser.$('[data-testid="table-closed"]').waitForDisplayed({ timeout: 20_000 });
        await browser.switchToWindow(app);
        await waitForText(browser, /New session/);
      });
    },
  );
}
