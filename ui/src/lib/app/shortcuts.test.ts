import { describe, expect, it } from "vitest";
import { undoRedoKey } from "./shortcuts";

function key(init: Partial<KeyboardEvent>, target: unknown = null): KeyboardEvent {
  return {
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target,
    ...init,
  } as KeyboardEvent;
}

const field = { closest: (s: string) => (s.includes("input") ? {} : null) };
const button = { closest: () => null };

describe("undo and redo keys", () => {
  it("reads Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and Cmd+Z", () => {
    expect(undoRedoKey(key({ key: "z", ctrlKey: true }, button))).toBe("undo");
    expect(undoRedoKey(key({ key: "Z", ctrlKey: true, shiftKey: true }, button))).toBe("redo");
    expect(undoRedoKey(key({ key: "y", ctrlKey: true }, button))).toBe("redo");
    expect(undoRedoKey(key({ key: "z", metaKey: true }, button))).toBe("undo");
  });

  it("ignores other keys, Alt chords and plain Z", () => {
    expect(undoRedoKey(key({ key: "z" }, button))).toBeNull();
    expect(undoRedoKey(key({ key: "z", ctrlKey: true, altKey: true }, button))).toBeNull();
    expect(undoRedoKey(key({ key: "x", ctrlKey: true }, button))).toBeNull();
  });

  it("leaves Ctrl+Z to text fields", () => {
    expect(undoRedoKey(key({ key: "z", ctrlKey: true }, field))).toBeNull();
  });
});
