import { svelte } from "@sveltejs/vite-plugin-svelte";
import { svelteTesting } from "@testing-library/svelte/vite";
import { defineConfig } from "vitest/config";

// The Tauri shell loads the dev server from this fixed port (tauri.conf.json's devUrl).
const port = 5173;

// `--mode web` builds the web app (issue #25, `make web`): the whole app in a browser tab, its
// core in WebAssembly (scripts/build-web.sh puts it in web-pkg/), into dist-web/ with relative
// addresses so that it can be served from any folder of a static host.
export default defineConfig(({ mode }) => ({
  // svelteTesting: components mount with Svelte's browser build in jsdom tests, and unmount after each.
  plugins: [svelte(), svelteTesting()],
  base: mode === "web" ? "./" : "/",
  resolve: {
    alias: {
      "loadout-web-core": decodeURIComponent(
        new URL(
          mode === "web" ? "./web-pkg/loadout_web.js" : "./src/lib/api/web/no-core.ts",
          import.meta.url,
        ).pathname,
      ),
    },
  },
  worker: { format: "es" },
  clearScreen: false,
  server: {
    port,
    strictPort: true,
    host: "127.0.0.1",
    // The start screen shows the app icon from the repository's icons/ folder; the words come
    // from its locales/ folder (shared with the Rust side).
    fs: { allow: [".", "../icons", "../locales"] },
  },
  build: {
    outDir: mode === "web" ? "dist-web" : "dist",
    emptyOutDir: true,
    sourcemap: false,
    // On a busy machine Rolldown reports slow plugin callbacks after every build: noise in CI logs.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The web app is one script (and its worker): a screen or a language opened mid-game then
      // needs no request, so the page makes none after it loaded, as an offline app must.
      output: mode === "web" ? { codeSplitting: false } : {},
    },
  },
  test: {
    include: ["src/**/*.test.ts"],
    // Every test starts with the shell's recorded app_info, as App.svelte waits for it.
    setupFiles: ["src/lib/app/testing/setup.ts"],
    // Component tests pick jsdom per file (`// @vitest-environment jsdom`).
    environment: "node",
    // Component tests with axe take seconds on a quiet 2-core machine and past 40 s on a busy one
    // (five axe runs in one test): the bound catches a hung test, it does not time anything.
    testTimeout: 120_000,
    // theme.test.ts reads app.css (?raw) to check the colour tokens' contrast.
    css: { include: [/app\.css/] },
  },
}));
