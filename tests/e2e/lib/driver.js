// A browser driven through its own WebDriver server on 127.0.0.1 (ChromeDriver for Chromium,
// WebKitWebDriver for WebKit's MiniBrowser): the server started on a free port, the session
// opened with `capabilities`, and both ended by close(). lib/chromium.js and lib/webkit.js give
// each engine's capabilities.

import { spawn } from "node:child_process";
import { remote } from "webdriverio";
import { freePort, waitForPort, webdriverSession } from "./harness.js";

/**
 * Starts `command` with `args(port)`, then a WebDriver session of `capabilities` on it (`name`
 * in errors); `ready(browser)` runs once it is open. `env` is the server's environment (the
 * test's by default); `group` starts it in a process group of its own, with every process it
 * starts (the web app's kill test kills that group). Returns {browser, pid, close()}: `pid` is
 * the WebDriver server's (and, with `group`, its group's).
 */
export async function driven({
  command,
  args,
  name,
  capabilities,
  ready = async () => {},
  env = process.env,
  group = false,
}) {
  const port = await freePort();
  const driver = spawn(command, args(port), {
    stdio: ["ignore", "pipe", "pipe"],
    env,
    detached: group,
  });
  const output = [];
  driver.stdout.on("data", (d) => output.push(d));
  driver.stderr.on("data", (d) => output.push(d));
  const stop = async () => {
    if (driver.exitCode === null && driver.signalCode === null) {
      const exited = new Promise((resolve) => driver.once("exit", resolve));
      driver.kill("SIGTERM");
      await exited;
    }
  };
  try {
    await waitForPort(port, driver, `${name}'s WebDriver server`);
  } catch (e) {
    await stop();
    throw new Error(`${e.message}: ${Buffer.concat(output)}`);
  }
  let browser;
  try {
    browser = await remote(webdriverSession(port, capabilities));
    await ready(browser);
  } catch (e) {
    await browser?.deleteSession().catch(() => {});
    await stop();
    throw new Error(`${name} did not start: ${e.message}\n${Buffer.concat(output)}`);
  }
  return {
    browser,
    pid: driver.pid,
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        await stop();
      }
    },
  };
}
