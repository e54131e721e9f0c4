// The table and the tablet (issue 14), the way a facilitator meets them: in the real app,
// "Share with the table" on this computer's loopback address; a real browser (headless
// Chromium) joins as the table display by the QR code (read by zbarimg, as a phone camera would)
// and as the facilitator's tablet by the typed code. The tablet plays a whole game, checked
// number by number after every step; the app's own window and the display follow every change.
// Only loopback is used: the app listens on 127.0.0.1 and the browser connects there.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ARTEFACTS, isListening, launch, screenshot } from "./lib/harness.js";
import { chromium } from "./lib/chromium.js";
import { loadScript, stepsOf, fold } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { click, control, exists, expectBoard, expectedBoard, fill, waitForText } from "./lib/ui.js";
import { readResults, zbar } from "./lib/results.js";
import { placeRow } from "./lib/reference.js";

/** Desktop: opens Share with the table and starts sharing on 127.0.0.1. Returns the links. */
async function shareOnLoopback(desktop) {
  await click(desktop, "Share with the table");
  const network = await desktop.$("dialog[open] select");
  await network.waitForDisplayed();
  await network.selectByAttribute("value", "127.0.0.1");
  await click(desktop, "Start sharing");
  const links = {};
  for (const kind of ["display", "tablet"]) {
    const figure = await desktop.$(`[data-testid="share-link-${kind}"]`);
    await figure.waitForDisplayed({ timeout: 20_000 });
    links[kind] = {
      address: (await figure.$(".typed strong").getText()).replace(/^http:\/\//, ""),
      code: await figure.$("code").getText(),
      qr: await figure.$("img"),
    };
  }
  return links;
}

/** The table display's players as the page shows them: name and the three tracks. */
async function readDisplay(browser) {
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

/** Waits until the display shows the reference game's tracks. */
async function expectDisplay(browser, ref, what) {
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
        return JSON.stringify(got) === JSON.stringify(want);
      },
      { timeout: 15_000, interval: 100 },
    );
  } catch {
    assert.deepEqual(got, want, `the table display after ${what}`);
  }
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

      // The QR code as the screen shows it, read by a real decoder: the display's whole link,
      // its secret in the fragment (never in a request line), at least 128 bits of it.
      await links.display.qr.scrollIntoView({ block: "center" });
      const png = join(ARTEFACTS, "table-display-qr.png");
      // The window as a camera pointed at the display's code sees it: a screenshot cut to that
      // code (the tablet's code is on screen too, and an element screenshot inside a scrolled
      // dialog comes out offset in WebKitWebDriver).
      await desktop.executeAsync((done) =>
        requestAnimationFrame(() => requestAnimationFrame(done)),
      );
      const whole = join(app.dirs.base, "share-dialog.png");
      await desktop.saveScreenshot(whole);
      const box = await desktop.execute((el) => {
        const r = el.getBoundingClientRect();
        const scale = window.devicePixelRatio;
        return [r.width, r.height, r.left, r.top].map((v) => Math.round(v * scale));
      }, links.display.qr);
      const [w, h, x, y] = box;
      execFileSync("convert", [
        whole,
        "-crop",
        `${w + 20}x${h + 20}+${x - 10}+${y - 10}`,
        "+repage",
        png,
      ]);
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

      // Sharing stopped on the computer: the display says so and does not come back by itself.
      await click(desktop, "Share with the table");
      await click(desktop, "Stop sharing");
      await tv.waitUntil(
        async () => /Sharing stopped/.test(await tv.$('[data-testid="connection"]').getText()),
        { timeoutMsg: "the display was not told that sharing stopped" },
      );
      // Nothing listens any more: the old link reaches no server.
      const refused = !(await isListening(Number(url.port)));
      assert.ok(refused, `nothing listens on ${url.host} once sharing stopped`);
    } finally {
      await display?.close();
      await app.close();
    }
  },
);

test(
  "the facilitator's tablet joins by the typed code and plays a whole game; the app's window follows every step",
  { timeout: 20 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const steps = stepsOf(script);
    const ref = fold(script, steps);
    const app = await launch();
    let tablet = null;
    try {
      const desktop = app.browser;
      await startSession(desktop, { players: script.players, starter: script.start });
      const links = await shareOnLoopback(desktop);
      await click(desktop, "Close");

      tablet = await chromium({ width: 768, height: 1024 });
      const pad = tablet.browser;
      // Typed, as from the computer's screen: the address, then the code on the page it opens.
      await pad.url(`http://${links.tablet.address}/`);
      await waitForText(pad, /Join the game at the table/);
      await fill(pad, "Code", links.tablet.code.toLowerCase());
      await click(pad, "Join");
      await waitForText(pad, /Setup/);
      await pad.waitUntil(
        async () => (await pad.$('[data-testid="connection"]').getText()) === "Connected",
        { timeoutMsg: "the tablet never said Connected" },
      );
      // This session only: no way back to the app's other screens, nothing to share further.
      assert.equal(await exists(pad, "Leave the game (it is saved)"), false);
      assert.equal(await exists(pad, "Share with the table"), false);

      // The whole game on the tablet, the board checked after every step (undo and the amend
      // from History included).
      await playScript(pad, script);
      await screenshot(pad, "table-tablet-768x1024-game-over");
      // The app's window shows the same game: every step reached it.
      await expectBoard(desktop, ref, "the game played on the tablet");

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
      await tablet?.close();
      await app.close();
    }
  },
);
