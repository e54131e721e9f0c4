// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import type { QrResponse } from "../api";
import CatalogsScreen from "../catalogs/CatalogsScreen.svelte";
import ResultsScreen from "../results/ResultsScreen.svelte";
import { sixFinalGame } from "../results/fixtures";
import qrJson from "../results/fixtures/six-final.qr.as_entered.json";
import { mockBackend } from "../app/testing/ipc";
import SessionsScreen from "../sessions/SessionsScreen.svelte";
import SettingsScreen from "../settings/SettingsScreen.svelte";
import NewSession from "../setup/NewSession.svelte";

const sizes = { load: 12, life_happens: 20, action: 24, brotherhood: 8, turning_point: 8 };

function backend() {
  mockBackend({
    session_view: () => ({
      id: "s",
      view: sixFinalGame.view,
      catalog_id: null,
      unsaved: false,
      revision: 0,
      said: null,
    }),
    ledger: () => sixFinalGame.ledger,
    results_code: () => qrJson as QrResponse,
    settings_get: () => ({
      theme: "system",
      text_size: "normal",
      export: { names: "as_entered", include_date: true },
    }),
    session_list: () => ({ sessions: [], damaged: [] }),
    catalog_list: () => ({
      catalogs: [
        {
          id: "sample",
          name: "Sample",
          version: "1",
          sample: true,
          deck_sizes: sizes,
          problems: 0,
        },
      ],
      damaged: [],
      drafts: [],
    }),
    catalog_validate: () => [],
  });
}

// Every full-page screen but the start and play screens, as the facilitator opens it.
const SCREENS: [string, () => unknown, string][] = [
  ["Results", () => render(ResultsScreen, { sessionId: "s", onBack: vi.fn() }), "results"],
  ["Past sessions", () => render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() }), "sessions"],
  ["Card catalogs", () => render(CatalogsScreen, { onBack: vi.fn() }), "catalogs"],
  [
    "New catalog",
    async () => {
      render(CatalogsScreen, { onBack: vi.fn() });
      await fireEvent.click(
        await screen.findByRole("button", { name: "New catalog from scratch" }),
      );
    },
    "catalog-editor",
  ],
  ["Settings", () => render(SettingsScreen, { onBack: vi.fn() }), "settings"],
  ["New session", () => render(NewSession, { onstarted: vi.fn(), oncancel: vi.fn() }), "new"],
];

/** Opens the screen and waits for its heading. */
async function show(open: () => unknown, title: string): Promise<HTMLElement> {
  await open();
  return screen.findByRole("heading", { level: 1, name: title });
}

describe.each(SCREENS)("the %s page", (title, open, name) => {
  it("says which screen it is and, once what it shows has come, that it is ready", async () => {
    backend();
    await show(open, title);
    const main = screen.getByRole("main");
    expect(main.dataset.screen).toBe(name);
    await waitFor(() => expect(main.getAttribute("aria-busy")).toBeNull());
  });

  it("is the page's main content, in the shared page frame", async () => {
    backend();
    await show(open, title);
    const main = screen.getByRole("main");
    expect(main.classList.contains("page")).toBe(true);
    expect(main.querySelector("h1")?.textContent).toBe(title);
  });

  it("has its Back button first on the heading's line", async () => {
    backend();
    const heading = await show(open, title);
    const line = heading.parentElement!;
    expect(line.tagName).toBe("HEADER");
    expect(line.parentElement).toBe(screen.getByRole("main"));
    const back = line.firstElementChild as HTMLElement;
    expect(back.tagName).toBe("BUTTON");
    expect(back.textContent).toMatch(/^Back/);
    expect(back.nextElementSibling).toBe(heading);
  });
});

describe("a screen that loads what it shows", () => {
  it("is busy until the list has come, so that a test reading it waits", async () => {
    let answer: (list: unknown) => void = () => {};
    mockBackend({
      session_list: () => new Promise((resolve) => (answer = resolve)),
    });
    render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() });
    await screen.findByRole("heading", { level: 1, name: "Past sessions" });
    const main = screen.getByRole("main");
    expect(main.getAttribute("aria-busy")).toBe("true");
    answer({ sessions: [], damaged: [] });
    await waitFor(() => expect(main.getAttribute("aria-busy")).toBeNull());
    expect(screen.getByText("No sessions yet.", { exact: false })).toBeTruthy();
  });
});
