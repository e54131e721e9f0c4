// The processes a test started, found through /proc: the app that WebKitWebDriver spawned and
// WebKit's web and network processes under it. Used to stop leftovers by PID and to measure memory.

import { readdirSync, readFileSync } from "node:fs";

function parentOf(pid) {
  try {
    // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** The PIDs of every live process under `pid` (children, grandchildren, ...). */
export function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = parentOf(entry);
    if (ppid === null) continue;
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
  }
  const out = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** The process's command name (what `ps -o comm` shows), or null once it is gone. */
export function commOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return null;
  }
}

/** {rss, pss} in KiB from /proc/PID/smaps_rollup, or null when the process is gone. */
export function memoryOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    const field = (name) => Number(text.match(new RegExp(`^${name}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
    return { rss: field("Rss"), pss: field("Pss") };
  } catch {
    return null;
  }
}
