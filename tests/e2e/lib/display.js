// The table display read the way the players see it (tracks, round, whose turn, the last
// change) and checked against the e2e reference model: shared by the browser's display
// (table.test.js) and the app's own table display window (window.test.js).

import assert from "node:assert/strict";
import { isDeepStrictEqual } from "node:util";
import { expectedBoard, titleOf } from "./ui.js";

/** The table display's players as the page shows them: name and the three tracks. */
export async function readDisplay(browser) {
  return browser.execute(() =>
    [...document.querySelectorAll('[data-testid^="table-player-"]')].map((el) => {
      const meter = (label) =>
        Number(
          el.querySelector(`[role="meter"][aria-label="${label}"]`)?.getAttribute("aria-valuenow"),
        );
      return {
        name: el.querySelector(".name")?.textContent.trim(),
        load: meter("Load"),
        connection: meter("Connection"),
        momentum: meter("Momentum"),
      };
    }),
  );
}

/**
 * What the table display says besides the tracks: the round heading, the turn line and the last
 * change's words ("Last change: …" or the Turning Point's), whitespace squeezed.
 */
export async function readTableWords(browser) {
  return browser.execute(() => {
    const norm = (el) => el?.textContent.replace(/\s+/g, " ").trim() ?? null;
    return {
      round: norm(document.querySelector('[data-testid="table-round"]')),
      turn: norm(document.querySelector('[data-testid="table-turn"]')),
      latest: norm(document.querySelector('[data-testid="table-display"] [data-testid="latest"]')),
    };
  });
}

/** The step a play screen marks as current: "Step N of M: Name", or null. */
export async function currentStep(browser) {
  return browser.execute(() => {
    const list = document.querySelector('ol[aria-label^="Steps of"]');
    const current = list?.querySelector('li[aria-current="step"]');
    if (!current) return null;
    const n = current.querySelector(".n").textContent.trim();
    // The step's name: the item's text without its number and the words for screen readers.
    const name = current.cloneNode(true);
    for (const extra of name.querySelectorAll(".n, .visually-hidden")) extra.remove();
    const words = name.textContent.replace(/\s+/g, " ").trim();
    return `Step ${n} of ${list.children.length}: ${words}`;
  });
}

/**
 * Waits until the table display `tv` shows step `i` (`s`) of the script just recorded: the
 * reference game's tracks and round, whose turn it is and the step the play screen that recorded
 * it is on (`step()` answers it, see currentStep), and the card just recorded in the last
 * change's words (`card: false` after an amend, whose words name the replacement). `steps` are
 * the script's steps: what comes next says whether a turn, a round end or the game's end is
 * shown.
 */
export async function expectTableFollows(tv, step, script, steps, i, s, ref, { card = true } = {}) {
  const what = `step ${i + 1} (${s.kind}${s.card ? ` ${s.card}` : ""})`;
  const next = steps[i + 1];
  const name = (seat) => script.players[seat];
  let round;
  let turn;
  if (!next) {
    round = "The game is over";
    turn = (t) => t === null;
  } else if (next.kind === "load") {
    round = "Setup: every player draws a Load card";
    turn = (t) => t !== null && !/'s turn/.test(t);
  } else {
    round = `Round ${ref.round} of ${script.rounds.length}`;
    if (next.kind === "tp") {
      // The round's end: no one's turn; the display says the Turning Point is due.
      turn = (t) => t !== null && !/'s turn/.test(t);
    } else {
      const now = await step();
      const line = `${name(ref.active)}'s turn${now ? ` · ${now}` : ""}`;
      turn = (t) => t === line;
      turn.line = line;
    }
  }
  // At the game's end the display shows the results instead of the last change.
  const title = card && s.card && next ? titleOf(s.card) : null;
  let got = null;
  try {
    await tv.waitUntil(
      async () => {
        got = await readTableWords(tv);
        return got.round === round && turn(got.turn) && (!title || got.latest?.includes(title));
      },
      { timeout: 15_000, interval: 100 },
    );
  } catch {
    assert.equal(got?.round, round, `the display's round after ${what}`);
    if (turn.line) assert.equal(got?.turn, turn.line, `the display's turn after ${what}`);
    assert.ok(turn(got?.turn), `the display's turn line “${got?.turn}” after ${what}`);
    if (title)
      assert.ok(got?.latest?.includes(title), `“${title}” in “${got?.latest}” after ${what}`);
  }
  if (next) await expectDisplay(tv, ref, what);
}

/** Waits until the display shows the reference game's tracks. */
export async function expectDisplay(browser, ref, what) {
  const want = expectedBoard(ref).map(({ name, load, connection, momentum }) => ({
    name,
    load,
    connection,
    momentum,
  }));
  let got = null;
  try {
    await browser.waitUntil(
      async () => {
        got = await readDisplay(browser);
        // Not JSON.stringify: WebDriver hands objects back with their keys sorted (ChromeDriver
        // and WebKitWebDriver alike), not in the order the page built them, so the strings never
        // matched and every check waited out its 15 s before the deep compare below passed.
        return isDeepStrictEqual(got, want);
      },
      { timeout: 15_000, interval: 100 },
    );
  } catch {
    assert.deepEqual(got, want, `the table display after ${what}`);
  }
}
