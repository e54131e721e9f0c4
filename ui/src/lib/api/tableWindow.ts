// The address of the app's table display window: written where the window is opened (index.ts),
// read where a window decides what it is (startup.ts). Its own module, so neither imports the
// other for it.

const PARAM = "table";

/** The query that opens the app's table display window on session `id`. */
export function tableWindowQuery(id: string): string {
  return `?${PARAM}=${encodeURIComponent(id)}`;
}

/** The session a window's query (`location.search`) opens the table display on, if any. */
export function tableWindowId(search: string): string | null {
  return new URLSearchParams(search).get(PARAM);
}
