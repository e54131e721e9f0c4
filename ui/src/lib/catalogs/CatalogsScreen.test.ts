// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/svelte";
import { tick } from "svelte";
import { describe, expect, it, vi } from "vitest";
import type { Catalog } from "../api/bindings/Catalog";
import type { DraftEntry } from "../api/bindings/DraftEntry";
import type { Problem } from "../api/bindings/Problem";
import brokenJson from "../results/fixtures/broken.catalog.json";
import brokenProblemsJson from "../results/fixtures/broken.problems.json";
import sampleJson from "../results/fixtures/sample.catalog.json";
import { expectNoSeriousAxeViolations } from "../app/testing/axe";
import { mockBackend, requestOf, type Handler } from "../app/testing/ipc";
import CatalogsScreen from "./CatalogsScreen.svelte";

// JSON imports are typed from the file; the tracker's fixture test guarantees the binding's shape.
const asCatalog = (json: unknown) => json as Catalog;
const sample = asCatalog(sampleJson);
const broken = asCatalog(brokenJson);
const brokenProblems = brokenProblemsJson as Problem[];

const sizes = { load: 12, life_happens: 20, action: 24, brotherhood: 8, turning_point: 8 };
const list = {
  catalogs: [
    { id: "sample", name: sample.name, version: "1", sample: true, deck_sizes: sizes, problems: 0 },
    { id: "ours", name: broken.name, version: "1", sample: false, deck_sizes: sizes, problems: 4 },
  ],
  damaged: [
    {
      file_name: "old-deck.json",
      code: "damaged_file",
      message: "This file is not a readable catalog.",
    },
  ],
  drafts: [] as DraftEntry[],
};

const draftEntry: DraftEntry = {
  id: "20261201-184500-ab12",
  name: broken.name,
  replaces: null,
  cards: 9,
  problems: brokenProblems.length,
  saved: "2026-12-01T18:45:00Z",
};

/**
 * The validator's answer for the catalog sent: the problems the tracker found in the broken
 * catalog, for each mistake still present (the fixture names the card of each).
 */
const validate: Handler = (args) => {
  const c = requestOf({ cmd: "", args }).catalog as Catalog;
  const still: Record<string, boolean> = {
    "load-02": c.load.some((k) => k.id === "load-02" && k.relief.includes("Sing")),
    "lh-01": c.life_happens.some((k) => k.id === "lh-01" && k.pressure === 9),
    "act-03": c.action.some((k) => k.id === "act-03" && k.title === ""),
    "tp-01": c.turning_point.filter((k) => k.id === "tp-01").length > 1,
  };
  return brokenProblems.filter((p) => p.card !== null && still[p.card]);
};

function backend(extra: Record<string, Handler> = {}) {
  return mockBackend({
    catalog_list: () => list,
    catalog_get: (args) =>
      requestOf({ cmd: "", args }).id === "sample"
        ? { id: "sample", catalog: sample, problems: [] }
        : { id: "ours", catalog: broken, problems: brokenProblems },
    catalog_validate: validate,
    catalog_draft_save: (args) => ({
      id: (requestOf({ cmd: "", args }).id as string | null) ?? "draft-1",
      saved: "2026-12-01T18:50:00Z",
    }),
    ...extra,
  });
}

async function openOurs() {
  render(CatalogsScreen, { onBack: vi.fn() });
  await fireEvent.click(await screen.findByRole("button", { name: `Edit ${broken.name}` }));
  await screen.findByRole("heading", { name: "Edit catalog" });
}

describe("catalog drafts", () => {
  it("keeps what is typed as a draft, under one id, and leaves the editor without asking", async () => {
    const calls = backend({ catalog_validate: () => [] });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: "New catalog from scratch" }));
    const name = await screen.findByRole("textbox", { name: "Name" });
    await fireEvent.input(name, { target: { value: "Our" } });
    await fireEvent.input(name, { target: { value: "Our printed deck" } });
    const saves = () => calls.filter((c) => c.cmd === "catalog_draft_save").map(requestOf);
    await waitFor(
      () => expect(saves().at(-1)?.catalog).toMatchObject({ name: "Our printed deck" }),
      {
        timeout: 5000,
      },
    );
    expect(saves()[0]).toMatchObject({ id: null, replaces: null, place: { deck: "load" } });
    await screen.findByText(/Kept as a draft as you type/);

    // The next edit goes to the same draft, with the card being typed.
    await fireEvent.click(screen.getByRole("button", { name: /^Action/ }));
    await fireEvent.click(screen.getByRole("button", { name: "Add an Action card" }));
    const title = screen.getByRole("textbox", { name: "Title" });
    await fireEvent.input(title, { target: { value: "Call a friend" } });
    await waitFor(
      () =>
        expect(saves().at(-1)).toMatchObject({
          id: "draft-1",
          place: { deck: "action", card: 0 },
          catalog: { action: [{ title: "Call a friend" }] },
        }),
      { timeout: 5000 },
    );

    // Back to the list: nothing is lost, so nothing is asked.
    await fireEvent.click(screen.getByRole("button", { name: "Back to catalogs" }));
    await screen.findByRole("heading", { name: "Card catalogs" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps the last edit when the editor closes before the pause", async () => {
    const calls = backend({ catalog_validate: () => [] });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: "New catalog from scratch" }));
    const name = await screen.findByRole("textbox", { name: "Name" });
    await fireEvent.input(name, { target: { value: "Thursday deck" } });
    await fireEvent.click(screen.getByRole("button", { name: "Back to catalogs" }));
    await screen.findByRole("heading", { name: "Card catalogs" });
    const last = calls
      .filter((c) => c.cmd === "catalog_draft_save")
      .map(requestOf)
      .at(-1);
    expect(last?.catalog).toMatchObject({ name: "Thursday deck" });
  });

  it("lists a draft and opens it where it was left", async () => {
    const calls = backend({
      catalog_list: () => ({ ...list, drafts: [draftEntry] }),
      catalog_draft_get: () => ({
        id: draftEntry.id,
        replaces: null,
        place: { deck: "action", card: 1 },
        catalog: broken,
        problems: brokenProblems,
        saved: draftEntry.saved,
      }),
    });
    render(CatalogsScreen, { onBack: vi.fn() });
    const drafts = await screen.findByRole("region", { name: "Drafts" });
    const item = within(drafts).getByRole("listitem");
    expect(item.textContent).toContain(broken.name);
    expect(item.textContent).toContain("9 cards typed");
    expect(item.textContent).toContain(
      `${brokenProblems.length} problems to fix before it can be saved`,
    );
    await fireEvent.click(
      within(drafts).getByRole("button", { name: `Continue the draft ${broken.name}` }),
    );
    await screen.findByRole("heading", { name: "New catalog" });
    expect(requestOf(calls.find((c) => c.cmd === "catalog_draft_get"))).toEqual({
      id: draftEntry.id,
    });
    expect(screen.getByRole("button", { name: /^Action/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const second = screen.getByRole("group", { name: "Action card 2" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(second).getByRole("textbox", { name: "Title" })),
    );
  });

  it("saves a finished draft as a catalog and lets the backend drop the draft", async () => {
    const calls = backend({
      catalog_list: () => ({ ...list, drafts: [draftEntry] }),
      catalog_draft_get: () => ({
        id: draftEntry.id,
        replaces: null,
        place: { deck: "load", card: null },
        catalog: sample,
        problems: [],
        saved: draftEntry.saved,
      }),
      catalog_validate: () => [],
      catalog_save: (args) => ({
        id: "ours-2",
        catalog: requestOf({ cmd: "", args }).catalog,
        problems: [],
      }),
    });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(
      await screen.findByRole("button", { name: `Continue the draft ${broken.name}` }),
    );
    await fireEvent.click(await screen.findByRole("button", { name: "Save catalog" }));
    await screen.findByText("Saved.");
    expect(requestOf(calls.find((c) => c.cmd === "catalog_save"))).toMatchObject({
      id: null,
      draft: draftEntry.id,
    });
  });

  it("deletes a draft only after a confirmation", async () => {
    const calls = backend({
      catalog_list: () => ({ ...list, drafts: [draftEntry] }),
      catalog_draft_delete: () => list,
    });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(
      await screen.findByRole("button", { name: `Delete the draft ${broken.name}` }),
    );
    expect(calls.some((c) => c.cmd === "catalog_draft_delete")).toBe(false);
    const confirm = screen.getByRole("alertdialog");
    expect(confirm.textContent).toContain("What was typed in it is lost");
    await fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Drafts" })).toBeNull());
    expect(requestOf(calls.find((c) => c.cmd === "catalog_draft_delete"))).toEqual({
      id: draftEntry.id,
    });
  });
});

describe("the catalog list", () => {
  it("flags the sample deck and lists damaged files by name", async () => {
    backend();
    render(CatalogsScreen, { onBack: vi.fn() });
    const items = await screen.findAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Sample deck, not the printed cards");
    expect(items[1]!.textContent).not.toContain("Sample deck, not the printed cards");
    expect(items[1]!.textContent).toContain("4 problems");
    expect(screen.getByText("old-deck.json").parentElement!.textContent).toContain("damaged");
  });

  it("deletes a catalog only after a confirmation", async () => {
    const calls = backend({ catalog_delete: () => ({ ...list, catalogs: [list.catalogs[0]] }) });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: `Delete ${broken.name}` }));
    expect(calls.some((c) => c.cmd === "catalog_delete")).toBe(false);
    const confirm = screen.getByRole("alertdialog");
    await fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText(broken.name)).toBeNull());
    expect(requestOf(calls.find((c) => c.cmd === "catalog_delete"))).toEqual({ id: "ours" });
  });

  it("refuses an invalid import with every problem listed", async () => {
    const calls = backend({
      catalog_import: () => {
        throw {
          code: "invalid_catalog",
          message: `This catalog file has 4 problems to fix first.\n${brokenProblems.map((p) => `- ${p.message}`).join("\n")}`,
          problems: brokenProblems,
        };
      },
    });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: "Import a catalog file" }));
    const alert = await screen.findByRole("alert");
    const items = within(alert)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual(brokenProblems.map((p) => p.message));
    // No path from the page: the app opens the dialog itself.
    expect(calls.find((c) => c.cmd === "catalog_import")?.args.req).toBeUndefined();
    // Nothing changed: the list was not asked for again.
    expect(calls.filter((c) => c.cmd === "catalog_list")).toHaveLength(1);
  });

  it("has no serious accessibility problem", async () => {
    backend();
    const { container } = render(CatalogsScreen, { onBack: vi.fn() });
    await screen.findAllByRole("listitem");
    await expectNoSeriousAxeViolations(container);
  });
});

describe("the catalog editor", () => {
  it("shows each problem beside its card", async () => {
    backend();
    await openOurs();
    const actionTab = await screen.findByRole("button", { name: /^Action.*1 problem/ });
    await fireEvent.click(actionTab);
    const card = screen.getByRole("group", { name: "Action card 3" }).closest("li")!;
    expect(card.textContent).toContain("has no title: enter the title printed on the card");
    const other = screen.getByRole("group", { name: "Action card 2" }).closest("li")!;
    expect(other.querySelector(".problems")).toBeNull();
  });

  it("checks again as the facilitator types: a fixed card loses its problem", async () => {
    const calls = backend();
    await openOurs();
    await fireEvent.click(await screen.findByRole("button", { name: /^Life Happens.*1 problem/ }));
    const card = screen.getByRole("group", { name: "Life Happens card 1" });
    await screen.findByText(/has Pressure 9/);
    const pressure = within(card).getByRole("spinbutton", { name: "Pressure" });
    await fireEvent.input(pressure, { target: { value: "3" } });
    await waitFor(() => expect(screen.queryByText(/has Pressure 9/)).toBeNull());
    const last = requestOf(calls.filter((c) => c.cmd === "catalog_validate").at(-1));
    expect((last.catalog as Catalog).life_happens[0]!.pressure).toBe(3);
  });

  it("types cards fast: Enter starts the next card, its tag blank until chosen", async () => {
    backend({ catalog_validate: () => [] });
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: "New catalog from scratch" }));
    const newTag = screen.getByRole("textbox", { name: "New tag" });
    for (const t of ["Talk", "Rest"]) {
      await fireEvent.input(newTag, { target: { value: t } });
      await fireEvent.keyDown(newTag, { key: "Enter" });
    }
    expect(
      screen.getAllByRole("textbox", { name: /^Tag \d/ }).map((i) => (i as HTMLInputElement).value),
    ).toEqual(["Talk", "Rest"]);

    await fireEvent.click(screen.getByRole("button", { name: /^Action/ }));
    await fireEvent.click(screen.getByRole("button", { name: "Add an Action card" }));
    let title = screen.getAllByRole("textbox", { name: "Title" })[0]!;
    await waitFor(() => expect(document.activeElement).toBe(title));
    await fireEvent.input(title, { target: { value: "Call a friend" } });
    const first = screen.getByRole("group", { name: "Action card 1" });
    await fireEvent.change(within(first).getByRole("combobox", { name: "Tag" }), {
      target: { value: "Rest" },
    });
    // Enter in a number goes on to the next card too.
    const momentum = within(first).getByRole("spinbutton", { name: "Momentum" });
    await fireEvent.input(momentum, { target: { value: "2" } });
    await fireEvent.keyDown(momentum, { key: "Enter" });

    title = screen.getAllByRole("textbox", { name: "Title" })[1]!;
    await waitFor(() => expect(document.activeElement).toBe(title));
    const second = screen.getByRole("group", { name: "Action card 2" });
    // Blank until chosen: a tag copied from the card before would save a wrong card unseen.
    expect((within(second).getByRole("combobox", { name: "Tag" }) as HTMLSelectElement).value).toBe(
      "",
    );
    expect((within(second).getByRole("textbox", { name: "Id" }) as HTMLInputElement).value).toBe(
      "act-02",
    );
    expect(screen.getByRole("button", { name: /^Action/ }).textContent).toContain("2 cards");
  });

  it("asks the validator once when it opens and once per edit", async () => {
    const calls = backend();
    await openOurs();
    const asked = () => calls.filter((c) => c.cmd === "catalog_validate").length;
    await waitFor(() => expect(asked()).toBe(1));
    await fireEvent.click(await screen.findByRole("button", { name: /^Life Happens/ }));
    const card = screen.getByRole("group", { name: "Life Happens card 1" });
    // A keystroke in a title.
    await fireEvent.input(within(card).getByRole("textbox", { name: "Title" }), {
      target: { value: "Flood" },
    });
    await tick();
    expect(asked()).toBe(2);
    // A list changed: the browser sends input, then change.
    const approach = within(card).getByRole("combobox", { name: "Helpful approach 1" });
    approach.querySelectorAll("option")[2]!.selected = true;
    await fireEvent.input(approach);
    await fireEvent.change(approach);
    expect(asked()).toBe(3);
    // A stepper's button.
    await fireEvent.click(within(card).getByRole("button", { name: "Copies plus one" }));
    expect(asked()).toBe(4);
    // Leaving a field changes nothing.
    await fireEvent.blur(within(card).getByRole("textbox", { name: "Title" }));
    await fireEvent.change(within(card).getByRole("textbox", { name: "Title" }));
    expect(asked()).toBe(4);
  });

  it("duplicates a card right after it, under a new id, with its title selected", async () => {
    const calls = backend();
    await openOurs();
    await fireEvent.click(await screen.findByRole("button", { name: /^Action/ }));
    const count = screen.getAllByRole("group", { name: /^Action card \d+$/ }).length;
    const original = broken.action[0]!;
    await fireEvent.click(
      screen.getByRole("button", { name: `Duplicate this card: card 1, ${original.title}` }),
    );
    expect(screen.getAllByRole("group", { name: /^Action card \d+$/ })).toHaveLength(count + 1);
    const copy = screen.getByRole("group", { name: "Action card 2" });
    const title = within(copy).getByRole("textbox", { name: "Title" }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.value).toBe(original.title);
    const sent = requestOf(calls.filter((c) => c.cmd === "catalog_validate").at(-1))
      .catalog as Catalog;
    expect(sent.action[1]).toEqual({ ...sent.action[0], id: sent.action[1]!.id });
    expect(sent.action[1]!.id).not.toBe(original.id);
    expect(sent.action.map((k) => k.id)).toEqual(
      [...new Set(sent.action.map((k) => k.id))], // every id still its own
    );
  });

  it("sets numbers with steppers that stop at the printed limits", async () => {
    const calls = backend();
    await openOurs();
    await fireEvent.click(await screen.findByRole("button", { name: /^Action/ }));
    const card = screen.getByRole("group", { name: "Action card 1" });
    const load = within(card).getByRole("group", { name: "Load" });
    const field = within(load).getByRole("spinbutton", { name: "Load" }) as HTMLInputElement;
    await fireEvent.input(field, { target: { value: "4" } });
    const plus = within(load).getByRole("button", { name: "Load plus one" }) as HTMLButtonElement;
    await fireEvent.click(plus);
    expect(field.value).toBe("5");
    expect(plus.disabled).toBe(true);
    const sent = requestOf(calls.filter((c) => c.cmd === "catalog_validate").at(-1))
      .catalog as Catalog;
    expect(sent.action[0]!.effect.load).toBe(5);
  });

  it("adds pasted rows as cards, or names every row's problem and adds none", async () => {
    const tag = broken.tags[0]!;
    const rows = [
      {
        deck: "action" as const,
        card: {
          id: "act-90",
          title: "Walk it off",
          tag,
          effect: { load: -1, connection: 0, momentum: 1, shield: 0 },
        },
      },
      {
        deck: "action" as const,
        card: {
          id: "act-91",
          title: "Rest up",
          tag,
          effect: { load: -2, connection: 0, momentum: 0, shield: 0 },
          copies: 2,
        },
      },
    ];
    const problems = [
      {
        row: 2,
        column: "B",
        message: 'Row 2, column B (Tag): "Tlak" is not one of the catalog\'s tags.',
      },
    ];
    const calls = backend({
      catalog_paste_columns: () => [
        "Title",
        "Tag",
        "Load",
        "Connection",
        "Momentum",
        "Shield",
        "Copies",
        "Id",
      ],
      catalog_paste_rows: (args) =>
        String(requestOf({ cmd: "", args }).text).includes("Tlak")
          ? { cards: [], problems }
          : { cards: rows, problems: [] },
    });
    await openOurs();
    await fireEvent.click(await screen.findByRole("button", { name: /^Action/ }));
    const before = screen.getAllByRole("group", { name: /^Action card \d+$/ }).length;
    const details = screen.getByText("Paste rows from a spreadsheet").closest("details")!;
    details.open = true;
    await fireEvent(details, new Event("toggle"));
    await screen.findByText(/in these columns: Title, Tag, Load/);
    const box = screen.getByRole("textbox", { name: "Rows to paste" });

    await fireEvent.input(box, { target: { value: "Walk it off\tTlak\t-1" } });
    await fireEvent.click(screen.getByRole("button", { name: "Add these Action cards" }));
    const refusal = await screen.findByText(/No card was added: 1 row problem/);
    expect(refusal.closest("[role=alert]")!.textContent).toContain("Row 2, column B (Tag)");
    expect(screen.getAllByRole("group", { name: /^Action card \d+$/ })).toHaveLength(before);
    // What was pasted stays, to be fixed.
    expect((box as HTMLTextAreaElement).value).toBe("Walk it off\tTlak\t-1");

    await fireEvent.input(box, {
      target: { value: `Walk it off\t${tag}\t-1\nRest up\t${tag}\t-2` },
    });
    await fireEvent.click(screen.getByRole("button", { name: "Add these Action cards" }));
    await screen.findByText("Added 2 cards.");
    expect(screen.getAllByRole("group", { name: /^Action card \d+$/ })).toHaveLength(before + 2);
    const pasted = requestOf(calls.filter((c) => c.cmd === "catalog_paste_rows").at(-1));
    expect(pasted.deck).toBe("action");
    expect((pasted.catalog as Catalog).tags).toEqual(broken.tags);
    const sent = requestOf(calls.filter((c) => c.cmd === "catalog_validate").at(-1))
      .catalog as Catalog;
    expect(sent.action.slice(-2).map((k) => k.title)).toEqual(["Walk it off", "Rest up"]);
  });

  it("renames a tag on every card, and keeps a tag that cards still use", async () => {
    const calls = backend();
    await openOurs();
    const talk = screen.getAllByRole("textbox", { name: /^Tag \d/ })[0] as HTMLInputElement;
    expect(talk.value).toBe("Talk");
    await fireEvent.change(talk, { target: { value: "Speak" } });
    await waitFor(() => {
      const sent = requestOf(calls.filter((c) => c.cmd === "catalog_validate").at(-1))
        .catalog as Catalog;
      expect(sent.tags[0]).toBe("Speak");
      expect(sent.action[0]!.tag).toBe("Speak");
      expect(sent.load.flatMap((k) => k.relief)).not.toContain("Talk");
    });
    await fireEvent.click(screen.getByRole("button", { name: "Remove tag Speak" }));
    expect(screen.getByRole("alert").textContent).toMatch(
      /“Speak” is on \d+ cards: give them another tag first/,
    );
  });

  it("shows the backend's refusal next to Save, with every problem", async () => {
    backend({
      catalog_save: () => {
        throw {
          code: "invalid_catalog",
          message: `Our printed deck: 4 problems to fix first.\n${brokenProblems.map((p) => `- ${p.message}`).join("\n")}`,
          problems: brokenProblems,
        };
      },
    });
    await openOurs();
    await fireEvent.click(screen.getByRole("button", { name: "Save catalog" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("4 problems to fix first");
    expect(within(alert).getAllByRole("listitem")).toHaveLength(brokenProblems.length);
  });

  /** A backend that finds no problem and saves a catalog as it was sent, under id "c2". */
  const savedAsSent: Parameters<typeof backend>[0] = {
    catalog_validate: () => [],
    catalog_save: (args) => ({
      id: "c2",
      catalog: requestOf({ cmd: "", args }).catalog,
      problems: [],
    }),
  };

  it("saves a copy of the sample as a new catalog, no longer labelled the sample", async () => {
    const calls = backend(savedAsSent);
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: /from a copy of the sample/ }));
    await fireEvent.click(await screen.findByRole("button", { name: "Save catalog" }));
    await screen.findByText("Saved.");
    const sent = requestOf(calls.find((c) => c.cmd === "catalog_save"));
    expect(sent.id).toBeNull();
    expect((sent.catalog as Catalog).sample).toBe(false);
    expect((sent.catalog as Catalog).action).toHaveLength(sample.action.length);
  });

  it("sends the printed language and terms as typed, and an emptied term not at all", async () => {
    const calls = backend(savedAsSent);
    render(CatalogsScreen, { onBack: vi.fn() });
    await fireEvent.click(await screen.findByRole("button", { name: "New catalog from scratch" }));
    const printed = await screen.findByRole("region", { name: "Printed language and terms" });
    const language = within(printed).getByRole("combobox", { name: "Language of the cards" });
    expect((language as HTMLSelectElement).value).toBe("");
    await fireEvent.change(language, { target: { value: "de" } });
    // Each term's field shows the app's word until the cards' word is typed.
    const load = within(printed).getByRole("textbox", { name: "Load" });
    expect(load.getAttribute("placeholder")).toBe("Load");
    expect(load.getAttribute("lang")).toBe("de");
    await fireEvent.input(load, { target: { value: "Belastung" } });
    const turningPoint = within(printed).getByRole("textbox", { name: "Turning Point" });
    await fireEvent.input(turningPoint, { target: { value: "Wende" } });
    const validated = () =>
      requestOf(calls.filter((c) => c.cmd === "catalog_validate").at(-1)).catalog as Catalog;
    await waitFor(() =>
      expect(validated()).toMatchObject({
        language: "de",
        terms: { load: "Belastung", turning_point: "Wende" },
      }),
    );

    await fireEvent.input(turningPoint, { target: { value: "" } });
    await waitFor(() => expect(validated().terms).toEqual({ load: "Belastung" }));
    await fireEvent.click(screen.getByRole("button", { name: "Save catalog" }));
    await screen.findByText("Saved.");
    const saved = requestOf(calls.find((c) => c.cmd === "catalog_save")).catalog as Catalog;
    expect(saved.language).toBe("de");
    expect(saved.terms).toEqual({ load: "Belastung" });

    await fireEvent.input(load, { target: { value: "" } });
    await fireEvent.change(language, { target: { value: "" } });
    await fireEvent.click(screen.getByRole("button", { name: "Save catalog" }));
    await waitFor(() => expect(calls.filter((c) => c.cmd === "catalog_save")).toHaveLength(2));
    const cleared = requestOf(calls.filter((c) => c.cmd === "catalog_save")[1]).catalog as Catalog;
    expect("terms" in cleared).toBe(false);
    expect("language" in cleared).toBe(false);
  });

  it("keeps a language the editor does not offer, and shows a term's problem with the catalog's", async () => {
    const problem: Problem = {
      deck: null,
      card: null,
      message: "The printed word for Load is empty: type it as printed, or remove it.",
    };
    backend({
      catalog_get: () => ({
        id: "ours",
        catalog: { ...broken, language: "pt-BR", terms: { load: "Carga" } },
        problems: [problem],
      }),
      catalog_validate: () => [problem],
    });
    await openOurs();
    const printed = screen.getByRole("region", { name: "Printed language and terms" });
    const language = within(printed).getByRole("combobox", { name: "Language of the cards" });
    expect((language as HTMLSelectElement).value).toBe("pt-BR");
    expect((within(printed).getByRole("textbox", { name: "Load" }) as HTMLInputElement).value).toBe(
      "Carga",
    );
    // A card's title is in the cards' language for screen readers and hyphenation.
    expect(screen.getAllByRole("textbox", { name: "Title" })[0]!.getAttribute("lang")).toBe(
      "pt-BR",
    );
    expect((await screen.findByText(problem.message)).closest("ul")?.id).toMatch(
      /catalog-problems$/,
    );
  });

  it("has no serious accessibility problem", async () => {
    backend();
    await openOurs();
    await screen.findByText(/has Pressure 9|Relief Approach "Sing"/);
    await expectNoSeriousAxeViolations(document.body);
  });
});
