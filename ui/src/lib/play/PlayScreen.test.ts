// @vitest-environment jsdom
// The play screen against the golden games' real views: the UI must send exactly the golden
// events, each with the log length it was showing, and show what the backend answers.
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import type { Event, PrintedTerm, View } from "../api";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import {
  FOUR,
  PRINTED,
  refusal,
  ScriptedGame,
  SIX,
  stepWhere,
  TWO,
  type Fixture,
} from "../app/testing/backend";
import { deckTitle } from "../components/cards";
import PlayScreen from "./PlayScreen.svelte";

/** Renders the play screen on `game`'s session and waits for it to open. */
async function open(game: ScriptedGame) {
  const onresults = vi.fn();
  const onhome = vi.fn();
  render(PlayScreen, { props: { id: game.id, onhome, onresults } });
  await screen.findByTestId("prompt");
  return { onresults, onhome };
}

/** Counts the facilitator's taps. */
let taps = 0;
async function tap(element: Element) {
  taps += 1;
  await fireEvent.click(element);
}

/** The card button with exactly this title, inside `root`. */
function cardButton(title: string, root: HTMLElement = document.body): HTMLElement {
  const found = within(root)
    .getAllByRole("button")
    .find((b) => b.querySelector(".title")?.textContent === title);
  if (!found) throw new Error(`no card button “${title}”`);
  return found;
}

function name(fixture: Fixture, seat: number): string {
  return fixture.steps[0]!.view.players.find((p) => p.seat === seat)!.name;
}

/** Waits until the backend holds step `at` and the screen shows its prompt. */
async function settled(game: ScriptedGame, at: number) {
  await vi.waitFor(() => {
    expect(game.unexpected).toEqual([]);
    expect(game.at).toBe(at);
    expect(screen.getByTestId("prompt").textContent).toBe(game.view.prompt);
  });
}

function dialogNamed(title: string): HTMLElement {
  return screen.getByRole("dialog", { name: title });
}

/** Does at the screen what the facilitator does to record `event`, the way a tablet user would. */
async function perform(game: ScriptedGame, event: Event) {
  const view = game.view;
  switch (event.type) {
    case "load_card_drawn": {
      if (view.phase.phase === "load_cards") {
        if (view.legal.load_card_for.length > 1) {
          const seats = screen.getByRole("group", { name: "Whose Load card" });
          await tap(within(seats).getByRole("button", { name: name(game.fixture, event.seat) }));
        }
        await tap(cardButton(event.card.title));
      } else {
        await tap(screen.getByRole("button", { name: "Load card" }));
        const dialog = dialogNamed("Load card for a player");
        const seats = within(dialog).getByRole("group", { name: "Who draws the Load card" });
        await tap(within(seats).getByRole("button", { name: name(game.fixture, event.seat) }));
        await tap(cardButton(event.card.title, dialog));
      }
      return;
    }
    case "life_happens_drawn":
    case "action_played":
    case "turning_point_revealed":
      await tap(cardButton(event.card.title));
      return;
    case "brotherhood_given":
      await tap(screen.getByRole("button", { name: `From ${name(game.fixture, event.giver)}` }));
      await tap(cardButton(event.card.title));
      return;
    case "turn_ended":
      await tap(screen.getByRole("button", { name: /^End .+'s turn$/ }));
      return;
    case "adjusted": {
      await tap(screen.getByRole("button", { name: "Adjust" }));
      const dialog = dialogNamed("Manual adjustment");
      await tap(within(dialog).getByRole("radio", { name: name(game.fixture, event.seat) }));
      const stats = ["load", "connection", "momentum", "shield"] as const;
      for (const stat of stats) {
        const label = stat[0]!.toUpperCase() + stat.slice(1);
        const n = event.effect[stat];
        const which = n > 0 ? "plus" : "minus";
        for (let i = 0; i < Math.abs(n); i++) {
          await tap(within(dialog).getByRole("button", { name: `${label} ${which} one` }));
        }
      }
      const reason = {
        card_effect: "Card effect",
        correction: "Correction",
        house_rule: "House rule",
      };
      await tap(within(dialog).getByRole("radio", { name: reason[event.reason] }));
      await tap(within(dialog).getByRole("button", { name: "Record adjustment" }));
      return;
    }
    case "deck_reshuffled": {
      await tap(screen.getByRole("button", { name: "Decks" }));
      const dialog = dialogNamed("Decks");
      const title = deckTitle(event.deck);
      await tap(
        within(dialog).getByRole("button", {
          name: `Record a reshuffle of the ${title} deck`,
        }),
      );
      await tap(within(dialog).getByRole("button", { name: "Close" }));
      return;
    }
    case "setup":
      throw new Error("setup is not recorded on the play screen");
  }
}

describe("a normal turn", () => {
  it("takes three taps: the event card, the Action card, end turn", async () => {
    const steps = FOUR.steps;
    const start = steps.findIndex(
      (_, i) =>
        steps[i + 1]?.event.type === "life_happens_drawn" &&
        steps[i + 2]?.event.type === "action_played" &&
        steps[i + 3]?.event.type === "turn_ended",
    );
    expect(start).toBeGreaterThan(0);
    const game = new ScriptedGame(FOUR, start);
    await open(game);
    taps = 0;
    for (let n = 1; n <= 3; n++) {
      await perform(game, game.next!);
      await settled(game, start + n);
    }
    expect(taps).toBe(3);
    // Each recording call carried the log length the screen showed.
    const lens = game.callsOf("record").map((c) => c.req.expected_len);
    expect(lens).toEqual([1, 2, 3].map((n) => steps[start + n - 1]!.view.log_len));
  });
});

/** Taps to record the `count` steps of `fixture` after step `start`, as a tablet user. */
async function tapsFor(fixture: Fixture, start: number, count: number) {
  const game = new ScriptedGame(fixture, start);
  await open(game);
  taps = 0;
  for (let n = 1; n <= count; n++) {
    await perform(game, game.next!);
    await settled(game, start + n);
  }
  return taps;
}

describe("the taps the README counts", () => {
  it("a turn with Brotherhood takes five: event, Action, giver, Brotherhood card, end turn", async () => {
    const all = [TWO, FOUR, SIX];
    const found = all
      .map((f) => ({
        f,
        i: f.steps.findIndex(
          (_, i) =>
            f.steps[i + 1]?.event.type === "life_happens_drawn" &&
            f.steps[i + 2]?.event.type === "action_played" &&
            f.steps[i + 3]?.event.type === "brotherhood_given" &&
            f.steps[i + 4]?.event.type === "turn_ended",
        ),
      }))
      .find((x) => x.i > 0)!;
    expect(found).toBeTruthy();
    expect(await tapsFor(found.f, found.i, 4)).toBe(5);
  });

  it("a round end takes one: the Turning Point card", async () => {
    const at = stepWhere(FOUR, (v) => v.phase.phase === "round_end");
    expect(await tapsFor(FOUR, at, 1)).toBe(1);
  });
});

describe("a whole game through the screen", () => {
  it("records every step of the two-player golden game exactly, then offers the results", async () => {
    const game = new ScriptedGame(TWO, 0);
    const { onresults } = await open(game);
    while (game.next) {
      const at = game.at;
      await perform(game, game.next);
      await settled(game, at + 1);
    }
    expect(game.view.phase.phase).toBe("game_over");
    await tap(screen.getByRole("button", { name: "See the results" }));
    expect(onresults).toHaveBeenCalledWith(game.id);
  });

  it("records the four-player game's setup and first round, Load card during play included", async () => {
    const game = new ScriptedGame(FOUR, 0);
    await open(game);
    while (game.next) {
      const at = game.at;
      await perform(game, game.next);
      await settled(game, at + 1);
    }
    expect(game.callsOf("record")).toHaveLength(FOUR.steps.length - 1);
  });
});

describe("the scoreboard", () => {
  it("shows every player's tracks, Shield, Load cards and Brotherhood from the view", async () => {
    const at = stepWhere(
      TWO,
      (v) => v.players.some((p) => p.shield > 0) && v.players.some((p) => p.load_cards.length > 0),
    );
    const game = new ScriptedGame(TWO, at);
    await open(game);
    for (const p of game.view.players) {
      const row = screen.getByTestId(`player-${p.seat}`);
      expect(within(row).getByRole("heading").textContent).toBe(p.name);
      expect(within(row).getByRole("meter", { name: "Load" }).getAttribute("aria-valuenow")).toBe(
        String(p.load),
      );
      expect(
        within(row).getByRole("meter", { name: "Connection" }).getAttribute("aria-valuenow"),
      ).toBe(String(p.connection));
      expect(
        within(row).getByRole("meter", { name: "Momentum" }).getAttribute("aria-valuenow"),
      ).toBe(String(p.momentum));
      expect(row.textContent).toContain(`Shield ${p.shield}`);
      expect(row.textContent).toContain(`Score ${p.score}`);
      for (const card of p.load_cards) expect(row.textContent).toContain(card.title);
    }
    expect(screen.getByTestId("round").textContent).toContain(
      `Round ${game.view.round} of ${game.view.rounds}`,
    );
  });
});

describe("the round's turn order", () => {
  it("numbers each player's turn in the round and marks who plays next", async () => {
    const at = stepWhere(
      FOUR,
      (v) =>
        v.phase.phase === "turn" &&
        v.turn_order.filter((t) => t.state === "done").length === 1 &&
        v.turn_order.some((t) => t.state === "upcoming"),
    );
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    const order = game.view.turn_order;
    const next = order.find((t) => t.state === "upcoming")!;
    order.forEach((t, i) => {
      const row = screen.getByTestId(`player-${t.seat}`);
      const disc = within(row).getByTestId(`order-${t.seat}`);
      expect(disc.textContent).toContain(String(i + 1));
      expect(disc.textContent).toContain(t.said);
      expect(disc.classList.contains(t.state)).toBe(true);
      expect(within(row).queryByTestId("next") !== null).toBe(t.seat === next.seat);
    });
    expect(screen.getByTestId(`player-${next.seat}`).textContent).toContain("Plays next");
    // One meaning for the numbers, said beside them.
    expect(screen.getByTestId("order-legend").textContent).toContain(
      "In a circle: the order of play this round (1 plays first).",
    );
  });
});

describe("a player who gave Brotherhood this round", () => {
  it("is said to have used it this round, in words with their spaces", async () => {
    const at = stepWhere(FOUR, (v) => v.players.some((p) => !p.brotherhood_available));
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    const used = game.view.players.find((p) => !p.brotherhood_available)!;
    const row = screen.getByTestId(`player-${used.seat}`);
    expect(row.textContent).toContain("Brotherhood: used this round");
  });
});

describe("an overloaded player's turn", () => {
  it("skips Life Happens, says why, and offers the Action", async () => {
    const at = stepWhere(
      TWO,
      (v) => v.phase.phase === "turn" && v.phase.overloaded && v.phase.step === "action",
    );
    const game = new ScriptedGame(TWO, at);
    await open(game);
    const phase = game.view.phase as { seat: number };
    const who = name(TWO, phase.seat);
    expect(screen.getByTestId("overloaded-skip").textContent).toContain(
      `${who} began this turn at Load 10`,
    );
    expect(screen.getByRole("heading", { name: `2 · ${who}'s Action card` })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Life Happens card$/ })).toBeNull();
    expect(screen.getByTestId(`player-${phase.seat}`).textContent).toContain("Overloaded");
    await perform(game, game.next!);
    await settled(game, at + 1);
    expect(screen.getByTestId("reason-match_bonus").textContent).toContain(
      "None on a recovery turn: no event. Recovery: Load 10 → 9. The turn began at Load 10.",
    );
  });
});

describe("after the Action", () => {
  it("gives the match bonus and the Load resolution a line each, from the ledger entry", async () => {
    const at = stepWhere(
      TWO,
      (v) =>
        v.phase.phase === "turn" &&
        v.phase.step === "support" &&
        !!v.latest?.changes.some((c) => c.text.endsWith("(Load resolved)")),
    );
    const game = new ScriptedGame(TWO, at);
    await open(game);
    const resolved = game.view.latest!.changes.filter((c) => c.text.endsWith("(Load resolved)"));
    const moves = resolved.map((c) => c.text.replace(" (Load resolved)", "")).join(", ");
    expect(screen.getByTestId("reason-resolve_load").textContent).toContain(
      `4 · Resolve Load. Load resolved: ${moves}. The Action's tag is a Relief Approach of a held Load card, which is discarded.`,
    );
    expect(screen.getByTestId("reason-match_bonus").textContent).toMatch(
      /^\s*3 · Match bonus\.\s+(Match bonus: .+\. The Action's tag is one of the event's Helpful Approaches\.|No match bonus: the Action's tag is not one of the event's Helpful Approaches\.)\s*$/,
    );
  });

  it("offers Brotherhood only from the players the backend lists as givers", async () => {
    const at = stepWhere(
      FOUR,
      (v) =>
        v.phase.phase === "turn" &&
        v.phase.step === "support" &&
        v.legal.brotherhood_givers.length > 0,
    );
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    const group = screen.getByRole("group", { name: "Who gives Brotherhood" });
    const offered = within(group)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(offered).toEqual(game.view.legal.brotherhood_givers.map((s) => `From ${name(FOUR, s)}`));
  });

  it("shows the Real Talk prompt, whose buttons store nothing and call nothing", async () => {
    const at = stepWhere(FOUR, (v) => v.phase.phase === "turn" && v.phase.step === "support");
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    expect(game.view.real_talk).toBe(true);
    const before = game.calls.length;
    await fireEvent.click(screen.getByRole("button", { name: "Open to the table" }));
    expect(screen.getByText("Real Talk done. Nothing about it is recorded.")).toBeTruthy();
    expect(game.calls.length).toBe(before);
    expect(screen.getByText(/draws back up to 3 Action cards/)).toBeTruthy();
  });
});

describe("a session opened mid-turn", () => {
  it("shows steps 2 to 4 as the Action left them when the last step was a Brotherhood card", async () => {
    const at = stepWhere(
      FOUR,
      (v) =>
        v.phase.phase === "turn" && v.phase.step === "support" && v.latest?.kind === "brotherhood",
    );
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    const action = game.view.turn!.entries.find((e) => e.kind === "action")!;
    const list = screen.getByRole("list", { name: "How the Action worked out" });
    const lines = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent!.replace(/\s+/g, " ").trim());
    expect(lines[0]).toMatch(new RegExp(`^2 · Action\\. ${escapeRegExp(action.label)}[:.]`));
    expect(lines[1]).toMatch(/^3 · Match bonus\. (Match bonus: |No match bonus: )/);
    expect(lines[2]).toMatch(/^4 · Resolve Load\. /);
    expect(lines.join("\n")).not.toContain("—");
    // The Brotherhood card itself is the latest step.
    expect(screen.getByTestId("latest").textContent).toContain(game.view.latest!.label);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("the end of a round", () => {
  it("records the Turning Point, shows whom it touched and the next round's starting player", async () => {
    const at = stepWhere(FOUR, (v) => v.phase.phase === "round_end");
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    expect(screen.getByRole("heading", { name: "Round 1 Turning Point" })).toBeTruthy();
    await perform(game, game.next!);
    await settled(game, at + 1);
    const summary = screen.getByRole("region", { name: "Turning Point" });
    const starter = game.view.players.find((p) => p.starting)!;
    expect(summary.textContent).toContain(game.view.latest!.label);
    expect(summary.textContent).toContain(`Round 2 begins: ${starter.name} starts`);
    for (const change of game.view.latest!.changes) {
      expect(summary.textContent).toContain(name(FOUR, change.seat));
    }
  });
});

describe("before a Turning Point is recorded", () => {
  it("says on each card whom it would touch now, from the tracker's preview", async () => {
    const at = stepWhere(FOUR, (v) => v.phase.phase === "round_end");
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    const list = screen.getByRole("list", { name: "Round 1 Turning Point" });
    const cards = FOUR.catalog.turning_point;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const preview = game.view.turning_point_preview.find((p) => p.scope === card.scope)!;
      expect(preview.touches).toMatch(/^Would touch /);
      expect(cardButton(card.title, list).textContent).toContain(preview.touches);
    }
  });
});

describe("a tap while the last step is still being recorded", () => {
  it("is not taken, and the screen says so until the next step begins", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "life_happens");
    let answer: () => void = () => {};
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      record: () =>
        new Promise((resolve) => {
          answer = () => {
            game.at += 1;
            resolve(game.response());
          };
        }),
    });
    await open(game);
    const drawn = (game.next as { card: { title: string } }).card.title;
    const other = TWO.catalog.life_happens.find((c) => c.title !== drawn)!.title;
    await fireEvent.click(cardButton(drawn));
    await vi.waitFor(() => expect(game.callsOf("record")).toHaveLength(1));
    expect(screen.queryByTestId("held")).toBeNull();
    await fireEvent.click(cardButton(other));
    const held = await screen.findByTestId("held");
    expect(held.textContent).toContain("not taken");
    // Inside the box of fixed height: it pushes nothing down.
    expect(screen.getByTestId("status").contains(held)).toBe(true);
    answer();
    await settled(game, at + 1);
    expect(game.callsOf("record")).toHaveLength(1);
    expect(screen.getByTestId("held")).toBeTruthy();
    // The next step the facilitator records clears it.
    await fireEvent.click(cardButton((game.next as { card: { title: string } }).card.title));
    await vi.waitFor(() => expect(screen.queryByTestId("held")).toBeNull());
    answer();
    await settled(game, at + 2);
  });
});

describe("deck counts", () => {
  it("prompt a reshuffle when a deck runs out, and record it in one tap", async () => {
    const at = SIX.steps.findIndex((_, i) => SIX.steps[i + 1]?.event.type === "deck_reshuffled");
    expect(SIX.steps[at]!.view.decks.some((d) => d.reshuffle_needed)).toBe(true);
    const game = new ScriptedGame(SIX, at);
    await open(game);
    expect(game.next).toEqual({ type: "deck_reshuffled", deck: "life_happens" });
    const banner = screen.getByText(/^Empty: Life Happens\./).closest("[role=status]")!;
    await fireEvent.click(
      within(banner as HTMLElement).getByRole("button", {
        name: "Record the Life Happens reshuffle",
      }),
    );
    await settled(game, at + 1);
    expect(screen.queryByText(/^Empty:/)).toBeNull();
  });

  it("put a warning about the step just recorded first, above the reshuffle banner", async () => {
    const at = SIX.steps.findIndex((_, i) => SIX.steps[i + 1]?.event.type === "deck_reshuffled");
    // The step as the tracker words a Life Happens card drawn from an empty deck (its copies
    // all in the discard pile).
    const fixture = structuredClone(SIX);
    const view = fixture.steps[at]!.view;
    const warning =
      "Every copy of card “Car trouble” is already in the Life Happens discard pile: check the card drawn.";
    view.latest!.notes.push({ about: null, warning: true, text: warning });
    const game = new ScriptedGame(fixture, at);
    await open(game);
    const status = screen.getByTestId("status");
    const shown = within(status).getByRole("alert");
    expect(shown.textContent).toContain(warning);
    const banner = within(status)
      .getByText(/^Empty: Life Happens\./)
      .closest("[role=status]")!;
    // First in the box, before the banner (DOCUMENT_POSITION_FOLLOWING: the banner comes after).
    expect(status.firstElementChild).toBe(shown);
    expect(shown.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Said once, not again inside the step's own entry below.
    expect(within(status).getAllByText(new RegExp(warning.slice(0, 20)))).toHaveLength(1);
  });

  it("show each deck's cards left and discard pile", async () => {
    const game = new ScriptedGame(SIX, 0);
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "Decks" }));
    const dialog = dialogNamed("Decks");
    for (const d of game.view.decks) {
      const heading = within(dialog).getByRole("heading", { name: deckTitle(d.deck) });
      const text = heading.closest("li")!.textContent!;
      expect(text).toContain(`${d.left} of ${d.size} left to draw`);
      const discarded = d.discard.reduce((n, c) => n + c.count, 0);
      expect(text).toContain(`${discarded} in the discard pile`);
    }
  });

  it("offer no reshuffle once the game is over", async () => {
    const game = new ScriptedGame(TWO, TWO.steps.length - 1);
    await open(game);
    expect(game.view.legal.reshuffle).toEqual([]);
    expect(screen.queryByText(/^Empty:/)).toBeNull();
  });
});

describe("undo and redo", () => {
  it("follow Ctrl+Z and Ctrl+Shift+Z, each with the log length shown", async () => {
    const last = TWO.steps.length - 1;
    const game = new ScriptedGame(TWO, last, {});
    await open(game);
    await fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    await settled(game, last - 1);
    await fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
    await settled(game, last);
    expect(game.callsOf("undo")[0]!.req.expected_len).toBe(TWO.steps[last]!.view.log_len);
    expect(game.callsOf("redo")[0]!.req.expected_len).toBe(TWO.steps[last - 1]!.view.log_len);
  });

  it("leaves Ctrl+Z to a text field being typed in", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "life_happens");
    const game = new ScriptedGame(TWO, at);
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "Card not listed? Type it in" }));
    const title = screen.getByRole("textbox", { name: "Title as printed" });
    await fireEvent.keyDown(title, { key: "z", ctrlKey: true });
    expect(game.callsOf("undo")).toHaveLength(0);
  });

  it("shows the view after undo from the buttons", async () => {
    const last = TWO.steps.length - 1;
    const game = new ScriptedGame(TWO, last);
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("prompt").textContent).toBe(TWO.after_undo.prompt),
    );
    expect(screen.getByRole("button", { name: "Redo" }).hasAttribute("disabled")).toBe(false);
    // It says what it undid, in the backend's words, and shows no step that left the log.
    const lastLabel = TWO.steps[last]!.view.latest!.label;
    expect(screen.getByTestId("latest").textContent?.trim()).toBe(TWO.undo_said);
    expect(TWO.undo_said).toContain(lastLabel);
    expect(screen.queryByText("Just recorded:")).toBeNull();
    // Redo says what it put back.
    await fireEvent.click(screen.getByRole("button", { name: "Redo" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("latest").textContent).toContain(TWO.redo_said),
    );
  });
});

describe("backend refusals", () => {
  it("show the message next to the control that caused it", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "action");
    const message = "Ana's turn starts with a Life Happens card: record it before the Action.";
    const game = new ScriptedGame(TWO, at, {
      record: () => {
        throw { code: "wrong_step", message };
      },
    });
    await open(game);
    await fireEvent.click(cardButton((game.next as { card: { title: string } }).card.title));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(message);
    // Next to the Action picker, not somewhere else on the screen.
    const step = screen.getByRole("heading", { name: /Action card$/ }).closest("section")!;
    expect(step.contains(alert)).toBe(true);
  });

  it("refresh the view on a stale refusal instead of showing an error", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "life_happens");
    let refused = false;
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      record: () => {
        // Another window recorded this very step first.
        refused = true;
        game.at += 1;
        throw { code: "stale", message: "The screen was out of date." };
      },
    });
    await open(game);
    await fireEvent.click(cardButton((game.next as { card: { title: string } }).card.title));
    await vi.waitFor(() => expect(refused).toBe(true));
    await vi.waitFor(() =>
      expect(screen.getByTestId("prompt").textContent).toBe(TWO.steps[at + 1]!.view.prompt),
    );
    expect(game.callsOf("session_view")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("a stale refusal in a dialog", () => {
  it("is said inside the dialog, not behind it", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "action");
    const message = "Another device recorded a step first: the screen now shows it.";
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      record: () => {
        throw refusal("stale", message);
      },
    });
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "Adjust" }));
    const dialog = dialogNamed("Manual adjustment");
    await fireEvent.click(within(dialog).getAllByRole("radio")[0]!);
    await fireEvent.click(within(dialog).getByRole("radio", { name: "Correction" }));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Load plus one" }));
    await fireEvent.click(within(dialog).getByRole("button", { name: "Record adjustment" }));
    const notice = await within(dialog).findByTestId("dialog-notice");
    expect(notice.textContent).toBe(message);
  });
});

describe("the manual adjustment", () => {
  it("opens on the player whose turn it is, and again on them after another was picked", async () => {
    const at = stepWhere(FOUR, (v) => v.phase.phase === "turn" && v.phase.step === "action");
    const game = new ScriptedGame(FOUR, at);
    await open(game);
    const active = game.view.players.find((p) => p.active)!;
    const other = game.view.players.find((p) => !p.active)!;
    await fireEvent.click(screen.getByRole("button", { name: "Adjust" }));
    let dialog = dialogNamed("Manual adjustment");
    const radio = (name: string) => within(dialog).getByRole<HTMLInputElement>("radio", { name });
    expect(radio(active.name).checked).toBe(true);
    await fireEvent.click(radio(other.name));
    expect(radio(active.name).checked).toBe(false);
    await fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await fireEvent.click(screen.getByRole("button", { name: "Adjust" }));
    dialog = dialogNamed("Manual adjustment");
    await vi.waitFor(() => expect(radio(active.name).checked).toBe(true));
  });
});

describe("a failed save", () => {
  it("shows the recorded step, the backend's message and a retry", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn" && v.phase.step === "life_happens");
    const message = "Recorded, but not saved to disk. The disk is full.";
    let unsaved = false;
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      record: () => {
        // The backend keeps the step in memory and says the save failed.
        game.at += 1;
        unsaved = true;
        throw { code: "storage", message };
      },
      session_view: () => ({ ...game.response(), unsaved }),
      session_save_retry: () => {
        unsaved = false;
        return game.response();
      },
    });
    await open(game);
    await fireEvent.click(cardButton((game.next as { card: { title: string } }).card.title));
    await vi.waitFor(() =>
      expect(screen.getByTestId("prompt").textContent).toBe(TWO.steps[at + 1]!.view.prompt),
    );
    const status = screen.getByText(/could not be saved to disk/).closest("[role=status]")!;
    expect(status.textContent).toContain(message);
    await fireEvent.click(screen.getByRole("button", { name: "Try saving again" }));
    await vi.waitFor(() => expect(screen.queryByText(/could not be saved to disk/)).toBeNull());
    expect(game.callsOf("session_save_retry")).toHaveLength(1);
  });
});

describe("settings during the game", () => {
  it("changes the language from the play screen, without leaving the game or stopping sharing", async () => {
    const saved = {
      language: "en",
      theme: "system",
      text_size: "normal",
      export: { names: "as_entered", include_date: true },
    };
    const at = stepWhere(FOUR, (v) => v.phase.phase === "turn");
    const game = new ScriptedGame(FOUR, at, {
      settings_get: () => saved,
      settings_set: (req) => (req as { settings: typeof saved }).settings,
      share_stop: () => null,
    });
    const onhome = vi.fn();
    const onsettings = vi.fn();
    render(PlayScreen, { props: { id: game.id, onhome, onresults: vi.fn(), onsettings } });
    await screen.findByTestId("prompt");
    await fireEvent.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = dialogNamed("Settings");
    await fireEvent.click(await within(dialog).findByRole("radio", { name: "Deutsch" }));
    await vi.waitFor(() =>
      expect(onsettings).toHaveBeenLastCalledWith({ ...saved, language: "de" }),
    );
    expect(game.callsOf("settings_set").map((c) => c.req)).toEqual([
      { settings: { ...saved, language: "de" } },
    ]);
    // The game is still on screen: nothing left it, and sharing was not stopped.
    expect(onhome).not.toHaveBeenCalled();
    expect(game.callsOf("share_stop")).toEqual([]);
    expect(screen.getByTestId("prompt")).toBeTruthy();
  });

  it("offers no Settings where the settings are not this device's", async () => {
    const game = new ScriptedGame(FOUR, 1);
    await open(game);
    expect(screen.queryByRole("button", { name: "Settings" })).toBeNull();
  });
});

describe("the history", () => {
  it("amends a step's card, or shows the backend's conflict next to it", async () => {
    const conflict = TWO.amend_conflict!;
    const last = TWO.steps.length - 1;
    const game = new ScriptedGame(TWO, last, {
      amend: () => {
        throw conflict.error;
      },
    });
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = dialogNamed("History");
    const item = await within(dialog).findByTestId(`history-${conflict.index}`);
    await fireEvent.click(within(item).getByRole("button", { name: /^Change card of step/ }));
    const other = TWO.catalog.life_happens.find(
      (c) => c.id !== (conflict.card.card as { id: string }).id,
    )!;
    await fireEvent.click(cardButton(other.title, item));
    const alert = await within(item).findByRole("alert");
    expect(alert.textContent).toBe(conflict.error.message);
    const request = game.callsOf("amend")[0]!.req;
    expect(request).toMatchObject({
      index: conflict.index,
      expected_len: game.view.log_len,
      card: { deck: "life_happens", card: { id: other.id } },
    });
    // The step that would break says so, and the corrected step leads to it.
    const breaks = conflict.error.conflict!;
    expect(breaks.at).toBe(conflict.index);
    const broken = within(dialog).getByTestId(`history-${breaks.breaks}`);
    expect(within(broken).getByRole("note").textContent).toBe(breaks.note);
    await fireEvent.click(within(item).getByRole("button", { name: `Show step ${breaks.breaks}` }));
    expect(document.activeElement).toBe(broken);
  });

  it("confirms a change beside the changed step, in view and said, without jumping to the end", async () => {
    const last = TWO.steps.length - 1;
    const step = TWO.history.find((e) => e.card?.deck === "life_happens" && e.round === 1)!;
    let amended = false;
    const game: ScriptedGame = new ScriptedGame(TWO, last, {
      amend: () => {
        amended = true;
        return game.response();
      },
      // The backend words the corrected history anew: a fresh list, the changed row's label too.
      history: () =>
        TWO.history
          .slice(0, game.view.log_len)
          .map((e) => (amended && e.index === step.index ? { ...e, label: `${e.label}*` } : e)),
    });
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: the calls say what was brought into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      await open(game);
      await fireEvent.click(screen.getByRole("button", { name: "History" }));
      const dialog = dialogNamed("History");
      // It opens at the current step, the last one.
      const end = TWO.history[game.view.log_len - 1]!;
      await vi.waitFor(() =>
        expect(scrolled.at(-1)?.getAttribute("data-testid")).toBe(`history-${end.index}`),
      );
      const item = await within(dialog).findByTestId(`history-${step.index}`);
      await fireEvent.click(within(item).getByRole("button", { name: /^Change card of step/ }));
      // The picker opened: its row's top is brought up under the panel's title.
      await vi.waitFor(() => expect(scrolled.at(-1)).toBe(item));
      const other = TWO.catalog.life_happens.find(
        (c) => c.id !== (step.card!.card as { id: string }).id,
      )!;
      const readBefore = game.callsOf("history").length;
      await fireEvent.click(cardButton(other.title, item));
      const said = `Step ${step.index} changed: every number was recomputed.`;
      const mark = await within(item).findByTestId("history-done");
      expect(mark.textContent).toBe(said);
      expect(within(dialog).getByRole("status").textContent).toBe(said);
      await vi.waitFor(() => expect(document.activeElement).toBe(item));
      // The history was read once after the change: the reload did not reopen the list (which
      // sends it back to its end).
      expect(game.callsOf("history")).toHaveLength(readBefore + 1);
      expect(scrolled.at(-1)).toBe(item);
      // The row shows the history as reworded after the change.
      expect(item.textContent).toContain(`${step.label}*`);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("keeps Insert and Change in their own columns, and says what an adjustment changed", async () => {
    const game = new ScriptedGame(TWO, TWO.steps.length - 1);
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = dialogNamed("History");
    const end = TWO.history.find((e) => e.kind === "end_of_turn" && e.turn_of !== null)!;
    const card = TWO.history.find((e) => e.card !== null && e.index > 0)!;
    /** The column (1-based) of the row's cell that holds `button`. */
    const column = (button: HTMLElement) => {
      const row = button.closest(".row")!;
      return [...row.children].findIndex((cell) => cell.contains(button)) + 1;
    };
    const endRow = await within(dialog).findByTestId(`history-${end.index}`);
    const cardRow = within(dialog).getByTestId(`history-${card.index}`);
    const insertAtEnd = within(endRow).getByRole("button", { name: /^Insert before/ });
    const insertAtCard = within(cardRow).getByRole("button", { name: /^Insert before/ });
    const change = within(cardRow).getByRole("button", { name: /^Change card/ });
    expect(column(insertAtEnd)).toBe(column(insertAtCard));
    expect(column(change)).toBeGreaterThan(column(insertAtCard));
    expect(endRow.querySelector(".row")!.children).toHaveLength(
      cardRow.querySelector(".row")!.children.length,
    );

    const adjustment = TWO.history.find((e) => e.kind === "adjustment")!;
    const row = within(dialog).getByTestId(`history-${adjustment.index}`);
    expect(adjustment.changes.length).toBeGreaterThan(0);
    for (const c of adjustment.changes) expect(row.textContent).toContain(c.text);
  });

  it("opens with the history to correct a finished game, and says at the game's end where to correct", async () => {
    const game = new ScriptedGame(TWO, TWO.steps.length - 1);
    render(PlayScreen, { props: { id: game.id, onresults: vi.fn(), history: true } });
    const dialog = await screen.findByRole("dialog", { name: "History" });
    await within(dialog).findByTestId(`history-${game.view.log_len - 1}`);
    await fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByText(/^A step recorded wrong\? In the History/)).toBeTruthy();
    await fireEvent.click(screen.getByRole("button", { name: "Correct a step in the History" }));
    expect(dialogNamed("History")).toBeTruthy();
  });

  it("inserts a forgotten Brotherhood card before a later step", async () => {
    const last = TWO.steps.length - 1;
    const end = TWO.history.find((e) => e.kind === "end_of_turn" && e.turn_of !== null)!;
    const receiver = end.turn_of!;
    const giver = TWO.steps[0]!.view.players.find((p) => p.seat !== receiver)!;
    const game: ScriptedGame = new ScriptedGame(TWO, last, { insert: () => game.response() });
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = dialogNamed("History");
    const item = await within(dialog).findByTestId(`history-${end.index}`);
    await fireEvent.click(
      within(item).getByRole("button", {
        name: `Insert before step ${end.index}: ${end.label}`,
      }),
    );
    await fireEvent.click(within(item).getByRole("button", { name: "Brotherhood card" }));
    await fireEvent.click(within(item).getByRole("button", { name: giver.name }));
    const card = TWO.catalog.brotherhood[0]!;
    await fireEvent.click(cardButton(card.title, item));
    const done = await within(dialog).findByTestId("history-done");
    expect(done.textContent).toMatch(new RegExp(`^Step ${end.index} inserted`));
    expect(done.closest("li")).toBe(within(dialog).getByTestId(`history-${end.index}`));
    const request = game.callsOf("insert")[0]!.req;
    expect(request).toMatchObject({
      before: end.index,
      expected_len: game.view.log_len,
      event: { type: "brotherhood_given", giver: giver.seat, card: { id: card.id } },
    });
    expect(game.callsOf("history").length).toBeGreaterThan(1);
  });

  it("shows why an insertion is refused beside the step, and the step it would break", async () => {
    const last = TWO.steps.length - 1;
    const [at, breaks] = [TWO.history[5]!, TWO.history[9]!];
    const message = `An end of turn can't be inserted before step ${at.index}: …`;
    const game = new ScriptedGame(TWO, last, {
      insert: () => {
        throw {
          code: "amend_conflict",
          message,
          problems: [],
          conflict: { at: at.index, breaks: breaks.index, note: "Would break.", undo_steps: 3 },
        };
      },
    });
    await open(game);
    await fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = dialogNamed("History");
    const item = await within(dialog).findByTestId(`history-${at.index}`);
    await fireEvent.click(within(item).getByRole("button", { name: /^Insert before step/ }));
    await fireEvent.click(within(item).getByRole("button", { name: "End of turn" }));
    await fireEvent.click(
      within(item).getByRole("button", { name: `Insert an end of turn before step ${at.index}` }),
    );
    expect((await within(item).findByRole("alert")).textContent).toBe(message);
    const broken = within(dialog).getByTestId(`history-${breaks.index}`);
    expect(within(broken).getByRole("note").textContent).toBe("Would break.");
    expect(game.callsOf("insert")[0]!.req).toMatchObject({
      before: at.index,
      event: { type: "turn_ended" },
    });
  });
});

describe("accessibility", () => {
  const phases: [string, Fixture, (v: Fixture["steps"][number]["view"]) => boolean][] = [
    ["setup's Load cards", FOUR, (v) => v.phase.phase === "load_cards"],
    ["Life Happens", FOUR, (v) => v.phase.phase === "turn" && v.phase.step === "life_happens"],
    ["after the Action", FOUR, (v) => v.phase.phase === "turn" && v.phase.step === "support"],
    ["an overloaded turn", TWO, (v) => v.phase.phase === "turn" && v.phase.overloaded],
    ["the round end", FOUR, (v) => v.phase.phase === "round_end"],
    ["the game over", TWO, (v) => v.phase.phase === "game_over"],
  ];
  for (const [what, fixture, test] of phases) {
    it(`has no serious axe violation at ${what}`, async () => {
      const game = new ScriptedGame(fixture, stepWhere(fixture, test));
      await open(game);
      await expectNoSeriousAxeViolations();
    });
  }

  it("has no serious axe violation in the tool dialogs", async () => {
    const game = new ScriptedGame(FOUR, FOUR.steps.length - 1);
    await open(game);
    for (const tool of ["History", "Adjust", "Load card", "Decks", "Chart"]) {
      await fireEvent.click(screen.getByRole("button", { name: tool }));
      await expectNoSeriousAxeViolations();
      await fireEvent.click(screen.getByRole("button", { name: "Close" }));
    }
  });
});

describe("a catalog's printed terms", () => {
  /** The terms of a deck printed in German, as the backend sends them with an English view. */
  const GERMAN_DECK: PrintedTerm[] = [
    { id: "load", one: "Belastung", other: "Belastung" },
    { id: "load-card", one: "Belastungskarte", other: "Belastungskarten" },
    { id: "connection", one: "Nähe", other: "Nähe" },
    { id: "momentum", one: "Antrieb", other: "Antrieb" },
    { id: "shield", one: "Panzer", other: "Panzer" },
  ];
  const printedView = (view: View): View => ({
    ...view,
    catalog: { ...view.catalog, language: "de", terms: { load: "Belastung" } },
    printed_terms: GERMAN_DECK,
  });
  const at = stepWhere(
    TWO,
    (v) =>
      v.phase.phase === "turn" &&
      v.players.some((p) => p.shield > 0) &&
      v.players.some((p) => p.load_cards.length > 0),
  );

  it("say the tracks, Shield and the Load card tool as printed", async () => {
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      session_open: () => game.response(printedView(game.view)),
      session_view: () => game.response(printedView(game.view)),
    });
    await open(game);
    for (const p of game.view.players) {
      const row = screen.getByTestId(`player-${p.seat}`);
      expect(
        within(row).getByRole("meter", { name: "Belastung" }).getAttribute("aria-valuenow"),
      ).toBe(String(p.load));
      const connection = within(row).getByRole("meter", { name: "Nähe" });
      // No abbreviation of the app's word for a track the cards name otherwise.
      expect(connection.querySelector(".short")?.textContent).toBe("Nähe");
      expect(within(row).getByRole("meter", { name: "Antrieb" })).toBeTruthy();
      expect(within(row).queryByRole("meter", { name: "Load" })).toBeNull();
      expect(row.textContent).toContain(`Panzer ${p.shield}`);
    }
    // The cards' titles are in the cards' language, for screen readers and hyphenation.
    const titles = [...document.querySelectorAll(".card .title, .load-card")];
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.getAttribute("lang") === "de")).toBe(true);
    await fireEvent.click(screen.getByRole("button", { name: "Belastungskarte" }));
    expect(dialogNamed("Belastungskarte for a player")).toBeTruthy();
  });

  it("say the backend's printed terms of a real game in the screen's own words", async () => {
    const at = stepWhere(PRINTED, (v) => v.phase.phase === "turn" && v.phase.step === "action");
    const game = new ScriptedGame(PRINTED, at);
    await open(game);
    const active = game.view.players.find((p) => p.active)!;
    expect(screen.getByRole("heading", { name: /Handlung card$/ }).textContent).toContain(
      `${active.name}'s Handlung card`,
    );
    expect(screen.getAllByRole("meter", { name: "Belastung" })).toHaveLength(2);
    expect(screen.getAllByRole("meter", { name: "Antrieb" })).toHaveLength(2);
    // A term the deck does not print is the app's word.
    expect(screen.getAllByRole("meter", { name: "Connection" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Belastung card" })).toBeTruthy();
    // Played through to the next player's Alltag card, each step as the golden game recorded it.
    while (game.view.phase.phase !== "turn" || game.view.phase.step !== "life_happens") {
      await perform(game, game.next!);
      await settled(game, game.at);
    }
    expect(screen.getAllByRole("heading", { name: /Alltag card$/ }).length).toBeGreaterThan(0);
  });

  it("give way to the glossary's words in a view whose catalog prints none", async () => {
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      session_open: () => game.response(printedView(game.view)),
      undo: () => {
        game.at -= 1;
        return game.response({ ...game.view, printed_terms: [] });
      },
    });
    await open(game);
    expect(screen.getAllByRole("meter", { name: "Belastung" }).length).toBeGreaterThan(0);
    await fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findAllByRole("meter", { name: "Load" });
    expect(screen.queryAllByRole("meter", { name: "Belastung" })).toEqual([]);
    expect(screen.getByRole("button", { name: "Load card" })).toBeTruthy();
    expect(screen.getByTestId("player-0").querySelector(".connection .short")?.textContent).toBe(
      "Conn.",
    );
  });
});
