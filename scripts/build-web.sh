#!/usr/bin/env bash
# Builds the web app (issue #25): the core in WebAssembly (crates/web, through wasm-bindgen) and
# the UI in its web mode, into ui/dist-web/, a folder of static files any HTTPS host (or
# 127.0.0.1) can serve. Called by `make web`.
#
# The module is built in release at opt-level "z", without `strip`: stripping removes the
# `target_features` section and the module then fails at load (TAURI-NOTES). wasm-opt comes from
# the npm package binaryen (ui's devDependencies): Debian 12's is too old for the reference types
# Rust emits.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="$repo/ui/web-pkg"
cd "$repo/crates/web"

export CARGO_PROFILE_RELEASE_OPT_LEVEL=z CARGO_PROFILE_RELEASE_STRIP=false
libdir=$(rustc --print target-libdir --target wasm32-unknown-unknown 2>/dev/null || true)
if [ -n "$libdir" ] && ls "$libdir"/libstd-*.rlib >/dev/null 2>&1; then
  cargo build --release --target wasm32-unknown-unknown
else
  [ -x /usr/bin/cargo ] && [ -x /usr/bin/rustc ] && [ -d /usr/lib/rustlib/src/rust/library ] ||
    { echo "No Rust standard library for wasm32-unknown-unknown: run scripts/setup.sh (Debian's rustc-web, rust-web-src and lld-22), or rustup target add wasm32-unknown-unknown." >&2; exit 1; }
  # Debian's cargo and rustc (rustup's, first on PATH, has no std source): std built from source,
  # the module linked by Debian's lld (rustc-web has no rust-lld of its own; rustc passes it
  # `-flavor wasm`).
  command -v rust-lld >/dev/null || export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=/usr/bin/lld-22
  # std built from source can drop what a panic would say: `immediate-abort` makes every panic a
  # trap at once, without the formatting machinery and the messages (a panic already ended the
  # module without a word: a worker has nowhere to print it; the worker reports the trap).
  PATH=/usr/bin:$PATH RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
    RUSTFLAGS="${RUSTFLAGS:-} -Zunstable-options -Cpanic=immediate-abort" /usr/bin/cargo build --release \
    -Zbuild-std=std,panic_abort --target wasm32-unknown-unknown
fi

want=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' Cargo.toml)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
[ "$have" = "$want" ] ||
  { echo "wasm-bindgen-cli $want is needed (found: ${have:-none}): run scripts/setup.sh, or cargo install wasm-bindgen-cli --version $want" >&2; exit 1; }
rm -rf "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
  "$repo/target/wasm32-unknown-unknown/release/loadout_web.wasm"
"$repo/ui/node_modules/.bin/wasm-opt" -Oz --enable-reference-types --enable-bulk-memory \
  --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
  --enable-multivalue "$out/loadout_web_bg.wasm" -o "$out/loadout_web_bg.wasm"

cd "$repo/ui"
npx vite build --mode web
wasm="$out/loadout_web_bg.wasm"
echo "web app in ui/dist-web/; wasm $(stat -c %s "$wasm") bytes, $(gzip -9c "$wasm" | wc -c) gzipped"
