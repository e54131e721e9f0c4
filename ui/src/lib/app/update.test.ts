// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

// The plugin's registration (virtual:pwa-register, Workbox's): what it calls back with is what the
// service worker reports, and the function it answers is what takes the new version.
const apply = vi.fn(() => Promise.resolve());
let options: { onNeedRefresh?: () => void } = {};
vi.mock("virtual:pwa-register", () => ({
  registerSW: (o: typeof options) => {
    options = o;
    return apply;
  },
}));

const { offerUpdates, update } = await import("./update.svelte");

describe("a new version of the web app", () => {
  it("is offered once waiting, and taken only after the step on its way is answered", async () => {
    Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
    let answered: () => void = () => {};
    const idle = new Promise<void>((resolve) => (answered = resolve));
    offerUpdates(() => idle);
    expect(update.ready).toBe(false);

    options.onNeedRefresh?.();
    expect(update.ready).toBe(true);
    expect(apply).not.toHaveBeenCalled();

    const taking = update.take();
    await new Promise((r) => setTimeout(r, 0));
    expect(apply).not.toHaveBeenCalled();
    answered();
    await taking;
    expect(apply).toHaveBeenCalledOnce();
  });
});
