// One owner (issue #25): a second tab of the web app finds the storage held by the first (an
// exclusive Web Lock, kept for its worker's life), so it writes nothing and says why, as a second
// desktop app on a locked data folder; once the first tab is closed, the second takes over on its
// own (no reload). A reload of the owner's tab keeps it the owner, though its old worker may hold
// the lock a moment longer (WebKit). In
// Chromium and in WebKit (a second MiniBrowser window, opened through WebDriver's New Window: a
// page's own window.open is blocked there without a user's tap).

import { test } from "node:test";
import assert from "node:assert/strict";
import { pageText, waitForText } from "../e2e/lib/ui.js";
import { serve } from "./server.js";
import { ENGINES, browserFor } from "./web.js";

const DIST = process.env.WEB_DIST;

for (const engine of ENGINES) {
  test(
    `a second tab writes nothing and says why; closing the first hands over (${engine})`,
    { timeout: 5 * 60_000 },
    async () => {
      assert.ok(DIST, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
      const server = await serve(DIST);
      const { browser, close } = await browserFor(engine, { width: 1280, height: 800 });
      try {
        await browser.url(server.url);
        await waitForText(browser, /New session/, { timeout: 60_000 });
        const first = await browser.getWindowHandle();

        const { handle: second } = await browser.createWindow("window");
        await browser.switchToWindow(second);
        await browser.url(server.url);
        assert.notEqual(second, first);
        await waitForText(
          browser,
          /Loadout Companion is open in another tab or window of this browser/,
          {
            timeout: 60_000,
          },
        );
        assert.doesNotMatch(
          await pageText(browser),
          /New session/,
          "it offers nothing that writes",
        );

        // The first tab closed: its worker ends and its lock is released for the next one to boot.
        await browser.switchToWindow(first);
        await browser.closeWindow();
        await browser.switchToWindow(second);
        // Its worker waits in the lock's queue: the second tab takes the storage over on its
        // own, without a reload, and offers what the owner's start screen offers.
        await waitForText(browser, /New session/, { timeout: 60_000 });
        assert.doesNotMatch(await pageText(browser), /open in another tab/);

        // Reloaded, the owner's tab stays the owner: its new worker queues behind the old one,
        // which WebKit may keep alive a moment after the page has gone.
        for (let i = 0; i < 3; i++) {
          await browser.refresh();
          await waitForText(browser, /New session/, { timeout: 60_000 });
        }
      } finally {
        await close().catch(() => {});
        await server.close();
      }
    },
  );
}
