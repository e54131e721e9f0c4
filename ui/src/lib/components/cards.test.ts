import { describe, expect, it } from "vitest";
import type { AnyCard } from "../api";
import { TWO } from "../app/testing/fixtures";
import {
  adhocId,
  discardMark,
  discardWords,
  effectText,
  pickerCards,
  printedValues,
  searchCards,
} from "./cards";

const lh: AnyCard = {
  deck: "life_happens",
  card: { id: "lh-1", title: "Café closes early", pressure: 2, helpful: ["Talk", "Rest"] },
};
const act: AnyCard = {
  deck: "action",
  card: {
    id: "a-1",
    title: "Call a friend",
    tag: "Talk",
    effect: { load: -1, connection: 1, momentum: 0, shield: 0 },
    copies: 2,
  },
};

describe("printed values", () => {
  it("read as printed on each kind of card", () => {
    expect(printedValues(lh)).toBe("Pressure 2 · Helpful: Talk, Rest");
    expect(printedValues(act)).toBe("Talk · Load −1, Connection +1");
    expect(
      printedValues({
        deck: "turning_point",
        card: {
          id: "t",
          title: "Storm",
          effect: { load: 1, connection: 0, momentum: 0, shield: 0 },
          scope: "highest_load",
        },
      }),
    ).toBe("Load +1 for the player(s) with the highest Load");
    expect(
      printedValues({
        deck: "brotherhood",
        card: {
          id: "b",
          title: "Just listen",
          receiver: { load: 0, connection: 1, momentum: 0, shield: 0 },
          giver: { load: 0, connection: 0, momentum: 0, shield: 0 },
        },
      }),
    ).toBe("Receiver: Connection +1");
    expect(effectText({ load: 0, connection: 0, momentum: 0, shield: 0 })).toBe("no change");
  });
});

describe("the picker's list", () => {
  it("searches titles ignoring case and accents", () => {
    expect(searchCards([lh, act], "cafe")).toEqual([lh]);
    expect(searchCards([lh, act], "  FRIEND ")).toEqual([act]);
    expect(searchCards([lh, act], "")).toEqual([lh, act]);
  });

  it("marks cards in the discard pile, all copies or some, as the tracker counts them", () => {
    const pile = [{ card: "a-1", title: "Call a friend", count: 1, all: false }];
    const some = discardMark(act.card, pile)!;
    expect(some).toEqual({ count: 1, all: false });
    expect(discardWords(act.card, some)).toBe("1 of 2 copies in the discard pile");
    const all = discardMark(act.card, [{ ...pile[0]!, count: 2, all: true }])!;
    expect(all).toEqual({ count: 2, all: true });
    expect(discardWords(act.card, all)).toBe("All 2 copies are in the discard pile");
    expect(discardMark(lh.card, pile)).toBeNull();
    expect(discardWords(lh.card, { count: 1, all: true })).toBe("Already in the discard pile");
  });

  it("offers the catalog's cards, then the session's cards the catalog lacks", () => {
    const typed: AnyCard = {
      deck: "life_happens",
      card: { id: "adhoc-x", title: "X", pressure: 1, helpful: ["Talk", "Rest"], adhoc: true },
    };
    const first = TWO.catalog.life_happens[0]!;
    const cards = pickerCards(TWO.catalog, "life_happens", [
      typed,
      { deck: "life_happens", card: first },
      act,
    ]);
    expect(cards).toHaveLength(TWO.catalog.life_happens.length + 1);
    expect(cards.at(-1)).toEqual(typed);
    expect(pickerCards(null, "action", [lh, act])).toEqual([act]);
  });

  it("gives a typed-in card the same id for the same title", () => {
    expect(adhocId("life_happens", "Café closes early!")).toBe(
      "adhoc-life-happens-cafe-closes-early",
    );
    expect(adhocId("action", "  ")).toBe("adhoc-action-card");
  });
});
