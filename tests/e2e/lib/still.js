// Where things are on the screen, for the tests that check nothing moves under the finger
// (tests/e2e/still.test.js, tests/web/still.test.js).

import assert from "node:assert/strict";

/** In the page: the box of the element `find` returns (or null), rounded to the pixel. */
export async function box(browser, find) {
  return browser.execute(
    new Function(`
      const el = (${find})();
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), left: Math.round(r.left), height: Math.round(r.height) };
    `),
  );
}

// Elements the tests measure, found the way the screen shows them.
export const listOf = (list) =>
  `() => document.querySelector(${JSON.stringify(`ul[aria-label="${list}"]`)})`;
export const firstCardOf = (list) => `() => (${listOf(list)})()?.querySelector("button") ?? null`;
export const button = (text) =>
  `() => [...document.querySelectorAll("button")].find((b) => b.textContent.trim() === ${JSON.stringify(text)})`;
export const FLOW = `() => document.querySelector("[data-flow]")`;

/** Scrolls the turn's list to its end, as a facilitator looking for a card low in the deck. */
export const toEnd = (browser) =>
  browser.execute(new Function(`const f = (${FLOW})(); f.scrollTop = f.scrollHeight;`));

/**
 * In the page: from now on, keeps what `read` (a function's source, given the element) says of
 * the element `find` returns when it is first put in the page, before a frame shows it (a
 * MutationObserver's callback runs once the script that changed the page is done);
 * `firstShown` reads it (null until then).
 */
export async function noteFirst(browser, find, read) {
  await browser.execute(
    new Function(`
      window.__firstShown = null;
      const find = (${find});
      const read = (${read});
      const observer = new MutationObserver(() => {
        const el = find();
        if (!el) return;
        window.__firstShown = { seen: read(el) };
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    `),
  );
}

/** Whether the element `noteFirst` waits for has come. */
export const noted = (browser) => browser.execute(() => window.__firstShown !== null);
/** What `noteFirst` kept, or null before the element came. */
export const firstShown = async (browser) =>
  (await browser.execute(() => window.__firstShown))?.seen ?? null;

/**
 * The box the first card of `list` has when the list is put in the page (`noteFirst`): what
 * the facilitator sees first, not where the card ends up once the answer to the tap is in.
 */
export const watchFirst = (browser, list) =>
  noteFirst(
    browser,
    firstCardOf(list),
    `(el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), left: Math.round(r.left) };
    }`,
  );

/** Fails when `what` moved between `before` and `after`. */
export function still(before, after, what) {
  assert.ok(before && after, `${what}: on screen before and after`);
  assert.deepEqual(
    { top: after.top, left: after.left },
    { top: before.top, left: before.left },
    `${what} moved`,
  );
}
