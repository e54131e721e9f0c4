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
