// The words the results screen shows for the backend's codes. They repeat the tracker's
// `describe()` texts (score.rs, explain.rs, session.rs) so that the app and the CLI say the same.
import type { Cause } from "../api/bindings/Cause";
import type { Change } from "../api/bindings/Change";
import type { DecidedBy } from "../api/bindings/DecidedBy";
import type { Deck } from "../api/bindings/Deck";
import type { Note } from "../api/bindings/Note";
import type { Stat } from "../api/bindings/Stat";

/** Why a number moved (`Cause::describe`). */
export function causeWords(c: Cause): string {
  switch (c.kind) {
    case "start":
      return "start";
    case "load_card_drawn":
      return "Load card drawn";
    case "pressure":
      return "pressure";
    case "shield_absorbed":
      return "Shield absorbed";
    case "action":
      return "Action";
    case "match_bonus":
      return "match bonus";
    case "load_resolved":
      return "Load resolved";
    case "recovery":
      return "recovery";
    case "brotherhood_received":
      return "Brotherhood received";
    case "brotherhood_given":
      return "Brotherhood given";
    case "turning_point":
      return "Turning Point";
    case "adjustment":
      return `adjustment: ${
        c.reason === "card_effect"
          ? "card effect"
          : c.reason === "correction"
            ? "correction"
            : "house rule"
      }`;
  }
}

export const STAT_TITLE: Record<Stat, string> = {
  load: "Load",
  connection: "Connection",
  momentum: "Momentum",
  shield: "Shield",
};

export const DECK_TITLE: Record<Deck, string> = {
  load: "Load",
  life_happens: "Life Happens",
  action: "Action",
  brotherhood: "Brotherhood",
  turning_point: "Turning Point",
};

/** The end a track stopped at when it could not move the full amount asked, if it did. */
export function stoppedAt(c: Change): number | null {
  if (c.after - c.before === c.requested) return null;
  return c.requested > 0 && c.stat !== "shield" ? 10 : 0;
}

/** A signed amount, e.g. "+2", "−1" (a true minus sign, read as "minus"). */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** One change in words without the name, e.g. "Load 9 → 10 (pressure +3, stopped at 10)". */
export function changeWords(c: Change): string {
  const end = stoppedAt(c);
  const why =
    end === null
      ? causeWords(c.cause)
      : `${causeWords(c.cause)} ${signed(c.requested)}, stopped at ${end}`;
  return `${STAT_TITLE[c.stat]} ${c.before} → ${c.after} (${why})`;
}

/** A note in words (`describe_note`); `name` gives a seat's nickname. */
export function noteWords(n: Note, name: (seat: number) => string): string {
  switch (n.kind) {
    case "card_in_discard":
      return `Every copy of card ${n.card} was already in the ${DECK_TITLE[n.deck]} discard pile.`;
    case "deck_empty":
      return `The ${DECK_TITLE[n.deck]} deck was empty: its discard pile had to be shuffled back in.`;
    case "no_match":
      return "No match bonus: the Action's tag is not one of the event's Helpful Approaches.";
    case "no_resolve":
      return "No Load card resolved: no held Load card lists the Action's tag.";
    case "overloaded":
      return `${name(n.seat)} began the turn at Load 10: recovery turn, no Life Happens card.`;
    case "round_over":
      return `Round ${n.round} is over.`;
    case "game_over":
      return "The game is over.";
  }
}

/** "Ana", "Ana and Eli", "Ana, Ben and Eli". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** "1st", "2nd", "3rd", "4th"... */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}

/** Rows of the standings as `placeWords` reads them. */
interface PlaceRow {
  place: number;
  name: string;
  score: number;
  load: number;
  decided_by: DecidedBy;
}

/**
 * The tie-break that placed a player, in words, naming the players it was needed against: the
 * backend gives the deepest rule needed among everyone on the same score; this only names them.
 */
export function placeWords(rows: readonly PlaceRow[], i: number): string {
  const row = rows[i];
  if (row === undefined) return "";
  const others = (same: (r: PlaceRow) => boolean) =>
    joinNames(rows.filter((r) => r !== row && same(r)).map((r) => r.name));
  switch (row.decided_by) {
    case "score":
      return "decided by score";
    case "lower_load":
      return `same score as ${others((r) => r.score === row.score)}: decided by Load (lower Load ranks higher)`;
    case "higher_connection":
      return `same score and Load as ${others((r) => r.score === row.score && r.load === row.load)}: decided by Connection (higher Connection ranks higher)`;
    case "shared":
      return `same score, Load and Connection as ${others((r) => r.place === row.place)}: place shared`;
  }
}
