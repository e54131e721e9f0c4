// The whole app in a browser tab (issue #25): the web build (ui/dist-web/, the core in
// WebAssembly in a worker, storing in the Origin Private File System, or in IndexedDB where the
// browser has none) opened on 127.0.0.1 in headless Chromium and in WebKit. A golden game is started on the sample deck and played through the same
// screens as the desktop's e2e games (tests/e2e/lib/game.js, checked against the reference model
// after every step); the tab is reloaded in the middle of a turn, offers to resume, and the game
// goes on to the right final standings. The page makes no request after its own files loaded.

import { test } from "node:test";
import assert from "node:assert/strict";
import { playScript, startSession } from "../e2e/lib/game.js";
import { readResults } from "../e2e/lib/results.js";
import { fold, loadScript, stepsOf } from "../e2e/lib/script.js";
import { click, control, expectBoard, readPlay } from "../e2e/lib/ui.js";
import { keptFinished } from "./page.js";
import { serve } from "./server.js";
import { ENGINES, browserFor, isUpdateCheck, ownFiles, started, workerReady } from "./web.js";

const DIST = process.env.WEB_DIST;

/** What the worker's storage holds of the app, looked into from the page: {opfs, indexeddb}. */
async function stored(browser) {
  return browser.execute(async () => {
    let opfs = [];
    try {
      // WebKitGTK has no navigator.storage at all: no OPFS to look into.
      const root = await navigator.storage.getDirectory();
      const dir = await (await root.getDirectoryHandle("loadout")).getDirectoryHandle("sessions");
      for await (const name of dir.keys()) opfs.push(name);
    } catch {
      opfs = [];
    }
    const dbs = await indexedDB.databases();
    const indexeddb = dbs.some((d) => d.name === "loadout-companion")
      ? await new Promise((resolve, reject) => {
          const open = indexedDB.open("loadout-companion");
          open.onsuccess = () => {
            const req = open.result.transaction("files").objectStore("files").getAllKeys();
            req.onsuccess = () => {
              open.result.close();
              resolve(req.result.filter((k) => k.startsWith("sessions/")));
            };
            req.onerror = () => reject(req.error);
          };
          open.onerror = () => reject(open.error);
        })
      : [];
    return { opfs, indexeddb };
  });
}

for (const { engine, storage, query } of ENGINES.flatMap((engine) =>
  engine === "chromium"
    ? [
        { engine, storage: "opfs", query: "" },
        // The fallback of browsers without OPFS, chosen here by the page's query.
        { engine, storage: "indexeddb", query: "?storage=indexeddb" },
      ]
    : // WebKitGTK has no navigator.storage: the worker finds that out and takes IndexedDB itself.
      [{ engine, storage: "indexeddb", query: "" }],
)) {
  test(
    `a golden game in the browser alone (${engine}, ${storage}): recorded, reloaded mid-turn, resumed, nothing lost, no network`,
    { timeout: 15 * 60_000 },
    async () => {
      assert.ok(DIST, "WEB_DIST is not set: run tests/web/run.sh (make test-web)");
      const files = new Set(ownFiles(DIST));
      const server = await serve(DIST);
      const { browser, close } = await browserFor(engine, { width: 1280, height: 800 });
      try {
        const script = loadScript("two-players");
        const steps = stepsOf(script);
        // Reload in round 2, in the middle of the first turn: its Life Happens card recorded.
        const stop = steps.findIndex((s) => s.kind === "lh" && s.round === 1 && s.turn === 0) + 1;

        await browser.url(`${server.url}${query}`);
        await started(browser);
        // The service worker fetches the whole build once, for offline use.
        await workerReady(browser);
        const loaded = server.requests.length;
        for (const path of server.requests) {
          assert.ok(
            path === "/" || files.has(path),
            `the page asked only for its own files: ${path}`,
          );
        }

        await startSession(browser, {
          players: script.players,
          starter: script.start,
        });
        await playScript(browser, script, { until: stop });
        const before = await readPlay(browser);
        const kept = await stored(browser);
        assert.equal(
          kept[storage].length,
          1,
          `the game is kept in ${storage}: ${JSON.stringify(kept)}`,
        );
        const other = storage === "opfs" ? "indexeddb" : "opfs";
        assert.equal(kept[other].length, 0, `and nothing in ${other}: ${JSON.stringify(kept)}`);
        assert.deepEqual(server.requests.slice(loaded), [], "no request while the game was played");

        // The tab reloaded: the worker and the core start again from what is stored.
        await browser.refresh();
        await started(browser);
        const reloaded = server.requests.length;
        const resume = await control(browser, /^Resume the unfinished game/);
        assert.match(await resume.getText(), /Ana, Ben · round 2 of 6/);
        await resume.click();
        const ref = fold(
          script,
          steps.map((s) =>
            s.kind === "lh" && s.round === 1 && s.turn === 0
              ? { ...s, card: script.amend.wrong }
              : s,
          ),
          stop,
        );
        const after = await expectBoard(browser, ref, "resuming after the reload");
        assert.deepEqual(after.players, before.players, "every number and whose turn as before");
        assert.equal(after.round, before.round);
        assert.match(
          after.text,
          new RegExp(`${script.players[ref.active]}'s Action card`),
          "the turn goes on at its Action",
        );

        await playScript(browser, script, { from: stop });
        await click(browser, "See the results", { opens: "results" });
        const results = await readResults(browser);
        const want = fold(script, steps).standings();
        assert.deepEqual(
          results.rows.map((r) => [r.place, r.name, r.score]),
          want.map((r) => [r.place, r.name, r.score]),
          "the final standings of the reference model",
        );
        assert.deepEqual(
          server.requests.slice(reloaded).filter((path) => !isUpdateCheck(path)),
          [],
          "no request from the reload to the results but the service worker's check for a new version",
        );

        // And the finished game is stored: after one more reload it is a past session, not one to
        // resume.
        await keptFinished(browser, /Ana and Ben Finished/);
      } finally {
        await close().catch(() => {});
        await server.close();
      }
    },
  );
}
