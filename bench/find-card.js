// Finding a named Life Happens card (issue 27): the web app (ui/dist-web/, built by `make web`)
// in headless Chromium, the 4-player golden game's session on the sample deck at its first Life
// Happens card, at 768×1024 and 1280×800. For each of the deck's cards: the steps to record it
// (filter taps, swipes, then the tap on the card), and how many cards are in view without
// scrolling. Figures, never assertions: the README's "Taps at the table" quotes them.
//
// Usage: node bench/find-card.js [dist-web folder] [label]
//   (default ui/dist-web; the label names the build in the output, e.g. "before" or "after").
//   Needs chromedriver and tests/e2e/node_modules (scripts/setup.sh). Prints a Markdown table.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadScript } from "../tests/e2e/lib/script.js";
import { atFirstLifeHappens, openWebApp, reach, tilesOf, viewport } from "../tests/web/findcard.js";

const dist = resolve(process.argv[2] ?? "ui/dist-web");
const build = process.argv[3] ?? "";
const SIZES = [
  [768, 1024],
  [1280, 800],
];
const script = loadScript("four-players");
const sample = JSON.parse(
  readFileSync(new URL("../crates/tracker/catalogs/sample.json", import.meta.url), "utf8"),
);
const titles = sample.life_happens.map((c) => c.title);

const { browser, close } = await openWebApp(dist);
const rows = [];
try {
  const label = await atFirstLifeHappens(browser, script);
  for (const [w, h] of SIZES) {
    await viewport(browser, w, h);
    const tiles = await tilesOf(browser, label);
    const inView = tiles.filter((t) => t.inView).length;
    const steps = [];
    for (const title of titles) {
      const r = await reach(browser, label, title);
      if (!r) throw new Error(`“${title}” can't be brought into view at ${w}×${h}`);
      steps.push({ title, taps: r.filters + 1, swipes: r.swipes });
    }
    const sum = (f) => steps.reduce((n, s) => n + f(s), 0);
    const max = (f) => Math.max(...steps.map(f));
    rows.push({
      size: `${w}×${h}`,
      cards: tiles.length,
      inView,
      oneTap: steps.filter((s) => s.taps === 1 && s.swipes === 0).length,
      meanTaps: sum((s) => s.taps) / steps.length,
      maxTaps: max((s) => s.taps),
      needSwipe: steps.filter((s) => s.swipes > 0).length,
      meanSteps: sum((s) => s.taps + s.swipes) / steps.length,
      maxSteps: max((s) => s.taps + s.swipes),
      tile: `${Math.min(...tiles.map((t) => t.width))}×${Math.min(...tiles.map((t) => t.height))}`,
      steps,
    });
  }
} finally {
  await close();
}

const f1 = (n) => n.toFixed(1);
console.log(`Finding a named Life Happens card${build ? ` (${build})` : ""}: ${dist}\n`);
console.log(
  "| Size | Cards in view, no scroll | Cards in one tap | Needing a swipe | Taps, mean / most | Steps (taps + swipes), mean / most | Smallest card |",
);
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.size} | ${r.inView} of ${r.cards} | ${r.oneTap} | ${r.needSwipe} | ${f1(r.meanTaps)} / ${r.maxTaps} | ${f1(r.meanSteps)} / ${r.maxSteps} | ${r.tile} px |`,
  );
}
if (process.env.FIND_CARD_DETAIL) console.log(JSON.stringify(rows, null, 2));
