#!/usr/bin/env bash
# make screenshots: every screen of the real app (tests/e2e/screens.test.js: 23 states, light and
# dark, 768×1024 portrait and 1280×800 landscape) copied into docs/screenshots/ as 256-colour PNGs,
# with the gallery page docs/screenshots/README.md, and three of them in German, French and Spanish
# in docs/screenshots/languages/; then the web app's screens (tests/web/screens.test.js) into
# docs/screenshots/web/. Run it after a change to what a screen shows,
# look at the pictures, then commit them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

tests/e2e/run.sh screens.test.js
src=artefacts/e2e/screens
out=docs/screenshots
shopt -s nullglob
shots=("$src"/*.png)
[ "${#shots[@]}" -gt 0 ] || { echo "The screens test left no screenshots in $src." >&2; exit 1; }

# Only the screens test's own pictures ("<nn>-…"): others kept here (share-dialog-1280x800.png,
# from the table test, shown in the README) stay.
rm -f "$out"/[0-9]*.png
mkdir -p "$out"
for shot in "${shots[@]}"; do
  # The screens are flat colours and text: a palette without dithering keeps them sharp at about
  # a third of the size.
  convert "$shot" +dither -colors 256 "PNG8:$out/$(basename "$shot")"
done
node scripts/screenshot-gallery.mjs "$out" > "$out/README.md"
# The play screen, the round end and the results in German, French and Spanish.
rm -rf "$out/languages"
mkdir -p "$out/languages"
for shot in "$src"/languages/*.png; do
  convert "$shot" +dither -colors 256 "PNG8:$out/languages/$(basename "$shot")"
done
node scripts/screenshot-gallery.mjs --languages "$out/languages" > "$out/languages/README.md"
echo "${#shots[@]} screenshots in $out/ ($(du -sh "$out" | cut -f1)); gallery: $out/README.md" >&2

# The web app's screens (tests/web/screens.test.js), in headless Chromium, into docs/screenshots/web/.
scripts/build-web.sh
tests/web/run.sh screens.test.js
# Only the screens the web app has of its own and a few of a game: the others are the app's, above
# (all of them stay in artefacts/web/screens/).
web=()
for key in 01-start-storage-may-clear 04-turn-life-happens 04b-update-offered 06-turn-brotherhood-and-end \
  14-results 16-start-resume 19-catalog-import-refused 23-second-tab-storage-held; do
  web+=(artefacts/web/screens/"$key"-*.png)
done
[ "${#web[@]}" -eq 32 ] || { echo "The web app's screens test left ${#web[@]} of the 32 screenshots wanted in artefacts/web/screens." >&2; exit 1; }
rm -rf "$out/web"
mkdir -p "$out/web"
for shot in "${web[@]}"; do
  convert "$shot" +dither -colors 256 "PNG8:$out/web/$(basename "$shot")"
done
node scripts/screenshot-gallery.mjs --web "$out/web" > "$out/web/README.md"
echo "${#web[@]} screenshots of the web app in $out/web/; gallery: $out/web/README.md" >&2
