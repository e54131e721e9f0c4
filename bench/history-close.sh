#!/usr/bin/env bash
# Runs bench/history-close.js on a built app (E2E_APP, e.g. scripts/build-app.sh's) under a
# private Xvfb of the bench's size. Figures only.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source tests/e2e/lib.sh
: "${E2E_APP:?set E2E_APP to the app binary (scripts/build-app.sh prints it)}"
export E2E_APP
E2E_SCREEN=1280x1024x24 e2e_start_xvfb
e2e_private_dirs
export TMPDIR=$e2e_tmp
node bench/history-close.js
