// Reads the results screen: the ranking table by its column headers, and the QR code decoded by
// zbarimg (a real decoder, not ours).

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { appScreenshot } from "./harness.js";
import { waitForText } from "./ui.js";

/**
 * The ranking as shown: {winner, rows: [{place, shared, name, score, load, connection, momentum,
 * decided}]}, read from the table by its column headers.
 */
export async function readResults(browser) {
  await waitForText(browser, /Final ranking/);
  return browser.execute(() => {
    const norm = (s) => (s ?? "").replace(/\s+/g, " ").trim();
    const table = [...document.querySelectorAll("table")].find((t) =>
      [...t.querySelectorAll("thead th")].some((th) => norm(th.textContent) === "Place"),
    );
    const heads = [...table.querySelectorAll("thead th")].map((th) => norm(th.textContent));
    const col = (name) => heads.findIndex((h) => h.startsWith(name));
    const rows = [...table.querySelectorAll("tbody tr")].map((tr) => {
      const cells = [...tr.children];
      const text = (name) => norm(cells[col(name)].textContent);
      const place = text("Place");
      // "Player and how the place was decided": the name, then the words that decided it (in
      // their own column in some layouts).
      const who = cells[col("Player")];
      const name = norm(
        [...who.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(" "),
      );
      const decidedCol = heads.findIndex(
        (h) => /how the place was decided/i.test(h) && !h.startsWith("Player"),
      );
      return {
        place: Number(place.match(/\d+/)[0]),
        shared: /shared/.test(place),
        name,
        score: Number(text("Score").match(/-?\d+/)[0]),
        load: Number(text("Load")),
        connection: Number(text("Connection")),
        momentum: Number(text("Momentum")),
        decided:
          decidedCol >= 0
            ? norm(cells[decidedCol].textContent)
            : norm(who.textContent).slice(name.length).trim(),
      };
    });
    const winner = norm(
      [...document.querySelectorAll("p")].find((p) =>
        /^(Winner|Shared win)/.test(norm(p.textContent)),
      )?.textContent,
    );
    return { winner, rows };
  });
}

/**
 * The results QR code as the app's window shows it (the window's picture cut to the code: what a
 * phone camera sees), read by zbarimg. Also returns the text the panel says the code holds.
 */
export async function decodeQr(browser, workDir) {
  const code = await browser.$('[role="img"][aria-label^="QR code"]');
  await code.waitForDisplayed({ timeout: 20_000 });
  await code.scrollIntoView({ block: "center" });
  const png = join(workDir, "qr-on-screen.png");
  await appScreenshot(browser, png, { element: code });
  const shown = await browser.execute(() => {
    const pre = [...document.querySelectorAll("details pre")].find((p) =>
      p.textContent.startsWith("LOADOUT-RESULTS"),
    );
    return pre ? pre.textContent : null;
  });
  return { decoded: zbar(png), shown };
}

/** zbarimg's reading of an image file (the raw bytes, UTF-8). */
export function zbar(file) {
  // stderr captured, not shown: zbarimg complains about a missing D-Bus on a bare machine.
  const out = execFileSync("zbarimg", ["--quiet", "--raw", "-Sbinary", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return out.toString("utf8").replace(/\n$/, "");
}

/** Writes `bytes` to a file in `dir` and decodes it. */
export function zbarBytes(dir, name, bytes) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return zbar(file);
}
