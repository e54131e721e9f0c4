// Entering a printed deck (issue 16): 12 Action cards typed into the catalog editor from the
// keyboard, and the same 12 pasted as rows from a spreadsheet, each counted in keys and taps and
// timed. Figures are printed, never asserted; the test checks that both ways give the same cards.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch, screenshot } from "./lib/harness.js";
import { click, control, fill, waitForText } from "./lib/ui.js";

const TAGS = ["Talk", "Rest", "Move", "Plan", "Ask"];
// Twelve Action cards as a facilitator reads them off the printed cards: title, tag, changes.
const CARDS = [
  ["Call a friend back", "Talk", 0, 1, 0, 0],
  ["Switch off the work phone", "Rest", -1, 0, 0, 1],
  ["Walk the long way home", "Move", -1, 0, 1, 0],
  ["Write the week down", "Plan", 0, 0, 1, 0],
  ["Ask for a hand", "Ask", -1, 1, 0, 0],
  ["Say it out loud", "Talk", -1, 1, 0, 0],
  ["An early night", "Rest", -2, 0, 0, 0],
  ["Kick a ball about", "Move", 0, 1, 1, 0],
  ["One thing at a time", "Plan", -1, 0, 1, 0],
  ["Let someone help", "Ask", -1, 0, 0, 1],
  ["Check in on a mate", "Talk", 0, 2, 0, 0],
  ["Take the afternoon", "Rest", -1, 0, 0, 0],
];

/** Opens a new catalog with its name and tags, from the list of catalogs; answers the keys it took. */
async function newCatalog(browser) {
  await click(browser, "New catalog from scratch", { opens: "catalog-editor" });
  await waitForText(browser, "Approach tags");
  let keys = 0;
  await fill(browser, "Name", "Our printed deck");
  keys += "Our printed deck".length;
  for (const tag of TAGS) {
    const field = await control(browser, "New tag");
    await field.click();
    for (const k of [...tag, "Enter"]) await browser.keys(k);
    keys += tag.length + 1;
  }
  await click(browser, /^Action/, { within: "Deck" });
  return keys;
}

/** The Action cards the editor holds now, as the rows above. */
async function cardsShown(browser) {
  return browser.execute(() =>
    [...document.querySelectorAll("fieldset")]
      .filter((f) => /^Action card \d+$/.test(f.querySelector("legend")?.textContent ?? ""))
      .map((f) => {
        const num = (name) => Number(f.querySelector(`input[aria-label="${name}"]`)?.value);
        return [
          f.querySelector('input[id$="-title"]').value,
          f.querySelector("select").value,
          num("Load"),
          num("Connection"),
          num("Momentum"),
          num("Shield"),
        ];
      }),
  );
}

test("a 12-card deck typed and pasted: keys, taps and time", { timeout: 10 * 60_000 }, async () => {
  const app = await launch();
  try {
    const { browser } = app;
    await click(browser, "Catalogs", { opens: "catalogs" });
    await waitForText(browser, "Card catalogs");
    const setupKeys = await newCatalog(browser);

    // Typed: Enter starts a card; Tab goes title, tag, Load, Connection, Momentum, Shield.
    let keys = 0;
    let taps = 1;
    const typedStart = performance.now();
    await click(browser, "Add an Action card");
    for (const [i, [title, tag, ...changes]] of CARDS.entries()) {
      const seq = [...title, "Tab", tag[0]];
      for (const n of changes) {
        seq.push("Tab");
        // The field holds 0: a change is typed over it (select all, then the number).
        if (n !== 0) seq.push("Control", "a", "Control", ...String(n));
      }
      if (i < CARDS.length - 1) seq.push("Enter");
      // One key at a time: a list of keys is sent as one chord, which drops repeats.
      for (let k = 0; k < seq.length; k++) {
        if (seq[k] === "Control") {
          await browser.keys(["Control", seq[k + 1]]);
          k += 2;
        } else await browser.keys(seq[k]);
      }
      // A chord (Control+a) is one keystroke.
      keys += seq.length - changes.filter((n) => n !== 0).length * 2;
    }
    await browser.waitUntil(async () => (await cardsShown(browser)).length === CARDS.length);
    const typedMs = performance.now() - typedStart;
    assert.deepEqual(await cardsShown(browser), CARDS);
    await screenshot(browser, "catalog-entry-typed");

    // Pasted: the same rows copied from a spreadsheet, into a second catalog.
    // Back asks nothing: the typed cards are kept as a draft, listed with the catalogs.
    await click(browser, "Back to catalogs", { opens: "catalogs" });
    await waitForText(browser, "Card catalogs");
    await control(browser, /^Continue the draft /);
    await newCatalog(browser);
    const rows = CARDS.map((r) => r.join("\t")).join("\n");
    const pastedStart = performance.now();
    // A disclosure's summary (no button role): found by its text.
    await (await browser.$("summary=Paste rows from a spreadsheet")).click();
    await waitForText(browser, /in these columns: /);
    const box = await control(browser, "Rows to paste");
    await box.click();
    // The clipboard's contents arrive in one paste event, as Control+V delivers them.
    await browser.execute(
      (el, text) => {
        el.value = text;
        el.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
      },
      box,
      rows,
    );
    await click(browser, "Add these Action cards");
    await waitForText(browser, `Added ${CARDS.length} cards.`);
    const pastedMs = performance.now() - pastedStart;
    assert.deepEqual(await cardsShown(browser), CARDS);
    await screenshot(browser, "catalog-entry-pasted");

    console.log(
      `12 Action cards: typed ${keys} keys + ${taps} tap in ${(typedMs / 1000).toFixed(1)} s; ` +
        `pasted 1 paste (Control+V) + 3 taps in ${(pastedMs / 1000).toFixed(1)} s ` +
        `(the catalog's name and tags: ${setupKeys} keys either way)`,
    );
  } finally {
    await app.close();
  }
});
