// The system's file chooser (GTK's, opened by the app for imports and exports) is not part of
// the page, so WebDriver cannot reach it: xdotool types the path into it, as a facilitator would
// type it, on the test's private X display.

import { execFileSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const xdotool = (...args) => execFileSync("xdotool", args, { encoding: "utf8" }).trim();

function visibleWindows() {
  try {
    return new Set(xdotool("search", "--onlyvisible", "--name", ".*").split("\n").filter(Boolean));
  } catch {
    return new Set(); // xdotool exits 1 when nothing matches.
  }
}

/**
 * Does `trigger` (the tap that opens a file chooser), waits for the chooser's window, types
 * `path` into its location field and confirms. Works for open and save choosers alike.
 */
export async function chooseFile(browser, trigger, path) {
  const before = visibleWindows();
  await trigger();
  let dialog = null;
  for (let i = 0; i < 400 && !dialog; i++) {
    dialog = [...visibleWindows()].find((w) => !before.has(w)) ?? null;
    if (!dialog) await sleep(50);
  }
  if (!dialog) throw new Error("No file chooser window opened within 20 s");
  // Let GTK finish laying the chooser out before typing into it.
  await sleep(500);
  xdotool("windowfocus", "--sync", dialog);
  // Ctrl+L opens the chooser's location field; the path replaces whatever it holds.
  xdotool("key", "--window", dialog, "--clearmodifiers", "ctrl+l");
  await sleep(200);
  xdotool("key", "--clearmodifiers", "ctrl+a");
  xdotool("type", "--delay", "2", "--clearmodifiers", path);
  await sleep(200);
  // Under load GTK sometimes drops the Return that follows typing (the path stays in the field,
  // the chooser stays open): press it again, up to three times, while the chooser is still there.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) {
      try {
        xdotool("windowfocus", "--sync", dialog);
      } catch {
        if (!visibleWindows().has(dialog)) return; // it closed after all
        throw new Error(`The file chooser for ${path} could not be focused again`);
      }
    }
    xdotool("key", "--clearmodifiers", "Return");
    for (let i = 0; i < 100; i++) {
      if (!visibleWindows().has(dialog)) return;
      await sleep(50);
    }
  }
  // What the chooser shows says why (a completion popup, an error line): keep a picture of it.
  const picture = `${process.env.E2E_ARTEFACTS ?? "/tmp"}/file-chooser-stuck.png`;
  try {
    execFileSync("import", ["-window", "root", picture]);
  } catch {
    // The error below matters more than the picture.
  }
  throw new Error(`The file chooser did not close after typing ${path} (screen: ${picture})`);
}
