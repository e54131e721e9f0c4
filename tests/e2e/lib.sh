# Helpers the e2e scripts source: a private X display, the app's data kept out of the user's
# home, and a clean stop of everything they started, by PID.

e2e_pids=()
e2e_tmp=$(mktemp -d)

e2e_stop() {
  local i
  for ((i = ${#e2e_pids[@]} - 1; i >= 0; i--)); do
    kill "${e2e_pids[i]}" 2>/dev/null || true
    wait "${e2e_pids[i]}" 2>/dev/null || true
  done
  rm -rf "$e2e_tmp"
}
trap e2e_stop EXIT

# Runs a command in the background and remembers its PID for e2e_stop. Usage: e2e_spawn CMD...
e2e_spawn() {
  "$@" &
  e2e_pids+=($!)
}

# Starts Xvfb on a free display and exports DISPLAY once the server accepts connections.
# E2E_SCREEN sets its size (default 1280x800x24; the e2e tests need 1024 px of height for
# tablet portrait).
e2e_start_xvfb() {
  local fd_file="$e2e_tmp/display" i
  # -displayfd: Xvfb picks a free display and writes its number when it is ready.
  # -noreset: the server is not reset when its last client goes (a browser killed on purpose).
  e2e_spawn Xvfb -displayfd 3 -noreset -screen 0 "${E2E_SCREEN:-1280x800x24}" -nolisten tcp 3>"$fd_file" 2>"$e2e_tmp/xvfb.log"
  for i in $(seq 100); do
    [ -s "$fd_file" ] && break
    sleep 0.1
  done
  if ! [ -s "$fd_file" ]; then
    echo "Xvfb did not start:" >&2
    cat "$e2e_tmp/xvfb.log" >&2
    return 1
  fi
  export DISPLAY=":$(head -n 1 "$fd_file")"
}

# The app's files and WebKit's caches go to a throwaway folder, not the user's home.
e2e_private_dirs() {
  export XDG_DATA_HOME="$e2e_tmp/data" XDG_CONFIG_HOME="$e2e_tmp/config" XDG_CACHE_HOME="$e2e_tmp/cache"
  mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"
}
