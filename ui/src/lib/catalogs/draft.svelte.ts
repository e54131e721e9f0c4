// The catalog being edited: cards per deck, tags in one place, and the problems the backend found.
// The editor computes no rule: every check comes from the backend's validator.
import type { ActionCard } from "../api/bindings/ActionCard";
import type { AnyCard } from "../api/bindings/AnyCard";
import type { BrotherhoodCard } from "../api/bindings/BrotherhoodCard";
import type { Catalog } from "../api/bindings/Catalog";
import type { Deck } from "../api/bindings/Deck";
import type { DraftDoc } from "../api/bindings/DraftDoc";
import type { DraftSaveRequest } from "../api/bindings/DraftSaveRequest";
import type { LifeHappensCard } from "../api/bindings/LifeHappensCard";
import type { LoadCard } from "../api/bindings/LoadCard";
import type { PrintedTerms } from "../api/bindings/PrintedTerms";
import type { Problem } from "../api/bindings/Problem";
import { t } from "../i18n/index.svelte";
import type { TurningPointCard } from "../api/bindings/TurningPointCard";
import { DECKS, noEffect } from "../components/cards";

/** Id prefixes of new cards, as the sample deck spells them. */
const ID_PREFIX: Record<Deck, string> = {
  load: "load",
  life_happens: "lh",
  action: "act",
  brotherhood: "bro",
  turning_point: "tp",
};

/** The game's terms a catalog may print otherwise, in the order the editor lists them. */
export const TERMS = [
  "load",
  "connection",
  "momentum",
  "shield",
  "pressure",
  "life_happens",
  "action",
  "brotherhood",
  "turning_point",
] as const satisfies readonly (keyof PrintedTerms)[];

/** One of the game's terms a catalog may print otherwise. */
export type Term = (typeof TERMS)[number];

/** A card of any deck, as the editor holds it. */
export type AnyDeckCard =
  LoadCard | LifeHappensCard | ActionCard | BrotherhoodCard | TurningPointCard;

/** A blank catalog, to start from scratch. */
export function blankCatalog(): Catalog {
  return {
    format: "loadout-catalog",
    format_version: 1,
    name: "",
    version: "1",
    sample: false,
    tags: [],
    load: [],
    life_happens: [],
    action: [],
    brotherhood: [],
    turning_point: [],
  };
}

/** A copy of the sample deck to make one's own: no longer labelled as the sample. */
export function copyOfSample(sample: Catalog): Catalog {
  return { ...structuredClone(sample), name: t("catalogs-copy-name"), sample: false };
}

/**
 * The catalog as the backend reads it. Its cards have no optional values, so every null in them
 * is a number field the facilitator left empty (or not a number): sent as 0, which the validator
 * then reports beside its card. Every card shows its copies, 1 when the file left them out. The
 * printed language and terms are left out when not said (never sent as "" or null).
 */
export function cleanCatalog(c: Catalog): Catalog {
  const { language, terms, ...cards } = c;
  const empty = (v: unknown) => v === null || (typeof v === "number" && !Number.isFinite(v));
  const clean = JSON.parse(
    JSON.stringify(cards, (_k, v: unknown) => (empty(v) ? 0 : v)),
  ) as Catalog;
  for (const deck of DECKS) for (const card of clean[deck]) card.copies ??= 1;
  if (language) clean.language = language;
  const printed = TERMS.filter((term) => terms?.[term]);
  if (printed.length > 0) clean.terms = Object.fromEntries(printed.map((k) => [k, terms?.[k]]));
  return clean;
}

/** The problems of one card, or of a deck or the whole catalog (`card` null). */
export function problemKey(deck: Deck | null, card: string | null): string {
  return `${deck ?? "*"}:${card ?? "*"}`;
}

/** The editor's state: the catalog, the deck on screen, and the backend's problems. */
export class CatalogDraft {
  /** Which stored catalog this replaces on save; `null` for a new one. */
  id = $state<string | null>(null);
  catalog = $state<Catalog>(blankCatalog());
  deck = $state<Deck>("load");
  /** Every problem the backend's validator reported for the catalog as it is now. */
  problems = $state.raw<Problem[]>([]);
  /** Changes not saved as a catalog yet. */
  dirty = $state(false);
  /** The draft this is kept in as it is typed (`catalog_draft_save`); `null` until first kept. */
  draftId = $state<string | null>(null);
  /** The card last typed in (its index in `deck`), to open the draft there again. */
  card = $state<number | null>(null);

  /** Problems by card (and by deck or catalog for problems that name no card). */
  readonly byCard = $derived.by(() => {
    const map: Record<string, string[]> = {};
    for (const p of this.problems) {
      const key = problemKey(p.deck, p.card);
      map[key] = [...(map[key] ?? []), p.message];
    }
    return map;
  });

  /** Problems per deck, for the deck tabs. */
  readonly perDeck = $derived.by(() => {
    const counts: Record<string, number> = {};
    for (const p of this.problems) if (p.deck) counts[p.deck] = (counts[p.deck] ?? 0) + 1;
    return counts;
  });

  constructor(catalog: Catalog, id: string | null) {
    this.catalog = cleanCatalog(catalog);
    this.id = id;
  }

  /** A draft kept earlier, to go on where it was left (its changes are not saved as a catalog). */
  static fromDraft(doc: DraftDoc): CatalogDraft {
    const draft = new CatalogDraft(doc.catalog, doc.replaces);
    draft.draftId = doc.id;
    draft.deck = doc.place.deck;
    draft.card = doc.place.card;
    draft.problems = doc.problems;
    draft.dirty = true;
    return draft;
  }

  /** The request that keeps the catalog as it is now as a draft. */
  draftRequest(): DraftSaveRequest {
    return {
      id: this.draftId,
      replaces: this.id,
      place: { deck: this.deck, card: this.card },
      catalog: this.snapshot(),
    };
  }

  /** The cards of the deck on screen. */
  cards(deck: Deck = this.deck): AnyDeckCard[] {
    return this.catalog[deck];
  }

  /** Says the language the cards are printed in (a BCP 47 code); "" for not said. */
  setLanguage(code: string): void {
    if (code === "") delete this.catalog.language;
    else this.catalog.language = code;
    this.dirty = true;
  }

  /** The word the cards print for `term`; "" when they use the app's. */
  term(term: Term): string {
    return this.catalog.terms?.[term] ?? "";
  }

  /** Sets the word the cards print for `term`; "" removes it, so the app's word is used. */
  setTerm(term: Term, text: string): void {
    const terms: PrintedTerms = { ...this.catalog.terms };
    if (text === "") delete terms[term];
    else terms[term] = text;
    if (Object.keys(terms).length > 0) this.catalog.terms = terms;
    else delete this.catalog.terms;
    this.dirty = true;
  }

  /** How many times each tag is used, for the tag list. */
  tagUses(tag: string): number {
    const c = this.catalog;
    return (
      c.load.filter((k) => k.relief.includes(tag)).length +
      c.life_happens.filter((k) => k.helpful.includes(tag)).length +
      c.action.filter((k) => k.tag === tag).length
    );
  }

  /** A new id in the deck's style that no card of the deck has. */
  private newId(deck: Deck): string {
    const used = this.cards(deck).map((k) => k.id);
    for (let n = this.cards(deck).length + 1; ; n++) {
      const id = `${ID_PREFIX[deck]}-${String(n).padStart(2, "0")}`;
      if (!used.includes(id)) return id;
    }
  }

  /**
   * Adds a card after the last one. Its approach tags are left blank until chosen (a tag copied
   * from the card before would silently save a wrong card); Pressure and scope start as the
   * previous card's (neighbouring printed cards are often alike). Returns its index.
   */
  addCard(deck: Deck = this.deck): number {
    const id = this.newId(deck);
    const c = this.catalog;
    switch (deck) {
      case "load":
        c.load.push({ id, title: "", relief: ["", ""], copies: 1 });
        break;
      case "life_happens":
        c.life_happens.push({
          id,
          title: "",
          pressure: c.life_happens.at(-1)?.pressure ?? 2,
          helpful: ["", ""],
          copies: 1,
        });
        break;
      case "action":
        c.action.push({ id, title: "", tag: "", effect: noEffect(), copies: 1 });
        break;
      case "brotherhood":
        c.brotherhood.push({ id, title: "", receiver: noEffect(), giver: noEffect(), copies: 1 });
        break;
      case "turning_point":
        c.turning_point.push({
          id,
          title: "",
          effect: noEffect(),
          scope: c.turning_point.at(-1)?.scope ?? "everyone",
          copies: 1,
        });
        break;
    }
    this.dirty = true;
    return this.cards(deck).length - 1;
  }

  /** Puts a copy of card `index` right after it, under a new id. Returns the copy's index. */
  duplicateCard(deck: Deck, index: number): number {
    const cards: AnyDeckCard[] = this.catalog[deck];
    const card = cards[index];
    if (card === undefined) return index;
    cards.splice(index + 1, 0, { ...$state.snapshot(card), id: this.newId(deck) });
    this.dirty = true;
    return index + 1;
  }

  /** Adds pasted cards (already read and checked by the backend) after each deck's last card. */
  addCards(cards: readonly AnyCard[]): void {
    const c = this.catalog;
    for (const k of cards) {
      switch (k.deck) {
        case "load":
          c.load.push(k.card);
          break;
        case "life_happens":
          c.life_happens.push(k.card);
          break;
        case "action":
          c.action.push(k.card);
          break;
        case "brotherhood":
          c.brotherhood.push(k.card);
          break;
        case "turning_point":
          c.turning_point.push(k.card);
          break;
      }
    }
    if (cards.length > 0) this.dirty = true;
  }

  removeCard(deck: Deck, index: number): void {
    this.catalog[deck].splice(index, 1);
    this.dirty = true;
  }

  /** Adds a tag; returns why not when it is empty or already there. */
  addTag(raw: string): string | null {
    const tag = raw.trim();
    if (tag === "") return t("editor-tag-empty");
    if (this.catalog.tags.some((x) => x.toLowerCase() === tag.toLowerCase()))
      return t("editor-tag-taken", { tag });
    this.catalog.tags.push(tag);
    this.dirty = true;
    return null;
  }

  /** Renames a tag everywhere it is used; returns why not when the new name is empty or taken. */
  renameTag(index: number, raw: string): string | null {
    const old = this.catalog.tags[index];
    const tag = raw.trim();
    if (old === undefined || tag === old) return null;
    if (tag === "") return t("editor-tag-unnamed");
    if (this.catalog.tags.some((x, i) => i !== index && x.toLowerCase() === tag.toLowerCase()))
      return t("editor-tag-taken", { tag });
    const c = this.catalog;
    c.tags[index] = tag;
    const swap = (x: string) => (x === old ? tag : x);
    for (const k of c.load) k.relief = [swap(k.relief[0]), swap(k.relief[1])];
    for (const k of c.life_happens) k.helpful = [swap(k.helpful[0]), swap(k.helpful[1])];
    for (const k of c.action) k.tag = swap(k.tag);
    this.dirty = true;
    return null;
  }

  /** Removes an unused tag; returns why not when cards still name it. */
  removeTag(index: number): string | null {
    const tag = this.catalog.tags[index];
    if (tag === undefined) return null;
    const uses = this.tagUses(tag);
    if (uses > 0) return t("editor-tag-in-use", { tag, count: uses });
    this.catalog.tags.splice(index, 1);
    this.dirty = true;
    return null;
  }

  /** The catalog to send to the backend. */
  snapshot(): Catalog {
    return cleanCatalog(this.catalog);
  }
}
