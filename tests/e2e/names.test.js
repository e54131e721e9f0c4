// Names and badges whole (issue 27): on a portrait tablet, a 24-character nickname leaves every
// player's score in view with its number, and no badge ("Their turn", "Starts the round",
// "Plays next") is cut to a letter or an ellipsis.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { textProblems } from "./lib/layout.js";
import { loadScript } from "./lib/script.js";
import { startSession } from "./lib/game.js";
import { control, pickCard, titleOf } from "./lib/ui.js";

// Marked todo: written, not yet run against this branch's built app (no built target was
// available to this branch's session). Drop the todo once a run of this file passes.
const TODO = "not yet run against the built app on this branch";

/** In the page: per player card, its score's words and whether they are wholly shown. */
const SCORES = () =>
  [...document.querySelectorAll('[data-testid^="player-"]')].map((card) => {
    const score = card.querySelector(".score");
    const r = score.getBoundingClientRect();
    const c = card.getBoundingClientRect();
    let whole = r.width > 1 && r.left >= c.left - 0.5 && r.right <= c.right + 0.5;
    for (let e = score; e && e !== card; e = e.parentElement) {
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible")
        whole = false;
    }
    return { text: score.textContent.replace(/\s+/g, " ").trim(), whole };
  });

test(
  "on a portrait tablet a 24-character nickname leaves every score and badge whole",
  { timeout: 10 * 60_000, todo: TODO },
  async () => {
    const script = loadScript("four-players");
    const players = ["Ana", "Bartholomew-Maximilian-Q", "Cal", "Dee"];
    assert.equal([...players[1]].length, 24);
    const app = await launch();
    try {
      const { browser } = app;
      await browser.setWindowSize(768, 1024);
      await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= 768, {
        timeout: 10_000,
      });
      await startSession(browser, { players, starter: 1 });
      for (let seat = 0; seat < players.length; seat++) {
        await pickCard(browser, `${players[seat]}'s Load card`, titleOf(script.loads[seat]));
      }
      // The first turn: the long name's card has "Their turn" and "Starts the round", the next
      // player's "Plays next".
      await control(browser, /./, { within: `${players[1]}'s Life Happens card` });
      await screenshot(browser, "names-portrait-long-nickname");
      const scores = await browser.execute(SCORES);
      for (const s of scores) {
        assert.match(s.text, /^Score \d+$/, `a score with its number (${JSON.stringify(s)})`);
        assert.ok(s.whole, `the score “${s.text}” is wholly shown`);
      }
      const cut = (await textProblems(browser)).filter((p) =>
        /scoreboard|player|head|badge/.test(p),
      );
      assert.deepEqual(cut, [], "no text of the scoreboard is cut off");
      const badges = await browser.execute(() =>
        [...document.querySelectorAll('[data-testid^="player-"] .badge')]
          .filter((b) => b.getClientRects().length > 0 && b.getBoundingClientRect().width > 1)
          .map((b) => ({
            text: b.innerText.trim(),
            cut: b.scrollWidth > b.clientWidth + 1,
          })),
      );
      assert.ok(badges.length >= 3, `the turn's badges are shown (${JSON.stringify(badges)})`);
      for (const b of badges) {
        assert.equal(b.cut, false, `the badge “${b.text}” is whole`);
        assert.ok(b.text.length > 2, `the badge “${b.text}” says a word, not a letter`);
      }
    } finally {
      await app.close();
    }
  },
);
