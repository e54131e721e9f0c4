// The play screen's scrolling areas have the page's own thin scrollbars, always shown, not
// WebKitGTK's overlay scrollbars (issue 13). An overlay scrollbar appears whenever the content
// under a resting pointer changes over a scrolling area (closing a dialog, a tap that brings the
// next step) and fades out over about a second; on a machine without a GPU each frame of that
// fade composites the whole window again (bench/history-close.js measures it). A page scrollbar
// takes room beside the content, an overlay one none: that is what this test reads.

import { test } from "node:test";
import assert from "node:assert/strict";
import { launch } from "./lib/harness.js";
import { startSession } from "./lib/game.js";

test("the play screen's turn column scrolls with a scrollbar that takes room", async () => {
  const app = await launch();
  try {
    const { browser } = app;
    await startSession(browser, { players: ["Ana", "Ben", "Cal", "Dee"], starter: 0 });
    const flow = await browser.execute(() => {
      const el = document.querySelector("[data-flow]");
      const style = getComputedStyle(el);
      const borders = parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
      return {
        overflows: el.scrollHeight > el.clientHeight,
        scrollbar: el.offsetWidth - el.clientWidth - borders,
      };
    });
    assert.ok(flow.overflows, "the setup's Load cards overflow the turn column at 1280×800");
    assert.ok(
      flow.scrollbar > 0,
      `the turn column's scrollbar takes ${flow.scrollbar} px: an overlay scrollbar (none of the page's own)`,
    );
  } finally {
    await app.close();
  }
});
