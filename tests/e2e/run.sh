#!/usr/bin/env bash
# End-to-end tests (make test-e2e, part of make test): builds the real app with its UI embedded,
# starts a private X display, then runs tests/e2e/**/*.test.js with Node's test runner. Each test
# starts the app through its own tauri-driver (in front of Debian's WebKitWebDriver) with a fresh
# data dir (LOADOUT_DATA_DIR). Screenshots go to artefacts/e2e/. Arguments go to `node --test`,
# e.g. `tests/e2e/run.sh games.test.js` or `tests/e2e/run.sh --test-name-pattern=resume`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source tests/e2e/lib.sh
started=$SECONDS

for tool in tauri-driver xdotool zbarimg chromedriver; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: run scripts/setup.sh (or make setup)." >&2; exit 1; }
done

app=$(scripts/build-app.sh | tail -n 1)
built=$SECONDS
# Room for the app's window whole at every size the tests give it (up to 1280×1024, and GTK keeps
# it centred where it first opened): its screenshots are grabbed from the display.
E2E_SCREEN=1600x1280x24 e2e_start_xvfb
export E2E_APP=$app E2E_ARTEFACTS=$root/artefacts/e2e
rm -rf "$E2E_ARTEFACTS"
mkdir -p "$E2E_ARTEFACTS"

# Each test's data dir and the files it imports go under this run's throwaway folder, removed at
# exit: left in /tmp they pile up, and hundreds of /tmp/loadout-e2e-* completions in the GTK file
# chooser's location field made the typed path lose its Return (the import test then failed).
export TMPDIR=$e2e_tmp/tests
mkdir -p "$TMPDIR"

status=0
(cd tests/e2e && node --test --test-concurrency=1 --test-reporter=spec "$@") || status=$?
echo "e2e: build $((built - started)) s, tests $((SECONDS - built)) s; screenshots in artefacts/e2e/" >&2
exit "$status"
