// The harness itself: a test that ends leaves no app behind, even when WebKitWebDriver died
// under it. On a loaded machine (load 8, a stop of 2026-12-02) WebKitWebDriver went first, the app
// was reparented to init, out of reach of the stop by descendants, and kept tauri-driver's output
// pipes open: resume.test.js failed, and then its file never ended, so make test hung.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { launch } from "./lib/harness.js";
import { commOf, descendants } from "./lib/procs.js";
import { waitForText } from "./lib/ui.js";

const parentOf = (pid) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
};

test("an app whose WebKitWebDriver died is stopped with the test", async () => {
  const app = await launch();
  const pids = descendants(app.driver.pid).map((pid) => [pid, commOf(pid)]);
  const appPid = pids.find(([, comm]) => comm?.startsWith("loadout-compan"))?.[0];
  const webDriver = pids.find(([, comm]) => comm === "WebKitWebDriver")?.[0];
  assert.ok(appPid, `the app runs under tauri-driver (${JSON.stringify(pids)})`);
  assert.ok(webDriver, "WebKitWebDriver runs under tauri-driver");
  await waitForText(app.browser, "New session");

  process.kill(webDriver, "SIGKILL");
  for (let i = 0; i < 50 && parentOf(appPid) !== 1; i++) await sleep(100);
  assert.equal(parentOf(appPid), 1, "with its driver gone, the app is reparented to init");

  await app.close().catch(() => {});
  let alive = true;
  for (let i = 0; i < 50 && alive; i++) {
    alive = commOf(appPid) !== null;
    if (alive) await sleep(100);
  }
  assert.equal(alive, false, "the app is stopped when the test closes it");
});
