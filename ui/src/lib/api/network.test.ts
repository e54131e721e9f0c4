import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveMessage } from "./bindings/LiveMessage";
import type { SessionResponse } from "./bindings/SessionResponse";
import type { SharedDevice } from "./bindings/SharedDevice";
import type { TableResponse } from "./bindings/TableResponse";
import { CALL_TIMEOUT_MS, join, NetworkTransport, type LiveState } from "./network";

/** A browser's WebSocket as the page sees it; the test plays the server and the network. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readonly url: string;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(url: URL) {
    this.url = url.href;
    FakeSocket.made.push(this);
  }

  /** The page gives up on it. On a dead link no close event follows (for minutes). */
  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.();
  }

  receive(message: LiveMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const device: SharedDevice = {
  kind: "tablet",
  label: "Tablet 1",
  id: "s1",
  page: "/tablet/",
  commands: [],
};

const heartbeat: LiveMessage = { kind: "heartbeat", every_ms: 1000, lost_after_ms: 2000 };

function view(revision: number): LiveMessage {
  const response = { id: "s1", revision } as unknown as SessionResponse;
  return { kind: "view", response };
}

/** A change from revision `from` to `to`: one operation replacing `path` with `value`. */
function patch(from: number, to: number, path: string, value: unknown): LiveMessage {
  return { kind: "patch", from, to, ops: [{ op: "replace", path, value }] };
}

/** A tablet's transport, connected; what it says and the revisions it hands on. */
function tablet() {
  const transport = new NetworkTransport(device);
  const states: LiveState["state"][] = [];
  const revisions: number[] = [];
  transport.onState((s) => states.push(s.state));
  transport.subscribe((r) => revisions.push(r.revision));
  transport.connect();
  return { states, revisions, state: () => states[states.length - 1] };
}

function socket(n: number): FakeSocket {
  const made = FakeSocket.made[n];
  if (!made) throw new Error(`no socket ${n}: ${FakeSocket.made.length} made`);
  return made;
}

describe("a shared session's live connection", () => {
  const fetch = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    fetch.mockReset();
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("location", { href: "http://127.0.0.1:53117/tablet/" });
    vi.stubGlobal("document", { visibilityState: "visible", addEventListener: () => {} });
    vi.stubGlobal("window", { addEventListener: () => {} });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens the live socket of its kind and hands on the views it hears", () => {
    const { state, revisions } = tablet();
    expect(state()).toBe("connecting");
    expect(socket(0).url).toBe("ws://127.0.0.1:53117/tablet/api/live");
    socket(0).open();
    socket(0).receive(heartbeat);
    socket(0).receive(view(5));
    expect(state()).toBe("live");
    expect(revisions).toEqual([5]);
  });

  it("takes a silence as long as the heartbeat says for a lost link: reconnects and catches up", async () => {
    const { state, revisions } = tablet();
    socket(0).open();
    socket(0).receive(heartbeat);
    socket(0).receive(view(5));
    await vi.advanceTimersByTimeAsync(1999);
    expect([state(), FakeSocket.made.length, socket(0).closed]).toEqual(["live", 1, false]);

    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe("reconnecting");
    expect(socket(0).closed).toBe(true);
    // What the dead socket might still say is no longer heard.
    socket(0).receive(view(6));
    expect(revisions).toEqual([5]);

    // The existing backoff's first delay, then a new socket, which sends the newest view first.
    await vi.advanceTimersByTimeAsync(250);
    expect(FakeSocket.made.length).toBe(2);
    socket(1).open();
    expect(state()).toBe("live");
    socket(1).receive(heartbeat);
    socket(1).receive(view(7));
    expect(revisions).toEqual([5, 7]);
    // Nothing was refused, so nothing asked whether the link is still valid.
    expect(fetch).not.toHaveBeenCalled();
  });

  it("stays open while heartbeats or views keep coming, however long nothing changes", async () => {
    const { state, revisions } = tablet();
    socket(0).open();
    socket(0).receive(heartbeat);
    for (let n = 0; n < 30; n++) {
      await vi.advanceTimersByTimeAsync(1000);
      socket(0).receive(n === 10 ? view(8) : heartbeat);
    }
    await vi.advanceTimersByTimeAsync(1999);
    expect([state(), FakeSocket.made.length, socket(0).closed]).toEqual(["live", 1, false]);
    expect(revisions).toEqual([8]);
  });

  it("gives up on a connection that hangs while opening, as on a silent one, and tries again", async () => {
    const { state } = tablet();
    socket(0).open();
    socket(0).receive(heartbeat);
    await vi.advanceTimersByTimeAsync(2000 + 250);
    // The network is still gone: the new socket never opens.
    expect(FakeSocket.made.length).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(socket(1).closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect([state(), socket(1).closed]).toEqual(["reconnecting", true]);
    // The backoff doubled: 500 ms this time.
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeSocket.made.length).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made.length).toBe(3);
    socket(2).open();
    expect(state()).toBe("live");
  });

  it("times nothing out before the server's first heartbeat: it has no number of its own", async () => {
    const { state } = tablet();
    socket(0).open();
    socket(0).receive(view(5));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect([state(), FakeSocket.made.length, socket(0).closed]).toEqual(["live", 1, false]);
  });

  it("ends on the computer's close codes, and reconnects on any other close", async () => {
    const { state } = tablet();
    socket(0).open();
    socket(0).onclose?.({ code: 1006 });
    expect(state()).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(250);
    socket(1).open();
    socket(1).onclose?.({ code: 4001 });
    expect(state()).toBe("ended");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made.length).toBe(2);
  });

  it("gives a call the computer never answers back after its timeout, with what to do", async () => {
    // A silent link: no answer and no error; only the page's own abort ends the request, as a
    // browser's fetch does.
    fetch.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );
    const transport = new NetworkTransport(device);
    const outcome = transport.call("session_view", { id: "s1" }).then(
      () => "answered",
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as { code: string; message: string };
    expect(error.code).toBe("offline");
    expect(error.message).toContain(`${CALL_TIMEOUT_MS / 1000} seconds`);
    expect(error.message).toContain("tap it again");
  });

  it("hands on an answer that comes in time, and leaves no timer behind", async () => {
    fetch.mockResolvedValue(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const transport = new NetworkTransport(device);
    await expect(transport.call("session_view", { id: "s1" })).resolves.toEqual({ ok: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("applies a change pushed as a patch to the view it holds", async () => {
    const transport = new NetworkTransport(device);
    const heard: SessionResponse[] = [];
    transport.subscribe((r) => heard.push(r));
    transport.connect();
    socket(0).open();
    const whole = { id: "s1", revision: 5, view: { round: 2, prompt: "Ana's turn" } };
    socket(0).receive({ kind: "view", response: whole as unknown as SessionResponse });
    socket(0).receive(patch(5, 6, "/view/prompt", "Ben's turn"));
    expect(
      heard.map((r) => [r.revision, (r.view as unknown as { prompt: string }).prompt]),
    ).toEqual([
      [5, "Ana's turn"],
      [6, "Ben's turn"],
    ]);
    // The view handed on first is left as it was.
    expect(whole.view.prompt).toBe("Ana's turn");
    expect(socket(0).closed).toBe(false);
  });

  it("hands a display's part of the view and its patches to the display, never as a whole view", async () => {
    const transport = new NetworkTransport({ ...device, kind: "display", page: "/display/" });
    const shown: TableResponse[] = [];
    const whole: SessionResponse[] = [];
    transport.subscribeTable((r) => shown.push(r));
    transport.subscribe((r) => whole.push(r));
    transport.connect();
    socket(0).open();
    const part = { id: "s1", revision: 5, view: { round: 2, prompt: "" } };
    socket(0).receive({ kind: "table", response: part as unknown as TableResponse });
    socket(0).receive(patch(5, 6, "/view/round", 3));
    expect(shown.map((r) => [r.revision, r.view.round])).toEqual([
      [5, 2],
      [6, 3],
    ]);
    // A screen that needs the whole view (the tablet's) is never handed a display's part.
    expect(whole).toEqual([]);
    // One that comes late starts from the newest part.
    const late: number[] = [];
    transport.subscribeTable((r) => late.push(r.revision));
    expect(late).toEqual([6]);
    expect(socket(0).closed).toBe(false);
  });

  it("connects again for the whole view when a patch is not for the view it holds", async () => {
    const { state, revisions } = tablet();
    socket(0).open();
    socket(0).receive(view(5));
    socket(0).receive(patch(4, 6, "/view/round", 3));
    expect([state(), socket(0).closed, revisions]).toEqual(["reconnecting", true, [5]]);
    await vi.advanceTimersByTimeAsync(250);
    expect(FakeSocket.made.length).toBe(2);
    // An operation that does not apply (no such path) is refused the same way.
    socket(1).open();
    socket(1).receive(view(7));
    socket(1).receive(patch(7, 8, "/view/nothing/here", 1));
    expect([state(), socket(1).closed, revisions]).toEqual(["reconnecting", true, [5, 7]]);
  });
});

describe("joining by a typed code", () => {
  const fetch = vi.fn();

  beforeEach(() => {
    fetch.mockReset();
    fetch.mockResolvedValue(
      new Response(JSON.stringify(device), { headers: { "Content-Type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The token the page sends for what was typed. */
  async function sent(typed: string): Promise<string> {
    await join(typed);
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    return (init.headers as Record<string, string>)["X-Loadout-Token"] ?? "";
  }

  it("sends the short code as typed, without its dash, spaces or case", async () => {
    expect(await sent(" k7mx-2qhd ")).toBe("K7MX2QHD");
  });

  it("sends the link's whole secret as well", async () => {
    expect(await sent("abcd efgh ijkm npqr stvw xyz0 12")).toBe("ABCDEFGHIJKMNPQRSTVWXYZ012");
  });

  it("sends a character no header can carry as one the server reads as a typo", async () => {
    expect(await sent("K7MX-2QH€")).toBe("K7MX2QH?");
  });
});
