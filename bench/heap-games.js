// What the web app's page holds after each of three golden games (issue #29), in headless
// Chromium: a heap snapshot (DevTools protocol, after a garbage collection) on the start screen
// after each game, then what is reachable and what grew from one game's end to the next, by
// constructor; and the detached DOM nodes, split by what keeps them: WebDriver's element
// references (the harness: every element a step looked up) or anything else (the app's). The
// snapshots go to $TMPDIR/heap-game-N.heapsnapshot (DevTools' Memory panel opens them).
// Figures only, never assertions.
//
// Usage: make web && node bench/heap-games.js   (WEB_DIST: another build; BENCH_GAME: another game)

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { chromium } from "../tests/e2e/lib/chromium.js";
import { startSession, playScript } from "../tests/e2e/lib/game.js";
import { loadScript } from "../tests/e2e/lib/script.js";
import { click, waitForText } from "../tests/e2e/lib/ui.js";
import { serve } from "../tests/web/server.js";
import { started } from "../tests/web/web.js";

const root = new URL("..", import.meta.url).pathname;
// ws is the e2e tests' dependency (tests/e2e/package.json).
const WebSocket = createRequire(join(root, "tests/e2e/package.json"))("ws");
const GAME = process.env.BENCH_GAME ?? "two-players";
const GAMES = 3;

/** A DevTools protocol session on the page's own socket (ChromeDriver's endpoint has no events). */
async function devtools(browser) {
  const addr = browser.capabilities["goog:chromeOptions"].debuggerAddress;
  const targets = await (await fetch(`http://${addr}/json/list`)).json();
  const page = targets.find((t) => t.type === "page");
  const ws = new WebSocket(page.webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  let chunks = [];
  ws.on("message", (data) => {
    const msg = JSON.parse(data);
    if (msg.method === "HeapProfiler.addHeapSnapshotChunk") chunks.push(msg.params.chunk);
    else pending.get(msg.id)?.(msg);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send("HeapProfiler.enable");
  return {
    async snapshot() {
      chunks = [];
      await send("HeapProfiler.collectGarbage");
      await send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      return chunks.join("");
    },
    close: () => ws.close(),
  };
}

/**
 * The snapshot's objects reachable from the roots (weak edges left out), with and without
 * following WebDriver's references (`DevTools console` handles): totals, detached nodes, and the
 * self size and count of what the app itself reaches, by kind or constructor.
 */
function analyse(text) {
  const snap = JSON.parse(text);
  const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = snap.snapshot.meta;
  const { nodes, edges, strings } = snap;
  const NF = nf.length;
  const EF = ef.length;
  const [nName, nType, nEdges, nSize, nDet] = [
    "name",
    "type",
    "edge_count",
    "self_size",
    "detachedness",
  ].map((f) => nf.indexOf(f));
  const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((f) => ef.indexOf(f));
  const count = nodes.length / NF;
  const first = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    first[i] = e;
    e += nodes[i * NF + nEdges] * EF;
    first[i + 1] = e;
  }
  const edgeName = (e) => {
    const t = et[0][edges[e + eType]];
    return t === "element" || t === "hidden" ? "" : String(strings[edges[e + eName]]);
  };
  const reach = (skipDriver) => {
    const seen = new Uint8Array(count);
    seen[0] = 1;
    const queue = [0];
    for (let h = 0; h < queue.length; h++) {
      const n = queue[h];
      for (let e = first[n]; e < first[n + 1]; e += EF) {
        const t = et[0][edges[e + eType]];
        if (t === "weak" || t === "shortcut") continue;
        if (skipDriver && edgeName(e).includes("DevTools console")) continue;
        const to = edges[e + eTo] / NF;
        if (!seen[to]) {
          seen[to] = 1;
          queue.push(to);
        }
      }
    }
    return seen;
  };
  const all = reach(false);
  const own = reach(true);
  const kind = (i) => {
    const type = nt[0][nodes[i * NF + nType]];
    const name = strings[nodes[i * NF + nName]];
    if (type.includes("string")) return "(strings)";
    if (type === "code") return "(compiled code)";
    if (type === "native" && name.startsWith("<")) return "(DOM elements)";
    if (type === "closure") return "(closures)";
    if (type === "hidden" || type === "array") return `(${type})`;
    return name;
  };
  const out = { total: 0, own: 0, detached: 0, detachedOwn: 0, by: new Map() };
  for (let i = 0; i < count; i++) {
    const size = nodes[i * NF + nSize];
    const detached = nodes[i * NF + nDet] === 2;
    if (all[i]) {
      out.total += size;
      if (detached) out.detached++;
    }
    if (!own[i]) continue;
    out.own += size;
    if (detached) out.detachedOwn++;
    const k = kind(i);
    const r = out.by.get(k) ?? { n: 0, size: 0 };
    r.n++;
    r.size += size;
    out.by.set(k, r);
  }
  return out;
}

const MB = (b) => `${(b / 1e6).toFixed(2)} MB`;

async function main() {
  const server = await serve(process.env.WEB_DIST ?? join(root, "ui/dist-web"));
  const { browser, close } = await chromium({ width: 1280, height: 800 });
  const results = [];
  try {
    await browser.url(server.url);
    await started(browser);
    const tools = await devtools(browser);
    const script = loadScript(GAME);
    for (let game = 1; game <= GAMES; game++) {
      await startSession(browser, {
        players: script.players,
        starter: script.start,
        realTalk: script.realTalk,
      });
      await playScript(browser, script, { checkUndo: game === 1 });
      await click(browser, "Leave the game (it is saved)");
      await waitForText(browser, /New session/);
      const text = await tools.snapshot();
      writeFileSync(join(tmpdir(), `heap-game-${game}.heapsnapshot`), text);
      results.push(analyse(text));
      process.stderr.write(`game ${game} played, snapshot taken\n`);
    }
    tools.close();
  } finally {
    await close().catch(() => {});
    await server.close().catch(() => {});
  }
  for (const [i, r] of results.entries()) {
    process.stdout.write(
      `After game ${i + 1}, start screen: ${MB(r.total)} reachable, ${MB(r.own)} of it without WebDriver's references; detached DOM nodes ${r.detached}, ${r.detachedOwn} of them without WebDriver's references.\n`,
    );
  }
  const [a, b] = [results[results.length - 2], results[results.length - 1]];
  const grew = [...b.by]
    .map(([k, v]) => ({
      k,
      n: v.n - (a.by.get(k)?.n ?? 0),
      size: v.size - (a.by.get(k)?.size ?? 0),
    }))
    .sort((x, y) => y.size - x.size)
    .slice(0, 15);
  process.stdout.write(
    `\nGrown from game ${GAMES - 1}'s end to game ${GAMES}'s (without WebDriver's references), by kind or constructor:\n`,
  );
  for (const g of grew) process.stdout.write(`${g.size} bytes, ${g.n} objects: ${g.k}\n`);
}

await main();
