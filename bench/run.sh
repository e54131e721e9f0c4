#!/usr/bin/env bash
# make bench: builds Loadout Companion and the empty Tauri 2 app (bench/empty-app/, the floor) the
# same way, runs the tracker's criterion benchmark, then measures both apps in one run under Xvfb
# and prints the table (also written to bench/RESULTS.md), then measures a shared session
# (bench/sharing.js: tablet and table display in headless Chromium on 127.0.0.1; then the soak,
# src-tauri/tests/server_soak.rs; both written to bench/SHARING.md), then the web app (make web,
# then bench/web.js: its files, start and taps in headless Chromium; its section of RESULTS.md;
# `node bench/web.js` after `make web` runs that part alone). Figures only: nothing here fails because a number is high. Needs what scripts/setup.sh installs (tauri-driver, the UI's and the e2e
# tests' node_modules). BENCH_SKIP_BUILD=1 measures the last builds again without rebuilding.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source tests/e2e/lib.sh

export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target}
tauri=$root/ui/node_modules/.bin/tauri
for need in "$tauri" tests/e2e/node_modules; do
  [ -e "$need" ] || { echo "$need is missing: run scripts/setup.sh first." >&2; exit 1; }
done
command -v tauri-driver >/dev/null || { echo "tauri-driver is missing: run scripts/setup.sh first." >&2; exit 1; }

# The floor resolves every crate it shares with the app to the app's version: its lock file starts
# as a copy of the root one (cargo drops what the empty app does not use).
cp Cargo.lock bench/empty-app/Cargo.lock
# The release profile and its per-crate overrides ([profile.release.package.NAME]) are the same in
# both: a crate the floor also builds is then built the same way (an override for a crate the floor
# does not build is only a warning of cargo's there).
profile() {
  awk '/^\[/ { on = ($0 ~ /^\[profile\.release[].]/) } on && /^[^#]/ && /[^ ]/' "$1"
}
if ! diff <(profile Cargo.toml) <(profile bench/empty-app/Cargo.toml) >/dev/null; then
  echo "bench/empty-app/Cargo.toml's [profile.release] sections differ from the root's: make them the same." >&2
  exit 1
fi

started_ms=$(($(date +%s%3N) - 1000))
if [ -z "${BENCH_SKIP_BUILD:-}" ]; then
  echo "== Building the app (release, .deb)" >&2
  (cd src-tauri && "$tauri" build --bundles deb) >&2
  echo "== Building the empty app (release, .deb)" >&2
  (cd bench/empty-app && "$tauri" build --bundles deb) >&2
  echo "== The tracker's criterion benchmark" >&2
  cargo bench -p loadout-tracker >&2
  echo "== Building the web app" >&2
  make web >&2
else
  started_ms=0
fi

deb() { ls -t "$CARGO_TARGET_DIR"/release/bundle/deb/"$1"_*.deb | head -n 1; }
export BENCH_APP=$CARGO_TARGET_DIR/release/loadout-companion
export BENCH_FLOOR=$CARGO_TARGET_DIR/release/loadout-empty
BENCH_APP_DEB=$(deb "Loadout Companion")
BENCH_FLOOR_DEB=$(deb "Loadout Empty")
export BENCH_APP_DEB BENCH_FLOOR_DEB
export BENCH_UI_DIST=$root/ui/dist
export BENCH_CRITERION=$CARGO_TARGET_DIR/criterion
export BENCH_STARTED_MS=$started_ms

echo "== Measuring both apps under Xvfb" >&2
E2E_SCREEN=1280x1024x24 e2e_start_xvfb
e2e_private_dirs
node bench/measure.js
echo "== The web app in headless Chromium" >&2
node bench/web.js
echo "== Sharing with the table" >&2
node bench/sharing.js
echo "== The sharing soak: 16 devices, about 1,000 steps, an idle flood" >&2
# src-tauri/tests/server_soak.rs prints its section; it goes under sharing.js's in SHARING.md.
# Should it not finish, the bench goes on without its figures and says so.
soak=$(cargo test -p loadout-companion --test server_soak -- --ignored --nocapture --test-threads=1 |
  sed -n '/^## Soak/,/^test result/p' | grep -v -e '^test result' -e '^ok$') ||
  soak="## Soak

Did not finish: see the output of src-tauri/tests/server_soak.rs above."
printf '\n%s\n' "$soak" >>bench/SHARING.md
