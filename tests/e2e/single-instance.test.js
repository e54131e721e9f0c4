// One app per data folder (src-tauri/src/instance.rs, issue 29): launching the app again on the
// folder of a running app hands over to it (it comes to the front) and exits at once with no
// window of its own; on another folder it starts an app of its own. The real binary under Xvfb.
// The display has no window manager, so "comes to the front" is seen as the input focus: GTK
// sets it itself where no window manager takes the request. Not covered here: un-minimising
// (without a window manager nothing minimises) and a window manager's own raise policy.

import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { appEnv, appPid, launch } from "./lib/harness.js";
import { windowsOf } from "./lib/x11.js";
import { startSession } from "./lib/game.js";
import { waitForText } from "./lib/ui.js";

const TITLE = "Loadout Companion";

/** The ids of the windows of process `pid` titled as the app's main window. */
const windowIds = (pid) => windowsOf(pid, TITLE).map((w) => w.id);

/** The process whose window has the input focus, or null. */
function focusedPid() {
  try {
    return Number(
      execFileSync("xdotool", ["getwindowfocus", "getwindowpid"], { encoding: "utf8" }).trim(),
    );
  } catch {
    return null; // the root window, or a window that names no process
  }
}

/** Runs the app binary on `dirs` as a person would from a launcher; resolves {code, signal, stderr}. */
async function launchAgain(dirs) {
  const child = spawn(process.env.E2E_APP, [], {
    env: appEnv(dirs),
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stderr = [];
  child.stderr.on("data", (d) => stderr.push(d));
  const [code, signal] = await once(child, "exit");
  return { code, signal, stderr: Buffer.concat(stderr).toString() };
}

test(
  "a second launch on the same data folder hands over to the running app and exits",
  { timeout: 8 * 60_000 },
  async () => {
    const first = await launch();
    try {
      await waitForText(first.browser, "The Loadout v1.1");
      const firstPid = appPid(first);
      assert.equal(windowIds(firstPid).length, 1, "the first app's window");

      // Another data folder: an app of its own, with its own window.
      const other = await launch();
      try {
        await waitForText(other.browser, "The Loadout v1.1");
        const otherPid = appPid(other);
        assert.notEqual(otherPid, firstPid);
        const [otherWindow] = windowIds(otherPid);
        assert.ok(otherWindow, "the app on the other folder has its window");
        // The other app's window has the focus, as if the facilitator had worked in it last.
        execFileSync("xdotool", ["windowfocus", "--sync", otherWindow]);
        assert.equal(focusedPid(), otherPid);

        // Launched again on the first folder: exits 0 by itself, having handed over.
        const again = await launchAgain(first.dirs);
        assert.deepEqual(
          { code: again.code, signal: again.signal },
          { code: 0, signal: null },
          `the second launch's stderr: ${again.stderr}`,
        );
        assert.equal(again.stderr, "", "nothing said on a normal hand-over");
        // The first app came to the front; no third window appeared anywhere.
        await first.browser.waitUntil(() => focusedPid() === firstPid, {
          timeout: 20_000,
          timeoutMsg: `the first app never took the focus (it is ${focusedPid()}'s)`,
        });
        assert.equal(windowIds(firstPid).length, 1, "still one window for the first app");
        assert.equal(windowIds(otherPid).length, 1, "still one window for the other app");
        assert.equal(appPid(other), otherPid, "the other app still runs");
      } finally {
        await other.close();
      }

      // The first app still works: it starts a game and saves it in its folder.
      await startSession(first.browser, { players: ["Ana", "Ben"], starter: 0 });
      const files = readdirSync(join(first.dirs.data, "sessions")).filter((f) =>
        f.endsWith(".json"),
      );
      assert.equal(files.length, 1, "the game's file");
      assert.equal(appPid(first), firstPid, "the same app all along");
    } finally {
      await first.close();
    }
  },
);
