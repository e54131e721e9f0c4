// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { about } from "./about.svelte";
import { mockBackend } from "./testing/ipc";
import { APP_INFO } from "./testing/fixtures";

describe("what the app says about itself", () => {
  it("asks app_info once and shares the answer", async () => {
    about.reset();
    expect(about.info).toBeNull();
    expect(() => about.limits).toThrow(/before app_info answered/);
    const calls = mockBackend({});
    await Promise.all([about.load(), about.load()]);
    await about.load();
    expect(calls.filter((c) => c.cmd === "app_info")).toHaveLength(1);
    expect(about.limits.rules.max_players).toBe(APP_INFO.limits.rules.max_players);
  });

  it("asks again after a failed ask", async () => {
    about.reset();
    let fail = true;
    mockBackend({
      app_info: () => {
        if (fail) throw { code: "io", message: "The backend is busy." };
        return APP_INFO;
      },
    });
    await expect(about.load()).rejects.toMatchObject({ message: "The backend is busy." });
    fail = false;
    await expect(about.load()).resolves.toEqual(APP_INFO);
  });
});
