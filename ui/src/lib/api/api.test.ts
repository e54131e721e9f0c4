import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  call,
  openTableWindow,
  showOnTableWindow,
  useTransport,
  type Catalog,
  type Event,
  type Transport,
} from ".";

describe("the backend client inside the app", () => {
  // What Tauri's webview provides and its IPC mock expects: a window with the Tauri marker.
  beforeEach(() => {
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("isTauri", true);
  });

  afterEach(() => {
    clearMocks();
    vi.unstubAllGlobals();
  });

  it("returns the command's answer", async () => {
    const about = {
      name: "Loadout Companion",
      version: "0.1.0",
      rules_edition: "v1.1",
      sample_deck: "Sample deck (not the printed cards)",
    };
    mockIPC((cmd) => (cmd === "app_info" ? about : undefined));
    await expect(call("app_info")).resolves.toEqual(about);
  });

  it("turns a backend refusal into an ApiError with its code", async () => {
    mockIPC(() => {
      throw { code: "storage", message: "The disk is full: the game is kept in memory." };
    });
    const failure = await call("app_info").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "storage", message: expect.stringContaining("disk") });
  });

  it("sends each command with its request as `req`, and nothing for a command without", async () => {
    const seen: [string, unknown][] = [];
    mockIPC((cmd, payload) => {
      seen.push([cmd, payload]);
      return "answer";
    });
    const event: Event = { type: "turn_ended" };
    await expect(call("record", { id: "s1", expected_len: 7, event })).resolves.toBe("answer");
    await expect(call("session_list")).resolves.toBe("answer");
    expect(seen).toEqual([
      ["record", { req: { id: "s1", expected_len: 7, event } }],
      ["session_list", {}],
    ]);
  });

  it("keeps every problem of a refused catalog", async () => {
    const problems = [
      { deck: null, card: null, message: "The catalog has no name." },
      { deck: "action", card: "act-01", message: "Action “Call” uses the undeclared tag Shout." },
    ];
    mockIPC(() => {
      throw { code: "invalid_catalog", message: "The catalog was not saved.", problems };
    });
    const catalog = { name: "Our deck" } as Catalog;
    const failure = await call("catalog_save", { id: null, catalog }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "invalid_catalog", problems });
  });
});

describe("another transport", () => {
  it("carries every call instead of Tauri's IPC, and its refusals arrive as ApiError", async () => {
    const seen: [string, unknown][] = [];
    const fake: Transport = {
      call(command, req) {
        seen.push([command, req]);
        return command === "undo"
          ? Promise.reject({ code: "stale", message: "Already recorded on another device." })
          : Promise.resolve({ sessions: [], damaged: [] });
      },
    };
    const tauri = useTransport(fake);
    try {
      await expect(call("session_list")).resolves.toEqual({ sessions: [], damaged: [] });
      const refusal = await call("undo", { id: "s1", expected_len: 3 }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ code: "stale" });
      expect(seen).toEqual([
        ["session_list", null],
        ["undo", { id: "s1", expected_len: 3 }],
      ]);
    } finally {
      useTransport(tauri);
    }
  });
});

describe("the backend client outside the app", () => {
  it("says how to start the app", async () => {
    await expect(call("app_info")).rejects.toMatchObject({ code: "no_backend" });
  });
});

// Checked by the type checker (npm run check): the client is typed by the backend's list.
export function typedByTheList(): void {
  // @ts-expect-error a command the backend does not have
  void call("delete_everything");
  // @ts-expect-error record takes a request
  void call("record");
  // @ts-expect-error the request of record, not of undo
  void call("record", { id: "s1", expected_len: 1 });
}

describe("the app's table display window", () => {
  beforeEach(() => {
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("isTauri", true);
  });

  afterEach(() => {
    clearMocks();
    vi.unstubAllGlobals();
  });

  /** Answers the window commands as the app does with `windows` open; returns the calls. */
  function windows(open: string[]): [string, Record<string, unknown>][] {
    const seen: [string, Record<string, unknown>][] = [];
    mockIPC((cmd, payload) => {
      seen.push([cmd, (payload ?? {}) as Record<string, unknown>]);
      return cmd === "plugin:window|get_all_windows" ? open : null;
    });
    return seen;
  }

  const told = (seen: [string, Record<string, unknown>][]) =>
    seen.filter(([cmd]) => cmd === "plugin:event|emit_to").map(([, args]) => args.payload);

  it("moves to another session where it is instead of being replaced, and follows the session on screen", async () => {
    let seen = windows(["main", "table"]);
    await openTableWindow("session-b");
    expect(told(seen)).toEqual(["session-b"]);
    const cmds = seen.map(([cmd]) => cmd);
    expect(cmds).not.toContain("plugin:window|close");
    expect(cmds).not.toContain("plugin:webview|create_webview_window");
    expect(cmds).toContain("plugin:window|set_focus");
    // The facilitator leaves the session: the window is told, once.
    seen = windows(["main", "table"]);
    await showOnTableWindow(null);
    await showOnTableWindow(null);
    expect(told(seen)).toEqual([null]);
    expect(seen.find(([cmd]) => cmd === "plugin:event|emit_to")?.[1].event).toBe("table-follow");
    // No window open: nothing to tell.
    seen = windows(["main"]);
    await showOnTableWindow("session-c");
    expect(told(seen)).toEqual([]);
  });
});
