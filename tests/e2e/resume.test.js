// Quitting the app mid-game and starting it again: the start screen offers to resume, the game
// comes back exactly where it was (every number, the step in progress, the history), and it can
// be played to the end with the right results.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { launch } from "./lib/harness.js";
import { loadScript, stepsOf, fold } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { click, control, expectBoard, readPlay, waitForText } from "./lib/ui.js";
import { readResults } from "./lib/results.js";

/** The steps listed in the History panel (one "Change card" or label row each). */
async function historyLength(browser) {
  await click(browser, "History", { within: "Game tools" });
  await waitForText(browser, /Round 1/);
  const n = await browser.execute(() => document.querySelectorAll("dialog[open] li").length);
  await click(browser, "Close");
  return n;
}

test(
  "quit mid-turn, start again: it offers to resume and nothing is lost",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    // Stop in round 2, in the middle of the first turn: its Life Happens card recorded, not its Action.
    const stop = steps.findIndex((s) => s.kind === "lh" && s.round === 1 && s.turn === 0) + 1;

    let app = await launch();
    const { dirs } = app;
    let before;
    let history;
    try {
      await startSession(app.browser, { players: script.players, starter: script.start });
      await playScript(app.browser, script, { until: stop });
      before = await readPlay(app.browser);
      history = await historyLength(app.browser);
      // Quit the way a facilitator does: close the window (the app ends with its last window).
      await app.browser.closeWindow().catch(() => {});
    } finally {
      await app.close().catch(() => {});
    }
    assert.equal(
      readdirSync(join(dirs.data, "sessions")).filter((f) => f.endsWith(".json")).length,
      1,
      "one session file on disk (beside its journal)",
    );

    app = await launch({ dirs });
    try {
      const { browser } = app;
      const resume = await control(browser, /^Resume the unfinished game/);
      assert.match(await resume.getText(), /Ana, Ben · round 2 of 6/);
      await resume.click();
      const ref = fold(
        script,
        steps.map((s) =>
          s.kind === "lh" && s.round === 1 && s.turn === 0 ? { ...s, card: script.amend.wrong } : s,
        ),
        stop,
      );
      const after = await expectBoard(browser, ref, "resuming");
      assert.deepEqual(
        after.players,
        before.players,
        "every number, whose turn and each Brotherhood card as before",
      );
      assert.equal(after.round, before.round);
      assert.match(
        after.text,
        new RegExp(`${script.players[ref.active]}'s Action card`),
        "the turn goes on at its Action",
      );
      assert.equal(await historyLength(browser), history, "the same steps in the history");

      // And the rest of the game plays to the same end as without the restart.
      await playScript(browser, script, { from: stop });
      await click(browser, "See the results", { opens: "results" });
      const results = await readResults(browser);
      const want = fold(script, steps).standings();
      assert.deepEqual(
        results.rows.map((r) => [r.place, r.name, r.score]),
        want.map((r) => [r.place, r.name, r.score]),
      );
    } finally {
      await app.close();
    }
  },
);
