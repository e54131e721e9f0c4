// Complete games through the real app: a 2-, a 4- and a 6-player game of sample-deck cards, each
// with an overloaded turn, Brotherhood on most turns, an undo, a card amended two rounds later,
// a manual adjustment and a tie on score decided by Load. The scoreboard is checked against the
// reference model (lib/reference.js, written from the rule sheet) after every step; the final
// results against the hand-checked table below and the QR code decoded with zbarimg.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, axeViolations, screenshot } from "./lib/harness.js";
import { loadScript, stepsOf, fold } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { click, waitForText } from "./lib/ui.js";
import { readResults, decodeQr } from "./lib/results.js";
import { placeRow } from "./lib/reference.js";

// The final tables (place, name, Load, Connection, Momentum, score = (10 - L) + C + M): the
// two-player one worked out by hand (games/README.md), the four- and six-player ones by the
// reference model; the test first checks that the model gives each of them.
const FINAL = {
  "two-players": [
    [1, "Ben", 1, 8, 2, 19],
    [2, "Ana", 5, 7, 7, 19],
  ],
  "four-players": [
    [1, "Cal", 1, 8, 4, 21],
    [2, "Dee", 2, 8, 5, 21],
    [3, "Ben", 5, 6, 6, 17],
    [4, "Ana", 10, 10, 3, 13],
  ],
  "six-players": [
    [1, "Eli", 4, 8, 5, 19],
    [2, "Dee", 6, 10, 5, 19],
    [3, "Ana", 4, 8, 2, 16],
    [4, "Cal", 8, 9, 3, 14],
    [5, "Ben", 8, 8, 4, 14],
    [6, "Fay", 9, 8, 5, 14],
  ],
};

for (const [name, options] of [
  ["two-players", { realTalk: false }],
  ["four-players", { realTalk: false }],
  ["six-players", { realTalk: true }],
]) {
  test(
    `a complete ${name.replace("-", " ")} game, checked number by number`,
    { timeout: 15 * 60_000 },
    async () => {
      const script = { ...loadScript(name), ...options };
      const ref = fold(script, stepsOf(script));
      const expected = FINAL[name].map(([place, player, load, connection, momentum, score]) => ({
        place,
        name: player,
        load,
        connection,
        momentum,
        score,
      }));
      // The model and the hand computation agree before the app is asked anything.
      assert.deepEqual(ref.standings().map(placeRow), expected);
      // What the script promises to exercise, checked on the script itself.
      const steps = stepsOf(script);
      const turns = steps.filter((s) => s.kind === "end").length;
      assert.ok(
        steps.filter((s) => s.kind === "bro").length > turns / 2,
        "Brotherhood on most turns",
      );
      assert.ok(
        steps.some((s) => s.kind === "adjust"),
        "a manual adjustment",
      );
      assert.ok(
        steps.some((s, i) => s.kind === "act" && steps[i - 1]?.kind !== "lh"),
        "an overloaded turn (an Action with no Life Happens before it)",
      );

      const app = await launch();
      try {
        const { browser } = app;
        await startSession(browser, {
          players: script.players,
          starter: script.start,
          realTalk: script.realTalk,
        });
        await playScript(browser, script);

        await waitForText(browser, "The game is over");
        await click(browser, "See the results", { opens: "results" });
        const results = await readResults(browser);
        assert.deepEqual(results.rows.map(placeRow), expected, "the results screen's ranking");
        // The tie on score between two neighbours is decided by Load, in words.
        const tie = results.rows.findIndex(
          (r, i) =>
            i > 0 && results.rows[i - 1].score === r.score && results.rows[i - 1].load !== r.load,
        );
        assert.ok(tie > 0, "a tie on score decided by Load");
        assert.match(results.rows[tie].decided, /lower Load/);
        assert.match(results.winner, new RegExp(`Winner: ${expected[0].name}`));

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
