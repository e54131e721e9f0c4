// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import type { AnyCard, Catalog } from "../api";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { ScriptedGame, TWO } from "../app/testing/backend";
import { APP_INFO } from "../app/testing/fixtures";
import CardPicker from "./CardPicker.svelte";
import sampleJson from "../results/fixtures/sample.catalog.json";
import { catalogCards } from "./cards";

const actions = catalogCards(TWO.catalog, "action");
const sample = sampleJson as unknown as Catalog;
const sampleLh = catalogCards(sample, "life_happens");

/** The card tiles of the list named `label`, by title. */
const titlesIn = (label: string) =>
  within(screen.getByRole("list", { name: label }))
    .getAllByRole("button")
    .map((b) => b.querySelector(".title")?.textContent);

/** The tile of the card titled `title`. */
const tileOf = (title: string) =>
  screen.getAllByRole("button").find((b) => b.querySelector(".title")?.textContent === title)!;

/** The filter chip `name` ("Pressure 3", "Talk"). */
const chip = (name: string) => screen.getByRole("button", { name, pressed: undefined });

function setup(props: Partial<Parameters<typeof render<typeof CardPicker>>[1]> = {}) {
  const onpick = vi.fn();
  render(CardPicker, {
    props: {
      deck: "action",
      cards: actions,
      tags: TWO.catalog.tags,
      declared: true,
      label: "Ana's Action card",
      onpick,
      ...props,
    },
  });
  return onpick;
}

/** The picker of the sample deck's Life Happens cards, "Ana's Life Happens card". */
const setupLh = () =>
  setup({
    deck: "life_happens",
    cards: sampleLh,
    tags: sample.tags,
    label: "Ana's Life Happens card",
  });

describe("the card picker", () => {
  it("records a card with one tap on it", async () => {
    const onpick = setup();
    const list = screen.getByRole("list", { name: "Ana's Action card" });
    const first = actions[0]!;
    await fireEvent.click(within(list).getAllByRole("button")[0]!);
    expect(onpick).toHaveBeenCalledWith(first, false);
  });

  it("says the titles in the cards' language when it is not the screen's", async () => {
    setup({ language: "de" });
    const titles = [...document.querySelectorAll(".card .title")];
    expect(titles.length).toBe(actions.length);
    expect(titles.every((title) => title.getAttribute("lang") === "de")).toBe(true);
    // A card typed in from the table is typed in the cards' language too.
    await fireEvent.click(screen.getByRole("button", { name: "Card not listed? Type it in" }));
    expect(screen.getByRole("textbox", { name: "Title as printed" }).getAttribute("lang")).toBe(
      "de",
    );
  });

  it("gives the titles no language of their own in the screen's language, or none said", async () => {
    setup({ language: "en" });
    expect(document.querySelector(".card .title")?.hasAttribute("lang")).toBe(false);
  });

  it("searches by title", async () => {
    setup();
    const wanted = actions[3]!.card.title;
    const search = screen.getByRole("searchbox", { name: "Search Action cards by title" });
    await fireEvent.input(search, { target: { value: wanted.slice(2, 8).toUpperCase() } });
    const titles = screen.getAllByRole("button").map((b) => b.querySelector(".title")?.textContent);
    expect(titles).toContain(wanted);
    expect(titles.filter(Boolean).length).toBeLessThan(actions.length);
  });

  it("records the one card a search leaves with Enter, and nothing while several match", async () => {
    const onpick = setup();
    const search = screen.getByRole("searchbox", { name: "Search Action cards by title" });
    await fireEvent.input(search, { target: { value: "" } });
    await fireEvent.keyDown(search, { key: "Enter" });
    expect(onpick).not.toHaveBeenCalled();
    const wanted = actions[5]!;
    await fireEvent.input(search, { target: { value: wanted.card.title } });
    expect(screen.getAllByRole("button").filter((b) => b.classList.contains("card"))).toHaveLength(
      1,
    );
    await fireEvent.keyDown(search, { key: "Enter" });
    expect(onpick).toHaveBeenCalledExactlyOnceWith(wanted, false);
  });

  it("starts the next player's picker with an empty search and the full list", async () => {
    const onpick = vi.fn();
    // The same picker stays on screen from one player's card to the next (setup's Load cards).
    const props = { deck: "action" as const, cards: actions, label: "Ana's Load card", onpick };
    const { rerender } = render(CardPicker, { props });
    const search = screen.getByRole("searchbox", { name: "Search Action cards by title" });
    await fireEvent.input(search, { target: { value: actions[2]!.card.title } });
    await fireEvent.click(
      chip(
        TWO.catalog.tags.find((t) => actions.some((c) => c.deck === "action" && c.card.tag === t))!,
      ),
    );
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    await fireEvent.click(screen.getByRole("button", { name: "Card not listed? Type it in" }));
    await rerender({ ...props, label: "Ben's Load card" });
    expect(screen.queryAllByRole("button", { pressed: true })).toHaveLength(0);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    const list = screen.getByRole("list", { name: "Ben's Load card" });
    expect(within(list).getAllByRole("button")).toHaveLength(actions.length);
    expect(screen.queryByRole("textbox", { name: "Title as printed" })).toBeNull();
  });

  it("does not take a tap on cards that a tap just brought up, and shows them as new", async () => {
    // The first tap of a double tap, on the step before: its cards are replaced by these.
    await fireEvent.pointerDown(document.body);
    const onpick = setup();
    const list = screen.getByRole("list", { name: "Ana's Action card" });
    const card = within(list).getAllByRole("button")[0]! as HTMLButtonElement;
    expect(list.classList.contains("settling")).toBe(true);
    expect(list.getAttribute("aria-busy")).toBe("true");
    expect(card.disabled).toBe(true);
    // The second tap: its press began before the cards were there.
    await fireEvent.click(card, { detail: 1 });
    expect(onpick).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(card.disabled).toBe(false), { timeout: 2000 });
    expect(list.classList.contains("settling")).toBe(false);
    expect(list.getAttribute("aria-busy")).toBeNull();
    // A press that began before the cards appeared still does not count once they settled...
    await fireEvent.click(card, { detail: 1 });
    expect(onpick).not.toHaveBeenCalled();
    // ...a tap of their own does, and so does the keyboard.
    await fireEvent.pointerDown(card);
    await fireEvent.click(card, { detail: 1 });
    expect(onpick).toHaveBeenCalledOnce();
    await fireEvent.click(card, { detail: 0 });
    expect(onpick).toHaveBeenCalledTimes(2);
  });

  it("puts the cards whose copies are all in the discard pile last, marked, after those with some", () => {
    const [gone, also, some] = [actions[1]!.card, actions[4]!.card, actions[2]!.card];
    setup({
      cards: actions.map((c, i) =>
        i === 2 ? ({ ...c, card: { ...c.card, copies: 2 } } as AnyCard) : c,
      ),
      discard: [
        { card: gone.id, title: gone.title, count: 1, all: true },
        { card: some.id, title: some.title, count: 1, all: false },
        { card: also.id, title: also.title, count: 1, all: true },
      ],
    });
    const list = screen.getByRole("list", { name: "Ana's Action card" });
    const tiles = within(list).getAllByRole("button");
    const tile = (title: string) =>
      tiles.find((b) => b.querySelector(".title")?.textContent === title)!;
    // They can't be the card just drawn: they go to the end, in the deck's order.
    expect(tiles.slice(-2)).toEqual([tile(gone.title), tile(also.title)]);
    expect(tile(gone.title).textContent).toContain("All copies discarded");
    expect(tile(also.title).textContent).toContain("All copies discarded");
    // A card with a copy left stays in its place, and says how many are gone.
    expect(tiles.indexOf(tile(some.title))).toBe(1);
    expect(tile(some.title).textContent).toContain("1 of 2 copies in the discard pile");
    expect(tile(some.title).textContent).not.toContain("All copies discarded");
  });

  it("shows each tile's title and the numbers the card prints", () => {
    setupLh();
    const list = screen.getByRole("list", { name: "Ana's Life Happens card" });
    const tiles = within(list).getAllByRole("button");
    expect(tiles).toHaveLength(sampleLh.length);
    sampleLh.forEach((c, i) => {
      if (c.deck !== "life_happens") throw new Error("not a Life Happens card");
      expect(tiles[i]!.querySelector(".title")?.textContent).toBe(c.card.title);
      expect(tiles[i]!.querySelector(".values")?.textContent).toBe(
        `Pressure ${c.card.pressure} · ${c.card.helpful.join(", ")}`,
      );
    });
  });

  it("finds every card of the sample Life Happens deck in two taps: its Pressure, then the card", async () => {
    const onpick = setupLh();
    const label = "Ana's Life Happens card";
    // The chips: the deck's Pressure values and the approaches its cards print.
    const pressures = within(screen.getByRole("group", { name: "Pressure" })).getAllByRole(
      "button",
    );
    expect(pressures.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Pressure 1",
      "Pressure 2",
      "Pressure 3",
      "Pressure 4",
    ]);
    const tags = within(screen.getByRole("group", { name: "Approaches" })).getAllByRole("button");
    expect(tags.map((b) => b.textContent)).toEqual(sample.tags);
    const most = { pressure: 0, approaches: 0 };
    for (const card of sampleLh) {
      if (card.deck !== "life_happens") continue;
      onpick.mockClear();
      // One tap, its Pressure: at most 8 cards of 20 are left, the card among them.
      await fireEvent.click(chip(`Pressure ${card.card.pressure}`));
      expect(titlesIn(label)).toContain(card.card.title);
      most.pressure = Math.max(most.pressure, titlesIn(label).length);
      await fireEvent.click(chip(`Pressure ${card.card.pressure}`));
      // Its two approaches instead: two cards at most.
      for (const tag of card.card.helpful) await fireEvent.click(chip(tag));
      expect(titlesIn(label)).toContain(card.card.title);
      most.approaches = Math.max(most.approaches, titlesIn(label).length);
      // Then the card.
      await fireEvent.click(tileOf(card.card.title));
      expect(onpick).toHaveBeenCalledExactlyOnceWith(card, false);
      // Both chips let go again: the whole deck.
      for (const tag of card.card.helpful) await fireEvent.click(chip(tag));
      expect(titlesIn(label)).toHaveLength(sampleLh.length);
    }
    expect(most).toEqual({ pressure: 8, approaches: 2 });
  });

  it("shows a chip pressed while it filters, and takes no tap on a chip that would leave no card", async () => {
    setupLh();
    const four = chip("Pressure 4");
    await fireEvent.click(four);
    expect(four.getAttribute("aria-pressed")).toBe("true");
    // The Pressure 4 cards of the sample print no Rest with Move: with Rest chosen, Move is off.
    await fireEvent.click(chip("Rest"));
    expect(titlesIn("Ana's Life Happens card")).toEqual(["Overtime swallows the weekend"]);
    expect((chip("Move") as HTMLButtonElement).disabled).toBe(true);
    expect((chip("Plan") as HTMLButtonElement).disabled).toBe(false);
    // Another Pressure replaces the one chosen.
    await fireEvent.click(chip("Pressure 3"));
    expect(four.getAttribute("aria-pressed")).toBe("false");
    expect(titlesIn("Ana's Life Happens card")).toEqual([
      "A late-night row about money",
      "Can't switch off at night",
    ]);
  });

  it("chooses one tag at a time for Action cards, which print one", async () => {
    setup();
    const [first, second] = TWO.catalog.tags.filter((t) =>
      actions.some((c) => c.deck === "action" && c.card.tag === t),
    );
    await fireEvent.click(chip(first!));
    await fireEvent.click(chip(second!));
    expect(chip(first!).getAttribute("aria-pressed")).toBe("false");
    const shown = titlesIn("Ana's Action card");
    expect(shown).toEqual(
      actions.filter((c) => c.deck === "action" && c.card.tag === second).map((c) => c.card.title),
    );
    // No Pressure on an Action card: no Pressure chips.
    expect(screen.queryByRole("group", { name: "Pressure" })).toBeNull();
  });

  it("offers no filters for a short deck", () => {
    const brotherhood = catalogCards(sample, "brotherhood");
    setup({ deck: "brotherhood", cards: brotherhood, label: "Brotherhood card from Ben" });
    expect(screen.queryByRole("group", { name: "Approaches" })).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("does not take a tap on a tile that a filter tap just moved there", async () => {
    const onpick = setupLh();
    const list = screen.getByRole("list", { name: "Ana's Life Happens card" });
    await vi.waitFor(() => expect(list.classList.contains("settling")).toBe(false), {
      timeout: 2000,
    });
    // The chip's tap: the Pressure 3 cards move to the top of the list.
    await fireEvent.pointerDown(chip("Pressure 3"));
    await fireEvent.click(chip("Pressure 3"));
    const first = within(list).getAllByRole("button")[0] as HTMLButtonElement;
    expect(first.querySelector(".title")?.textContent).toBe("A late-night row about money");
    expect(list.classList.contains("settling")).toBe(true);
    // A second tap at once, aimed at the card that was there before: not taken.
    await fireEvent.click(first, { detail: 1 });
    expect(onpick).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(first.disabled).toBe(false), { timeout: 2000 });
    // A tap of its own on the card now there is.
    await fireEvent.pointerDown(first);
    await fireEvent.click(first, { detail: 1 });
    expect(onpick).toHaveBeenCalledExactlyOnceWith(sampleLh[1], false);
  });

  it("takes a card typed in, checked by the backend against the catalog's tags", async () => {
    const game = new ScriptedGame(TWO, 0);
    const onpick = setup();
    await fireEvent.click(screen.getByRole("button", { name: "Card not listed? Type it in" }));
    await fireEvent.click(screen.getByRole("button", { name: "Record this card" }));
    expect(screen.getByRole("alert").textContent).toContain("Type the title printed on the card.");
    expect(game.callsOf("card_validate")).toHaveLength(0);

    await fireEvent.input(screen.getByRole("textbox", { name: "Title as printed" }), {
      target: { value: "Walk it off" },
    });
    await fireEvent.change(screen.getByRole("combobox", { name: "Approach tag" }), {
      target: { value: TWO.catalog.tags[0] },
    });
    await fireEvent.click(screen.getByRole("button", { name: "Momentum plus one" }));
    await fireEvent.click(screen.getByRole("button", { name: "Load minus one" }));
    await fireEvent.click(screen.getByRole("button", { name: "Record this card" }));
    await vi.waitFor(() => expect(onpick).toHaveBeenCalledOnce());
    const card: AnyCard = {
      deck: "action",
      card: {
        id: "adhoc-action-walk-it-off",
        title: "Walk it off",
        adhoc: true,
        tag: TWO.catalog.tags[0]!,
        effect: { load: -1, connection: 0, momentum: 1, shield: 0 },
      },
    };
    expect(onpick).toHaveBeenCalledWith(card, false);
    expect(game.callsOf("card_validate")[0]!.req).toEqual({ card, tags: TWO.catalog.tags });
  });

  it("shows every problem the backend finds in a typed-in card, and records nothing", async () => {
    new ScriptedGame(TWO, 0, {
      card_validate: () => [
        {
          deck: "life_happens",
          card: null,
          message: "Pressure 9 is more than the 5 a card may print.",
        },
      ],
    });
    const onpick = setup({ deck: "life_happens", cards: [] });
    // No cards to list: the form is open at once.
    await fireEvent.input(screen.getByRole("textbox", { name: "Title as printed" }), {
      target: { value: "Flood" },
    });
    for (const name of ["Helpful Approach 1", "Helpful Approach 2"]) {
      await fireEvent.change(screen.getByRole("combobox", { name }), {
        target: { value: TWO.catalog.tags[1] },
      });
    }
    await fireEvent.click(screen.getByRole("button", { name: "Record this card" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Pressure 9");
    expect(onpick).not.toHaveBeenCalled();
  });

  it("holds a typed-in card to the tracker's card limits, as the catalog editor does", async () => {
    new ScriptedGame(TWO, 0);
    setup({ deck: "life_happens", cards: [] });
    const { pressure_min, pressure_max } = APP_INFO.limits.cards;
    const minus = screen.getByRole("button", { name: "Pressure minus one" }) as HTMLButtonElement;
    const plus = screen.getByRole("button", { name: "Pressure plus one" }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    const pressure = () => screen.getByRole("status", { name: "Pressure" }).textContent;
    expect(pressure()).toBe(String(pressure_min));
    for (let i = pressure_min; i < pressure_max + 3; i++) await fireEvent.click(plus);
    expect(pressure()).toBe(String(pressure_max));
    expect(plus.disabled).toBe(true);
  });

  it("has no serious axe violation, list and form open", async () => {
    setup();
    await fireEvent.click(screen.getByRole("button", { name: "Card not listed? Type it in" }));
    await expectNoSeriousAxeViolations();
  });
});
