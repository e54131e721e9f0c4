#!/usr/bin/env bash
# Builds the desktop app with the UI embedded (what `make run`, the e2e tests and the screenshot
# start) and prints the binary's path on the last line.
#
# A plain `cargo build` leaves the UI out and points the window at the Vite dev server: the
# `tauri/custom-protocol` feature embeds ui/dist, which has to be built first.
set -euo pipefail
cd "$(dirname "$0")/.."

npm --prefix ui run --silent build >&2
cargo build -p loadout-companion --features tauri/custom-protocol >&2

target_dir=${CARGO_TARGET_DIR:-target}
echo "$(cd "$target_dir" && pwd)/debug/loadout-companion"
