// Every screen of the real app, in the light and the dark theme, at tablet portrait (768×1024)
// and landscape (1280×800): a screenshot of each in artefacts/e2e/screens/, and axe-core run on
// each: no serious or critical violation anywhere, and no text cut off or painted over other text
// (lib/layout.js). In the light theme each screen is shown again in the pseudo-language en-XA
// (English accented and 40% longer, switched to mid-game as a facilitator switches language), with
// the same checks, so a longer translation finds room everywhere (artefacts/e2e/screens-pseudo/);
// and twelve screens (the new session, four turns, the round end, History, an adjustment, the
// results and their code, past sessions, the catalog editor, settings) in German, French and
// Spanish (artefacts/e2e/screens/languages/, which make screenshots copies into docs/screenshots/).

import { test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch, freshDirs, axeViolations, screenshot } from "./lib/harness.js";
import { loadScript, stepsOf } from "./lib/script.js";
import { click, pageText, speak, waitForText } from "./lib/ui.js";
import { chooseFile } from "./lib/files.js";
import { textProblems } from "./lib/layout.js";
import { badCatalogText, walkCatalogsAndSettings, walkGame, walkResults } from "./lib/walk.js";

const SIZES = [
  [768, 1024],
  [1280, 800],
];
const THEMES = { light: "Adwaita", dark: "Adwaita:dark" };
/** The screens shown in German, French and Spanish too, for docs/screenshots/languages/. */
const LANGUAGE_SHOTS = [
  "02-new-session",
  "04-turn-life-happens",
  "06-turn-brotherhood-and-end",
  "07-round-end-turning-point",
  "09-turn-overloaded",
  "10-history",
  "11-adjustment",
  "14-results",
  "15-results-qr-code",
  "17-past-sessions",
  "20-catalog-editor",
  "21-settings",
];
/**
 * Text cut off on purpose, each with why; the check reports everything else. A new entry needs a
 * reason a facilitator would accept.
 */
const CUT_ON_PURPOSE = [
  {
    size: "768x1024",
    where: /cut off by .*\(li\.player\.[^ ]* > div\.head\.[^ ]* > span\.badge/,
    why:
      "portrait scoreboard: a card's badges give way with an ellipsis so that the name and the " +
      "score stay whole and no card grows when a badge comes (Scoreboard.svelte); the card's " +
      "border says whose turn it is, and the badge's whole word is its accessible name",
  },
];

/** The final ranking's heading in each language: the session's words follow the switch. */
const RESULTS_IN = { de: /Endstand/, fr: /Classement final/i, es: /Clasificación final/i };
const golden = (name) => new URL(`../golden/${name}`, import.meta.url).pathname;

for (const [theme, gtkTheme] of Object.entries(THEMES)) {
  test(
    `every screen in the ${theme} theme: screenshots and axe-core`,
    { timeout: 15 * 60_000 },
    async () => {
      const dirs = freshDirs();
      mkdirSync(join(dirs.data, "sessions"), { recursive: true });
      // A finished game to list, a damaged file (the start screen and past sessions say so), and a
      // catalog file with a problem to import.
      copyFileSync(
        golden("four-players.json"),
        join(dirs.data, "sessions", "20250510-180000-four.json"),
      );
      const whole = readFileSync(golden("two-players.json"));
      writeFileSync(
        join(dirs.data, "sessions", "20250511-180000-cut1.json"),
        whole.subarray(0, whole.length >> 1),
      );
      const badCatalog = join(dirs.base, "our-cards.json");
      writeFileSync(badCatalog, badCatalogText());
      const app = await launch({ dirs, env: { GTK_THEME: gtkTheme } });
      const problems = [];
      try {
        const { browser } = app;
        const dark = await browser.execute(
          () => matchMedia("(prefers-color-scheme: dark)").matches,
        );
        assert.equal(dark, theme === "dark", `the page sees the ${theme} system theme`);

        const speakIn = (lang) => speak(browser, lang);

        /** Text cut off or overlapping on the screen showing now, each named. */
        const checkText = async (name, w, h) => {
          for (const p of await textProblems(browser)) {
            const meant = CUT_ON_PURPOSE.some((c) => c.size === `${w}x${h}` && c.where.test(p));
            if (!meant) problems.push(`${name} at ${w}x${h}: ${p}`);
          }
        };

        /**
         * Screenshots at both sizes, the text checks and an axe-core run for the screen showing
         * now; in the light theme the same again in the pseudo-language, and for the screens in
         * `LANGUAGE_SHOTS`, a screenshot in each other language.
         */
        const shoot = async (name) => {
          for (const [w, h] of SIZES) {
            await browser.setWindowSize(w, h);
            await screenshot(browser, `screens/${name}-${w}x${h}-${theme}`);
            await checkText(name, w, h);
          }
          for (const v of await axeViolations(browser)) problems.push(`${name}: ${v}`);
          if (theme !== "light") return;
          await speakIn("en-XA");
          for (const [w, h] of SIZES) {
            await browser.setWindowSize(w, h);
            await screenshot(browser, `screens-pseudo/${name}-${w}x${h}`);
            await checkText(`${name} (en-XA)`, w, h);
          }
          for (const v of await axeViolations(browser)) problems.push(`${name} (en-XA): ${v}`);
          if (LANGUAGE_SHOTS.includes(name)) {
            for (const lang of ["de", "fr", "es"]) {
              await speakIn(lang);
              for (const [w, h] of SIZES) {
                await browser.setWindowSize(w, h);
                await screenshot(browser, `screens/languages/${name}-${w}x${h}-${lang}`);
                await checkText(`${name} (${lang})`, w, h);
              }
              if (name === "14-results") {
                const text = await pageText(browser);
                assert.match(text, RESULTS_IN[lang], `the results screen in ${lang}`);
                assert.doesNotMatch(text, /Final ranking|Take the results home/);
              }
            }
          }
          await speakIn("system");
        };

        await waitForText(browser, "New session");
        await shoot("01-start-damaged-file");

        const script = loadScript("two-players");
        const playTo = await walkGame(browser, script, shoot);
        await playTo(stepsOf(script).length);
        await walkResults(browser, shoot);

        await click(browser, "Back");
        await click(browser, /^Leave/);
        await waitForText(browser, /damaged and left untouched/);
        await shoot("16-start-resume-and-damaged-file");
        await click(browser, "Past sessions", { opens: "sessions" });
        await waitForText(browser, "cut1.json");
        await shoot("17-past-sessions");
        await click(browser, "Back");

        await walkCatalogsAndSettings(browser, shoot, (button) =>
          chooseFile(browser, () => click(browser, button), badCatalog),
        );
      } finally {
        await app.close();
      }
      assert.deepEqual(
        problems,
        [],
        "text cut off or overlapping, or serious or critical accessibility violations",
      );
    },
  );
}
