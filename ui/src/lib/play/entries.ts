// A log entry's changes arranged for reading: the words all come from the backend's entry.
import type { Entry, Seat } from "../api";

/** Nicknames by seat, from the view's players. */
export type Names = (seat: Seat) => string;

/** One player's changes in an entry, e.g. `{ name: "Ana", changes: ["Load 3 → 5 (pressure)"] }`. */
export interface PlayerChanges {
  seat: Seat;
  name: string;
  changes: string[];
}

/** The entry's changes grouped by player, in the order they happened. */
export function changesByPlayer(entry: Pick<Entry, "changes">, names: Names): PlayerChanges[] {
  const groups: PlayerChanges[] = [];
  for (const change of entry.changes) {
    let group = groups.find((g) => g.seat === change.seat);
    if (!group) {
      group = { seat: change.seat, name: names(change.seat), changes: [] };
      groups.push(group);
    }
    group.changes.push(change.text);
  }
  return groups;
}
