// @vitest-environment jsdom
// The app's table display window follows the session the main window shows: a session left or
// deleted there says so here, and the next one opened shows in the same window.
import { render, screen } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import { ScriptedGame, FOUR, stepWhere } from "../app/testing/backend";
import { appEmits, inWindow } from "../app/testing/ipc";
import TableWindow from "./TableWindow.svelte";

describe("the table display window", () => {
  it("says the session was closed when the main window leaves it, and shows the next one", async () => {
    const game = new ScriptedGame(
      FOUR,
      stepWhere(FOUR, (v) => v.phase.phase === "turn"),
    );
    inWindow("table");
    render(TableWindow, { props: { id: game.id } });
    expect(await screen.findAllByTestId(/^table-player-/)).toHaveLength(game.view.players.length);

    await appEmits("table-follow", null);
    expect(await screen.findByText("This session was closed")).toBeTruthy();
    expect(screen.queryByTestId("table-player-0")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("next session");

    await appEmits("table-follow", game.id);
    expect(await screen.findAllByTestId(/^table-player-/)).toHaveLength(game.view.players.length);
    expect(screen.queryByText("This session was closed")).toBeNull();
  });
});
