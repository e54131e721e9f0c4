import { describe, expect, it } from "vitest";
import { nameProblem, NewSessionForm, type SeatRow } from "./newSession.svelte";

const rows = (...names: string[]): SeatRow[] => names.map((name, key) => ({ key, name }));

describe("nicknames", () => {
  it("refuses an empty name, a long one, and one already at the table ignoring case", () => {
    expect(nameProblem(rows("  ", "Ben"), 0)).toBe("Enter a nickname.");
    expect(nameProblem(rows("x".repeat(25), "Ben"), 0)).toBe("Use at most 24 characters.");
    expect(nameProblem(rows("x".repeat(24), "Ben"), 0)).toBeNull();
    expect(nameProblem(rows("Ana", " ana "), 1)).toBe(
      "“Ana” is already at the table: use another nickname.",
    );
    // The first of two equal names is fine: the problem shows on the repeat.
    expect(nameProblem(rows("Ana", "ana"), 0)).toBeNull();
  });
});

describe("the form", () => {
  it("shows a repeated name at once but an empty one only after it was left", () => {
    const form = new NewSessionForm();
    form.rows[0]!.name = "Ana";
    form.rows[1]!.name = "ANA";
    expect(form.shownProblem(1)).toContain("already at the table");
    form.rows[1]!.name = "";
    expect(form.shownProblem(1)).toBeNull();
    form.touch(form.rows[1]!.key);
    expect(form.shownProblem(1)).toBe("Enter a nickname.");
  });

  it("keeps 2 to 6 seats", () => {
    const form = new NewSessionForm();
    form.remove(0);
    expect(form.rows).toHaveLength(2);
    for (let i = 0; i < 10; i++) form.add();
    expect(form.rows).toHaveLength(6);
    expect(form.add()).toBeNull();
  });

  it("moves seats, and the chosen starting player moves with their seat", () => {
    const form = new NewSessionForm();
    form.add();
    ["Ana", "Ben", "Cal"].forEach((n, i) => (form.rows[i]!.name = n));
    form.starter = 0;
    form.move(0, 1);
    expect(form.rows.map((r) => r.name)).toEqual(["Ben", "Ana", "Cal"]);
    expect(form.starter).toBe(1);
    form.remove(0);
    expect(form.starter).toBe(0);
    form.remove(0);
    // Never fewer than two seats: Ana stays.
    expect(form.rows.map((r) => r.name)).toEqual(["Ana", "Cal"]);
  });

  it("sends a starter removed with their seat back to random", () => {
    const form = new NewSessionForm();
    form.add();
    form.starter = 2;
    form.remove(2);
    expect(form.starter).toBe("random");
  });

  it("is ready with valid names and a catalog, and builds the backend request", () => {
    const form = new NewSessionForm();
    form.rows[0]!.name = " Ana ";
    form.rows[1]!.name = "Ben";
    expect(form.ready).toBe(false);
    form.catalogId = "sample";
    expect(form.ready).toBe(true);
    form.realTalk = true;
    expect(form.request()).toEqual({
      players: ["Ana", "Ben"],
      real_talk: true,
      catalog_id: "sample",
      starting_seat: "random",
    });
    form.starter = 1;
    expect(form.request().starting_seat).toEqual({ seat: 1 });
  });
});
