// Card titles break at a syllable, with a hyphen, never in the middle of a word without one: at
// the first Life Happens card of the 4-player golden game on the sample deck (its titles printed
// in English), with the app in English and in German (the titles then marked `lang="en"` inside a
// German page), on a portrait tablet, a landscape tablet and a laptop. A tile's title is measured
// against a copy of it that may not break a word anywhere but at a hyphenation point
// (`overflow-wrap: normal`): where the copy runs past the tile's edge, the tile broke a word
// without a hyphen. The words must be hyphenated somewhere (else nothing was checked).
//
// WebKit only: it hyphenates with the system's dictionaries (Debian's hyphen-* packages, which
// scripts/setup.sh installs and the app's package recommends), and it is the desktop app's engine.
// Debian's Chromium has no hyphenation dictionaries (Chrome downloads them on its own).
// Screenshots: artefacts/web/hyphens-<lang>-<w>x<h>.png.

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

/**
 * In the page: the Life Happens tiles' titles, as {title, lang, split, overflow}: `split`, whether
 * a word of it spans two lines; `overflow`, how far its unbreakable copy runs past the tile's
 * edge (px).
 */
const TITLES = () =>
  [...document.querySelectorAll('[data-deck="life_happens"] ul .card .head')].map((head) => {
    const span = head.querySelector(".title");
    const text = span.firstChild;
    const tops = [];
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      tops.push(rects.length > 0 ? Math.round(rects.at(-1).top) : null);
    }
    let split = false;
    for (let i = 1; i < text.length; i++) {
      const inWord = /\p{L}/u.test(text.data[i - 1]) && /\p{L}/u.test(text.data[i]);
      if (inWord && tops[i] !== null && tops[i - 1] !== null && tops[i] !== tops[i - 1]) {
        split = true;
      }
    }
    // The copy: the same box, words broken only where the language allows a hyphen.
    const copy = head.cloneNode(true);
    const box = head.getBoundingClientRect();
    Object.assign(copy.style, {
      position: "absolute",
      visibility: "hidden",
      left: "0",
      top: "0",
      width: `${box.width}px`,
      boxSizing: getComputedStyle(head).boxSizing,
      overflowWrap: "normal",
      wordBreak: "normal",
    });
    head.parentElement.append(copy);
    const edge =
      copy.getBoundingClientRect().right - parseFloat(getComputedStyle(copy).paddingRight);
    const range = document.createRange();
    range.selectNodeContents(copy.querySelector(".title"));
    const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
    copy.remove();
    return {
      title: text.data,
      lang: span.closest("[lang]")?.getAttribute("lang"),
      split,
      overflow: Math.round(right - edge),
    };
  });

test(
  "card titles break at a syllable with a hyphen, in English and German, at three sizes (webkit)",
  { timeout: 10 * 60_000, skip: !ENGINES.includes("webkit") && "WEB_ENGINES leaves WebKit out" },
  async () => {
    assert.ok(DIST, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
    const { browser, close } = await openWebApp(DIST, "webkit");
    try {
      await atFirstLifeHappens(browser, loadScript("four-players"));
      const problems = [];
      let split = 0;
      for (const lang of ["en", "de"]) {
        if (lang !== "en") await speakInGame(browser, lang);
        for (const [w, h] of SIZES) {
          await viewport(browser, w, h);
          await screenshot(browser, `hyphens-${lang}-${w}x${h}`);
          const titles = await browser.execute(TITLES);
          assert.equal(titles.length, 20, "the sample's Life Happens deck");
          for (const t of titles) {
            // The titles are English: in a German page they say so, for the hyphenation.
            if (lang !== "en" && t.lang !== "en") problems.push(`${t.title}: lang ${t.lang}`);
            if (t.split) split++;
            if (t.overflow > 0.5) {
              problems.push(`${lang} ${w}×${h}: “${t.title}” breaks a word without a hyphen`);
            }
          }
        }
      }
      assert.deepEqual(problems, []);
      assert.ok(split > 0, "no title broke a word at any size: nothing was checked");
    } finally {
      await close();
    }
  },
);
