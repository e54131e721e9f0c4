// A turn fits the screen (issue 27), in every language: the three golden games played in the web
// app (the same screens over the same core, in WebAssembly), each in English, German, French,
// Spanish and the pseudo-language en-XA (English accented and 40% longer: a translation longer
// than any of ours finds room), on a portrait tablet (768×1024) and a landscape laptop
// (1280×800). Before every step the control it needs (the card grid, the Brotherhood givers, End
// turn, the round's Turning Point cards, the results button) must be wholly on the screen without
// scrolling the page, under nothing and overlapping nothing (tests/e2e/lib/fit.js). The browser
// speaks the language as a device set to it does (`--lang`): the app follows it.
//
// The real app's window (WebKitGTK) walks one game the same way: tests/e2e/fit.test.js. These
// thirty walks run in Chromium only, for time: they are the longest of the web tests, and WebKit's
// layout of the same screens is walked there (the browser's language is Chromium's --lang here;
// WebKitGTK takes it from its process's environment).
// Screenshots of the six-player game's first turn with a Brotherhood card, at each step, in
// German, French and the pseudo-language: artefacts/web/fit/.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "../e2e/lib/chromium.js";
import { SIZES, walkGame } from "../e2e/lib/fit.js";
import { loadScript } from "../e2e/lib/script.js";
import { serve } from "./server.js";

const DIST = process.env.WEB_DIST;
const ARTEFACTS = join(process.env.E2E_ARTEFACTS ?? "artefacts/web", "fit");
const GAMES = ["two-players", "four-players", "six-players"];
const LANGS = ["en", "de", "fr", "es", "en-XA"];
/** The languages whose six-player turn is kept as pictures, to be looked at. */
const SHOTS = ["de", "fr", "en-XA"];

/** The steps of the six-player game's first turn with a Brotherhood card, and the round's end. */
function shotsOf(script) {
  const round = script.rounds[0];
  const turn = round.turns.findIndex((t) => t.bro);
  return (s) =>
    (s.round === 0 && s.turn === turn) ||
    (s.kind === "tp" && s.round === 0) ||
    s.kind === "results";
}

/** One browser of the size `w`×`h` speaking `lang`: every golden game walked. */
async function walkAll(server, lang, [w, h]) {
  const { browser, close } = await chromium({ width: w, height: h, lang });
  try {
    // The window's frame takes some of its size: the page gets exactly w×h.
    const [iw, ih] = await browser.execute(() => [innerWidth, innerHeight]);
    if (iw !== w || ih !== h) {
      await browser.setWindowSize(2 * w - iw, 2 * h - ih);
      await browser.waitUntil(
        async () =>
          (await browser.execute(() => innerWidth * 10000 + innerHeight)) === w * 10000 + h,
        { timeout: 10_000, timeoutMsg: `the page never got ${w}×${h}` },
      );
    }
    const problems = [];
    for (const game of GAMES) {
      const script = loadScript(game);
      await browser.url(server.url);
      const shoot = game === "six-players" && SHOTS.includes(lang) ? shotsOf(script) : null;
      const found = await walkGame(browser, script, {
        onStep: async (i, s) => {
          if (i === 0) {
            const spoken = await browser.execute(() => [
              document.documentElement.lang,
              innerWidth,
              innerHeight,
            ]);
            assert.deepEqual(spoken, [lang, w, h], `the page speaks ${lang} at ${w}×${h}`);
          }
          if (!shoot?.(s)) return;
          const dir = join(ARTEFACTS, `${game}-${lang}-${w}x${h}`);
          mkdirSync(dir, { recursive: true });
          await browser.saveScreenshot(join(dir, `${String(i).padStart(3, "0")}-${s.kind}.png`));
        },
      });
      problems.push(...found.map((p) => `${game}: ${p}`));
    }
    return problems;
  } finally {
    await close().catch(() => {});
  }
}

for (const lang of LANGS) {
  test(
    `in ${lang}, every step's control of the golden games is on the screen at 768×1024 and 1280×800`,
    { timeout: 10 * 60_000 },
    async () => {
      assert.ok(DIST, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
      const server = await serve(DIST);
      try {
        // The two sizes side by side: two browsers, each its own storage.
        const found = await Promise.all(SIZES.map((size) => walkAll(server, lang, size)));
        const problems = found.flatMap((list, i) => list.map((p) => `${SIZES[i].join("×")} ${p}`));
        assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems in ${lang}`);
      } finally {
        await server.close();
      }
    },
  );
}
