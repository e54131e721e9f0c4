// The game's tools at the table (the play screen's top bar): at the first Life Happens card of the
// 4-player golden game on the sample deck, on a portrait tablet (768×1024), a landscape tablet
// (1024×768) and a laptop (1280×800), in English, German, French and Spanish (the language chosen
// in the game's own Settings, as at the table), the tools (Undo to Share) stand in one row, each
// word on one line, all on the screen; on the laptop beside the round (the top bar one row high).
// Screenshots: artefacts/web/tools-<engine>-<lang>-<w>x<h>.png. In Chromium and in WebKit (an
// iPad's engine).

import { test } from "node:test";
import assert from "node:assert/strict";
import { screenshot } from "../e2e/lib/harness.js";
import { loadScript } from "../e2e/lib/script.js";
import { atFirstLifeHappens, openWebApp, speakInGame, viewport } from "./findcard.js";
import { ENGINES } from "./web.js";

const DIST = process.env.WEB_DIST;
const SIZES = [
  [768, 1024],
  [1024, 768],
  [1280, 800],
];
const LANGS = ["en", "de", "fr", "es"];

/** In the page: the top bar's tools and the round, measured. */
const BAR = () => {
  const bar = document.querySelector('[data-screen="play"] > header');
  const tools = [...bar.querySelectorAll("nav button")];
  const round = bar.querySelector('[data-testid="round"]').getBoundingClientRect();
  const nav = bar.querySelector("nav").getBoundingClientRect();
  /** How many lines the text of el takes. */
  const lines = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  };
  return {
    rows: new Set(tools.map((b) => Math.round(b.getBoundingClientRect().top))).size,
    wrapped: tools.filter((b) => lines(b) > 1).map((b) => b.textContent.trim()),
    off: tools
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.left < 0 || r.right > innerWidth || r.top < 0 || r.bottom > innerHeight;
      })
      .map((b) => b.textContent.trim()),
    besideRound: nav.top < round.bottom && round.top < nav.bottom,
  };
};

for (const engine of ENGINES) {
  test(
    `the game's tools in one row, at 768×1024, 1024×768 and 1280×800, in every language (${engine})`,
    { timeout: 10 * 60_000 },
    async () => {
      assert.ok(DIST, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
      const { browser, close } = await openWebApp(DIST, engine);
      try {
        const script = loadScript("four-players");
        await atFirstLifeHappens(browser, script);
        const problems = [];
        for (const lang of LANGS) {
          await speakInGame(browser, lang);
          for (const [w, h] of SIZES) {
            await viewport(browser, w, h);
            await screenshot(browser, `tools-${engine}-${lang}-${w}x${h}`);
            const at = `${lang} ${w}×${h}`;
            const bar = await browser.execute(BAR);
            if (bar.rows !== 1) problems.push(`${at}: the tools take ${bar.rows} rows`);
            if (bar.wrapped.length > 0) problems.push(`${at}: tools wrapped: ${bar.wrapped}`);
            if (bar.off.length > 0) problems.push(`${at}: tools off the screen: ${bar.off}`);
            if (w === 1280 && !bar.besideRound) problems.push(`${at}: the tools below the round`);
          }
        }
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    },
  );
}
