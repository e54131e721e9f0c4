// The golden games (tests/e2e/games/*.json) as the desktop's e2e games and the web app's games
// play them: each game's options, its expected final table, and the results screen checked
// against it.

import assert from "node:assert/strict";
import { playScript, startSession } from "./game.js";
import { placeRow } from "./reference.js";
import { readResults } from "./results.js";
import { fold, loadScript, stepsOf } from "./script.js";
import { click, waitForText } from "./ui.js";

// The final tables (place, name, Load, Connection, Momentum, score = (10 - L) + C + M): the
// two-player one worked out by hand (games/README.md), the four- and six-player ones by the
// reference model; goldenGame first checks that the model gives each of them.
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

// How each game is played: the six-player one with Real Talk Mode on.
const OPTIONS = {
  "two-players": { realTalk: false },
  "four-players": { realTalk: false },
  "six-players": { realTalk: true },
};

export const GOLDEN_GAMES = Object.keys(FINAL);

/**
 * The golden game `name`: {script (with its options), steps, expected (the final table as
 * placeRow rows)}, after checking that the reference model gives that table and that the script
 * exercises what it promises (Brotherhood on most turns, an adjustment, an overloaded turn).
 */
export function goldenGame(name) {
  const script = { ...loadScript(name), ...OPTIONS[name] };
  const steps = stepsOf(script);
  const expected = FINAL[name].map(([place, player, load, connection, momentum, score]) => ({
    place,
    name: player,
    load,
    connection,
    momentum,
    score,
  }));
  // The model and the hand computation agree before the app is asked anything.
  assert.deepEqual(fold(script, steps).standings().map(placeRow), expected);
  const turns = steps.filter((s) => s.kind === "end").length;
  assert.ok(steps.filter((s) => s.kind === "bro").length > turns / 2, "Brotherhood on most turns");
  assert.ok(
    steps.some((s) => s.kind === "adjust"),
    "a manual adjustment",
  );
  assert.ok(
    steps.some((s, i) => s.kind === "act" && steps[i - 1]?.kind !== "lh"),
    "an overloaded turn (an Action with no Life Happens before it)",
  );
  return { script, steps, expected };
}

/**
 * After the last step of a golden game: the game is over, its results screen opened, and its
 * ranking is `expected`, with the tie on score decided by Load in words and the winner named.
 * Returns the results as read.
 */
export async function expectFinalResults(browser, expected) {
  await waitForText(browser, "The game is over");
  await click(browser, "See the results", { opens: "results" });
  const results = await readResults(browser);
  assert.deepEqual(results.rows.map(placeRow), expected, "the results screen's ranking");
  const tie = results.rows.findIndex(
    (r, i) => i > 0 && results.rows[i - 1].score === r.score && results.rows[i - 1].load !== r.load,
  );
  assert.ok(tie > 0, "a tie on score decided by Load");
  assert.match(results.rows[tie].decided, /lower Load/);
  assert.match(results.winner, new RegExp(`Winner: ${expected[0].name}`));
  return results;
}

/**
 * From the start screen: a golden game (as goldenGame answers it) started with its players and
 * options, played step by step against the reference model, and its results screen checked.
 * Returns the results as read.
 */
export async function playGoldenGame(browser, { script, expected }) {
  await startSession(browser, {
    players: script.players,
    starter: script.start,
    realTalk: script.realTalk,
  });
  await playScript(browser, script);
  return expectFinalResults(browser, expected);
}
