import { describe, expect, it } from "vitest";
import { reuse } from "./reuse";

describe("reusing the unchanged parts of a new answer", () => {
  it("keeps the old objects where nothing changed and takes the new ones where something did", () => {
    const prev = {
      round: 1,
      players: [
        { seat: 0, load: 3, cards: [{ id: "a" }] },
        { seat: 1, load: 5, cards: [] },
      ],
      decks: [{ deck: "load", discard: [{ card: "x", count: 1 }] }],
    };
    const next = JSON.parse(JSON.stringify(prev)) as typeof prev;
    next.players[1]!.load = 6;
    const kept = reuse(prev, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(prev);
    expect(kept.players).not.toBe(prev.players);
    expect(kept.players[0]).toBe(prev.players[0]);
    expect(kept.players[1]).not.toBe(prev.players[1]);
    expect(kept.players[1]!.cards).toBe(prev.players[1]!.cards);
    expect(kept.decks).toBe(prev.decks);
  });

  it("returns the old value when the new one is equal throughout", () => {
    const prev = { a: [1, 2, { b: null }], c: "x" };
    expect(reuse(prev, JSON.parse(JSON.stringify(prev)))).toBe(prev);
  });

  it("sees added, removed and retyped fields and items", () => {
    const prev: Record<string, unknown> = { a: 1, list: [1, 2], o: { x: 1 }, n: null };
    expect(reuse(prev, { a: 1, list: [1, 2], o: { x: 1 } })).toEqual({
      a: 1,
      list: [1, 2],
      o: { x: 1 },
    });
    expect(reuse(prev, { ...prev, extra: true })).toHaveProperty("extra", true);
    expect(reuse(prev, { ...prev, list: [1, 2, 3] }).list).toEqual([1, 2, 3]);
    expect(reuse(prev, { ...prev, list: [1] }).list).toEqual([1]);
    expect(reuse(prev, { ...prev, o: [1] }).o).toEqual([1]);
    expect(reuse(prev, { ...prev, n: { y: 2 } }).n).toEqual({ y: 2 });
    expect(reuse(undefined, prev)).toBe(prev);
  });
});
