// Starts the real app for one test: its own tauri-driver (in front of Debian's WebKitWebDriver)
// with a fresh data dir, so no test sees another's sessions, catalogs or settings. run.sh has
// built the app, started Xvfb and exported DISPLAY and E2E_APP before `node --test` runs.

import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createRequire } from "node:module";
import { remote } from "webdriverio";
import { commOf, descendants } from "./procs.js";
import { grabWindow, windowsOf } from "./x11.js";

const root = new URL("../../../", import.meta.url).pathname;
/** Where screenshots and other test artefacts go (artefacts/e2e/ at the repo root). */
export const ARTEFACTS = process.env.E2E_ARTEFACTS ?? join(root, "artefacts/e2e");

function required(name) {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the e2e tests with \`make e2e\` (tests/e2e/run.sh)`);
  return value;
}

/**
 * The options of every WebDriver session the tests open (the app's window through tauri-driver,
 * Chromium, MiniBrowser): a driver on 127.0.0.1:`port`, plain WebDriver, `capabilities`.
 */
export function webdriverSession(port, capabilities) {
  return {
    hostname: "127.0.0.1",
    port,
    // Failures throw with their message; the driver's own log would repeat them.
    logLevel: "silent",
    connectionRetryCount: 0,
    // A loaded 2-core machine builds while tests run: be patient before calling a wait failed.
    waitforTimeout: 20_000,
    // Plain WebDriver: no BiDi socket to keep open.
    capabilities: { "wdio:enforceWebDriverClassic": true, ...capabilities },
  };
}

/** Ports this test process has handed out: a port is never handed out twice. */
const issued = new Set();

function unusedPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A TCP port nobody listens on right now, and one this process has not handed out before. The
 * kernel may give a port just closed to the next `listen(0)`: two calls in a row once gave
 * tauri-driver and its WebKitWebDriver the same port, which failed the app's launch (and
 * tauri-driver logged a gigabyte of failed accepts).
 */
export async function freePort() {
  for (let i = 0; i < 50; i++) {
    const port = await unusedPort();
    if (!issued.has(port)) {
      issued.add(port);
      return port;
    }
  }
  throw new Error("no unused port in 50 tries");
}

/** Whether something listens on 127.0.0.1:`port` (a connection is accepted). */
export function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.end(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** Waits until `child` (named `what` in errors) listens on 127.0.0.1:`port`, at most 10 s. */
export async function waitForPort(port, child, what) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await isListening(port)) return;
    await sleep(50);
  }
  throw new Error(`${what} did not listen on port ${port} within 10 s`);
}

/** A new empty folder for one test's app data (LOADOUT_DATA_DIR) and WebKit's caches. */
export function freshDirs() {
  const base = mkdtempSync(join(tmpdir(), "loadout-e2e-"));
  const dirs = { base, data: join(base, "data"), xdg: join(base, "xdg") };
  for (const d of [
    dirs.data,
    join(dirs.xdg, "data"),
    join(dirs.xdg, "config"),
    join(dirs.xdg, "cache"),
  ]) {
    mkdirSync(d, { recursive: true });
  }
  return dirs;
}

/** The app's environment on `dirs` (from freshDirs): its data folder and XDG folders. */
export function appEnv(dirs) {
  return {
    ...process.env,
    LOADOUT_DATA_DIR: dirs.data,
    XDG_DATA_HOME: join(dirs.xdg, "data"),
    XDG_CONFIG_HOME: join(dirs.xdg, "config"),
    XDG_CACHE_HOME: join(dirs.xdg, "cache"),
  };
}

/** The PID of the app that `launch` started (WebKitWebDriver spawned it under tauri-driver). */
export function appPid(app) {
  const pid = descendants(app.driver.pid).find((p) => commOf(p) === "loadout-compani");
  if (!pid) throw new Error("the app's process is not running");
  return pid;
}

/** The sessions `launch` opened on the app, each with its app ({driver}): see appScreenshot. */
const apps = new WeakMap();

/**
 * Starts tauri-driver, which starts the app through WebKitWebDriver, and opens a WebDriver
 * session on the app's window. `dirs` (from freshDirs) is reused to start the app again on the
 * same data. `env` adds variables for the app (e.g. GTK_THEME). Returns {browser, dirs, driver,
 * sessionRequestedAt (performance.now() when the app was asked to start), close()}; close()
 * ends the session (which ends the app) and stops tauri-driver and anything left under it by PID.
 */
export async function launch({ dirs = freshDirs(), env = {}, app = required("E2E_APP") } = {}) {
  const port = await freePort();
  const nativePort = await freePort();
  const log = join(dirs.base, `tauri-driver-${port}.log`);
  const driver = spawn(
    process.env.TAURI_DRIVER ?? "tauri-driver",
    [
      "--port",
      String(port),
      "--native-port",
      String(nativePort),
      "--native-driver",
      "/usr/bin/WebKitWebDriver",
    ],
    {
      env: { ...appEnv(dirs), ...env },
      stdio: ["ignore", "pipe", "pipe"],
      // A process group of its own, so that stopping it reaches the app even once the app is no
      // longer under it: when WebKitWebDriver dies first (it did under load 8), the app is
      // reparented to init, keeps tauri-driver's output pipes open, and the test file never ends.
      detached: true,
    },
  );
  const output = [];
  driver.stdout.on("data", (d) => output.push(d));
  driver.stderr.on("data", (d) => output.push(d));
  const stopDriver = async () => {
    // Everything under tauri-driver was started by this test: stop what is left, by PID.
    const leftovers = descendants(driver.pid).map((pid) => [pid, commOf(pid)]);
    if (driver.exitCode === null && driver.signalCode === null) {
      const exited = new Promise((resolve) => driver.once("exit", resolve));
      process.kill(driver.pid, "SIGTERM");
      await exited;
    }
    for (const [pid, comm] of leftovers) {
      try {
        // The same name still: not a new process that reused the PID.
        if (commOf(pid) === comm) process.kill(pid, "SIGTERM");
      } catch {
        // Already gone: the session's end closed it.
      }
    }
    try {
      // Whatever of the group is left, wherever it was reparented to.
      process.kill(-driver.pid, "SIGTERM");
    } catch {
      // The group is empty: everything has ended.
    }
    writeFileSync(log, Buffer.concat(output));
  };
  let browser;
  let sessionRequestedAt;
  try {
    // tauri-driver listens at once, but forwards to WebKitWebDriver, which takes a moment more.
    await waitForPort(port, driver, "tauri-driver");
    await waitForPort(nativePort, driver, "WebKitWebDriver (via tauri-driver)");
    // The app is spawned by this request: the benchmarks time its start from here.
    sessionRequestedAt = performance.now();
    browser = await remote(
      webdriverSession(port, { browserName: "wry", "tauri:options": { application: app } }),
    );
  } catch (e) {
    await stopDriver();
    throw new Error(`${e.message}\n(tauri-driver's output: ${log})`);
  }
  apps.set(browser, { driver });
  return {
    browser,
    dirs,
    driver,
    sessionRequestedAt,
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        await stopDriver();
      }
    },
  };
}

/**
 * Saves a PNG of the page as artefacts/e2e/<name>.png: of the app's window from the X display
 * (appScreenshot), of a browser's page from its WebDriver.
 */
export async function screenshot(browser, name) {
  const file = join(ARTEFACTS, `${name}.png`);
  mkdirSync(dirname(file), { recursive: true });
  if (apps.has(browser)) {
    await appScreenshot(browser, file);
  } else {
    // The browser hands WebDriver its last composited frame, which can lag behind the DOM: let
    // two frames paint, then take pictures until two in a row agree (at most 20: a page that
    // never stands still is kept as its last picture).
    await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    let picture = await browser.takeScreenshot();
    for (let i = 0; i < 20; i++) {
      const next = await browser.takeScreenshot();
      if (next === picture) break;
      picture = next;
    }
    writeFileSync(file, Buffer.from(picture, "base64"));
  }
  return file;
}

/**
 * Saves what the app's window (the one the session `browser` of `launch` is on) shows as the PNG
 * `file`, grabbed from the X display (tests/e2e/run.sh's Xvfb): the page as WebDriver's
 * screenshot has it, or with `element` only that element and `margin` CSS pixels around it (what
 * a camera pointed at it sees). WebKit paints the app without compositing (src-tauri/src/main.rs),
 * and then WebKitWebDriver's screenshots never return.
 */
export async function appScreenshot(browser, file, { element = null, margin = 0 } = {}) {
  const app = apps.get(browser);
  if (!app) throw new Error("appScreenshot takes the app's session (from launch)");
  const pid = appPid(app);
  let page;
  let win;
  let windows = [];
  // Until the page is as wide as its window: a window just resized (setWindowSize) tells the
  // page a frame or so later.
  for (let i = 0; i < 50; i++) {
    // Two frames: the page's last change has been painted and handed to the window.
    page = await browser.executeAsync((el, done) => {
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const r = el?.getBoundingClientRect();
          done({
            scale: devicePixelRatio,
            width: innerWidth,
            height: innerHeight,
            box: r ? [r.left, r.top, r.width, r.height] : null,
          });
        }),
      );
    }, element);
    // The X window of the session's current window: the app's windows told apart by where
    // WebDriver says the current one is.
    const rect = await browser.getWindowRect();
    windows = windowsOf(pid);
    const at = windows.filter(
      (w) => w.x === rect.x && w.y === rect.y && w.width === rect.width && w.height === rect.height,
    );
    if (at.length > 1) {
      throw new Error(`${at.length} of the app's X windows are at ${JSON.stringify(rect)}`);
    }
    [win] = at;
    if (win && Math.round(page.width * page.scale) === win.width) break;
  }
  if (!win) {
    throw new Error(
      `no X window of the app where WebDriver's window is: ${JSON.stringify(windows)}`,
    );
  }
  // The webview fills the window but for what GTK puts above it (nothing, or a menu bar).
  const px = (v) => Math.round(v * page.scale);
  const view = { width: px(page.width), height: px(page.height) };
  const top = win.height - view.height;
  const left = win.width - view.width;
  if (top < 0 || left < 0) {
    throw new Error(
      `the page (${JSON.stringify(view)}) is larger than its window (${JSON.stringify(win)})`,
    );
  }
  let crop = { x: left, y: top, ...view };
  if (page.box) {
    const [x, y, w, h] = page.box;
    const x0 = Math.max(left, left + px(x - margin));
    const y0 = Math.max(top, top + px(y - margin));
    const x1 = Math.min(win.width, left + px(x + w + margin));
    const y1 = Math.min(win.height, top + px(y + h + margin));
    if (x1 <= x0 || y1 <= y0) throw new Error(`the element is outside the window: ${page.box}`);
    crop = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }
  grabWindow(win, file, crop);
  return file;
}

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core in the page and returns its serious and critical violations, each as
 * "rule: what (selectors)". WCAG 2.x A and AA rules, the level the product promises.
 */
export async function axeViolations(browser) {
  const result = await browser.executeAsync(
    `${AXE}
    const done = arguments[arguments.length - 1];
    // Colours are read as the eye ends up seeing them: new cards stay faded while they settle
    // (their list aria-busy) and fade in once they take taps, and a contrast read then is a
    // blend. axe runs when nothing is busy and no finite animation or transition is still
    // running (waited for frame by frame, 10 s at most).
    const moving = () => document.querySelector('[aria-busy="true"]') !== null ||
      document.getAnimations().some((a) =>
        a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    const until = performance.now() + 10000;
    const still = () => new Promise((resolve) => {
      const look = () => (!moving() || performance.now() > until ? resolve() : requestAnimationFrame(look));
      look();
    });
    still().then(() => axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } })
      .then((r) => done(JSON.stringify(r.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => n.target.join(" ") + (n.failureSummary ? " — " + n.failureSummary.split("\\n").slice(1).join("; ") : "")),
      })))))
      .catch((e) => done(JSON.stringify({ error: String(e) }))));`,
  );
  const parsed = JSON.parse(result);
  if (parsed.error) throw new Error(`axe-core did not run in the page: ${parsed.error}`);
  return parsed
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.join(" | ")}`);
}
