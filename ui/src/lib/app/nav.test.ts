import { describe, expect, it } from "vitest";
import { Navigator } from "./nav.svelte";

describe("the navigator", () => {
  it("opens screens on a stack, goes back, replaces and goes home", () => {
    const nav = new Navigator();
    expect(nav.current).toEqual({ name: "start" });
    nav.go({ name: "new" });
    nav.replace({ name: "play", id: "s1" });
    expect(nav.current).toEqual({ name: "play", id: "s1" });
    nav.go({ name: "results", id: "s1" });
    nav.back();
    expect(nav.current).toEqual({ name: "play", id: "s1" });
    nav.back();
    expect(nav.current).toEqual({ name: "start" });
    expect(nav.canGoBack).toBe(false);
    nav.back();
    expect(nav.current).toEqual({ name: "start" });
    nav.go({ name: "catalogs" });
    nav.home();
    expect(nav.current).toEqual({ name: "start" });
  });
});
