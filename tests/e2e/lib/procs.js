// The processes a test started, found through /proc: the app that WebKitWebDriver spawned and
// WebKit's web and network processes under it. Used to stop leftovers by PID and to measure memory.

import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * `pid`'s state, parent and start time (/proc/PID/stat's 3rd, 4th and 22nd fields), or null once
 * it is gone: the start time tells a process from a later one that was given the same PID.
 */
export function statOf(pid) {
  try {
    // /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0], ppid: Number(fields[1]), start: fields[19] };
  } catch {
    return null;
  }
}

/** The PIDs of every live process under `pid` (children, grandchildren, ...). */
export function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = statOf(entry)?.ppid;
    if (ppid === undefined) continue;
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

/**
 * The Internet sockets process `pid` holds (TCP and UDP, IPv4 and IPv6), each as {proto, local,
 * remote, listening}, addresses as /proc gives them ("0100007F:1F90" is 127.0.0.1:8080) with the
 * ports as numbers. Unix sockets (D-Bus, X, WebKit's own) are left out.
 */
export function socketsOf(pid) {
  const inodes = new Set();
  let fds = [];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return [];
  }
  for (const fd of fds) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // Closed meanwhile.
    }
  }
  const out = [];
  for (const proto of ["tcp", "tcp6", "udp", "udp6"]) {
    let text = "";
    try {
      text = readFileSync(`/proc/${pid}/net/${proto}`, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      // local_address is field 1, rem_address 2, st 3 (0A: LISTEN for TCP), inode 9.
      const f = line.trim().split(/\s+/);
      if (f.length <= 9 || !inodes.has(f[9])) continue;
      const port = (a) => parseInt(a.split(":")[1], 16);
      out.push({
        proto,
        local: f[1],
        localPort: port(f[1]),
        remote: f[2],
        remotePort: port(f[2]),
        listening: proto.startsWith("tcp") ? f[3] === "0A" : port(f[2]) === 0,
      });
    }
  }
  return out;
}
