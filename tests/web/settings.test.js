// Settings in the web app: a choice made on the Settings screen reaches the core in its worker.
// The screen's settings are reactive state (Svelte's proxies), which a Worker's structured clone
// refuses; the request failed with "could not be cloned" and the language never changed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { click, onScreen, pageText } from "../e2e/lib/ui.js";
import { ENGINES, started, withWebApp } from "./web.js";

for (const engine of ENGINES) {
  test(
    `a language picked in Settings is spoken at once, and kept after a reload (${engine})`,
    { timeout: 5 * 60_000 },
    async () => {
      await withWebApp({ width: 1280, height: 800, engine }, async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        await click(browser, "Settings", { opens: "settings" });
        await (await browser.$('//label[normalize-space()="Deutsch"]/input')).click();
        await browser.waitUntil(
          async () => (await browser.execute(() => document.documentElement.lang)) === "de",
          { timeout: 20_000, timeoutMsg: "the page did not switch to German" },
        );
        assert.doesNotMatch(await pageText(browser), /could not be cloned/);

        await browser.refresh();
        await onScreen(browser, "start");
        await browser.waitUntil(
          async () => (await browser.execute(() => document.documentElement.lang)) === "de",
          { timeout: 60_000, timeoutMsg: "the German setting was not kept" },
        );
      });
    },
  );
}
