#!/usr/bin/env bash
# End-to-end tests: builds the real app with its embedded UI, starts it under Xvfb through
# WebKitWebDriver and runs tests/e2e/*.test.mjs against it (webdriverio, Node's test runner).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source tests/e2e/lib.sh

app=$(scripts/build-app.sh | tail -n 1)
e2e_start_xvfb
e2e_private_dirs

port=$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => {
  console.log(s.address().port); s.close(); })')
# TAURI_WEBVIEW_AUTOMATION lets WebDriver drive the app's webview; the driver starts the app.
TAURI_WEBVIEW_AUTOMATION=true e2e_spawn WebKitWebDriver --host=127.0.0.1 --port="$port" >"$e2e_tmp/driver.log" 2>&1
for _ in $(seq 100); do
  (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
  sleep 0.1
done

mkdir -p artefacts/screenshots
if ! LOADOUT_APP="$app" WEBDRIVER_PORT="$port" ARTEFACTS="$root/artefacts" npm --prefix tests/e2e run --silent test; then
  echo "--- WebKitWebDriver log ---" >&2
  cat "$e2e_tmp/driver.log" >&2
  exit 1
fi
