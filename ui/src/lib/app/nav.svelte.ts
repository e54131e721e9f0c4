// Which screen is showing. The app has no URL bar, so navigation is a small stack of screens.

/** A screen of the app and what it needs to open. */
export type Screen =
  | { name: "start" }
  | { name: "new" }
  /** `history`: opened to correct a finished game, with its history open. */
  | { name: "play"; id: string; history?: boolean }
  | { name: "results"; id: string }
  | { name: "sessions" }
  | { name: "catalogs" }
  | { name: "settings" };

/** The screen stack: `go` opens a screen, `back` returns to the one before. */
export class Navigator {
  /** The screen showing now (the top of the stack). */
  current: Screen = $derived.by(() => this.#stack[this.#stack.length - 1] ?? { name: "start" });
  #stack = $state.raw<Screen[]>([{ name: "start" }]);

  /** Opens `screen` on top of the current one. */
  go(screen: Screen): void {
    this.#stack = [...this.#stack, screen];
  }

  /** Replaces the current screen (e.g. New session → Play: back goes to Start, not the form). */
  replace(screen: Screen): void {
    this.#stack = [...this.#stack.slice(0, -1), screen];
  }

  /** Returns to the previous screen, or to Start. */
  back(): void {
    this.#stack = this.#stack.length > 1 ? this.#stack.slice(0, -1) : [{ name: "start" }];
  }

  /** Back to the Start screen, forgetting the stack. */
  home(): void {
    this.#stack = [{ name: "start" }];
  }

  /** There is a screen to go back to. */
  get canGoBack(): boolean {
    return this.#stack.length > 1;
  }
}

/** The app's one navigator. */
export const nav = new Navigator();
