// Finding a named card in a card picker, measured in the page the way a facilitator reaches it:
// a card wholly in view (inside the window and every box that scrolls, not covered) takes one
// tap; one behind a filter takes the filter's taps first; else the swipes that bring it into
// view. Used by tests/web/cards.test.js (the whole deck in view) and bench/find-card.js (the
// README's figures, before and after); tests/web/tools.test.js and hyphens.test.js start there too.

import { playScript, startSession } from "../e2e/lib/game.js";
import { waitForText } from "../e2e/lib/ui.js";
import { serve } from "./server.js";
import { browserFor } from "./web.js";

/**
 * The web app's build `dist` served on 127.0.0.1 and opened in `engine` (web.js's browserFor:
 * headless Chromium unless told), its viewport 1280×800, at the start screen (the core booted in
 * its worker). Returns {browser, close()}.
 */
export async function openWebApp(dist, engine = "chromium") {
  const server = await serve(dist);
  const { browser, close } = await browserFor(engine, { width: 1280, height: 800 });
  const closeAll = async () => {
    await close().catch(() => {});
    await server.close();
  };
  try {
    await browser.url(server.url);
    await waitForText(browser, /New session/, { timeout: 60_000 });
    await viewport(browser, 1280, 800);
  } catch (e) {
    await closeAll();
    throw e;
  }
  return { browser, close: closeAll };
}

/**
 * In the page: the cards of the list named `label`, each with whether it is wholly in view and
 * the size of its button: [{title, inView, width, height}]. A card is in view when its button
 * lies inside the window and inside every ancestor that clips it, and its middle is the button
 * itself (nothing covers it).
 */
export function tilesOf(browser, label) {
  return browser.execute((label) => {
    const list = [...document.querySelectorAll("ul[aria-label]")].find(
      (u) => u.getAttribute("aria-label") === label,
    );
    if (!list) return null;
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.top < -0.5 || r.left < -0.5) return false;
      if (r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) return false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
        const b = a.getBoundingClientRect();
        if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) return false;
        if (r.left < b.left - 0.5 || r.right > b.right + 0.5) return false;
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return Boolean(hit && el.contains(hit));
    };
    return [...list.querySelectorAll(":scope > li button")].map((b) => {
      const r = b.getBoundingClientRect();
      return {
        title: b.querySelector(".title")?.textContent ?? "",
        inView: inView(b),
        width: Math.round(r.width),
        height: Math.round(r.height),
      };
    });
  }, label);
}

/**
 * In the page: the fewest steps to bring the card titled `title` of the list `label` into view,
 * as {filters, swipes}: first the filter chips of the picker (none, one, then two of them, each
 * tapped on and off again), else the swipes of the box that scrolls it (each 80 % of that box's
 * visible height, as a finger's swipe), counted by scrolling and put back afterwards.
 */
export function reach(browser, label, title) {
  return browser.executeAsync(
    (label, title, done) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const list = () =>
        [...document.querySelectorAll("ul[aria-label]")].find(
          (u) => u.getAttribute("aria-label") === label,
        );
      const tile = () =>
        [...(list()?.querySelectorAll(":scope > li button") ?? [])].find(
          (b) => b.querySelector(".title")?.textContent === title,
        );
      const clips = (el) => {
        const out = [];
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (cs.overflowY !== "visible") out.push(a);
        }
        return out;
      };
      const inView = (el) => {
        if (!el) return false;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.top < -0.5 || r.bottom > innerHeight + 0.5) return false;
        for (const a of clips(el)) {
          const b = a.getBoundingClientRect();
          if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5) return false;
        }
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return Boolean(hit && el.contains(hit));
      };
      (async () => {
        if (inView(tile())) return done({ filters: 0, swipes: 0 });
        const picker = list()?.closest("[data-deck]");
        const chips = [...(picker?.querySelectorAll("[data-filters] button[aria-pressed]") ?? [])];
        const tryWith = async (picked) => {
          for (const c of picked) c.click();
          await frame();
          const seen = inView(tile());
          for (const c of [...picked].reverse()) c.click();
          await frame();
          return seen;
        };
        for (const c of chips) if (await tryWith([c])) return done({ filters: 1, swipes: 0 });
        for (let i = 0; i < chips.length; i++) {
          for (let j = i + 1; j < chips.length; j++) {
            if (await tryWith([chips[i], chips[j]])) return done({ filters: 2, swipes: 0 });
          }
        }
        // Swipes: the innermost box that still scrolls towards the card moves by 80 % of its view.
        const moved = new Map();
        let swipes = 0;
        for (; swipes < 50 && !inView(tile()); swipes++) {
          const el = tile();
          const r = el.getBoundingClientRect();
          const boxes = [...clips(el), document.scrollingElement];
          const box = boxes.find((a) => {
            const b =
              a === document.scrollingElement ? { bottom: innerHeight } : a.getBoundingClientRect();
            return (
              r.bottom > Math.min(b.bottom, innerHeight) + 0.5 &&
              a.scrollTop + a.clientHeight < a.scrollHeight - 0.5
            );
          });
          if (!box) break;
          if (!moved.has(box)) moved.set(box, box.scrollTop);
          const b =
            box === document.scrollingElement
              ? { top: 0, bottom: innerHeight }
              : box.getBoundingClientRect();
          box.scrollTop += 0.8 * (Math.min(b.bottom, innerHeight) - Math.max(b.top, 0));
          await frame();
        }
        const seen = inView(tile());
        for (const [box, top] of moved) box.scrollTop = top;
        await frame();
        done(seen ? { filters: 0, swipes } : null);
      })();
    },
    label,
    title,
  );
}

/**
 * Resizes the window until the page's viewport is `width`×`height` (the window's frame, if
 * any, is added on a second try).
 */
export async function viewport(browser, width, height) {
  const inner = () => browser.execute(() => [innerWidth, innerHeight]);
  await browser.setWindowSize(width, height);
  for (let i = 0; i < 5; i++) {
    const [w, h] = await inner();
    if (w === width && h === height) break;
    const outer = await browser.getWindowSize();
    await browser.setWindowSize(outer.width + width - w, outer.height + height - h);
  }
  const [w, h] = await inner();
  if (w !== width || h !== height) {
    throw new Error(`the viewport is ${w}x${h}, not ${width}x${height}`);
  }
  await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/**
 * From the start screen: the 4-player golden game's session on the sample deck, its Load cards
 * recorded, at the first Life Happens card. Returns the label of that card list.
 */
export async function atFirstLifeHappens(browser, script) {
  await startSession(browser, { players: script.players, starter: script.start });
  await playScript(browser, script, { until: script.loads.length });
  const label = `${script.players[script.start]}'s Life Happens card`;
  // The list is there and takes taps (it settles for a moment after the last Load card).
  await browser.waitUntil(async () => (await tilesOf(browser, label))?.length > 0, {
    timeout: 20_000,
    timeoutMsg: `no list “${label}”`,
  });
  return label;
}

/** On the play screen: the language `lang` chosen in the game's own Settings dialog (as at the
 * table), spoken, the dialog closed. */
export async function speakInGame(browser, lang) {
  await (
    await browser.$('[data-screen="play"] > header button.icon[aria-haspopup="dialog"]')
  ).click();
  await (await browser.$(`dialog[open] label[lang="${lang}"] input[type=radio]`)).click();
  await browser.waitUntil(
    async () => (await browser.execute(() => document.documentElement.lang)) === lang,
    { timeout: 20_000, timeoutMsg: `the app never spoke ${lang}` },
  );
  await browser.keys("Escape");
  await browser.waitUntil(
    async () => !(await browser.execute(() => Boolean(document.querySelector("dialog[open]")))),
    { timeout: 10_000, timeoutMsg: "the Settings dialog did not close" },
  );
}
