// A finished game reopened to correct it (issue 16): Past sessions offers, beside its results,
// to open it in the play screen; there nothing new can be recorded, a card changed from the
// history recomputes everything, and the results then show the corrected game, as the
// reference model reckons it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chooseFile } from "./lib/files.js";
import { launch, screenshot } from "./lib/harness.js";
import { RefGame } from "./lib/reference.js";
import { readResults } from "./lib/results.js";
import { click, control, escape, exists, pickCard, waitForText } from "./lib/ui.js";

/** The reference game after `events` (a session file's log). */
function replay(events) {
  const [setup, ...rest] = events;
  const g = new RefGame(setup.players, setup.starting_seat);
  for (const e of rest) {
    if (e.type === "load_card_drawn") g.loadCard(e.seat, e.card);
    else if (e.type === "life_happens_drawn") g.lifeHappens(e.card);
    else if (e.type === "action_played") g.action(e.card);
    else if (e.type === "brotherhood_given") g.brotherhood(e.giver, e.card);
    else if (e.type === "turn_ended") g.endTurn();
    else if (e.type === "turning_point_revealed") g.turningPoint(e.card);
    else if (e.type === "adjusted") g.adjust(e.seat, e.effect);
    else if (e.type !== "deck_reshuffled") throw new Error(`unknown event ${e.type}`);
  }
  return g;
}

/** The ranking rows as the results screen shows them, from the reference game. */
const rowsOf = (g) =>
  g.standings().map(({ place, name, score, load, connection, momentum }) => ({
    place,
    name,
    score,
    load,
    connection,
    momentum,
  }));
const shown = (results) =>
  results.rows.map(({ place, name, score, load, connection, momentum }) => ({
    place,
    name,
    score,
    load,
    connection,
    momentum,
  }));

test(
  "a finished game reopened from Past sessions takes a correction, and its results change",
  { timeout: 10 * 60_000 },
  async () => {
    const golden = fileURLToPath(new URL("../golden/two-players.json", import.meta.url));
    const events = JSON.parse(readFileSync(golden, "utf8")).events;
    // The last Life Happens card of the game, drawn again as a heavier one the game already saw.
    const last = events.findLastIndex((e) => e.type === "life_happens_drawn");
    const wrong = events[last].card;
    const right = events
      .filter((e) => e.type === "life_happens_drawn")
      .map((e) => e.card)
      .find((c) => c.pressure > wrong.pressure);
    const corrected = events.map((e, i) => (i === last ? { ...e, card: right } : e));
    const before = rowsOf(replay(events));
    const after = rowsOf(replay(corrected));
    assert.notDeepEqual(after, before, "the correction changes the final ranking's numbers");

    const app = await launch();
    try {
      const { browser } = app;
      await click(browser, "Past sessions", { opens: "sessions" });
      await chooseFile(browser, () => click(browser, "Import a session file"), golden);
      assert.deepEqual(shown(await readResults(browser)), before, "the results as imported");

      // Back in Past sessions: the finished game opens in the play screen, to correct it.
      await click(browser, "Back");
      const who = events[0].players.map((p) => p.name ?? p);
      const names = who.length === 2 ? who.join(" and ") : who.join(", ");
      // It opens with the History, where a step is corrected.
      await click(browser, `Correct a step: ${names}`);
      await waitForText(browser, "Insert before");
      await click(browser, "Close");
      await waitForText(browser, "The game is over");
      await waitForText(browser, "A step recorded wrong? In the History");
      assert.equal(
        await exists(browser, /Life Happens card$/),
        false,
        "no card of a new step is offered after the game is over",
      );

      // History (from the game's end) → the last Life Happens step → the heavier card.
      await click(browser, "Correct a step in the History");
      const change = await control(
        browser,
        new RegExp(`^Change (the )?card of step (\\d+): .*${escape(wrong.title)}`),
      );
      const step = (await change.getAttribute("aria-label")).match(/step (\d+)/)[1];
      assert.equal(Number(step), last, "the step the history names is the log's");
      await change.click();
      await pickCard(browser, `Replacement Life Happens card for step ${step}`, right.title);
      await waitForText(browser, `Step ${step} changed: every number was recomputed.`);
      // Where the facilitator looks: beside the changed step, on screen, the step focused; and
      // the Insert and Change buttons each in one column down the list.
      const seen = await browser.execute((n) => {
        const row = document.querySelector(`[data-testid="history-${n}"]`);
        const done = row?.querySelector('[data-testid="history-done"]');
        const body = row?.closest(".body")?.getBoundingClientRect();
        const box = done?.getBoundingClientRect();
        const lefts = (re) =>
          new Set(
            [...document.querySelectorAll("dialog[open] li .row button")]
              .filter((b) => re.test(b.getAttribute("aria-label") ?? ""))
              .map((b) => Math.round(b.getBoundingClientRect().left)),
          ).size;
        return {
          inRow: !!done,
          inView: !!box && !!body && box.top >= body.top && box.bottom <= body.bottom,
          focused: document.activeElement === row,
          insertColumns: lefts(/^Insert before/),
          changeColumns: lefts(/^Change card/),
        };
      }, step);
      assert.deepEqual(seen, {
        inRow: true,
        inView: true,
        focused: true,
        insertColumns: 1,
        changeColumns: 1,
      });
      await screenshot(browser, "correct-finished-game-history");
      await click(browser, "Close");

      // Still over, and the results are the corrected game's.
      await click(browser, "See the results", { opens: "results" });
      assert.deepEqual(
        shown(await readResults(browser)),
        after,
        "the results after the correction",
      );
    } finally {
      await app.close();
    }
  },
);
