#!/usr/bin/env bash
# The web app in real browsers (make test-web): ui/dist-web/ (built by make web) served on
# 127.0.0.1 by the test itself, opened in Debian's headless Chromium through ChromeDriver and in
# WebKitGTK's MiniBrowser through WebKitWebDriver (the e2e harness's, tests/e2e/lib/chromium.js
# and webkit.js, and its game player). MiniBrowser needs an X display: a private Xvfb is started
# here. WEB_ENGINES=chromium (or webkit) narrows the tests run in both engines to one (see web.js).
# Arguments go to `node --test`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source tests/e2e/lib.sh
for tool in chromedriver WebKitWebDriver Xvfb; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: run scripts/setup.sh (or make setup)." >&2; exit 1; }
done
[ -f ui/dist-web/index.html ] || { echo "ui/dist-web/ is missing: run make web first." >&2; exit 1; }
[ -d tests/e2e/node_modules ] || { echo "tests/e2e/node_modules is missing: run scripts/setup.sh (or make setup)." >&2; exit 1; }
export WEB_DIST=$root/ui/dist-web E2E_ARTEFACTS=$root/artefacts/web
mkdir -p "$E2E_ARTEFACTS"
# WebKit's caches and settings go to this run's throwaway folder, not the user's home.
e2e_private_dirs
# Room for a MiniBrowser window whose page is 768×1024 (portrait tablet) with its frame around.
E2E_SCREEN=1600x1280x24 e2e_start_xvfb
started=$SECONDS

# files.test.js opens the web app's files in the desktop app and the CLI, and the desktop's in the
# web app: when it runs (a whole run, or named), both are built (cached after make test-e2e, which
# make test runs first); the desktop app opens its window on the Xvfb display above.
if [ $# -eq 0 ] || [[ " $* " == *files.test.js* ]]; then
  for tool in tauri-driver xdotool; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: run scripts/setup.sh (or make setup)." >&2; exit 1; }
  done
  export E2E_APP LOADOUT_CLI
  E2E_APP=$(scripts/build-app.sh | tail -n 1)
  cargo build --quiet -p loadout-cli
  LOADOUT_CLI=$(cd "${CARGO_TARGET_DIR:-target}" && pwd)/debug/loadout
  # Each test's data dir and files go under this run's throwaway folder (see tests/e2e/run.sh).
  export TMPDIR=$e2e_tmp/tests
  mkdir -p "$TMPDIR"
  echo "web: desktop app and CLI built in $((SECONDS - started)) s" >&2
  started=$SECONDS
fi
status=0
(cd tests/web && node --test --test-concurrency=1 --test-reporter=spec "$@") || status=$?
echo "web: tests $((SECONDS - started)) s" >&2
exit "$status"
