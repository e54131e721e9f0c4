// @vitest-environment jsdom
// The share dialog in the web app (issue #25, `vite build --mode web`): the browser opens the table
// display in a window of its own, but has no network server: the dialog says so instead of
// offering one.
import { render, screen } from "@testing-library/svelte";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTransport, type ShareStatus, type Transport } from "../api";
import ShareTableDialog from "./ShareTableDialog.svelte";

describe("the share dialog", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function recording(status: ShareStatus | null = null): { calls: string[]; transport: Transport } {
    const calls: string[] = [];
    return {
      calls,
      transport: {
        call(command) {
          calls.push(command);
          return Promise.resolve(command === "share_interfaces" ? [] : status);
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

  it("shows each link's short code, how long it joins, and that a restart keeps the links", async () => {
    const link = (kind: "display" | "tablet", code: string) => ({
      kind,
      url: `http://127.0.0.1:53117/#${"A".repeat(26)}`,
      address: "127.0.0.1:53117",
      code,
      code_minutes: 10,
      qr_svg: "<svg/>",
    });
    const status: ShareStatus = {
      id: "s1",
      listening: "127.0.0.1:53117",
      port: 53117,
      links: [link("display", "K7MX-2QHD"), link("tablet", "9RTB-4WZE")],
      devices: [],
      max_devices: 16,
    };
    const { transport } = recording(status);
    const previous = useTransport(transport);
    try {
      render(ShareTableDialog, { props: { id: "s1", open: true, onclose: () => {} } });
      const tablet = await screen.findByTestId("share-link-tablet");
      expect(tablet.querySelector("code")?.textContent).toBe("9RTB-4WZE");
      expect(tablet.textContent).toMatch(
        /Or open http:\/\/127\.0\.0\.1:53117 and type 9RTB-4WZE: once, within 10 minutes/,
      );
      expect(screen.getByText(/Stopping and starting again keeps these links/)).toBeTruthy();
    } finally {
      useTransport(previous);
    }
  });
});
