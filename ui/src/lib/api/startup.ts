// Which way to the backend this page uses, decided once at startup: Tauri's IPC inside the app
// (its main window, or the table display's window), or HTTP + WebSocket in a browser that opened
// a shared session's link. The shell shows the screens of the role; no screen knows the transport.
import { isTauri } from "@tauri-apps/api/core";
import type { SharedDevice } from "./bindings/SharedDevice";
import { toApiError } from "./errors";
import type { NetworkTransport } from "./network";
import { useTransport } from "./index";
import { tableWindowId } from "./tableWindow";

/** What this page is. */
export type Role =
  /** The app's main window: everything. */
  | { kind: "desktop" }
  /** The app's own table display window (a TV or projector on HDMI): no network. */
  | { kind: "table_window"; id: string }
  /** A shared session's device in a browser. */
  | { kind: "tablet" | "display"; device: SharedDevice; live: NetworkTransport }
  /** A browser that has no valid link (yet): the page asks for the code. */
  | { kind: "join"; problem: string | null };

/** Decides the role from where the page was opened, joining with the link's secret if it has one. */
export async function startup(): Promise<Role> {
  if (import.meta.env.MODE === "web") {
    // The web app (`vite build --mode web`): the whole app in this tab, its core in a worker;
    // or its table display window, fed by the app's tab.
    const table = tableWindowId(location.search);
    if (table) {
      const { TableTransport } = await import("./web/table");
      useTransport(new TableTransport());
      return { kind: "table_window", id: table };
    }
    const [{ WebTransport }, { offerUpdates }] = await Promise.all([
      import("./web"),
      import("../app/update.svelte"),
    ]);
    const transport = new WebTransport();
    useTransport(transport);
    // The service worker: the app opens offline from now on, and a new version is offered.
    offerUpdates(() => transport.idle());
    return { kind: "desktop" };
  }
  if (isTauri()) {
    const table = tableWindowId(location.search);
    return table ? { kind: "table_window", id: table } : { kind: "desktop" };
  }
  // The browser's transport loads only in a browser: the app's windows never need it.
  const { pageKind, whoAmI, NetworkTransport } = await import("./network");
  const secret = location.hash.slice(1);
  if (secret) {
    // The secret leaves the address bar and the history at once, before anything else runs.
    history.replaceState(null, "", location.pathname);
    return joinWith(secret);
  }
  const kind = pageKind(location.pathname);
  if (!kind) return { kind: "join", problem: null };
  try {
    return connectAs(await whoAmI(kind), NetworkTransport);
  } catch (e) {
    return { kind: "join", problem: toApiError(e).message };
  }
}

/** Joins with a link's secret (from the QR code, or typed): the device's role, or why not. */
export async function joinWith(secret: string): Promise<Role> {
  const { join, NetworkTransport } = await import("./network");
  try {
    return connectAs(await join(secret), NetworkTransport);
  } catch (e) {
    return { kind: "join", problem: toApiError(e).message };
  }
}

function connectAs(device: SharedDevice, Transport: typeof NetworkTransport): Role {
  // Its own page ("/tablet/"), so a reload finds the device again by its cookie.
  history.replaceState(null, "", device.page);
  const live = new Transport(device);
  useTransport(live);
  live.connect();
  return { kind: device.kind, device, live };
}
