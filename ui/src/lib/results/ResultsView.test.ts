// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import ResultsView from "./ResultsView.svelte";
import {
  fourFinalGame,
  fourRound3Game,
  sixFinalGame,
  twoFinalGame,
  twoSampleGame,
} from "./fixtures";
import { ledgerGroups } from "./ledger";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";

function rankingRows() {
  const table = screen.getAllByRole("table")[0]!;
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      [...(r as HTMLTableRowElement).cells]
        .map((c) => c.textContent!.replace(/\s+/g, " ").trim())
        .join(" | "),
    );
}

describe("the ranking", () => {
  it("shows a shared win, shared places and each tie-break in words", () => {
    render(ResultsView, sixFinalGame);
    expect(screen.getByText("Shared win:").textContent).toContain("Ana and Eli");
    expect(rankingRows()).toEqual([
      "1st (shared) | Ana | 22 = (10 − 3) + 8 + 7 | 3 | 8 | 7 | same score, Load and Connection as Eli: place shared",
      "1st (shared) | Eli | 22 = (10 − 3) + 8 + 7 | 3 | 8 | 7 | same score, Load and Connection as Ana: place shared",
      "3rd | Dee | 20 = (10 − 3) + 9 + 4 | 3 | 9 | 4 | decided by score",
      "4th | Cal | 15 = (10 − 6) + 6 + 5 | 6 | 6 | 5 | same score as Fay and Ben: decided by Load (lower Load ranks higher)",
      "5th | Fay | 15 = (10 − 8) + 9 + 4 | 8 | 9 | 4 | same score and Load as Ben: decided by Connection (higher Connection ranks higher)",
      "6th | Ben | 15 = (10 − 8) + 7 + 6 | 8 | 7 | 6 | same score and Load as Fay: decided by Connection (higher Connection ranks higher)",
    ]);
  });

  it("names a single winner and the tie decided by Load", () => {
    render(ResultsView, twoFinalGame);
    const winner = twoFinalGame.view.standings.rows[0]!;
    expect(screen.getByText("Winner:").textContent).toContain(winner.name);
    const rows = rankingRows();
    expect(rows[0]).toMatch(/same score as \w+: decided by Load \(lower Load ranks higher\)$/);
    expect(rows[1]).toMatch(/same score as \w+: decided by Load/);
  });

  it("shows the tie decided by Connection", () => {
    render(ResultsView, fourFinalGame);
    expect(rankingRows().slice(0, 2)).toEqual([
      expect.stringMatching(/same score and Load as Ben: decided by Connection/),
      expect.stringMatching(/same score and Load as Dee: decided by Connection/),
    ]);
  });

  it("says standings part-way through a game can still change", () => {
    render(ResultsView, fourRound3Game);
    expect(screen.getByRole("heading", { name: "Standings so far" })).toBeTruthy();
    expect(screen.getByText(/not over yet/)).toBeTruthy();
  });

  it("labels the sample deck, and only the sample deck", () => {
    render(ResultsView, twoSampleGame);
    expect(screen.getByText("Sample deck, not the printed cards")).toBeTruthy();
    // Its file's own English name is not shown beside the note (in German it stood there in
    // English).
    const line = screen.getByText("Sample deck, not the printed cards").closest("p");
    expect(line?.textContent?.replace(/\s+/g, " ").trim()).toBe(
      "Sample deck, not the printed cards",
    );
  });

  it("does not call the printed cards a sample", () => {
    render(ResultsView, twoFinalGame);
    expect(screen.queryByText(/Sample deck/)).toBeNull();
  });
});

describe("the ledger", () => {
  it("lists a player's changes turn by turn, each with its cause", () => {
    render(ResultsView, twoFinalGame);
    const ben = twoFinalGame.view.players[1]!;
    fireEvent.click(screen.getByRole("button", { name: ben.name }));
    expect(screen.getByRole("button", { name: ben.name }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const turn = screen.getByRole("region", { name: `Round 3 · ${ben.name}'s turn` });
    expect(within(turn).getByText("Load 10 → 9 (recovery)")).toBeTruthy();
    expect(within(turn).getByText("Load 9 → 7 (Load resolved)")).toBeTruthy();
  });

  it("says when a track stopped at 10", () => {
    render(ResultsView, twoFinalGame);
    fireEvent.click(screen.getByRole("button", { name: twoFinalGame.view.players[1]!.name }));
    const stopped = screen.getAllByText(/stopped at 10\)$/);
    expect(stopped.map((li) => li.textContent!.trim())).toEqual([
      "Load 10 → 10 (Action +1, stopped at 10)",
      "Load 9 → 10 (pressure +3, stopped at 10)",
    ]);
    // Shown in bold: a number that did not move as far as the card said.
    expect(stopped.every((li) => li.classList.contains("stopped"))).toBe(true);
  });

  it("shows everyone's changes with names", () => {
    render(ResultsView, sixFinalGame);
    fireEvent.click(screen.getByRole("button", { name: "Everyone" }));
    const setup = screen.getByRole("region", { name: "Setup" });
    const lines = within(setup)
      .getAllByRole("listitem")
      .map((li) => li.textContent!.replace(/\s+/g, " ").trim());
    expect(lines).toContain("Ana: Load 2 → 3 (Load card drawn)");
  });

  it("keeps every change of the backend's ledger, split between the players", () => {
    const { ledger, view } = sixFinalGame;
    const all = ledger.reduce((n, e) => n + e.changes.length, 0);
    const perPlayer = view.players
      .map((p) => ledgerGroups(ledger, p.seat))
      .flat()
      .reduce((n, g) => n + g.lines.reduce((m, l) => m + l.changes.length, 0), 0);
    expect(perPlayer).toBe(all);
  });

  it("groups setup, turns and the round's end under their own headings", () => {
    const headings = ledgerGroups(twoFinalGame.ledger).map((g) => g.heading);
    expect(headings[0]).toBe("Setup");
    expect(headings).toContain("Round 1 · end of the round");
    expect(headings.filter((h) => h === "Setup")).toHaveLength(1);
  });
});

describe("accessibility", () => {
  it("has no serious problem on a finished 6-player game", async () => {
    const { container } = render(ResultsView, sixFinalGame);
    await expectNoSeriousAxeViolations(container);
  });
});
