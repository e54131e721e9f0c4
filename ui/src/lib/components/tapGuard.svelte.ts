// A control that appears under the finger must not take the tap meant for the one it replaced.
// A double tap on a Life Happens card used to record an Action nobody played: the Action cards
// appear exactly where the Life Happens cards were, 20-50 ms after the first tap, and the second
// tap lands on them (a new step, so the stale-length check cannot catch it).

/**
 * How long new controls wait before they take a tap, when a tap has just brought them: longer
 * than the 200-400 ms between the two taps of a double tap.
 */
export const SETTLE_MS = 400;

// When the last pointer went down anywhere in the page (performance.now(): a capturing listener
// on the document runs as the press happens).
let lastDown = -Infinity;
// When guarded controls last appeared. A press after that is what brought the next ones (the
// step it recorded), however long the backend took to answer: a loaded machine can take
// seconds, so no fixed window would do.
let lastShown = -Infinity;
if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (lastDown = performance.now()), {
    capture: true,
    passive: true,
  });
}

/**
 * Guards the controls of one component from the moment it is created: while `settling` they
 * are shown disabled (visibly new), and `accepts` refuses a click whose press began before they
 * appeared. Keyboard presses (a click with `detail` 0) are always taken: focus never moves onto
 * a control by itself.
 */
export class TapGuard {
  settling = $state(false);
  readonly #since = performance.now();

  constructor() {
    if (lastDown > lastShown) {
      this.settling = true;
      // Counted from the first frame that shows them: a slow frame keeps the old controls on
      // screen, and the finger aims at what it sees.
      const frame = globalThis.requestAnimationFrame ?? ((f: () => void) => setTimeout(f, 16));
      frame(() => setTimeout(() => (this.settling = false), SETTLE_MS));
    }
    // Every guard created in this same update (the step's picker and its buttons) settles too.
    queueMicrotask(() => (lastShown = Math.max(lastShown, this.#since)));
  }

  /** Whether a click on a guarded control is the facilitator's own tap on it. */
  accepts(e: MouseEvent): boolean {
    if (e.detail === 0) return true;
    return !this.settling && lastDown >= this.#since;
  }
}
