// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { about } from "../app/about.svelte";
import { ScriptedGame, TWO } from "../app/testing/backend";
import NewSession from "./NewSession.svelte";

const catalogs = {
  catalogs: [
    {
      id: "sample",
      name: "Sample deck (not the printed cards)",
      version: "1",
      sample: true,
      language: "en",
      deck_sizes: { load: 12, life_happens: 20, action: 24, brotherhood: 8, turning_point: 8 },
      problems: 0,
    },
    {
      id: "our-deck",
      name: "Our printed deck",
      version: "1.1",
      sample: false,
      language: "de",
      deck_sizes: { load: 12, life_happens: 20, action: 24, brotherhood: 8, turning_point: 8 },
      problems: 0,
    },
  ],
  damaged: [],
  drafts: [],
};

async function setup(sessionNew?: (req: Record<string, unknown>) => unknown) {
  const game: ScriptedGame = new ScriptedGame(TWO, 0, {
    catalog_list: () => catalogs,
    session_new: sessionNew ?? (() => game.response()),
  });
  const onstarted = vi.fn();
  const oncancel = vi.fn();
  // App.svelte shows this screen once app_info has answered (the recorded answer, setup.ts).
  await about.load();
  render(NewSession, { props: { onstarted, oncancel } });
  games.push(game);
  return { game, onstarted, oncancel };
}

// Every list of names the screen sent has its recorded answer from the shell.
const games: ScriptedGame[] = [];
afterEach(() => {
  const unexpected = games.splice(0).flatMap((g) => g.unexpected);
  expect(unexpected).toEqual([]);
});

/** What a screen reader says after a control's name: the text of its aria-describedby. */
function description(el: HTMLElement): string {
  const ids = el.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "").join(" ");
}

/** Lets the tracker's answer to the names typed so far (setup_check) reach the screen. */
async function checked() {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function type(label: string, value: string) {
  const input = screen.getByRole("textbox", { name: label });
  await fireEvent.input(input, { target: { value } });
  await fireEvent.blur(input);
  await checked();
}

describe("the new session screen", () => {
  it("flags the sample deck, chosen by default", async () => {
    await setup();
    const sample = await screen.findByRole("radio", { name: /Sample deck, not the printed cards/ });
    expect((sample as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole("radio", { name: /Our printed deck/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("says which language a catalog's cards are printed in when it is not the screen's", async () => {
    await setup();
    await screen.findByRole("radio", { name: /^Our printed deck.*Cards in German$/ });
    const sample = screen.getByRole("radio", { name: /Sample deck/ });
    expect(sample.closest("label")?.textContent).not.toMatch(/Cards in/);
  });

  it("refuses a repeated name on the spot, and starts nothing", async () => {
    const { game } = await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    await type("Seat 1 nickname", "Ana");
    await type("Seat 2 nickname", "ana");
    const seat2 = screen.getByRole("textbox", { name: "Seat 2 nickname" });
    expect(seat2.getAttribute("aria-invalid")).toBe("true");
    expect(description(seat2)).toBe(
      "“ana” and “Ana” look the same on screen: give one of them another nickname.",
    );
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    expect(game.callsOf("session_new")).toHaveLength(0);
  });

  it("refuses an empty name when the form is sent", async () => {
    const { game } = await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    await type("Seat 1 nickname", "Ana");
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    const seat2 = screen.getByRole("textbox", { name: "Seat 2 nickname" });
    expect(description(seat2)).toBe("The player at seat 2 has no name: enter a nickname.");
    // The empty field takes the focus, so its problem is read out at once.
    expect(document.activeElement).toBe(seat2);
    expect(game.callsOf("session_new")).toHaveLength(0);
  });

  it("shows a name's problem in the line kept for it under the field, so nothing below moves", async () => {
    await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    const players = screen.getByRole("group", { name: /^Players/ });
    // The page's outline down to "Add a player": every element, by tag, in document order.
    const outline = () =>
      [...players.querySelectorAll("*")]
        .filter((el) => !el.closest("[aria-live]") || el.matches("[aria-live]"))
        .map((el) => el.tagName)
        .join(" ");
    const before = outline();
    const seat1 = screen.getByRole("textbox", { name: "Seat 1 nickname" });
    const line = seat1.closest("li")!.querySelector("[aria-live=polite]")!;
    expect(line.textContent!.trim()).toBe("");

    // Leaving the field empty (as when the facilitator goes on to tap "Add a player").
    await fireEvent.blur(seat1);
    expect(line.textContent!.trim()).toBe("The player at seat 1 has no name: enter a nickname.");
    expect(description(seat1)).toBe("The player at seat 1 has no name: enter a nickname.");
    expect(seat1.getAttribute("aria-invalid")).toBe("true");
    // Only the words inside the kept line changed: no element came in above the buttons.
    expect(outline()).toBe(before);

    await type("Seat 1 nickname", "Ana");
    expect(line.textContent!.trim()).toBe("");
    expect(seat1.hasAttribute("aria-describedby")).toBe(false);
  });

  it("says why a seventh player can't be added, and why two seats can't be removed", async () => {
    await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    const remove = screen.getByRole("button", { name: "Remove seat 1" }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(description(remove)).toBe("A table holds 2 to 6 players.");
    const add = screen.getByRole("button", { name: "Add a player" }) as HTMLButtonElement;
    for (let seats = 2; seats < 6; seats++) {
      expect(add.disabled).toBe(false);
      await fireEvent.click(add);
    }
    expect(screen.getAllByRole("textbox", { name: /^Seat \d nickname$/ })).toHaveLength(6);
    expect(add.disabled).toBe(true);
    expect(description(add)).toBe("A table holds 2 to 6 players: all 6 seats are taken.");
    expect(screen.getByText("A table holds 2 to 6 players: all 6 seats are taken.")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Remove seat 1" }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("starts a session with the seats in order, Real Talk, catalog and starting player", async () => {
    const { game, onstarted } = await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    await fireEvent.click(screen.getByRole("button", { name: "Add a player" }));
    await type("Seat 1 nickname", "Ana");
    await type("Seat 2 nickname", "Ben");
    await type("Seat 3 nickname", "Cal");
    await fireEvent.click(screen.getByRole("button", { name: "Move seat 3 up" }));
    await fireEvent.click(screen.getByRole("button", { name: "Remove seat 1" }));
    await fireEvent.click(screen.getByRole("radio", { name: /Our printed deck/ }));
    await fireEvent.click(screen.getByRole("checkbox", { name: "Real Talk Mode on" }));
    const starters = screen.getByRole("group", { name: "Who starts round 1" });
    await fireEvent.click(within(starters).getByRole("radio", { name: "Ben" }));
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    await vi.waitFor(() => expect(onstarted).toHaveBeenCalledOnce());
    expect(game.callsOf("session_new")[0]!.req).toEqual({
      players: ["Cal", "Ben"],
      real_talk: true,
      catalog_id: "our-deck",
      starting_seat: { seat: 1 },
      label: "",
    });
  });

  it("takes an optional label, with the tracker's words for one that is too long", async () => {
    const { game } = await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    await type("Seat 1 nickname", "Ana");
    await type("Seat 2 nickname", "Ben");
    const label = screen.getByRole("textbox", { name: "Label (optional)" });
    expect(description(label)).toMatch(/^A few words, e.g. “Thursday group”/);
    await type("Label (optional)", "Thursday group, the one upstairs at the café");
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(description(label)).toContain(
      "The session's label is 44 characters long: shorten it to at most 40.",
    );
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    expect(game.callsOf("session_new")).toHaveLength(0);
    expect(document.activeElement).toBe(label);

    await fireEvent.input(label, { target: { value: "Thursday group" } });
    await checked();
    expect(label.hasAttribute("aria-invalid")).toBe(false);
    // Enter in the label moves on to who starts; it starts nothing.
    expect(await fireEvent.keyDown(label, { key: "Enter" })).toBe(false);
    const starters = screen.getByRole("group", { name: "Who starts round 1" });
    expect(document.activeElement).toBe(
      within(starters).getByRole("radio", { name: "Choose at random" }),
    );
    expect(game.callsOf("session_new")).toHaveLength(0);
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    await vi.waitFor(() => expect(game.callsOf("session_new")).toHaveLength(1));
    expect(game.callsOf("session_new")[0]!.req).toMatchObject({
      players: ["Ana", "Ben"],
      label: "Thursday group",
    });
  });

  it("moves on to the next field with Enter, and only the Start button starts", async () => {
    const { game } = await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    const seat = (n: number) => screen.getByRole("textbox", { name: `Seat ${n} nickname` });
    await fireEvent.input(seat(1), { target: { value: "Ana" } });
    // A cancelled Enter is one the browser does not turn into a submit of the form.
    expect(await fireEvent.keyDown(seat(1), { key: "Enter" })).toBe(false);
    expect(document.activeElement).toBe(seat(2));
    await fireEvent.input(seat(2), { target: { value: "Ben" } });
    expect(await fireEvent.keyDown(seat(2), { key: "Enter" })).toBe(false);
    const add = screen.getByRole("button", { name: "Add a player" });
    expect(document.activeElement).toBe(add);
    await fireEvent.click(add);
    expect(document.activeElement).toBe(seat(3));
    await fireEvent.input(seat(3), { target: { value: "Cal" } });
    expect(await fireEvent.keyDown(seat(3), { key: "Enter" })).toBe(false);
    const realTalk = screen.getByRole("checkbox", { name: "Real Talk Mode on" });
    expect(await fireEvent.keyDown(realTalk, { key: "Enter" })).toBe(false);
    expect(game.callsOf("session_new")).toHaveLength(0);
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    await vi.waitFor(() => expect(game.callsOf("session_new")).toHaveLength(1));
    expect(game.callsOf("session_new")[0]!.req).toMatchObject({ players: ["Ana", "Ben", "Cal"] });
  });

  it("shows the backend's refusal next to the start button", async () => {
    await setup(() => {
      throw {
        code: "invalid_name",
        message: "“Ana” and “ANA” would be the same name at this table.",
      };
    });
    await screen.findByRole("radio", { name: /Sample deck/ });
    await type("Seat 1 nickname", "Ana");
    await type("Seat 2 nickname", "Ben");
    await fireEvent.click(screen.getByRole("button", { name: "Start the session" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("would be the same name");
  });

  it("says Real Talk is optional and records nothing, and reminds the hand sizes", async () => {
    await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    expect(screen.getByText(/Optional.*Nothing said, answered or passed is recorded/)).toBeTruthy();
    expect(
      screen.getByText(/3 Action cards and 1 Brotherhood card \(2 Action cards each with 6/),
    ).toBeTruthy();
  });

  it("has no serious axe violation", async () => {
    await setup();
    await screen.findByRole("radio", { name: /Sample deck/ });
    await type("Seat 1 nickname", "Ana");
    await type("Seat 2 nickname", "ana");
    await expectNoSeriousAxeViolations();
  });
});
