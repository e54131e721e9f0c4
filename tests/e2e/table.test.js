// The table and the tablet (issue 14), the way a facilitator meets them: in the real app,
// "Share with the table" on this computer's loopback address; a real browser (headless
// Chromium) joins as the table display by the QR code (read by zbarimg, as a phone camera would)
// and as the facilitator's tablet by the typed code. The tablet plays a whole game, checked
// number by number after every step, while a second browser shows the table display (checked
// after every step too) and the app's own window follows. Two tablets tap the same step at once;
// a tablet loses its network mid-turn and comes back; a tablet's network goes silent (no close)
// and both ends notice; axe-core checks the display.
// Only loopback is used: the app listens on 127.0.0.1 and the browsers connect there (directly,
// or through lib/proxy.js on 127.0.0.1 where a test breaks the network).

import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  ARTEFACTS,
  appScreenshot,
  axeViolations,
  isListening,
  launch,
  screenshot,
} from "./lib/harness.js";
import { chromium, joinByCode, nextLink, shareOnLoopback } from "./lib/chromium.js";
import { webkit } from "./lib/webkit.js";
import { proxy } from "./lib/proxy.js";
import { loadScript, stepsOf, fold } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import {
  click,
  control,
  escape,
  exists,
  expectBoard,
  fill,
  titleOf,
  waitForText,
} from "./lib/ui.js";
import { readResults, zbar } from "./lib/results.js";
import { placeRow } from "./lib/reference.js";
import { currentStep, expectDisplay, expectTableFollows } from "./lib/display.js";

/** Waits until the page's connection line reads `pattern` ("Connected" for a live link). */
async function waitForConnection(browser, pattern, what, { timeout = 30_000 } = {}) {
  let text = null;
  try {
    await browser.waitUntil(
      async () => {
        text = await browser
          .$('[data-testid="connection"]')
          .getText()
          .catch(() => null);
        return typeof pattern === "string" ? text === pattern : pattern.test(text ?? "");
      },
      { timeout, interval: 100 },
    );
  } catch (e) {
    // What the line said last (a `timeoutMsg` would be written before the first look).
    throw new Error(`${what}: the connection line said ${text}`, { cause: e });
  }
}

/**
 * How many steps the app holds for the shared session, asked from the tablet's page through its
 * own link (the history of the one session it may read).
 */
async function stepsRecorded(pad) {
  const answer = await pad.executeAsync((done) => {
    (async () => {
      const me = await (await fetch("/tablet/api/me", { cache: "no-store" })).json();
      const history = await fetch("/tablet/api/call/history", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ req: { id: me.id } }),
        cache: "no-store",
      });
      done(await history.json());
    })().catch((e) => done({ error: String(e) }));
  });
  assert.ok(Array.isArray(answer), `the history: ${JSON.stringify(answer)}`);
  return answer.length;
}

/** `promise`, or a failure saying `what` did not happen within `ms`. */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The card control of step `s` in the card list named `list`, once it takes taps. */
async function cardIn(browser, list, s) {
  const el = await control(browser, new RegExp(`^${escape(titleOf(s.card))}( |$)`), {
    within: list,
  });
  await el.waitForEnabled({ timeout: 20_000 });
  return el;
}

/** axe-core on the display in both colour schemes: no serious or critical violation. */
async function expectAccessible(tv, what) {
  const problems = [];
  for (const scheme of ["light", "dark"]) {
    await tv.sendCommandAndGetResult("Emulation.setEmulatedMedia", {
      features: [{ name: "prefers-color-scheme", value: scheme }],
    });
    for (const v of await axeViolations(tv)) problems.push(`${scheme}: ${v}`);
  }
  await tv.sendCommandAndGetResult("Emulation.setEmulatedMedia", { features: [] });
  assert.deepEqual(problems, [], `axe-core on the table display (${what})`);
}

test(
  "the table display joins by its QR code, shows every change large and read only, and ends when sharing stops",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    const app = await launch();
    let display = null;
    try {
      const desktop = app.browser;
      await startSession(desktop, { players: script.players, starter: script.start });
      const links = await shareOnLoopback(desktop);
      assert.match(links.display.address, /^127\.0\.0\.1:\d+$/);
      const displayQr = await links.display.qr.getAttribute("src");
      // The dialog as the facilitator sees it (docs/screenshots/share-dialog-1280x800.png).
      await screenshot(desktop, "table-share-dialog");

      // The QR code as the screen shows it, read by a real decoder: the display's whole link,
      // its secret in the fragment (never in a request line), at least 128 bits of it.
      await links.display.qr.scrollIntoView({ block: "center" });
      const png = join(ARTEFACTS, "table-display-qr.png");
      // The window as a camera pointed at the display's code sees it: the window's picture cut
      // to that code and a quiet zone around it (the tablet's code is on screen too).
      await appScreenshot(desktop, png, { element: links.display.qr, margin: 10 });
      const url = new URL(zbar(png));
      assert.equal(url.host, links.display.address, "the code points at the address shown");
      assert.equal(url.search, "", "no secret in the query");
      const secret = url.hash.slice(1);
      assert.ok(secret.length * 5 >= 128, `a secret of at least 128 bits (${secret})`);
      await click(desktop, "Close");

      display = await chromium({ width: 1920, height: 1080 });
      const tv = display.browser;
      await tv.url(url.href);
      await tv
        .$('[data-testid="table-display"]')
        .waitForDisplayed({ timeout: 20_000 })
        .catch(async (e) => {
          await screenshot(tv, "table-display-failed");
          throw new Error(`${e.message}; the page said: ${await tv.$("body").getText()}`);
        });
      // The secret left the address bar as soon as the page read it.
      assert.equal(await tv.execute(() => location.hash), "");
      await tv.waitUntil(
        async () => (await tv.$('[data-testid="connection"]').getText()) === "Connected",
        { timeoutMsg: "the display never said Connected" },
      );
      await expectDisplay(tv, fold(script, steps, 0), "joining");
      await expectAccessible(tv, "setup, 1920×1080");

      // Read only: nothing to tap but, on plain HTTP, the note about the screen timeout (here
      // the page comes from 127.0.0.1, a secure context, so the note is not even there).
      const controls = await tv.execute(() =>
        [...document.querySelectorAll("button, input, select, textarea, a[href]")].map((el) =>
          el.textContent.trim(),
        ),
      );
      assert.deepEqual(
        controls.filter((c) => c !== "Got it"),
        [],
        "the display has no controls",
      );

      // Steps recorded in the app's window show on the display at once.
      const through = steps.findIndex((s) => s.kind === "end") + 1;
      await playScript(desktop, script, { until: through, checkUndo: false });
      await expectDisplay(
        tv,
        fold(script, steps, through),
        "the first turn, recorded on the computer",
      );
      assert.match(await tv.$('[data-testid="table-turn"]').getText(), /'s turn · Step 1/);
      await screenshot(tv, "table-display-1920x1080");
      // Readable from 3 m: names and numbers large on a 1080p screen.
      const sizes = await tv.execute(() => {
        const px = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
        return { name: px('[data-testid="table-player-0"] .name'), body: px("main") };
      });
      assert.ok(sizes.name >= 32, `player names at least 32 px on 1080p (${sizes.name})`);
      assert.ok(sizes.body >= 24, `body text at least 24 px on 1080p (${sizes.body})`);
      await expectAccessible(tv, "round 1, 1920×1080");
      // The players' phones show the same page.
      await tv.setWindowSize(390, 844);
      await expectAccessible(tv, "round 1, a phone in portrait");

      // Sharing stopped on the computer: the display says so and does not come back by itself.
      await click(desktop, "Share with the table");
      await click(desktop, "Stop sharing");
      let said = "";
      await tv
        .waitUntil(
          async () => {
            said = await tv.$('[data-testid="connection"]').getText();
            return /Sharing stopped/.test(said);
          },
          { timeoutMsg: "the display was not told that sharing stopped" },
        )
        .catch(async (e) => {
          await screenshot(tv, "table-display-sharing-stopped-failed");
          throw new Error(`${e.message}: it said “${said}”`);
        });
      // Nothing listens any more: the old link reaches no server.
      const refused = !(await isListening(Number(url.port)));
      assert.ok(refused, `nothing listens on ${url.host} once sharing stopped`);

      // Shared again (as after leaving the game and coming back): the same link on the same
      // port, so the display, reloaded, is back without joining again.
      await click(desktop, "Start sharing");
      const again = await desktop.$('[data-testid="share-link-display"] img');
      await again.waitForDisplayed({ timeout: 20_000 });
      assert.equal(await again.getAttribute("src"), displayQr, "the display's QR code is the same");
      await tv.refresh();
      await waitForConnection(tv, "Connected", "the display, reloaded after sharing again");
      await expectDisplay(tv, fold(script, steps, through), "reloaded after sharing again");
    } finally {
      await display?.close();
      await app.close();
    }
  },
);

// Every iPad browser is WebKit, and most tablets at a table are iPads: the tablet's whole game
// and the display run in WebKit (WebKitGTK's MiniBrowser) as well as in Chromium.
for (const [engine, open] of [
  ["Chromium", chromium],
  ["WebKit", webkit],
]) {
  test(
    `${engine}: the facilitator's tablet joins by the typed code and plays a whole game; the table display in a second browser and the app's window follow every step`,
    { timeout: 40 * 60_000 },
    async () => {
      const script = loadScript("two-players");
      const steps = stepsOf(script);
      const ref = fold(script, steps);
      const app = await launch();
      let tablet = null;
      let display = null;
      try {
        const desktop = app.browser;
        await startSession(desktop, { players: script.players, starter: script.start });
        const links = await shareOnLoopback(desktop);
        await click(desktop, "Close");

        tablet = await open({ width: 768, height: 1024 });
        const pad = tablet.browser;
        // Typed, as from the computer's screen: the address, then the code on the page it opens.
        await joinByCode(pad, links.tablet);
        await waitForText(pad, /Setup/);
        await waitForConnection(pad, "Connected", "the tablet");
        // This session only: no way back to the app's other screens, nothing to share further.
        assert.equal(await exists(pad, "Leave the game (it is saved)"), false);
        assert.equal(await exists(pad, "Share with the table"), false);

        // The table display, in a second browser, by its own typed code.
        display = await open({ width: 1920, height: 1080 });
        const tv = display.browser;
        await joinByCode(tv, links.display);
        await tv.$('[data-testid="table-display"]').waitForDisplayed({ timeout: 20_000 });
        await waitForConnection(tv, "Connected", "the display");
        await expectDisplay(tv, fold(script, steps, 0), "joining");

        // The whole game on the tablet, the board checked after every step (undo and the amend
        // from History included), and the display checked after every step against the same
        // reference game: tracks, round, whose turn and which step, the card just recorded.
        const shown = new Set();
        await playScript(pad, script, {
          onRecorded: async (i, s, after) => {
            // Called again for step i after the amend: its words name the replacement card.
            await expectTableFollows(tv, () => currentStep(pad), script, steps, i, s, after, {
              card: !shown.has(i),
            });
            shown.add(i);
          },
        });
        await screenshot(pad, `table-tablet-768x1024-game-over-${engine}`);
        // The app's window shows the same game: every step reached it.
        await expectBoard(desktop, ref, "the game played on the tablet");
        // The display ends with the final ranking: the reference game's places, names and numbers.
        const final = await readResults(tv);
        assert.deepEqual(
          final.rows.map(placeRow),
          ref.standings().map(placeRow),
          "the display's final ranking",
        );
        await screenshot(tv, `table-display-1920x1080-game-over-${engine}`);
        // axe-core in both themes needs Chromium's DevTools protocol; the pages are the same.
        if (engine === "Chromium") await expectAccessible(tv, "the game's end, results and chart");

        await waitForText(pad, "The game is over");
        await click(pad, "See the results");
        const results = await readResults(pad);
        assert.deepEqual(
          results.rows.map(placeRow),
          ref.standings().map(placeRow),
          "the tablet's results",
        );

        // The desktop lists the tablet by kind and number, connected.
        await click(desktop, "Share with the table");
        const devices = await desktop.$('[data-testid="share-devices"]');
        await devices.waitForDisplayed();
        assert.match(await devices.getText(), /Tablet 1\s+connected/);
        const disconnect = await control(desktop, "Disconnect Tablet 1");
        await disconnect.click();
        await pad.waitUntil(
          async () => /disconnected/.test(await pad.$('[data-testid="connection"]').getText()),
          { timeoutMsg: "the tablet was not told it was disconnected" },
        );
      } finally {
        await display?.close();
        await tablet?.close();
        await app.close();
      }
    },
  );
}

test(
  "two tablets tapping the same step at once: it is recorded once; the other tablet is told so and shows it",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    const app = await launch();
    // Both tablets reach the computer through this proxy, which lets the two taps arrive together.
    const net = await proxy();
    const tablets = [];
    try {
      const desktop = app.browser;
      await startSession(desktop, { players: script.players, starter: script.start });
      const links = await shareOnLoopback(desktop);
      await click(desktop, "Close");
      for (const k of [1, 2]) {
        const tablet = await chromium({ proxy: net.url });
        tablets.push(tablet);
        // A code joins once: the second tablet types the fresh one the computer shows then.
        if (k === 2) links.tablet = await nextLink(desktop, links.tablet);
        await joinByCode(tablet.browser, links.tablet);
        await waitForText(tablet.browser, /Setup/);
        await waitForConnection(tablet.browser, "Connected", `tablet ${k}`);
      }
      const pads = tablets.map((t) => t.browser);
      // The Load cards on the first tablet; the second follows each one.
      const at = steps.findIndex((s) => s.kind === "lh");
      await playScript(pads[0], script, {
        until: at,
        onRecorded: (i, _s, ref) => expectBoard(pads[1], ref, `step ${i + 1} on tablet 2`),
      });
      const before = await stepsRecorded(pads[0]);
      const s = steps[at];
      const list = `${script.players[fold(script, steps, at).active]}'s Life Happens card`;
      const cards = [await cardIn(pads[0], list, s), await cardIn(pads[1], list, s)];
      // The same card tapped on both, seen on the same screen: each tap's request is held until
      // the other's has arrived too, so neither tablet has heard of the other's step.
      const together = net.hold(
        (method, path) => method === "POST" && path === "/tablet/api/call/record",
        2,
      );
      await Promise.all(cards.map((card) => card.click()));
      await within(together, 30_000, "both taps reaching the computer");

      const ref = fold(script, steps, at + 1);
      for (const [k, pad] of pads.entries()) {
        await expectBoard(pad, ref, `the double tap, on tablet ${k + 1}`);
      }
      await expectBoard(desktop, ref, "the double tap, in the app's window");
      assert.equal(await stepsRecorded(pads[1]), before + 1, "one step recorded, not two");
      // Exactly one tablet is told that the other got there first.
      const notice = (pad) =>
        pad.execute(() => document.querySelector('[data-testid="notice"]')?.textContent ?? "");
      let notices = [];
      await pads[0]
        .waitUntil(
          async () => {
            notices = await Promise.all(pads.map(notice));
            return notices.some((n) => n !== "");
          },
          { timeout: 20_000, interval: 100 },
        )
        .catch(() => {});
      const told = notices.filter((n) => /Already recorded on another device/.test(n));
      assert.equal(told.length, 1, `one tablet is told: ${JSON.stringify(notices)}`);
      assert.equal(notices.filter((n) => n === "").length, 1, "the other just recorded it");

      // The tablet that was told goes on from the new state; the other follows.
      const late = notices.findIndex((n) => n !== "");
      await playScript(pads[late], script, {
        from: at + 1,
        until: at + 2,
        onRecorded: (i, _s, after) => expectBoard(pads[1 - late], after, `step ${i + 1}`),
      });
      assert.equal(await stepsRecorded(pads[late]), before + 2);
    } finally {
      for (const tablet of tablets) await tablet.close();
      await net.close();
      await app.close();
    }
  },
);

/**
 * Starts `script`'s session in the app's window, shares it on loopback and joins a tablet whose
 * network goes through `net` (a lib/proxy.js proxy); returns the tablet once it is connected at
 * setup. The Share dialog stays open on the desktop.
 */
async function tabletThrough(net, desktop, script) {
  await startSession(desktop, { players: script.players, starter: script.start });
  const links = await shareOnLoopback(desktop);
  const tablet = await chromium({ proxy: net.url });
  try {
    await joinByCode(tablet.browser, links.tablet);
    await waitForText(tablet.browser, /Setup/);
    await waitForConnection(tablet.browser, "Connected", "the tablet");
  } catch (e) {
    await tablet.close();
    throw e;
  }
  return tablet;
}

test(
  "a tablet cut off mid-turn comes back by itself and catches up; nothing it showed as recorded is lost",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    const app = await launch();
    // The tablet's network: a proxy that can drop every connection and refuse new ones.
    const net = await proxy();
    let tablet = null;
    try {
      const desktop = app.browser;
      tablet = await tabletThrough(net, desktop, script);
      const pad = tablet.browser;
      await click(desktop, "Close");

      // The Load cards and the first turn's Life Happens card, on the tablet.
      const lh = steps.findIndex((s) => s.kind === "lh");
      await playScript(pad, script, { until: lh + 1 });
      const shown = fold(script, steps, lh + 1);
      const recordedThen = await stepsRecorded(pad);

      // Mid-turn, the Wi-Fi goes: every connection dropped, none gets through.
      net.cut();
      await waitForConnection(pad, /^Reconnecting/, "the tablet cut off");
      // A tap while cut off is not recorded, and the tablet says why.
      const active = script.players[shown.active];
      await (await cardIn(pad, `${active}'s Action card`, steps[lh + 1])).click();
      await waitForText(pad, /can't be reached/);
      await expectBoard(desktop, shown, "a tap that did not reach the computer");

      // Meanwhile the rest of the turn is recorded in the app's window.
      const end = steps.findIndex((s, k) => k > lh && s.kind === "end") + 1;
      await playScript(desktop, script, { from: lh + 1, until: end, checkUndo: false });
      await expectBoard(pad, shown, "while cut off (what it last heard)");

      // Back in range: it reconnects by itself and shows the game as it is now.
      net.restore();
      await waitForConnection(pad, "Connected", "the tablet back in range");
      const now = fold(script, steps, end);
      await expectBoard(pad, now, "catching up");
      // Nothing it showed as recorded was lost: every step it recorded is still in the log, its
      // Life Happens card in the History, and the steps recorded meanwhile after them.
      assert.equal(await stepsRecorded(pad), recordedThen + (end - lh - 1));
      await click(pad, "History", { within: "Game tools" });
      await waitForText(pad, titleOf(steps[lh].card));
      await click(pad, "Close");
      // And it goes on from there: its next step reaches the app's window.
      await playScript(pad, script, { from: end, until: end + 1 });
      await expectBoard(
        desktop,
        fold(script, steps, end + 1),
        "the tablet's step after coming back",
      );
    } finally {
      await tablet?.close();
      await net.close();
      await app.close();
    }
  },
);

test(
  "a tablet whose Wi-Fi goes silent without a word says it is reconnecting, the computer lists it away, and it comes back and catches up",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    const app = await launch();
    // A network that can go silent: nothing gets through, nothing is closed (a half-open link).
    const net = await proxy();
    let tablet = null;
    // The share dialog's list of devices on the desktop: "Tablet 1 connected", "Tablet 1 away".
    const listed = async (pattern, what) => {
      let text = null;
      try {
        await app.browser.waitUntil(
          async () => {
            text = await app.browser
              .$('[data-testid="share-devices"]')
              .getText()
              .catch(() => null);
            return pattern.test(text ?? "");
          },
          // The app's heartbeat is 10 s, two missed drop a device: this bounds it, times nothing.
          { timeout: 120_000, interval: 250 },
        );
      } catch (e) {
        throw new Error(`${what}: the desktop listed ${text}`, { cause: e });
      }
    };
    try {
      const desktop = app.browser;
      tablet = await tabletThrough(net, desktop, script);
      const pad = tablet.browser;
      await listed(/Tablet 1\s+connected/, "the tablet joined");

      // The Wi-Fi goes without a word: no close reaches either end, only silence.
      net.silence();
      await waitForConnection(pad, /^Reconnecting/, "the tablet gone silent", { timeout: 120_000 });
      await listed(/Tablet 1\s+away/, "the tablet gone silent");

      // Meanwhile the Load cards are recorded in the app's window.
      await click(desktop, "Close");
      const loads = script.players.length;
      await playScript(desktop, script, { until: loads, checkUndo: false });

      // Back in range: it reconnects by itself and shows the game as it is now.
      net.restore();
      await waitForConnection(pad, "Connected", "the tablet back in range");
      await expectBoard(pad, fold(script, steps, loads), "catching up after the silence");
      await click(desktop, "Share with the table");
      await listed(/Tablet 1\s+connected/, "the tablet back in range");
    } finally {
      await tablet?.close();
      await net.close();
      await app.close();
    }
  },
);
