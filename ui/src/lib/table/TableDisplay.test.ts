// @vitest-environment jsdom
// The table display says the session's printed terms, as the play screen does, and says a
// Turning Point once.
import { render, screen } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import { ScriptedGame, FOUR, PRINTED, stepWhere } from "../app/testing/backend";
import TableDisplay from "./TableDisplay.svelte";

describe("the table display", () => {
  it("names the tracks as the session's cards print them", async () => {
    const game = new ScriptedGame(
      PRINTED,
      stepWhere(PRINTED, (v) => v.phase.phase === "turn"),
    );
    render(TableDisplay, { props: { id: game.id } });
    const load = await screen.findAllByRole("meter", { name: "Belastung" });
    expect(load).toHaveLength(game.view.players.length);
    const momentum = screen.getAllByRole("meter", { name: "Antrieb" });
    // The printed word whole, never the app's abbreviation of its own word.
    expect(momentum[0]!.querySelector(".short")?.textContent).toBe("Antrieb");
    expect(
      screen.getAllByRole("meter", { name: "Connection" })[0]!.querySelector(".short")?.textContent,
    ).toBe("Conn.");
  });

  it("says a Turning Point once, after its round", async () => {
    const at = stepWhere(
      FOUR,
      (v) => v.latest?.kind === "turning_point" && v.phase.phase === "turn",
    );
    const game = new ScriptedGame(FOUR, at);
    render(TableDisplay, { props: { id: game.id } });
    const box = await screen.findByTestId("table-turning-point");
    const text = box.querySelector(".label")?.textContent ?? "";
    // "Last change: Round 1: Turning Point “…” for …", not "Turning Point: Round 1: Turning Point…".
    expect(text).toContain(game.view.latest!.label);
    expect(text.split("Turning Point").length - 1).toBe(1);
  });
});
