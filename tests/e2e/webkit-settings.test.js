// The WebKit settings the shell makes (src-tauri/src/main.rs, issue 29): WebKit's processes run
// without compositing (its layers were the largest part of the web process's memory after a
// game: bench/RESULTS.md, "Compositing off") and paint on the CPU, unless the person starting
// the app set either variable: theirs is kept. Read where WebKit reads them, in the environment
// its web process was started with.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { appPid, launch } from "./lib/harness.js";
import { commOf, descendants } from "./lib/procs.js";
import { waitForText } from "./lib/ui.js";

/** The WEBKIT_* variables of the app's web process, as {name: value}. */
function webProcessSettings(app) {
  const web = descendants(appPid(app)).find((pid) => commOf(pid) === "WebKitWebProces");
  assert.ok(web, "the app has a WebKit web process");
  return Object.fromEntries(
    readFileSync(`/proc/${web}/environ`, "utf8")
      .split("\0")
      .filter((v) => /^WEBKIT_(DISABLE_COMPOSITING_MODE|SKIA_ENABLE_CPU_RENDERING)=/.test(v))
      .map((v) => v.split("=")),
  );
}

/**
 * What the web process gets: as shipped, and with compositing turned back on by whoever starts
 * the app (a GPU that does it well).
 */
const CASES = [
  {
    env: {},
    expected: { WEBKIT_DISABLE_COMPOSITING_MODE: "1", WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1" },
  },
  {
    env: { WEBKIT_DISABLE_COMPOSITING_MODE: "0" },
    expected: { WEBKIT_DISABLE_COMPOSITING_MODE: "0", WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1" },
  },
];

test("WebKit paints without compositing and on the CPU; a setting the user made is kept", async () => {
  for (const { env, expected } of CASES) {
    const app = await launch({ env });
    try {
      await waitForText(app.browser, "New session");
      assert.deepEqual(webProcessSettings(app), expected, `started with ${JSON.stringify(env)}`);
    } finally {
      await app.close();
    }
  }
});
