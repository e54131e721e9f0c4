// Long names never hide the score (issue 27, item 6): with six players whose nicknames have the
// longest length the rules allow (24 characters), at 768x1024 and at 1280x800, every player's
// score number and every badge the eye sees are wholly inside their card, not cut off by a box
// that clips them, and not cut short with an ellipsis ("Score" with no number, "N", "Thei…").
// A long name may be cut, but then its whole text is its title and its accessible name.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { loadScript } from "./lib/script.js";
import { startSession } from "./lib/game.js";
import { control, pickCard, titleOf } from "./lib/ui.js";

// Six distinct nicknames of exactly 24 characters.
const NAMES = [
  "Anastasia",
  "Bartholomew",
  "Constantine",
  "Dorothea",
  "Evangeline",
  "Florentine",
].map((first) => `${first} Featherstonehaugh-Smythe`.slice(0, 24));

/**
 * In the page: what of each player card cannot be read whole: its score number or a badge that
 * sticks out of the card, is clipped by a box between it and the card, or is cut short with an
 * ellipsis; and a name that is cut without its whole text as title. Empty when all is whole.
 */
const HIDDEN = `
  const found = [];
  const cards = [...document.querySelectorAll('[aria-label="Scoreboard"] li[data-testid^="player-"]')];
  if (cards.length === 0) return ["no player cards"];
  const inside = (r, b) => r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 &&
    r.bottom <= b.bottom + 1;
  for (const card of cards) {
    const who = card.querySelector(".name").textContent.trim();
    const cardBox = card.getBoundingClientRect();
    // Text for screen readers only sits in a 1 px box: not for the eye.
    const seen = (el) => {
      for (let e = el; e && e !== card; e = e.parentElement) {
        const r = e.getBoundingClientRect();
        const cs = getComputedStyle(e);
        if (r.width <= 1 || r.height <= 1 || cs.display === "none" || cs.visibility === "hidden") return false;
      }
      return true;
    };
    const check = (el, what) => {
      const r = el.getBoundingClientRect();
      if (r.width < 2) { found.push(who + ": " + what + " has no room"); return; }
      if (!inside(r, cardBox)) { found.push(who + ": " + what + " sticks out of the card"); return; }
      for (let e = el; e && e !== card; e = e.parentElement) {
        const cs = getComputedStyle(e);
        if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && cs.overflowX !== "visible") {
          found.push(who + ": " + what + " is cut short (" + JSON.stringify(e.textContent.trim()) + ")");
          return;
        }
        if (e !== el && (cs.overflowX !== "visible" || cs.overflowY !== "visible") &&
            !inside(r, e.getBoundingClientRect())) {
          found.push(who + ": " + what + " is clipped");
          return;
        }
      }
    };
    const score = card.querySelector(".score strong");
    if (!score || !/\\d/.test(score.textContent)) found.push(who + ": no score number");
    else check(score, "the score " + score.textContent.trim());
    for (const badge of card.querySelectorAll(".badge")) {
      if (!seen(badge)) continue;
      const text = [...badge.querySelectorAll("*")].filter((e) => e.children.length === 0 && seen(e))
        .map((e) => e.textContent.trim()).join(" ") || badge.textContent.trim();
      check(badge, "the badge " + JSON.stringify(text));
    }
    const name = card.querySelector(".name");
    if (name.scrollWidth > name.clientWidth + 1 && name.title !== who) {
      found.push(who + ": the name is cut without its whole text as title");
    }
  }
  return found;
`;

/** Sets the window's size and waits until the page has it and the scoreboard has laid out. */
async function windowSize(browser, w, h) {
  await browser.setWindowSize(w, h);
  await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= w, {
    timeout: 10_000,
  });
  await browser.execute(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

const SIZES = [
  [768, 1024],
  [1280, 800],
];

/** At both sizes: nothing of a player card hidden; a screenshot of each. */
async function expectWhole(browser, what) {
  for (const [w, h] of SIZES) {
    await windowSize(browser, w, h);
    await screenshot(browser, `names-${what}-${w}x${h}`);
    const hidden = await browser.execute(new Function(HIDDEN));
    assert.deepEqual(hidden, [], `${what} at ${w}x${h}`);
  }
}

test(
  "six 24-character nicknames leave every score and badge whole",
  { timeout: 5 * 60_000 },
  async () => {
    for (const n of NAMES) assert.equal([...n].length, 24, n);
    const script = loadScript("six-players");
    const app = await launch();
    try {
      const { browser } = app;
      await windowSize(browser, 768, 1024);
      await startSession(browser, { players: NAMES, starter: script.start });
      // Setup: the starter's badge; each player's name in full as its accessible name.
      await control(browser, /./, { within: `${NAMES[0]}'s Load card` });
      await expectWhole(browser, "setup");

      await windowSize(browser, 768, 1024);
      for (let seat = 0; seat < NAMES.length; seat++) {
        await pickCard(browser, `${NAMES[seat]}'s Load card`, titleOf(script.loads[seat]));
      }
      // The first turn: "Their turn", "Plays next" and "Starts the round" are on the board.
      await control(browser, /./, { within: `${NAMES[script.start]}'s Life Happens card` });
      await expectWhole(browser, "first-turn");
    } finally {
      await app.close();
    }
  },
);
