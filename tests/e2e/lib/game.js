// Plays a scripted game (tests/e2e/games/*.json) through the app's screens, checking the
// scoreboard against the reference model after every recorded step, with the script's undo and
// amend done the way a facilitator does them. The benchmarks reuse it with timed taps.

import assert from "node:assert/strict";
import { card } from "./reference.js";
import { fold, stepsOf } from "./script.js";
import {
  boardNumbers,
  click,
  control,
  escape,
  expectBoard,
  expectedBoard,
  fill,
  pickCard,
  readPlay,
  titleOf,
  waitForText,
} from "./ui.js";

const STAT_NAMES = {
  load: "Load",
  connection: "Connection",
  momentum: "Momentum",
  shield: "Shield",
};
const REASONS = { card_effect: "Card effect", correction: "Correction", house_rule: "House rule" };

/** On the New session form: types the nicknames in seat order, adding seats as needed. */
export async function enterPlayers(browser, players) {
  // Each name is typed before the next tap: leaving an empty field shows its problem ("… has no name") above
  // the buttons, which moves them under the finger (a tap on "Add a player" is then lost).
  for (const [i, name] of players.entries()) {
    if (i >= 2) await click(browser, "Add a player");
    await fill(browser, `Seat ${i + 1} nickname`, name);
  }
}

/** From the start screen: a new session with these players, the sample deck and `starter`. */
export async function startSession(browser, { players, starter, realTalk = false }) {
  await click(browser, "New session", { opens: "new" });
  await waitForText(browser, "Who starts round 1");
  await enterPlayers(browser, players);
  await click(browser, players[starter], { within: "Who starts round 1" });
  const talk = await control(browser, "Real Talk Mode on");
  if ((await talk.isSelected()) !== realTalk) await talk.click();
  await click(browser, "Start the session", { opens: "play" });
  await waitForText(browser, /Setup/);
}

/**
 * From the start screen: a new session of `script`'s players, its Load cards recorded, at the
 * first turn's Life Happens step (its cards shown). Returns the names of that turn's lists of
 * Life Happens and Action cards, as the screen labels them.
 */
export async function toFirstTurn(browser, script) {
  await startSession(browser, { players: script.players, starter: script.start });
  await playScript(browser, script, { until: script.players.length });
  const who = script.players[script.start];
  const lists = { lh: `${who}'s Life Happens card`, act: `${who}'s Action card` };
  await control(browser, /./, { within: lists.lh });
  return lists;
}

const numbersOf = (reading) => reading && boardNumbers(reading.players);

/**
 * Does `act` (the tap that records a step), then waits until the backend has taken it (the log's
 * length changed and no change is under way) and the screen shows the reference numbers. The
 * screen's text alone is not enough: a Brotherhood card that changes no number (Load -1 at Load
 * 0) changed the text as soon as its giver was chosen, the next tap (End turn) then came while
 * the card was still on its way and was not taken, and the round never ended.
 */
async function recorded(browser, act, ref, what) {
  const before = await readPlay(browser);
  await act();
  const want = expectedBoard(ref);
  let now = null;
  try {
    await browser.waitUntil(
      async () => {
        now = await readPlay(browser);
        return (
          now &&
          !now.busy &&
          now.logLen !== before?.logLen &&
          JSON.stringify(numbersOf(now)) === JSON.stringify(want)
        );
      },
      { timeout: 20_000, interval: 40 },
    );
  } catch {
    assert.equal(now?.busy, false, `Still waiting for the backend after ${what}`);
    assert.notEqual(now?.logLen, before?.logLen, `Nothing was recorded after ${what}`);
    assert.deepEqual(numbersOf(now), want, `Scoreboard after ${what}`);
  }
  return now;
}

/** Taps the reshuffle buttons the play screen offers (a physical deck ran out). */
async function reshuffleWhenAsked(browser) {
  const names = await browser.execute(() =>
    [...document.querySelectorAll("button")]
      .map((b) => b.textContent.replace(/\s+/g, " ").trim())
      .filter((t) => /^Record the .* reshuffle$/.test(t)),
  );
  for (const name of names) {
    const before = await readPlay(browser);
    await click(browser, name);
    await browser.waitUntil(
      async () => {
        const now = await readPlay(browser);
        return !now.busy && now.logLen !== before.logLen;
      },
      { timeout: 20_000, timeoutMsg: `${name}: nothing was recorded` },
    );
  }
  return names.length;
}

/**
 * Records one step of the script. `tap(el)` replaces a WebDriver click on the control that
 * records the step (the benchmarks time it in the page).
 */
async function recordStep(browser, script, s, ref, tap) {
  const name = (seat) => script.players[seat];
  const active = name(ref.active);
  const tapCard = (list, id) => pickCard(browser, list, titleOf(id), { tap });
  switch (s.kind) {
    case "load":
      return tapCard(`${name(s.seat)}'s Load card`, s.card);
    case "lh":
      return tapCard(`${active}'s Life Happens card`, s.card);
    case "act":
      return tapCard(`${active}'s Action card`, s.card);
    case "bro":
      await click(browser, `From ${name(s.giver)}`, { within: "Who gives Brotherhood" });
      return tapCard(`Brotherhood card from ${name(s.giver)}`, s.card);
    case "end": {
      if (script.realTalk) await click(browser, "Pass", { within: "6 · Real Talk" });
      const end = await control(browser, `End ${active}'s turn`);
      await end.waitForEnabled();
      return tap ? tap(end) : end.click();
    }
    case "tp":
      return tapCard(`Round ${s.round + 1} Turning Point`, s.card);
    case "adjust": {
      await click(browser, "Adjust", { within: "Game tools" });
      await click(browser, active, { within: "Player" });
      for (const [stat, value] of Object.entries(s.effect)) {
        for (let i = 0; i < Math.abs(value); i++) {
          await click(browser, `${STAT_NAMES[stat]} ${value > 0 ? "plus" : "minus"} one`);
        }
      }
      await click(browser, REASONS[s.reason], { within: "Reason" });
      const submit = await control(browser, "Record adjustment");
      await submit.waitForEnabled();
      return tap ? tap(submit) : submit.click();
    }
    default:
      throw new Error(`unknown step ${s.kind}`);
  }
}

function describe(s, script) {
  const where = s.round === undefined ? "setup" : `round ${s.round + 1}`;
  const what = s.card ? `${s.kind} “${card(s.card).title}”` : s.kind;
  const who = s.seat !== undefined ? ` for ${script.players[s.seat]}` : "";
  return `${where}: ${what}${who}`;
}

/**
 * Plays the script from the play screen's setup to the end of round 6, checking the scoreboard
 * after every step. Options: `from` and `until` (step indexes: play steps from..until-1, to stop
 * mid-game and go on after a restart), `tap(el)` (see recordStep), `onStep(i, step)` called
 * before each step (screenshots), `onRecorded(i, step, ref)` called once step `i` shows on this
 * screen, with the reference game it must show (other screens are checked against it), and
 * `checkUndo` (do the script's undo), `closeHistory(el)` (taps the History's Close button after
 * the script's correction; a click by default). Returns the reference game after the last step
 * played.
 */
export async function playScript(
  browser,
  script,
  { from = 0, until, tap, onStep, onRecorded, checkUndo = true, closeHistory } = {},
) {
  const right = stepsOf(script);
  const amendAt = script.amend
    ? right.findIndex(
        (s) => s.kind === "lh" && s.round === script.amend.round && s.turn === script.amend.turn,
      )
    : -1;
  // The amended card is first recorded wrong, as a facilitator might, and corrected later.
  const steps = right.map((s, i) => (i === amendAt ? { ...s, card: script.amend.wrong } : s));
  // The amend is made right after this step (the Turning Point ending round `after_round`).
  const amendAfter =
    amendAt >= 0
      ? steps.findIndex((s) => s.kind === "tp" && s.round === script.amend.after_round)
      : -1;
  let amended = amendAt >= 0 && amendAfter < from;
  const end = until ?? steps.length;
  for (let i = from; i < end; i++) {
    const s = steps[i];
    await onStep?.(i, s);
    if (s.kind !== "load") await reshuffleWhenAsked(browser);

    if (
      checkUndo &&
      script.undo &&
      s.kind === "act" &&
      s.round === script.undo.round &&
      s.turn === script.undo.turn
    ) {
      // A wrong Action card tapped, then undone: the board goes back exactly.
      const wrong = [...steps.slice(0, i), { ...s, card: script.undo.wrongAction }];
      const refWrong = fold(script, wrong);
      await recorded(
        browser,
        () => recordStep(browser, script, wrong[i], fold(script, steps, i), null),
        refWrong,
        `a wrong Action (${describe(wrong[i], script)})`,
      );
      await recorded(
        browser,
        () => click(browser, "Undo", { within: "Game tools" }),
        fold(script, steps, i),
        "Undo",
      );
    }

    const refBefore = fold(script, amended ? right : steps, i);
    const refAfter = fold(script, amended ? right : steps, i + 1);
    if (s.kind === "act" && steps[i - 1]?.kind !== "lh") {
      // An overloaded turn: the screen says why there is no Life Happens card.
      assert.equal(
        refBefore.players[refBefore.active].load,
        10,
        `the script's overloaded turn (${describe(s, script)}) begins at Load 10`,
      );
      await waitForText(browser, /overloaded[^.]*no Life Happens/i);
    }
    await recorded(
      browser,
      () => recordStep(browser, script, s, refBefore, tap),
      refAfter,
      describe(s, script),
    );
    await onRecorded?.(i, s, refAfter);

    if (i === amendAfter) {
      await amendFromHistory(browser, steps[amendAt], right[amendAt], closeHistory);
      amended = true;
      // Everything recomputed: the board now shows the game as if the right card had been drawn.
      const refAmended = fold(script, right, i + 1);
      await expectBoard(browser, refAmended, "the amend");
      await onRecorded?.(i, s, refAmended);
    }
  }
  return fold(script, amended ? right : steps, end);
}

/** History → the step recorded with `wrong`'s card → Change card → `right`'s card. */
async function amendFromHistory(browser, wrong, right, close) {
  await click(browser, "History", { within: "Game tools" });
  const wrongTitle = titleOf(wrong.card);
  const change = await control(
    browser,
    new RegExp(`^Change (the )?card of step (\\d+): .*${escape(wrongTitle)}`),
  );
  const label = await change.getAttribute("aria-label");
  const step = label.match(/step (\d+)/)[1];
  await change.click();
  await pickCard(browser, `Replacement Life Happens card for step ${step}`, titleOf(right.card));
  await waitForText(browser, `Step ${step} changed: every number was recomputed.`);
  if (close) {
    const button = await control(browser, "Close");
    await button.waitForEnabled({ timeout: 20_000 });
    await close(button);
  } else await click(browser, "Close");
}
