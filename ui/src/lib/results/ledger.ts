// The ledger arranged for reading: per player, turn by turn. The words, and which part of the
// game each entry belongs to, come from the backend's entries.
import type { ChangeLine } from "../api/bindings/ChangeLine";
import type { Entry } from "../api/bindings/Entry";
import type { NoteLine } from "../api/bindings/NoteLine";

/** One recorded step as a player's ledger shows it. */
export interface LedgerLine {
  index: number;
  label: string;
  changes: ChangeLine[];
  notes: NoteLine[];
}

/** The steps of one turn (or of setup, or of a round's end). */
export interface LedgerGroup {
  key: string;
  heading: string;
  lines: LedgerLine[];
}

/**
 * The ledger grouped turn by turn. With `seat`, only what touched that player: their changes, and
 * the notes about them. Without, every change and note.
 */
export function ledgerGroups(entries: readonly Entry[], seat: number | null = null): LedgerGroup[] {
  const groups: LedgerGroup[] = [];
  let current: LedgerGroup | null = null;
  for (const entry of entries) {
    const changes = seat === null ? entry.changes : entry.changes.filter((c) => c.seat === seat);
    const notes = seat === null ? entry.notes : entry.notes.filter((n) => n.about === seat);
    if (changes.length === 0 && notes.length === 0) continue;
    if (current === null || entry.part !== current.heading) {
      current = { key: `${entry.part}:${entry.index}`, heading: entry.part, lines: [] };
      groups.push(current);
    }
    current.lines.push({ index: entry.index, label: entry.label, changes, notes });
  }
  return groups;
}
