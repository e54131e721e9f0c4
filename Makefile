# The README's two commands are `make run` and `make test`; the other targets are their parts.
# Every target first runs scripts/setup.sh, which installs only what is missing (about a second
# when nothing is).

SHELL := /bin/bash
# One shell per recipe, so a recipe can keep a variable from one line to the next.
.ONESHELL:
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := run

TAURI := ui/node_modules/.bin/tauri

.PHONY: run test setup web run-web test-web app test-rust test-ui test-e2e e2e screenshot screenshots deb bench icons fmt

## run: install what is missing, build the UI and start the desktop app
run: setup
	app=$$(scripts/build-app.sh | tail -n 1)
	if [ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}" ]; then
	  echo "Built $$app, but there is no display to open its window on: run make run in a desktop session (make screenshot shows the app without one)." >&2
	  exit 1
	fi
	"$$app"

## test: install what is missing, then every check: Rust, UI, end to end, the web app
test: setup test-rust test-ui test-e2e test-web

setup:
	@scripts/setup.sh

# The app speaks the system's language unless settings say otherwise (#15); the tests expect the
# English of a machine whose locale is C, whatever this machine's locale is.
test-rust test-e2e e2e screenshot screenshots: export LC_ALL := C.UTF-8

## web: build the web app (the whole app in a browser tab, issue #25) into ui/dist-web/
web: setup
	scripts/build-web.sh

## run-web: build the web app and serve it on 127.0.0.1 (prints the address)
run-web: web
	port=$${PORT:-8025}
	echo "The web app: http://127.0.0.1:$$port/ (Ctrl+C stops it)"
	exec python3 -m http.server --bind 127.0.0.1 --directory ui/dist-web "$$port"

## test-web: the web app in headless Chromium: the golden games played, reloaded, resumed; offline, installable, updated, storage; files to and from the desktop app and the CLI; every screen under axe-core (tests/web/)
test-web: web
	tests/web/run.sh

## app: build the app with the UI embedded (prints the binary's path)
app: setup
	@scripts/build-app.sh

test-rust: setup
	cargo fmt --all --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo test --workspace
	# The core builds for a browser (wasm32-unknown-unknown): nothing of a desktop crept in.
	scripts/build-wasm.sh
	# The criterion benchmarks once each, as tests: make bench must not be the first to find
	# them broken (a card rule tightened once broke its game halfway).
	cargo test -p loadout-tracker --benches

test-ui: setup
	npm --prefix ui run --silent check
	npm --prefix ui run --silent lint
	npm --prefix ui run --silent test

## test-e2e (or e2e): the real app under Xvfb through tauri-driver and WebDriver (tests/e2e/)
test-e2e: setup
	tests/e2e/run.sh

e2e: test-e2e

## screenshot: the real app under Xvfb -> artefacts/screenshots/start.png
screenshot: setup
	tests/e2e/screenshot.sh

## screenshots: every screen, light and dark, 768x1024 and 1280x800 -> docs/screenshots/ + gallery
screenshots: setup
	scripts/screenshots.sh

## deb: a release build packaged as a Debian package (path printed at the end)
deb: setup
	$(TAURI) build --bundles deb

## bench: the app against an empty Tauri 2 app (bench/empty-app/): sizes, start, memory, tap
## latency, UI bundle, the tracker's criterion benchmark; prints the table, writes bench/RESULTS.md
bench: setup
	bench/run.sh

## icons: regenerate every icon size from icons/app-icon.svg (and the web app's, icons/web/)
icons: setup
	$(TAURI) icon icons/app-icon.svg --output icons
	rm -rf icons/android icons/ios
	$(TAURI) icon icons/app-icon.svg --png 192,512 --output icons/web
	$(TAURI) icon icons/app-icon-maskable.svg --png 180,512 --output icons/web/maskable

## fmt: format Rust and UI code in place
fmt: setup
	cargo fmt --all
	npm --prefix ui run --silent format
