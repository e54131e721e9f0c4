#!/usr/bin/env bash
# Where the memory goes over a game (bench/memory-game.js): `bench/memory-game.sh desktop` builds
# the app as the e2e tests do (scripts/build-app.sh; BENCH_APP measures another binary, e.g. a
# release build) and runs it under a private Xvfb; `bench/memory-game.sh web` measures the web app
# `make web` built, in headless Chromium. Prints a table of snapshots through two games.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source tests/e2e/lib.sh
mode=${1:-desktop}
if [ "$mode" = desktop ]; then
  export BENCH_APP=${BENCH_APP:-$(scripts/build-app.sh | tail -n 1)}
  E2E_SCREEN=1280x1024x24 e2e_start_xvfb
  e2e_private_dirs
fi
node bench/memory-game.js "$mode"
