// The results code as a PNG on a shared session's tablet (issue 27): a browser saves no files on
// the computer, so the page draws the backend's SVG on a canvas and downloads that. A finished
// game is imported, shared on loopback, and joined from headless Chromium by its typed code; the
// PNG the page hands to the browser is read back by zbarimg, a real decoder, and must hold the
// text the page says the code holds.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, joinByCode, shareOnLoopback } from "./lib/chromium.js";
import { chooseFile } from "./lib/files.js";
import { launch } from "./lib/harness.js";
import { zbarBytes } from "./lib/results.js";
import { click, waitForText } from "./lib/ui.js";

test(
  "a tablet downloads the results code as a PNG that a phone camera reads",
  { timeout: 10 * 60_000 },
  async () => {
    const golden = fileURLToPath(new URL("../golden/two-players.json", import.meta.url));
    const players = JSON.parse(readFileSync(golden, "utf8")).events[0].players;
    const names = players.map((p) => p.name ?? p).join(" and ");
    const app = await launch();
    let tablet = null;
    try {
      const desktop = app.browser;
      await click(desktop, "Past sessions", { opens: "sessions" });
      await chooseFile(desktop, () => click(desktop, "Import a session file"), golden);
      await waitForText(desktop, /Final ranking/);
      await click(desktop, "Back");
      // Correct a step opens the game with its History; the game is shared from there.
      await click(desktop, `Correct a step: ${names}`);
      await waitForText(desktop, "Insert before");
      await click(desktop, "Close");
      await waitForText(desktop, "The game is over");
      const links = await shareOnLoopback(desktop);
      await click(desktop, "Close");

      tablet = await chromium({ width: 768, height: 1024 });
      const pad = tablet.browser;
      await joinByCode(pad, links.tablet);
      await waitForText(pad, "The game is over");
      await click(pad, "See the results");
      await waitForText(pad, /Final ranking/);
      // What the page hands to the browser as a download, kept to be read here.
      await pad.execute(() => {
        const made = URL.createObjectURL.bind(URL);
        window.__downloads = [];
        URL.createObjectURL = (blob) => {
          window.__downloads.push(blob);
          return made(blob);
        };
      });
      await click(pad, "Download the code as PNG");
      await waitForText(pad, /Downloaded \S+\.png\./);
      const file = await pad.executeAsync((done) => {
        const blob = window.__downloads.at(-1);
        const reader = new FileReader();
        reader.onload = () => done({ type: blob.type, data: String(reader.result) });
        reader.onerror = () => done({ error: String(reader.error) });
        reader.readAsDataURL(blob);
      });
      assert.equal(file.type, "image/png", JSON.stringify(file).slice(0, 200));
      const shown = await pad.execute(
        () =>
          [...document.querySelectorAll("details pre")]
            .map((p) => p.textContent)
            .find((t) => t.startsWith("LOADOUT-RESULTS")) ?? null,
      );
      assert.ok(shown, "the page says what the code holds");
      const bytes = Buffer.from(file.data.replace(/^data:image\/png;base64,/, ""), "base64");
      const dir = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "loadout-png-"));
      assert.equal(zbarBytes(dir, "results.png", bytes), shown, "zbarimg reads the PNG's text");
    } finally {
      await tablet?.close();
      await app.close();
    }
  },
);
