import { describe, expect, it, vi } from "vitest";
import { bytes, keepStorage } from "./storage";

/** A browser's storage manager that keeps or refuses, with `quota` and `usage` in bytes. */
function storage({ persisted = false, grants = false, quota = 2e9, usage = 5e8 } = {}) {
  const persist = vi.fn(() => Promise.resolve(grants));
  const manager = {
    persisted: () => Promise.resolve(persisted),
    persist,
    estimate: () => Promise.resolve({ quota, usage }),
  };
  return { nav: { storage: manager } as unknown as Navigator, persist };
}

const en = (n: number, o: Intl.NumberFormatOptions) => new Intl.NumberFormat("en", o).format(n);

describe("the browser's storage on the start screen", () => {
  it("asks the browser to keep the data, and says nothing of it when kept", async () => {
    const { nav, persist } = storage({ grants: true });
    expect(await keepStorage(nav, false)).toEqual({ mayClear: false, room: 1.5e9 });
    expect(persist).toHaveBeenCalledOnce();
  });

  it("does not ask again what is already kept", async () => {
    const { nav, persist } = storage({ persisted: true });
    expect((await keepStorage(nav, false)).mayClear).toBe(false);
    expect(persist).not.toHaveBeenCalled();
  });

  it("says the browser may clear the data when it refuses to keep it, installed or not", async () => {
    expect((await keepStorage(storage().nav, false)).mayClear).toBe(true);
    expect((await keepStorage(storage().nav, true)).mayClear).toBe(true);
  });

  it("where there is no navigator.storage (WebKit), warns in a tab, not from the Home Screen, and shows no room", async () => {
    expect(await keepStorage({} as Navigator, false)).toEqual({ mayClear: true, room: null });
    expect(await keepStorage({} as Navigator, true)).toEqual({ mayClear: false, room: null });
  });

  it("says the room left in the units a person reads", () => {
    expect(bytes(1_234_000_000, en)).toBe("1.2 GB");
    expect(bytes(85_000_000, en)).toBe("85 MB");
    expect(bytes(4_200, en)).toBe("4.2 kB");
    expect(bytes(0, en)).toBe("0 kB");
  });
});
