// Nothing moves under the finger (issue 16): on a portrait tablet, the control a facilitator
// taps next is where it was before each of the things that used to push it: the first "Just
// recorded" box, a Real Talk button, a player's Brotherhood words changing, an undo and its
// words, and a new step after a list scrolled to its end (its heading is shown whole); on the
// results, a "Saved …" message. The portrait scoreboard leaves three rows of cards in view with
// four players.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chooseFile } from "./lib/files.js";
import { launch, screenshot } from "./lib/harness.js";
import {
  FLOW,
  box,
  button,
  firstCardOf,
  firstShown,
  still,
  toEnd,
  watchFirst,
} from "./lib/still.js";
import { loadScript } from "./lib/script.js";
import { startSession, toFirstTurn } from "./lib/game.js";
import { click, control, pickCard, titleOf, waitForText } from "./lib/ui.js";

/**
 * In the page: every text of the scoreboard that is not wholly drawn (a box that clips it, with
 * an ellipsis or a clamp, cuts it off), and every two player cards that overlap. Empty when
 * everything can be read.
 */
const UNREAD = `
  const board = document.querySelector('[aria-label="Scoreboard"]');
  const found = [];
  // Text kept for screen readers only sits in a 1 px box: not for the eye.
  const forEyes = (el) => {
    for (let e = el; e && e !== board; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(e).visibility === "hidden") return false;
    }
    return true;
  };
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (!text || !forEyes(node.parentElement)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()];
    for (let e = node.parentElement; e && e !== board.parentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      const box = e.getBoundingClientRect();
      const out = lines.some((l) => l.left < box.left - 1 || l.right > box.right + 1 ||
        l.top < box.top - 1 || l.bottom > box.bottom + 1);
      if (out) { found.push("cut off: " + text); break; }
    }
  }
  const cards = [...board.querySelectorAll(":scope > ul > li")].map((li) => li.getBoundingClientRect());
  cards.forEach((a, i) => cards.slice(i + 1).forEach((b, j) => {
    if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
      found.push("player cards " + (i + 1) + " and " + (i + j + 2) + " overlap");
    }
  }));
  const flow = document.querySelector("[data-flow]").getBoundingClientRect();
  const whole = board.getBoundingClientRect();
  if (whole.left < flow.right - 1 && flow.left < whole.right - 1 && whole.top < flow.bottom - 1 &&
      flow.top < whole.bottom - 1) found.push("the scoreboard overlaps the turn");
  return found;
`;

/** In the page: how many rows of the list `label`'s cards are wholly in view in the turn. */
const rowsInView = (label) => `
  const list = document.querySelector(${JSON.stringify(`ul[aria-label="${label}"]`)});
  const flow = document.querySelector("[data-flow]").getBoundingClientRect();
  const tops = new Set([...list.querySelectorAll("button")]
    .filter((b) => b.getBoundingClientRect().bottom <= flow.bottom)
    .map((b) => Math.round(b.getBoundingClientRect().top)));
  return tops.size;
`;

/** Sets the window's size and waits until the page has it. */
async function windowSize(browser, w, h) {
  await browser.setWindowSize(w, h);
  await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= w, {
    timeout: 10_000,
  });
}

test(
  "on a portrait tablet, the next control to tap stays where it was",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("four-players");
    const app = await launch();
    try {
      const { browser } = app;
      await browser.setWindowSize(768, 1024);
      await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= 768, {
        timeout: 10_000,
      });
      await startSession(browser, {
        players: script.players,
        starter: script.start,
        realTalk: true,
      });
      const name = (seat) => script.players[seat];

      // Setup: the first Load card brings the first "Just recorded" box; the next player's
      // Load cards are where the first player's were.
      let before = await box(browser, firstCardOf(`${name(0)}'s Load card`));
      await pickCard(browser, `${name(0)}'s Load card`, titleOf(script.loads[0]));
      await waitForText(browser, "Just recorded");
      await control(browser, /./, { within: `${name(1)}'s Load card` });
      still(before, await box(browser, firstCardOf(`${name(1)}'s Load card`)), "the Load cards");
      for (let seat = 1; seat < script.players.length; seat++) {
        await pickCard(browser, `${name(seat)}'s Load card`, titleOf(script.loads[seat]));
      }

      // The first turn: the Action cards come where the Life Happens cards were.
      const who = name(script.start);
      const turn = script.rounds[0].turns[0];
      await control(browser, /./, { within: `${who}'s Life Happens card` });
      before = await box(browser, firstCardOf(`${who}'s Life Happens card`));
      // Four players leave at least three rows of cards in view below the scoreboard, and
      // every word on it (each Load card's title) can be read.
      const rows = await browser.execute(new Function(rowsInView(`${who}'s Life Happens card`)));
      await screenshot(browser, "still-portrait-four-players");
      assert.ok(rows >= 3, `three rows of cards in view with four players (${rows})`);
      assert.deepEqual(await browser.execute(new Function(UNREAD)), [], "the scoreboard");

      // Tapped from the end of the list: the next step starts with its heading in view.
      await toEnd(browser);
      await watchFirst(browser, `${who}'s Action card`);
      await pickCard(browser, `${who}'s Life Happens card`, titleOf(turn.lh));
      await control(browser, /./, { within: `${who}'s Action card` });
      still(before, await firstShown(browser), "the card list, as first shown");
      still(before, await box(browser, firstCardOf(`${who}'s Action card`)), "the card list");
      const heading = await box(browser, `() => document.getElementById("step-title")`);
      const flow = await box(browser, FLOW);
      assert.ok(heading.top >= flow.top, "the step heading is whole, not under the top bar");

      // Undo and its words: the Life Happens cards are back where they were.
      await click(browser, "Undo", { within: "Game tools" });
      const undone = await waitForText(browser, /Undone: /);
      assert.match(undone, new RegExp(`Undone: ${who}: Life Happens “${titleOf(turn.lh)}”`));
      await control(browser, /./, { within: `${who}'s Life Happens card` });
      still(before, await box(browser, firstCardOf(`${who}'s Life Happens card`)), "after Undo");
      await click(browser, "Redo", { within: "Game tools" });
      await waitForText(browser, /Redone: /);
      still(before, await box(browser, firstCardOf(`${who}'s Action card`)), "after Redo");

      await pickCard(browser, `${who}'s Action card`, titleOf(turn.act));
      await waitForText(browser, /Brotherhood \(optional\)/);
      // The new step is shown from its top, then its heading takes the focus the tapped card
      // had: scrolled before that, the turn went back to its top under the measure.
      await browser.waitUntil(
        () => browser.execute(() => document.activeElement?.dataset.testid === "prompt"),
        { timeout: 10_000, timeoutMsg: "the new step's heading never took the focus" },
      );

      // Real Talk, tapped at the end of the turn: End turn and the givers stay put.
      await toEnd(browser);
      const endTurn = `End ${who}'s turn`;
      before = await box(browser, button(endTurn));
      const giver = name((script.start + 1) % script.players.length);
      const giverBefore = await box(browser, button(`From ${giver}`));
      await click(browser, "Answer");
      await waitForText(browser, "Real Talk done");
      still(before, await box(browser, button(endTurn)), "End turn after Real Talk");
      still(giverBefore, await box(browser, button(`From ${giver}`)), "the Brotherhood givers");

      // A Brotherhood card given: the giver's words change on the scoreboard, nothing below
      // it moves, and step 5 says who gave what.
      const flowBefore = await box(browser, FLOW);
      await click(browser, `From ${giver}`, { within: "Who gives Brotherhood" });
      const list = `Brotherhood card from ${giver}`;
      await control(browser, /./, { within: list });
      await click(browser, /./, { within: list });
      const given = await waitForText(browser, /Given: /);
      assert.match(given, new RegExp(`Given: ${who}: Brotherhood “[^”]+” from ${giver}`));
      assert.match(given, /Brotherhood: used/);
      still(flowBefore, await box(browser, FLOW), "the turn panel below the scoreboard");
      await screenshot(browser, "still-portrait-brotherhood-given");
      const chip = await browser.execute(() =>
        [...document.querySelectorAll('[aria-label^="Steps of"] li')]
          .find((li) => li.textContent.includes("Brotherhood"))
          ?.textContent.replace(/\s+/g, " ")
          .trim(),
      );
      assert.match(chip, /Brotherhood \(done\)/, "step 5's chip shows done");
    } finally {
      await app.close();
    }
  },
);

test(
  "a saved file's message pushes no button down, and says where the file went",
  { timeout: 10 * 60_000 },
  async () => {
    const app = await launch();
    try {
      const { browser } = app;
      // A finished game: the golden two-player session file, imported from Past sessions.
      await click(browser, "Past sessions", { opens: "sessions" });
      const golden = fileURLToPath(new URL("../golden/two-players.json", import.meta.url));
      await chooseFile(browser, () => click(browser, "Import a session file"), golden);
      await waitForText(browser, "Take the results home");
      // Measured from the tapped button: WebDriver scrolls it into view to tap it.
      const tapped = button("Save results as CSV");
      const from = async (find) => {
        const [a, b] = [await box(browser, tapped), await box(browser, find)];
        return { top: b.top - a.top, left: b.left - a.left };
      };
      const next = button("Save the ledger as CSV");
      const print = button("Print the results sheet");
      const before = [await from(next), await from(print)];
      const path = join(app.dirs.base, "this-weeks-results.csv");
      await chooseFile(browser, () => click(browser, "Save results as CSV"), path);
      await waitForText(browser, `It is at ${path}`);
      assert.ok(existsSync(path), "the file is where the message says");
      still(before[0], await from(next), "the next save button");
      still(before[1], await from(print), "the print button");
      await screenshot(browser, "still-results-saved");
    } finally {
      await app.close();
    }
  },
);

test(
  "six players, on a portrait tablet and a landscape screen: every word of the scoreboard in view, two rows of cards, nothing moves",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("six-players");
    const app = await launch();
    try {
      const { browser } = app;
      await windowSize(browser, 768, 1024);
      const { lh: lhList, act: actList } = await toFirstTurn(browser, script);
      for (const [w, h] of [
        [768, 1024],
        [1280, 800],
      ]) {
        await windowSize(browser, w, h);
        await screenshot(browser, `still-six-players-${w}x${h}`);
        assert.deepEqual(
          await browser.execute(new Function(UNREAD)),
          [],
          `the scoreboard at ${w}×${h}`,
        );
        const rows = await browser.execute(new Function(rowsInView(lhList)));
        assert.ok(rows >= 2, `two rows of cards in view with six players at ${w}×${h} (${rows})`);
        // The Action cards come where the Life Happens cards were.
        const before = await box(browser, firstCardOf(lhList));
        await watchFirst(browser, actList);
        await pickCard(browser, lhList, titleOf(script.rounds[0].turns[0].lh));
        await control(browser, /./, { within: actList });
        still(before, await firstShown(browser), `at ${w}×${h}, as first shown`);
        still(before, await box(browser, firstCardOf(actList)), `at ${w}×${h}`);
        await click(browser, "Undo", { within: "Game tools" });
        await control(browser, /./, { within: lhList });
      }
    } finally {
      await app.close();
    }
  },
);
