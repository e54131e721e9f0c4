import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, call } from ".";
import { askEarly, dropEarly } from "./early";

describe("the start screen's questions, asked as the app's window starts", () => {
  let asked: string[] = [];
  let answers = 0;

  beforeEach(() => {
    // What Tauri's webview provides and its IPC mock expects: a window with the Tauri marker.
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("isTauri", true);
    vi.stubGlobal("location", { search: "" });
    asked = [];
    answers = 0;
    mockIPC((cmd) => {
      asked.push(cmd);
      answers += 1;
      if (cmd === "settings_get") throw { code: "storage", message: "The settings can't be read." };
      return { cmd, answer: answers };
    });
  });

  afterEach(() => {
    dropEarly();
    clearMocks();
    vi.unstubAllGlobals();
  });

  it("go out at once, and each answer is taken by the first call, once", async () => {
    askEarly();
    expect(asked).toEqual(["app_info", "app_state", "settings_get"]);
    await expect(call("app_state")).resolves.toEqual({ cmd: "app_state", answer: 2 });
    await expect(call("app_info")).resolves.toEqual({ cmd: "app_info", answer: 1 });
    expect(asked).toHaveLength(3);
    // A later call is the backend's answer of that moment, not the start's.
    await expect(call("app_state")).resolves.toEqual({ cmd: "app_state", answer: 4 });
    expect(asked).toEqual(["app_info", "app_state", "settings_get", "app_state"]);
  });

  it("reach the caller as any refusal does", async () => {
    askEarly();
    const failure = await call("settings_get").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "storage", message: "The settings can't be read." });
  });

  it("are not kept past the first screen: what no screen took is asked again", async () => {
    askEarly();
    dropEarly();
    await expect(call("app_info")).resolves.toEqual({ cmd: "app_info", answer: 4 });
  });

  it("are not asked in the table display window, which has no start screen", () => {
    vi.stubGlobal("location", { search: "?table=2025-05-17-ana-ben" });
    askEarly();
    expect(asked).toEqual([]);
  });

  it("are not asked outside the app (a browser)", () => {
    vi.stubGlobal("isTauri", false);
    askEarly();
    expect(asked).toEqual([]);
  });
});
