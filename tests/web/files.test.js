// The same files both ways (issue #25): a session recorded in the web app and downloaded is
// scored by the CLI (`loadout score --json`) and imported into the desktop app; a session file
// saved by the desktop app is imported into the web app; each time the standings are the same.
//
// It needs all three builds: the web app (make web), the desktop app with its UI embedded and
// the `loadout` CLI, which tests/web/run.sh builds (scripts/build-app.sh, cached after make
// test-e2e) and exports as E2E_APP and LOADOUT_CLI, with a private X display for the desktop app.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cdp } from "../e2e/lib/chromium.js";
import { chooseFile } from "../e2e/lib/files.js";
import { playScript, startSession } from "../e2e/lib/game.js";
import { expectFinalResults, goldenGame } from "../e2e/lib/golden.js";
import { freshDirs, launch, screenshot } from "../e2e/lib/harness.js";
import { placeRow } from "../e2e/lib/reference.js";
import { readResults } from "../e2e/lib/results.js";
import { click, fill, waitForText } from "../e2e/lib/ui.js";
import { pickFile } from "./page.js";
import { started, withWebApp } from "./web.js";

// The desktop app and the CLI speak the system's language: English, as make test sets it.
const ENGLISH = { LC_ALL: "C.UTF-8", LANG: "C.UTF-8", LANGUAGE: "" };
const golden = (name) => new URL(`../golden/${name}`, import.meta.url).pathname;

/** `loadout score --json FILE`: the CLI's standings, as the results screen shows them. */
function scoredByCli(file) {
  const cli = process.env.LOADOUT_CLI;
  assert.ok(cli, "LOADOUT_CLI is not set: run tests/web/run.sh (make test-web)");
  const report = JSON.parse(
    execFileSync(cli, ["score", "--json", file], {
      encoding: "utf8",
      env: { ...process.env, ...ENGLISH },
    }),
  );
  assert.equal(report.final, true, `${file} holds a finished game`);
  return {
    winners: report.winners,
    rows: report.standings.map((r) => ({
      place: r.place,
      shared: r.shared,
      name: r.name,
      score: r.score,
      load: r.load,
      connection: r.connection,
      momentum: r.momentum,
      decided: r.decided_by_text,
    })),
  };
}

/** The results screen's ranking without its words for the tie-break (the CLI's words differ). */
const ranking = ({ rows }) => rows.map((r) => ({ ...placeRow(r), shared: r.shared }));

test(
  "a session from the web app scored by the CLI and opened by the desktop app, one from the desktop app imported into the web app: the same standings",
  { timeout: 10 * 60_000 },
  async () => {
    const downloads = mkdtempSync(join(tmpdir(), "loadout-web-files-"));
    const dirs = freshDirs();
    // The desktop app's own past session: the four-player golden game.
    const sessions = join(dirs.data, "sessions");
    mkdirSync(sessions, { recursive: true });
    copyFileSync(golden("four-players.json"), join(sessions, "20250510-180000-four.json"));
    const desktopFile = join(dirs.base, "from the desktop.json");
    const app = await launch({ dirs, env: ENGLISH });
    try {
      await withWebApp({ width: 1280, height: 800 }, async ({ browser, server }) => {
        // A game recorded in the web app, and its session file downloaded.
        const { script, expected } = goldenGame("two-players");
        await browser.url(server.url);
        await started(browser);
        await startSession(browser, { players: script.players, starter: script.start });
        await playScript(browser, script);
        const web = await expectFinalResults(browser, expected);
        await cdp(browser, "Browser.setDownloadBehavior", {
          behavior: "allow",
          downloadPath: downloads,
        });
        const webFile = await download(browser, downloads, () =>
          click(browser, "Download the whole session file"),
        );

        // The CLI scores it as the web app did.
        const cli = scoredByCli(webFile);
        assert.deepEqual(ranking(cli), ranking(web), "the CLI's standings of the web app's file");
        assert.deepEqual(cli.winners, [expected[0].name]);

        // The desktop app imports it: the same results screen.
        await click(app.browser, "Past sessions", { opens: "sessions" });
        await chooseFile(app.browser, () => click(app.browser, "Import a session file"), webFile);
        assert.deepEqual(
          await readResults(app.browser),
          web,
          "the desktop app's results of the web app's file",
        );
        await screenshot(app.browser, "web-files-desktop-imported");

        // The other way: the desktop app saves its four-player game, the web app imports it.
        await click(app.browser, "Back");
        await click(app.browser, /^(?!Delete).*Cal and Dee/);
        const desktop = await readResults(app.browser);
        await chooseFile(
          app.browser,
          () => click(app.browser, "Save the whole session file"),
          desktopFile,
        );
        await waitForText(app.browser, "Saved the session file.");
        const saved = JSON.parse(readFileSync(desktopFile, "utf8"));
        assert.deepEqual(
          saved.events,
          JSON.parse(readFileSync(golden("four-players.json"), "utf8")).events,
          "the desktop app saved the game's steps as recorded",
        );

        await browser.refresh();
        await started(browser);
        await click(browser, "Past sessions");
        await waitForText(browser, /Ana and Ben Finished/);
        await pickFile(browser, "Import a session file", desktopFile);
        assert.deepEqual(
          await readResults(browser),
          desktop,
          "the web app's results of the desktop app's file",
        );
        assert.deepEqual(
          ranking(scoredByCli(desktopFile)),
          ranking(desktop),
          "and the CLI's of the same file",
        );
        // Kept as a second past session of the web app.
        await browser.refresh();
        await started(browser);
        await click(browser, "Past sessions");
        await waitForText(browser, /Cal and Dee Finished/);
        await waitForText(browser, /Ana and Ben Finished/);
      });
    } finally {
      await app.close();
      rmSync(downloads, { recursive: true, force: true });
    }
  },
);

/** From the start screen: a deck entered as a copy of the sample deck named `name`, saved. */
async function enterDeck(browser, name) {
  await click(browser, "Catalogs", { opens: "catalogs" });
  await waitForText(browser, "Card catalogs");
  await click(browser, "New catalog from a copy of the sample deck");
  await waitForText(browser, "Save catalog");
  await fill(browser, "Name", name);
  await click(browser, "Save catalog");
  await waitForText(browser, "Saved.");
  await click(browser, "Back to catalogs", { opens: "catalogs" });
  await waitForText(browser, name);
}

/** `loadout check FILE`: the CLI finds nothing wrong with it. */
function checkedByCli(file) {
  execFileSync(process.env.LOADOUT_CLI, ["check", file], {
    encoding: "utf8",
    env: { ...process.env, ...ENGLISH },
  });
}

/** Does `tap` (a web app's download), then answers the path of the JSON file it put in `dir`. */
async function download(browser, dir, tap) {
  const before = new Set(readdirSync(dir));
  await tap();
  let file;
  await browser.waitUntil(
    () => (file = readdirSync(dir).find((f) => f.endsWith(".json") && !before.has(f))),
    { timeout: 20_000, timeoutMsg: "the file was never downloaded" },
  );
  return join(dir, file);
}

test(
  "a deck entered in the web app opens in the desktop app and the CLI, one entered in the desktop app in the web app, card for card",
  { timeout: 10 * 60_000 },
  async () => {
    const downloads = mkdtempSync(join(tmpdir(), "loadout-web-files-"));
    const app = await launch({ env: ENGLISH });
    const saved = (name) => join(app.dirs.base, name);
    const json = (path) => JSON.parse(readFileSync(path, "utf8"));
    try {
      await withWebApp({ width: 1280, height: 800 }, async ({ browser, server }) => {
        await browser.url(server.url);
        await started(browser);
        await cdp(browser, "Browser.setDownloadBehavior", {
          behavior: "allow",
          downloadPath: downloads,
        });

        // Entered in the web app, exported (a download), checked by the CLI, imported by the
        // desktop app and saved again by it: the same catalog.
        await enterDeck(browser, "Our web deck");
        const fromWeb = await download(browser, downloads, () =>
          click(browser, "Export Our web deck"),
        );
        assert.equal(json(fromWeb).name, "Our web deck");
        checkedByCli(fromWeb);
        await click(app.browser, "Catalogs", { opens: "catalogs" });
        await waitForText(app.browser, "Card catalogs");
        await chooseFile(app.browser, () => click(app.browser, "Import a catalog file"), fromWeb);
        await waitForText(app.browser, "Imported “Our web deck”.");
        await chooseFile(
          app.browser,
          () => click(app.browser, "Export Our web deck"),
          saved("web deck again.json"),
        );
        await waitForText(app.browser, "Saved the catalog file.");
        assert.deepEqual(
          json(saved("web deck again.json")),
          json(fromWeb),
          "the desktop app saves the web app's deck as it came",
        );

        // Entered in the desktop app, saved, imported by the web app and downloaded again.
        await click(app.browser, "Back");
        await enterDeck(app.browser, "Our desktop deck");
        await chooseFile(
          app.browser,
          () => click(app.browser, "Export Our desktop deck"),
          saved("desktop deck.json"),
        );
        await waitForText(app.browser, "Saved the catalog file.");
        const fromDesktop = saved("desktop deck.json");
        checkedByCli(fromDesktop);
        await pickFile(browser, "Import a catalog file", fromDesktop);
        await waitForText(browser, "Imported “Our desktop deck”.");
        const again = await download(browser, downloads, () =>
          click(browser, "Export Our desktop deck"),
        );
        assert.deepEqual(
          json(again),
          json(fromDesktop),
          "the web app keeps the desktop app's deck as it came",
        );
      });
    } finally {
      await app.close();
      rmSync(downloads, { recursive: true, force: true });
    }
  },
);
