// Words for what the backend did: each change and note of a ledger entry, the way the tracker's
// ledger says it (session.rs `describe_change`, `describe_note`). Formatting only: the numbers,
// causes and notes all come from the backend's ledger entry.
import type { Cause, Change, LedgerEntry, Note, Seat } from "../api";
import { DECK_TITLES, STAT_NAMES, signed } from "../components/cards";

/** Nicknames by seat, from the view's players. */
export type Names = (seat: Seat) => string;

const CAUSE_WORDS: Record<Exclude<Cause["kind"], "adjustment">, string> = {
  start: "start",
  load_card_drawn: "Load card drawn",
  pressure: "pressure",
  shield_absorbed: "Shield absorbed",
  action: "Action",
  match_bonus: "match bonus",
  load_resolved: "Load resolved",
  recovery: "recovery",
  brotherhood_received: "Brotherhood received",
  brotherhood_given: "Brotherhood given",
  turning_point: "Turning Point",
};

const REASON_WORDS = {
  card_effect: "card effect",
  correction: "correction",
  house_rule: "house rule",
} as const;

/** Words for a cause, e.g. "match bonus". */
export function causeWords(cause: Cause): string {
  return cause.kind === "adjustment" ? REASON_WORDS[cause.reason] : CAUSE_WORDS[cause.kind];
}

/** The track stopped at 0 or 10 before the whole change applied. */
export function clamped(change: Change): boolean {
  return change.after - change.before !== change.requested;
}

/** "Load 3 → 5 (pressure)", or "Load 9 → 10 (pressure +3, stopped at 10)". Without the name. */
export function changeWords(change: Change): string {
  let text = `${STAT_NAMES[change.stat]} ${change.before} → ${change.after} (${causeWords(change.cause)}`;
  if (clamped(change)) {
    const end = change.requested > 0 && change.stat !== "shield" ? 10 : 0;
    text += ` ${signed(change.requested)}, stopped at ${end}`;
  }
  return `${text})`;
}

/** A note in words for the facilitator. */
export function noteWords(note: Note, names: Names): string {
  switch (note.kind) {
    case "card_in_discard":
      return `Every copy of this card is already in the ${DECK_TITLES[note.deck]} discard pile: check the card drawn.`;
    case "deck_empty":
      return `The ${DECK_TITLES[note.deck]} deck is empty: shuffle its discard pile back in and record the reshuffle.`;
    case "no_match":
      return "No match bonus: the Action's tag is not one of the event's Helpful Approaches.";
    case "no_resolve":
      return "No Load card resolved: no held Load card lists the Action's tag.";
    case "overloaded":
      return `${names(note.seat)} begins the turn at Load 10: recovery turn, no Life Happens card.`;
    case "round_over":
      return `Round ${note.round} is over: reveal a Turning Point.`;
    case "game_over":
      return "The game is over.";
  }
}

/** Notes that ask the facilitator to check something (shown as warnings). */
export function isWarning(note: Note): boolean {
  return note.kind === "card_in_discard" || note.kind === "deck_empty";
}

/** One player's changes in an entry, e.g. `{ name: "Ana", changes: ["Load 3 → 5 (pressure)"] }`. */
export interface PlayerChanges {
  seat: Seat;
  name: string;
  changes: string[];
}

/** The entry's changes grouped by player, in the order they happened. */
export function changesByPlayer(entry: LedgerEntry, names: Names): PlayerChanges[] {
  const groups: PlayerChanges[] = [];
  for (const change of entry.changes) {
    let group = groups.find((g) => g.seat === change.seat);
    if (!group) {
      group = { seat: change.seat, name: names(change.seat), changes: [] };
      groups.push(group);
    }
    group.changes.push(changeWords(change));
  }
  return groups;
}

/** The one-line reasons of an Action's steps 3 and 4 (match bonus, Load resolution, recovery). */
export interface ActionReasons {
  /** The Action's printed changes, e.g. "Load 5 → 4, Connection 4 → 5"; null when none. */
  action: string | null;
  match: string | null;
  resolve: string | null;
  recovery: string | null;
}

/** "Load 5 → 4", or "Load 9 → 10 (stopped at 10)": a change without its cause. */
export function moveWords(change: Change): string {
  const text = `${STAT_NAMES[change.stat]} ${change.before} → ${change.after}`;
  return clamped(change) ? `${text} (stopped at ${change.after})` : text;
}

/**
 * The reasons of steps 3 and 4 from the Action's ledger entry: what the fold did (a
 * `match_bonus`/`load_resolved`/`recovery` change) or why it did not (a `no_match`/`no_resolve`
 * note). Null where the entry says nothing (e.g. no match step on a recovery turn).
 */
export function actionReasons(entry: LedgerEntry): ActionReasons {
  const moves = (kind: Cause["kind"]) =>
    entry.changes
      .filter((c) => c.cause.kind === kind)
      .map(moveWords)
      .join(", ");
  const has = (kind: Note["kind"]) => entry.notes.some((n) => n.kind === kind);
  const match = moves("match_bonus");
  const resolved = moves("load_resolved");
  const recovery = moves("recovery");
  return {
    action: moves("action") || null,
    match: match
      ? `Match bonus: ${match}. The Action's tag is one of the event's Helpful Approaches.`
      : has("no_match")
        ? "No match bonus: the Action's tag is not one of the event's Helpful Approaches."
        : null,
    resolve: resolved
      ? `Load resolved: ${resolved}. The Action's tag is a Relief Approach of a held Load card, which is discarded.`
      : has("no_resolve")
        ? "No Load card resolved: no held Load card lists the Action's tag."
        : null,
    recovery: recovery ? `Recovery: ${recovery}. The turn began at Load 10.` : null,
  };
}
