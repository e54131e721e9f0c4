// Every tap lands where the facilitator aimed (issue 16): a double tap records one card, not a
// second one from the step that replaced it, and nothing on the play screen sits on top of a
// control that can be tapped or keeps a focused control half hidden, at both tablet sizes.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { loadScript } from "./lib/script.js";
import { playScript, startSession } from "./lib/game.js";
import { click, control, pickCard, titleOf, waitForText } from "./lib/ui.js";

/**
 * In the page: taps the first card of the list named `first`, waits until the list named `next`
 * has replaced it, and taps again at the same point, the way a double tap does (pointerdown,
 * pointerup, click with detail 1: what a finger sends). Answers what was under the finger the
 * second time.
 */
const DOUBLE_TAP = `
  const [first, next, done] = arguments;
  const list = (name) => document.querySelector('ul[aria-label="' + name + '"]');
  const tap = (el) => {
    const opts = { bubbles: true, cancelable: true, detail: 1, isPrimary: true, pointerType: "touch" };
    el.dispatchEvent(new PointerEvent("pointerdown", opts));
    el.dispatchEvent(new PointerEvent("pointerup", opts));
    el.dispatchEvent(new MouseEvent("click", opts));
  };
  const card = list(first).querySelector("button");
  const r = card.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  tap(card);
  const until = performance.now() + 20000;
  // The next deck's cards can be tapped once they are drawn: the second tap comes at the first
  // frame a card of the next deck is under the finger, as a finger's would.
  const cardAt = () => {
    const under = document.elementFromPoint(x, y);
    return under && under.closest("button");
  };
  const drawn = () => {
    const card = cardAt();
    return Boolean(card && list(next)?.contains(card));
  };
  const wait = () => {
    if (!drawn()) {
      if (performance.now() > until) return done({ error: "the first tap recorded nothing" });
      return requestAnimationFrame(wait);
    }
    const under = document.elementFromPoint(x, y);
    const button = under && under.closest("button");
    const onNext = Boolean(button && list(next).contains(button));
    const title = button ? button.querySelector(".title")?.textContent ?? button.textContent : null;
    if (button) tap(button);
    done({ onNext, title });
  };
  wait();
`;

/**
 * In the page: every place where something else sits on top of a visible control of the turn
 * panel, each part that scrolls scrolled from top to bottom, and every control that is not fully
 * visible once it has the keyboard focus. A control is read where it shows: the part of it that
 * the boxes it scrolls in leave visible (a card scrolled out of its list is not under what lies
 * beyond the list's edge). Empty when nothing is covered.
 */
const COVERED = `
  const done = arguments[arguments.length - 1];
  const flow = document.querySelector('[data-testid="prompt"]').closest(".flow");
  const controls = () => [...flow.querySelectorAll("button, input, select, textarea, a[href]")]
    .filter((el) => el.getClientRects().length > 0 && !el.closest("dialog"));
  const name = (el) => (el.getAttribute("aria-label") || el.textContent).replace(/\\s+/g, " ").trim().slice(0, 50);
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const clips = (el) => { const cs = getComputedStyle(el); return cs.overflowX !== "visible" || cs.overflowY !== "visible"; };
  // A box's own area, without its scroll bar.
  const inner = (el) => {
    const b = el.getBoundingClientRect();
    const left = b.left + el.clientLeft, top = b.top + el.clientTop;
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  };
  // The part of a control that the boxes it sits in show.
  const shown = (el) => {
    const a = el.getBoundingClientRect();
    let r = { left: a.left, top: a.top, right: a.right, bottom: a.bottom };
    for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      if (!clips(p)) continue;
      const b = inner(p);
      r = { left: Math.max(r.left, b.left), top: Math.max(r.top, b.top),
        right: Math.min(r.right, b.right), bottom: Math.min(r.bottom, b.bottom) };
    }
    return r;
  };
  // The parts that scroll: the flow and what scrolls inside it.
  const scrollers = [flow, ...flow.querySelectorAll("*")].filter((el) =>
    /auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1);
  // Points just inside the part of a control that shows: the centre and the middle of each edge
  // (not the corners, which a rounded border leaves to what is behind).
  const points = (el) => {
    const { left, top, right, bottom } = shown(el);
    if (right - left < 12 || bottom - top < 12) return [];
    const x = (left + right) / 2, y = (top + bottom) / 2;
    return [[x, y], [x, top + 4], [x, bottom - 4], [left + 4, y], [right - 4, y]];
  };
  // GTK's overlay scroll bar takes a scrolling box's right edge (about 17 px): the box answers there.
  const scrollBar = (hit, x) => scrollers.includes(hit) && x > inner(hit).right - 24;
  const coveredAt = (el) => points(el).filter(([x, y]) => {
    const hit = document.elementFromPoint(x, y);
    return hit && !el.contains(hit) && !scrollBar(hit, x);
  }).map(([x, y]) => name(el) + " under " + name(document.elementFromPoint(x, y)) + " at " + Math.round(x) + "," + Math.round(y));
  (async () => {
    const found = new Set();
    for (const box of scrollers) {
      for (let top = 0; ; top += 40) {
        box.scrollTop = top;
        await frame();
        for (const el of controls()) for (const c of coveredAt(el)) found.add("scrolled: " + c);
        if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) break;
      }
      box.scrollTop = 0;
    }
    await frame();
    for (const el of controls()) {
      if (el.disabled) continue;
      el.focus();
      await frame();
      const a = el.getBoundingClientRect(), b = shown(el);
      // Within a pixel: WebKit scrolls by whole pixels, so the last fraction of a scroll box's
      // content (0.73 px seen) may stay out of reach, depending on the text's sub-pixel layout.
      if (a.top < b.top - 1 || a.bottom > b.bottom + 1) found.add("focused but cut off: " + name(el) + " by " + Math.max(b.top - a.top, a.bottom - b.bottom).toFixed(2) + " px");
      for (const c of coveredAt(el)) found.add("focused: " + c);
    }
    done([...found]);
  })();
`;

test(
  "a double tap records one card, and nothing covers a control of the turn",
  { timeout: 10 * 60_000 },
  async () => {
    const script = loadScript("two-players");
    const app = await launch();
    try {
      const { browser } = app;
      await startSession(browser, { players: script.players, starter: script.start });
      // Setup's two Load cards; then the starting player's Life Happens card.
      await playScript(browser, script, { until: 2 });
      const who = script.players[script.start];
      const lhList = `${who}'s Life Happens card`;
      const actList = `${who}'s Action card`;
      // The first tap of the double tap is the facilitator's own: on a settled card.
      await (await control(browser, /./, { within: lhList })).waitForEnabled();

      const second = await browser.executeAsync(DOUBLE_TAP, lhList, actList);
      assert.equal(second.error, undefined);
      // The test means something only if the second tap met an Action card.
      assert.ok(second.onNext, `The second tap met an Action card (it met “${second.title}”)`);
      // The facilitator then taps the Action actually played: a different card.
      const played = script.rounds[0].turns[0].act;
      assert.notEqual(titleOf(played), second.title);
      await pickCard(browser, actList, titleOf(played));
      const text = await waitForText(browser, /2 · Action\./);
      assert.ok(text.includes(titleOf(played)), "the Action played is recorded");
      assert.ok(!text.includes(second.title), `no second Action (“${second.title}”) recorded`);

      // Steps 3 to 7 with the Brotherhood cards open: the longest the turn panel gets.
      const giver = script.players[script.rounds[0].turns[0].bro.giver];
      await click(browser, `From ${giver}`, { within: "Who gives Brotherhood" });
      await control(browser, /./, { within: `Brotherhood card from ${giver}` });
      for (const [w, h] of [
        [1280, 800],
        [768, 1024],
      ]) {
        await browser.setWindowSize(w, h);
        await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= w, {
          timeout: 10_000,
        });
        const covered = await browser.executeAsync(COVERED);
        await screenshot(browser, `taps-brotherhood-${w}x${h}`);
        assert.deepEqual(covered, [], `At ${w}×${h}, controls covered`);
      }
    } finally {
      await app.close();
    }
  },
);
