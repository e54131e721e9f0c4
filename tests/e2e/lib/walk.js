// The walk through every screen that the screens tests share (the app's, tests/e2e/screens.test.js,
// and the web app's, tests/web/screens.test.js): a two-player game played to each screen of a
// turn, the game tools' dialogs, the results, the catalogs, settings and a refused new session.
// `shoot(name)` does what a test does with the screen showing now (screenshots, axe-core).

import { readFileSync } from "node:fs";
import { playScript, startSession } from "./game.js";
import { stepsOf } from "./script.js";
import { click, dialogShown, fill, waitForText } from "./ui.js";

/**
 * From the start screen: the new session form, then the two-player `script` started and played
 * to each screen of a turn (03 to 09), then each game tool's dialog (10 to 13b). `after[name]` is
 * done right after the screen `name` is shot (the web app offers a new version there). Returns
 * `playTo(index)`, which plays on from where the walk stopped.
 */
export async function walkGame(browser, script, shoot, { after = {} } = {}) {
  const steps = stepsOf(script);
  const shot = async (name) => {
    await shoot(name);
    await after[name]?.();
  };
  await click(browser, "New session", { opens: "new" });
  await waitForText(browser, "Who starts round 1");
  await shot("02-new-session");
  await click(browser, "Back");

  await startSession(browser, { players: script.players, starter: script.start });
  await shot("03-setup-load-cards");
  const at = (pred) => steps.findIndex(pred);
  let done = 0;
  const playTo = async (index) => {
    await playScript(browser, script, { from: done, until: index, checkUndo: false });
    done = index;
  };
  await playTo(at((s) => s.kind === "lh"));
  await shot("04-turn-life-happens");
  await playTo(at((s) => s.kind === "act"));
  await shot("05-turn-action");
  await playTo(at((s) => s.kind === "act") + 1);
  const bro = steps.find((s, i) => i >= done && s.kind === "bro");
  await click(browser, `From ${script.players[bro.giver]}`);
  await shot("06-turn-brotherhood-and-end");
  // The giver button toggles: tap it again so that the scripted turn chooses afresh.
  await click(browser, `From ${script.players[bro.giver]}`);
  await playTo(at((s) => s.kind === "tp"));
  await shot("07-round-end-turning-point");
  await playTo(at((s) => s.kind === "tp") + 1);
  await shot("08-next-round");
  await playTo(at((s, i) => s.kind === "act" && steps[i - 1].kind !== "lh"));
  await shot("09-turn-overloaded");

  for (const [tool, name] of [
    ["History", "10-history"],
    ["Adjust", "11-adjustment"],
    ["Decks", "12-decks"],
    ["Load card", "13-load-card"],
    ["Chart", "13b-chart"],
  ]) {
    await click(browser, tool, { within: "Game tools" });
    await dialogShown(browser);
    await shot(name);
    await click(browser, "Close");
  }
  return playTo;
}

/** From the play screen of a game played to its end: the results (14) and their code (15). */
export async function walkResults(browser, shoot) {
  await click(browser, "See the results", { opens: "results" });
  await waitForText(browser, "Final ranking");
  await shoot("14-results");
  const code = await browser.$('[role="img"][aria-label^="QR code"]');
  await code.waitForDisplayed();
  await code.scrollIntoView({ block: "center" });
  await shoot("15-results-qr-code");
}

/**
 * From the start screen: the catalogs (18), a catalog file with a problem refused (19, imported
 * by `importCatalog(button)`, which taps `button` and picks the file), the catalog editor (20),
 * settings (21) and a new session refused for a duplicate nickname (22).
 */
export async function walkCatalogsAndSettings(browser, shoot, importCatalog) {
  await click(browser, "Catalogs", { opens: "catalogs" });
  await waitForText(browser, "Card catalogs");
  await shoot("18-catalogs");
  await importCatalog("Import a catalog file");
  await waitForText(browser, /was not imported/);
  await shoot("19-catalog-import-refused");
  await click(browser, "New catalog from a copy of the sample deck");
  await waitForText(browser, "Save catalog");
  await shoot("20-catalog-editor");
  await click(browser, "Back to catalogs", { opens: "catalogs" });
  await click(browser, /^Leave without saving$/).catch(() => {});
  await click(browser, "Back");

  await click(browser, "Settings", { opens: "settings" });
  await waitForText(browser, "Settings");
  await shoot("21-settings");
  await click(browser, "Back");

  await click(browser, "New session", { opens: "new" });
  await fill(browser, "Seat 1 nickname", "Ana");
  await fill(browser, "Seat 2 nickname", "ana");
  await click(browser, "Start the session");
  await waitForText(browser, /look the same on screen/);
  await shoot("22-new-session-duplicate-name");
}

/** A catalog file's text with a problem: an Action card's tag is not one of the catalog's tags. */
export function badCatalogText() {
  const sample = JSON.parse(
    readFileSync(new URL("../../../crates/tracker/catalogs/sample.json", import.meta.url), "utf8"),
  );
  sample.action[0].tag = "Dance";
  return JSON.stringify(sample);
}
