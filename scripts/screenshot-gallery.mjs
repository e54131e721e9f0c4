// Writes docs/screenshots/README.md (to stdout): one section per screen, its four pictures (light
// and dark, 768×1024 and 1280×800). Screenshot names come from tests/e2e/screens.test.js:
// "<nn>-<what>-<width>x<height>-<theme>.png".
import { readdirSync } from "node:fs";

// `--languages DIR`: the gallery of the screens in other languages instead (at the end).
// `--web DIR`: the web app's screens (tests/web/screens.test.js), named as the app's are.
const web = process.argv[2] === "--web";
const dir = process.argv[2] === "--languages" ? null : web ? process.argv[3] : process.argv[2];
// Pictures other tests keep beside the gallery (the table test's share-dialog-1280x800.png, which
// the README shows) have no number in front: they are not the screens test's, and not listed.
const shots = dir ? readdirSync(dir).filter((f) => /^\d.*\.png$/.test(f)) : [];
const pattern = /^(\d+[a-z]?)-(.+)-(\d+x\d+)-(light|dark)\.png$/;
const screens = new Map();
for (const file of shots.sort()) {
  const m = pattern.exec(file);
  if (!m)
    throw new Error(
      `${file}: not a name the screens test writes (<nn>-<what>-<size>-<theme>.png)`,
    );
  const [, , what, size, theme] = m;
  const key = m[1] + "-" + what;
  if (!screens.has(key)) screens.set(key, { what, files: {} });
  screens.get(key).files[`${size}-${theme}`] = file;
}

// What each picture shows, for the headings; a screen the test adds later gets its file name.
const TITLES = {
  "start-damaged-file": "Start, with a damaged session file listed",
  "start-storage-may-clear": "Start, saying the browser may clear the data, and the room left",
  "update-offered": "A new version offered between steps",
  "start-resume": "Start, offering to resume",
  "second-tab-storage-held": "A second tab: the storage held by the first, nothing written",
  "new-session": "New session",
  "setup-load-cards": "Setup: each player's Load card",
  "turn-life-happens": "A turn, step 1: the Life Happens card",
  "turn-action": "A turn, step 2: the Action card",
  "turn-brotherhood-and-end": "A turn: Brotherhood, refill, end of turn",
  "round-end-turning-point": "Round end: the Turning Point",
  "next-round": "The next round, with what the Turning Point did",
  "turn-overloaded": "An overloaded player's recovery turn",
  history: "History: every step, each one can be corrected",
  adjustment: "Manual adjustment",
  decks: "Decks: cards left and discard piles",
  "load-card": "A Load card drawn by a card effect",
  chart: "Tracks so far, during play",
  results: "Results: ranking, tie-breaks, charts, ledger",
  "results-qr-code": "Results: QR code and exports",
  "start-resume-and-damaged-file": "Start, offering to resume",
  "past-sessions": "Past sessions",
  catalogs: "Card catalogs",
  "catalog-import-refused": "A catalog import refused, every problem listed",
  "catalog-editor": "Catalog editor",
  settings: "Settings",
  "new-session-duplicate-name": "New session: a duplicate nickname refused",
};
const title = (what) => {
  const words = what.replace(/-/g, " ");
  return TITLES[what] ?? words[0].toUpperCase() + words.slice(1);
};
const cell = (file, alt) => (file ? `![${alt}](${file})` : "(missing)");

const intro = web
  ? [
      "# The web app's screens",
      "",
      "Screenshots of the web app (`make web`: the core in WebAssembly in a worker, storing in the",
      "browser) in headless Chromium, taken by `tests/web/screens.test.js` while it plays a",
      "two-player game and visits every screen and dialog, with those only the web app has (the",
      "browser that may clear the data, a new version offered, a second tab); axe-core runs on",
      "each screen in the same test. Here are those of its own and a few of a game; the others",
      "look as [the desktop app's](../README.md). Regenerate them with `make screenshots`. Sizes:",
      "768×1024 (tablet, portrait) and 1280×800 (tablet or laptop, landscape); themes: light and",
      "dark (the system's choice, followed by the app).",
    ]
  : [
      "# Every screen of the app",
      "",
      "Screenshots of the real app (its real backend and storage) under Xvfb, taken by",
      "`tests/e2e/screens.test.js` while it plays a two-player game and visits every screen, dialog and",
      "error state; axe-core runs on each screen in the same test. Regenerate them with",
      "`make screenshots`. Sizes: 768×1024 (tablet, portrait) and 1280×800 (tablet or laptop,",
      "landscape); themes: light and dark (the system's choice, followed by the app).",
      "[The web app's screens](web/README.md).",
    ];
const lines = [
  ...intro,
  "",
  ...[...screens.values()].map(({ what }) => `- [${title(what)}](#${what})`),
  "",
];
for (const { what, files } of screens.values()) {
  const name = title(what);
  lines.push(
    `<a id="${what}"></a>`,
    "",
    `## ${name}`,
    "",
    "| Light | Dark |",
    "|---|---|",
    `| ${cell(files["1280x800-light"], `${name}, light, 1280×800`)} | ${cell(files["1280x800-dark"], `${name}, dark, 1280×800`)} |`,
    `| ${cell(files["768x1024-light"], `${name}, light, 768×1024`)} | ${cell(files["768x1024-dark"], `${name}, dark, 768×1024`)} |`,
    "",
  );
}
if (dir) process.stdout.write(lines.join("\n"));
else languages(process.argv[3]);

/**
 * The gallery of docs/screenshots/languages/: "<nn>-<what>-<width>x<height>-<lang>.png", one
 * section per screen, a row per language.
 */
function languages(dir) {
  const NAMES = { de: "Deutsch", fr: "Français", es: "Español" };
  const langPattern = /^(\d+[a-z]?)-(.+)-(\d+x\d+)-(de|fr|es)\.png$/;
  const byScreen = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".png"))
    .sort()) {
    const m = langPattern.exec(file);
    if (!m)
      throw new Error(
        `${file}: not a name the screens test writes (<nn>-<what>-<size>-<lang>.png)`,
      );
    const [, n, what, size, lang] = m;
    const key = `${n}-${what}`;
    if (!byScreen.has(key)) byScreen.set(key, { what, files: {} });
    byScreen.get(key).files[`${lang}-${size}`] = file;
  }
  const out = [
    "# Twelve screens in German, French and Spanish",
    "",
    "Taken by `tests/e2e/screens.test.js`, which switches the app's language mid-game as a",
    "facilitator does (settings), on the light theme. The cards' titles are the sample deck's,",
    "in English: a catalog's cards read as printed. Regenerate with `make screenshots`.",
    "",
  ];
  for (const { what, files } of byScreen.values()) {
    out.push(
      `## ${title(what)}`,
      "",
      "| | 1280×800 | 768×1024 |",
      "|---|---|---|",
    );
    for (const lang of ["de", "fr", "es"]) {
      out.push(
        `| ${NAMES[lang]} | ${cell(files[`${lang}-1280x800`], `${title(what)}, ${NAMES[lang]}, 1280×800`)} | ${cell(files[`${lang}-768x1024`], `${title(what)}, ${NAMES[lang]}, 768×1024`)} |`,
      );
    }
    out.push("");
  }
  console.log(out.join("\n"));
}
