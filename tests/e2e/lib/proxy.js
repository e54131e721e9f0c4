// The network between a device and the computer, for the tests that need to break it: an HTTP
// proxy on 127.0.0.1 that a Chromium window is told to use (chromium({ proxy })). It forwards
// requests and tunnels (the WebSocket goes through CONNECT) to loopback addresses only, and can
// cut every connection and refuse new ones (Wi-Fi gone), or go silent (Wi-Fi gone without a
// word: nothing gets through and nothing is closed), then let them through again, or hold
// requests until several have arrived (two taps reaching the computer at the same moment).
// Requests keep their Host and Origin: the app sees what it would see from the device itself.

import { createServer, request } from "node:http";
import { connect } from "node:net";

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "::1"]);
// Only between the browser and this proxy (RFC 9110 7.6.1, and what Chromium adds).
const HOP = new Set(["proxy-connection", "proxy-authorization", "keep-alive"]);

/**
 * Starts the proxy. Returns {url (for --proxy-server), cut(), silence(), restore(), hold(test, n),
 * seen, close()}: `hold` holds every request for which test(method, path) is true until `n` have
 * arrived, then forwards them together; it resolves with their paths once they are let go.
 */
export async function proxy() {
  const sockets = new Set();
  let down = false;
  // Silent: every byte either way is lost, no close or error goes through, and new requests and
  // tunnels get no answer; the connections met meanwhile are closed when it ends.
  let silent = false;
  const stranded = new Set();
  let holding = null;
  /** Every request forwarded, as "METHOD path", in order. */
  const seen = [];
  const track = (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    return socket;
  };

  const server = createServer((req, res) => {
    if (down) return req.socket.destroy();
    if (silent) return void stranded.add(req.socket);
    let target;
    try {
      target = new URL(req.url);
    } catch {
      return res.writeHead(400).end();
    }
    if (!LOOPBACK.has(target.hostname)) return res.writeHead(403).end("loopback only");
    const forward = () => {
      if (down) return req.socket.destroy();
      seen.push(`${req.method} ${target.pathname}`);
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !HOP.has(name)),
      );
      const upstream = request(
        {
          host: target.hostname.replace(/^\[|\]$/g, ""),
          port: target.port,
          method: req.method,
          path: target.pathname + target.search,
          headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.once("socket", track);
      upstream.once("error", () => res.destroy());
      req.pipe(upstream);
    };
    if (holding?.test(req.method, target.pathname)) {
      holding.waiting.push({ forward, path: target.pathname });
      if (holding.waiting.length >= holding.n) {
        const { waiting, release } = holding;
        holding = null;
        for (const w of waiting) w.forward();
        release(waiting.map((w) => w.path));
      }
      return;
    }
    forward();
  });
  server.on("connection", (socket) => {
    track(socket);
    if (down) socket.destroy();
  });
  // A WebSocket (and anything else) through the proxy: a tunnel, to loopback only.
  server.on("connect", (req, client, head) => {
    const at = req.url.lastIndexOf(":");
    const host = req.url.slice(0, at);
    const port = Number(req.url.slice(at + 1));
    if (down || !LOOPBACK.has(host)) return client.destroy();
    if (silent) return void stranded.add(client);
    const upstream = track(connect(port, host.replace(/^\[|\]$/g, "")));
    const relay = (from, to) =>
      from.on("data", (data) => {
        if (silent) stranded.add(from).add(to);
        else to.write(data);
      });
    const end = () => {
      if (silent) {
        stranded.add(client).add(upstream);
        return;
      }
      client.destroy();
      upstream.destroy();
    };
    upstream.once("connect", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      relay(upstream, client);
      relay(client, upstream);
    });
    for (const socket of [client, upstream]) {
      socket.on("error", end);
      socket.once("close", end);
    }
  });
  server.on("clientError", (_e, socket) => socket.destroy());

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** Wi-Fi gone: every open connection dropped, every new one refused. */
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    /**
     * Wi-Fi gone without a word: every connection stays open and nothing more gets through it,
     * either way; a new one gets no answer. Neither end hears of it but by its own timeout.
     */
    silence() {
      silent = true;
    },
    /** Back in range. What went silent is closed: by now each end has forgotten it. */
    restore() {
      down = false;
      silent = false;
      for (const socket of stranded) socket.destroy();
      stranded.clear();
    },
    hold(test, n) {
      return new Promise((release) => {
        holding = { test, n, waiting: [], release };
      });
    },
    close() {
      down = true;
      silent = false;
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
