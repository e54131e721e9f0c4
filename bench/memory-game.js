// Where the memory goes over a game (issue #29): snapshots through two full golden games, in the
// desktop app (PSS and RSS of the app and each WebKit process, the web process's mappings by
// kind, the page's DOM elements and the listeners added and not removed since the page loaded,
// those on elements since discarded included) or in the web app in headless Chromium (the
// DevTools protocol's Performance.getMetrics after a garbage collection: JS heap, nodes, listeners,
// documents, layout objects; what WebDriver's element references keep alive is counted too: every
// element a test step looked up stays reachable from the driver, detached or not). Points: the start screen, after setup,
// after each round, the results screen, back on play, three History opens and closes, left to the
// start screen, then a second game the same way: what stays after the second game is kept (a
// leak), what came once is a one-time cost. Figures only: nothing here fails because a number is high.
//
// Usage (desktop; the app as scripts/build-app.sh builds it, or BENCH_APP):
//   bench/memory-game.sh [desktop|web]
// web: the build `make web` made (ui/dist-web/, WEB_DIST).

import { join } from "node:path";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { launch } from "../tests/e2e/lib/harness.js";
import { descendants, commOf, memoryOf } from "../tests/e2e/lib/procs.js";
import { loadScript } from "../tests/e2e/lib/script.js";
import { startSession, playScript } from "../tests/e2e/lib/game.js";
import { click, waitForText } from "../tests/e2e/lib/ui.js";
import { cdp, chromium } from "../tests/e2e/lib/chromium.js";
import { serve } from "../tests/web/server.js";
import { started } from "../tests/web/web.js";

const root = new URL("..", import.meta.url).pathname;
const MODE = process.argv[2] ?? "desktop";
const GAME = process.env.BENCH_GAME ?? "two-players";
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1500);

// In the page: listeners added and removed since this ran (WebKitGTK has no getEventListeners
// and no performance.memory), counted by wrapping EventTarget's methods.
function hookListeners() {
  if (window.__memListeners) return;
  const live = new WeakMap();
  const counts = { added: 0, removed: 0 };
  window.__memListeners = counts;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    if (fn) {
      const key = `${type}|${typeof opts === "boolean" ? opts : Boolean(opts?.capture)}`;
      let m = live.get(this);
      if (!m) live.set(this, (m = new Map()));
      let set = m.get(key);
      if (!set) m.set(key, (set = new Set()));
      if (!set.has(fn)) {
        set.add(fn);
        counts.added++;
      }
    }
    return add.call(this, type, fn, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    const key = `${type}|${typeof opts === "boolean" ? opts : Boolean(opts?.capture)}`;
    if (live.get(this)?.get(key)?.delete(fn)) counts.removed++;
    return remove.call(this, type, fn, opts);
  };
}

// In the page: what it holds now.
function pageCounts() {
  const l = window.__memListeners ?? { added: 0, removed: 0 };
  return {
    nodes: document.getElementsByTagName("*").length,
    listeners: l.added - l.removed,
    images: document.images.length,
    styles: document.styleSheets.length,
  };
}

/** The web process's PSS by kind of mapping (KiB): anonymous, heap, files, memfd/shm, other. */
function mappings(pid) {
  const out = { anon: 0, file: 0, shm: 0, other: 0 };
  let text;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return out;
  }
  let kind = "other";
  for (const line of text.split("\n")) {
    const head = line.match(/^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      const name = head[1];
      kind =
        name === "" || name === "[heap]" || name.startsWith("[anon")
          ? "anon"
          : name.startsWith("/memfd:") || name.startsWith("/dev/shm") || name.includes("(deleted)")
            ? "shm"
            : name.startsWith("/")
              ? "file"
              : "other";
      continue;
    }
    const pss = line.match(/^Pss:\s+(\d+) kB/);
    if (pss) out[kind] += Number(pss[1]);
  }
  return out;
}

function desktopMemory(run) {
  const pids = descendants(run.driver.pid).filter((pid) => commOf(pid) !== "WebKitWebDriver");
  const row = { pss: 0, rss: 0, by: {} };
  for (const pid of pids) {
    const m = memoryOf(pid);
    if (!m) continue;
    // WebKitWebProcess and WebKitNetworkProcess; anything else is the app (whatever its file name).
    const comm = commOf(pid);
    const name = comm.startsWith("WebKit") ? comm.slice(6, 9) : "app";
    row.pss += m.pss;
    row.rss += m.rss;
    row.by[name] = (row.by[name] ?? 0) + m.pss;
    if (name === "Web") row.web = mappings(pid);
  }
  return row;
}

async function chromiumMetrics(browser) {
  await cdp(browser, "HeapProfiler.collectGarbage");
  const { metrics } = await cdp(browser, "Performance.getMetrics");
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return {
    heap: m.JSHeapUsedSize,
    nodes: m.Nodes,
    jsListeners: m.JSEventListeners,
    documents: m.Documents,
    layout: m.LayoutObjects,
  };
}

const MiB = (kib) => (kib / 1024).toFixed(1);

async function snapshots(browser, measure) {
  const rows = [];
  const snap = async (point) => {
    await sleep(SETTLE_MS);
    const page = await browser.execute(pageCounts);
    const mem = await measure();
    rows.push({ point, page, mem });
    process.stderr.write(`${point}: ${JSON.stringify({ page, mem })}\n`);
  };
  const script = loadScript(GAME);
  await browser.execute(hookListeners);
  await snap("start screen");
  const games = Number(process.env.BENCH_GAMES ?? 2);
  for (let game = 1; game <= games; game++) {
    await startSession(browser, {
      players: script.players,
      starter: script.start,
      realTalk: script.realTalk,
    });
    await snap(`game ${game}: after setup`);
    let round = 0;
    await playScript(browser, script, {
      checkUndo: game === 1,
      onRecorded: async (_, s) => {
        if (s.kind === "tp" && s.round > round) {
          round = s.round;
          await snap(`game ${game}: round ${round} ended`);
        }
      },
    });
    await click(browser, "See the results");
    await waitForText(browser, /Results/);
    await snap(`game ${game}: results screen`);
    await click(browser, "Back");
    await browser.waitUntil(async () =>
      browser.execute(() => Boolean(document.querySelector('[aria-label="Scoreboard"]'))),
    );
    await snap(`game ${game}: back on play`);
    for (let i = 0; i < 3; i++) {
      await click(browser, "History", { within: "Game tools" });
      await browser.waitUntil(async () =>
        browser.execute(() => Boolean(document.querySelector("dialog[open]"))),
      );
      await click(browser, "Close");
      await browser.waitUntil(async () =>
        browser.execute(() => !document.querySelector("dialog[open]")),
      );
    }
    await snap(`game ${game}: History opened and closed 3×`);
    await click(browser, "Leave the game (it is saved)");
    await waitForText(browser, /New session/);
    await snap(`game ${game}: left, start screen`);
  }
  // WebKit gives freed memory back to the system in the background (its scavenger).
  await sleep(30_000);
  await snap("30 s later, start screen");
  return rows;
}

/** The snapshots as a Markdown table: the columns of `mode` ("desktop" or "web"). */
function table(rows, mode) {
  const columns =
    mode === "desktop"
      ? {
          "PSS total": (r) => MiB(r.mem.pss),
          app: (r) => MiB(r.mem.by.app ?? 0),
          Network: (r) => MiB(r.mem.by.Net ?? 0),
          Web: (r) => MiB(r.mem.by.Web ?? 0),
          "Web: anon": (r) => MiB(r.mem.web?.anon ?? 0),
          "Web: files": (r) => MiB(r.mem.web?.file ?? 0),
          "Web: shm": (r) => MiB(r.mem.web?.shm ?? 0),
          "RSS total": (r) => MiB(r.mem.rss),
          "DOM elements": (r) => r.page.nodes,
          "listeners added − removed": (r) => r.page.listeners,
        }
      : {
          "JS heap used (MiB, after GC)": (r) => (r.mem.heap / 2 ** 20).toFixed(2),
          Nodes: (r) => r.mem.nodes,
          "JS listeners": (r) => r.mem.jsListeners,
          Documents: (r) => r.mem.documents,
          "Layout objects": (r) => r.mem.layout,
          "DOM elements": (r) => r.page.nodes,
          "listeners added − removed": (r) => r.page.listeners,
        };
  const names = Object.keys(columns);
  return [
    `| Point | ${names.join(" | ")} |`,
    `|---|${names.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.point} | ${names.map((n) => columns[n](r)).join(" | ")} |`),
  ].join("\n");
}

async function main() {
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  let rows;
  if (MODE === "desktop") {
    const app = process.env.BENCH_APP ?? process.env.E2E_APP;
    const run = await launch({ app });
    try {
      await run.browser.waitUntil(
        async () => run.browser.execute(() => Boolean(document.querySelector("h1"))),
        { timeout: 60_000 },
      );
      rows = await snapshots(run.browser, async () => desktopMemory(run));
    } finally {
      await run.close();
    }
  } else {
    const server = await serve(process.env.WEB_DIST ?? join(root, "ui/dist-web"));
    const { browser, close } = await chromium({ width: 1280, height: 800 });
    try {
      await cdp(browser, "Performance.enable");
      await browser.url(server.url);
      await started(browser);
      rows = await snapshots(browser, async () => chromiumMetrics(browser));
    } finally {
      await close().catch(() => {});
      await server.close().catch(() => {});
    }
  }
  const end = loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
  process.stdout.write(
    `\n${MODE}, game ${GAME}, load average ${load} → ${end}\n\n${table(rows, MODE)}\n`,
  );
}

await main();
