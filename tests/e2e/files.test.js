// Files in and out through the system's file dialog, which the app opens on the Rust side (the
// page never names a path): a finished game saved as a session file, then imported again as a
// new session with the same results. xdotool types the path into GTK's chooser (lib/files.js).

import { test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { launch, freshDirs, screenshot } from "./lib/harness.js";
import { click, control, waitForText } from "./lib/ui.js";
import { chooseFile } from "./lib/files.js";
import { readResults } from "./lib/results.js";

const golden = (name) => new URL(`../golden/${name}`, import.meta.url).pathname;

test(
  "a session saved through the file dialog imports again as a new session",
  { timeout: 5 * 60_000 },
  async () => {
    const dirs = freshDirs();
    const sessions = join(dirs.data, "sessions");
    mkdirSync(sessions, { recursive: true });
    copyFileSync(golden("two-players.json"), join(sessions, "20250510-180000-good.json"));
    const exported = join(dirs.base, "our game.json");

    const app = await launch({ dirs });
    try {
      const { browser } = app;
      // app.security.freezePrototype: a prototype-pollution bug cannot reach the IPC messages.
      assert.equal(await browser.execute(() => Object.isFrozen(Object.prototype)), true);
      await click(browser, "Past sessions", { opens: "sessions" });
      await click(browser, /^(?!Delete).*Ana and Ben/);
      const results = await readResults(browser);
      await chooseFile(browser, () => click(browser, "Save the whole session file"), exported);
      await waitForText(browser, "Saved the session file.");
      const file = JSON.parse(readFileSync(exported, "utf8"));
      const original = JSON.parse(readFileSync(golden("two-players.json"), "utf8"));
      assert.equal(file.format, "loadout-session");
      assert.deepEqual(file.events, original.events, "the game's steps, as recorded");

      await click(browser, "Back");
      await control(browser, "Import a session file");
      await chooseFile(browser, () => click(browser, "Import a session file"), exported);
      // The imported game opens on its results: the same ranking as the game it came from.
      assert.deepEqual(await readResults(browser), results);
      const kept = readdirSync(sessions).filter((f) => f.endsWith(".json"));
      assert.equal(kept.length, 2, "kept as a second session");
      await screenshot(browser, "files-imported-session");
    } finally {
      await app.close();
    }
  },
);
