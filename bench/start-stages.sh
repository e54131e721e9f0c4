#!/usr/bin/env bash
# Where the start's time goes (bench/start-stages.js), under a private Xvfb like make bench's:
#   bench/start-stages.sh app=target/release/loadout-companion floor=target/release/loadout-empty
# RUNS=N sets the runs per app (default 7). Builds nothing: give it release builds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source tests/e2e/lib.sh
E2E_SCREEN=1280x1024x24 e2e_start_xvfb
e2e_private_dirs
node bench/start-stages.js "$@"
