// Words for cards as printed: printed values, deck, stat and scope names (messages of ui.ftl
// made of terms.ftl's terms). Formatting only: no rule is applied here (the backend does every sum).
import type { AnyCard, Catalog, Deck, Discarded, Effect, Scope, Stat } from "../api";
import { number, t } from "../i18n/index.svelte";

/** A card of one deck, by the deck's name in `AnyCard`. */
export type CardOf<D extends Deck> = Extract<AnyCard, { deck: D }>["card"];

/** Any card of any deck, without its deck tag. */
export type SomeCard = AnyCard["card"];

/** The deck's name as printed on the box ("Life Happens"), in the current language. */
export function deckTitle(deck: Deck): string {
  return t("deck-title", { deck });
}

/** "a Load card", "an Action card": one card of the deck, in a sentence. */
export function aDeckCard(deck: Deck): string {
  return t("deck-a-card", { deck });
}

/** The five decks in the order of the box. */
export const DECKS: Deck[] = ["load", "life_happens", "action", "brotherhood", "turning_point"];

/** The eight scopes of a Turning Point card, in the tracker's `Scope::ALL` order. */
export const SCOPES: Scope[] = [
  "everyone",
  "highest_load",
  "lowest_load",
  "highest_connection",
  "lowest_connection",
  "highest_momentum",
  "lowest_momentum",
  "starting_player",
];

/** Words for whom a Turning Point touches (the tracker's `Scope::describe`). */
export function scopeWords(scope: Scope): string {
  return t("scope-words", { scope });
}

/** A track's (or Shield's) name. */
export function statName(stat: Stat): string {
  return t("stat-name", { stat });
}

/** The four things a card can change, in the order cards print them. */
export const STATS: Stat[] = ["load", "connection", "momentum", "shield"];

/** A signed number as printed: "+1", "−2" (a real minus sign reads better and screen readers say "minus"). */
export function signed(n: number): string {
  return n > 0 ? `+${number(n)}` : n < 0 ? `−${number(-n)}` : number(0);
}

/** "Load −1, Connection +1", or "no change". */
export function effectText(effect: Effect): string {
  const parts = STATS.filter((s) => effect[s] !== 0).map((s) =>
    t("effect-part", { stat: s, value: signed(effect[s]) }),
  );
  return parts.length > 0 ? parts.join(t("list-separator")) : t("effect-none");
}

/** An effect with every stat at 0. */
export function noEffect(): Effect {
  return { load: 0, connection: 0, momentum: 0, shield: 0 };
}

/** A card's tags in one list, e.g. "Talk, Rest". */
function tagList(list: readonly string[]): string {
  return list.join(t("list-separator"));
}

/** The printed values of a card in one line, e.g. "Pressure 2 · Helpful: Talk, Rest". */
export function printedValues(card: AnyCard): string {
  switch (card.deck) {
    case "load":
      return t("card-values-load", { relief: tagList(card.card.relief) });
    case "life_happens":
      return t("card-values-life-happens", {
        pressure: card.card.pressure,
        helpful: tagList(card.card.helpful),
      });
    case "action":
      return t("card-values-action", { tag: card.card.tag, effect: effectText(card.card.effect) });
    case "brotherhood": {
      const none = Object.values(card.card.giver).every((v) => v === 0);
      return t("card-values-brotherhood", {
        receiver: effectText(card.card.receiver),
        giver: none ? "none" : effectText(card.card.giver),
      });
    }
    case "turning_point":
      return t("card-values-turning-point", {
        effect: effectText(card.card.effect),
        scope: card.card.scope,
      });
  }
}

/**
 * The printed values on a picker's tile: as `printedValues`, shorter where a tile is narrow
 * ("Pressure 2 · Talk, Rest": a Life Happens card's tags are its Helpful Approaches).
 */
export function tileValues(card: AnyCard): string {
  if (card.deck !== "life_happens") return printedValues(card);
  return t("picker-values-life-happens", {
    pressure: card.card.pressure,
    helpful: tagList(card.card.helpful),
  });
}

/** The cards of one deck in a catalog, tagged with their deck. */
export function catalogCards(catalog: Catalog | null, deck: Deck): AnyCard[] {
  if (!catalog) return [];
  return catalog[deck].map((card) => ({ deck, card }) as AnyCard);
}

/**
 * The cards a picker offers: the catalog's, then the cards recorded earlier in this session (typed
 * in by hand, or from a catalog that is gone) that the catalog does not hold.
 */
export function pickerCards(
  catalog: Catalog | null,
  deck: Deck,
  sessionCards: readonly AnyCard[],
): AnyCard[] {
  const cards = catalogCards(catalog, deck);
  const ids = new Set(cards.map((c) => c.card.id));
  for (const card of sessionCards) {
    if (card.deck === deck && !ids.has(card.card.id)) {
      ids.add(card.card.id);
      cards.push(card);
    }
  }
  return cards;
}

/** How a card stands in its deck's discard pile, for the picker's mark. */
export interface DiscardMark {
  /** Copies of the card in the discard pile. */
  count: number;
  /** Every copy is in the discard pile: picking it is likely a mistake. */
  all: boolean;
}

/** The discard mark of `card`, or null when no copy is in the discard pile. */
export function discardMark(card: SomeCard, discard: readonly Discarded[]): DiscardMark | null {
  const pile = discard.find((d) => d.card === card.id);
  if (!pile || pile.count === 0) return null;
  return { count: pile.count, all: pile.all };
}

/** Words for a discard mark: "All copies discarded", or "1 of 2 copies in the discard pile". */
export function discardWords(card: SomeCard, mark: DiscardMark): string {
  if (mark.all) return t("discard-mark-all");
  return t("discard-mark-some", { count: mark.count, copies: card.copies ?? 1 });
}

/** The approach tags a card prints: Relief (Load), Helpful (Life Happens), its tag (Action). */
export function cardTags(card: AnyCard): readonly string[] {
  switch (card.deck) {
    case "load":
      return card.card.relief;
    case "life_happens":
      return card.card.helpful;
    case "action":
      return [card.card.tag];
    default:
      return [];
  }
}

/** What the picker's filter chips have chosen: every tag a card must print, and its Pressure. */
export interface CardFilter {
  tags: readonly string[];
  pressure: number | null;
}

export const NO_FILTER: CardFilter = { tags: [], pressure: null };

/**
 * The chips a deck's cards offer: their tags (in the catalog's order `known`, then as the cards
 * bring them) and their Pressure values, lowest first; `most` is the most tags one card prints.
 */
export function filterChoices(
  cards: readonly AnyCard[],
  known: readonly string[] = [],
): { tags: string[]; pressures: number[]; most: number } {
  const seen = new Set<string>();
  const pressures = new Set<number>();
  let most = 0;
  for (const c of cards) {
    const tags = cardTags(c);
    most = Math.max(most, tags.length);
    for (const tag of tags) seen.add(tag);
    if (c.deck === "life_happens") pressures.add(c.card.pressure);
  }
  const tags = [
    ...known.filter((t) => seen.has(t)),
    ...[...seen].filter((t) => !known.includes(t)),
  ];
  return { tags, pressures: [...pressures].sort((a, b) => a - b), most };
}

/** Cards that print every tag `filter` chose and its Pressure, in their original order. */
export function filterCards(cards: readonly AnyCard[], filter: CardFilter): AnyCard[] {
  return cards.filter(
    (c) =>
      filter.tags.every((tag) => cardTags(c).includes(tag)) &&
      (filter.pressure === null ||
        (c.deck === "life_happens" && c.card.pressure === filter.pressure)),
  );
}

/**
 * The filter after a tap on a tag chip: a chosen tag is let go; another one is added, and when a
 * card prints at most `most` tags the oldest choice beyond that goes (an Action prints one tag:
 * a tap on another tag moves the choice there).
 */
export function toggleTag(filter: CardFilter, tag: string, most: number): CardFilter {
  if (filter.tags.includes(tag)) return { ...filter, tags: filter.tags.filter((t) => t !== tag) };
  return { ...filter, tags: [...filter.tags, tag].slice(-Math.max(1, most)) };
}

/** The filter after a tap on a Pressure chip: the chosen value is let go, another replaces it. */
export function togglePressure(filter: CardFilter, pressure: number): CardFilter {
  return { ...filter, pressure: filter.pressure === pressure ? null : pressure };
}

/** Cards whose title contains `query` (ignoring case and accents), in their original order. */
export function searchCards(cards: readonly AnyCard[], query: string): AnyCard[] {
  const q = fold(query.trim());
  if (q === "") return [...cards];
  return cards.filter((c) => fold(c.card.title).includes(q));
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** A card id for a card typed in at the table: the same title gives the same id. */
export function adhocId(deck: Deck, title: string): string {
  const slug = fold(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `adhoc-${deck.replace("_", "-")}-${slug || "card"}`;
}
