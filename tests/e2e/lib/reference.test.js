// The reference model is itself checked against the golden games, whose final tables were worked
// out by hand (tests/golden/*.expected.md): if the model and the hand computation disagree, the
// end-to-end expectations built on the model cannot be trusted.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { RefGame, placeRow } from "./reference.js";

const golden = (name) => new URL(`../../golden/${name}`, import.meta.url);

function replay(events) {
  const [setup, ...rest] = events;
  const g = new RefGame(setup.players, setup.starting_seat);
  for (const e of rest) {
    if (e.type === "load_card_drawn") g.loadCard(e.seat, e.card);
    else if (e.type === "life_happens_drawn") g.lifeHappens(e.card);
    else if (e.type === "action_played") g.action(e.card);
    else if (e.type === "brotherhood_given") g.brotherhood(e.giver, e.card);
    else if (e.type === "turn_ended") g.endTurn();
    else if (e.type === "turning_point_revealed") g.turningPoint(e.card);
    else if (e.type === "adjusted") g.adjust(e.seat, e.effect);
    else if (e.type !== "deck_reshuffled") throw new Error(`unknown event ${e.type}`);
  }
  return g;
}

// "| 1 | Ana (seat 1) | 5 | 10 | 4 | (10−5)+10+4 = 19 | ... |" rows of "## Final standings".
function handTable(md) {
  const final = md.slice(md.indexOf("## Final standings"));
  return [
    ...final.matchAll(/^\| (\d) \| (\S+) \(seat \d\) \| (\d+) \| (\d+) \| (\d+) \| .*= (\d+) \|/gm),
  ].map((m) => ({
    place: +m[1],
    name: m[2],
    load: +m[3],
    connection: +m[4],
    momentum: +m[5],
    score: +m[6],
  }));
}

for (const name of ["two-players", "four-players", "six-players"]) {
  test(`the reference model agrees with the hand-computed ${name} golden game`, () => {
    const events = JSON.parse(readFileSync(golden(`${name}.json`), "utf8")).events;
    const expected = handTable(readFileSync(golden(`${name}.expected.md`), "utf8"));
    assert.ok(expected.length >= 2, "the expected table was read");
    const got = replay(events).standings().map(placeRow);
    assert.deepEqual(got, expected);
  });
}
