// @vitest-environment jsdom
// The app's window says a session's printed terms on that session's screens only: back on a
// screen without a session (start, settings, catalogs, past sessions) it says the glossary's words.
import { fireEvent, render, screen } from "@testing-library/svelte";
import { afterEach, describe, expect, it } from "vitest";
import App from "./App.svelte";
import type { AppState, View } from "./lib/api";
import { nav } from "./lib/app/nav.svelte";
import { ScriptedGame, stepWhere, TWO } from "./lib/app/testing/backend";
import { t } from "./lib/i18n/index.svelte";

const HOME: AppState = {
  data_dir: "/data",
  resume: null,
  damaged_sessions: 0,
  storage_problem: null,
  folder_in_use: false,
  settings_problem: null,
};

afterEach(() => nav.home());

describe("the app's window", () => {
  it("says a session's printed terms on its play screen, and the glossary's words at home", async () => {
    const at = stepWhere(TWO, (v) => v.phase.phase === "turn");
    const printedView = (view: View): View => ({
      ...view,
      printed_terms: [{ id: "load", one: "Belastung", other: "Belastung" }],
    });
    const game: ScriptedGame = new ScriptedGame(TWO, at, {
      app_state: () => HOME,
      session_open: () => game.response(printedView(game.view)),
      session_view: () => game.response(printedView(game.view)),
      ledger: () => TWO.history.slice(0, game.view.log_len),
      share_stop: () => null,
    });
    render(App, { props: { role: { kind: "desktop" } } });
    await screen.findByRole("heading", { level: 1 });

    nav.go({ name: "play", id: game.id });
    // The play screen loads when first shown: give its chunk time to come.
    const shown = await screen.findAllByRole("meter", { name: "Belastung" }, { timeout: 20_000 });
    expect(shown.length).toBeGreaterThan(0);
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");

    // The same session's results keep them.
    nav.go({ name: "results", id: game.id });
    await screen.findByRole("heading", { name: "Standings" }, { timeout: 20_000 });
    expect(t("stat-name", { stat: "load" })).toBe("Belastung");
    nav.back();
    await screen.findAllByRole("meter", { name: "Belastung" }, { timeout: 20_000 });

    await fireEvent.click(screen.getByRole("button", { name: "Leave the game (it is saved)" }));
    await screen.findByRole("button", { name: "New session" });
    expect(t("stat-name", { stat: "load" })).toBe("Load");
  });
});
