import { describe, expect, it } from "vitest";
import type { AnyCard } from "../api";
import { TWO } from "../app/testing/fixtures";
import {
  adhocId,
  catalogCards,
  discardMark,
  discardWords,
  effectText,
  filterCards,
  filterChoices,
  NO_FILTER,
  pickerCards,
  printedValues,
  searchCards,
  tileValues,
  togglePressure,
  toggleTag,
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

  it("offers the tags the cards print, in the catalog's order, and the Pressures, lowest first", () => {
    const lhs = catalogCards(TWO.catalog, "life_happens");
    const choices = filterChoices(lhs, TWO.catalog.tags);
    expect(choices.tags).toEqual(
      TWO.catalog.tags.filter((t) =>
        lhs.some((c) => c.deck === "life_happens" && c.card.helpful.includes(t)),
      ),
    );
    expect(choices.pressures).toEqual(
      [...new Set(TWO.catalog.life_happens.map((c) => c.pressure))].sort(),
    );
    expect(choices.most).toBe(2);
    // A tag a typed-in card brings comes after the catalog's.
    expect(filterChoices([act, lh], ["Rest", "Talk"]).tags).toEqual(["Rest", "Talk"]);
    expect(filterChoices([act, lh], ["Rest"]).tags).toEqual(["Rest", "Talk"]);
    expect(filterChoices(catalogCards(TWO.catalog, "action")).most).toBe(1);
  });

  it("keeps the cards that print every chosen tag and the chosen Pressure", () => {
    const lh2: AnyCard = {
      deck: "life_happens",
      card: { id: "lh-2", title: "Flood", pressure: 3, helpful: ["Talk", "Move"] },
    };
    const cards = [lh, act, lh2];
    expect(filterCards(cards, NO_FILTER)).toEqual(cards);
    expect(filterCards(cards, { tags: ["Talk"], pressure: null })).toEqual(cards);
    expect(filterCards(cards, { tags: ["Talk", "Move"], pressure: null })).toEqual([lh2]);
    expect(filterCards(cards, { tags: [], pressure: 2 })).toEqual([lh]);
    expect(filterCards(cards, { tags: ["Move"], pressure: 2 })).toEqual([]);
  });

  it("lets a chip go on a second tap, and keeps as many tags as a card prints", () => {
    const talk = toggleTag(NO_FILTER, "Talk", 2);
    expect(talk.tags).toEqual(["Talk"]);
    expect(toggleTag(talk, "Talk", 2)).toEqual(NO_FILTER);
    const two = toggleTag(talk, "Rest", 2);
    expect(two.tags).toEqual(["Talk", "Rest"]);
    // A third tag replaces the oldest: a Life Happens card prints two.
    expect(toggleTag(two, "Move", 2).tags).toEqual(["Rest", "Move"]);
    // An Action prints one: another tag moves the choice.
    expect(toggleTag(talk, "Rest", 1).tags).toEqual(["Rest"]);
    const three = togglePressure(talk, 3);
    expect(three).toEqual({ tags: ["Talk"], pressure: 3 });
    expect(togglePressure(three, 1).pressure).toBe(1);
    expect(togglePressure(three, 3).pressure).toBeNull();
  });

  it("says a Life Happens card's values shorter on its tile", () => {
    expect(tileValues(lh)).toBe("Pressure 2 · Talk, Rest");
    expect(tileValues(act)).toBe(printedValues(act));
  });

  it("marks cards in the discard pile, all copies or some, as the tracker counts them", () => {
    const pile = [{ card: "a-1", title: "Call a friend", count: 1, all: false }];
    const some = discardMark(act.card, pile)!;
    expect(some).toEqual({ count: 1, all: false });
    expect(discardWords(act.card, some)).toBe("1 of 2 copies in the discard pile");
    const all = discardMark(act.card, [{ ...pile[0]!, count: 2, all: true }])!;
    expect(all).toEqual({ count: 2, all: true });
    expect(discardWords(act.card, all)).toBe("All copies discarded");
    expect(discardMark(lh.card, pile)).toBeNull();
    expect(discardWords(lh.card, { count: 1, all: true })).toBe("All copies discarded");
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
