// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/svelte";
import { describe, expect, it, vi } from "vitest";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { mockBackend, requestOf } from "../app/testing/ipc";
import SettingsScreen from "./SettingsScreen.svelte";

const saved = {
  theme: "system",
  text_size: "normal",
  export: { names: "as_entered", include_date: true },
};

describe("settings", () => {
  it("saves each choice at once and hands it to the shell", async () => {
    const calls = mockBackend({
      settings_get: () => saved,
      settings_set: (args) => requestOf({ cmd: "", args }).settings,
    });
    const onChange = vi.fn();
    render(SettingsScreen, { onBack: vi.fn(), onChange });
    await fireEvent.click(await screen.findByRole("radio", { name: "Dark" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ...saved, theme: "dark" }));
    await fireEvent.click(screen.getByRole("radio", { name: "Initials" }));
    await fireEvent.click(screen.getByRole("checkbox", { name: /date of the game/ }));
    await waitFor(() =>
      expect(requestOf(calls.filter((c) => c.cmd === "settings_set").at(-1)).settings).toEqual({
        theme: "dark",
        text_size: "normal",
        export: { names: "initials", include_date: false },
      }),
    );
  });

  it("shows a failed save next to the choice and keeps the saved value", async () => {
    mockBackend({
      settings_get: () => saved,
      settings_set: () => {
        throw { code: "storage", message: "The settings could not be saved: the disk is full." };
      },
    });
    render(SettingsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("radio", { name: "Larger" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("disk is full");
    expect(alert.closest("fieldset")!.querySelector("legend")!.textContent).toBe("Text size");
    expect((screen.getByRole("radio", { name: "Normal" }) as HTMLInputElement).checked).toBe(true);
  });

  it("has no serious accessibility problem", async () => {
    mockBackend({ settings_get: () => saved });
    const { container } = render(SettingsScreen, { onBack: vi.fn() });
    await screen.findByRole("radio", { name: "Dark" });
    await expectNoSeriousAxeViolations(container);
  });
});
