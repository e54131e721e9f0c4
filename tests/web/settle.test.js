// Cards a tap has just brought up settle before they take a tap (ui/src/lib/components/
// tapGuard.svelte.ts): faded and disabled for a moment, their list busy (`aria-busy`), so a screen
// reader waits for them, and so does the screens tests' accessibility check
// (tests/e2e/lib/harness.js, axeViolations) before it reads colours. A check that started while
// the cards settled and ran on as they began to fade in read every tile's text at a contrast of
// about 2:1 (a desktop run of the screens test failed that way). Here the check starts at once
// after the tap, and must find the list busy first and settled when it is done. In Chromium and
// WebKit.

import { test } from "node:test";
import assert from "node:assert/strict";
import { toFirstTurn } from "../e2e/lib/game.js";
import { axeViolations } from "../e2e/lib/harness.js";
import { loadScript } from "../e2e/lib/script.js";
import { firstShown, listOf, noteFirst, noted } from "../e2e/lib/still.js";
import { pickCard, titleOf } from "../e2e/lib/ui.js";
import { ENGINES, started, withWebApp } from "./web.js";

for (const engine of ENGINES) {
  test(
    `cards a tap brought up are busy while they settle, and read as shown once settled (${engine})`,
    { timeout: 10 * 60_000 },
    async () => {
      const script = loadScript("four-players");
      await withWebApp({ width: 1280, height: 800, engine }, async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        const { lh: lhList, act: actList } = await toFirstTurn(browser, script);

        // The tap brings the Action cards: the list is busy from the first moment it is in the
        // page (noted by a MutationObserver before a frame shows it).
        await noteFirst(browser, listOf(actList), `(list) => list.getAttribute("aria-busy")`);
        await pickCard(browser, lhList, titleOf(script.rounds[0].turns[0].lh));
        await browser.waitUntil(() => noted(browser), {
          timeoutMsg: "the Action cards did not come",
        });
        assert.equal(
          await firstShown(browser),
          "true",
          "the Action cards' list is busy while they settle",
        );
        // Checked at once: the check waits for them to settle, then finds nothing to report.
        assert.deepEqual(await axeViolations(browser), []);
        const busy = await browser.execute(
          new Function(`return (${listOf(actList)})().getAttribute("aria-busy");`),
        );
        assert.equal(
          busy,
          null,
          "the check waited until the Action cards settled (their list no longer busy)",
        );
      });
    },
  );
}
