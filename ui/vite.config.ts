import { svelte } from "@sveltejs/vite-plugin-svelte";
import { defineConfig } from "vitest/config";

// The Tauri shell loads the dev server from this fixed port (tauri.conf.json's devUrl).
const port = 5173;

export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  server: {
    port,
    strictPort: true,
    host: "127.0.0.1",
    // The start screen shows the app icon from the repository's icons/ folder.
    fs: { allow: [".", "../icons"] },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
