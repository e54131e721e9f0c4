// WebKit for the pages a shared session serves: most tablets at a table are iPads, and every
// browser on an iPad is WebKit. WebKitGTK's MiniBrowser (in libwebkit2gtk-4.1-0, which the app
// itself needs) driven by Debian's WebKitWebDriver, on the test run's Xvfb display. Only loopback
// is used: WebKitWebDriver listens on 127.0.0.1 and the page comes from the app's server there.
//
// Same shape as lib/chromium.js's chromium(), so a test can run a page in either engine.

import { existsSync } from "node:fs";
import { driven } from "./driver.js";

/** Where Debian's libwebkit2gtk-4.1-0 puts MiniBrowser (`dpkg -L libwebkit2gtk-4.1-0`). */
const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/**
 * Starts WebKitWebDriver and a MiniBrowser window of `width`×`height` (CSS pixels) on the
 * display in $DISPLAY (tests/e2e/run.sh starts Xvfb). `binary` is another browser that WebDriver
 * drives as a MiniBrowser (the web kill test's, which keeps its data), `env` the driver's and
 * browser's environment, `group` a process group of their own (lib/driver.js). Returns
 * {browser, pid, close()}.
 */
export async function webkit({
  width = 768,
  height = 1024,
  binary = process.env.MINIBROWSER ?? MINIBROWSER,
  env = process.env,
  group = false,
} = {}) {
  if (!existsSync(binary)) {
    throw new Error(`MiniBrowser is not at ${binary}: run scripts/setup.sh (libwebkit2gtk-4.1-0).`);
  }
  return driven({
    command: process.env.WEBKIT_WEBDRIVER ?? "/usr/bin/WebKitWebDriver",
    args: (port) => [`--port=${port}`, "--host=127.0.0.1"],
    name: "MiniBrowser",
    capabilities: {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary, args: ["--automation"] },
    },
    ready: (browser) => browser.setWindowSize(width, height),
    env,
    group,
  });
}
