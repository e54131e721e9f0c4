// The benchmarks that need the running app (bench/run.sh builds everything first and starts
// Xvfb): start time, memory and tap latency of Loadout Companion and of the empty Tauri 2 app
// (the floor), then the table with sizes, the UI bundle and the tracker's criterion figures.
// Figures, never assertions: nothing here fails because a number is high.
//
// Usage: node bench/measure.js   (environment from bench/run.sh: DISPLAY, BENCH_APP,
// BENCH_FLOOR, BENCH_APP_DEB, BENCH_FLOOR_DEB, BENCH_UI_DIST, BENCH_CRITERION, BENCH_RUNS;
// BENCH_GAME=four-players or six-players plays that game instead of the 2-player one)

import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { cpus, totalmem, release, loadavg } from "node:os";
import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { launch } from "../tests/e2e/lib/harness.js";
import { descendants, commOf, memoryOf } from "../tests/e2e/lib/procs.js";
import { loadScript } from "../tests/e2e/lib/script.js";
import { startSession } from "../tests/e2e/lib/game.js";
import { percentile, playTimed, timedClick } from "./tap.js";

const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run \`make bench\` (bench/run.sh)`);
  return v;
};
const APP = env("BENCH_APP");
const FLOOR = env("BENCH_FLOOR");
// Starts of each (alternated): the median of 5 moved by ±150 ms with one or two slow launches
// (stop 37), more than the gap to the floor it measures; 9 hold the median steadier.
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
// The game played (tests/e2e/games/); the table's figures are for the 2-player one.
const GAME = process.env.BENCH_GAME ?? "two-players";
/** The WebKit settings the app's shell makes (src-tauri/src/main.rs), for the floor's second run. */
const APP_WEBKIT = { WEBKIT_DISABLE_COMPOSITING_MODE: "1", WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1" };
let loadStart = "";

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Milliseconds from asking WebKitWebDriver to start the app until the first button of its first
 * screen is there and enabled (the screen accepts input). WebDriver's own start-up is the same for
 * both apps and is included in both.
 */
async function startTime(app) {
  const run = await launch({ app });
  try {
    // A first screen with no button never "accepts input" by this measure: no figure then.
    const { browser } = run;
    await browser.waitUntil(
      async () =>
        browser.execute(() => {
          const b = document.querySelector("button");
          return Boolean(b && !b.disabled && b.getClientRects().length > 0);
        }),
      { timeout: 60_000, interval: 10 },
    );
    return performance.now() - run.sessionRequestedAt;
  } catch (e) {
    process.stderr.write(`${app}: no enabled button within a minute (${e.message})\n`);
    return NaN;
  } finally {
    await run.close();
  }
}

/**
 * PSS and RSS (KiB) of the app and every process under it (WebKit's web and network processes),
 * found under the session's tauri-driver; WebKitWebDriver itself is not counted.
 */
function memory(run) {
  const pids = descendants(run.driver.pid).filter((pid) => commOf(pid) !== "WebKitWebDriver");
  const total = { pss: 0, rss: 0, processes: [] };
  for (const pid of pids) {
    const m = memoryOf(pid);
    if (!m) continue;
    total.pss += m.pss;
    total.rss += m.rss;
    total.processes.push(`${commOf(pid)} ${Math.round(m.pss / 1024)} MiB`);
  }
  return total;
}

// In the page: 50 round trips of the smallest command (app_info), in ms, to show what the IPC
// itself costs next to a recorded step (which also saves the session to disk).
async function ipcRoundTrips(done) {
  const times = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await window.__TAURI_INTERNALS__.invoke("app_info");
    times.push(performance.now() - t0);
  }
  done(times);
}

/**
 * A full 2-player game on the release app; returns the tap latencies (to the text change and to
 * the next frame), with each step's kind and the split of its time, the IPC round trips, the
 * memory after the game (on the game-over play screen, as before), then with the results screen
 * open, then back on the play screen.
 */
async function fullGame() {
  const run = await launch({ app: APP });
  try {
    const { browser } = run;
    const script = loadScript(GAME);
    await browser.waitUntil(
      async () => browser.execute(() => Boolean(document.querySelector("button"))),
      { timeout: 60_000 },
    );
    const ipc = await browser.executeAsync(ipcRoundTrips);
    await startSession(browser, {
      players: script.players,
      starter: script.start,
      realTalk: script.realTalk,
    });
    // Closing the History after the script's correction, timed on its own, then a pause: in
    // runs before 2026-12-02 the next tap (step 27) also paid for the dialog's closing.
    const closings = [];
    const closeHistory = async (el) => {
      const [changed, painted, , next] = await browser.executeAsync(timedClick, el);
      closings.push({ changed, painted, next });
      await sleep(1000);
    };
    const steps = await playTimed(browser, script, closeHistory);
    const dom = steps.map((s) => s.changed);
    const frame = steps.map((s) => s.painted);
    await sleep(2000);
    const mem = memory(run);
    // The results screen, then back to the play screen: what it adds and what stays after.
    let results = null;
    let back = null;
    try {
      await browser.execute(() =>
        [...document.querySelectorAll("button")]
          .find((b) => b.textContent.trim() === "See the results")
          ?.click(),
      );
      await browser.waitUntil(
        async () => browser.execute(() => document.querySelector("h1")?.textContent === "Results"),
        { timeout: 20_000 },
      );
      await sleep(2000);
      results = memory(run);
      await browser.execute(() =>
        [...document.querySelectorAll("button")]
          .find((b) => b.textContent.trim() === "Back")
          ?.click(),
      );
      await browser.waitUntil(
        async () =>
          browser.execute(() => Boolean(document.querySelector('[aria-label="Scoreboard"]'))),
        { timeout: 20_000 },
      );
      await sleep(2000);
      back = memory(run);
    } catch (e) {
      process.stderr.write(`The results screen could not be measured: ${e.message}\n`);
    }
    return { dom, frame, steps, ipc, mem, results, back, closings };
  } finally {
    await run.close();
  }
}

/**
 * The floor's tap: its button changes its text, timed as the app's taps are (timedClick), `TAPS`
 * times one after the other. The same stack with no work behind the tap: how soon WebKit under
 * Xvfb shows any change at all. Returns each tap's ms to the next frame.
 */
const TAPS = 60;
async function floorTaps(env = {}) {
  const run = await launch({ app: FLOOR, env });
  try {
    const { browser } = run;
    await browser.waitUntil(async () => browser.execute(() => document.readyState === "complete"), {
      timeout: 60_000,
    });
    const el = await browser.$("button");
    const frame = [];
    for (let i = 0; i < TAPS; i++) {
      const [, painted] = await browser.executeAsync(timedClick, el);
      frame.push(painted);
    }
    return frame;
  } finally {
    await run.close();
  }
}

async function idleMemory(app, env = {}) {
  const run = await launch({ app, env });
  try {
    // Both first screens have a heading once drawn.
    await run.browser.waitUntil(
      async () =>
        run.browser.execute(
          () => document.readyState === "complete" && Boolean(document.querySelector("h1")),
        ),
      { timeout: 60_000 },
    );
    await sleep(2000);
    return memory(run);
  } finally {
    await run.close();
  }
}

/**
 * The UI bundle's gzipped size: what the app's window loads to show its first screen (the files
 * dist/index.html names: the entry script, its preloaded chunks and the style sheets), and the
 * chunks that load later, when a screen that only some pages show is first opened.
 */
function bundle(dir) {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]),
  );
  const sizes = { js: 0, css: 0, later: 0, laterFiles: 0 };
  for (const f of readdirSync(join(dir, "assets"))) {
    const ext = f.endsWith(".js") ? "js" : f.endsWith(".css") ? "css" : null;
    if (!ext) continue;
    const gz = gzipSync(readFileSync(join(dir, "assets", f)), { level: 9 }).length;
    if (initial.has(`assets/${f}`)) sizes[ext] += gz;
    else {
      sizes.later += gz;
      sizes.laterFiles += 1;
    }
  }
  if (sizes.js === 0) throw new Error(`${dir}/index.html names no script: is the UI built?`);
  return sizes;
}

/** Criterion's estimates written by this run's `cargo bench` (mean and its 95 % interval). */
function criterion(dir, since) {
  const out = [];
  if (!existsSync(dir)) return out;
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (!statSync(p).isDirectory()) continue;
      const est = join(p, "new", "estimates.json");
      const meta = join(p, "new", "benchmark.json");
      if (existsSync(est) && existsSync(meta) && statSync(est).mtimeMs >= since) {
        const e = JSON.parse(readFileSync(est, "utf8"));
        const m = JSON.parse(readFileSync(meta, "utf8"));
        out.push({
          id: m.full_id,
          mean: e.mean.point_estimate,
          lo: e.mean.confidence_interval.lower_bound,
          hi: e.mean.confidence_interval.upper_bound,
        });
      } else if (f !== "report" && f !== "new" && f !== "base" && f !== "change") walk(p);
    }
  };
  walk(dir);
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

const MB = (b) => `${(b / 1e6).toFixed(2)} MB`;
const MiB = (kib) => (Number.isNaN(kib) ? "not measured" : `${(kib / 1024).toFixed(0)} MiB`);
const KB = (b) => `${(b / 1000).toFixed(1)} KB`;
const ms = (x) => (Number.isNaN(x) ? "not measured" : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
const ratio = (a, b) => (Number.isNaN(a / b) ? "" : `${(a / b).toFixed(2)}×`);
/** "met" when `value` is at most `limit`; nothing when it was not measured. */
const judge = (value, limit) => (Number.isNaN(value) ? "" : value <= limit ? "met" : "**not met**");
const time = (ns) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(1)} µs`);

/**
 * The tap latencies by kind of step (p50 / p95 / worst to the next frame), and where the time of
 * a tap goes: until the backend's answer arrived, from then until the first DOM change (the UI's
 * update), from then until the screen's text changed (the layout that reading the text forces),
 * from the change to the next frame,
 * and to the frame after it (by then the changed screen has been rendered).
 */
function stepDetails(steps) {
  if (steps.length === 0) return [];
  const f = (x) => (Number.isNaN(x) || x === undefined ? "?" : x.toFixed(0));
  const kinds = [...new Set(steps.map((s) => s.kind))];
  const byKind = kinds.map((k) => {
    const xs = steps.filter((s) => s.kind === k).map((s) => s.painted);
    return `${k} ×${xs.length} ${f(percentile(xs, 50))} / ${f(percentile(xs, 95))} / ${f(Math.max(...xs))}`;
  });
  // When the change reached the page: the command's answer or the change event, whichever first.
  const heard = (s) => Math.min(...[s.answered, s.event].filter((at) => at >= 0));
  const timed = steps.filter((s) => Number.isFinite(heard(s)) && s.mutated >= 0);
  const eventFirst = timed.filter((s) => s.event >= 0 && (s.answered < 0 || s.event < s.answered));
  // A tap's stages after the change was heard, each from the one before.
  const update = (s) => s.mutated - heard(s);
  const layout = (s) => s.changed - s.mutated;
  const toFrame = (s) => s.painted - s.changed;
  const split = (name, xs) => `${name} ${f(percentile(xs, 50))} / ${f(percentile(xs, 95))}`;
  return [
    `Tap to next frame by step kind (ms, p50 / p95 / worst): ${byKind.join("; ")}.`,
    `Slowest taps (step number in the game: kind, ms to next frame / to the frame after, and when the change event and the answer came, the DOM and the text changed): ${steps
      .map((s, i) => ({ ...s, i: i + 1 }))
      .sort((a, b) => b.painted - a.painted)
      .slice(0, 5)
      .map(
        (s) =>
          `${s.i}: ${s.kind} ${f(s.painted)} / ${f(s.next)} (event ${f(s.event)}, answer ${f(s.answered)}, DOM ${f(s.mutated)}, text ${f(s.changed)})`,
      )
      .join("; ")}.`,
    `Split of a tap (ms, p50 / p95; ${timed.length} taps, the change event heard before the answer in ${eventFirst.length}): ${[
      split("change heard (the event or the answer, whichever came first)", timed.map(heard)),
      split("heard to first DOM change (the page's update)", timed.map(update)),
      split("first DOM change to text changed (layout)", timed.map(layout)),
      split("text changed to next frame", steps.map(toFrame)),
      split(
        "tap to the frame after (changed screen rendered)",
        steps.map((s) => s.next),
      ),
    ].join("; ")}.`,
    `Split by step kind, p50 (heard / update / layout / to next frame): ${kinds
      .map((k) => {
        const xs = timed.filter((s) => s.kind === k);
        const p = (g) => f(percentile(xs.map(g), 50));
        return `${k} ${p(heard)} / ${p(update)} / ${p(layout)} / ${p(toFrame)}`;
      })
      .join("; ")}.`,
  ];
}

function machine() {
  const os = readFileSync("/etc/os-release", "utf8").match(/^PRETTY_NAME="(.*)"$/m)?.[1] ?? "Linux";
  const cpu = cpus()[0]?.model.replace(/\s+/g, " ").trim() ?? "unknown CPU";
  let webkit = "";
  try {
    webkit = execFileSync("dpkg-query", ["-W", "-f=${Version}", "libwebkit2gtk-4.1-0"]).toString();
  } catch {
    webkit = "unknown";
  }
  return `${os}, kernel ${release()}, ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, WebKitGTK ${webkit}, Xvfb`;
}

async function main() {
  loadStart = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  const started = Number(process.env.BENCH_STARTED_MS ?? 0);
  // Alternate the two apps so that a busy moment of the machine hits both alike.
  const starts = { app: [], floor: [] };
  for (let i = 0; i < RUNS; i++) {
    starts.floor.push(await startTime(FLOOR));
    starts.app.push(await startTime(APP));
  }
  const floorMem = await idleMemory(FLOOR);
  // The app sets WebKit's compositing off and painting on the CPU (src-tauri/src/main.rs); the
  // floor keeps WebKit's defaults. The floor again with the app's settings compares like with
  // like: what the app costs beyond the floor, the settings' saving left out.
  const floorLikeApp = await idleMemory(FLOOR, APP_WEBKIT);
  const appIdle = await idleMemory(APP);
  const floorTap = await floorTaps(APP_WEBKIT);
  // Without a playable game (a screen renamed, a step refused) the other figures still stand.
  const game = await fullGame().catch((e) => {
    process.stderr.write(
      `The full game could not be played, so latency and memory after it are missing:\n${e.stack}\n`,
    );
    return null;
  });

  const size = (p) => statSync(p).size;
  const sizes = {
    bin: [size(APP), size(FLOOR)],
    deb: [size(env("BENCH_APP_DEB")), size(env("BENCH_FLOOR_DEB"))],
  };
  const ui = bundle(env("BENCH_UI_DIST"));
  const crit = criterion(env("BENCH_CRITERION"), started);

  const startApp = median(starts.app);
  const startFloor = median(starts.floor);
  const lat = game?.frame ?? [];
  const dom = game?.dom ?? [];
  const ipc = game?.ipc ?? [];
  const pct = (xs, p) => (xs.length ? percentile(xs, p) : NaN);
  const p50 = pct(lat, 50);
  const p95 = pct(lat, 95);
  const gameMem = game?.mem ?? { pss: NaN, rss: NaN, processes: ["(no game played)"] };
  const rows = [
    [
      "Release binary",
      MB(sizes.bin[0]),
      MB(sizes.bin[1]),
      ratio(...sizes.bin),
      "≤ 1.5×",
      judge(sizes.bin[0] / sizes.bin[1], 1.5),
    ],
    [
      ".deb package",
      MB(sizes.deb[0]),
      MB(sizes.deb[1]),
      ratio(...sizes.deb),
      "≤ 1.5×",
      judge(sizes.deb[0] / sizes.deb[1], 1.5),
    ],
    [
      `Start until the first screen accepts input (median of ${RUNS})`,
      ms(startApp),
      ms(startFloor),
      ratio(startApp, startFloor),
      "≤ 1.2×",
      judge(startApp / startFloor, 1.2),
    ],
    [
      `Memory, app + WebKit processes, PSS (app: after a full ${GAME === "two-players" ? "2-player" : GAME} game; floor: idle)`,
      MiB(gameMem.pss),
      MiB(floorMem.pss),
      ratio(gameMem.pss, floorMem.pss),
      "≤ 1.2×",
      judge(gameMem.pss / floorMem.pss, 1.2),
    ],
    [
      "Memory, same, RSS (shared pages counted in each process)",
      MiB(gameMem.rss),
      MiB(floorMem.rss),
      ratio(gameMem.rss, floorMem.rss),
      "",
      "",
    ],
    [
      "Memory, PSS, app idle on its start screen",
      MiB(appIdle.pss),
      MiB(floorMem.pss),
      ratio(appIdle.pss, floorMem.pss),
      "",
      "",
    ],
    [
      "Memory, PSS, app after the game vs the floor idle with the app's WebKit settings (compositing off, painting on the CPU)",
      MiB(gameMem.pss),
      MiB(floorLikeApp.pss),
      ratio(gameMem.pss, floorLikeApp.pss),
      "",
      "",
    ],
    [
      `Tap to updated screen (next frame painted), p50 (${lat.length} recorded steps)`,
      ms(p50),
      ms(pct(floorTap, 50)),
      "",
      "",
      "",
    ],
    [
      `Tap to updated screen (next frame painted), p95 (floor: its button's text changed, ${TAPS} taps, with the app's WebKit settings)`,
      ms(p95),
      ms(pct(floorTap, 95)),
      "",
      "≤ 16 ms",
      judge(p95, 16),
    ],
    [
      "… of which tap to the screen's text changed (backend answered, DOM updated), p50 / p95",
      `${ms(pct(dom, 50))} / ${ms(pct(dom, 95))}`,
      "",
      "",
      "",
      "",
    ],
    [
      "IPC round trip of the smallest command (app_info), p50 / p95",
      `${ms(pct(ipc, 50))} / ${ms(pct(ipc, 95))}`,
      "",
      "",
      "",
      "",
    ],
    ["UI bundle at start, JS gzipped", KB(ui.js), "", "", "", ""],
    ["UI bundle at start, CSS gzipped", KB(ui.css), "", "", "", ""],
    [
      "UI bundle at start, JS + CSS gzipped",
      KB(ui.js + ui.css),
      "",
      "",
      "≤ 60 KB",
      judge(ui.js + ui.css, 60_000),
    ],
    [
      `UI chunks loaded when first shown (${ui.laterFiles} files), gzipped`,
      KB(ui.later),
      "",
      "",
      "",
      "",
    ],
    ...crit.map((c) => [
      `Tracker (criterion): ${c.id}, mean`,
      `${time(c.mean)} (${time(c.lo)} – ${time(c.hi)})`,
      "",
      "",
      "",
      "",
    ]),
  ];
  const header =
    "| Measure | Loadout Companion | Empty Tauri 2 app (floor) | Ratio | Goal | |\n|---|---|---|---|---|---|";
  const table = [header, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
  const date = new Date().toISOString().slice(0, 10);
  const details = [
    `Start runs (ms), app: ${starts.app.map((x) => x.toFixed(0)).join(", ")}; floor: ${starts.floor.map((x) => x.toFixed(0)).join(", ")}.`,
    `Processes after the game: ${gameMem.processes.join(", ")}. Floor: ${floorMem.processes.join(", ")}; with the app's WebKit settings: ${floorLikeApp.processes.join(", ")}.`,
    `Tap to text change (ms), sorted: ${[...dom]
      .sort((a, b) => a - b)
      .map((x) => x.toFixed(0))
      .join(", ")}.`,
    `The floor's taps to the next frame (ms), sorted: ${[...floorTap]
      .sort((a, b) => a - b)
      .map((x) => x.toFixed(1))
      .join(", ")}.`,
    `Tap latencies (ms), sorted: ${[...lat]
      .sort((a, b) => a - b)
      .map((x) => x.toFixed(1))
      .join(", ")}.`,
    ...stepDetails(game?.steps ?? []),
    ...(game?.closings?.length
      ? [
          `Closing the History after the correction (not a recorded step; the next tap waits 1 s after it): ${game.closings
            .map(
              (c) =>
                `${c.painted.toFixed(0)} ms to the next frame, ${c.next.toFixed(0)} ms to the frame after`,
            )
            .join("; ")}.`,
        ]
      : []),
    ...(game?.results
      ? [
          `Memory, PSS, after the game with the results screen open: ${MiB(game.results.pss)} (${game.results.processes.join(", ")}); back on the play screen: ${game.back ? MiB(game.back.pss) : "not measured"}.`,
        ]
      : []),
  ];
  const doc = `# Benchmark results

Latest run of \`make bench\` (bench/run.sh): ${date}, on ${machine()}.

Both apps are release builds made the same way (\`tauri build --bundles deb\`, the workspace's
release profile, the same Tauri crates: bench/empty-app/ is the floor). Start and memory are
measured under Xvfb through tauri-driver and WebKitWebDriver, with a warm file cache (the
machine's caches are not dropped); start is timed from the WebDriver request that spawns the app,
so WebKitWebDriver's own start is in both figures. Memory is the proportional set size (PSS)
summed over the app and its WebKit processes: shared pages are divided among every process that
maps them, so WebKit processes of other programs running at the time lower both figures. The app
turns WebKit's compositing off and has it paint on the CPU (src-tauri/src/main.rs: compositing's
layers cost memory, and on this machine's software OpenGL frames too); the floor runs with
WebKit's defaults, and once more with the app's settings.
Tap latency is measured in the page (performance.now(), 1 ms resolution in WebKitGTK) from the
click on the control that records a step to the animation frame after the screen's text
changed; it includes the backend saving the session to disk. Figures are reported, never asserted; on a
loaded machine they vary from run to run (load average ${loadStart} at the start, ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} at the end).

${table}

${details.join("\n")}
`;
  process.stdout.write(`\n${table}\n\n${details.join("\n")}\n`);
  // Only this table is replaced: the sections below it (the web app's, bench/web.js; what was
  // found by hand, "Kept between runs") stay, from the first second-level heading on.
  const path = new URL("./RESULTS.md", import.meta.url);
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const below = old.search(/^## /m);
  const kept = below >= 0 ? old.slice(below) : "";
  writeFileSync(path, kept ? `${doc}\n${kept}` : doc);
  process.stdout.write("\nWrote bench/RESULTS.md\n");
}

await main();
