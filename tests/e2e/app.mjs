// Opens the real app through WebKitWebDriver, as tests/e2e/run.sh prepares it.
import { remote } from "webdriverio";

/** Starts the app (the driver launches it) and returns the webdriverio browser driving its window. */
export async function openApp() {
  const app = process.env.LOADOUT_APP;
  const port = Number(process.env.WEBDRIVER_PORT);
  if (!app || !port) {
    throw new Error("Run the end-to-end tests with tests/e2e/run.sh (or make test): it starts the app.");
  }
  return remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "warn",
    capabilities: {
      browserName: "wry",
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": { binary: app, args: [] },
    },
  });
}

/** Saves what the window shows to artefacts/screenshots/NAME.png, for looking at after a run. */
export async function saveScreenshot(browser, name) {
  const dir = process.env.ARTEFACTS;
  if (!dir) return;
  // WebKit hands WebDriver the last composited frame: let two frames paint, then a moment more.
  await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await browser.pause(500);
  await browser.saveScreenshot(`${dir}/screenshots/${name}.png`);
}
