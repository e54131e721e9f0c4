// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Catalog } from "../api/bindings/Catalog";
import type { Problem } from "../api/bindings/Problem";
import sampleJson from "../results/fixtures/sample.catalog.json";
import { mockBackend, requestOf } from "../app/testing/ipc";
import { CatalogDraft } from "./draft.svelte";
import { DRAFT_DELAY_MS, DraftKeeper } from "./keeper.svelte";

const sample = sampleJson as unknown as Catalog;

/** An answer the test gives when it chooses. */
function later<T>() {
  let give!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (give = resolve));
  return { promise, give };
}

const problem = (message: string): Problem =>
  ({ deck: null, card: null, message }) as unknown as Problem;

afterEach(() => {
  vi.useRealTimers();
});

describe("the catalog editor's keeper", () => {
  it("shows the problems of the newest edit, even when an older edit's answer comes last", async () => {
    const answers = [later<Problem[]>(), later<Problem[]>()];
    let asked = 0;
    mockBackend({ catalog_validate: () => answers[asked++]!.promise });
    const draft = new CatalogDraft(sample, "ours");
    const keeper = new DraftKeeper(draft);
    const first = keeper.revalidate();
    draft.catalog.name = "Our deck";
    const second = keeper.revalidate();
    answers[1]!.give([problem("the newest")]);
    await second;
    answers[0]!.give([problem("an older edit")]);
    await first;
    expect(draft.problems.map((p) => p.message)).toEqual(["the newest"]);
  });

  it("keeps one draft for a burst of edits, a moment after the last, with the newest state", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const calls = mockBackend({
      catalog_validate: () => [],
      catalog_draft_save: () => ({ id: "draft-1", saved: "2026-12-04T10:00:00Z" }),
    });
    const draft = new CatalogDraft(sample, "ours");
    const keeper = new DraftKeeper(draft);
    for (const name of ["O", "Ou", "Our deck"]) {
      draft.catalog.name = name;
      keeper.edited();
      await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS / 2);
    }
    const saves = () => calls.filter((c) => c.cmd === "catalog_draft_save").map(requestOf);
    expect(saves()).toEqual([]);
    await vi.advanceTimersByTimeAsync(DRAFT_DELAY_MS / 2);
    await keeper.keep();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ id: null, replaces: "ours", catalog: { name: "Our deck" } });
    expect(keeper.draftState).toEqual({ kind: "kept" });
    // Nothing changed since: leaving sends nothing more.
    expect(await keeper.leave()).toBe(true);
    expect(saves()).toHaveLength(1);
  });

  it("saves after the draft in flight, replacing that draft, and starts afresh after", async () => {
    const kept = later<{ id: string; saved: string }>();
    const calls = mockBackend({
      catalog_validate: () => [],
      catalog_draft_save: () => kept.promise,
      catalog_save: () => ({ id: "ours", catalog: sample, problems: [] }),
    });
    const draft = new CatalogDraft(sample, "ours");
    const keeper = new DraftKeeper(draft);
    draft.catalog.name = "Our deck";
    keeper.edited();
    const keeping = keeper.keep();
    const saving = keeper.save();
    expect(keeper.saveState.kind).toBe("saving");
    kept.give({ id: "draft-7", saved: "2026-12-04T10:00:00Z" });
    await keeping;
    expect(await saving).toBe("ours");
    const save = requestOf(calls.find((c) => c.cmd === "catalog_save"));
    expect(save).toMatchObject({ id: "ours", draft: "draft-7", catalog: { name: "Our deck" } });
    expect([draft.dirty, draft.draftId, keeper.saveState.kind]).toEqual([false, null, "saved"]);
  });

  it("says leaving would lose the changes when their draft cannot be kept", async () => {
    mockBackend({
      catalog_validate: () => [],
      catalog_draft_save: () => {
        throw { code: "storage", message: "The disk is full." };
      },
    });
    const draft = new CatalogDraft(sample, "ours");
    const keeper = new DraftKeeper(draft);
    draft.catalog.name = "Our deck";
    keeper.edited();
    expect(await keeper.leave()).toBe(false);
    expect(keeper.draftState).toEqual({ kind: "error", message: "The disk is full." });
  });
});
