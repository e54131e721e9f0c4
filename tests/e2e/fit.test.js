// A turn fits the screen (issue 27), in the app's own window (WebKitGTK, the app's own core): a
// golden game walked in German, the longest of the app's languages, on a portrait tablet
// (768×1024) and a landscape laptop (1280×800). Before every step the control it needs (the card
// grid, the Brotherhood givers, End turn, the round's Turning Point cards, the results button)
// is wholly on the screen without scrolling the page, under nothing and overlapping nothing
// (lib/fit.js). Every game in every language and the pseudo-language: tests/web/fit.test.js.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { SIZES, walkGame } from "./lib/fit.js";
import { loadScript } from "./lib/script.js";
import { onScreen, speak } from "./lib/ui.js";

test(
  "in German, every step's control of a six-player game is on the screen at 768×1024 and 1280×800",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("six-players");
    const app = await launch();
    try {
      const { browser } = app;
      await onScreen(browser, "start");
      await speak(browser, "de");
      const problems = [];
      for (const [w, h] of SIZES) {
        await browser.setWindowSize(w, h);
        await browser.waitUntil(
          async () => {
            const [iw, ih] = await browser.execute(() => [innerWidth, innerHeight]);
            return iw <= w && ih <= h;
          },
          { timeout: 10_000 },
        );
        let shot = false;
        const found = await walkGame(browser, script, {
          // The first turn with a Brotherhood card, after the Action: the turn at its longest.
          onStep: async (i, s) => {
            if (s.kind === "giver" && !shot) {
              shot = true;
              await screenshot(browser, `fit-six-players-de-${w}x${h}-after-action`);
            }
          },
        });
        problems.push(...found.map((p) => `${w}×${h} ${p}`));
        // Back to the start screen for the next size's game.
        await browser.execute(() =>
          document.querySelector('[data-screen="play"] > header button.leave').click(),
        );
        await onScreen(browser, "start");
      }
      assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems`);
    } finally {
      await app.close();
    }
  },
);
