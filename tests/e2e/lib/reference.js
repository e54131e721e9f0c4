// An independent reading of The Loadout v1.1 (loadout-rules-v1.1.txt and RULINGS.md), written
// for the end-to-end tests from the rule sheet and NOT from crates/tracker: it computes the
// numbers a scripted game must end with, so that the app's screen can be checked against
// something other than itself. Small on purpose; each step cites the rule it implements.

import { readFileSync } from "node:fs";

/** The sample deck the scripted games draw from (the same file the app ships). */
export const SAMPLE = JSON.parse(
  readFileSync(new URL("../../../crates/tracker/catalogs/sample.json", import.meta.url), "utf8"),
);

const DECKS = {
  load: "load",
  lh: "life_happens",
  act: "action",
  bro: "brotherhood",
  tp: "turning_point",
};

/** The sample card with this id, e.g. card("act-03"); throws on a typo in a script. */
export function card(id) {
  const prefix = id.split("-")[0];
  const found = SAMPLE[DECKS[prefix]]?.find((c) => c.id === id);
  if (!found) throw new Error(`no sample card ${id}`);
  return found;
}

const resolve = (c) => (typeof c === "string" ? card(c) : c);
const clamp = (v) => Math.max(0, Math.min(10, v));
const fx = (e) => ({ load: 0, connection: 0, momentum: 0, shield: 0, ...(e ?? {}) });

// Tracks stop at 0 and 10 after each step (RULINGS "Tracks"); Shield is 0 or more.
function applyEffect(p, effect) {
  const e = fx(effect);
  p.load = clamp(p.load + e.load);
  p.connection = clamp(p.connection + e.connection);
  p.momentum = clamp(p.momentum + e.momentum);
  p.shield = Math.max(0, p.shield + e.shield);
}

/**
 * A game in progress, driven by the same steps a facilitator records:
 * `loadCard(seat, id)`, `lifeHappens`, `action`, `brotherhood`, `endTurn` (or a whole `turn`), `turningPoint(id)`, `adjust(seat, effect)`.
 */
/** The columns a final table is compared on: place, name, the three tracks and the score. */
export const placeRow = ({ place, name, load, connection, momentum, score }) => ({
  place,
  name,
  load,
  connection,
  momentum,
  score,
});

export class RefGame {
  constructor(names, startingSeat) {
    this.players = names.map((name, seat) => ({
      seat,
      name,
      load: 2,
      connection: 3,
      momentum: 1,
      shield: 0,
      held: [],
    }));
    this.firstStarter = startingSeat;
    this.round = 1;
    this.turnsThisRound = 0;
  }

  get starter() {
    return (this.firstStarter + this.round - 1) % this.players.length;
  }

  /** The seat whose turn it is now. */
  get active() {
    return (this.starter + this.turnsThisRound) % this.players.length;
  }

  /** Whether the active player begins this turn at Load 10 (a recovery turn). */
  get overloaded() {
    return this.players[this.active].load === 10;
  }

  // Setup 3: draw one Load card face up and add +1 Load.
  loadCard(seat, id) {
    const p = this.players[seat];
    p.held.push(resolve(id));
    p.load = clamp(p.load + 1);
  }

  adjust(seat, effect) {
    applyEffect(this.players[seat], effect);
  }

  /** Step 1, Life Happens: Shield absorbs first, the rest goes to Load. */
  lifeHappens(c) {
    const p = this.#begin();
    if (this.turnOverloaded) throw new Error(`${p.name} is overloaded: no Life Happens card`);
    this.event = resolve(c);
    const absorbed = Math.min(this.event.pressure, p.shield);
    p.shield -= absorbed;
    p.load = clamp(p.load + this.event.pressure - absorbed);
  }

  /** Steps 2 to 4: the Action, then the match bonus or the recovery, then one Load card resolved. */
  action(c) {
    const p = this.#begin();
    if (!this.turnOverloaded && !this.event)
      throw new Error(`${p.name} is not overloaded: the Life Happens card comes first`);
    const action = resolve(c);
    applyEffect(p, action.effect);
    if (this.turnOverloaded) {
      // Recovery turn: Load -1 extra, no match bonus (there is no event).
      p.load = clamp(p.load - 1);
    } else if (this.event?.helpful.includes(action.tag)) {
      p.load = clamp(p.load - 1);
    }
    // The oldest held Load card whose Relief Approaches include the tag.
    const i = p.held.findIndex((h) => h.relief.includes(action.tag));
    if (i >= 0) {
      p.held.splice(i, 1);
      p.load = clamp(p.load - 2);
      p.momentum = clamp(p.momentum + 1);
    }
  }

  /** Step 5: another player gives a Brotherhood card to the active player. */
  brotherhood(giver, c) {
    const p = this.#begin();
    if (giver === p.seat) throw new Error("a player cannot give Brotherhood to themself");
    const b = resolve(c);
    applyEffect(p, b.receiver);
    applyEffect(this.players[giver], b.giver);
  }

  endTurn() {
    this.#begin();
    this.turnsThisRound += 1;
    this.turnOverloaded = undefined;
    this.event = null;
  }

  // A turn begins with its first recorded step: the player is overloaded if their Load is 10 then.
  #begin() {
    if (this.turnsThisRound >= this.players.length)
      throw new Error("the round needs its Turning Point");
    const p = this.players[this.active];
    if (this.turnOverloaded === undefined) this.turnOverloaded = p.load === 10;
    return p;
  }

  /** One whole turn of the active player, e.g. {lh: "lh-05", act: "act-03", bro: {giver: 1, card: "bro-03"}}. */
  turn({ lh, act, bro }) {
    const seat = this.active;
    const overloaded = this.players[seat].load === 10;
    if (lh) this.lifeHappens(lh);
    this.action(act);
    if (bro) this.brotherhood(bro.giver, bro.card);
    this.endTurn();
    return { seat, overloaded };
  }

  /** End of round: the Turning Point's scope is read now, ties take everyone tied. */
  turningPoint(id) {
    if (this.turnsThisRound !== this.players.length) throw new Error("the round is not over");
    const tp = resolve(id);
    const ps = this.players;
    const pick = (stat, best) => {
      const v = best(...ps.map((p) => p[stat]));
      return ps.filter((p) => p[stat] === v);
    };
    const scoped = {
      everyone: () => ps,
      highest_load: () => pick("load", Math.max),
      lowest_load: () => pick("load", Math.min),
      highest_connection: () => pick("connection", Math.max),
      lowest_connection: () => pick("connection", Math.min),
      highest_momentum: () => pick("momentum", Math.max),
      lowest_momentum: () => pick("momentum", Math.min),
      starting_player: () => [ps[this.starter]],
    }[tp.scope]();
    for (const p of scoped) applyEffect(p, tp.effect);
    this.round += 1;
    this.turnsThisRound = 0;
    return scoped.map((p) => p.seat);
  }

  /** Final Balance Score = (10 - Load) + Connection + Momentum. */
  static score(p) {
    return 10 - p.load + p.connection + p.momentum;
  }

  /**
   * Ranking: higher score, then lower Load, then higher Connection; still tied: shared place
   * (competition ranking 1, 1, 3).
   */
  standings() {
    const cmp = (a, b) =>
      RefGame.score(b) - RefGame.score(a) || a.load - b.load || b.connection - a.connection;
    const rows = [...this.players].sort((a, b) => cmp(a, b) || a.seat - b.seat);
    return rows.map((p) => ({
      place: 1 + rows.filter((q) => cmp(q, p) < 0).length,
      name: p.name,
      seat: p.seat,
      load: p.load,
      connection: p.connection,
      momentum: p.momentum,
      shield: p.shield,
      score: RefGame.score(p),
    }));
  }
}
