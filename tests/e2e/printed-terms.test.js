// A printed deck that names the game's terms its own way (issue 15): a catalog declaring German
// cards that print "Belastung" for Load and "Alltag" for Life Happens. A session on it says the
// printed words on every part of the play screen (the backend's prompt and ledger, the screen's
// own track labels), in English and after switching to German mid-game; a session on the sample
// deck keeps the app's words.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freshDirs, launch, screenshot } from "./lib/harness.js";
import { click, control, fill, pageText, speak, waitForText } from "./lib/ui.js";
import { enterPlayers } from "./lib/game.js";
import { chromium, joinByCode, shareOnLoopback } from "./lib/chromium.js";

const sample = () =>
  JSON.parse(
    readFileSync(new URL("../../crates/tracker/catalogs/sample.json", import.meta.url), "utf8"),
  );

/** Starts a session of Ana and Ben on the catalog called `catalog`. */
async function startOn(browser, catalog) {
  await click(browser, "New session", { opens: "new" });
  await waitForText(browser, "Who starts round 1");
  await enterPlayers(browser, ["Ana", "Ben"]);
  await click(browser, "Ana", { within: "Who starts round 1" });
  await click(browser, new RegExp(`^${catalog}`));
  await click(browser, "Start the session", { opens: "play" });
  await waitForText(browser, /Setup/);
}

test(
  "a deck's printed terms are said on the play screen, in every language",
  { timeout: 5 * 60_000 },
  async () => {
    const dirs = freshDirs();
    const deck = sample();
    deck.name = "Unsere gedruckten Karten";
    deck.sample = false;
    deck.format_version = 2;
    deck.language = "de";
    deck.terms = { load: "Belastung", life_happens: "Alltag", momentum: "Antrieb" };
    mkdirSync(join(dirs.data, "catalogs"), { recursive: true });
    writeFileSync(join(dirs.data, "catalogs", "unsere-karten.json"), JSON.stringify(deck));

    const app = await launch({ dirs });
    let display = null;
    try {
      const { browser } = app;
      await startOn(browser, "Unsere gedruckten Karten");
      // The backend's prompt and the screen's own words (the tracks) both say the printed terms.
      await waitForText(browser, /Belastung card/);
      let text = await pageText(browser);
      assert.match(text, /\bAntrieb\b/, "the Momentum track is named as printed");
      assert.doesNotMatch(
        text,
        /\bLoad\b|\bMomentum\b/,
        "no glossary word left for a printed term",
      );
      assert.match(text, /\bConnection\b/, "a term the deck does not print stays the app's");
      await screenshot(browser, "printed-terms-en");

      // The table display, in a real browser on loopback, names the tracks as printed too.
      const links = await shareOnLoopback(browser);
      await click(browser, "Close");
      display = await chromium({ width: 1920, height: 1080 });
      const tv = display.browser;
      await joinByCode(tv, links.display);
      await tv.$('[data-testid="table-display"]').waitForDisplayed({ timeout: 20_000 });
      await waitForText(tv, /\bAntrieb\b/);
      const shown = await pageText(tv);
      assert.match(shown, /\bBelastung\b/, "the display names the Load track as printed");
      assert.doesNotMatch(shown, /\bLoad\b|\bMomentum\b/, "no glossary word on the display");
      await screenshot(tv, "printed-terms-display-en");

      // Mid-game, in German: the printed terms stay, the rest is German.
      await speak(browser, "de");
      await waitForText(browser, /Belastung-Karte/);
      text = await pageText(browser);
      assert.match(text, /\bVerbundenheit\b/, "the app's own German word for an unprinted term");
      assert.doesNotMatch(text, /Belastungskarte|\bSchwung\b/, "no German glossary word left");
      await screenshot(browser, "printed-terms-de");
      // The display follows the language, and keeps the printed terms.
      await waitForText(tv, /\bVerbundenheit\b/);
      assert.doesNotMatch(await pageText(tv), /Belastungskarte|\bSchwung\b/, "no German glossary word");
      await screenshot(tv, "printed-terms-display-de");

      // A session on the sample deck says the app's words again.
      await speak(browser, "en");
      await click(browser, "Leave the game (it is saved)", { opens: "start" });
      await startOn(browser, "Sample deck");
      await waitForText(browser, /\bLoad card\b/);
      text = await pageText(browser);
      assert.doesNotMatch(text, /Belastung|Antrieb/, "the sample deck prints no terms");

      // The catalog editor shows what the file declares, and saves a term typed in.
      await click(browser, "Leave the game (it is saved)", { opens: "start" });
      await click(browser, "Catalogs", { opens: "catalogs" });
      await click(browser, "Edit Unsere gedruckten Karten");
      const section = { within: "Printed language and terms" };
      await waitForText(browser, "Printed language and terms");
      const value = async (name) => (await control(browser, name, section)).getValue();
      assert.equal(await value(/^Language of the cards/), "de");
      assert.equal(await value("Load"), "Belastung");
      assert.equal(await value("Momentum"), "Antrieb");
      assert.equal(await value("Connection"), "", "a term the deck does not print is left empty");
      await fill(browser, "Turning Point", "Kehrtwende", section);
      // Emptied as a facilitator empties it: select all, delete.
      await (await control(browser, "Momentum", section)).click();
      await browser.keys(["Control", "a"]);
      await browser.keys("Backspace");
      await click(browser, "Save catalog");
      await waitForText(browser, "Saved.");
      const saved = JSON.parse(
        readFileSync(join(dirs.data, "catalogs", "unsere-karten.json"), "utf8"),
      );
      assert.equal(saved.format_version, 2);
      assert.equal(saved.language, "de");
      assert.deepEqual(saved.terms, {
        load: "Belastung",
        life_happens: "Alltag",
        turning_point: "Kehrtwende",
      });
      await screenshot(browser, "printed-terms-editor");
    } finally {
      await display?.close();
      await app.close();
    }
  },
);
