// Finding a card (issue 27): at the first Life Happens card of the 4-player golden game on the
// sample deck, on a portrait tablet (768×1024) and a laptop (1280×800), every card of the Life
// Happens deck (20) is recorded in one or two taps and no swipe: in view at once, or after one
// tap on a filter chip (wholly inside the window and every box that clips it, nothing over it);
// each tile at least 48 px each way (a finger's tap). How many are in view at once, and the
// figures before this, are bench/find-card.js's (README, "Taps at the table").

import { test } from "node:test";
import assert from "node:assert/strict";
import { screenshot } from "../e2e/lib/harness.js";
import { loadScript } from "../e2e/lib/script.js";
import { atFirstLifeHappens, openWebApp, reach, tilesOf, viewport } from "./findcard.js";
import { ENGINES } from "./web.js";

const DIST = process.env.WEB_DIST;

for (const engine of ENGINES) {
  test(
    `every Life Happens card in one or two taps, no swipe, at 768×1024 and 1280×800 (${engine})`,
    { timeout: 10 * 60_000 },
    async () => {
      assert.ok(DIST, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
      const { browser, close } = await openWebApp(DIST, engine);
      try {
        const script = loadScript("four-players");
        const label = await atFirstLifeHappens(browser, script);
        for (const [w, h] of [
          [768, 1024],
          [1280, 800],
        ]) {
          await viewport(browser, w, h);
          const tiles = await tilesOf(browser, label);
          await screenshot(browser, `cards-life-happens-${engine}-${w}x${h}`);
          assert.equal(tiles.length, 20, "the sample's Life Happens deck");
          assert.ok(tiles.filter((t) => t.inView).length >= 8, `a screenful of cards at ${w}×${h}`);
          const far = [];
          for (const { title } of tiles) {
            const r = await reach(browser, label, title);
            if (!r || r.swipes > 0 || r.filters > 1) far.push({ title, ...r });
          }
          assert.deepEqual(
            far,
            [],
            `every card in view at once or after one filter tap, at ${w}×${h}`,
          );
          const small = tiles.filter((t) => t.width < 48 || t.height < 48);
          assert.deepEqual(small, [], `every card at least 48×48 px at ${w}×${h}`);
        }
      } finally {
        await close();
      }
    },
  );
}
