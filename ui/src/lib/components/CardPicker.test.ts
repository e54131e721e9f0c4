// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import type { AnyCard } from "../api";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { ScriptedGame, TWO } from "../app/testing/backend";
import { APP_INFO } from "../app/testing/fixtures";
import CardPicker from "./CardPicker.svelte";
import { catalogCards } from "./cards";

const actions = catalogCards(TWO.catalog, "action");

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
    await fireEvent.click(screen.getByRole("button", { name: "Card not listed? Type it in" }));
    await rerender({ ...props, label: "Ben's Load card" });
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
    expect(card.disabled).toBe(true);
    // The second tap: its press began before the cards were there.
    await fireEvent.click(card, { detail: 1 });
    expect(onpick).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(card.disabled).toBe(false), { timeout: 2000 });
    expect(list.classList.contains("settling")).toBe(false);
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

  it("marks a card whose copies are all in the discard pile", () => {
    const card = actions[1]!.card;
    setup({ discard: [{ card: card.id, title: card.title, count: 1, all: true }] });
    const button = screen
      .getAllByRole("button")
      .find((b) => b.querySelector(".title")?.textContent === card.title)!;
    expect(button.textContent).toContain("Already in the discard pile");
    // It can't be the card just drawn: it goes to the end of the list.
    const list = screen.getByRole("list", { name: "Ana's Action card" });
    expect(within(list).getAllByRole("button").at(-1)).toBe(button);
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
