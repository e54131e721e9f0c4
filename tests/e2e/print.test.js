// Print from the app's window (issue 27): "Print the results sheet" on the results screen opens
// the system's print dialog (GTK's, under WebKitGTK), seen as a new X window named "Print".

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chooseFile } from "./lib/files.js";
import { launch } from "./lib/harness.js";
import { click, waitForText } from "./lib/ui.js";

/** The ids of the visible X windows named `name` (xdotool, as a user's window list). */
function windowsNamed(name) {
  try {
    return execFileSync("xdotool", ["search", "--onlyvisible", "--name", `^${name}$`], {
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

test("Print the results sheet opens the print dialog", { timeout: 5 * 60_000 }, async () => {
  const golden = fileURLToPath(new URL("../golden/two-players.json", import.meta.url));
  const app = await launch();
  try {
    const { browser } = app;
    await click(browser, "Past sessions", { opens: "sessions" });
    await chooseFile(browser, () => click(browser, "Import a session file"), golden);
    await waitForText(browser, /Final ranking/);
    assert.deepEqual(windowsNamed("Print"), [], "no print dialog before");
    await click(browser, "Print the results sheet");
    // Polled until it shows: GTK's first print dialog on a cold machine can take a while.
    const deadline = Date.now() + 60_000;
    let found = [];
    while (found.length === 0 && Date.now() < deadline) {
      found = windowsNamed("Print");
      if (found.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    assert.notDeepEqual(found, [], "a print dialog opened");
    execFileSync("xdotool", ["key", "--window", found[0], "Escape"]);
  } finally {
    await app.close();
  }
});
