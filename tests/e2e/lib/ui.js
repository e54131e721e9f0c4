// Drives the app's screens the way a facilitator does: by the names screen readers announce
// (a button's text or aria-label, a list's aria-label, a field's label). No CSS class, no test id
// for controls: a renamed control fails here the way it would confuse a screen reader user.

import assert from "node:assert/strict";
import { card } from "./reference.js";

// In the page: every control's accessible name, computed the simple way the app's markup needs
// (aria-label, aria-labelledby, a wrapping or `for` label, else the text), and its visibility.
const FIND = `
  const norm = (s) => (s ?? "").replace(/\\s+/g, " ").trim();
  const nameOf = (el) => {
    if (el.getAttribute("aria-label")) return norm(el.getAttribute("aria-label"));
    const by = el.getAttribute("aria-labelledby");
    if (by) return norm(by.split(" ").map((id) => document.getElementById(id)?.textContent).join(" "));
    if (el.labels && el.labels.length) return norm(el.labels[0].textContent);
    return norm(el.textContent);
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  // An open modal dialog hides everything else from the user: look inside it only.
  const scope = () => [...document.querySelectorAll("dialog[open]")].pop() ?? document;
  const within = (label) => {
    if (!label) return scope();
    const all = [...scope().querySelectorAll("[aria-label], [aria-labelledby], fieldset, section")];
    return all.find((el) => {
      if (el.tagName === "FIELDSET") return norm(el.querySelector("legend")?.textContent) === label;
      return nameOf(el) === label;
    }) ?? null;
  };
  const CONTROLS = "button, input, select, textarea, a[href], [role=button], [role=radio], [role=checkbox]";
`;

/**
 * The visible control named `name` (exactly, or matching a RegExp), optionally inside the
 * region, list or fieldset named `within`. Fails with the names that were there instead.
 */
export async function control(browser, name, { within = null, timeout = 20_000 } = {}) {
  const pattern = name instanceof RegExp ? { source: name.source, flags: name.flags } : null;
  let found = null;
  let seen = [];
  try {
    await browser.waitUntil(
      async () => {
        const r = await browser.execute(
          new Function(
            "wanted",
            "pattern",
            "region",
            `${FIND}
            const root = within(region);
            if (!root) return { seen: ["(no region named " + region + ")"] };
            const match = (n) => pattern ? new RegExp(pattern.source, pattern.flags).test(n) : n === wanted;
            const controls = [...root.querySelectorAll(CONTROLS)].filter(visible);
            const el = controls.find((c) => match(nameOf(c)));
            return el ? { el } : { seen: controls.map(nameOf).slice(0, 60) };`,
          ),
          pattern ? null : name,
          pattern,
          within,
        );
        if (r.el) found = r.el;
        else seen = r.seen;
        return Boolean(found);
      },
      { timeout, interval: 50 },
    );
  } catch {
    throw new Error(
      `No visible control named ${name}${within ? ` in “${within}”` : ""}. Visible controls: ${JSON.stringify(seen)}`,
    );
  }
  return browser.$(found);
}

/**
 * Waits until the screen `name` is shown and ready: every screen's root says which it is
 * (`data-screen`) and is `aria-busy` while it loads what it shows. The screens after the start
 * screen load when first shown, so a test that read the page right after a click could read the
 * screen it left, or nothing. Fails with the screens that were there.
 */
export async function onScreen(browser, name, { timeout = 30_000 } = {}) {
  let seen = [];
  try {
    await browser.waitUntil(
      async () => {
        const r = await browser.execute((wanted) => {
          const roots = [...document.querySelectorAll("[data-screen]")];
          const ready = roots.some(
            (el) => el.dataset.screen === wanted && el.getAttribute("aria-busy") !== "true",
          );
          return {
            ready,
            seen: roots.map(
              (el) =>
                el.dataset.screen + (el.getAttribute("aria-busy") === "true" ? " (busy)" : ""),
            ),
          };
        }, name);
        seen = r.seen;
        return r.ready;
      },
      { timeout, interval: 50 },
    );
  } catch {
    throw new Error(
      `The ${name} screen never became ready. Screens shown: ${JSON.stringify(seen)}`,
    );
  }
}

/**
 * Waits until a modal dialog is open and the frame that shows it has been painted (two animation
 * frames: the one that lays it out and the one after), for a screenshot of what a user sees.
 */
export async function dialogShown(browser, { timeout = 20_000 } = {}) {
  await browser.waitUntil(
    () => browser.execute(() => document.querySelector("dialog[open]") !== null),
    {
      timeout,
      interval: 50,
      timeoutMsg: "No dialog opened",
    },
  );
  await browser.executeAsync((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  );
}

/**
 * Clicks the control named `name` once it is enabled (see control()). With `opens`, waits for
 * the screen the click leads to (see onScreen()).
 */
export async function click(browser, name, opts = {}) {
  const el = await control(browser, name, opts);
  await el.waitForEnabled({ timeout: opts.timeout ?? 20_000 });
  await el.click();
  if (opts.opens) await onScreen(browser, opts.opens);
  return el;
}

/** Types `text` into the field named `name`, replacing what it held. */
export async function fill(browser, name, text, opts = {}) {
  const el = await control(browser, name, opts);
  await el.clearValue();
  await el.setValue(text);
  return el;
}

/** Whether a visible control named `name` exists now (no waiting). */
export async function exists(browser, name, opts = {}) {
  try {
    await control(browser, name, { ...opts, timeout: 1 });
    return true;
  } catch {
    return false;
  }
}

/** The visible text of the page (or of the open dialog), whitespace squeezed. */
export async function pageText(browser) {
  return browser.execute(
    new Function(
      `${FIND} return norm((scope() === document ? document.body : scope()).innerText);`,
    ),
  );
}

/** Waits until the page text matches `pattern`; fails with the text seen. */
export async function waitForText(browser, pattern, { timeout = 20_000 } = {}) {
  let text = "";
  try {
    await browser.waitUntil(
      async () => {
        text = await pageText(browser);
        return typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);
      },
      { timeout, interval: 50 },
    );
  } catch {
    throw new Error(`The screen never showed ${pattern}. It showed: ${text.slice(0, 1500)}`);
  }
  return text;
}

/**
 * What the play screen shows, read the way a screen reader user hears it: the round heading,
 * the prompt, the last recorded step, the log's length and whether a change is under way, and
 * per player (in seat order) the three track meters,
 * Shield, score, whose turn it is and whether their Brotherhood card is still held.
 */
export async function readPlay(browser) {
  return browser.execute(
    new Function(`${FIND}
    const board = document.querySelector('[aria-label="Scoreboard"]');
    if (!board) return null;
    const players = [...board.querySelectorAll(":scope > ul > li")].map((li) => {
      const meter = (label) => Number(li.querySelector('[role="meter"][aria-label="' + label + '"]')?.getAttribute("aria-valuenow"));
      const text = norm(li.innerText);
      return {
        name: norm(li.querySelector("h1, h2, h3, h4")?.textContent),
        load: meter("Load"),
        connection: meter("Connection"),
        momentum: meter("Momentum"),
        shield: Number(text.match(/Shield (\\d+)/)?.[1]),
        score: Number(text.match(/Score (-?\\d+)/)?.[1]),
        active: li.getAttribute("aria-current") === "true",
        brotherhood: /Brotherhood: held/.test(text),
      };
    });
    const main = document.querySelector(".play") ?? document.body;
    return {
      round: norm(document.querySelector("h1")?.textContent),
      text: norm(main.innerText),
      // How many steps the log holds, and whether a change is still on its way to the backend.
      logLen: Number(main.getAttribute("data-log-len")),
      busy: main.getAttribute("aria-busy") === "true",
      players,
    };`),
  );
}

/** The numbers of the reference game in the shape readPlay() gives them. */
export function expectedBoard(ref) {
  return ref.players.map((p) => ({
    name: p.name,
    load: p.load,
    connection: p.connection,
    momentum: p.momentum,
    shield: p.shield,
    score: 10 - p.load + p.connection + p.momentum,
  }));
}

/** The numbers of a readPlay() reading's players, the part the reference model predicts. */
export const boardNumbers = (board) =>
  board.map(({ name, load, connection, momentum, shield, score }) => ({
    name,
    load,
    connection,
    momentum,
    shield,
    score,
  }));

/**
 * Waits until the scoreboard shows exactly the reference game's numbers (a recorded step shows
 * within a frame; the wait only absorbs WebDriver's own round trips), then returns the reading.
 */
export async function expectBoard(browser, ref, what) {
  const want = expectedBoard(ref);
  let got = null;
  try {
    await browser.waitUntil(
      async () => {
        got = await readPlay(browser);
        return got && JSON.stringify(boardNumbers(got.players)) === JSON.stringify(want);
      },
      { timeout: 10_000, interval: 50 },
    );
  } catch {
    assert.deepEqual(got && boardNumbers(got.players), want, `Scoreboard after ${what}`);
  }
  return got;
}

/** The title of a sample card, as the card pickers show it. */
export const titleOf = (id) => card(id).title;

/**
 * Taps the card titled `title` in the card list named `list` (e.g. "Ana's Action card"). The
 * list's buttons are named by their whole text (title, printed values, marks): the title is the
 * first line.
 */
export async function pickCard(browser, list, title, { tap } = {}) {
  const el = await control(browser, new RegExp(`^${escape(title)}( |$)`), { within: list });
  await el.waitForEnabled({ timeout: 20_000 });
  // The list scrolls in its own part of the turn: a card half hidden at its edge is scrolled
  // into the list's view first, as a facilitator does (WebKit's driver scrolls only the page).
  await browser.execute((card) => card.scrollIntoView({ block: "nearest" }), el);
  if (tap) await tap(el);
  else await el.click();
}

/** `text` with RegExp specials escaped. */
export function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Makes the app speak `lang` ("de", "system"…) as the settings screen does (its own command), and
 * waits until the window has switched and the session's view in the new language has painted.
 */
export async function speak(browser, lang) {
  const refused = await browser.executeAsync((lang, done) => {
    const { invoke } = window.__TAURI_INTERNALS__;
    invoke("settings_get", {})
      .then((settings) =>
        invoke("settings_set", { req: { settings: { ...settings, language: lang } } }),
      )
      .then(
        () => done(null),
        (e) => done(String(e?.message ?? e)),
      );
  }, lang);
  if (refused !== null) throw new Error(`the app does not speak ${lang}: ${refused}`);
  const want = lang === "system" ? "en" : lang;
  await browser.waitUntil(
    async () => (await browser.execute(() => document.documentElement.lang)) === want,
    { timeout: 20_000, timeoutMsg: `the window did not switch to ${want}` },
  );
  // A session's words come with the view the app pushes: on a screen that shows one, wait for
  // the view in this language to be spoken (`data-view-lang`), then for a frame to be painted.
  await browser.waitUntil(
    async () =>
      await browser.execute(
        (want) =>
          !document.querySelector('[data-screen="play"], [data-screen="results"]') ||
          document.documentElement.dataset.viewLang === want,
        want,
      ),
    { timeout: 20_000, timeoutMsg: `the session's words did not switch to ${want}` },
  );
  await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}
