// A turn fits the screen (issue 27): plays a scripted game (tests/e2e/games/*.json) through the
// play screen in whatever language the screen speaks, and before every step reads where the
// control that step needs is: the card grid (setup's Load cards, Life Happens, the Action, a
// Brotherhood card, the round's Turning Point), the Brotherhood givers, End turn, the results
// button. Each must be wholly on the screen with the page unscrolled, wholly shown by the part it
// scrolls in, under nothing, and overlap nothing else; a card grid starts in view, its first row
// of cards wholly shown and the next at least half (the cards go on below).
//
// Nothing here reads a word on the screen: the controls are found by the markup's structure and
// the cards by their printed titles (the sample deck prints in English in every language), so
// the same walk runs in English, German, French, Spanish and the pseudo-language. The steps are
// tapped from the page (a click with no pointer, as a keyboard gives), which waits for the
// screen's own signals: the log's length and `aria-busy` on the play screen.

import { card } from "./reference.js";
import { stepsOf } from "./script.js";

/** The two screens a facilitator plays on: a portrait tablet and a landscape laptop. */
export const SIZES = [
  [768, 1024],
  [1280, 800],
];

// In the page: waiting for the screen's signals, finding the step's controls, and reading them.
const PAGE = `
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  /**
   * Resolves with f()'s first truthy answer, asked again after every task (a step's answer from
   * the core arrives as one); fails after 20 s. What it reads forces the layout it measures.
   */
  const until = async (what, f) => {
    const end = performance.now() + 20000;
    for (;;) {
      const v = f();
      if (v) return v;
      if (performance.now() > end) throw new Error("waited 20 s for " + what);
      await new Promise((r) => setTimeout(r, 2));
    }
  };
  const play = () => document.querySelector('[data-screen="play"]');
  const logLen = () => Number(play()?.getAttribute("data-log-len"));
  const idle = () => Boolean(play()) && play().getAttribute("aria-busy") !== "true";
  const outside = (el) => !el.closest("dialog");
  /** The card picker of a deck on the play screen (not one in a dialog). */
  const picker = (deck) =>
    [...document.querySelectorAll('[data-deck="' + deck + '"]')].find(outside) ?? null;
  const cardsOf = (p) => [...p.querySelectorAll("ul button")];
  const titled = (p, title) => cardsOf(p).find((b) => {
    const text = b.textContent.replace(/\\s+/g, " ").trim();
    return text === title || text.startsWith(title + " ");
  });
  const givers = () => document.querySelector('[data-screen="play"] section.brotherhood [role="group"]');
  const endTurn = () => document.querySelector('[data-screen="play"] button.end-turn');
  const ready = (el) => el && !el.disabled && !el.closest("[inert]");
  /** Taps el the way a keyboard does (no pointer: no double-tap guard waits), then waits for the
   *  step to be recorded and painted. */
  const record = async (what, tap) => {
    const before = logLen();
    await until(what + " to be ready", () => idle() && tap());
    await until(what + " to be recorded", () => idle() && logLen() > before);
  };
`;

// In the page: where a control shows and what is wrong with it. `controls` is a list of
// {name, el, grid} (grid: a card list, read by its cards).
const MEASURE = `
  const vw = document.documentElement.clientWidth, vh = document.documentElement.clientHeight;
  const px = (n) => Math.round(n);
  const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const meet = (a, b) => ({
    left: Math.max(a.left, b.left), top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom),
  });
  const area = (r) => Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
  const within = (a, b) => a.left >= b.left - 0.5 && a.top >= b.top - 0.5 &&
    a.right <= b.right + 0.5 && a.bottom <= b.bottom + 0.5;
  const say = (r) => px(r.left) + "," + px(r.top) + "–" + px(r.right) + "," + px(r.bottom);
  const screen = { left: 0, top: 0, right: vw, bottom: vh };
  /** The part of el its clipping ancestors (a scrolling list, a panel) and the screen show. */
  const shownPart = (el) => {
    let r = box(el.getBoundingClientRect());
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      const b = a.getBoundingClientRect();
      const left = b.left + a.clientLeft, top = b.top + a.clientTop;
      r = meet(r, { left, top, right: left + a.clientWidth, bottom: top + a.clientHeight });
    }
    return meet(r, screen);
  };
  const nameOf = (el) => {
    if (!el) return "nothing";
    const b = el.closest("button, [role=group], section, header, li, ul, p, div") ?? el;
    const label = b.getAttribute("aria-label") ?? b.textContent;
    return (b.tagName.toLowerCase() + " “" + label.replace(/\\s+/g, " ").trim().slice(0, 40) + "”");
  };
  /** Points of what el shows that something else is on top of: the centre and each edge's middle. */
  const covered = (el) => {
    const r = shownPart(el);
    if (r.right - r.left < 10 || r.bottom - r.top < 10) return [];
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    return [[x, y], [x, r.top + 4], [x, r.bottom - 4], [r.left + 4, y], [r.right - 4, y]]
      .map(([x, y]) => [x, y, document.elementFromPoint(x, y)])
      .filter(([, , hit]) => !hit || (hit !== el && !el.contains(hit)))
      .map(([x, y, hit]) => "under " + nameOf(hit) + " at " + px(x) + "," + px(y));
  };
  // What a control must not overlap: the other parts of the play screen, and the other controls.
  const board = document.querySelector('[data-testid="player-0"]')?.closest("section");
  const parts = [
    ["the top bar", document.querySelector('[data-screen="play"] > header')],
    ["the scoreboard", board],
    ["the prompt", document.querySelector('[data-testid="prompt"]')],
    ["the step chips", document.querySelector('li[aria-current="step"]')?.closest("ol")],
    ["the status box", document.querySelector('[data-testid="status"]')],
  ].filter(([, el]) => el);

  const problems = [];
  const page = document.scrollingElement;
  if (page.scrollHeight > page.clientHeight + 1 || page.scrollWidth > page.clientWidth + 1) {
    problems.push("the page scrolls (" + page.scrollWidth + "×" + page.scrollHeight + ")");
  }
  const shown = new Map();
  for (const { name, el, grid } of controls) {
    if (!el) { problems.push(name + ": not on the screen"); continue; }
    const whole = box(el.getBoundingClientRect());
    if (grid) {
      // The list scrolls in a part of its own: that part is on the screen, the list starts in
      // view, its first row of cards wholly and the next one at least half (the cards go on).
      const cards = [...el.querySelectorAll("button")];
      const view = shownPart(el);
      shown.set(name, view);
      const rows = [...new Set(cards.map((c) => px(c.getBoundingClientRect().top)))].sort((a, b) => a - b);
      const row = (top) => cards.filter((c) => px(c.getBoundingClientRect().top) === top);
      const first = rows.length > 0 ? row(rows[0]) : [];
      if (first.some((c) => !within(c.getBoundingClientRect(), view))) {
        problems.push(name + ": its first row of cards is not wholly in view (the list shows " + say(view) + ")");
      }
      if (rows.length > 1) {
        const c = row(rows[1])[0].getBoundingClientRect();
        const seen = Math.max(0, Math.min(c.bottom, view.bottom) - Math.max(c.top, view.top));
        if (seen < c.height / 2) {
          problems.push(name + ": " + px(seen) + " px of its second row of cards in view, less than half (the list shows " + say(view) + ")");
        }
      }
      for (const c of cards) {
        for (const p of covered(c)) problems.push(name + ": a card " + p);
      }
    } else {
      shown.set(name, whole);
      if (!within(whole, screen)) {
        problems.push(name + ": not wholly on the " + vw + "×" + vh + " screen (" + say(whole) + ")");
      } else if (!within(whole, shownPart(el))) {
        problems.push(name + ": cut off by the part it scrolls in (shows " + say(shownPart(el)) + " of " + say(whole) + ")");
      }
      const buttons = el.matches("button") ? [el] : [...el.querySelectorAll("button")];
      for (const b of buttons) for (const p of covered(b)) problems.push(name + ": " + nameOf(b) + " " + p);
    }
  }
  const names = [...shown.keys()];
  for (const [i, a] of names.entries()) {
    const r = shown.get(a);
    for (const [part, el] of parts) {
      if (area(meet(r, shownPart(el))) > 1) problems.push(a + " overlaps " + part);
    }
    for (const b of names.slice(i + 1)) {
      if (area(meet(r, shown.get(b))) > 1) problems.push(a + " overlaps " + b);
    }
  }
  return problems;
`;

/** In the page: the controls `want` names ({deck, givers, endTurn, results}), read (see MEASURE). */
const READ = `${PAGE}
  const [want, done] = arguments;
  (async () => {
    const controls = [];
    if (want.deck) {
      const p = await until("the " + want.deck + " cards", () => {
        const p = picker(want.deck);
        return p && ready(p.querySelector("ul button")) && p;
      });
      controls.push({ name: "the " + want.deck + " cards", el: p.querySelector("ul"), grid: true });
    }
    if (want.endTurn) {
      const el = await until("End turn", () => ready(endTurn()) && endTurn());
      // The givers while anyone can give (a step of their own when the script gives a card).
      if (want.givers || givers()) controls.push({ name: "the Brotherhood givers", el: givers() });
      controls.push({ name: "End turn", el });
    }
    if (want.results) {
      const el = await until("the game's end", () => play() && !play().querySelector("[data-deck]") &&
        !endTurn() && play().querySelector("[data-flow] button.primary"));
      controls.push({ name: "See the results", el });
    }
    // What is read is what the facilitator sees: the next frame painted, with the screen's own
    // work after a step done (a list brought back to its top) and the cards drawn (a tile's
    // content is laid out when the page next renders: until then a hit test meets its box).
    await frames();
    return (() => { ${MEASURE} })();
  })().then(done, (e) => done(["the page: " + e.message]));
`;

/** In the page: records step `s` of the script (with the card titles and names it needs). */
const ACT = `${PAGE}
  const [s, title, giverName, done] = arguments;
  const pick = (deck) => record("the card “" + title + "”", () => {
    const p = picker(deck);
    const b = p && titled(p, title);
    if (!ready(b)) return false;
    b.click();
    return true;
  });
  (async () => {
    // A deck that ran out is shuffled back first, as the screen asks.
    for (;;) {
      const b = [...document.querySelectorAll('[data-testid="status"] .reshuffle button')].find(ready);
      if (!b || s.kind === "load") break;
      await record("the reshuffle", () => (b.click(), true));
    }
    switch (s.kind) {
      case "load": return pick("load");
      case "lh": return pick("life_happens");
      case "act": return pick("action");
      case "tp": return pick("turning_point");
      case "end": return record("End turn", () => ready(endTurn()) && (endTurn().click(), true));
      case "giver": {
        const by = (b) => new RegExp("(^|[^\\\\p{L}])" + giverName + "($|[^\\\\p{L}])", "u").test(b.textContent);
        const b = await until("the giver " + giverName, () => [...(givers()?.querySelectorAll("button") ?? [])].find((b) => ready(b) && by(b)));
        b.click();
        return until("the Brotherhood cards", () => ready(picker("brotherhood")?.querySelector("ul button")));
      }
      case "bro": return pick("brotherhood");
      case "adjust": {
        // The game tools' Adjust (the second of its dialogs, after History), for the player whose
        // turn it is (the dialog's choice): each change by its stepper, the reason by its place.
        const tools = () => [...document.querySelectorAll('[data-screen="play"] > header nav button[aria-haspopup="dialog"]')];
        await until("Adjust", () => ready(tools()[1]) && (tools()[1].click(), true));
        const dialog = await until("the Adjust dialog", () => document.querySelector("dialog[open] form"));
        const steppers = [...dialog.querySelectorAll(".stepper")];
        ["load", "connection", "momentum", "shield"].forEach((stat, i) => {
          const n = s.effect[stat] ?? 0;
          const b = steppers[i].querySelectorAll("button")[n > 0 ? 1 : 0];
          for (let k = 0; k < Math.abs(n); k++) b.click();
        });
        const reasons = ["card_effect", "correction", "house_rule"];
        dialog.querySelectorAll('input[name="adjust-reason"]')[reasons.indexOf(s.reason)].click();
        await frames();
        await record("the adjustment", () => {
          const b = dialog.querySelector('button[type="submit"]');
          return ready(b) && (b.click(), true);
        });
        return until("the Adjust dialog to close", () => !document.querySelector("dialog[open]"));
      }
      default: throw new Error("unknown step " + s.kind);
    }
  })().then(() => done(null), (e) => done(e.message));
`;

/**
 * In the page: a new session with these players (in seat order), `starter` first and the sample
 * deck, from the start screen, whatever language it speaks; resolves once setup shows.
 */
const START = `${PAGE}
  const [players, starter, done] = arguments;
  const screen = (name) => {
    const el = document.querySelector('[data-screen="' + name + '"]');
    return el && el.getAttribute("aria-busy") !== "true" && el;
  };
  const type = (input, text) => {
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  (async () => {
    const start = await until("the start screen", () => screen("start"));
    const news = await until("New session", () => [...start.querySelectorAll("nav button.big")].pop());
    news.click();
    const form = await until("the new session form", () => screen("new")?.querySelector("form"));
    const seats = () => [...form.querySelectorAll("ol.seats input")];
    while (seats().length < players.length) {
      const n = seats().length;
      form.querySelector(".add button").click();
      await until("a seat more", () => seats().length > n);
    }
    seats().forEach((input, i) => type(input, players[i]));
    await frames();
    form.querySelectorAll('input[name="starter"]')[starter + 1].click();
    const talk = form.querySelector('input[type="checkbox"]');
    if (talk.checked) talk.click();
    await frames();
    form.querySelector('button[type="submit"]').click();
    await until("setup", () => idle() && picker("load"));
  })().then(() => done(null), (e) => done(e.message));
`;

/** The steps a facilitator takes for the script, a Brotherhood card in two (giver, then card). */
function taps(script) {
  return stepsOf(script).flatMap((s) => (s.kind === "bro" ? [{ ...s, kind: "giver" }, s] : [s]));
}

/** What step `s` needs on the screen before it is taken. */
function wanted(s) {
  switch (s.kind) {
    case "load":
      return { deck: "load" };
    case "lh":
      return { deck: "life_happens" };
    case "act":
      return { deck: "action" };
    case "tp":
      return { deck: "turning_point" };
    case "bro":
      return { deck: "brotherhood" };
    case "giver":
      return { givers: true, endTurn: true };
    // A tool, not a step of the turn: the turn's own controls are read at End turn.
    case "adjust":
      return null;
    case "end":
      return { endTurn: true };
    default:
      throw new Error(`unknown step ${s.kind}`);
  }
}

function describe(s, script) {
  const where = s.round === undefined ? "setup" : `round ${s.round + 1}`;
  const who = s.seat !== undefined ? ` for ${script.players[s.seat]}` : "";
  const from = s.giver !== undefined ? ` from ${script.players[s.giver]}` : "";
  const what = s.card ? ` “${card(s.card).title}”` : "";
  return `${where}, ${s.kind}${what}${who}${from}`;
}

/**
 * From the start screen: plays `script` to its end (the cards as they should be: no undo, no
 * correction), reading the step's control before each step, and the results button at the end.
 * `onStep(i, s)` runs once a step's control has been read, before it is taken (screenshots).
 * Returns every problem found, each naming its step.
 */
export async function walkGame(browser, script, { onStep } = {}) {
  await browser.setTimeout({ script: 120_000 });
  const failed = await browser.executeAsync(START, script.players, script.start);
  if (failed) throw new Error(`starting the session: ${failed}`);
  const steps = taps(script);
  const problems = [];
  for (const [i, s] of steps.entries()) {
    const want = wanted(s);
    if (want) {
      const found = await browser.executeAsync(READ, want);
      problems.push(...found.map((p) => `${describe(s, script)}: ${p}`));
    }
    await onStep?.(i, s);
    const title = s.card ? card(s.card).title : null;
    const giver = s.giver !== undefined ? script.players[s.giver] : null;
    const failed = await browser.executeAsync(ACT, s, title, giver);
    if (failed) throw new Error(`${describe(s, script)}: ${failed}`);
  }
  const end = await browser.executeAsync(READ, { results: true });
  problems.push(...end.map((p) => `the game's end: ${p}`));
  await onStep?.(steps.length, { kind: "results" });
  return problems;
}
