// A new version of the web app never reloads under a game (issue #25): the service worker finds a
// second build on the server (here a copy of ui/dist-web/ whose page changed), installs it and
// keeps it waiting; the page offers it ("A new version … is ready"); put off ("Later"), the game
// goes on in the same page on the old files; opened again, the app offers it again, and only the
// facilitator's tap on "Update now" reloads the app on the new files, where the game resumes as
// it was.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { screenshot } from "../e2e/lib/harness.js";
import { playScript, startSession } from "../e2e/lib/game.js";
import { loadScript } from "../e2e/lib/script.js";
import { click, control, exists, readPlay, waitForText } from "../e2e/lib/ui.js";
import { ENGINES, started, withWebApp, workerReady } from "./web.js";

/** What the second build's page carries, and the first's does not. */
const MARK = '<meta name="loadout-test-build" content="second">';

/**
 * A second version of the build in a temporary folder: its page carries MARK, and its service
 * worker lists the page under a new revision, as a real new build's would. Returns its path.
 */
function secondBuild(dist) {
  const dir = mkdtempSync(join(tmpdir(), "loadout-web-second-"));
  cpSync(dist, dir, { recursive: true });
  const page = join(dir, "index.html");
  writeFileSync(page, readFileSync(page, "utf8").replace("</head>", `${MARK}</head>`));
  const sw = join(dir, "sw.js");
  const before = readFileSync(sw, "utf8");
  const after = before.replace(
    /(url:\s*"index\.html",\s*revision:\s*")[^"]+(")/,
    "$1second-build$2",
  );
  assert.notEqual(after, before, "the service worker lists index.html with its revision");
  writeFileSync(sw, after);
  return dir;
}

const marked = (browser) =>
  browser.execute(() => document.querySelector('meta[name="loadout-test-build"]') !== null);

for (const engine of ENGINES) {
  test(
    `a new version is offered between steps and taken only when the facilitator says so (${engine})`,
    { timeout: 10 * 60_000 },
    async () => {
      const second = secondBuild(process.env.WEB_DIST);
      try {
        await withWebApp({ width: 768, height: 1024, engine }, async ({ browser, server }) => {
          await browser.url(server.url);
          await started(browser);
          await workerReady(browser);
          const script = loadScript("two-players");
          await startSession(browser, { players: script.players, starter: script.start });
          await playScript(browser, script, { until: 4 });

          // A reload would lose this mark: it says the page stayed the same page.
          await browser.execute(() => {
            window.loadoutSamePage = true;
          });
          server.serveFrom(second);
          // The app's own check for a new version (hourly, and whenever it is shown again), now.
          await browser.execute(async () => {
            await (await navigator.serviceWorker.getRegistration()).update();
          });
          await waitForText(browser, /A new version of Loadout Companion is ready/, {
            timeout: 60_000,
          });
          await screenshot(browser, "update-offered");

          // Put off: the game goes on in the same page, on the first build's files.
          await click(browser, "Later");
          await browser.waitUntil(async () => !(await exists(browser, "Update now")), {
            timeout: 10_000,
            timeoutMsg: "the offer stayed after Later",
          });
          await playScript(browser, script, { from: 4, until: 10 });
          assert.equal(
            await browser.execute(() => window.loadoutSamePage === true),
            true,
            "the page was never reloaded",
          );
          assert.equal(await marked(browser), false, "still the first build");
          const before = await readPlay(browser);

          // The app opened again: still the first build, and the new one offered again.
          await browser.refresh();
          await started(browser);
          await waitForText(browser, /A new version of Loadout Companion is ready/, {
            timeout: 60_000,
          });
          assert.equal(
            await marked(browser),
            false,
            "a reload alone does not take the new version",
          );

          // Taken: the app reloads on the second build, and the game resumes where it was.
          await click(browser, "Update now");
          await browser.waitUntil(() => marked(browser), {
            timeout: 60_000,
            timeoutMsg: "the second build never loaded",
          });
          await started(browser);
          await (await control(browser, /^Resume the unfinished game/)).click();
          await browser.waitUntil(async () => (await readPlay(browser)) !== null, {
            timeout: 30_000,
          });
          const after = await readPlay(browser);
          assert.deepEqual(after.players, before.players, "every number and whose turn as before");
          assert.equal(after.round, before.round);
        });
      } finally {
        rmSync(second, { recursive: true, force: true });
      }
    },
  );
}
