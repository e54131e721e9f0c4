// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/svelte";
import { tick } from "svelte";
import { describe, expect, it, vi } from "vitest";
import { useTransport, type Transport } from "../api";
import { about } from "../app/about.svelte";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { ScriptedGame, TWO } from "../app/testing/backend";
import StartScreen from "./StartScreen.svelte";

const aboutAnswer = {
  name: "Loadout Companion",
  version: "0.1.0",
  rules_edition: "v1.1",
  sample_deck: "Sample deck (not the printed cards)",
};
const resume = {
  id: "2025-05-17-ana-ben",
  created: "2025-05-17T14:00:00Z",
  updated: "2025-05-17T15:00:00Z",
  players: ["Ana", "Ben"],
  round: 3,
  rounds: 6,
  finished: false,
  winners: [],
  catalog: { name: "Sample deck (not the printed cards)", version: "1", sample: true },
  log_len: 20,
};

/** The backend's `app_state` answer: all well, with `state` over it. */
function homeState(state: Record<string, unknown>) {
  return {
    data_dir: "/data",
    damaged_sessions: 0,
    storage_problem: null,
    folder_in_use: false,
    settings_problem: null,
    ...state,
  };
}

/** The start screen on a backend whose `app_state` is `answer` (a value, or a later promise). */
function setup(state: Record<string, unknown>, answer: () => unknown = () => homeState(state)) {
  new ScriptedGame(TWO, 0, { app_info: () => aboutAnswer, app_state: answer });
  const props = {
    onresume: vi.fn(),
    onnew: vi.fn(),
    onsessions: vi.fn(),
    oncatalogs: vi.fn(),
    onsettings: vi.fn(),
  };
  render(StartScreen, { props });
  return props;
}

describe("the start screen", () => {
  it("offers to resume the unfinished game", async () => {
    const props = setup({ resume });
    const button = await screen.findByRole("button", { name: /Resume the unfinished game/ });
    expect(button.textContent).toContain("Ana, Ben · round 3 of 6");
    await fireEvent.click(button);
    expect(props.onresume).toHaveBeenCalledWith(resume.id);
  });

  it("routes to a new session, past sessions, catalogs and settings", async () => {
    const props = setup({ resume: null });
    await screen.findByTestId("app-version");
    expect(screen.queryByRole("button", { name: /Resume/ })).toBeNull();
    for (const [name, handler] of [
      ["New session", props.onnew],
      ["Past sessions", props.onsessions],
      ["Catalogs", props.oncatalogs],
      ["Settings", props.onsettings],
    ] as const) {
      await fireEvent.click(screen.getByRole("button", { name }));
      expect(handler).toHaveBeenCalledOnce();
    }
  });

  it("shows no button until it knows what to offer, so none moves under a finger", async () => {
    let answer: (state: unknown) => void = () => {};
    setup({}, () => new Promise((resolve) => (answer = resolve)));
    await screen.findByTestId("app-version");
    // A tap now would land where Resume is about to appear.
    expect(screen.queryByRole("button", { name: "New session" })).toBeNull();
    answer(homeState({ damaged_sessions: 1, resume }));
    await screen.findByRole("button", { name: /Resume the unfinished game/ });
    expect(screen.getByRole("button", { name: "New session" })).toBeTruthy();
  });

  it("asks what to offer and in which language at once, and says nothing before that language", async () => {
    // Both questions go out together (a start that asked one after the other answered would put
    // a second round trip before the first tap), and no word shows until the app's language is
    // on screen: a German table never sees the start screen in English first.
    about.reset();
    let answerInfo: (info: unknown) => void = () => {};
    let stateAnswered: Promise<unknown> | null = null;
    const game = new ScriptedGame(TWO, 0, {
      app_info: () => new Promise((resolve) => (answerInfo = resolve)),
      app_state: () => (stateAnswered = Promise.resolve(homeState({ resume: null }))),
    });
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(document.body.textContent ?? ""));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      render(StartScreen, {
        props: {
          onresume: vi.fn(),
          onnew: vi.fn(),
          onsessions: vi.fn(),
          oncatalogs: vi.fn(),
          onsettings: vi.fn(),
        },
      });
      expect(game.calls.map((c) => c.cmd)).toEqual(
        expect.arrayContaining(["app_info", "app_state"]),
      );
      // What to offer is known, the language not yet: the icon and the app's name only.
      expect(stateAnswered).not.toBeNull();
      await stateAnswered;
      await tick();
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(screen.getByRole("main").textContent?.trim()).toBe("Loadout Companion");
      answerInfo({ ...aboutAnswer, lang: "de" });
      await screen.findByRole("button", { name: "Neue Sitzung" });
      expect(screen.getByRole("button", { name: "Frühere Sitzungen" })).toBeTruthy();
      expect(screen.getByTestId("app-version").textContent).toBe("0.1.0");
      expect(
        seen.filter((text) => /New session|Past sessions|Record the cards/.test(text)),
      ).toEqual([]);
      expect(game.calls.filter((c) => c.cmd === "app_state")).toHaveLength(1);
    } finally {
      watch.disconnect();
    }
  });

  it("says when saving will fail", async () => {
    setup({ resume: null, storage_problem: "The data folder is read-only: games can't be saved." });
    expect((await screen.findByRole("alert")).textContent).toContain("read-only");
  });

  it("offers nothing that writes while another copy of the app holds the data folder", async () => {
    setup({
      resume,
      folder_in_use: true,
      storage_problem: "Another copy of Loadout Companion is using the data folder (/data).",
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Another copy");
    await screen.findByTestId("app-version");
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("offers the owner's buttons once the tab that held the storage closes (the web app)", async () => {
    let held = true;
    // The web app's transport (api/web) tells the page when its worker has taken the storage.
    let took: (() => void) | undefined;
    const ipc = useTransport({
      call: (command, req) => ipc.call(command, req),
      subscribeStorage: (listener) => {
        took = listener;
        return () => (took = undefined);
      },
    } satisfies Transport);
    setup({}, () =>
      held
        ? homeState({
            resume,
            folder_in_use: true,
            storage_problem: "Loadout Companion is open in another tab or window of this browser.",
          })
        : homeState({ resume }),
    );
    try {
      await screen.findByText(/open in another tab/);
      await tick();
      expect(screen.queryAllByRole("button")).toEqual([]);
      expect(took, "the screen listens while another tab holds the storage").toBeDefined();

      held = false;
      took!();
      await screen.findByRole("button", { name: /Resume the unfinished game/ });
      expect(screen.getByRole("button", { name: "New session" })).toBeTruthy();
      expect(screen.queryByText(/open in another tab/)).toBeNull();
      expect(took, "and stops listening once it owns it").toBeUndefined();
    } finally {
      useTransport(ipc);
    }
  });

  it("says when the settings file can't be read", async () => {
    setup({ resume: null, settings_problem: "The settings file (settings.json) can't be read." });
    expect(await screen.findByText(/settings\.json/)).toBeTruthy();
  });

  it("has no serious axe violation", async () => {
    setup({ resume });
    await screen.findByRole("button", { name: /Resume/ });
    await expectNoSeriousAxeViolations();
  });
});
