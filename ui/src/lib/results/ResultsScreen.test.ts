// @vitest-environment jsdom
import { render, screen } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import type { QrResponse } from "../api";
import qrJson from "./fixtures/six-final.qr.as_entered.json";
import ResultsScreen from "./ResultsScreen.svelte";
import { fourFinalGame, sixFinalGame } from "./fixtures";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { mockBackend, requestOf } from "../app/testing/ipc";

const settings = {
  theme: "system",
  text_size: "normal",
  export: { names: "as_entered", include_date: true },
};

function backend(extra: Record<string, (args: Record<string, unknown>) => unknown> = {}) {
  return mockBackend({
    session_view: (args) => ({
      id: requestOf({ cmd: "", args }).id,
      view: sixFinalGame.view,
      catalog_id: null,
      unsaved: false,
    }),
    ledger: () => sixFinalGame.ledger,
    settings_get: () => settings,
    results_code: () => qrJson as QrResponse,
    ...extra,
  });
}

describe("the results screen", () => {
  it("loads the session and shows ranking, chart, sharing and ledger", async () => {
    const calls = backend();
    render(ResultsScreen, { sessionId: "s-six", onBack: vi.fn() });
    expect(await screen.findByRole("heading", { name: "Final ranking" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Why each number moved" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Take the results home" })).toBeTruthy();
    expect(screen.getAllByRole("img", { name: /^Load of each player/ }).length).toBeGreaterThan(0);
    expect(requestOf(calls.find((c) => c.cmd === "ledger"))).toEqual({ id: "s-six" });
  });

  it("says the catalog's printed terms", async () => {
    const printed = [{ id: "load", one: "Belastung", other: "Belastung" }];
    backend({
      session_view: () => ({
        id: "s-six",
        view: { ...sixFinalGame.view, printed_terms: printed },
        catalog_id: null,
      }),
    });
    render(ResultsScreen, { sessionId: "s-six", onBack: vi.fn() });
    await screen.findByRole("heading", { name: "Final ranking" });
    expect(
      screen.getAllByRole("img", { name: /^Belastung of each player/ }).length,
    ).toBeGreaterThan(0);
    expect(screen.queryAllByRole("img", { name: /^Load of each player/ })).toEqual([]);
  });

  it("puts a print-only sheet with ranking, chart and QR code at the end of the page", async () => {
    backend();
    render(ResultsScreen, { sessionId: "s-six", onBack: vi.fn() });
    await screen.findByRole("img", { name: /QR code/ });
    const sheet = document.body.lastElementChild!;
    expect(sheet.classList.contains("print-sheet")).toBe(true);
    expect(sheet.textContent).toContain("Final ranking");
    expect(sheet.querySelectorAll("svg.track-panel")).toHaveLength(3);
    await vi.waitFor(() => expect(sheet.querySelector(".qr svg")).not.toBeNull());
  });

  it("prints the session's label, its day and each player's tracks", async () => {
    backend({
      session_view: () => ({ id: "s-four", view: fourFinalGame.view, catalog_id: null }),
      ledger: () => fourFinalGame.ledger,
    });
    render(ResultsScreen, { sessionId: "s-four", onBack: vi.fn() });
    await screen.findByRole("heading", { name: "Final ranking" });
    const sheet = document.body.lastElementChild as HTMLElement;
    const day = new Date(2026, 11, 3).toLocaleDateString("en-GB", { dateStyle: "medium" });
    expect(sheet.querySelector("header")!.textContent).toContain(`Thursday group · ${day}`);
    // The sheet is aria-hidden on screen: its table is read from the markup.
    const tracks = [...sheet.querySelectorAll(".tracks tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent!.trim()),
    );
    expect(tracks).toEqual(
      fourFinalGame.view.players.map((p) => [
        p.name,
        String(p.load),
        String(p.connection),
        String(p.momentum),
        String(p.shield),
        String(p.score),
      ]),
    );
    expect(sheet.querySelector(".tracks h2")!.textContent!.trim()).toBe(
      "Each player's tracks at the end",
    );
  });

  it("prints no label or day for a session from before they were kept", async () => {
    backend();
    render(ResultsScreen, { sessionId: "s-six", onBack: vi.fn() });
    await screen.findByRole("heading", { name: "Final ranking" });
    const sheet = document.body.lastElementChild as HTMLElement;
    expect(sheet.querySelector(".session")).toBeNull();
    expect(sheet.querySelectorAll(".tracks tbody tr")).toHaveLength(6);
  });

  it("says why the session could not be opened, with a way to try again", async () => {
    backend({
      session_view: () => {
        throw { code: "not_found", message: "This session is no longer on this device." };
      },
    });
    render(ResultsScreen, { sessionId: "gone", onBack: vi.fn() });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("no longer on this device");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("has no serious accessibility problem", async () => {
    backend();
    render(ResultsScreen, { sessionId: "s-six", onBack: vi.fn() });
    await screen.findByRole("img", { name: /QR code/ });
    await expectNoSeriousAxeViolations(document.body);
  });
});
