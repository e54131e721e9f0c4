// A real browser for the pages a shared session serves (the facilitator's tablet, the table
// display): Debian's Chromium, driven through its ChromeDriver, headless. Only loopback is used:
// ChromeDriver listens on 127.0.0.1 and the page comes from the app's server on 127.0.0.1.

import { driven } from "./driver.js";
import { click, fill, waitForText } from "./ui.js";

/**
 * Starts ChromeDriver and a headless Chromium window of `width`×`height` (CSS pixels) with
 * touch events, like a tablet's browser. `proxy` (a URL from lib/proxy.js) sends every request
 * through that proxy, loopback included, so a test can cut the device's network. `lang` is the
 * browser's language (`navigator.language`), as a device set to it has. `profile` keeps the
 * browser's profile (its storage) in that folder, so that it outlives the browser; `group` starts
 * it in a process group of its own (lib/driver.js). Returns {browser, pid, close()}.
 */
export async function chromium({
  width = 768,
  height = 1024,
  proxy = null,
  lang = null,
  profile = null,
  group = false,
} = {}) {
  return driven({
    command: process.env.CHROMEDRIVER ?? "chromedriver",
    args: (port) => [`--port=${port}`, "--allowed-ips=127.0.0.1"],
    name: "Chromium",
    capabilities: {
      browserName: "chrome",
      "goog:chromeOptions": {
        binary: process.env.CHROMIUM ?? "/usr/bin/chromium",
        // --no-sandbox: Chromium refuses to start as root without it (CI runs as root).
        args: [
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--no-first-run",
          "--touch-events=enabled",
          `--window-size=${width},${height}`,
          // Chromium never proxies loopback unless told to (`<-loopback>`).
          ...(proxy ? [`--proxy-server=${proxy}`, "--proxy-bypass-list=<-loopback>"] : []),
          ...(lang ? [`--lang=${lang}`, `--accept-lang=${lang}`] : []),
          ...(profile ? [`--user-data-dir=${profile}`] : []),
        ],
        ...(lang ? { prefs: { "intl.accept_languages": lang } } : {}),
      },
    },
    group,
  });
}

/**
 * Runs a DevTools protocol command (`Page.getInstallabilityErrors`, `Storage.overrideQuotaForOrigin`)
 * in `browser`'s current tab through ChromeDriver's own endpoint for it; answers its result.
 */
export async function cdp(browser, cmd, params = {}) {
  const { hostname, port } = browser.options;
  const res = await fetch(
    `http://${hostname}:${port}/session/${browser.sessionId}/goog/cdp/execute`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cmd, params }),
    },
  );
  const body = await res.json();
  if (!res.ok) throw new Error(`${cmd} failed: ${JSON.stringify(body.value ?? body)}`);
  return body.value;
}

/** Desktop: opens Share with the table and starts sharing on 127.0.0.1. Returns the links. */
export async function shareOnLoopback(desktop) {
  await click(desktop, "Share with the table");
  const network = await desktop.$("dialog[open] select");
  await network.waitForDisplayed();
  await network.selectByAttribute("value", "127.0.0.1");
  await click(desktop, "Start sharing");
  const links = {};
  for (const kind of ["display", "tablet"]) links[kind] = await shownLink(desktop, kind);
  return links;
}

/** `kind`'s link as the open Share dialog shows it: its kind, address, short code and QR code. */
async function shownLink(desktop, kind) {
  const figure = await desktop.$(`[data-testid="share-link-${kind}"]`);
  await figure.waitForDisplayed({ timeout: 20_000 });
  return {
    kind,
    address: (await figure.$(".typed strong").getText()).replace(/^http:\/\//, ""),
    code: await figure.$("code").getText(),
    qr: await figure.$("img"),
  };
}

/**
 * Desktop, sharing: `link`'s kind as the Share dialog shows it once its short code is no longer
 * `link.code`, which a device used to join (a code joins once; the dialog then shows a fresh one).
 * Opens the dialog if it is closed, and closes it again.
 */
export async function nextLink(desktop, link) {
  const kind = link.kind;
  const opened = !(await desktop.$("dialog[open]").isExisting());
  if (opened) await click(desktop, "Share with the table");
  const figure = await desktop.$(`[data-testid="share-link-${kind}"]`);
  await figure.waitForDisplayed({ timeout: 20_000 });
  await desktop.waitUntil(async () => (await figure.$("code").getText()) !== link.code, {
    timeout: 20_000,
    timeoutMsg: `the Share dialog still shows the used code ${link.code}`,
  });
  const next = await shownLink(desktop, kind);
  if (opened) await click(desktop, "Close");
  return next;
}

/** Opens `link`'s address in `browser` and joins with its typed code, as read off the computer. */
export async function joinByCode(browser, link) {
  await browser.url(`http://${link.address}/`);
  await waitForText(browser, /Join the game at the table/);
  await fill(browser, "Code", link.code.toLowerCase());
  await click(browser, "Join");
}
