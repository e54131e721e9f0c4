// What the web app's tests do in its page as a facilitator would: pick a file to import, and find
// a finished game kept after a reload.

import assert from "node:assert/strict";
import { click, waitForText } from "../e2e/lib/ui.js";
import { started } from "./web.js";

/**
 * The browser's file chooser is not part of the page, and the web app's file input is made and
 * clicked by the app without being put in the document (ui/src/lib/api/web/index.ts), so
 * WebDriver can reach neither.
 *
 * Taps `button` (one that opens a file chooser: "Import a session file", "Import a catalog
 * file") and picks `path`, as a facilitator choosing it would: the app's file input is put in the
 * document instead of opening the chooser, and WebDriver hands it the file. The app then reads it
 * through the input's change event, as it reads any chosen file.
 */
export async function pickFile(browser, button, path) {
  await browser.execute(() => {
    const click = HTMLInputElement.prototype.click;
    HTMLInputElement.prototype.click = function () {
      if (this.type !== "file") return click.call(this);
      HTMLInputElement.prototype.click = click;
      this.hidden = true;
      this.dataset.picker = "";
      document.body.append(this);
    };
  });
  await click(browser, button);
  const input = await browser.$("input[type=file][data-picker]");
  await input.waitForExist();
  await input.addValue(path);
  // Gone once read, so that the next pick finds its own input.
  await browser.execute(() => document.querySelector("input[type=file][data-picker]")?.remove());
}

/**
 * After a reload, the finished game is stored: the start screen does not offer to resume it,
 * and Past sessions lists it finished (`listed`, e.g. /Ana and Ben Finished/).
 */
export async function keptFinished(browser, listed) {
  await browser.refresh();
  await started(browser);
  assert.doesNotMatch(await (await browser.$("body")).getText(), /Resume the unfinished game/);
  await click(browser, "Past sessions");
  await waitForText(browser, listed);
}
