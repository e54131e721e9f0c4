// A session's day ("2026-12-01", as the shell stamped it on the facilitator's calendar) as the
// screens write it. Built from its parts, not parsed as a time: "2026-12-01" alone is read as
// UTC midnight, which is the day before west of Greenwich.

import { date as written } from "../i18n/index.svelte";

/** "1 Dec 2026" (in the app's language); the text as it is when it is not such a day. */
export function day(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return written(d, { dateStyle: "medium" });
}
