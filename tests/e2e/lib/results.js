// Reads the results screen: the ranking table by its column headers, and the QR code decoded by
// zbarimg (a real decoder, not ours).

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { click, control, waitForText } from "./ui.js";

/**
 * The ranking as shown: {winner, rows: [{place, shared, name, score, load, connection, momentum,
 * decided}]}, read from the table whose headers name the columns.
 */
export async function readResults(browser) {
  await waitForText(browser, /Final ranking/);
  return browser.execute(() => {
    const norm = (s) => (s ?? "").replace(/\s+/g, " ").trim();
    const table = [...document.querySelectorAll("table")].find((t) =>
      [...t.querySelectorAll("thead th")].some((th) => norm(th.textContent) === "Place"),
    );
    const heads = [...table.querySelectorAll("thead th")].map((th) => norm(th.textContent));
    const col = (name) => heads.indexOf(name);
    const rows = [...table.querySelectorAll("tbody tr")].map((tr) => {
      const cells = [...tr.children].map((c) => norm(c.textContent));
      const place = cells[col("Place")];
      return {
        place: Number(place.match(/\d+/)[0]),
        shared: /shared/.test(place),
        name: cells[col("Player")],
        score: Number(cells[col("Score")].match(/-?\d+/)[0]),
        load: Number(cells[col("Load")]),
        connection: Number(cells[col("Connection")]),
        momentum: Number(cells[col("Momentum")]),
        decided: cells[col("How the place was decided")],
      };
    });
    const winner = norm([...document.querySelectorAll("p")].find((p) => /^(Winner|Shared win)/.test(norm(p.textContent)))?.textContent);
    return { winner, rows };
  });
}

/**
 * Shows the results QR code, takes the image the app shows (its SVG or PNG, exactly as drawn)
 * and returns the text zbarimg reads from it.
 */
export async function decodeQr(browser, workDir) {
  await click(browser, /QR code/i);
  const img = await control(browser, /QR code/i, { within: null, timeout: 20_000 }).catch(() => null);
  void img;
  // The code as an element screenshot: what a phone camera would see on the screen.
  const code = await browser.$('[aria-label*="QR code" i] svg, img[alt*="QR code" i], svg[aria-label*="QR code" i]');
  await code.waitForDisplayed({ timeout: 20_000 });
  const png = join(workDir, "qr.png");
  await code.saveScreenshot(png);
  return zbar(png);
}

/** zbarimg's reading of an image file (the raw bytes, UTF-8). */
export function zbar(file) {
  const out = execFileSync("zbarimg", ["--quiet", "--raw", "-Sbinary", file]);
  return out.toString("utf8").replace(/\n$/, "");
}

/** Writes `bytes` to a file in `dir` and decodes it. */
export function zbarBytes(dir, name, bytes) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return zbar(file);
}

export { waitForText };
