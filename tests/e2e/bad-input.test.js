// Bad input through the UI: the facilitator sees a message that says what to do, and nothing
// that was there is lost or overwritten. (screens.test.js runs axe-core on these states.)

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
  existsSync,
} from "node:fs";
import { join } from "node:path";
import { launch, freshDirs, screenshot } from "./lib/harness.js";
import { click, control, escape, fill, pageText, waitForText } from "./lib/ui.js";
import { chooseFile } from "./lib/files.js";
import { enterPlayers } from "./lib/game.js";

const golden = (name) => new URL(`../golden/${name}`, import.meta.url).pathname;
const listing = (dir) => (existsSync(dir) ? readdirSync(dir).sort() : []);

test(
  "duplicate nicknames are refused on the spot; the names typed stay",
  { timeout: 5 * 60_000 },
  async () => {
    const app = await launch();
    try {
      const { browser } = app;
      // A portrait tablet, where the sentence takes two lines.
      await browser.setWindowSize(768, 1024);
      await browser.waitUntil(async () => (await browser.execute(() => innerWidth)) <= 768, {
        timeout: 10_000,
      });
      await click(browser, "New session", { opens: "new" });
      // Where "Add a player" is, measured from the first field (a tap on Start may scroll).
      const addFromTop = () =>
        browser.execute(() => {
          const add = [...document.querySelectorAll("button")].find(
            (b) => b.textContent.trim() === "Add a player",
          );
          const first = document.querySelector('input[aria-label="Seat 1 nickname"]');
          return Math.round(add.getBoundingClientRect().top - first.getBoundingClientRect().top);
        });
      const addBefore = await addFromTop();
      await fill(browser, "Seat 1 nickname", "Ana");
      await fill(browser, "Seat 2 nickname", " ana ");
      await click(browser, "Start the session");
      // The tracker's words (setup_check), as a refused start says it.
      const text = await waitForText(browser, /look the same on screen/);
      assert.match(
        text,
        /“ana” and “Ana” look the same on screen: give one of them another nickname\./,
      );
      assert.equal(await addFromTop(), addBefore, "the problem pushed “Add a player” down");
      // Two longer nicknames: still in the two lines kept for the sentence.
      await fill(browser, "Seat 1 nickname", "Maximiliana");
      await fill(browser, "Seat 2 nickname", "maximiliana");
      await click(browser, "Seat 1 nickname");
      await waitForText(browser, /“maximiliana” and “Maximiliana”/);
      assert.equal(await addFromTop(), addBefore, "a long problem pushed “Add a player” down");
      await fill(browser, "Seat 1 nickname", "Ana");
      await fill(browser, "Seat 2 nickname", " ana ");
      await waitForText(browser, /“ana” and “Ana”/);
      // The field with the problem says so to a screen reader.
      const second = await control(browser, "Seat 2 nickname");
      assert.equal(await second.getAttribute("aria-invalid"), "true");
      assert.equal(await (await control(browser, "Seat 1 nickname")).getValue(), "Ana");
      assert.equal(await second.getValue(), " ana ");
      await screenshot(browser, "bad-input-duplicate-names");
      // Nothing was started.
      assert.deepEqual(listing(join(app.dirs.data, "sessions")), []);
    } finally {
      await app.close();
    }
  },
);

test("a 7th player cannot be added; the six stay as typed", { timeout: 5 * 60_000 }, async () => {
  const app = await launch();
  try {
    const { browser } = app;
    await click(browser, "New session", { opens: "new" });
    const names = ["Ana", "Ben", "Cal", "Dee", "Eli", "Fay"];
    await enterPlayers(browser, names);
    const add = await control(browser, "Add a player");
    assert.equal(await add.isEnabled(), false, "Add a player is off at six");
    const text = await pageText(browser);
    assert.match(text, /6 of 2 to 6/, "the form says six is the most");
    assert.equal(await (await browser.$$("input[aria-label$='nickname']")).length, 6);
    for (const [i, name] of names.entries()) {
      assert.equal(await (await control(browser, `Seat ${i + 1} nickname`)).getValue(), name);
    }
    await screenshot(browser, "bad-input-six-players");
  } finally {
    await app.close();
  }
});

test(
  "a damaged session file is listed as damaged and left byte for byte",
  { timeout: 5 * 60_000 },
  async () => {
    const dirs = freshDirs();
    const sessions = join(dirs.data, "sessions");
    mkdirSync(sessions, { recursive: true });
    // A good finished game and a file cut off in the middle of its JSON.
    copyFileSync(golden("two-players.json"), join(sessions, "20250510-180000-good.json"));
    const whole = readFileSync(golden("four-players.json"));
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    writeFileSync(join(sessions, "20250511-180000-cut1.json"), damaged);

    const app = await launch({ dirs });
    try {
      const { browser } = app;
      await waitForText(browser, /1 saved session file is damaged and left untouched/);
      await click(browser, "Past sessions", { opens: "sessions" });
      const text = await waitForText(browser, /20250511-180000-cut1\.json/);
      assert.match(text, /damaged|could not be read/i);
      // The good game is still listed and opens.
      assert.ok(await control(browser, /^(?!Delete).*Ana and Ben/));
      await screenshot(browser, "bad-input-damaged-session");
    } finally {
      await app.close();
    }
    assert.deepEqual(
      readFileSync(join(sessions, "20250511-180000-cut1.json")),
      damaged,
      "the damaged file's bytes",
    );
    assert.deepEqual(
      readFileSync(join(sessions, "20250510-180000-good.json")),
      readFileSync(golden("two-players.json")),
    );
    assert.deepEqual(listing(sessions), ["20250510-180000-good.json", "20250511-180000-cut1.json"]);
  },
);

test(
  "an invalid catalog file is refused with its problems named; no catalog changes",
  { timeout: 5 * 60_000 },
  async () => {
    const dirs = freshDirs();
    const sample = JSON.parse(
      readFileSync(new URL("../../crates/tracker/catalogs/sample.json", import.meta.url), "utf8"),
    );
    // Two problems at once: an Action with an undeclared tag, a Life Happens card with Pressure 12.
    const bad = structuredClone(sample);
    bad.name = "Our printed cards";
    bad.sample = false;
    bad.action[0].tag = "Dance";
    bad.life_happens[0].pressure = 12;
    const file = join(dirs.base, "our-cards.json");
    writeFileSync(file, JSON.stringify(bad, null, 2));

    const app = await launch({ dirs });
    try {
      const { browser } = app;
      await click(browser, "Catalogs", { opens: "catalogs" });
      await waitForText(browser, /Card catalogs/);
      const before = await pageText(browser);
      await chooseFile(browser, () => click(browser, "Import a catalog file"), file);
      const text = await waitForText(browser, /our-cards\.json was not imported/);
      // Each problem names its card (by id or by title) and what to do.
      const names = (c, what) => new RegExp(`(${escape(c.id)}|${escape(c.title)})[^.]*${what}`);
      assert.match(text, names(sample.action[0], "Dance"), "the Action with the bad tag is named");
      assert.match(
        text,
        names(sample.life_happens[0], "Pressure 12"),
        "the Life Happens card with Pressure 12 is named",
      );
      assert.match(text, /2 problems/);
      assert.deepEqual(listing(join(dirs.data, "catalogs")), [], "no catalog file written");
      assert.ok(before.includes("Sample deck"), "the sample deck is still listed");
      await screenshot(browser, "bad-input-invalid-catalog");
    } finally {
      await app.close();
    }
  },
);
