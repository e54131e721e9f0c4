// A turn fits the screen (issue 27): at 768×1024 and 1280×800, before every step of the golden
// games, the control the step needs (the card grid, the Brotherhood givers, End turn, the
// reshuffle buttons) is wholly in the window without scrolling the page, not cut by a scroll
// edge, not covered, and overlapping no other control. The first step of each kind is checked
// again in German, French, Spanish and the pseudo-language (accented and 40% longer). The control
// that records a step is checked once more as it is tapped: reached inside its own region (a
// card list scrolls in its place), the page itself never scrolled.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { loadScript } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { speak } from "./lib/ui.js";

// Marked todo: written and checked against the golden views in WebKitGTK (MiniBrowser) and
// Chromium, but not yet run against this branch's built app (no built target was available to
// this branch's session). Drop the todo once a run of this file passes.
const TODO = "not yet run against the built app on this branch";

const SIZES = [
  [768, 1024],
  [1280, 800],
];
const LANGUAGES = ["de", "fr", "es", "en-XA"];

// What each kind of step needs, found by structure (the same in every language).
const cards = (deck) => [
  [`the ${deck} card grid`, `.picker[data-deck="${deck}"] > ul.cards`],
  [`the first ${deck} card`, `.picker[data-deck="${deck}"] > ul.cards button`],
];
const END_TURN = ["End turn", "button.end-turn"];
const NEEDS = {
  load: cards("load"),
  lh: cards("life_happens"),
  act: cards("action"),
  bro: [["the Brotherhood givers", ".brotherhood .seats"], END_TURN],
  end: [END_TURN, ["a Real Talk button", ".real-talk .buttons button"]],
  tp: cards("turning_point"),
  adjust: [["the game tools", "nav.tools"]],
};
const RESHUFFLE = ["a reshuffle button", ".reshuffle button"];
// Shown only some of the time: checked when they are there.
const OPTIONAL = [RESHUFFLE[1], ".real-talk .buttons button"];

/**
 * In the page: what is wrong with each of `needs` ([what, selector]; every element the selector
 * finds is checked). Empty when each is wholly in the window, cut by no scroll edge, on top at
 * its centre and corners, and overlaps no other control (as far as that control is shown).
 */
const PROBLEMS = `
  const [needs, optional] = arguments;
  const problems = [];
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const name = (el) => el ? (el.getAttribute("aria-label") || el.textContent || el.tagName)
    .replace(/\\s+/g, " ").trim().slice(0, 40) : "nothing";
  const round = (r) => [r.left, r.top, r.right, r.bottom].map(Math.round).join(",");
  // The part of an element that shows: its box cut by every ancestor that clips or scrolls.
  const visiblePart = (el) => {
    const r = el.getBoundingClientRect();
    const v = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let e = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const c = e.getBoundingClientRect();
      v.left = Math.max(v.left, c.left + e.clientLeft);
      v.right = Math.min(v.right, c.left + e.clientLeft + e.clientWidth);
      v.top = Math.max(v.top, c.top + e.clientTop);
      v.bottom = Math.min(v.bottom, c.top + e.clientTop + e.clientHeight);
    }
    return v;
  };
  const scrolled = (document.scrollingElement?.scrollTop ?? 0) + (document.querySelector("[data-flow]")?.scrollTop ?? 0);
  if (scrolled > 0) problems.push("the page is scrolled by " + scrolled + " px");
  for (const [what, selector] of needs) {
    const found = [...document.querySelectorAll(selector)].filter(shown);
    if (found.length === 0) {
      if (!optional.includes(selector)) problems.push(what + ": not on the screen");
      continue;
    }
    // A card grid or a list of buttons: its first element stands for it (a grid's first card).
    const all = selector.endsWith(" button") && !selector.includes("ul.cards") ? found : found.slice(0, 1);
    for (const el of all) {
      const r = el.getBoundingClientRect();
      const label = what + " “" + name(el) + "” (" + round(r) + ")";
      if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
        problems.push(label + ": not wholly in the " + innerWidth + "×" + innerHeight + " window");
        continue;
      }
      const v = visiblePart(el);
      if (v.left > r.left + 0.5 || v.top > r.top + 0.5 || v.right < r.right - 0.5 || v.bottom < r.bottom - 0.5) {
        problems.push(label + ": cut by a scroll edge (shown: " + round(v) + ")");
        continue;
      }
      for (const [fx, fy] of [[0.5, 0.5], [0.08, 0.12], [0.92, 0.12], [0.08, 0.88], [0.92, 0.88]]) {
        const x = r.left + r.width * fx, y = r.top + r.height * fy;
        const top = document.elementFromPoint(x, y);
        if (!top || !(top === el || el.contains(top))) {
          problems.push(label + ": covered at " + Math.round(x) + "," + Math.round(y) + " by “" + name(top) + "”");
          break;
        }
      }
      for (const o of document.querySelectorAll("button, input, select, textarea, a[href]")) {
        if (o === el || el.contains(o) || o.contains(el) || !shown(o) || o.closest("dialog")) continue;
        const q = visiblePart(o);
        const x = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const y = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (x > 1 && y > 1) problems.push(label + ": overlaps “" + name(o) + "” (" + round(q) + ")");
      }
    }
  }
  return problems;
`;

/** Sets the window's size and waits until the page has it. */
async function windowSize(browser, w, h) {
  await browser.setWindowSize(w, h);
  await browser.waitUntil(
    async () => {
      const [iw, ih] = await browser.execute(() => [innerWidth, innerHeight]);
      return iw <= w && ih <= h && iw > w - 40 && ih > h - 80;
    },
    { timeout: 10_000, timeoutMsg: `the page never got ${w}×${h}` },
  );
}

/** Waits until the step's controls are there and no change is on its way. */
async function ready(browser, needs) {
  await browser.waitUntil(
    () =>
      browser.execute(
        (selectors) =>
          document.querySelector(".play")?.getAttribute("aria-busy") === "false" &&
          selectors.every((s) => document.querySelector(s)),
        needs.map(([, s]) => s).filter((s) => !OPTIONAL.includes(s)),
      ),
    { timeout: 20_000, timeoutMsg: `not on the screen: ${needs.map(([w]) => w).join(", ")}` },
  );
}

for (const [game, realTalk] of [
  ["six-players", true],
  ["four-players", false],
]) {
  test(
    `every step of the ${game.replace("-", " ")} game has its control in view at both sizes`,
    { timeout: 30 * 60_000, todo: TODO },
    async () => {
      const script = { ...loadScript(game), realTalk };
      const app = await launch();
      const problems = [];
      try {
        const { browser } = app;
        await windowSize(browser, ...SIZES[0]);
        await startSession(browser, { players: script.players, starter: script.start, realTalk });
        const checked = new Set();
        const check = async (where) => {
          for (const [w, h] of SIZES) {
            await windowSize(browser, w, h);
            const found = await browser.execute(new Function(PROBLEMS), where.needs, OPTIONAL);
            for (const p of found) problems.push(`${where.what} at ${w}×${h}: ${p}`);
            if (found.length > 0 && problems.length === found.length) {
              await screenshot(browser, `fits-${game}-first-problem-${w}x${h}`);
            }
          }
        };
        await playScript(browser, script, {
          checkUndo: false,
          onStep: async (i, s) => {
            const needs = [...NEEDS[s.kind], RESHUFFLE];
            await ready(browser, NEEDS[s.kind]);
            const what = `step ${i} (${s.kind}${s.round === undefined ? "" : `, round ${s.round + 1}`})`;
            await check({ what, needs });
            if (!checked.has(s.kind)) {
              checked.add(s.kind);
              for (const lang of LANGUAGES) {
                await speak(browser, lang);
                await ready(browser, NEEDS[s.kind]);
                await check({ what: `${what} in ${lang}`, needs });
              }
              await speak(browser, "system");
              await ready(browser, NEEDS[s.kind]);
            }
            await windowSize(browser, ...SIZES[i % 2]);
          },
          // The control that records the step, reached inside its own region only.
          tap: async (el) => {
            await browser.execute((e) => e.scrollIntoView({ block: "nearest" }), el);
            const found = await browser.execute(
              new Function(
                "el",
                `const r = el.getBoundingClientRect();
                 const id = "fits-tapped";
                 el.dataset.fits = id;
                 const out = (${`(function () { ${PROBLEMS} })`}).call(null, [["the control tapped", "[data-fits='" + id + "']"]], []);
                 delete el.dataset.fits;
                 return out;`,
              ),
              el,
            );
            for (const p of found) problems.push(`tapping: ${p}`);
            await el.click();
          },
        });
        await screenshot(browser, `fits-${game}-end`);
      } finally {
        await app.close();
      }
      assert.deepEqual(problems.slice(0, 40), [], `${problems.length} problems`);
    },
  );
}
