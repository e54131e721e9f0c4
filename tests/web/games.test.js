// The golden 4- and 6-player games through the web app (issue #25), as the desktop's e2e games
// play them (tests/e2e/games.test.js): every step recorded through the screens and the scoreboard
// checked against the reference model after each one, the undo and the amend from the History
// included, then the results screen's final ranking against the golden table
// (tests/e2e/lib/golden.js). The 2-player game, reloaded mid-turn, is play.test.js's. The
// four-player game is played in WebKit (WebKitGTK's MiniBrowser: no OPFS, so the worker stores in
// IndexedDB, as on every iPad), the six-player one in Chromium, in the Origin Private File System;
// each is found finished after a reload.

import { test } from "node:test";
import assert from "node:assert/strict";
import { goldenGame, playGoldenGame } from "../e2e/lib/golden.js";
import { keptFinished } from "./page.js";
import { isUpdateCheck, started, withWebApp, workerReady } from "./web.js";

for (const { name, engine, storage } of [
  { name: "four-players", engine: "webkit", storage: "IndexedDB" },
  { name: "six-players", engine: "chromium", storage: "OPFS" },
]) {
  test(
    `the golden ${name.replace("-", " ")} game in the web app (${engine}, ${storage}), checked number by number`,
    { timeout: 15 * 60_000 },
    async () => {
      const game = goldenGame(name);
      const { script, expected } = game;
      await withWebApp({ width: 1280, height: 800, engine }, async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        await workerReady(browser);
        const loaded = server.requests.length;

        await playGoldenGame(browser, game);
        assert.deepEqual(
          server.requests.slice(loaded).filter((path) => !isUpdateCheck(path)),
          [],
          "no request while the game was played but the service worker's check for a new version",
        );

        // Stored finished: after a reload it is a past session, not a game to resume.
        await keptFinished(browser, new RegExp(`${script.players.at(-1)} Finished`));
      });
    },
  );
}
