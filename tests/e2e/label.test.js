// A session's label and day through the real app: typed on the New session form (Enter in it
// starts nothing), kept in the session file with the day the shell stamped, and shown in Past
// sessions after the app is started again.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "./lib/harness.js";
import { enterPlayers } from "./lib/game.js";
import { click, control, fill, waitForText } from "./lib/ui.js";

test(
  "a labelled session keeps its label and its day, and Past sessions shows them",
  { timeout: 5 * 60_000 },
  async () => {
    let app = await launch();
    const { dirs } = app;
    const sessions = join(dirs.data, "sessions");
    try {
      const { browser } = app;
      await click(browser, "New session", { opens: "new" });
      await waitForText(browser, "Who starts round 1");
      await enterPlayers(browser, ["Ana", "Ben"]);
      const label = await fill(browser, "Label (optional)", "Thursday group");
      // Enter in the label moves on; it does not start the session.
      await label.click();
      await browser.keys("Enter");
      await browser.waitUntil(
        () =>
          browser
            .execute(
              () =>
                document.activeElement?.closest("fieldset")?.querySelector("legend")?.textContent,
            )
            .then((legend) => legend === "Who starts round 1"),
        { timeout: 5_000, timeoutMsg: "Enter in the label did not move on to who starts" },
      );
      assert.deepEqual(readdirSync(sessions), [], "Enter started no session");
      await click(browser, "Start the session", { opens: "play" });
      await waitForText(browser, /Setup/);
    } finally {
      await app.browser.closeWindow().catch(() => {});
      await app.close().catch(() => {});
    }

    const files = readdirSync(sessions);
    assert.equal(files.length, 1);
    const file = JSON.parse(readFileSync(join(sessions, files[0]), "utf8"));
    // 3 for the label and date, 4 for the sample deck's declared language.
    assert.equal(file.version, 4);
    assert.equal(file.events[0].label, "Thursday group");
    assert.match(file.events[0].date, /^\d{4}-\d{2}-\d{2}$/);

    app = await launch({ dirs });
    try {
      const { browser } = app;
      await click(browser, "Past sessions", { opens: "sessions" });
      await control(browser, "Resume: Thursday group, Ana and Ben");
      await waitForText(browser, "Thursday group");
    } finally {
      await app.close();
    }
  },
);
