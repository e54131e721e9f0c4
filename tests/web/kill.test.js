// The web app's kill test (issue #25), the browser's counterpart of the desktop's
// (src-tauri/tests/kill.rs): the whole browser (its driver, browser, renderer, storage and GPU
// processes, one process group) is killed with SIGKILL at random moments while the six-player
// golden game is recorded through the screens, in each engine:
// - Chromium, storing through the Origin Private File System (a flushed temporary file moved over
//   the old one);
// - WebKit (WebKitGTK, the engine of every iPad browser), which has no OPFS, storing in IndexedDB
//   with `durability: "strict"`.
// A step is acknowledged once the play screen shows it recorded (the log grew, nothing on its way
// to the worker). After each restart, on the same profile: the app opens its start screen with no
// damaged file; every file the storage holds reads and parses (read by the page from the storage
// itself, not through the app), and no temporary file is left; the session file holds every
// acknowledged step, the golden game's own, in order, and at most the one step that was on its
// way; the app offers to resume it and shows the reference model's numbers for exactly that
// game. Then recording goes on until the next kill.
//
// One kill in ten lands while the app boots. The moments come from a seeded generator,
// logged with every kill: `KILL_SEED=<seed> tests/web/run.sh kill.test.js` replays the same
// moments (the browser's own timing still varies). KILL_ENGINES lists the runs to make:
// `chromium`, `webkit` (these two by default) and `chromium-idb` (Chromium on IndexedDB,
// `?storage=indexeddb`); KILL_COUNT makes fewer kills, to try a change quickly.

import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { playScript, startSession } from "../e2e/lib/game.js";
import { ARTEFACTS } from "../e2e/lib/harness.js";
import { fold, loadScript, stepsOf } from "../e2e/lib/script.js";
import { control, expectBoard, readPlay, waitForText } from "../e2e/lib/ui.js";
import { keepingBrowser, launchKept, seeded, storedFiles, xDisplay } from "./kill-lib.js";
import { serve } from "./server.js";

const KILLS = Number(process.env.KILL_COUNT ?? 50);
/** Every tenth kill comes while the app boots; the others while it records. */
const BOOT_EVERY = 10;
/** The longest wait before a kill, from the page's load (boot) or from the first step's tap. */
const BOOT_MS = 2_500;
const RECORDING_MS = 3_000;

const SEED = process.env.KILL_SEED ? Number(process.env.KILL_SEED) : Date.now() % 2 ** 31;
const RUNS = {
  chromium: { engine: "chromium", backend: "opfs", query: "", title: "Chromium, OPFS" },
  "chromium-idb": {
    engine: "chromium",
    backend: "indexeddb",
    query: "?storage=indexeddb",
    title: "Chromium, IndexedDB",
  },
  webkit: { engine: "webkit", backend: "indexeddb", query: "", title: "WebKit, IndexedDB" },
};
const CHOSEN = (process.env.KILL_ENGINES ?? "chromium,webkit").split(",").filter(Boolean);

// The six-player golden game (144 steps), without its undo and its correction from the History:
// what is on disk is then exactly a prefix of its steps. It is long enough that 50 kills never
// reach its end, so the same session is resumed at every restart.
const SCRIPT = { ...loadScript("six-players"), undo: null, amend: null };
const STEPS = stepsOf(SCRIPT);

/** A session file's event as the golden script's step, or null (the setup, a reshuffle). */
function stepOf(e) {
  const id = (c) => (c !== null && typeof c === "object" ? c.id : c);
  switch (e.type) {
    case "load_card_drawn":
      return { kind: "load", seat: e.seat, card: id(e.card) };
    case "life_happens_drawn":
      return { kind: "lh", card: id(e.card) };
    case "action_played":
      return { kind: "act", card: id(e.card) };
    case "adjusted":
      return { kind: "adjust", effect: nonZero(e.effect) };
    case "brotherhood_given":
      return { kind: "bro", giver: e.giver, card: id(e.card) };
    case "turn_ended":
      return { kind: "end" };
    case "turning_point_revealed":
      return { kind: "tp", card: id(e.card) };
    default:
      return null;
  }
}

const nonZero = (effect) => Object.fromEntries(Object.entries(effect).filter(([, v]) => v !== 0));

/** A script step in the shape stepOf gives. */
function scripted(s) {
  switch (s.kind) {
    case "load":
      return { kind: "load", seat: s.seat, card: s.card };
    case "adjust":
      return { kind: "adjust", effect: nonZero(s.effect) };
    case "bro":
      return { kind: "bro", giver: s.giver, card: s.card };
    case "end":
      return { kind: "end" };
    default:
      return { kind: s.kind, card: s.card };
  }
}

/**
 * After a restart: the start screen, every stored file, the session's steps against the
 * acknowledged ones, and the resumed game on screen. Starts the session on the first run.
 * `state`: {started, acked, ...figures}.
 */
async function checkRestart(browser, run, state, when) {
  const text = await waitForText(browser, /New session|Another copy/, { timeout: 60_000 });
  assert.doesNotMatch(text, /Another copy/, `${when}: the killed browser's lock outlived it`);
  assert.doesNotMatch(text, /damaged/i, `${when}: the start screen reports a damaged file`);

  const { files, error } = await storedFiles(browser, run.backend);
  assert.equal(error, undefined, `${when}: the storage could not be read: ${error}`);
  const temps = files.filter((f) => f.name.startsWith("."));
  assert.deepEqual(temps, [], `${when}: a temporary file outlived the boot`);
  for (const f of files) {
    assert.notEqual(f.bytes, null, `${when}: ${f.folder}/${f.name} does not read`);
    assert.doesNotThrow(() => JSON.parse(f.bytes), `${when}: ${f.folder}/${f.name} is not JSON`);
  }
  state.files += files.length;
  const sessions = files.filter((f) => f.folder === "sessions");
  if (!state.started && sessions.length === 0) {
    await startSession(browser, { players: SCRIPT.players, starter: SCRIPT.start });
    state.started = true;
    return;
  }
  assert.equal(sessions.length, 1, `${when}: one session file (${sessions.map((s) => s.name)})`);
  const doc = JSON.parse(sessions[0].bytes);
  const kept = doc.events.map(stepOf).filter(Boolean);
  const n = kept.length;
  assert.ok(
    n >= state.acked,
    `${when}: ${state.acked - n} acknowledged steps lost (${state.acked} acknowledged, ${n} kept)`,
  );
  assert.ok(n <= state.acked + 1, `${when}: ${n} steps kept, only ${state.acked} were taken`);
  assert.deepEqual(kept, STEPS.slice(0, n).map(scripted), `${when}: the steps kept`);
  state.checked += state.acked;
  if (n > state.acked) state.inFlightKept++;

  await (await control(browser, /^Resume the unfinished game/, { timeout: 30_000 })).click();
  await expectBoard(browser, fold(SCRIPT, STEPS, n), `${when}: the resumed game`);
  const play = await readPlay(browser);
  assert.equal(play.logLen, doc.events.length, `${when}: the log on screen is the file's`);
  state.started = true;
  state.acked = n;
}

/**
 * Records the script's next steps until the browser is killed (or the game is one step from
 * its end). A step counts as acknowledged once the screen showed it and only while `live()`:
 * what the test reads after the kill does not count.
 */
function record(browser, state, live) {
  return playScript(browser, SCRIPT, {
    from: state.acked,
    until: STEPS.length - 1,
    checkUndo: false,
    onRecorded: (i) => {
      if (!live()) return;
      state.acked = i + 1;
      state.steps++;
    },
  });
}

async function killTest(run, seed) {
  const random = seeded(seed);
  const dist = process.env.WEB_DIST;
  assert.ok(dist, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
  const profile = mkdtempSync(join(tmpdir(), `loadout-kill-${run.engine}-`));
  const server = await serve(dist);
  const x = run.engine === "webkit" ? await xDisplay() : null;
  const binary = run.engine === "webkit" ? keepingBrowser(join(ARTEFACTS, "bin")) : null;
  const url = `${server.url}${run.query}`;
  const state = { started: false, acked: 0, steps: 0, checked: 0, inFlightKept: 0, files: 0 };
  const figures = { kills: 0, atBoot: 0 };
  const started = Date.now();
  try {
    // KILLS kills, then one more start to check what the last kill left.
    for (let k = 0; k <= KILLS; k++) {
      const atBoot = k < KILLS && k % BOOT_EVERY === BOOT_EVERY - 1;
      const delay = Math.round(random() * (atBoot ? BOOT_MS : RECORDING_MS));
      const name = `${run.title}, kill ${k + 1} (seed ${seed})`;
      const cycle = Date.now();
      assert.equal(x?.ended() ?? null, null, `${name}: the X display is gone`);
      const { browser, kill } = await launchKept(run.engine, {
        profile,
        binary,
        display: x?.display,
        width: 1280,
        height: 800,
      });
      let killed = false;
      try {
        await browser.url(url);
        if (atBoot) {
          console.log(`${name}: while booting, ${delay} ms after the page loaded`);
          await sleep(delay);
        } else {
          const before = state.acked;
          const when = k === 0 ? "the first start" : `after kill ${k}`;
          await checkRestart(browser, run, state, `${run.title}, ${when} (seed ${seed})`);
          if (k === KILLS) break;
          console.log(
            `${name}: ${delay} ms into recording; ${state.acked} steps kept (${before} ` +
              `acknowledged), started and checked in ${Date.now() - cycle} ms`,
          );
          // A failure before the kill fails the test (the race throws it); after the kill, the
          // recording's calls to the dead browser fail, and are not waited for.
          const recording = record(browser, state, () => !killed);
          recording.catch(() => {});
          await Promise.race([sleep(delay), recording]);
        }
      } finally {
        killed = true;
        await kill();
      }
      figures.kills++;
      if (atBoot) figures.atBoot++;
    }
  } finally {
    await x?.stop();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const line =
    `kill test, ${run.title}: ${figures.kills} kills (${figures.atBoot} while booting) in ` +
    `${seconds} s, ${state.steps} steps acknowledged, ${state.checked} acknowledged steps ` +
    `checked after the restarts, 0 lost, ${state.inFlightKept} kills kept the step on its way, ` +
    `${state.files} stored files read, 0 unreadable; seed ${seed}`;
  console.log(line);
  return { figures, state };
}

// The engines at the same time: most of a kill's cycle is waiting (for a browser to start, for
// the moment of the kill), so the two together take little longer than one.
describe("the web app's kill test", { concurrency: true }, () => {
  for (const [i, key] of CHOSEN.entries()) {
    const run = RUNS[key];
    assert.ok(run, `KILL_ENGINES: ${key} is not one of ${Object.keys(RUNS)}`);
    test(
      `${run.title}: the browser killed ${KILLS} times while recording loses no acknowledged step`,
      { timeout: 20 * 60_000 },
      async () => {
        const { figures, state } = await killTest(run, (SEED + i) % 2 ** 31);
        assert.equal(figures.kills, KILLS);
        // Not a test of nothing: the game went on between the kills (about one step a second
        // of recording; a loaded machine records fewer).
        assert.ok(
          state.steps >= Math.min(10, KILLS),
          `only ${state.steps} steps were recorded between the kills`,
        );
      },
    );
  }
});
