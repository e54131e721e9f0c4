#!/usr/bin/env bash
# Builds the core (crates/core) for wasm32-unknown-unknown, the target a browser's shell runs it
# on (issue #25): what cannot build there (clocks, files, threads) must stay behind the core's
# `Store` and `Platform`, and this build is what says so. Called by `make test-rust`.
#
# A toolchain with the target installed (rustup target add wasm32-unknown-unknown) is used as it
# is. Where rustup cannot add targets, Debian's rustc-web with its standard library's source
# (installed by scripts/setup.sh) builds the standard library for the target itself.
set -euo pipefail
cd "$(dirname "$0")/../crates/core"

libdir=$(rustc --print target-libdir --target wasm32-unknown-unknown 2>/dev/null || true)
if [ -n "$libdir" ] && ls "$libdir"/libstd-*.rlib >/dev/null 2>&1; then
  exec cargo build --target wasm32-unknown-unknown
fi

[ -x /usr/bin/cargo ] && [ -x /usr/bin/rustc ] && [ -d /usr/lib/rustlib/src/rust/library ] ||
  { echo "No Rust standard library for wasm32-unknown-unknown: run scripts/setup.sh (Debian's rustc-web, rust-web-src and lld-22), or rustup target add wasm32-unknown-unknown." >&2; exit 1; }
# Debian's cargo and rustc, not rustup's (which is first on PATH and has no std source); std is
# built from source (an unstable cargo flag, hence RUSTC_BOOTSTRAP), linked by lld.
PATH=/usr/bin:$PATH RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 exec /usr/bin/cargo build \
  -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown
