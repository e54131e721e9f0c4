#!/usr/bin/env bash
# The web app in a real browser (make test-web): ui/dist-web/ (built by make web) served on
# 127.0.0.1 by the test itself, opened in Debian's headless Chromium through ChromeDriver (the
# e2e harness's, tests/e2e/lib/chromium.js, and its game player). Arguments go to `node --test`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
command -v chromedriver >/dev/null || { echo "chromedriver is missing: run scripts/setup.sh (or make setup)." >&2; exit 1; }
[ -f ui/dist-web/index.html ] || { echo "ui/dist-web/ is missing: run make web first." >&2; exit 1; }
[ -d tests/e2e/node_modules ] || { echo "tests/e2e/node_modules is missing: run scripts/setup.sh (or make setup)." >&2; exit 1; }
export WEB_DIST=$root/ui/dist-web E2E_ARTEFACTS=$root/artefacts/web
mkdir -p "$E2E_ARTEFACTS"
started=$SECONDS
status=0
(cd tests/web && node --test --test-concurrency=1 --test-reporter=spec "$@") || status=$?
echo "web: tests $((SECONDS - started)) s" >&2
exit "$status"
