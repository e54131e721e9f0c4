// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/svelte";
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
const SCREENS: [string, () => unknown][] = [
  ["Results", () => render(ResultsScreen, { sessionId: "s", onBack: vi.fn() })],
  ["Past sessions", () => render(SessionsScreen, { onBack: vi.fn(), onOpen: vi.fn() })],
  ["Card catalogs", () => render(CatalogsScreen, { onBack: vi.fn() })],
  [
    "New catalog",
    async () => {
      render(CatalogsScreen, { onBack: vi.fn() });
      await fireEvent.click(
        await screen.findByRole("button", { name: "New catalog from scratch" }),
      );
    },
  ],
  ["Settings", () => render(SettingsScreen, { onBack: vi.fn() })],
  ["New session", () => render(NewSession, { onstarted: vi.fn(), oncancel: vi.fn() })],
];

/** Opens the screen and waits for its heading. */
async function show(open: () => unknown, title: string): Promise<HTMLElement> {
  await open();
  return screen.findByRole("heading", { level: 1, name: title });
}

describe.each(SCREENS)("the %s page", (title, open) => {
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
