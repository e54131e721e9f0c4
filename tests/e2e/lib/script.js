// A scripted game (tests/e2e/games/*.json) as the list of steps a facilitator records, and the
// reference model's numbers after any prefix of it.

import { readFileSync } from "node:fs";
import { RefGame } from "./reference.js";

/** Reads tests/e2e/games/<name>.json. */
export function loadScript(name) {
  return JSON.parse(readFileSync(new URL(`../games/${name}.json`, import.meta.url), "utf8"));
}

/**
 * The steps in recording order: {kind: "load"|"lh"|"act"|"adjust"|"bro"|"end"|"tp", ...}, each
 * with its round and turn (index within the round) where it has one.
 */
export function stepsOf(script) {
  const steps = script.loads.map((card, seat) => ({ kind: "load", seat, card }));
  script.rounds.forEach((round, r) => {
    round.turns.forEach((t, i) => {
      const at = { round: r, turn: i };
      if (t.lh) steps.push({ kind: "lh", card: t.lh, ...at });
      steps.push({ kind: "act", card: t.act, ...at });
      if (t.adjust) steps.push({ kind: "adjust", ...t.adjust, ...at });
      if (t.bro) steps.push({ kind: "bro", giver: t.bro.giver, card: t.bro.card, ...at });
      steps.push({ kind: "end", ...at });
    });
    steps.push({ kind: "tp", card: round.tp, round: r });
  });
  return steps;
}

/** The reference game after the first `n` steps (all of them by default). */
export function fold(script, steps, n = steps.length) {
  const g = new RefGame(script.players, script.start);
  for (const s of steps.slice(0, n)) {
    if (s.kind === "load") g.loadCard(s.seat, s.card);
    else if (s.kind === "lh") g.lifeHappens(s.card);
    else if (s.kind === "act") g.action(s.card);
    else if (s.kind === "adjust") g.adjust(g.active, s.effect);
    else if (s.kind === "bro") g.brotherhood(s.giver, s.card);
    else if (s.kind === "end") g.endTurn();
    else if (s.kind === "tp") g.turningPoint(s.card);
  }
  return g;
}
