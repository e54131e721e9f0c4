// The web app's benchmark (issue #25), on the build `make web` made (ui/dist-web/), served on
// 127.0.0.1 and opened in Debian's headless Chromium: its files, raw and gzipped, for the first
// screen and in all; the time from asking for the page to the start screen accepting input, on a
// first visit and from the service worker; tap to the next frame over a whole golden game; and the
// round trip of each call through the core's worker. Figures, never assertions: nothing here fails
// because a number is high. Prints its section of bench/RESULTS.md and writes it there.
//
// Usage: make web && node bench/web.js   (bench/run.sh runs it after the desktop's figures;
// BENCH_RUNS starts of each kind, 5 by default; BENCH_GAME=four-players or six-players plays that
// game instead of the 2-player one)

import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import { cdp, chromium } from "../tests/e2e/lib/chromium.js";
import { startSession } from "../tests/e2e/lib/game.js";
import { loadScript } from "../tests/e2e/lib/script.js";
import { serve } from "../tests/web/server.js";
import { started, workerReady } from "../tests/web/web.js";
import { percentile, playTimed } from "./tap.js";

const root = new URL("..", import.meta.url).pathname;
const DIST = process.env.WEB_DIST ?? join(root, "ui/dist-web");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GAME = process.env.BENCH_GAME ?? "two-players";
const RESULTS = join(root, "bench/RESULTS.md");
const HEADING = "## The web app";

const median = (xs) => percentile(xs, 50);
const KB = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const fileCount = (n) => (n === 1 ? "1 file" : `${n} files`);
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : "n/a");

/** The build's files by path ("/assets/x.js"), each with its size raw and gzipped (level 9). */
function files(dir, prefix = "/") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return files(join(dir, e.name), `${prefix}${e.name}/`);
    const bytes = readFileSync(join(dir, e.name));
    return [
      { path: `${prefix}${e.name}`, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length },
    ];
  });
}

const KINDS = ["js", "css", "wasm"];
const kindOf = (path) => KINDS.find((k) => path.endsWith(`.${k}`)) ?? "other";

/** Raw and gzipped totals of `list` by kind (js, css, wasm, other) and in all. */
function totals(list) {
  const sum = { all: { raw: 0, gz: 0, n: 0 } };
  for (const f of list) {
    const k = kindOf(f.path);
    sum[k] ??= { raw: 0, gz: 0, n: 0 };
    for (const s of [sum[k], sum.all]) {
      s.raw += f.raw;
      s.gz += f.gz;
      s.n += 1;
    }
  }
  return sum;
}

// In the page: resolves with the milliseconds from the navigation's start until the start
// screen's "New session" button is there and enabled (the screen accepts input: the core has
// answered from its worker), checked at every animation frame; and whether it already was at the
// first check (the figure is then when the check ran, an upper bound). -1 after a minute.
function firstInput(done) {
  const ready = () =>
    [...document.querySelectorAll("button")].some(
      (b) => b.textContent.includes("New session") && !b.disabled && b.getClientRects().length > 0,
    );
  const first = ready();
  const stop = setTimeout(() => done([-1, false]), 60_000);
  const check = () => {
    if (!ready()) return requestAnimationFrame(check);
    clearTimeout(stop);
    done([performance.now(), first]);
  };
  check();
}

/** Opens `url` in `browser` and answers [ms to first input, already there at the first check]. */
async function openTimed(browser, url) {
  await browser.url(url);
  return browser.executeAsync(firstInput);
}

/**
 * The files the first screen loads: the page opened once with no service worker to register (a
 * copy of the build without sw.js), so that every request the server sees until the start screen
 * accepts input is the page's or its worker's own, none the precache's.
 */
async function firstScreenFiles() {
  const dir = mkdtempSync(join(tmpdir(), "loadout-web-bench-"));
  cpSync(DIST, dir, { recursive: true });
  rmSync(join(dir, "sw.js"));
  const server = await serve(dir);
  const { browser, close } = await chromium({ width: 1280, height: 800 });
  try {
    const [at] = await openTimed(browser, server.url);
    if (at < 0) throw new Error("the start screen did not accept input within a minute");
    // What the server answered: sw.js, asked for by the page's registration, is not there.
    const asked = new Set(server.requests.map((p) => (p === "/" ? "/index.html" : p)));
    return files(dir).filter((f) => asked.has(f.path));
  } finally {
    await close().catch(() => {});
    await server.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Start times: `RUNS` first visits, each in a new browser (a new profile: nothing cached), then
 * `RUNS` loads from the service worker in one browser once it has precached the build.
 */
async function startTimes(server) {
  const cold = [];
  const fromWorker = [];
  let bounded = 0;
  for (let i = 0; i < RUNS; i++) {
    const { browser, close } = await chromium({ width: 1280, height: 800 });
    try {
      const [at, early] = await openTimed(browser, server.url);
      cold.push(at);
      if (early) bounded += 1;
      if (i === RUNS - 1) {
        await workerReady(browser);
        for (let j = 0; j < RUNS; j++) {
          const [again, earlyAgain] = await openTimed(browser, server.url);
          fromWorker.push(again);
          if (earlyAgain) bounded += 1;
        }
      }
    } finally {
      await close().catch(() => {});
    }
  }
  return { cold, fromWorker, bounded };
}

/**
 * Before the page's scripts run: every message from a worker marks when the core's answer arrived
 * (for timedClick's split), and each call's round trip through the worker (posted → answered) is
 * kept by command in `__benchCalls`.
 */
const WORKER_HOOK = `(() => {
  const Native = window.Worker;
  window.__benchCalls = [];
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      const sent = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (msg, ...rest) => {
        if (msg && typeof msg.id === "number") sent.set(msg.id, { command: msg.command, at: performance.now() });
        return post(msg, ...rest);
      };
      this.addEventListener("message", (event) => {
        window.__benchIpcAt = performance.now();
        const call = sent.get(event.data && event.data.id);
        if (!call) return;
        sent.delete(event.data.id);
        window.__benchCalls.push({ command: call.command, ms: performance.now() - call.at });
      });
    }
  };
})();`;

/** A whole golden game played in the web app with every recording tap timed in the page. */
async function fullGame(server) {
  const { browser, close } = await chromium({ width: 1280, height: 800 });
  try {
    await cdp(browser, "Page.addScriptToEvaluateOnNewDocument", { source: WORKER_HOOK });
    await browser.url(server.url);
    await started(browser);
    await workerReady(browser);
    const script = loadScript(GAME);
    await startSession(browser, {
      players: script.players,
      starter: script.start,
      realTalk: script.realTalk,
    });
    // The History's Close after the script's correction is not a recorded step: a click, then
    // a pause so that the next tap does not pay for the dialog's closing.
    const steps = await playTimed(browser, script, async (el) => {
      await el.click();
      await sleep(1000);
    });
    const calls = await browser.execute(() => window.__benchCalls);
    return { steps, calls };
  } finally {
    await close().catch(() => {});
  }
}

function section({ all, first, starts, game, load }) {
  const t = totals(all);
  const f = totals(first);
  const met = (ok) => (ok ? "met" : "**not met**");
  const frames = game?.steps.map((s) => s.painted) ?? [];
  const p = (xs, q) => (xs.length ? percentile(xs, q) : NaN);
  const records = game?.calls.filter((c) => c.command === "record").map((c) => c.ms) ?? [];
  const swMedian = median(starts.fromWorker);
  const rows = [
    [
      "First screen's files, gzipped (raw)",
      `${KB(f.all.gz)} (${KB(f.all.raw)}), ${fileCount(f.all.n)}`,
      "≤ 250 KB",
      met(f.all.gz <= 250_000),
    ],
    ...KINDS.map((k) => [
      `… of which ${k.toUpperCase()}`,
      f[k] ? `${KB(f[k].gz)} (${KB(f[k].raw)}), ${fileCount(f[k].n)}` : "none",
      "",
      "",
    ]),
    [
      "All the build's files, gzipped (raw)",
      `${KB(t.all.gz)} (${KB(t.all.raw)}), ${fileCount(t.all.n)}`,
      "",
      "",
    ],
    ...[...KINDS, "other"].map((k) => [
      `… of which ${k === "other" ? "HTML, icons, manifest, service worker" : k.toUpperCase()}`,
      t[k] ? `${KB(t[k].gz)} (${KB(t[k].raw)}), ${fileCount(t[k].n)}` : "none",
      "",
      "",
    ]),
    [
      `Start until the first screen accepts input, first visit (median of ${starts.cold.length})`,
      ms(median(starts.cold)),
      "",
      "",
    ],
    [
      `Start until the first screen accepts input, from the service worker (median of ${starts.fromWorker.length})`,
      ms(swMedian),
      "≤ 1 s",
      met(swMedian <= 1000),
    ],
    [
      `Tap to updated screen (next frame), p50 (${frames.length} recorded steps)`,
      ms(p(frames, 50)),
      "",
      "",
    ],
    [
      "Tap to updated screen (next frame), p95",
      ms(p(frames, 95)),
      "≤ 16 ms",
      met(p(frames, 95) <= 16),
    ],
    [
      `A recording's round trip through the worker (record, posted → answered, stored durably), p50 / p95 (${records.length})`,
      `${ms(p(records, 50))} / ${ms(p(records, 95))}`,
      "",
      "",
    ],
  ];
  const answered = game?.steps.filter((s) => s.answered >= 0) ?? [];
  const grouped = {};
  for (const c of game?.calls ?? []) (grouped[c.command] ??= []).push(c);
  const byCommand = Object.entries(grouped).map(
    ([command, cs]) =>
      `${command} ×${cs.length} ${ms(
        p(
          cs.map((c) => c.ms),
          50,
        ),
      )} / ${ms(
        p(
          cs.map((c) => c.ms),
          95,
        ),
      )}`,
  );
  return [
    HEADING,
    "",
    `Latest run of \`node bench/web.js\` (after \`make web\`; \`make bench\` runs it too): ${new Date().toISOString().slice(0, 10)}, headless Chromium on 127.0.0.1, 1280×800. Load average ${load.start} at the start, ${load.end} at the end; on a loaded machine (other builds on its 2 cores) the times are upper bounds that vary from run to run.`,
    "",
    "Files are those of ui/dist-web/, gzipped at level 9 (what a static host's gzip sends, about). The first screen's are the files the page and its worker asked for until the start screen accepted input, with no service worker (its precache fetches every file of the build once, after the page has started). Start is timed in the page, from the navigation's start to the \"New session\" button enabled (the core has answered from its worker): a first visit in a new browser profile, then reloads served by the service worker. A tap is timed as on the desktop (bench/tap.js): from the click on the control that records a step to the animation frame after the screen's text changed, which includes the worker storing the step durably (OPFS, flushed) before it answers.",
    "",
    "| Measure | Web app | Goal | |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
    "",
    `First screen's files: ${first.map((x) => `${x.path.replace(/^\/assets\//, "")} ${KB(x.gz)}`).join(", ")}.`,
    `Start runs (ms), first visit: ${starts.cold.map((x) => x.toFixed(0)).join(", ")}; from the service worker: ${starts.fromWorker.map((x) => x.toFixed(0)).join(", ")}${starts.bounded ? ` (${starts.bounded} already accepting input at the first check after the load event: those are upper bounds)` : ""}.`,
    game
      ? `Tap latencies (ms), sorted: ${[...frames]
          .sort((a, b) => a - b)
          .map((x) => x.toFixed(0))
          .join(", ")}.`
      : "The game could not be played: no tap or round-trip figures (see the output above).",
    ...(game
      ? [
          `Split of a tap (ms, p50 / p95): worker answered ${ms(
            p(
              answered.map((s) => s.answered),
              50,
            ),
          )} / ${ms(
            p(
              answered.map((s) => s.answered),
              95,
            ),
          )}; answer to text changed ${ms(
            p(
              answered.map((s) => s.changed - s.answered),
              50,
            ),
          )} / ${ms(
            p(
              answered.map((s) => s.changed - s.answered),
              95,
            ),
          )}; text changed to next frame ${ms(
            p(
              game.steps.map((s) => s.painted - s.changed),
              50,
            ),
          )} / ${ms(
            p(
              game.steps.map((s) => s.painted - s.changed),
              95,
            ),
          )}.`,
          `Round trips through the worker by command during the game (p50 / p95): ${byCommand.join("; ")}.`,
        ]
      : []),
    "",
  ].join("\n");
}

/** Replaces this benchmark's section of bench/RESULTS.md (or adds it after the desktop's table). */
function write(text) {
  const doc = readFileSync(RESULTS, "utf8");
  // The heading on a line of its own: "### The web app's files" below must not match.
  const start = doc.search(new RegExp(`^${HEADING}$`, "m"));
  let next;
  if (start >= 0) {
    const after = doc.indexOf("\n## ", start + HEADING.length);
    next = doc.slice(0, start) + text + (after >= 0 ? doc.slice(after + 1) : "");
  } else {
    const kept = doc.indexOf("\n## Kept between runs");
    next =
      kept >= 0 ? `${doc.slice(0, kept + 1)}${text}\n${doc.slice(kept + 1)}` : `${doc}\n${text}`;
  }
  writeFileSync(RESULTS, next);
}

async function main() {
  readFileSync(join(DIST, "index.html"));
  const load = {
    start: loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  };
  const all = files(DIST);
  const first = await firstScreenFiles();
  const server = await serve(DIST);
  try {
    const starts = await startTimes(server);
    const game = await fullGame(server).catch((e) => {
      process.stderr.write(`The game could not be played:\n${e.stack}\n`);
      return null;
    });
    load.end = loadavg()
      .map((x) => x.toFixed(2))
      .join(" ");
    const text = section({ all, first, starts, game, load });
    process.stdout.write(`${text}\n`);
    write(text);
  } finally {
    await server.close().catch(() => {});
  }
}

main().catch((e) => {
  process.stderr.write(
    `${e.message.includes("ENOENT") ? "ui/dist-web/ is missing: run make web first.\n" : ""}${e.stack}\n`,
  );
  process.exit(1);
});
