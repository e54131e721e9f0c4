// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import { sixFinalGame, fourRound3Game, twoSampleGame } from "../results/fixtures";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { mockBackend, requestOf } from "../app/testing/ipc";
import SessionsScreen from "./SessionsScreen.svelte";

// Summaries as the shell derives them from each session's view.
const six = sixFinalGame.view;
const four = fourRound3Game.view;
const list = {
  sessions: [
    {
      id: "s-six",
      created: "2025-05-24T10:00:00Z",
      updated: "2025-05-24T12:15:00Z",
      players: six.players.map((p) => p.name),
      round: six.round,
      rounds: six.rounds,
      finished: true,
      winners: ["Ana", "Eli"],
      catalog: six.catalog,
      log_len: six.log_len,
      label: null,
      date: null,
    },
    {
      id: "s-four",
      created: "2025-05-20T18:30:00Z",
      updated: null,
      players: four.players.map((p) => p.name),
      round: four.round,
      rounds: four.rounds,
      finished: false,
      winners: [],
      catalog: twoSampleGame.view.catalog,
      log_len: four.log_len,
      label: four.label,
      date: four.date,
    },
  ],
  damaged: [
    {
      file_name: "2025-05-01-1200.json",
      code: "damaged_file",
      message: "This file is not a readable Loadout session: not JSON.",
    },
  ],
};

describe("past sessions", () => {
  it("lists a session with no step recorded as not started, not as round 1", async () => {
    const fresh = { ...list.sessions[1]!, id: "s-fresh", round: 1, log_len: 0, label: null };
    mockBackend({ session_list: () => ({ sessions: [fresh], damaged: [] }) });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    const [item] = await screen.findAllByRole("listitem");
    const text = item!.textContent!.replace(/\s+/g, " ");
    expect(text).toContain("Not started");
    expect(text).not.toContain("Round 1 of 6");
  });

  it("names a session by its label, also to a screen reader", async () => {
    mockBackend({ session_list: () => list });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    const items = await screen.findAllByRole("listitem");
    expect(items[1]!.querySelector("strong")!.textContent).toBe("Thursday group");
    expect(items[0]!.textContent).not.toContain("Thursday group");
    expect(
      screen.getByRole("button", { name: "Resume: Thursday group, Ana, Ben, Cal and Dee" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Delete: Thursday group, Ana, Ben, Cal and Dee" }),
    ).toBeTruthy();
  });

  it("lists date, players, round reached, finished and winners, and damaged files by name", async () => {
    mockBackend({ session_list: () => list });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    const items = await screen.findAllByRole("listitem");
    const first = items[0]!.textContent!.replace(/\s+/g, " ");
    expect(first).toContain("2025");
    expect(first).toContain("Ana, Ben, Cal, Dee, Eli and Fay");
    expect(first).toContain("Finished · Shared win: Ana and Eli");
    const second = items[1]!.textContent!.replace(/\s+/g, " ");
    expect(second).toContain(`Round ${four.round} of 6, not finished`);
    expect(second).toContain("Sample deck, not the printed cards");
    expect(screen.getByText("2025-05-01-1200.json").parentElement!.textContent).toContain(
      "damaged",
    );
  });

  it("opens a finished session's results or its play screen to correct it, and resumes an unfinished one", async () => {
    mockBackend({ session_list: () => list });
    const onOpen = vi.fn();
    render(SessionsScreen, { onBack: vi.fn(), onOpen });
    // Each button's name starts with the word it shows (WCAG 2.5.3), then whose game it is.
    await fireEvent.click(
      await screen.findByRole("button", { name: "Results: Ana, Ben, Cal, Dee, Eli and Fay" }),
    );
    await fireEvent.click(
      screen.getByRole("button", { name: "Correct a step: Ana, Ben, Cal, Dee, Eli and Fay" }),
    );
    await fireEvent.click(screen.getByRole("button", { name: /^Resume: / }));
    // An unfinished game has nothing to correct from here: it is resumed.
    expect(screen.getAllByRole("button", { name: /^Correct a step: / })).toHaveLength(1);
    expect(onOpen.mock.calls).toEqual([
      ["s-six", "results"],
      // Correcting opens the play screen with the history, where a step is corrected.
      ["s-six", "correct"],
      ["s-four", "play"],
    ]);
  });

  it("deletes only after a confirmation", async () => {
    const calls = mockBackend({
      session_list: () => list,
      session_delete: () => ({ ...list, sessions: list.sessions.slice(1) }),
    });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    const del = await screen.findAllByRole("button", { name: /^Delete:/ });
    await fireEvent.click(del[0]!);
    expect(calls.some((c) => c.cmd === "session_delete")).toBe(false);
    // The question takes the keyboard focus, on the safe answer.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Keep it" }));
    await fireEvent.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(screen.queryByText(/Shared win/)).toBeNull());
    expect(requestOf(calls.find((c) => c.cmd === "session_delete"))).toEqual({ id: "s-six" });
  });

  it("keeps the session when the question is answered Keep it, back on its Delete button", async () => {
    const calls = mockBackend({ session_list: () => list });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    const del = (await screen.findAllByRole("button", { name: /^Delete:/ }))[1]!;
    await fireEvent.click(del);
    expect(screen.getByRole("alertdialog").textContent).toContain("Ana, Ben, Cal and Dee");
    await fireEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(document.activeElement).toBe(del);
    expect(calls.some((c) => c.cmd === "session_delete")).toBe(false);
    expect(screen.getAllByRole("button", { name: /^Delete:/ })).toHaveLength(2);
  });

  it("refuses a damaged session file next to the import button, saying why", async () => {
    mockBackend({
      session_list: () => list,
      session_import: () => {
        throw {
          code: "damaged_file",
          message:
            "This file is not a readable Loadout session: step 14 (round 2, Ben's Action) does not fit the game. Nothing was changed; open another file.",
        };
      },
    });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: "Import a session file" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("step 14");
    expect(alert.previousElementSibling?.tagName).toBe("HEADER");
  });

  it("opens an imported session", async () => {
    mockBackend({
      session_list: () => list,
      session_import: () => ({
        id: "s-new",
        view: six,
        catalog_id: null,
        unsaved: false,
        revision: 0,
        said: null,
      }),
    });
    const onOpen = vi.fn();
    render(SessionsScreen, { onBack: vi.fn(), onOpen });
    await fireEvent.click(await screen.findByRole("button", { name: "Import a session file" }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith("s-new", "results"));
  });

  it("has no serious accessibility problem", async () => {
    mockBackend({ session_list: () => list });
    const { container } = render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    await screen.findAllByRole("listitem");
    await expectNoSeriousAxeViolations(container);
  });
});
