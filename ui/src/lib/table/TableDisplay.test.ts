// @vitest-environment jsdom
// The table display says the session's printed terms, as the play screen does.
import { render, screen } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import { ScriptedGame, PRINTED, stepWhere } from "../app/testing/backend";
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
});
