// The table display in a second window of the app (issue 14: "Open the table display in a new
// window", for a TV or projector on this computer's HDMI), in the real app under Xvfb. WebDriver
// reaches the second window: tauri-driver passes window handles through to WebKitWebDriver, and
// a webview the app makes later shares the first one's automation context, so it is one more
// handle of the same session ("page-<UUID>"; it is told from the main window by its URL,
// "?table=<session id>"). The display is checked against the reference model after every step
// recorded in the main window, with no network: sharing stays off and the app listens on nothing.
// Windows are closed the way a user closes them: the window manager's WM_DELETE_WINDOW (lib/x11.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { appPid, launch, screenshot } from "./lib/harness.js";
import { commOf, descendants, socketsOf } from "./lib/procs.js";
import { closeLikeTheUser, windowsOf } from "./lib/x11.js";
import { loadScript, stepsOf, fold } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { click, expectBoard, waitForText } from "./lib/ui.js";
import { currentStep, expectDisplay, expectTableFollows, readTableWords } from "./lib/display.js";

const OPEN = "Open the table display in a new window";
const TITLE = "Loadout Companion: table display";

/**
 * The Internet sockets of the app and of WebKit's processes under it, as "proto local remote",
 * leaving out WebKit's remote inspector: under WebDriver (only) the app serves it on the
 * loopback address WebKitWebDriver gives in WEBKIT_INSPECTOR_SERVER, and WebKitWebDriver drives
 * the app through it. Anything else would be the app using the network.
 */
function networkOf(app) {
  const pid = appPid(app);
  const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  const inspector = env.find((e) => e.startsWith("WEBKIT_INSPECTOR_SERVER="))?.split(":")[1];
  assert.ok(inspector, "WebKitWebDriver's inspector port is known");
  return [pid, ...descendants(pid)]
    .flatMap((p) => socketsOf(p))
    .filter((s) => s.localPort !== Number(inspector) && s.remotePort !== Number(inspector))
    .map((s) => `${s.proto} ${s.local} ${s.remote}${s.listening ? " listening" : ""}`);
}

/** The app's X windows titled `title`, each as {id, x, y, width, height}. */
const xWindows = (app, title) => windowsOf(appPid(app), title);

/** The Share dialog shows no problem (a refused or failed window command would show there). */
async function expectNoProblem(browser, what) {
  const problems = await browser.execute(() =>
    [...document.querySelectorAll('dialog[open] [role="alert"]')].map((el) => el.textContent),
  );
  assert.deepEqual(problems, [], `the Share dialog after ${what}`);
}

/** The labels of the windows the app itself has (asked from the main window). */
function appWindows(browser) {
  return browser.executeAsync((done) =>
    window.__TAURI_INTERNALS__.invoke("plugin:window|get_all_windows").then(
      (labels) => done([...labels].sort()),
      (e) => done(`error: ${e}`),
    ),
  );
}

/** Waits (at most 20 s) until WebDriver sees `n` windows; returns their handles. */
async function waitForHandles(browser, n, what) {
  let handles = [];
  await browser.waitUntil(async () => (handles = await browser.getWindowHandles()).length === n, {
    timeout: 20_000,
    interval: 100,
    timeoutMsg: `${what}: WebDriver saw ${handles.length} windows`,
  });
  return handles;
}

/** Switches to the window that is not `main` (the table display) and waits until it shows the game. */
async function toDisplay(browser, main) {
  const handles = await waitForHandles(browser, 2, "the table display window");
  const other = handles.find((h) => h !== main);
  await browser.switchToWindow(other);
  await browser.$('[data-testid="table-display"]').waitForDisplayed({ timeout: 20_000 });
  return other;
}

test(
  "the table display in a second window shows the game, follows every step recorded in the main window, needs no network, comes to the front on a second tap and closes without stopping the game",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    const app = await launch();
    try {
      const desktop = app.browser;
      const main = await desktop.getWindowHandle();
      await startSession(desktop, { players: script.players, starter: script.start });
      // The Load cards, in the main window.
      const loads = steps.findIndex((s) => s.kind !== "load");
      await playScript(desktop, script, { until: loads, checkUndo: false });
      assert.deepEqual(networkOf(app), [], "before: the app uses no network");
      const step = await currentStep(desktop);

      await click(desktop, "Share with the table");
      await waitForText(desktop, /Off\. Turning it on/);
      await click(desktop, OPEN);
      const display = await toDisplay(desktop, main);
      await desktop.switchToWindow(main);
      await expectNoProblem(desktop, "opening the display window");
      await desktop.switchToWindow(display);
      assert.match(await desktop.getUrl(), /^tauri:\/\/localhost\/index\.html\?table=[^&]+$/);
      assert.deepEqual(await desktop.execute(() => window.location.protocol), "tauri:");
      // The round, every player's tracks (the reference model's), whose turn and which step.
      await expectDisplay(desktop, fold(script, steps, loads), "opening the window");
      const words = await readTableWords(desktop);
      assert.equal(words.round, `Round 1 of ${script.rounds.length}`);
      const first = script.players[fold(script, steps, loads).active];
      assert.equal(words.turn, `${first}'s turn · ${step}`);
      // Read only: nothing to tap.
      const controls = await desktop.execute(
        () => document.querySelectorAll("button, input, select, textarea, a[href]").length,
      );
      assert.equal(controls, 0, "the display window has no controls");
      // A window of its own, titled so the facilitator finds it to move to the projector.
      const [shown] = xWindows(app, TITLE);
      assert.ok(shown, `an X window titled “${TITLE}”`);
      assert.deepEqual([shown.width, shown.height], [1280, 720]);
      // Its capability grants reading the session only: not even the list of windows.
      assert.match(String(await appWindows(desktop)), /^error: .*not allowed on window "table"/);
      await desktop.switchToWindow(main);
      assert.deepEqual(await appWindows(desktop), ["main", "table"]);

      // Every step of round 1 and its Turning Point, recorded in the main window: after each,
      // the display window shows the reference game's tracks, round, turn and step, and the card.
      await click(desktop, "Close");
      const roundEnd = steps.findIndex((s) => s.kind === "tp") + 1;
      await playScript(desktop, script, {
        from: loads,
        until: roundEnd,
        checkUndo: false,
        onRecorded: async (i, s, ref) => {
          const step = await currentStep(desktop);
          await desktop.switchToWindow(display);
          try {
            await expectTableFollows(desktop, async () => step, script, steps, i, s, ref);
          } finally {
            await desktop.switchToWindow(main);
          }
        },
      });
      await desktop.switchToWindow(display);
      await screenshot(desktop, "window-table-display-1280x720");
      // Sized from the window's height: the whole game fits the 1280×720 window, nothing to scroll.
      const fit = await desktop.execute(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
        inner: [innerWidth, innerHeight],
      }));
      assert.deepEqual(fit.inner, [1280, 720], "the window's page is 1280×720");
      assert.ok(fit.height <= 720 && fit.width <= 1280, `no scrolling: ${JSON.stringify(fit)}`);
      await desktop.switchToWindow(main);

      // The facilitator moved the window onto the projector; a second tap brings the same
      // window to the front, where it is, instead of a new one on this screen.
      execFileSync("xdotool", ["windowmove", "--sync", shown.id, "200", "150"]);
      await click(desktop, "Share with the table");
      await click(desktop, OPEN);
      await sleep(1000); // a window being replaced would have come and gone by now
      await expectNoProblem(desktop, "the second tap");
      assert.deepEqual(
        [...(await desktop.getWindowHandles())].sort(),
        [display, main].sort(),
        "the second tap showed the same window, not a new one",
      );
      const again = xWindows(app, TITLE);
      assert.deepEqual(
        again.map(({ id, x, y }) => ({ id, x, y })),
        [{ id: shown.id, x: 200, y: 150 }],
        "one display window, where the facilitator put it",
      );
      assert.deepEqual(await appWindows(desktop), ["main", "table"]);

      // No network: sharing is still off and the app listens on nothing.
      await waitForText(desktop, /Off\. Turning it on/);
      assert.deepEqual(networkOf(app), [], "with the display window open");
      await click(desktop, "Close");

      // Closed like a user closes it: the main window plays on.
      await closeLikeTheUser(shown.id);
      await waitForHandles(desktop, 1, "closing the display window");
      await desktop.waitUntil(async () => (await appWindows(desktop)).length === 1, {
        timeout: 20_000,
        timeoutMsg: "the app still lists the display window",
      });
      assert.deepEqual(await appWindows(desktop), ["main"]);
      assert.equal(await desktop.getWindowHandle(), main);
      const ref = await playScript(desktop, script, {
        from: roundEnd,
        until: roundEnd + 2,
        checkUndo: false,
      });
      await expectBoard(desktop, ref, "recording after the display window closed");

      // Opened again, it shows the game as it is now.
      await click(desktop, "Share with the table");
      await click(desktop, OPEN);
      await toDisplay(desktop, main);
      await expectDisplay(desktop, ref, "the display window opened again");
      assert.equal((await readTableWords(desktop)).round, `Round 2 of ${script.rounds.length}`);
      await desktop.switchToWindow(main);
      assert.deepEqual(networkOf(app), [], "after");
    } finally {
      await app.close();
    }
  },
);

test(
  "closing the main window with the table display window open quits the app",
  { timeout: 5 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const app = await launch();
    let quit = false;
    try {
      const desktop = app.browser;
      const main = await desktop.getWindowHandle();
      await startSession(desktop, { players: script.players, starter: script.start });
      await click(desktop, "Share with the table");
      await click(desktop, OPEN);
      await toDisplay(desktop, main);
      await desktop.switchToWindow(main);
      const pid = appPid(app);
      const [window] = xWindows(app, "Loadout Companion");
      assert.ok(window, "the main window's X window");

      await closeLikeTheUser(window.id);
      // Bounded: 20 s for the app to end.
      for (let i = 0; i < 200 && commOf(pid) === "loadout-compani"; i++) await sleep(100);
      const left = commOf(pid) === "loadout-compani" ? xWindows(app, TITLE).length : 0;
      quit = commOf(pid) !== "loadout-compani";
      assert.ok(
        quit,
        `the app is still running after its main window closed (${left} display window left)`,
      );
    } finally {
      // The session's window is gone with the app: ending the session may fail then.
      await app.close().catch((e) => {
        if (!quit) throw e;
      });
    }
  },
);

test(
  "the display window follows the main window's session: leaving it says the session was closed, the next session opened shows in the same window where the facilitator put it",
  { timeout: 5 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const app = await launch();
    try {
      const desktop = app.browser;
      const main = await desktop.getWindowHandle();
      await startSession(desktop, { players: script.players, starter: script.start });
      await click(desktop, "Share with the table");
      await click(desktop, OPEN);
      const display = await toDisplay(desktop, main);
      await waitForText(desktop, new RegExp(script.players[0]));
      await desktop.switchToWindow(main);
      await click(desktop, "Close");
      const [shown] = xWindows(app, TITLE);
      assert.ok(shown, "the display's X window");
      // On the projector.
      execFileSync("xdotool", ["windowmove", "--sync", shown.id, "200", "150"]);

      // The facilitator leaves the game: the projector no longer shows it.
      await click(desktop, "Leave the game (it is saved)", { opens: "start" });
      await desktop.switchToWindow(display);
      await waitForText(desktop, /This session was closed/);
      assert.equal(
        await desktop.$('[data-testid="table-player-0"]').isExisting(),
        false,
        "no player of the session left",
      );

      // A new session: the same window shows it.
      await desktop.switchToWindow(main);
      await startSession(desktop, { players: ["Zoe", "Yan"], starter: 0 });
      await desktop.switchToWindow(display);
      await desktop.$('[data-testid="table-player-0"]').waitForDisplayed({ timeout: 20_000 });
      await waitForText(desktop, /Zoe/);
      assert.doesNotMatch(await desktop.$("body").getText(), new RegExp(script.players[0]));

      // Opening the display for it keeps that window, where it is.
      await desktop.switchToWindow(main);
      await click(desktop, "Share with the table");
      await click(desktop, OPEN);
      await expectNoProblem(desktop, "opening the display for the new session");
      await click(desktop, "Close");
      assert.deepEqual(
        [...(await desktop.getWindowHandles())].sort(),
        [display, main].sort(),
        "the same display window, not a new one",
      );
      assert.deepEqual(
        xWindows(app, TITLE).map(({ id, x, y }) => ({ id, x, y })),
        [{ id: shown.id, x: 200, y: 150 }],
        "one display window, where the facilitator put it",
      );
      await desktop.switchToWindow(display);
      await waitForText(desktop, /Zoe/);
    } finally {
      await app.close();
    }
  },
);
