// A printed deck half typed in, then the app closed: the catalog editor kept it as a draft in the
// data folder, and after the app starts again the draft is listed in Card catalogs and opens on
// the deck and the card that were being typed, with what was typed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { launch, screenshot } from "./lib/harness.js";
import { click, control, fill, waitForText } from "./lib/ui.js";

test(
  "a catalog closed mid-entry is found again as a draft, where it was left",
  { timeout: 5 * 60_000 },
  async () => {
    let app = await launch();
    const { dirs } = app;
    const drafts = join(dirs.data, "catalog-drafts");
    /** The draft file's contents once it holds `title`, or null. */
    const keptWith = (title) => {
      if (!existsSync(drafts)) return null;
      const files = readdirSync(drafts).filter((f) => f.endsWith(".json"));
      if (files.length !== 1) return null;
      const draft = JSON.parse(readFileSync(join(drafts, files[0]), "utf8"));
      return draft.catalog.action.some((c) => c.title === title) ? draft : null;
    };
    try {
      const { browser } = app;
      await click(browser, "Catalogs", { opens: "catalogs" });
      await waitForText(browser, "Card catalogs");
      await click(browser, "New catalog from scratch", { opens: "catalog-editor" });
      await waitForText(browser, "Approach tags");
      await fill(browser, "Name", "Our printed deck");
      await fill(browser, "New tag", "Talk");
      await click(browser, "Add tag");
      await click(browser, /^Action/, { within: "Deck" });
      await click(browser, "Add an Action card");
      await click(browser, "Add an Action card");
      await fill(browser, "Title", "Call a friend back", { within: "Action card 1" });
      await fill(browser, "Title", "Switch off the phone", { within: "Action card 2" });
      // Kept a moment after the last key, with no Save pressed.
      await browser.waitUntil(() => keptWith("Switch off the phone") !== null, {
        timeout: 20_000,
        interval: 100,
        timeoutMsg: "the draft was not kept in the data folder",
      });
      await waitForText(browser, /Kept as a draft as you type/);
      assert.deepEqual(keptWith("Switch off the phone").place, { deck: "action", card: 1 });
      const catalogs = join(dirs.data, "catalogs");
      const saved = existsSync(catalogs) ? readdirSync(catalogs).length : 0;
      assert.equal(saved, 0, "not saved as a catalog");
      // Quit the way a facilitator does: close the window.
      await browser.closeWindow().catch(() => {});
    } finally {
      await app.close().catch(() => {});
    }

    app = await launch({ dirs });
    try {
      const { browser } = app;
      await click(browser, "Catalogs", { opens: "catalogs" });
      await waitForText(browser, "Drafts");
      await waitForText(browser, /2 cards typed/);
      await click(browser, "Continue the draft Our printed deck");
      await waitForText(browser, "Approach tags");
      const pressed = await (
        await control(browser, /^Action/, { within: "Deck" })
      ).getAttribute("aria-pressed");
      assert.equal(pressed, "true", "opens on the deck being typed");
      const second = await control(browser, "Title", { within: "Action card 2" });
      assert.equal(await second.getValue(), "Switch off the phone");
      await browser.waitUntil(() => second.isFocused(), {
        timeout: 10_000,
        timeoutMsg: "the card being typed does not have the focus",
      });
      await screenshot(browser, "catalog-draft-reopened");
    } finally {
      await app.close();
    }
  },
);
