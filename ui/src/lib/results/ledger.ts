// The ledger arranged for reading: per player, turn by turn, each change with its cause.
import type { Change } from "../api/bindings/Change";
import type { LedgerEntry } from "../api/bindings/LedgerEntry";
import type { Note } from "../api/bindings/Note";

/** One recorded step as a player's ledger shows it. */
export interface LedgerLine {
  index: number;
  label: string;
  changes: Change[];
  notes: Note[];
}

/** The steps of one turn (or of setup, or of a round's end). */
export interface LedgerGroup {
  key: string;
  heading: string;
  lines: LedgerLine[];
}

/** Notes that explain why a player's number did not move on their own turn. */
const TURN_NOTES = new Set<Note["kind"]>([
  "no_match",
  "no_resolve",
  "card_in_discard",
  "deck_empty",
]);

function concerns(note: Note, seat: number, turnOf: number | null): boolean {
  if (note.kind === "overloaded") return note.seat === seat;
  return turnOf === seat && TURN_NOTES.has(note.kind);
}

/**
 * The ledger grouped turn by turn. With `seat`, only what touched that player: their changes, and
 * the notes that explain their turn. Without, every change and note.
 */
export function ledgerGroups(
  entries: readonly LedgerEntry[],
  name: (seat: number) => string,
  seat: number | null = null,
): LedgerGroup[] {
  const groups: LedgerGroup[] = [];
  let current: LedgerGroup | null = null;
  let currentKey = "";
  for (const entry of entries) {
    const changes = seat === null ? entry.changes : entry.changes.filter((c) => c.seat === seat);
    const notes =
      seat === null ? entry.notes : entry.notes.filter((n) => concerns(n, seat, entry.turn_of));
    if (changes.length === 0 && notes.length === 0) continue;
    const key = `${entry.round}:${entry.turn_of ?? "none"}`;
    if (current === null || key !== currentKey) {
      currentKey = key;
      current = { key: `${key}:${entry.index}`, heading: heading(entry, name), lines: [] };
      groups.push(current);
    }
    current.lines.push({ index: entry.index, label: entry.label, changes, notes });
  }
  return groups;
}

function heading(entry: LedgerEntry, name: (seat: number) => string): string {
  if (entry.turn_of !== null) return `Round ${entry.round} · ${name(entry.turn_of)}'s turn`;
  if (entry.round === 1 && entry.changes.some((c) => c.cause.kind !== "turning_point"))
    return "Setup";
  return `Round ${entry.round} · end of the round`;
}
