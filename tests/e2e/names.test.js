// Long names never hide the score (issue 27, item 6): with six players whose nicknames have the
// longest length the rules allow (24 characters), at 768x1024 and at 1280x800, every player's
// score number and every badge the eye sees are wholly inside their card, not cut off by a box
// that clips them, and not cut short with an ellipsis ("Score" with no number, "N", "Thei…").
// A long name may be cut, but then its whole text is its title and its accessible name.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { loadScript } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { control, pickCard, speak, titleOf } from "./lib/ui.js";
import { stepsOf } from "./lib/script.js";

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
  const cards = [...document.querySelectorAll('li[data-testid^="player-"]')];
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
    // Each track's name ends before its bar begins (a long word ran over the bar).
    for (const track of card.querySelectorAll(".track")) {
      const label = [...track.querySelectorAll(".name > *")].find(seen);
      const bar = track.querySelector(".bar").getBoundingClientRect();
      if (label && label.getBoundingClientRect().right > bar.left + 1) {
        found.push(who + ": the track name " + JSON.stringify(label.textContent.trim()) + " runs over its bar");
      }
      if (!inside(track.querySelector(".value").getBoundingClientRect(), cardBox)) {
        found.push(who + ": the number of " + JSON.stringify(label?.textContent.trim()) + " sticks out of the card");
      }
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

/**
 * At both sizes, in English and (`languages`) in the longer words of German, French and Spanish:
 * nothing of a player card hidden; a screenshot of each. Ends in English at 768x1024.
 */
async function expectWhole(browser, what, languages = ["en"]) {
  for (const lang of languages) {
    if (lang !== "en") await speak(browser, lang);
    for (const [w, h] of SIZES) {
      await windowSize(browser, w, h);
      await screenshot(browser, `names-${what}-${lang}-${w}x${h}`);
      const hidden = await browser.execute(new Function(HIDDEN));
      assert.deepEqual(hidden, [], `${what} at ${w}x${h} in ${lang}`);
    }
  }
  if (languages.some((l) => l !== "en")) await speak(browser, "system");
  await windowSize(browser, 768, 1024);
}

for (const game of ["six-players", "four-players", "two-players"]) {
  test(
    `${game}: 24-character nicknames leave every score and badge whole`,
    { timeout: 5 * 60_000 },
    async () => {
      const script = loadScript(game);
      const names = NAMES.slice(0, script.players.length);
      for (const n of names) assert.equal([...n].length, 24, n);
      const app = await launch();
      try {
        const { browser } = app;
        await windowSize(browser, 768, 1024);
        await startSession(browser, { players: names, starter: script.start });
        // Setup: the starter's badge.
        await control(browser, /./, { within: `${names[0]}'s Load card` });
        await expectWhole(browser, `${game}-setup`);

        for (let seat = 0; seat < names.length; seat++) {
          await pickCard(browser, `${names[seat]}'s Load card`, titleOf(script.loads[seat]));
        }
        // The first turn: "Their turn", "Plays next" and "Starts the round" are on the board.
        await control(browser, /./, { within: `${names[script.start]}'s Life Happens card` });
        await expectWhole(browser, `${game}-first-turn`, ["en", "de", "fr", "es"]);
      } finally {
        await app.close();
      }
    },
  );
}

test("the overloaded player's badges are whole words", { timeout: 8 * 60_000 }, async () => {
  const script = loadScript("six-players");
  const steps = stepsOf(script);
  // The first overloaded turn: an Action with no Life Happens card before it.
  const overloaded = steps.findIndex((s, i) => s.kind === "act" && steps[i - 1].kind !== "lh");
  assert.ok(overloaded > 0, "the six-player game has an overloaded turn");
  const app = await launch();
  try {
    const { browser } = app;
    await windowSize(browser, 768, 1024);
    await startSession(browser, { players: script.players, starter: script.start });
    await playScript(browser, script, { until: overloaded, checkUndo: false });
    const shown = await browser.execute(() =>
      [...document.querySelectorAll('li[data-testid^="player-"]')].some(
        (li) => li.querySelector(".badge.over") && li.getAttribute("aria-current") === "true",
      ),
    );
    assert.ok(shown, "the player whose turn it is shows the Overloaded badge");
    await expectWhole(browser, "overloaded", ["en", "de", "fr", "es"]);
  } finally {
    await app.close();
  }
});
