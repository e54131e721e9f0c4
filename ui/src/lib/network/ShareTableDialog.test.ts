// @vitest-environment jsdom
// The share dialog in the web app (issue #25, `vite build --mode web`): the browser opens the table
// display in a window of its own, but has no network server: the dialog says so instead of
// offering one.
import { render, screen } from "@testing-library/svelte";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTransport, type Transport } from "../api";
import ShareTableDialog from "./ShareTableDialog.svelte";

describe("the share dialog", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function recording(): { calls: string[]; transport: Transport } {
    const calls: string[] = [];
    return {
      calls,
      transport: {
        call(command) {
          calls.push(command);
          return Promise.resolve(command === "share_interfaces" ? [] : null);
        },
      },
    };
  }

  it("in the web app offers the table display window, says it cannot share yet, and asks the backend nothing", () => {
    vi.stubEnv("MODE", "web");
    const { calls, transport } = recording();
    const previous = useTransport(transport);
    try {
      render(ShareTableDialog, { props: { id: "s1", open: true, onclose: () => {} } });
      expect(screen.getByTestId("share-web-not-yet").textContent).toMatch(
        /cannot share this session over the network yet/,
      );
      expect(screen.queryByRole("button", { name: /Start sharing/ })).toBeNull();
      expect(
        screen.getByRole("button", { name: /Open the table display in a new window/ }),
      ).toBeTruthy();
      expect(calls).toEqual([]);
    } finally {
      useTransport(previous);
    }
  });

  it("in the desktop app offers the second window and the network", async () => {
    const { calls, transport } = recording();
    const previous = useTransport(transport);
    try {
      render(ShareTableDialog, { props: { id: "s1", open: true, onclose: () => {} } });
      expect(screen.queryByTestId("share-web-not-yet")).toBeNull();
      expect(screen.getByRole("button", { name: /Start sharing/ })).toBeTruthy();
      await vi.waitFor(() => expect(calls).toContain("share_interfaces"));
    } finally {
      useTransport(previous);
    }
  });
});
