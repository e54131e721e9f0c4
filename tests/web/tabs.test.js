// One owner (issue #25): a second tab of the web app finds the storage held by the first (an
// exclusive Web Lock, kept for its worker's life), so it writes nothing and says why, as a second
// desktop app on a locked data folder; once the first tab is closed, the second takes over. In
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
        let owner = false;
        // Bounded: the lock is released as the closed tab's worker ends, which Chromium does soon
        // after the tab closes; each try boots the app again and waits for its start screen.
        for (let i = 0; i < 10 && !owner; i++) {
          await browser.refresh();
          await waitForText(browser, /Loadout Companion/, { timeout: 60_000 });
          owner = await browser
            .waitUntil(
              async () => {
                const text = await pageText(browser);
                if (/New session/.test(text)) return "owner";
                if (/open in another tab/.test(text)) return "held";
                return false;
              },
              { timeout: 60_000 },
            )
            .then((state) => state === "owner");
        }
        assert.ok(owner, "after the first tab closed, the second owns the storage");
      } finally {
        await close().catch(() => {});
        await server.close();
      }
    },
  );
}
