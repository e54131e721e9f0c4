// WebKit for the pages a shared session serves: most tablets at a table are iPads, and every
// browser on an iPad is WebKit. WebKitGTK's MiniBrowser (in libwebkit2gtk-4.1-0, which the app
// itself needs) driven by Debian's WebKitWebDriver, on the test run's Xvfb display. Only loopback
// is used: WebKitWebDriver listens on 127.0.0.1 and the page comes from the app's server there.
//
// Same shape as lib/chromium.js's chromium(), so a test can run a page in either engine.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { remote } from "webdriverio";
import { freePort, waitForPort } from "./harness.js";

/** Where Debian's libwebkit2gtk-4.1-0 puts MiniBrowser (`dpkg -L libwebkit2gtk-4.1-0`). */
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * Starts WebKitWebDriver and a MiniBrowser window of `width`×`height` (CSS pixels) on the
 * display in $DISPLAY (tests/e2e/run.sh starts Xvfb). Returns {browser, close()}.
 */
export async function webkit({ width = 768, height = 1024 } = {}) {
  const binary = process.env.MINIBROWSER ?? MINIBROWSER;
  if (!existsSync(binary)) {
    throw new Error(`MiniBrowser is not at ${binary}: run scripts/setup.sh (libwebkit2gtk-4.1-0).`);
  }
  const port = await freePort();
  const driver = spawn(
    process.env.WEBKIT_WEBDRIVER ?? "/usr/bin/WebKitWebDriver",
    [`--port=${port}`, "--host=127.0.0.1"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
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
    await waitForPort(port, driver, "WebKitWebDriver");
  } catch (e) {
    await stop();
    throw new Error(`${e.message}: ${Buffer.concat(output)}`);
  }
  let browser;
  try {
    browser = await remote({
      hostname: "127.0.0.1",
      port,
      logLevel: "silent",
      connectionRetryCount: 0,
      waitforTimeout: 20_000,
      capabilities: {
        browserName: "MiniBrowser",
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary, args: ["--automation"] },
      },
    });
    await browser.setWindowSize(width, height);
  } catch (e) {
    await browser?.deleteSession().catch(() => {});
    await stop();
    throw new Error(`MiniBrowser did not start: ${e.message}\n${Buffer.concat(output)}`);
  }
  return {
    browser,
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        await stop();
      }
    },
  };
}
