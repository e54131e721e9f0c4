// Where the start's time goes, stage by stage, for Loadout Companion and the empty Tauri 2 app
// (bench/RESULTS.md, "Where the start's time goes"). Each run is timed like measure.js's start
// (from the WebDriver request that spawns the app to the first enabled button), with the stages
// in between: the app's process started (/proc, 10 ms ticks), Rust's `main` and the shell's
// setup, its page's load and each command of the start (the app writes them to the file
// LOADOUT_START_TRACE names: src-tauri/src/trace.rs), WebKit's web process started, the page's
// navigation timing and its scripts. The floor has no trace: its stages are those /proc and the
// page show. Runs alternate between the apps, so a change of the machine's load hits both.
// Figures, never assertions.
//
// Usage: bench/start-stages.sh LABEL=BINARY[,VAR=VALUE...]... (RUNS=N, default 7; EACH=1 prints
// every run's stages as well as the medians)

import { readFileSync, rmSync, existsSync } from "node:fs";
import { basename, join } from "node:path";
import { loadavg } from "node:os";
import { launch } from "../tests/e2e/lib/harness.js";
import { descendants, commOf, statOf } from "../tests/e2e/lib/procs.js";

const apps = process.argv.slice(2).map((a) => {
  const i = a.indexOf("=");
  if (i < 1) throw new Error(`"${a}": give each app as LABEL=BINARY`);
  // BINARY,VAR=VALUE,...: the app started with those in its environment too.
  const [path, ...vars] = a.slice(i + 1).split(",");
  const env = Object.fromEntries(
    vars.map((v) => [v.slice(0, v.indexOf("=")), v.slice(v.indexOf("=") + 1)]),
  );
  return { label: a.slice(0, i), path, env };
});
if (apps.length === 0) throw new Error("Usage: bench/start-stages.sh LABEL=BINARY...");
const RUNS = Number(process.env.RUNS ?? 7);
// Clock ticks of /proc/PID/stat's start time (USER_HZ; 100 on Linux).
const TICK_MS = 10;

/** The wall clock (ms since the epoch) at which a process started, from /proc (±10 ms). */
function startedAt(pid) {
  const stat = statOf(pid);
  if (!stat) return NaN;
  const uptime = Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]);
  const boot = Date.now() - uptime * 1000;
  return boot + Number(stat.start) * TICK_MS;
}

/** In the page: the navigation's timing, its resources (scripts, styles, IPC), on the epoch. */
function pageTimes() {
  const origin = performance.timeOrigin;
  const nav = performance.getEntriesByType("navigation")[0];
  const at = (t) => (t ? origin + t : NaN);
  return {
    origin,
    responseEnd: at(nav?.responseEnd),
    domInteractive: at(nav?.domInteractive),
    domContentLoaded: at(nav?.domContentLoadedEventEnd),
    load: at(nav?.loadEventEnd),
    paints: performance
      .getEntriesByType("paint")
      .map((p) => ({ name: p.name, at: origin + p.startTime })),
    // The UI's own marks (src/lib/api/early.ts, src/main.ts): each early answer's arrival, the
    // first screen mounted, the first frame after it.
    marks: performance
      .getEntriesByType("mark")
      .map((m) => ({ name: m.name, at: origin + m.startTime })),
    resources: performance
      .getEntriesByType("resource")
      .map((r) => ({ name: r.name, start: origin + r.startTime, end: origin + r.responseEnd })),
  };
}

async function once(app) {
  const trace = join(process.env.XDG_CACHE_HOME ?? "/tmp", `start-trace-${process.pid}.txt`);
  rmSync(trace, { force: true });
  const run = await launch({ app: app.path, env: { ...app.env, LOADOUT_START_TRACE: trace } });
  const requested = performance.timeOrigin + run.sessionRequestedAt;
  const session = Date.now();
  try {
    const { browser } = run;
    // The first time the page has an enabled, visible button, on the page's clock.
    let input = 0;
    const deadline = Date.now() + 60_000;
    // The poll is a WebDriver round trip (slow on a loaded machine): the first poll also leaves
    // an observer in the page that notes when the button came, on the page's own clock.
    while (!input && Date.now() < deadline) {
      input = await browser.execute(() => {
        const ready = () => {
          const b = document.querySelector("button");
          return Boolean(b && !b.disabled && b.getClientRects().length > 0);
        };
        const now = () => performance.timeOrigin + performance.now();
        if (!window.__buttonAt && !window.__buttonWatch) {
          window.__buttonWatch = new MutationObserver(() => {
            if (!window.__buttonAt && ready()) window.__buttonAt = now();
          });
          window.__buttonWatch.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
          });
        }
        return ready() ? now() : 0;
      });
    }
    const observed = await browser.execute(() => window.__buttonAt ?? 0);
    if (!input) throw new Error(`${app.label}: no enabled button within a minute`);
    // A button in the page is not yet one on screen: the UI marks the first frame after its first
    // screen mounted (src/main.ts), which can come after the poll saw the button. Waited for (a
    // few seconds at most; the floor and older builds have no such mark).
    await browser
      .waitUntil(
        () => browser.execute(() => performance.getEntriesByName("start-first-frame").length > 0),
        { timeout: 5_000, interval: 20 },
      )
      .catch(() => {});
    const page = await browser.execute(pageTimes);
    const pids = descendants(run.driver.pid);
    const first = (re) => {
      const found = pids.filter((p) => re.test(commOf(p) ?? "")).map(startedAt);
      return found.length ? Math.min(...found) : NaN;
    };
    const stages = [];
    const add = (name, t) => Number.isFinite(t) && stages.push([name, t - requested]);
    add("WebDriver session asked (spawns the app)", requested);
    // The kernel's name of a process: its file's name, cut to 15 bytes.
    const comm = basename(app.path).slice(0, 15);
    add("app process started (/proc)", first(new RegExp(`^${comm.replace(/[.+-]/g, "\\$&")}$`)));
    if (existsSync(trace)) {
      for (const line of readFileSync(trace, "utf8").trim().split("\n")) {
        const i = line.lastIndexOf(" ");
        add(`shell: ${line.slice(0, i)}`, Number(line.slice(i + 1)));
      }
    }
    add("WebKit web process started (/proc)", first(/^WebKitWebProces/));
    add("page: navigation start (timeOrigin)", page.origin);
    add("page: HTML received", page.responseEnd);
    add("page: DOM interactive", page.domInteractive);
    add("page: scripts run (DOMContentLoaded end)", page.domContentLoaded);
    add("page: load event end", page.load);
    for (const p of page.paints) add(`page: ${p.name}`, p.at);
    for (const m of page.marks) add(`page: mark ${m.name}`, m.at);
    for (const r of page.resources) {
      const name = r.name.replace(/^[a-z]+:\/\/[^/]+\//, "");
      add(`page: fetch ${name} start`, r.start);
      add(`page: fetch ${name} end`, r.end);
    }
    add("WebDriver session returned", session);
    add("first enabled button seen by the poll", input);
    if (observed) add("page: button enabled (observer)", observed);
    stages.sort((a, b) => a[1] - b[1]);
    return { total: input - requested, stages };
  } finally {
    await run.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

console.log(
  `Load average at the start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
const results = new Map(apps.map((a) => [a.label, []]));
for (let i = 0; i < RUNS; i++) {
  for (const app of i % 2 ? [...apps].reverse() : apps) {
    try {
      results.get(app.label).push(await once(app));
    } catch (e) {
      process.stderr.write(`${app.label}, run ${i + 1}: ${e.message}\n`);
    }
  }
}
console.log(
  `Load average at the end: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const app of apps) {
  const runs = results.get(app.label);
  console.log(`\n## ${app.label} (${app.path}): ${runs.length} runs`);
  console.log(`Start to first input, ms: ${runs.map((r) => r.total.toFixed(0)).join(", ")}`);
  console.log(`Median: ${median(runs.map((r) => r.total)).toFixed(0)} ms`);
  // Each stage's median over the runs that have it, in the order of those medians.
  const names = new Map();
  for (const r of runs) {
    for (const [name, t] of r.stages) {
      if (!names.has(name)) names.set(name, []);
      names.get(name).push(t);
    }
  }
  // EACH=1: every run's stages too, in its own order (a stage's median can come from another
  // run than its neighbours').
  if (process.env.EACH) {
    runs.forEach((r, i) => {
      console.log(`run ${i + 1}: ${r.total.toFixed(0)} ms`);
      for (const [name, t] of r.stages) console.log(`${t.toFixed(1).padStart(8)} ms  ${name}`);
    });
    console.log("medians:");
  }
  const rows = [...names].map(([name, ts]) => [name, median(ts), ts.length]);
  rows.sort((a, b) => a[1] - b[1]);
  for (const [name, t, n] of rows) {
    console.log(`${t.toFixed(1).padStart(8)} ms  ${name}${n < runs.length ? ` (${n} runs)` : ""}`);
  }
}
