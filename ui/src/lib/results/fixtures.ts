// The backend's JSON for the golden games (written by crates/words/tests/ui_fixtures_results.rs).
import type { Entry } from "../api/bindings/Entry";
import type { View } from "../api/bindings/View";
import fourFinalLedger from "./fixtures/four-final.ledger.json";
import fourFinal from "./fixtures/four-final.view.json";
import fourRound3Ledger from "./fixtures/four-round3.ledger.json";
import fourRound3 from "./fixtures/four-round3.view.json";
import sixFinalLedger from "./fixtures/six-final.ledger.json";
import sixFinal from "./fixtures/six-final.view.json";
import twoFinalLedger from "./fixtures/two-final.ledger.json";
import twoFinal from "./fixtures/two-final.view.json";
import twoSample from "./fixtures/two-sample.view.json";

/** A game's view and ledger. */
export interface GameFixture {
  view: View;
  ledger: Entry[];
}

// JSON imports are typed structurally from the file; the generator guarantees the binding's shape.
const game = (view: unknown, ledger: unknown): GameFixture => ({
  view: view as View,
  ledger: ledger as Entry[],
});

/** Six players: Ana and Eli share the win; places below decided by Load and by Connection. */
export const sixFinalGame = game(sixFinal, sixFinalLedger);
/** Two players: the tie decided by lower Load; Ben's Load stops at 10. */
export const twoFinalGame = game(twoFinal, twoFinalLedger);
/** Four players: a tie decided by higher Connection. */
export const fourFinalGame = game(fourFinal, fourFinalLedger);
/** Four players part-way through round 3. */
export const fourRound3Game = game(fourRound3, fourRound3Ledger);
/** The two-player game as if played on the sample deck. */
export const twoSampleGame = game(twoSample, twoFinalLedger);
