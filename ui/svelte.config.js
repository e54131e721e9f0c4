/** @type {import("@sveltejs/vite-plugin-svelte").SvelteConfig} */
export default {
  // Runes everywhere: no legacy reactivity in this codebase.
  compilerOptions: { runes: true },
};
