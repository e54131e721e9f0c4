import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as api from ".";
import { ApiError, appInfo } from ".";
import type { Catalog, Event, Settings } from ".";

describe("the backend client inside the app", () => {
  // What Tauri's webview provides and its IPC mock expects: a window with the Tauri marker.
  beforeEach(() => {
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("isTauri", true);
  });

  afterEach(() => {
    clearMocks();
    vi.unstubAllGlobals();
  });

  it("returns the command's answer", async () => {
    const about = {
      name: "Loadout Companion",
      version: "0.1.0",
      rules_edition: "v1.1",
      sample_deck: "Sample deck (not the printed cards)",
    };
    mockIPC((cmd) => (cmd === "app_info" ? about : undefined));
    await expect(appInfo()).resolves.toEqual(about);
  });

  it("turns a backend refusal into an ApiError with its code", async () => {
    mockIPC(() => {
      throw { code: "storage", message: "The disk is full: the game is kept in memory." };
    });
    const failure = await appInfo().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "storage", message: expect.stringContaining("disk") });
  });
});

describe("one function per command", () => {
  beforeEach(() => {
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("isTauri", true);
  });

  afterEach(() => {
    clearMocks();
    vi.unstubAllGlobals();
  });

  const event: Event = { type: "turn_ended" };
  const catalog = { name: "Our deck" } as Catalog;
  const settings: Settings = {
    theme: "dark",
    text_size: "large",
    export: { names: "initials", include_date: false },
  };
  const card = { deck: "action", card: { id: "a1" } } as unknown as api.AnyCard;

  // [what the UI calls, the command the backend receives, the arguments it receives]
  const cases: [string, () => Promise<unknown>, string, unknown][] = [
    ["appState", () => api.appState(), "app_state", {}],
    [
      "sessionNew",
      () =>
        api.sessionNew({
          players: ["Ana", "Ben"],
          real_talk: false,
          catalog_id: "sample",
          starting_seat: "random",
        }),
      "session_new",
      {
        req: {
          players: ["Ana", "Ben"],
          real_talk: false,
          catalog_id: "sample",
          starting_seat: "random",
        },
      },
    ],
    ["sessionList", () => api.sessionList(), "session_list", {}],
    ["sessionOpen", () => api.sessionOpen("s1"), "session_open", { req: { id: "s1" } }],
    ["sessionView", () => api.sessionView("s1"), "session_view", { req: { id: "s1" } }],
    ["sessionDelete", () => api.sessionDelete("s1"), "session_delete", { req: { id: "s1" } }],
    [
      "sessionSaveRetry",
      () => api.sessionSaveRetry("s1"),
      "session_save_retry",
      { req: { id: "s1" } },
    ],
    [
      "record",
      () => api.record("s1", 7, event),
      "record",
      { req: { id: "s1", expected_len: 7, event } },
    ],
    ["undo", () => api.undo("s1", 7), "undo", { req: { id: "s1", expected_len: 7 } }],
    ["redo", () => api.redo("s1", 6), "redo", { req: { id: "s1", expected_len: 6 } }],
    [
      "amend",
      () => api.amend("s1", 7, 3, card),
      "amend",
      { req: { id: "s1", expected_len: 7, index: 3, card } },
    ],
    ["history", () => api.history("s1"), "history", { req: { id: "s1" } }],
    ["ledger", () => api.ledger("s1"), "ledger", { req: { id: "s1" } }],
    [
      "sessionExport",
      () => api.sessionExport("s1", "/tmp/a.json"),
      "session_export",
      { req: { id: "s1", path: "/tmp/a.json" } },
    ],
    [
      "sessionImport",
      () => api.sessionImport("/tmp/a.json"),
      "session_import",
      { req: { path: "/tmp/a.json" } },
    ],
    ["catalogList", () => api.catalogList(), "catalog_list", {}],
    ["catalogGet", () => api.catalogGet("sample"), "catalog_get", { req: { id: "sample" } }],
    [
      "catalogSave",
      () => api.catalogSave(null, catalog),
      "catalog_save",
      { req: { id: null, catalog } },
    ],
    ["catalogDelete", () => api.catalogDelete("c1"), "catalog_delete", { req: { id: "c1" } }],
    [
      "catalogImport",
      () => api.catalogImport("/tmp/c.json"),
      "catalog_import",
      { req: { path: "/tmp/c.json" } },
    ],
    [
      "catalogExport",
      () => api.catalogExport("c1", "/tmp/c.json"),
      "catalog_export",
      { req: { id: "c1", path: "/tmp/c.json" } },
    ],
    [
      "catalogValidate",
      () => api.catalogValidate(catalog),
      "catalog_validate",
      { req: { catalog } },
    ],
    [
      "cardValidate",
      () => api.cardValidate(card, ["Talk"]),
      "card_validate",
      { req: { card, tags: ["Talk"] } },
    ],
    ["settingsGet", () => api.settingsGet(), "settings_get", {}],
    ["settingsSet", () => api.settingsSet(settings), "settings_set", { req: { settings } }],
    [
      "exportCsv",
      () => api.exportCsv("s1", "ledger", "seat_numbers", "/tmp/l.csv"),
      "export_csv",
      { req: { id: "s1", kind: "ledger", names: "seat_numbers", path: "/tmp/l.csv" } },
    ],
    [
      "resultsQr",
      () => api.resultsQr("s1", "as_entered", true),
      "results_qr",
      { req: { id: "s1", names: "as_entered", include_date: true, path: null } },
    ],
  ];

  it.each(cases)("%s sends its command and request", async (_name, run, command, args) => {
    const seen: [string, unknown][] = [];
    mockIPC((cmd, payload) => {
      seen.push([cmd, payload]);
      return "answer";
    });
    await expect(run()).resolves.toBe("answer");
    expect(seen).toEqual([[command, args]]);
  });

  it("keeps every problem of a refused catalog", async () => {
    const problems = [
      { deck: null, card: null, message: "The catalog has no name." },
      { deck: "action", card: "act-01", message: "Action “Call” uses the undeclared tag Shout." },
    ];
    mockIPC(() => {
      throw { code: "invalid_catalog", message: "The catalog was not saved.", problems };
    });
    const failure = await api.catalogSave(null, catalog).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: "invalid_catalog", problems });
  });
});

describe("the backend client outside the app", () => {
  it("says how to start the app", async () => {
    await expect(appInfo()).rejects.toMatchObject({ code: "no_backend" });
  });
});
