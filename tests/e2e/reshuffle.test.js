// The reshuffle banner (issue 27): when a deck is empty, the banner in the status box offers the
// button that records the reshuffle, and the button is whole on screen, in portrait and
// landscape and in every language, even when the sentence beside it takes several lines. The
// six-player golden game stopped just before its reshuffle is imported and resumed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chooseFile } from "./lib/files.js";
import { launch } from "./lib/harness.js";
import { click, control, waitForText } from "./lib/ui.js";

/** The six-player golden game up to (not including) its first reshuffle, as a session file. */
function beforeReshuffle() {
  const path = fileURLToPath(new URL("../golden/six-players.json", import.meta.url));
  const doc = JSON.parse(readFileSync(path, "utf8"));
  const at = doc.events.findIndex((e) => e.type === "deck_reshuffled");
  assert.ok(at > 0, "the golden game reshuffles a deck");
  const cut = { ...doc, events: doc.events.slice(0, at), redo: [] };
  const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "loadout-reshuffle-"));
  const file = join(dir, "before-reshuffle.json");
  writeFileSync(file, JSON.stringify(cut, null, 2));
  return { file, players: doc.events[0].players.map((p) => p.name ?? p) };
}

/** The reshuffle button's box against the status box it scrolls in, and the window. */
const MEASURE = () => {
  const button = [...document.querySelectorAll('[data-testid="status"] .reshuffle button')][0];
  const status = document.querySelector('[data-testid="status"]');
  if (!button || !status) return null;
  const b = button.getBoundingClientRect();
  const s = status.getBoundingClientRect();
  return {
    inBox: b.top >= s.top - 0.5 && b.bottom <= s.bottom + 0.5 && b.right <= s.right + 0.5,
    inWindow: b.bottom <= innerHeight && b.right <= innerWidth,
    button: [Math.round(b.top), Math.round(b.bottom)],
    box: [Math.round(s.top), Math.round(s.bottom)],
  };
};

test(
  "the reshuffle banner's button is whole on screen, in portrait and landscape, in every language",
  { timeout: 10 * 60_000 },
  async () => {
    const { file, players } = beforeReshuffle();
    const app = await launch();
    try {
      const { browser } = app;
      await click(browser, "Past sessions", { opens: "sessions" });
      await chooseFile(browser, () => click(browser, "Import a session file"), file);
      await waitForText(browser, "Shuffle");
      const problems = [];
      // The language is changed from the game's own Settings, which leaves the game open.
      const languages = [
        ["English", "en"],
        ["Deutsch", "de"],
        ["Français", "fr"],
        ["Español", "es"],
      ];
      for (const [language, lang] of languages) {
        await (await control(browser, /^(Settings|Einstellungen|Réglages|Ajustes)$/)).click();
        await (await browser.$(`label[lang="${lang}"] input[type=radio]`)).click();
        await browser.waitUntil(
          async () => (await browser.execute(() => document.documentElement.lang)) === lang,
          { timeout: 10_000, timeoutMsg: `the app never spoke ${language}` },
        );
        await browser.keys("Escape");
        for (const [w, h] of [
          [768, 1024],
          [1280, 800],
        ]) {
          await browser.setWindowSize(w, h);
          await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= w, {
            timeout: 10_000,
          });
          const seen = await browser.execute(MEASURE);
          if (!seen?.inBox || !seen.inWindow)
            problems.push(`${lang} ${w}×${h}: ${JSON.stringify(seen)}`);
        }
      }
      assert.deepEqual(problems, [], `players ${players.join(", ")}`);
    } finally {
      await app.close();
    }
  },
);
