#!/usr/bin/env bash
# Installs what building, running and testing Loadout Companion needs, and only what is missing:
# Debian packages (WebKitGTK 4.1 and GTK 3 development files, Xvfb and tools for the end-to-end
# tests), Rust's fmt and clippy, and the npm packages of ui/ and tests/e2e/.
# With everything in place it checks and returns in about a second.
set -euo pipefail
cd "$(dirname "$0")/.."

debian_packages=(
  libwebkit2gtk-4.1-dev build-essential pkg-config # build and run the app
  xvfb xauth webkit2gtk-driver                     # end-to-end tests on a virtual display
  hyphen-de hyphen-en-us hyphen-es hyphen-fr        # WebKitGTK hyphenates card titles at a syllable
  imagemagick x11-utils                            # screenshots
  zbar-tools                                       # reading QR codes back in tests
  xdotool                                          # e2e: typing a path into the system file chooser
  chromium chromium-driver                         # e2e: a shared session's tablet and display in a real browser
  rustc-web cargo-web rust-web-src lld-22          # the core built for wasm32 (scripts/build-wasm.sh)
)

fail() {
  printf '%s\n' "$@" >&2
  exit 1
}

need_command() { # need_command CMD "how to get it"
  command -v "$1" >/dev/null 2>&1 || fail "Missing: $1. $2"
}

# Rust and Node come from their own installers, not from this script.
need_command cargo "Install Rust from https://rustup.rs (stable, 1.90 or newer), then run this again."
need_command node "Install Node.js 20.19+ or 22.12+ (https://nodejs.org or your package manager), then run this again."
need_command npm "Install npm (it comes with Node.js), then run this again."
node -e 'const [a, b] = process.versions.node.split(".").map(Number);
  process.exit((a === 20 && b >= 19) || (a === 22 && b >= 12) || a > 22 ? 0 : 1)' ||
  fail "Node.js $(node --version) is too old for Vite 8: install Node.js 20.19+ or 22.12+."

if [ -f /etc/debian_version ] && command -v dpkg-query >/dev/null && command -v apt-get >/dev/null; then
  missing=()
  for pkg in "${debian_packages[@]}"; do
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null)" = installed ] || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
      command -v sudo >/dev/null || fail "Run as root, or install sudo, to install: ${missing[*]}"
      sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  fi
else
  # Not Debian: check for the same tools and name what is missing instead of guessing the package manager.
  missing=()
  pkg-config --exists webkit2gtk-4.1 2>/dev/null || missing+=("WebKitGTK 4.1 and GTK 3 development files (pkg-config name webkit2gtk-4.1)")
  command -v cc >/dev/null || missing+=("a C compiler and linker (build-essential or your system's equivalent)")
  command -v pkg-config >/dev/null || missing+=("pkg-config")
  command -v Xvfb >/dev/null || missing+=("Xvfb (X virtual framebuffer)")
  command -v xauth >/dev/null || missing+=("xauth")
  command -v WebKitWebDriver >/dev/null || missing+=("WebKitWebDriver (WebKitGTK's WebDriver)")
  command -v import >/dev/null || missing+=("ImageMagick (import, convert)")
  command -v xwininfo >/dev/null || missing+=("xwininfo (X11 utilities)")
  command -v zbarimg >/dev/null || missing+=("zbarimg (zbar tools)")
  command -v chromedriver >/dev/null || missing+=("Chromium and ChromeDriver (a real browser for the shared session's pages)")
  command -v xdotool >/dev/null || missing+=("xdotool")
  if [ ${#missing[@]} -gt 0 ]; then
    echo "This is not a Debian system, so nothing was installed. Install these with your package manager:" >&2
    printf '  - %s\n' "${missing[@]}" >&2
    echo "(Tauri's list for other systems: https://v2.tauri.app/start/prerequisites/)" >&2
    exit 1
  fi
fi

if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  need_command rustup "Install rustfmt and clippy for your Rust toolchain, then run this again."
  rustup component add rustfmt clippy
fi

# The core's wasm32 build (scripts/build-wasm.sh): on Debian, rustc-web and its std's source
# above (rustup cannot always add targets there); elsewhere rustup's target.
if ! [ -f /etc/debian_version ] && command -v rustup >/dev/null &&
  ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

# npm ci only when node_modules is missing or older than the lock file (npm ci rewrites
# node_modules/.package-lock.json, so its time says when the folder was last installed).
for dir in ui tests/e2e; do
  if ! [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ]; then
    echo "Installing npm packages in $dir/"
    npm --prefix "$dir" ci --no-audit --no-fund
  fi
done

# ---- the web app (make web, scripts/build-web.sh): wasm-bindgen-cli at exactly the version
# crates/web pins (the generated JavaScript must match the crate). Without --locked: its locked
# webpki-roots is not on the registry.
wasm_bindgen_version=$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' crates/web/Cargo.toml)
if ! cargo install --list 2>/dev/null | grep -qx "wasm-bindgen-cli v$wasm_bindgen_version:"; then
  echo "Installing wasm-bindgen-cli $wasm_bindgen_version (two to six minutes)"
  cargo install wasm-bindgen-cli --version "$wasm_bindgen_version"
fi

# ---- e2e and bench (tests/e2e/, bench/): tauri-driver, the WebDriver server Tauri documents for
# Linux, in front of WebKitWebDriver. Pinned to the 2.x line (crates.io's newest is a 3.0 alpha).
tauri_driver_version=2.1.0
if ! cargo install --list 2>/dev/null | grep -qx "tauri-driver v$tauri_driver_version:"; then
  echo "Installing tauri-driver $tauri_driver_version (one to four minutes)"
  cargo install tauri-driver --version "$tauri_driver_version" --locked
fi

# ---- disk: a first build and make test fill target/ with about 9 GB (the debug build, the
# wasm32 builds, the e2e app). When the disk fills, the linker dies with "Bus error" and
# nothing says why, so say it here first.
target_dir=${CARGO_TARGET_DIR:-target}
mkdir -p "$target_dir"
free_kib=$(df -Pk "$target_dir" | awk 'NR == 2 { print $4 }')
free_gb=$(awk -v k="$free_kib" 'BEGIN { printf "%.1f", k / 1024 / 1024 }')
need_kib=$((12 * 1024 * 1024))
if [ ! -d "$target_dir/debug" ] && [ "$free_kib" -lt "$need_kib" ]; then
  echo "Warning: only $free_gb GB free on the disk of $target_dir/, and a first build" \
    "with make test needs about 12 GB. Free some space if the build stops with the linker's" \
    "\"Bus error\" (a full disk)." >&2
elif [ "$free_kib" -lt $((2 * 1024 * 1024)) ]; then
  echo "Warning: only $free_gb GB free on the disk of $target_dir/: a build may stop" \
    "with the linker's \"Bus error\" (a full disk). Free some space, or remove $target_dir/." >&2
fi
