// The core's words in a language its module does not embed (issue #25): the web build's core
// carries English only, and its worker hands it another language's message files when that
// language is first spoken. They come from the service worker's precache, so a language picked
// with no network is said by the core at once: the open game's prompt, written by the core,
// switches to German with the page.

import { test } from "node:test";
import assert from "node:assert/strict";
import { startSession } from "../e2e/lib/game.js";
import { loadScript } from "../e2e/lib/script.js";
import { control } from "../e2e/lib/ui.js";
import { started, withWebApp, workerReady } from "./web.js";

/** The play screen's prompt, said by the core. */
const prompt = (browser) =>
  browser.execute(() => document.querySelector('[data-testid="prompt"]')?.textContent ?? "");

test(
  "offline, a language picked in the game's Settings is spoken by the core at once",
  { timeout: 5 * 60_000 },
  async () => {
    await withWebApp({ width: 1280, height: 800 }, async ({ browser, server }) => {
      await browser.url(server.url);
      await started(browser);
      await workerReady(browser);

      // Airplane mode: the German files can only come from the service worker.
      await server.close();
      await browser.refresh();
      await started(browser);
      const script = loadScript("two-players");
      await startSession(browser, { players: script.players, starter: script.start });
      assert.match(await prompt(browser), /^Setup · draw a Load card face up for /);

      await (await control(browser, "Settings")).click();
      await (await browser.$('label[lang="de"] input[type=radio]')).click();
      await browser.waitUntil(
        async () => (await browser.execute(() => document.documentElement.lang)) === "de",
        { timeout: 20_000, timeoutMsg: "the page did not switch to German" },
      );
      await browser.keys("Escape");
      await browser.waitUntil(async () => /^Aufbau · /.test(await prompt(browser)), {
        timeout: 20_000,
        timeoutMsg: "the core's prompt did not switch to German",
      });
      assert.match(
        await prompt(browser),
        /^Aufbau · ziehen Sie offen eine \S+ für /,
        "the prompt as locales/de/game.ftl says it, its terms from locales/de/terms.ftl",
      );
    });
  },
);
