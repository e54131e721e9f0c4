// @vitest-environment jsdom
// The play screen on a session the tracker played with other rules than v1.1's
// (crates/words/tests/ui_fixtures.rs `changed_rules`): every number the screen states must be
// the session's, with no UI file changed. With v1.1's numbers written into the UI, each of these
// would say 3 Action cards, 1 Brotherhood card, +1 Load or 1 Load off instead.
import { fireEvent, render, screen, within } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import { CHANGED_RULES, ScriptedGame, stepWhere } from "../app/testing/backend";
import PlayScreen from "./PlayScreen.svelte";

async function openAt(at: number) {
  const game = new ScriptedGame(CHANGED_RULES, at);
  render(PlayScreen, { props: { id: game.id, onhome: vi.fn(), onresults: vi.fn() } });
  await screen.findByTestId("prompt");
  return game;
}

describe("a session played with changed rules", () => {
  it("says what to deal from the session's hand sizes", async () => {
    await openAt(0);
    expect(
      screen.getByText(
        "Deal each player 4 Action cards and 2 Brotherhood cards. Then draw a Load card face up for each player.",
      ),
    ).toBeTruthy();
  });

  it("says a Load card drawn during play adds the session's Load", async () => {
    await openAt(CHANGED_RULES.steps.length - 1);
    await fireEvent.click(screen.getByRole("button", { name: "Load card" }));
    const dialog = screen.getByRole("dialog", { name: "Load card for a player" });
    expect(within(dialog).getByText(/^When a card says to draw a Load card/).textContent).toBe(
      "When a card says to draw a Load card: choose the player, then the card drawn (+2 Load).",
    );
  });

  it("skips an overloaded player's Life Happens and takes the session's recovery off", async () => {
    const at = stepWhere(CHANGED_RULES, (v) => v.phase.phase === "turn" && v.phase.overloaded);
    await openAt(at);
    expect(screen.getByTestId("overloaded-skip").textContent!.trim()).toBe(
      "Step 1 skipped: Ana began this turn at Load 10 (overloaded), so no Life Happens card is drawn. After the Action, recovery takes 2 Load off.",
    );
  });

  it("refills to the session's Action hand and shows the recovery it applied", async () => {
    await openAt(CHANGED_RULES.steps.length - 1);
    expect(screen.getByText("Ana draws back up to 4 Action cards.")).toBeTruthy();
    expect(screen.getByTestId("reason-match_bonus").textContent).toMatch(
      /Recovery: Load 9 → 7\. The turn began at Load 10\./,
    );
  });
});
