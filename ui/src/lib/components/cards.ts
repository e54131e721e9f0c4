// Words for cards as printed: titles, printed values, deck and scope names. Formatting only: no
// rule is applied here (the backend does every sum).
import type { AnyCard, Catalog, Deck, Discarded, Effect, Scope, Stat } from "../api";

/** A card of one deck, by the deck's name in `AnyCard`. */
export type CardOf<D extends Deck> = Extract<AnyCard, { deck: D }>["card"];

/** Any card of any deck, without its deck tag. */
export type SomeCard = AnyCard["card"];

/** The deck's name as printed on the box. */
export const DECK_TITLES: Record<Deck, string> = {
  load: "Load",
  life_happens: "Life Happens",
  action: "Action",
  brotherhood: "Brotherhood",
  turning_point: "Turning Point",
};

/** "a Load card", "an Action card": one card of the deck, in a sentence. */
export const A_DECK_CARD: Record<Deck, string> = {
  load: "a Load card",
  life_happens: "a Life Happens card",
  action: "an Action card",
  brotherhood: "a Brotherhood card",
  turning_point: "a Turning Point card",
};

/** "1 card", "3 cards": a count with its noun. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The five decks in the order of the box. */
export const DECKS: Deck[] = ["load", "life_happens", "action", "brotherhood", "turning_point"];

/** Words for whom a Turning Point touches (the tracker's `Scope::describe`). */
export const SCOPE_WORDS: Record<Scope, string> = {
  everyone: "every player",
  highest_load: "the player(s) with the highest Load",
  lowest_load: "the player(s) with the lowest Load",
  highest_connection: "the player(s) with the highest Connection",
  lowest_connection: "the player(s) with the lowest Connection",
  highest_momentum: "the player(s) with the highest Momentum",
  lowest_momentum: "the player(s) with the lowest Momentum",
  starting_player: "the round's starting player",
};

export const STAT_NAMES: Record<Stat, string> = {
  load: "Load",
  connection: "Connection",
  momentum: "Momentum",
  shield: "Shield",
};

/** The four things a card can change, in the order cards print them. */
export const STATS: Stat[] = ["load", "connection", "momentum", "shield"];

/** A signed number as printed: "+1", "−2" (a real minus sign reads better and screen readers say "minus"). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** "Load −1, Connection +1", or "no change". */
export function effectText(effect: Effect): string {
  const parts = STATS.filter((s) => effect[s] !== 0).map(
    (s) => `${STAT_NAMES[s]} ${signed(effect[s])}`,
  );
  return parts.length > 0 ? parts.join(", ") : "no change";
}

/** An effect with every stat at 0. */
export function noEffect(): Effect {
  return { load: 0, connection: 0, momentum: 0, shield: 0 };
}

/** The printed values of a card in one line, e.g. "Pressure 2 · Helpful: Talk, Rest". */
export function printedValues(card: AnyCard): string {
  switch (card.deck) {
    case "load":
      return `Relief: ${card.card.relief.join(", ")}`;
    case "life_happens":
      return `Pressure ${card.card.pressure} · Helpful: ${card.card.helpful.join(", ")}`;
    case "action":
      return `${card.card.tag} · ${effectText(card.card.effect)}`;
    case "brotherhood": {
      const giver = effectText(card.card.giver);
      const receiver = `Receiver: ${effectText(card.card.receiver)}`;
      return giver === "no change" ? receiver : `${receiver} · Giver: ${giver}`;
    }
    case "turning_point":
      return `${effectText(card.card.effect)} for ${SCOPE_WORDS[card.card.scope]}`;
  }
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
  return { count: pile.count, all: pile.count >= (card.copies ?? 1) };
}

/** Words for a discard mark, e.g. "In the discard pile (2 of 2 copies)". */
export function discardWords(card: SomeCard, mark: DiscardMark): string {
  const copies = card.copies ?? 1;
  if (copies === 1) return "Already in the discard pile";
  return mark.all
    ? `All ${copies} copies are in the discard pile`
    : `${mark.count} of ${copies} copies in the discard pile`;
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
