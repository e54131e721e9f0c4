import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, appInfo } from ".";

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
    await expect(appInfo()).resolves.toEqual(about);
  });

  it("turns a backend refusal into an ApiError with its code", async () => {
    mockIPC(() => {
      throw { code: "storage", message: "The disk is full: the game is kept in memory." };
    });
    const failure = await appInfo().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "storage", message: expect.stringContaining("disk") });
  });
});

describe("the backend client outside the app", () => {
  it("says how to start the app", async () => {
    await expect(appInfo()).rejects.toMatchObject({ code: "no_backend" });
  });
});
