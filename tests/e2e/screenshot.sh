#!/usr/bin/env bash
# Starts the real app under Xvfb, waits until its start screen has drawn and saves
# artefacts/screenshots/start.png.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source tests/e2e/lib.sh

app=$(scripts/build-app.sh | tail -n 1)
out=artefacts/screenshots/start.png
mkdir -p "$(dirname "$out")"

e2e_start_xvfb
e2e_private_dirs
e2e_spawn "$app"
app_pid=${e2e_pids[-1]}

# First the window is mapped, then WebKit paints the page into it: wait for both. A painted start
# screen (the icon, text in several colours) has hundreds of colours; an unpainted window a few.
drawn=
deadline=$((SECONDS + 180))
while [ "$SECONDS" -lt "$deadline" ]; do
  kill -0 "$app_pid" 2>/dev/null || { echo "The app exited before its window appeared." >&2; exit 1; }
  if xwininfo -root -tree | grep -q '"Loadout Companion"'; then
    import -window root "$e2e_tmp/probe.png"
    if [ "$(convert "$e2e_tmp/probe.png" -format %k info:)" -gt 200 ]; then
      drawn=yes
      break
    fi
  fi
  sleep 0.1
done
[ -n "$drawn" ] || { echo "The window did not draw its start screen within three minutes." >&2; exit 1; }

# A last moment for fonts and the icon to settle before the picture.
sleep 1
import -window root "$out"
echo "Saved $out"
