// Keeps the screen on during play where the platform offers the Screen Wake Lock API; elsewhere
// it does nothing (feature-detected, never an error).

interface WakeLockSentinelLike {
  release(): Promise<void>;
}

interface WakeLockLike {
  request(type: "screen"): Promise<WakeLockSentinelLike>;
}

/**
 * Asks to keep the screen awake until the returned function is called. The browser drops the
 * lock when the app is hidden, so it is asked for again each time the app becomes visible.
 */
export function keepScreenAwake(nav: Navigator = navigator, doc: Document = document): () => void {
  const wakeLock = (nav as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  if (!wakeLock || typeof wakeLock.request !== "function") return () => {};
  let sentinel: WakeLockSentinelLike | null = null;
  let stopped = false;

  const acquire = () => {
    if (stopped || doc.visibilityState !== "visible") return;
    wakeLock.request("screen").then(
      (s) => {
        if (stopped) void s.release().catch(() => {});
        else sentinel = s;
      },
      // Refused (battery saver, permissions): the screen just follows the system setting.
      () => {},
    );
  };
  const onVisibility = () => acquire();

  doc.addEventListener("visibilitychange", onVisibility);
  acquire();
  return () => {
    stopped = true;
    doc.removeEventListener("visibilitychange", onVisibility);
    void sentinel?.release().catch(() => {});
    sentinel = null;
  };
}

/**
 * Whether this page can keep the screen on by itself: the Screen Wake Lock API exists only in a
 * secure context (the app's window, HTTPS, localhost), not on plain HTTP from another computer.
 */
export function canKeepScreenAwake(nav: Navigator = navigator): boolean {
  const wakeLock = (nav as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  return typeof wakeLock?.request === "function";
}
