// Complete games through the real app: a 2-, a 4- and a 6-player game of sample-deck cards, each
// with an overloaded turn, Brotherhood on most turns, an undo, a card amended two rounds later,
// a manual adjustment and a tie on score decided by Load. The scoreboard is checked against the
// reference model (lib/reference.js, written from the rule sheet) after every step; the final
// results against the hand-checked tables (lib/golden.js) and the QR code decoded with zbarimg.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, axeViolations, screenshot } from "./lib/harness.js";
import { goldenGame, playGoldenGame, GOLDEN_GAMES } from "./lib/golden.js";
import { decodeQr } from "./lib/results.js";

for (const name of GOLDEN_GAMES) {
  test(
    `a complete ${name.replace("-", " ")} game, checked number by number`,
    { timeout: 15 * 60_000 },
    async () => {
      const game = goldenGame(name);
      const { expected } = game;

      const app = await launch();
      try {
        const { browser } = app;
        await playGoldenGame(browser, game);

        const axe = await axeViolations(browser);
        assert.deepEqual(
          axe,
          [],
          "no serious or critical accessibility violation on the results screen",
        );
        await screenshot(browser, `game-${name}-results`);

        // The QR code, read by a real decoder, says the same.
        const { decoded, shown } = await decodeQr(browser, app.dirs.base);
        assert.equal(decoded, shown, "the code holds what the panel says it holds");
        const lines = decoded.split("\n");
        assert.equal(lines[0], "LOADOUT-RESULTS 1");
        assert.equal(lines[1], "The Loadout v1.1");
        assert.ok(lines.includes("Sample deck"), "the sample deck is named in the code");
        const placeLines = lines.filter((l) => /^\d+\. /.test(l));
        assert.deepEqual(
          placeLines,
          expected.map(
            (r) => `${r.place}. ${r.name} ${r.score} (L${r.load} C${r.connection} M${r.momentum})`,
          ),
        );
        assert.equal(lines.at(-1), `Winner: ${expected[0].name}`);
      } finally {
        await app.close();
      }
    },
  );
}
