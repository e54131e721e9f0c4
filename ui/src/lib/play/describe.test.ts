import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "../api";
import { FOUR, TWO } from "../app/testing/fixtures";
import {
  actionReasons,
  changesByPlayer,
  changeWords,
  isWarning,
  noteWords,
  type Names,
} from "./describe";
import { isActionEntry, isTurningPointEntry } from "./session.svelte";

const games = { two: TWO, four: FOUR };

describe.each(Object.entries(games))("the %s-player game's ledger", (_name, game) => {
  const names: Names = (seat) => game.steps[0]!.view.players[seat]!.name;
  const entries = game.steps.map((s) => [s.view.latest!, s.explain] as const);

  it("is worded as the tracker words it, change by change and note by note", () => {
    for (const [entry, explain] of entries) {
      const ours = [
        ...entry.changes.map((c) => `${names(c.seat)} ${changeWords(c)}`),
        // The tracker names the card by id; the screen says "this card" (the title shows nearby).
        ...entry.notes.filter((n) => n.kind !== "card_in_discard").map((n) => noteWords(n, names)),
      ];
      const theirs = explain.filter((line) => !line.startsWith("Every copy of card"));
      expect(ours).toEqual(theirs);
    }
  });

  it("tells the Action entries apart, and gives each a match and a resolution line", () => {
    for (const [i, step] of game.steps.entries()) {
      const entry = step.view.latest!;
      expect(isActionEntry(entry), `step ${i}`).toBe(step.event.type === "action_played");
      expect(isTurningPointEntry(entry), `step ${i}`).toBe(
        step.event.type === "turning_point_revealed",
      );
      if (step.event.type !== "action_played") continue;
      const reasons = actionReasons(entry);
      const recovery = entry.changes.some((c) => c.cause.kind === "recovery");
      expect(reasons.match !== null || recovery, `step ${i}`).toBe(true);
    }
  });
});

describe("reasons", () => {
  const entry = (changes: LedgerEntry["changes"], notes: LedgerEntry["notes"]): LedgerEntry => ({
    index: 9,
    round: 1,
    turn_of: 0,
    kind: "action",
    part: { part: "turn", round: 1, seat: 0 },
    label: "Ana: Action “Call a friend” (Talk)",
    changes,
    notes,
  });

  it("say a match bonus and a resolved Load card with the numbers that moved", () => {
    const r = actionReasons(
      entry(
        [
          {
            seat: 0,
            stat: "load",
            before: 5,
            after: 4,
            requested: -1,
            cause: { kind: "match_bonus" },
          },
          {
            seat: 0,
            stat: "load",
            before: 4,
            after: 2,
            requested: -2,
            cause: { kind: "load_resolved" },
          },
          {
            seat: 0,
            stat: "momentum",
            before: 1,
            after: 2,
            requested: 1,
            cause: { kind: "load_resolved" },
          },
        ],
        [],
      ),
    );
    expect(r.match).toBe(
      "Match bonus: Load 5 → 4. The Action's tag is one of the event's Helpful Approaches.",
    );
    expect(r.resolve).toBe(
      "Load resolved: Load 4 → 2, Momentum 1 → 2. The Action's tag is a Relief Approach of a held Load card, which is discarded.",
    );
    expect(r.recovery).toBeNull();
  });

  it("say why there was no match and no resolution", () => {
    const r = actionReasons(entry([], [{ kind: "no_match" }, { kind: "no_resolve" }]));
    expect(r.match).toMatch(/^No match bonus/);
    expect(r.resolve).toMatch(/^No Load card resolved/);
  });

  it("say where a track stopped at its end", () => {
    const clamped = {
      seat: 0,
      stat: "load",
      before: 9,
      after: 10,
      requested: 3,
      cause: { kind: "pressure" },
    } as const;
    expect(changeWords(clamped)).toBe("Load 9 → 10 (pressure +3, stopped at 10)");
    const groups = changesByPlayer(entry([clamped], []), () => "Ana");
    expect(groups).toEqual([
      { seat: 0, name: "Ana", changes: ["Load 9 → 10 (pressure +3, stopped at 10)"] },
    ]);
  });

  it("treat a card already discarded and an empty deck as warnings", () => {
    expect(isWarning({ kind: "card_in_discard", deck: "action", card: "a1" })).toBe(true);
    expect(isWarning({ kind: "deck_empty", deck: "life_happens" })).toBe(true);
    expect(isWarning({ kind: "no_match" })).toBe(false);
  });
});
