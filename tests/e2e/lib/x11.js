// The window manager's side of closing a window, for an X display without one (Xvfb): the
// WM_DELETE_WINDOW message a window manager sends when the user clicks a window's close button,
// sent over the X protocol itself (xdotool's windowclose destroys the window instead, which no
// user can do). GTK turns the message into the same close request as the title bar's button.

import { execFileSync } from "node:child_process";
import { connect } from "node:net";

/** The X server's socket for DISPLAY (":N" or ":N.S"; Xvfb -nolisten tcp has only this one). */
function socketOf(display) {
  const m = /^:(\d+)(\.\d+)?$/.exec(display ?? "");
  if (!m) throw new Error(`DISPLAY ${display} is not a local X display (":N")`);
  return `/tmp/.X11-unix/X${m[1]}`;
}

/** A minimal X11 client: requests in little-endian order, replies read in order. */
async function xConnection(display) {
  const socket = connect(socketOf(display));
  let buffer = Buffer.alloc(0);
  const waiting = [];
  const pump = () => {
    while (waiting.length && buffer.length >= waiting[0].need(buffer)) {
      const n = waiting[0].need(buffer);
      const chunk = buffer.subarray(0, n);
      buffer = buffer.subarray(n);
      waiting.shift().resolve(chunk);
    }
  };
  socket.on("data", (d) => {
    buffer = Buffer.concat([buffer, d]);
    pump();
  });
  const failed = new Promise((_, reject) => socket.once("error", reject));
  failed.catch(() => {});
  const read = (need) =>
    Promise.race([
      new Promise((resolve) => {
        waiting.push({ need, resolve });
        pump();
      }),
      failed,
    ]);
  // Connection setup: byte order 'l', protocol 11.0, no authorization (Xvfb started with none).
  const setup = Buffer.alloc(12);
  setup.write("l", 0, "latin1");
  setup.writeUInt16LE(11, 2);
  socket.write(setup);
  const head = await read((b) => (b.length >= 8 ? 8 + b.readUInt16LE(6) * 4 : Infinity));
  if (head[0] !== 1) throw new Error(`the X server refused the connection (status ${head[0]})`);
  /** The reply to the request just sent: 32 bytes plus its extra length. */
  const reply = async () => {
    // An error is 32 bytes; a reply says how many more it has.
    const r = await read((b) =>
      b.length < 8 ? Infinity : b[0] === 0 ? 32 : 32 + b.readUInt32LE(4) * 4,
    );
    if (r[0] === 0) throw new Error(`X error ${r[1]} for request ${r[10]}`);
    return r;
  };
  return {
    async atom(name) {
      const n = Buffer.byteLength(name, "latin1");
      const padded = (n + 3) & ~3;
      const req = Buffer.alloc(8 + padded);
      req[0] = 16; // InternAtom
      req.writeUInt16LE(req.length / 4, 2);
      req.writeUInt16LE(n, 4);
      req.write(name, 8, "latin1");
      socket.write(req);
      return (await reply()).readUInt32LE(8);
    },
    send(window, type, data) {
      const req = Buffer.alloc(44);
      req[0] = 25; // SendEvent, no propagation, event mask 0: to the window's own client
      req.writeUInt16LE(11, 2);
      req.writeUInt32LE(window, 4);
      req.writeUInt32LE(0, 8);
      req[12] = 33; // ClientMessage
      req[13] = 32; // format: 32-bit values
      req.writeUInt32LE(window, 16);
      req.writeUInt32LE(type, 20);
      data.forEach((v, i) => req.writeUInt32LE(v, 24 + 4 * i));
      socket.write(req);
    },
    /** A round trip (GetInputFocus): every request before it has been handled. */
    async sync() {
      const req = Buffer.alloc(4);
      req[0] = 43;
      req.writeUInt16LE(1, 2);
      socket.write(req);
      await reply();
    },
    close: () => socket.end(),
  };
}

/**
 * Asks the X window `id` to close, as a window manager does when its close button is clicked:
 * a WM_PROTOCOLS ClientMessage carrying WM_DELETE_WINDOW.
 */
export async function closeLikeTheUser(id, display = process.env.DISPLAY) {
  const x = await xConnection(display);
  try {
    const protocols = await x.atom("WM_PROTOCOLS");
    const remove = await x.atom("WM_DELETE_WINDOW");
    x.send(Number(id), protocols, [remove, 0, 0, 0, 0]);
    await x.sync();
  } finally {
    x.close();
  }
}

/**
 * The X windows of process `pid` titled exactly `title`, each as {id, x, y, width, height}
 * (xdotool's search matches either criterion unless told `--all`); without a title, the ones it
 * shows (mapped).
 */
export function windowsOf(pid, title = null) {
  let ids = "";
  const which = title === null ? ["--onlyvisible", "--name", ""] : ["--name", title];
  try {
    ids = execFileSync("xdotool", ["search", "--all", "--pid", String(pid), ...which], {
      encoding: "utf8",
    });
  } catch {
    return []; // xdotool search exits 1 when nothing matches
  }
  return ids
    .split("\n")
    .filter(Boolean)
    .filter(
      (id) =>
        title === null ||
        execFileSync("xdotool", ["getwindowname", id], { encoding: "utf8" }).trim() === title,
    )
    .map((id) => {
      const g = execFileSync("xdotool", ["getwindowgeometry", "--shell", id], { encoding: "utf8" });
      const n = (k) => Number(new RegExp(`^${k}=(\\d+)`, "m").exec(g)[1]);
      return { id, x: n("X"), y: n("Y"), width: n("WIDTH"), height: n("HEIGHT") };
    });
}

/**
 * The top-level windows on the display that are mapped, bottom to top (the X server's stacking
 * order), each as {id, x, y, width, height}.
 */
function shownWindows() {
  const tree = execFileSync("xwininfo", ["-root", "-children", "-int"], { encoding: "utf8" });
  // '     4194307 "title": ("res" "Class")  1280x800+0+112  +0+112', the last two the position
  // on the screen ("+-1" for -1).
  return [...tree.matchAll(/^\s+(\d+) .*\s(\d+)x(\d+)\S*\s+\+(-?\d+)\+(-?\d+)\s*$/gm)]
    .map(([, id, width, height, x, y]) => ({
      id,
      x: Number(x),
      y: Number(y),
      width: Number(width),
      height: Number(height),
    }))
    .filter(({ id }) =>
      /Map State: IsViewable/.test(execFileSync("xwininfo", ["-id", id], { encoding: "utf8" })),
    );
}

const overlaps = (a, b) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The window's pixels as the X server has them: raw RGB, 3 bytes a pixel. */
const pixels = (id) =>
  execFileSync("import", ["-silent", "-window", id, "-depth", "8", "rgb:-"], {
    maxBuffer: 256 << 20,
    stdio: ["ignore", "pipe", "pipe"],
  });

/**
 * Saves what X window `id` (of `width`×`height` pixels) shows as the PNG `file`, cut to `crop`
 * ({x, y, width, height} in the window's pixels; the whole window without it). A window that
 * another one covers is raised first: without a window manager (Xvfb) nothing else brings it to
 * the front, and the X server hands out whatever covers it. The picture is taken once two grabs
 * in a row are the same: the app has put its last frame on the display (a window just raised
 * paints what was covered, a frame just painted by WebKit reaches the window a moment later).
 * An animation never holds still: after 20 grabs the last one is kept.
 */
export function grabWindow({ id, width, height }, file, crop = { x: 0, y: 0, width, height }) {
  const stack = shownWindows();
  const at = stack.findIndex((w) => w.id === String(Number(id)));
  if (at < 0) throw new Error(`X window ${id} is not shown on ${process.env.DISPLAY}`);
  const [screenWidth, screenHeight] = execFileSync("xdotool", ["getdisplaygeometry"], {
    encoding: "utf8",
  })
    .trim()
    .split(" ")
    .map(Number);
  const w = stack[at];
  if (w.x < 0 || w.y < 0 || w.x + w.width > screenWidth || w.y + w.height > screenHeight) {
    // The X server has no pixels for a window's part off the screen (Xvfb keeps no backing store).
    throw new Error(
      `X window ${id} (${w.width}×${w.height} at ${w.x},${w.y}) runs off the ${screenWidth}×${screenHeight} screen: make the display larger (E2E_SCREEN in tests/e2e/run.sh)`,
    );
  }
  if (stack.slice(at + 1).some((w) => overlaps(w, stack[at]))) {
    execFileSync("xdotool", ["windowraise", String(id)]);
  }
  let last = pixels(id);
  for (let i = 0; i < 20; i++) {
    const now = pixels(id);
    if (now.equals(last)) break;
    last = now;
  }
  if (last.length !== width * height * 3) {
    throw new Error(`X window ${id} is not ${width}×${height} (${last.length} bytes grabbed)`);
  }
  execFileSync(
    "convert",
    [
      "-size",
      `${width}x${height}`,
      "-depth",
      "8",
      "rgb:-",
      "-crop",
      `${crop.width}x${crop.height}+${crop.x}+${crop.y}`,
      "+repage",
      `png:${file}`,
    ],
    { input: last, stdio: ["pipe", "ignore", "pipe"] },
  );
}
