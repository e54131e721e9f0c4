import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { openApp, saveScreenshot } from "./app.mjs";

// The version the app reports is the workspace's (src-tauri takes it from there).
const cargoToml = readFileSync(new URL("../../Cargo.toml", import.meta.url), "utf8");
const version = /\[workspace\.package\][^[]*?\nversion = "([^"]+)"/.exec(cargoToml)?.[1];

let browser;
before(async () => {
  browser = await openApp();
});
after(async () => {
  await browser?.deleteSession();
});

test("the start screen names the app and shows what the Rust backend answered", async () => {
  assert.equal(await browser.getTitle(), "Loadout Companion");
  assert.equal(await browser.$("h1").getText(), "Loadout Companion");

  // Filled in from the app_info command once its answer arrives.
  const rules = browser.$('[data-testid="rules-edition"]');
  await rules.waitForDisplayed({ timeout: 15000 });
  assert.equal(await rules.getText(), "The Loadout v1.1");
  assert.equal(await browser.$('[data-testid="app-version"]').getText(), version);
  assert.equal(
    await browser.$('[data-testid="sample-deck"]').getText(),
    "Sample deck (not the printed cards)",
  );
  assert.equal(await browser.$('[data-testid="app-info-error"]').isExisting(), false);

  await saveScreenshot(browser, "e2e-start");
});
