// Whether the browser keeps the web app's data, and how much room is left for it (issue #25).
// A browser may clear a site's storage when it runs short of space unless it was asked to keep it
// (`navigator.storage.persist()`): the start screen then says so and how to prevent it. WebKit (so
// every iPad browser) has no `navigator.storage` to ask: there a page in a browser tab may be
// cleared (Safari clears a site's data after weeks unvisited), an app added to the Home Screen
// is kept.

/** What the start screen says about the browser's storage. */
export interface Keeping {
  /** The browser may clear the app's data (it refused to keep it, or cannot be asked). */
  mayClear: boolean;
  /** Bytes left for the app's data, where the browser says (`estimate()`); null elsewhere. */
  room: number | null;
}

/** Asks the browser to keep the app's data, and how much room is left. */
export async function keepStorage(
  nav: Navigator = navigator,
  standalone: boolean = installed(),
): Promise<Keeping> {
  const storage = nav.storage as StorageManager | undefined;
  if (typeof storage?.persist !== "function") return { mayClear: !standalone, room: null };
  const kept =
    (await storage.persisted().catch(() => false)) || (await storage.persist().catch(() => false));
  const estimate = await storage.estimate?.().catch(() => null);
  const room =
    typeof estimate?.quota === "number" && typeof estimate.usage === "number"
      ? Math.max(0, estimate.quota - estimate.usage)
      : null;
  return { mayClear: !kept, room };
}

/** Whether the app runs from the Home Screen or as an installed app, not in a browser tab. */
function installed(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || matchMedia("(display-mode: standalone)").matches;
}

/** A number of bytes as a person reads it: "850 MB", "1.2 GB" (in `format`'s language). */
export function bytes(
  n: number,
  format: (n: number, o: Intl.NumberFormatOptions) => string,
): string {
  const [value, unit] =
    n >= 1e9 ? [n / 1e9, "gigabyte"] : n >= 1e6 ? [n / 1e6, "megabyte"] : [n / 1e3, "kilobyte"];
  return format(value, {
    style: "unit",
    unit,
    unitDisplay: "short",
    maximumFractionDigits: value < 10 ? 1 : 0,
  });
}
