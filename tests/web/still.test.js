// Nothing moves under the finger in the web app (issues #16 and #25), in Chromium and WebKit: on
// a portrait tablet, a Life Happens card tapped at the end of its scrolled list brings the Action
// cards where the Life Happens cards were, from the first frame they are shown (the turn's list
// goes back to its top as the new step is put in the page: ui/src/lib/play/TurnPanel.svelte), and
// an undo brings the Life Happens cards back there. The desktop's window is checked by
// tests/e2e/still.test.js.

import { test } from "node:test";
import { toFirstTurn } from "../e2e/lib/game.js";
import { loadScript } from "../e2e/lib/script.js";
import { box, firstCardOf, firstShown, still, toEnd, watchFirst } from "../e2e/lib/still.js";
import { click, control, pickCard, titleOf } from "../e2e/lib/ui.js";
import { ENGINES, started, withWebApp } from "./web.js";

for (const engine of ENGINES) {
  test(
    `a new step starts at the turn's top from its first frame, on a portrait tablet (${engine})`,
    { timeout: 10 * 60_000 },
    async () => {
      const script = loadScript("four-players");
      await withWebApp({ width: 768, height: 1024, engine }, async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        const { lh: lhList, act: actList } = await toFirstTurn(browser, script);
        const before = await box(browser, firstCardOf(lhList));

        await toEnd(browser);
        await watchFirst(browser, actList);
        await pickCard(browser, lhList, titleOf(script.rounds[0].turns[0].lh));
        await control(browser, /./, { within: actList });
        still(before, await firstShown(browser), "the Action cards, as first shown");
        still(before, await box(browser, firstCardOf(actList)), "the Action cards");

        await toEnd(browser);
        await watchFirst(browser, lhList);
        await click(browser, "Undo", { within: "Game tools" });
        await control(browser, /./, { within: lhList });
        still(
          before,
          await firstShown(browser),
          "the Life Happens cards after Undo, as first shown",
        );
        still(before, await box(browser, firstCardOf(lhList)), "the Life Happens cards after Undo");
      });
    },
  );
}
