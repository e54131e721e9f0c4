import { describe, expect, it } from "vitest";
import type { Catalog } from "../api/bindings/Catalog";
import sampleJson from "../results/fixtures/sample.catalog.json";
import { CatalogDraft, cleanCatalog } from "./draft.svelte";

// JSON imports are typed from the file; the tracker's fixture test guarantees the binding's shape.
const asCatalog = (json: unknown) => json as Catalog;
const sample = asCatalog(sampleJson);

describe("the catalog sent to the backend", () => {
  it("writes copies on every card and keeps everything else as loaded", () => {
    const clean = cleanCatalog(sample);
    expect(clean.action.every((k) => k.copies !== undefined)).toBe(true);
    expect({ ...clean, action: [] }).toMatchObject({ ...sample, action: [] });
    expect(clean.action[0]!.effect).toEqual(sample.action[0]!.effect);
  });

  it("sends a number left empty as 0, for the validator to report", () => {
    const draft = new CatalogDraft(sample, "ours");
    draft.deck = "life_happens";
    const i = draft.addCard();
    (draft.catalog.life_happens[i] as { pressure: number | null }).pressure = null;
    (draft.catalog.life_happens[i] as { copies?: number }).copies = NaN;
    const sent = draft.snapshot().life_happens[i]!;
    expect(sent.copies).toBe(0);
    expect(sent.id).toBe("lh-21");
    // Approaches stay blank until chosen; the validator names them on the card.
    expect(sent.helpful).toEqual(["", ""]);
    expect(sent.pressure).toBe(0);
  });
});

describe("a catalog's printed language and terms", () => {
  it("are sent as said, and left out when not said (never as null or empty)", () => {
    const draft = new CatalogDraft({ ...sample, language: null, terms: { load: null } }, "ours");
    expect("language" in draft.snapshot()).toBe(false);
    expect("terms" in draft.snapshot()).toBe(false);

    draft.setLanguage("de");
    draft.setTerm("load", "Belastung");
    draft.setTerm("turning_point", "Wende");
    expect(draft.snapshot()).toMatchObject({
      language: "de",
      terms: { load: "Belastung", turning_point: "Wende" },
    });
    expect(draft.term("load")).toBe("Belastung");

    draft.setTerm("load", "");
    expect(draft.snapshot().terms).toEqual({ turning_point: "Wende" });
    draft.setTerm("turning_point", "");
    draft.setLanguage("");
    expect("terms" in draft.snapshot()).toBe(false);
    expect("language" in draft.snapshot()).toBe(false);
    expect(draft.dirty).toBe(true);
  });

  it("keep a language the editor does not offer, as the file says it", () => {
    const draft = new CatalogDraft({ ...sample, language: "pt-BR", terms: { load: "Carga" } }, "x");
    expect(draft.snapshot()).toMatchObject({ language: "pt-BR", terms: { load: "Carga" } });
  });
});
