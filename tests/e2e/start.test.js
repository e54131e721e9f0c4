// The start screen of the real app: what the Rust backend answered (version, rules edition,
// sample deck) is shown, with no error.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { launch, screenshot, axeViolations } from "./lib/harness.js";
import { waitForText } from "./lib/ui.js";

// The version the app reports is the workspace's (src-tauri takes it from there).
const cargoToml = readFileSync(new URL("../../Cargo.toml", import.meta.url), "utf8");
const version = /\[workspace\.package\][^[]*?\nversion = "([^"]+)"/.exec(cargoToml)?.[1];

test(
  "the start screen names the app and shows what the Rust backend answered",
  { timeout: 5 * 60_000 },
  async () => {
    const app = await launch();
    try {
      const { browser } = app;
      assert.equal(await browser.getTitle(), "Loadout Companion");
      assert.equal(await browser.$("h1").getText(), "Loadout Companion");
      // The app focuses the heading for screen readers, with no focus ring drawn round it.
      const heading = await browser.waitUntil(
        () =>
          browser.execute(() => {
            const h = document.activeElement;
            if (h?.tagName !== "H1") return null;
            const style = getComputedStyle(h);
            return { outline: style.outlineStyle, width: style.outlineWidth };
          }),
        { timeout: 10_000, timeoutMsg: "the start screen's heading never took focus" },
      );
      assert.ok(
        heading.outline === "none" || heading.width === "0px",
        `a focus ring round the title: ${JSON.stringify(heading)}`,
      );
      await waitForText(browser, "The Loadout v1.1");
      assert.match(
        await waitForText(browser, version),
        new RegExp(`Version ${version.replace(/\./g, "\\.")}`, "i"),
      );
      assert.equal(await browser.$('[data-testid="app-info-error"]').isExisting(), false);
      assert.deepEqual(await axeViolations(browser), []);
      await screenshot(browser, "start");
    } finally {
      await app.close();
    }
  },
);

/** A simple message of `locales/<lang>/ui.ftl` (one line, no variables), as the app says it. */
function message(lang, id) {
  const file = readFileSync(new URL(`../../locales/${lang}/ui.ftl`, import.meta.url), "utf8");
  const text = new RegExp(`^${id} = (.+)$`, "m").exec(file)?.[1];
  if (!text) throw new Error(`locales/${lang}/ui.ftl has no one-line message ${id}`);
  return text;
}

test(
  "on a German system the start screen's first buttons are German, with no English word before them",
  { timeout: 5 * 60_000 },
  async () => {
    // The page paints the icon and the app's name before its scripts run (ui/index.html); every
    // word after them must wait for the app's language, which the backend says. Each poll of the
    // page takes what an observer in it saw change since the last, from its first poll on.
    const ids = ["start-new", "sessions-title", "catalogs-title", "settings-title"];
    const german = ids.map((id) => message("de", id));
    const english = [...ids, "start-tagline"].map((id) => message("en", id));
    const app = await launch({ env: { LC_ALL: "de_DE.UTF-8", LANG: "de_DE.UTF-8" } });
    try {
      const { browser } = app;
      const seen = [];
      const first = await browser.waitUntil(
        async () => {
          const now = await browser.execute(() => {
            const text = () => document.body.innerText;
            if (!window.__startTexts) {
              window.__startTexts = [text()];
              new MutationObserver(() => window.__startTexts.push(text())).observe(document, {
                subtree: true,
                childList: true,
                characterData: true,
              });
            }
            const buttons = [...document.querySelectorAll("button")].filter(
              (b) => !b.disabled && b.getClientRects().length > 0,
            );
            return {
              texts: window.__startTexts.splice(0),
              buttons: buttons.map((b) => b.textContent.trim()),
            };
          });
          seen.push(...now.texts);
          return now.buttons.length > 0 && now;
        },
        { timeout: 60_000, interval: 10, timeoutMsg: "the start screen offered no button" },
      );
      assert.deepEqual(first.buttons, german);
      assert.ok(seen.length > 0, "the page's text was never read");
      for (const text of seen) {
        for (const word of english) assert.ok(!text.includes(word), `"${word}" shown in: ${text}`);
      }
      assert.equal(await browser.$("h1").getText(), "Loadout Companion");
      // The tagline names a term (its part before it is plain text).
      await waitForText(browser, message("de", "start-tagline").split("{")[0].trim());
    } finally {
      await app.close();
    }
  },
);
