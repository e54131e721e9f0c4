// Words for the players on the results: lists of names, places and the tie-break that placed each
// (the tracker's `DecidedBy::describe` in score.rs). The ledger's words are play/describe.ts's, the
// same as the tracker's ledger, so that the screen and the CLI say the same.
import type { DecidedBy } from "../api/bindings/DecidedBy";

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
