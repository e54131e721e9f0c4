// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { describe, expect, it } from "vitest";
import type { QrResponse } from "../api";
import asEnteredJson from "../results/fixtures/six-final.qr.as_entered.json";
import initialsJson from "../results/fixtures/six-final.qr.initials.json";
import seatsJson from "../results/fixtures/six-final.qr.seat_numbers.json";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { mockBackend, requestOf, type Call } from "../app/testing/ipc";
import SharePanel from "./SharePanel.svelte";

const codes: Record<string, QrResponse> = {
  as_entered: asEnteredJson as QrResponse,
  initials: initialsJson as QrResponse,
  seat_numbers: seatsJson as QrResponse,
};
const settings = {
  theme: "system",
  text_size: "normal",
  export: { names: "as_entered", include_date: true },
};

function backend(extra: Record<string, (args: Record<string, unknown>) => unknown> = {}): Call[] {
  return mockBackend({
    settings_get: () => settings,
    results_code: (args) => codes[requestOf({ cmd: "", args }).names as string],
    results_qr: (args) => codes[requestOf({ cmd: "", args }).names as string],
    ...extra,
  });
}

describe("the share panel", () => {
  it("shows the backend's QR code large, with the text it holds", async () => {
    backend();
    const { container } = render(SharePanel, { sessionId: "s-six" });
    const code = await screen.findByRole("img", { name: /QR code of the results/ });
    expect(code.querySelector("svg")).not.toBeNull();
    expect(container.querySelector("pre")!.textContent).toBe(codes.as_entered!.text);
    expect(container.querySelector("pre")!.textContent).toContain("Shared win: Ana, Eli");
  });

  it("asks for the code again with initials and without the date", async () => {
    const calls = backend();
    const { container } = render(SharePanel, { sessionId: "s-six" });
    await screen.findByRole("img", { name: /QR code/ });
    await fireEvent.click(screen.getByRole("radio", { name: "Initials" }));
    await fireEvent.click(screen.getByRole("checkbox", { name: /date of the game/ }));
    await waitFor(() =>
      expect(requestOf(calls.filter((c) => c.cmd === "results_code").at(-1))).toMatchObject({
        id: "s-six",
        names: "initials",
        include_date: false,
      }),
    );
    await waitFor(() =>
      expect(container.querySelector("pre")!.textContent).toBe(codes.initials!.text),
    );
    expect(container.querySelector("pre")!.textContent).not.toContain("Ana");
  });

  it("starts from the facilitator's export defaults", async () => {
    const calls = mockBackend({
      settings_get: () => ({ ...settings, export: { names: "seat_numbers", include_date: false } }),
      results_code: (args) => codes[requestOf({ cmd: "", args }).names as string],
    });
    render(SharePanel, { sessionId: "s-six" });
    await screen.findByRole("img", { name: /QR code/ });
    expect(requestOf(calls.find((c) => c.cmd === "results_code"))).toMatchObject({
      names: "seat_numbers",
      include_date: false,
    });
    expect(
      (screen.getByRole("radio", { name: "Seat numbers only" }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("saves the files with the names chosen, each outcome below the buttons saying which file", async () => {
    const calls = backend({
      export_csv: () => "/home/facilitator/loadout-ledger.csv",
      session_export: () => {
        throw {
          code: "storage",
          message: "The file could not be written: the folder is read-only. Choose another folder.",
        };
      },
    });
    render(SharePanel, { sessionId: "s-six" });
    await screen.findByRole("img", { name: /QR code/ });
    await fireEvent.click(screen.getByRole("radio", { name: "Initials" }));
    await fireEvent.click(screen.getByRole("button", { name: "Save the ledger as CSV" }));
    const ok = await screen.findByRole("status");
    expect(ok.textContent).toContain(
      "Saved the ledger as a CSV file. It is at /home/facilitator/loadout-ledger.csv",
    );
    // Below every button (between them it pushed the next ones down under the finger).
    const print = screen.getByRole("button", { name: "Print the results sheet" });
    expect(print.compareDocumentPosition(ok) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No path: the app asks the facilitator where, in its own dialog.
    expect(requestOf(calls.find((c) => c.cmd === "export_csv"))).toEqual({
      id: "s-six",
      kind: "ledger",
      names: "initials",
    });

    await fireEvent.click(screen.getByRole("button", { name: "Save the whole session file" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The session file was not saved. The file could not");
    expect(print.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("saves the code as PNG, and says nothing when the facilitator closes the dialog", async () => {
    let answer: string | null = "game.png";
    const calls = backend({ results_qr_save: () => answer });
    render(SharePanel, { sessionId: "s-six" });
    await screen.findByRole("img", { name: /QR code/ });
    await fireEvent.click(screen.getByRole("button", { name: "Save the code as PNG" }));
    expect((await screen.findByRole("status")).textContent).toContain("PNG");
    const saved = calls.filter((c) => c.cmd === "results_qr_save").at(-1);
    expect(requestOf(saved)).toEqual({
      id: "s-six",
      names: "as_entered",
      include_date: true,
      image: "png",
    });

    answer = null;
    const before = calls.length;
    await fireEvent.click(screen.getByRole("button", { name: "Save the code as SVG" }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(requestOf(calls.at(-1))).toMatchObject({ image: "svg" });
    expect(screen.queryByText(/SVG picture/)).toBeNull();
  });

  it("has no serious accessibility problem", async () => {
    backend();
    const { container } = render(SharePanel, { sessionId: "s-six" });
    await screen.findByRole("img", { name: /QR code/ });
    await expectNoSeriousAxeViolations(container);
  });
});
