// The browser's storage, as the start screen and the play screen say it (issue #25):
// - the app asks the browser to keep its data (`navigator.storage.persist()`); refused, the start
//   screen says the browser may delete it and how to prevent that, and shows the room left;
//   granted, it says nothing of it;
// - a full quota (a tiny one set through the DevTools protocol) is the desktop's full disk: the
//   step is recorded and shown, the screen says it is not saved, nothing is lost, and the game is
//   saved with the next step once there is room again, as a reload shows.
// Both in Chromium only: the permission and the quota are set through the DevTools protocol, which
// WebKitGTK's WebDriver does not have (and WebKitGTK has no navigator.storage to grant or refuse).
// In WebKit, which cannot be asked: the start screen says the data may be cleared, and how to keep
// it, with no room shown and no error for the missing API.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cdp } from "../e2e/lib/chromium.js";
import { playScript, startSession } from "../e2e/lib/game.js";
import { fold, loadScript, stepsOf } from "../e2e/lib/script.js";
import { control, expectBoard, pageText, readPlay, waitForText } from "../e2e/lib/ui.js";
import { ENGINES, started, withWebApp, workerReady } from "./web.js";

const MAY_CLEAR = /This browser may delete the sessions and catalogs kept here/;

/** Sets whether the browser grants `origin`'s request to keep its data. */
function keeping(browser, origin, setting) {
  return cdp(browser, "Browser.setPermission", {
    permission: { name: "persistent-storage" },
    setting,
    origin,
  });
}

test(
  "the start screen says when the browser may clear the data, and the room left",
  { timeout: 5 * 60_000 },
  async () => {
    await withWebApp({ width: 1280, height: 800 }, async ({ browser, server, origin }) => {
      await browser.url(server.url);
      await keeping(browser, origin, "denied");
      await browser.refresh();
      await started(browser);
      await waitForText(browser, MAY_CLEAR);
      const room = await (await browser.$('[data-testid="storage-room"]')).getText();
      assert.match(
        room,
        /^[\d.,]+\s?(kB|MB|GB)$/,
        `the room left, in bytes a person reads: ${room}`,
      );
      assert.match(await pageText(browser), /Room left/i);

      await keeping(browser, origin, "granted");
      await browser.refresh();
      await started(browser);
      await (await browser.$('[data-testid="storage-room"]')).waitForDisplayed();
      assert.doesNotMatch(await pageText(browser), MAY_CLEAR, "kept: nothing to warn of");
    });
  },
);

test(
  "in WebKit, with no navigator.storage: the start screen says the data may be cleared and how to keep it",
  { timeout: 5 * 60_000, skip: !ENGINES.includes("webkit") && "WEB_ENGINES has no webkit" },
  async () => {
    await withWebApp(
      { width: 1280, height: 800, engine: "webkit" },
      async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        assert.equal(
          await browser.execute(() => typeof navigator.storage),
          "undefined",
          "WebKitGTK has no navigator.storage",
        );
        await waitForText(browser, MAY_CLEAR);
        const text = await pageText(browser);
        assert.match(text, /on an iPad: Share, then Add to Home Screen/);
        assert.equal(
          await (await browser.$('[data-testid="storage-room"]')).isExisting(),
          false,
          "no room shown: the browser does not say it",
        );
        assert.doesNotMatch(text, /Something went wrong/, "no error for the missing API");
      },
    );
  },
);

test(
  "a full quota: said, the game kept, and saved with the next step once there is room",
  { timeout: 10 * 60_000 },
  async () => {
    await withWebApp({ width: 1280, height: 800 }, async ({ browser, server, origin }) => {
      await browser.url(server.url);
      await started(browser);
      await workerReady(browser);
      const script = loadScript("two-players");
      const steps = stepsOf(script);
      await startSession(browser, { players: script.players, starter: script.start });
      await playScript(browser, script, { until: 3 });

      // No room left: the next step is recorded in memory, and the screen says it is not saved.
      await cdp(browser, "Storage.overrideQuotaForOrigin", { origin, quotaSize: 1 });
      await playScript(browser, script, { from: 3, until: 4 });
      await waitForText(browser, /Recorded, but not saved to disk/);
      await waitForText(browser, /This session could not be saved to disk/);
      await expectBoard(browser, fold(script, steps, 4), "the step taken, kept in memory");

      // Room again: the next step saves the game, the step taken while full with it.
      await cdp(browser, "Storage.overrideQuotaForOrigin", { origin });
      await playScript(browser, script, { from: 4, until: 5 });
      await browser.waitUntil(
        async () => !/could not be saved to disk/.test(await pageText(browser)),
        { timeout: 20_000, timeoutMsg: "the unsaved warning stayed after a saved step" },
      );
      const before = await readPlay(browser);

      await browser.refresh();
      await started(browser);
      await (await control(browser, /^Resume the unfinished game/)).click();
      const after = await expectBoard(browser, fold(script, steps, 5), "resumed after the reload");
      assert.deepEqual(after.players, before.players, "nothing lost");
    });
  },
);
