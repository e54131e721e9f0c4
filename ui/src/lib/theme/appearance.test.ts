import { describe, expect, it, vi } from "vitest";
import { ScriptedGame, TWO } from "../app/testing/backend";
import { Appearance } from "./appearance.svelte";

/** A stand-in for <html>: only its data attributes matter here. */
function root() {
  return { dataset: {} as Record<string, string> } as unknown as HTMLElement;
}

describe("the appearance", () => {
  it("puts the theme and text size from the settings on the page", async () => {
    vi.stubGlobal("window", globalThis);
    new ScriptedGame(TWO, 0, {
      settings_get: () => ({
        theme: "dark",
        text_size: "larger",
        export: { names: "nicknames", include_date: true },
      }),
    });
    const html = root();
    const appearance = new Appearance();
    await appearance.load(html);
    expect(html.dataset).toEqual({ theme: "dark", textSize: "larger" });
    expect(appearance.settings?.theme).toBe("dark");
  });

  it("keeps following the system when the settings can't be read", async () => {
    vi.stubGlobal("window", globalThis);
    new ScriptedGame(TWO, 0, {
      settings_get: () => {
        throw { code: "storage", message: "The settings file can't be read." };
      },
    });
    const html = root();
    await new Appearance().load(html);
    expect(html.dataset).toEqual({});
  });
});
