// What "virtual:pwa-register" is outside the web build (vite.config.ts): the desktop app and its
// tests have no service worker. Registering does nothing, and there is never a new version to take.
export function registerSW(): (reloadPage?: boolean) => Promise<void> {
  return () => Promise.resolve();
}
