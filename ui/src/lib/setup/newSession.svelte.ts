// The New session form: nicknames in seat order, an optional label, Real Talk Mode, the catalog,
// the starting player. Names and the label are checked on the spot so the facilitator sees a
// problem where it is; the backend checks the setup again when the session starts.
import type { NewSessionRequest, RuleSet, SetupCheck } from "../api";

/** One seat of the form. `key` keeps each input stable while seats move. */
export interface SeatRow {
  key: number;
  name: string;
}

/**
 * Each seat's problem with its nickname (null when fine), in seat order, and the label's: the
 * tracker's answer (`setup_check`), so the form says what a start would refuse, in the same words.
 */
export type NameCheck = (players: string[], label: string) => Promise<SetupCheck>;

/** Who starts round 1: a seat index, or drawn at random by the app. */
export type Starter = number | "random";

/** The form's state and its checks. */
export class NewSessionForm {
  rows: SeatRow[] = $state([
    { key: 0, name: "" },
    { key: 1, name: "" },
  ]);
  /** A few words naming the session ("Thursday group"); empty for none. */
  label = $state("");
  realTalk = $state(false);
  catalogId: string | null = $state(null);
  starter: Starter = $state("random");
  /** Rows the facilitator has left (blurred) or tried to submit: their problems show. */
  touched: number[] = $state([]);
  #next = 2;
  /** The names and label the last answer of the check was for, and that answer. */
  #checked: { names: string; answer: SetupCheck } = $state({
    names: "",
    answer: { seats: [], label: null },
  });
  #asked = 0;

  /** `rules`: the players per table (the tracker's, from `app_info`); `check`: `setup_check`. */
  constructor(
    readonly rules: Pick<RuleSet, "min_players" | "max_players">,
    private readonly check: NameCheck,
  ) {}

  /** The names and label as sent, one key: an answer counts only for what it was asked about. */
  #key = $derived(JSON.stringify([this.rows.map((r) => r.name), this.label]));
  /** The check has answered for the names in the form now. */
  checked = $derived(this.#checked.names === this.#key);
  /** The problem of each row, in seat order (none while the check has not answered). */
  problems = $derived(
    this.rows.map((_, i) => (this.checked ? (this.#checked.answer.seats[i] ?? null) : null)),
  );
  /** The label's problem (none while the check has not answered). */
  labelProblem = $derived(this.checked ? this.#checked.answer.label : null);
  /** Every name is usable, the count is right, and a catalog is chosen. */
  get ready(): boolean {
    return (
      this.checked &&
      this.rows.length >= this.rules.min_players &&
      this.rows.length <= this.rules.max_players &&
      this.problems.every((p) => p === null) &&
      this.labelProblem === null &&
      this.catalogId !== null
    );
  }

  /** Every seat is taken. */
  get full(): boolean {
    return this.rows.length >= this.rules.max_players;
  }

  /**
   * Asks the tracker about the names and the label in the form now; an answer that comes back
   * after they changed again is dropped. Resolves when this answer is in.
   */
  async recheck(): Promise<void> {
    const names = this.rows.map((r) => r.name);
    const label = this.label;
    const key = JSON.stringify([names, label]);
    const asked = ++this.#asked;
    const answer = await this.check(names, label);
    if (asked === this.#asked) this.#checked = { names: key, answer };
  }

  /** Adds an empty seat at the end (up to the most a table holds); returns its key. */
  add(): number | null {
    if (this.full) return null;
    const key = this.#next++;
    this.rows.push({ key, name: "" });
    return key;
  }

  /** Removes seat `index` (never below the fewest a table holds). A starter on that seat goes back to random. */
  remove(index: number): void {
    if (this.rows.length <= this.rules.min_players) return;
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
      label: this.label,
    };
  }
}
