// The benchmark of sharing a session with the table (issue 14), on this machine's loopback: a
// full 2-player game tapped on the facilitator's tablet (headless Chromium) while the table
// display shows it in a second Chromium, first alone, then with the server at its cap of 16
// devices (the tablet, that display and 14 more displays: WebSocket clients that joined with the
// display link, as a phone would). Figures, never assertions.
//
// - tap on the tablet page to the table display's next frame: the tap's time and the display's
//   frames are both read as performance.timeOrigin + performance.now() (one clock, this machine);
//   the "next frame" is the frame that shows the change, once its style, layout and paint are
//   done (a task posted from its animation frame callback); the frame after it (the next
//   animation frame, this bench's measure until 2026-12-07) is reported beside it,
//   and the tap's time is split where the push reaches the display and where its page changes;
// - bytes pushed per step: what each display's WebSocket received, per recorded step (a JSON
//   Patch of the view, src-tauri/src/server/push.rs);
// - the app's memory (PSS of the app's own process, which runs the server; WebKit's processes
//   for the desktop window apart) and CPU (user + system time over the game, as a share of one
//   core), with 1 and with 15 displays.
//
// Usage: node bench/sharing.js   (bench/run.sh runs it; needs DISPLAY and BENCH_APP, the release
// app with its UI embedded; BENCH_NOTE adds a sentence on the conditions to the output). Prints a
// table and writes bench/SHARING.md.

import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, loadavg } from "node:os";
import { launch } from "../tests/e2e/lib/harness.js";
import { cdp, chromium, joinByCode, nextLink, shareOnLoopback } from "../tests/e2e/lib/chromium.js";
import { commOf, descendants, memoryOf } from "../tests/e2e/lib/procs.js";
import { loadScript } from "../tests/e2e/lib/script.js";
import { playScript, startSession } from "../tests/e2e/lib/game.js";
import { click, waitForText } from "../tests/e2e/lib/ui.js";

// The e2e tests' WebSocket client (their node_modules, as for WebdriverIO).
const WebSocket = createRequire(new URL("../tests/e2e/package.json", import.meta.url))("ws");

const APP = process.env.BENCH_APP;
if (!APP) throw new Error("BENCH_APP is not set: run `make bench` (bench/run.sh)");
// The server takes at most 16 devices: the tablet and 15 displays.
const MAX_DEVICES = 16;
const TICKS = 100; // clock ticks per second in /proc/PID/stat (USER_HZ on Linux)

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (x) => `${Math.round(x)} ms`;

/** The app's own process (the one that serves the network), under tauri-driver. */
function appPid(run) {
  const pid = descendants(run.driver.pid).find((p) => /^loadout-compan/.test(commOf(p) ?? ""));
  if (!pid) throw new Error("the app's process was not found");
  return pid;
}

/** User + system CPU seconds of `pid` so far. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** A display as a phone's page is one: joins with the code, then listens; counts what arrives. */
async function wsDisplay(link) {
  const origin = `http://${link.address}`;
  const joined = await fetch(`${origin}/api/join`, {
    method: "POST",
    headers: { "X-Loadout-Token": link.code.replace(/[\s-]/g, "").toUpperCase() },
  });
  if (!joined.ok) throw new Error(`a display could not join: HTTP ${joined.status}`);
  const cookie = joined.headers.get("set-cookie").split(";")[0];
  const socket = new WebSocket(`ws://${link.address}/display/api/live`, {
    headers: { Cookie: cookie, Origin: origin },
  });
  const display = { socket, messages: 0, bytes: 0 };
  socket.on("message", (data) => {
    display.messages += 1;
    display.bytes += data.length;
  });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  return display;
}

// In the display's page, before its script runs: note when each WebSocket message arrives (the
// server's push, before the page handles it).
const NOTE_MESSAGES = `
  window.__messages = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () =>
        window.__messages.push(performance.timeOrigin + performance.now()));
    }
  };
`;

// In the display's page: from now on, for each DOM change note when it was made (a
// MutationObserver's callback runs once the script that changed the page is done), the frame
// that shows it (its animation frame, then a task posted from there, which runs once the frame's
// style, layout and paint are done) and the frame after that one.
function watchFrames() {
  window.__frames = [];
  const root = document.querySelector('[data-testid="table-display"]') ?? document.body;
  const now = () => performance.timeOrigin + performance.now();
  let waiting = false;
  new MutationObserver(() => {
    if (waiting) return;
    waiting = true;
    const change = { dom: now(), frame: null, rendered: null, after: null };
    requestAnimationFrame(() => {
      change.frame = now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        change.rendered = now();
      };
      channel.port2.postMessage(null);
      requestAnimationFrame(() => {
        waiting = false;
        change.after = now();
        window.__frames.push(change);
      });
    });
  }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** One game on the tablet with `extra` more displays connected; its figures. */
async function game(extra) {
  const run = await launch({ app: APP });
  const browsers = [];
  const sockets = [];
  try {
    const desktop = run.browser;
    const script = loadScript("two-players");
    await startSession(desktop, { players: script.players, starter: script.start });
    const links = await shareOnLoopback(desktop);
    await click(desktop, "Close");
    const tablet = await chromium({ width: 768, height: 1024 });
    browsers.push(tablet);
    const display = await chromium({ width: 1920, height: 1080 });
    browsers.push(display);
    const pad = tablet.browser;
    const tv = display.browser;
    await joinByCode(pad, links.tablet);
    await waitForText(pad, /Setup/);
    await cdp(tv, "Page.addScriptToEvaluateOnNewDocument", { source: NOTE_MESSAGES });
    await joinByCode(tv, links.display);
    await tv.$('[data-testid="table-display"]').waitForDisplayed({ timeout: 20_000 });
    // A short code joins once (the dialog then shows a fresh one): each display its own.
    let link = links.display;
    for (let i = 0; i < extra; i++) {
      link = await nextLink(desktop, link);
      sockets.push(await wsDisplay(link));
    }
    await tv.execute(watchFrames);

    const pid = appPid(run);
    // To the frame that shows the change, rendered; to the frame after it (the measure of the
    // runs until 2026-12-07); where the time went.
    const latencies = [];
    const after = [];
    const split = { message: [], update: [], render: [] };
    const perStep = [];
    let last = sockets.map((s) => s.bytes);
    const tap = async (el) => {
      const at = await pad.execute((button) => {
        const t = performance.timeOrigin + performance.now();
        button.click();
        return t;
      }, el);
      let seen = null;
      await tv.waitUntil(
        async () => {
          seen = await tv.execute((t) => {
            const change = window.__frames.find((f) => f.dom > t);
            return change
              ? { ...change, message: window.__messages.find((m) => m > t) ?? null }
              : null;
          }, at);
          return seen !== null;
        },
        { timeout: 10_000, interval: 5, timeoutMsg: "the display did not change within 10 s" },
      );
      latencies.push(seen.rendered - at);
      after.push(seen.after - at);
      if (seen.message !== null) {
        split.message.push(seen.message - at);
        split.update.push(seen.dom - seen.message);
      }
      split.render.push(seen.rendered - seen.dom);
    };
    const cpuBefore = cpuSeconds(pid);
    const started = performance.now();
    await playScript(pad, script, {
      tap,
      checkUndo: false,
      onRecorded: () => {
        const now = sockets.map((s) => s.bytes);
        if (sockets.length) perStep.push(mean(now.map((b, k) => b - last[k])));
        last = now;
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = (cpuSeconds(pid) - cpuBefore) / seconds;
    const memory = memoryOf(pid);
    return {
      displays: 1 + extra,
      devices: 2 + extra,
      steps: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      after: { p50: percentile(after, 50), p95: percentile(after, 95) },
      split: Object.fromEntries(
        Object.entries(split).map(([k, xs]) => [
          k,
          { p50: percentile(xs, 50), p95: percentile(xs, 95) },
        ]),
      ),
      bytes: perStep.length ? { p50: percentile(perStep, 50), max: Math.max(...perStep) } : null,
      cpu,
      pss: memory ? memory.pss / 1024 : NaN,
      seconds,
    };
  } finally {
    for (const s of sockets) s.socket.terminate();
    for (const b of browsers) await b.close();
    await run.close();
  }
}

async function main() {
  const one = await game(0);
  const full = await game(MAX_DEVICES - 2);
  // Bytes per step come from the WebSocket clients: the first run has none, the second's are the
  // same bytes every display gets.
  const rows = [one, full].map(
    (r) =>
      `| ${r.displays} (${r.devices} devices) | ${ms(r.p50)} / ${ms(r.p95)} | ${ms(r.after.p50)} / ${ms(r.after.p95)} | ${
        r.bytes ? `${Math.round(r.bytes.p50)} B (max ${Math.round(r.bytes.max)} B)` : "(see below)"
      } | ${Math.round(r.pss)} MiB | ${(r.cpu * 100).toFixed(1)} % of a core | ${r.steps} |`,
  );
  const text = [
    "## Sharing with the table",
    "",
    `Run of ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ` +
      `load average ${loadavg()[0].toFixed(1)} at the end; a full 2-player game tapped on the tablet ` +
      "(headless Chromium, 768×1024) over 127.0.0.1, the table display in a second Chromium (1920×1080)." +
      (process.env.BENCH_NOTE ? ` ${process.env.BENCH_NOTE}` : ""),
    "",
    "| Table displays | Tap on the tablet to the display's next frame (the frame that shows the change, rendered), p50 / p95 | … to the frame after it, p50 / p95 | Bytes pushed per step, per display (p50) | App memory (PSS, its own process) | App CPU during the game | Steps |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "Where a tap's time goes, p50 / p95 (1 display; 15 displays): " +
      [
        [
          "the tap until the push reaches the display (the tablet's request, the save, the server)",
          "message",
        ],
        [
          "the push to the display's page changed (the patch applied, the screen updated)",
          "update",
        ],
        ["the change to its frame rendered (the animation frame, style, layout, paint)", "render"],
      ]
        .map(
          ([name, k]) =>
            `${name} ${[one, full].map((r) => `${ms(r.split[k].p50)} / ${ms(r.split[k].p95)}`).join("; ")}`,
        )
        .join("; ") +
      ". Both pages' times are read as performance.timeOrigin + performance.now() (one clock, this machine). " +
      "The next frame is timed as a task posted from the frame's animation frame callback, which runs " +
      "once the frame's style, layout and paint are done; the frame after it (the next animation frame) " +
      "was this bench's measure until 2026-12-07; it comes a frame interval later.",
    "",
    `Bytes per step: what each display's WebSocket received per recorded step, what changed since ` +
      `the view it was sent last (a JSON Patch; the whole view to a display that missed one), the ` +
      `same for every display: ${MAX_DEVICES - 2} displays received it ${MAX_DEVICES - 2} times.`,
    "",
  ].join("\n");
  process.stdout.write(`${text}\n`);
  writeFileSync(new URL("./SHARING.md", import.meta.url), `${text}\n`);
}

await main();
