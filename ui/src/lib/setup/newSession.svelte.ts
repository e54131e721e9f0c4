// The New session form: nicknames in seat order, Real Talk Mode, the catalog, the starting player.
// Names are checked on the spot so the facilitator sees a problem where it is; the backend checks
// the setup again when the session starts.
import type { NewSessionRequest } from "../api";

/** Players at a table (The Loadout v1.1). */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** Longest nickname, in characters, after trimming. */
export const NAME_MAX = 24;

/** One seat of the form. `key` keeps each input stable while seats move. */
export interface SeatRow {
  key: number;
  name: string;
}

/** Why a nickname can't be used, or null when it can. */
export function nameProblem(rows: readonly SeatRow[], index: number): string | null {
  const name = rows[index]?.name.trim() ?? "";
  if (name === "") return "Enter a nickname.";
  if ([...name].length > NAME_MAX) return `Use at most ${NAME_MAX} characters.`;
  const lower = name.toLowerCase();
  const first = rows.findIndex((r) => r.name.trim().toLowerCase() === lower);
  if (first !== index)
    return `“${rows[first]?.name.trim()}” is already at the table: use another nickname.`;
  return null;
}

/** Who starts round 1: a seat index, or drawn at random by the app. */
export type Starter = number | "random";

/** The form's state and its checks. */
export class NewSessionForm {
  rows: SeatRow[] = $state([
    { key: 0, name: "" },
    { key: 1, name: "" },
  ]);
  realTalk = $state(false);
  catalogId: string | null = $state(null);
  starter: Starter = $state("random");
  /** Rows the facilitator has left (blurred) or tried to submit: their problems show. */
  touched: number[] = $state([]);
  #next = 2;

  /** The problem of each row, in seat order. */
  problems = $derived(this.rows.map((_, i) => nameProblem(this.rows, i)));
  /** Every name is usable, the count is right, and a catalog is chosen. */
  ready = $derived(
    this.rows.length >= MIN_PLAYERS &&
      this.rows.length <= MAX_PLAYERS &&
      this.problems.every((p) => p === null) &&
      this.catalogId !== null,
  );

  /** Adds an empty seat at the end (up to six); returns its key. */
  add(): number | null {
    if (this.rows.length >= MAX_PLAYERS) return null;
    const key = this.#next++;
    this.rows.push({ key, name: "" });
    return key;
  }

  /** Removes seat `index` (never below two seats). A starter on that seat goes back to random. */
  remove(index: number): void {
    if (this.rows.length <= MIN_PLAYERS) return;
    const [gone] = this.rows.splice(index, 1);
    if (gone) this.touched = this.touched.filter((k) => k !== gone.key);
    if (typeof this.starter === "number") {
      if (this.starter === index) this.starter = "random";
      else if (this.starter > index) this.starter -= 1;
    }
  }

  /** Moves seat `index` one place up (-1) or down (+1); the starter follows their player. */
  move(index: number, by: -1 | 1): void {
    const to = index + by;
    if (to < 0 || to >= this.rows.length) return;
    const [row] = this.rows.splice(index, 1);
    if (!row) return;
    this.rows.splice(to, 0, row);
    if (this.starter === index) this.starter = to;
    else if (this.starter === to) this.starter = index;
  }

  /** Shows the problems of row `key` from now on. */
  touch(key: number): void {
    if (!this.touched.includes(key)) this.touched.push(key);
  }

  /** Shows every row's problem (after a refused submit). */
  touchAll(): void {
    for (const row of this.rows) this.touch(row.key);
  }

  /**
   * The problem shown for seat `index`: a repeated or too long name at once, an empty one only
   * after the field was left or the form submitted (a new empty row is not an error yet).
   */
  shownProblem(index: number): string | null {
    const row = this.rows[index];
    const problem = this.problems[index] ?? null;
    if (!row || problem === null) return null;
    return this.touched.includes(row.key) || row.name.trim() !== "" ? problem : null;
  }

  /** The request for `session_new`. */
  request(): NewSessionRequest {
    return {
      players: this.rows.map((r) => r.name.trim()),
      real_talk: this.realTalk,
      catalog_id: this.catalogId ?? "sample",
      starting_seat: this.starter === "random" ? "random" : { seat: this.starter },
    };
  }
}
