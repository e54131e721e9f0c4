// A new version of the web app (issue #25). The service worker (vite.config.ts) fetches it in the
// background and keeps it waiting; the page then offers it ("A new version is ready", see
// UpdateOffer.svelte; "Later" puts it off until the app is opened again) and takes it only when
// the facilitator says so, once no step is on its
// way: the new version never reloads the page under a game by itself. Taking it reloads the page
// on the new files; the game resumes from what is stored.
import { registerSW } from "virtual:pwa-register";

/** How often an open app asks for a new version (also each time it is shown again). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

let ready = $state(false);
let postponed = $state(false);
let apply: ((reloadPage?: boolean) => Promise<void>) | null = null;
let idle: () => Promise<void> = () => Promise.resolve();

export const update = {
  /** Whether a new version is installed and waiting to be offered. */
  get ready(): boolean {
    return ready && !postponed;
  },

  /**
   * Not now: the offer goes away until the app is opened again (the waiting version is found and
   * offered then).
   */
  later(): void {
    postponed = true;
  },

  /**
   * Takes the new version: waits for the step on its way (if any) to be stored and answered, then
   * lets the new service worker take over, which reloads the page.
   */
  async take(): Promise<void> {
    await idle();
    await apply?.(true);
  },
};

/**
 * Registers the web app's service worker (it precaches the build, so the app opens offline) and
 * listens for new versions. `whenIdle` resolves once no command is on its way to the core.
 */
export function offerUpdates(whenIdle: () => Promise<void>): void {
  if (!("serviceWorker" in navigator)) return;
  idle = whenIdle;
  apply = registerSW({
    immediate: true,
    onNeedRefresh: () => (ready = true),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Offline, or the host unreachable: the check fails quietly and the app goes on as it is.
      const check = () => {
        if (!registration.installing) void registration.update().catch(() => {});
      };
      setInterval(check, CHECK_EVERY_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    },
  });
}
