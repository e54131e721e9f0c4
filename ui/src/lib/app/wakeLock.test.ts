import { describe, expect, it, vi } from "vitest";
import { keepScreenAwake } from "./wakeLock";

/** A document whose visibility the test controls. */
function fakeDocument() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: "visible",
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  const show = (state: "visible" | "hidden") => {
    doc.visibilityState = state;
    listeners.forEach((f) => f());
  };
  return { doc: doc as unknown as Document, show, listeners };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("keeping the screen awake", () => {
  it("does nothing where the platform has no wake lock", () => {
    const { doc, listeners } = fakeDocument();
    const stop = keepScreenAwake({} as Navigator, doc);
    expect(listeners.size).toBe(0);
    stop();
  });

  it("holds a screen lock, asks again when the app is shown again, and releases it", async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    const { doc, show, listeners } = fakeDocument();
    const stop = keepScreenAwake({ wakeLock: { request } } as unknown as Navigator, doc);
    await flush();
    expect(request).toHaveBeenCalledWith("screen");
    show("hidden");
    show("visible");
    await flush();
    expect(request).toHaveBeenCalledTimes(2);
    stop();
    expect(release).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it("carries on when the lock is refused", async () => {
    const request = vi.fn(() => Promise.reject(new Error("NotAllowedError")));
    const { doc } = fakeDocument();
    const stop = keepScreenAwake({ wakeLock: { request } } as unknown as Navigator, doc);
    await flush();
    stop();
    expect(request).toHaveBeenCalledOnce();
  });
});
