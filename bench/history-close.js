// Where the time of closing the History dialog goes (issue 13): times the closing in phases, in
// the real app, with and without a correction made in the dialog, with a short and a long
// history, with the dialog modal (the page behind inert) or not, with the mouse pointer left
// over different parts of the play screen, and with style sheets tried on the page. Figures
// only; bench/RESULTS.md says what they showed.
//
// Usage (a built app; a private Xvfb of the bench's size):
//   E2E_APP=target/debug/loadout-companion bench/history-close.sh
// HC_RUNS (default 5) closings per case; HC_CASES, the names of the cases to run, split by ";"
// ("none": only the script's own correction); HC_LONG=0 skips the long history (the whole game);
// HC_FRAMES=N times N animation frames after each closing (default 4) and says when they
// settled; HC_STYLE=CSS adds a style sheet before the game; HC_WARM=1 opens and closes the
// History once before the script's correction; HC_CACHE=DIR keeps the app's XDG cache (Mesa's
// shader cache) in DIR across runs; HC_PERF=DIR records `perf` profiles of the app's processes
// over each closing; HC_GAME names the game (tests/e2e/games/, default two-players).

import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { descendants, commOf } from "../tests/e2e/lib/procs.js";
import { launch } from "../tests/e2e/lib/harness.js";
import { loadScript, stepsOf } from "../tests/e2e/lib/script.js";
import { playScript, startSession } from "../tests/e2e/lib/game.js";
import { click, control, pickCard, titleOf, waitForText } from "../tests/e2e/lib/ui.js";

const RUNS = Number(process.env.HC_RUNS ?? 5);
const PERF = process.env.HC_PERF;
let appPids = [];
const ONLY = process.env.HC_CASES?.split(";");

// In the page: clicks `el` (in the page, as the bench's taps do), then resolves with the time
// (ms from the click) when the click's handler returned, when the UI's update had run (a
// microtask after it: Svelte flushes its effects in one), optionally after forcing the style
// and then the layout of the page, and at each of the next four animation frames.
function timedClick(el, force, done) {
  const t0 = performance.now();
  const r = { handler: -1, flushed: -1, style: -1, layout: -1, frames: [], outside: 0, inside: 0 };
  // DOM changes made by the closing: in the dialog (its content going) and outside it (the
  // page behind re-rendered).
  const dialog = el.closest("dialog");
  const observer = new MutationObserver((records) => {
    for (const m of records) {
      if (dialog?.contains(m.target) || m.target === dialog) r.inside += 1;
      else r.outside += 1;
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  el.click();
  r.handler = performance.now() - t0;
  queueMicrotask(() =>
    queueMicrotask(() => {
      r.flushed = performance.now() - t0;
      r.dialogOpen = Boolean(document.querySelector("dialog[open]"));
      if (force) {
        void getComputedStyle(document.body).color;
        r.style = performance.now() - t0;
        void document.body.offsetHeight;
        r.layout = performance.now() - t0;
      }
    }),
  );
  const anims = () =>
    document
      .getAnimations()
      .map(
        (a) =>
          `${a.constructor.name}:${a.transitionProperty ?? a.animationName ?? ""}@${a.effect?.target?.className ?? "?"}:${a.playState}`,
      )
      .join(",");
  r.animsBefore = anims();
  r.anims = [];
  const frame = () => {
    r.frames.push(performance.now() - t0);
    r.anims.push(anims());
    if (r.frames.length < (window.__hcFrames ?? 4)) requestAnimationFrame(frame);
    else {
      observer.disconnect();
      done(r);
    }
  };
  requestAnimationFrame(frame);
}

/** The History's open dialog, or null. */
async function historyShown(browser) {
  return browser.execute(() => {
    const d = document.querySelector("dialog[open]");
    return d ? d.querySelectorAll("li").length : null;
  });
}

async function openHistory(browser, force) {
  const button = await control(browser, "History", { within: "Game tools" });
  const r = await browser.executeAsync(timedClick, button, force);
  await waitForText(browser, /Round 1/);
  return r;
}

async function closeHistory(browser, force) {
  const button = await control(browser, "Close");
  await button.waitForEnabled({ timeout: 20_000 });
  return browser.executeAsync(timedClick, button, force);
}

/** In the open History: step `index`'s card changed to `title`. */
async function amend(browser, index, title) {
  await click(browser, new RegExp(`^Change (the )?card of step ${index}: `));
  await pickCard(browser, `Replacement Life Happens card for step ${index}`, title);
  await waitForText(browser, `Step ${index} changed: every number was recomputed.`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** One case: `RUNS` closings, each after `before` (in the open History); printed as medians. */
async function measure(
  browser,
  name,
  { before = async () => {}, force = false, settle = 1000, pointer = null, prep = null },
) {
  if (ONLY && !ONLY.includes(name)) return;
  const rows = [];
  for (let i = 0; i < RUNS; i++) {
    const open = await openHistory(browser, force);
    const items = await historyShown(browser);
    await before(i);
    // The mouse pointer moved there (viewport coordinates) before the pause.
    if (pointer)
      await browser
        .action("pointer")
        .move({ x: pointer.x, y: pointer.y, origin: "viewport" })
        .perform();
    if (prep) await browser.execute(prep);
    await sleep(settle);
    let perf = null;
    if (PERF) {
      const out = `${PERF}/${name.replace(/[^a-z]+/gi, "-")}-${i}.data`;
      perf = spawn(
        "perf",
        ["record", "-F", "2000", "-g", "-o", out, "-p", appPids.join(","), "--", "sleep", "1.5"],
        { stdio: "ignore" },
      );
      await sleep(300);
    }
    const close = await closeHistory(browser, force);
    if (perf) await new Promise((resolve) => perf.once("exit", resolve));
    rows.push({ open, close, items });
    await sleep(1000);
  }
  const f = (xs) => `${median(xs).toFixed(0)} [${xs.map((x) => x.toFixed(0)).join(" ")}]`;
  const close = rows.map((r) => r.close);
  const open = rows.map((r) => r.open);
  process.stdout.write(
    `${name} (${rows[0].items} entries; median [runs], ms from the click):\n` +
      `  close: handler ${f(close.map((c) => c.handler))}; UI update ${f(close.map((c) => c.flushed))}` +
      (force
        ? `; style ${f(close.map((c) => c.style - c.flushed))}; layout ${f(close.map((c) => c.layout - c.style))}`
        : "") +
      `; frames ${[0, 1, 2, 3].map((k) => f(close.map((c) => c.frames[k]))).join(" | ")}` +
      `; DOM changes inside/outside the dialog ${f(close.map((c) => c.inside))} / ${f(close.map((c) => c.outside))}` +
      `; dialog still open after the update: ${close.filter((c) => c.dialogOpen).length}\n` +
      (process.env.HC_FRAMES
        ? `  settled (the frame after which every frame comes within 25 ms of the last): ${f(
            close.map((c) => {
              let k = c.frames.length - 1;
              while (k > 0 && c.frames[k] - c.frames[k - 1] <= 25) k -= 1;
              return c.frames[k];
            }),
          )}\n`
        : "") +
      (process.env.HC_FRAMES
        ? `  all frames: ${JSON.stringify(close.map((c) => c.frames.map((x) => Math.round(x))))}\n`
        : "") +
      `  animations before / at each frame: ${JSON.stringify(close.map((c) => [c.animsBefore, ...c.anims]))}\n` +
      `  open:  UI update ${f(open.map((c) => c.flushed))}; frames ${[0, 1]
        .map((k) => f(open.map((c) => c.frames[k])))
        .join(" | ")}\n`,
  );
}

async function cases(browser, script, amendIndex, label) {
  const wrong = titleOf(script.amend.wrong);
  const right = titleOf(script.amend.right);
  // A correction each time: the card goes to the wrong one and back.
  const correct = async (i) => amend(browser, amendIndex, i % 2 === 0 ? wrong : right);
  const finish = async () => {
    // Leave the game with the right card, as it was.
    if (RUNS % 2 === 1) {
      await openHistory(browser, false);
      await amend(browser, amendIndex, right);
      await closeHistory(browser, false);
      await sleep(500);
    }
  };
  await measure(browser, `${label}: no correction`, {});
  await measure(browser, `${label}: no correction, style/layout forced`, { force: true });
  await measure(browser, `${label}: after a correction`, { before: correct });
  if (!ONLY || ONLY.includes(`${label}: after a correction`)) await finish();
  await measure(browser, `${label}: after a correction, style/layout forced`, {
    before: correct,
    force: true,
  });
  if (!ONLY || ONLY.includes(`${label}: after a correction, style/layout forced`)) await finish();
  await measure(browser, `${label}: after a correction, pointer moved to the top bar`, {
    before: correct,
    pointer: { x: 400, y: 30 },
  });
  if (!ONLY || ONLY.includes(`${label}: after a correction, pointer moved to the top bar`))
    await finish();
  await measure(browser, `${label}: no correction, pointer moved over the turn`, {
    pointer: { x: 900, y: 500 },
  });
  await measure(browser, `${label}: after a correction, focus on Close`, {
    before: correct,
    prep: () => document.querySelector("dialog[open] header button").focus(),
  });
  if (!ONLY || ONLY.includes(`${label}: after a correction, focus on Close`)) await finish();
  await measure(browser, `${label}: after a correction, status line hidden`, {
    before: correct,
    prep: () => {
      document.querySelector("dialog[open] .done").style.display = "none";
    },
  });
  if (!ONLY || ONLY.includes(`${label}: after a correction, status line hidden`)) await finish();
  await measure(browser, `${label}: no correction, pointer moved over the search field`, {
    pointer: { x: 830, y: 400 },
  });
  await measure(browser, `${label}: no correction, pointer moved over the scoreboard`, {
    pointer: { x: 300, y: 600 },
  });
  // Scrollbars styled by CSS: WebKit draws them itself, always shown (no overlay scrollbars).
  await browser.execute(() => {
    const style = document.createElement("style");
    style.id = "bench-scrollbars";
    style.textContent =
      "::-webkit-scrollbar { width: 10px; height: 10px } ::-webkit-scrollbar-thumb { background: #888 }";
    document.head.append(style);
  });
  await measure(browser, `${label}: no correction, pointer moved over the turn, CSS scrollbars`, {
    pointer: { x: 900, y: 500 },
  });
  await measure(browser, `${label}: after a correction, CSS scrollbars`, { before: correct });
  if (!ONLY || ONLY.includes(`${label}: after a correction, CSS scrollbars`)) await finish();
  await browser.execute(() => document.getElementById("bench-scrollbars")?.remove());
  await measure(browser, `${label}: after a correction, 5 s before closing`, {
    before: correct,
    settle: 5000,
  });
  if (!ONLY || ONLY.includes(`${label}: after a correction, 5 s before closing`)) await finish();
  // The dialog shown without showModal: no top layer, nothing inert behind it.
  await browser.execute(() => {
    window.__showModal ??= HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function () {
      this.show();
    };
  });
  await measure(browser, `${label}: no correction, not modal`, {});
  await measure(browser, `${label}: after a correction, not modal`, { before: correct });
  if (!ONLY || ONLY.includes(`${label}: after a correction, not modal`)) await finish();
  await browser.execute(() => {
    HTMLDialogElement.prototype.showModal = window.__showModal;
  });
}

async function main() {
  const script = loadScript(process.env.HC_GAME ?? "two-players");
  const steps = stepsOf(script);
  const amendAt = steps.findIndex(
    (s) => s.kind === "lh" && s.round === script.amend.round && s.turn === script.amend.turn,
  );
  script.amend.right = steps[amendAt].card;
  const amendAfter = steps.findIndex(
    (s) => s.kind === "tp" && s.round === script.amend.after_round,
  );
  // HC_CACHE=DIR: the app's XDG cache (Mesa's shader cache among it) kept in DIR across runs.
  const run = await launch(
    process.env.HC_CACHE ? { env: { XDG_CACHE_HOME: process.env.HC_CACHE } } : {},
  );
  try {
    const { browser } = run;
    await browser.waitUntil(
      async () => browser.execute(() => Boolean(document.querySelector("button"))),
      { timeout: 60_000 },
    );
    appPids = descendants(run.driver.pid).filter((pid) => commOf(pid) !== "WebKitWebDriver");
    // HC_STYLE: a style sheet added to the page before the game starts (to try a change).
    if (process.env.HC_FRAMES)
      await browser.execute((n) => (window.__hcFrames = n), Number(process.env.HC_FRAMES));
    if (process.env.HC_STYLE)
      await browser.execute((css) => {
        const style = document.createElement("style");
        style.textContent = css;
        document.head.append(style);
      }, process.env.HC_STYLE);
    await startSession(browser, {
      players: script.players,
      starter: script.start,
      realTalk: script.realTalk,
    });
    // The game up to its correction, made as the bench makes it (the first closing is timed).
    // HC_WARM=1: the History opened and closed once (timed) before the script's correction.
    let from = 0;
    if (process.env.HC_WARM) {
      await playScript(browser, script, { until: amendAfter, checkUndo: false });
      await openHistory(browser, false);
      await sleep(1000);
      const r = await closeHistory(browser, false);
      process.stdout.write(
        `A first closing with no correction: frames ${r.frames.map((x) => x.toFixed(0)).join(" | ")}\n`,
      );
      await sleep(1000);
      from = amendAfter;
    }
    await playScript(browser, script, {
      from,
      until: amendAfter + 1,
      checkUndo: false,
      closeHistory: async (el) => {
        await sleep(1000);
        let perf = null;
        if (PERF) {
          perf = spawn(
            "perf",
            [
              "record",
              "-F",
              "1000",
              "-g",
              "-o",
              `${PERF}/first-close.data`,
              "-p",
              appPids.join(","),
              "--",
              "sleep",
              "4",
            ],
            { stdio: "ignore" },
          );
          await sleep(300);
        }
        const r = await browser.executeAsync(timedClick, el, false);
        if (perf) await new Promise((resolve) => perf.once("exit", resolve));
        process.stdout.write(
          `The script's own correction, then close: frames ${r.frames.map((x) => x.toFixed(0)).join(" | ")}\n`,
        );
        await sleep(1000);
      },
    });
    // The step the script corrected: the History's entry whose card is the right one now.
    await click(browser, "History", { within: "Game tools" });
    await waitForText(browser, /Round 1/);
    const names = await browser.execute(() =>
      [...document.querySelectorAll("dialog[open] button")]
        .map((b) => b.getAttribute("aria-label") ?? "")
        .filter((n) => n.startsWith("Change card of step")),
    );
    const right = titleOf(script.amend.right);
    const index = Number(names.find((n) => n.includes(right))?.match(/step (\d+)/)?.[1]);
    await click(browser, "Close");
    await sleep(500);
    if (!index) throw new Error(`no step with ${right} in the History: ${names.join("; ")}`);
    await cases(browser, script, index, "short history");
    if (process.env.HC_LONG !== "0") {
      await playScript(browser, script, { from: amendAfter + 1, checkUndo: false });
      await cases(browser, script, index, "long history");
    }
  } finally {
    await run.close();
  }
}

await main();
