// What the catalog editor does with the backend while a catalog is typed, apart from the screen:
// the validation asked once per edit (answers to older edits dropped), the draft kept a moment
// after the last edit (one save at a time, the newest state, at once on leaving), and the save
// as a catalog. The editor component renders `saveState`, `draftState` and `checkError` and
// calls `edited()` after every change it makes to the draft.
import { call, type Problem } from "../api";
import type { CatalogDraft } from "./draft.svelte";
import { explain } from "./problems";

/** How long after the last edit the draft is kept: typing a title is one save, not one per key. */
export const DRAFT_DELAY_MS = 600;

export type SaveState =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "error"; message: string; problems: string[] };

export type DraftState = { kind: "idle" } | { kind: "kept" } | { kind: "error"; message: string };

export class DraftKeeper {
  readonly draft: CatalogDraft;
  saveState = $state<SaveState>({ kind: "idle" });
  draftState = $state<DraftState>({ kind: "idle" });
  /** Why the catalog could not be checked just now (the problems shown are an older edit's). */
  checkError = $state<string | null>(null);

  /** Validations asked; an answer is used only if no later one was asked meanwhile. */
  #asked = 0;
  /** Edits made, and the edit (and place) the kept draft holds. */
  #edits = 0;
  #keptEdits = 0;
  #keptPlace = "";
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** The draft save in flight (or the last one), so that saves run one after the other. */
  #keeping: Promise<void> = Promise.resolve();

  constructor(draft: CatalogDraft) {
    this.draft = draft;
  }

  #place(): string {
    return `${this.draft.deck}:${this.draft.card}`;
  }

  /** The editor opened: check the catalog, and a draft opened again counts as kept where it is. */
  opened(): void {
    void this.revalidate();
    if (this.draft.draftId !== null) this.#keptPlace = this.#place();
  }

  /**
   * Asks the backend's validator about the catalog as it is now. Never from an effect: an
   * effect that reads the snapshot would run again on every field and ask twice.
   */
  async revalidate(): Promise<void> {
    const n = ++this.#asked;
    try {
      const problems = await call("catalog_validate", { catalog: this.draft.snapshot() });
      if (n === this.#asked) {
        this.draft.problems = problems;
        this.checkError = null;
      }
    } catch (e) {
      if (n === this.#asked) this.checkError = (e as Error).message;
    }
  }

  /** The draft was changed: check it again and keep it soon. */
  edited(): void {
    this.draft.dirty = true;
    this.#edits++;
    if (this.saveState.kind !== "saving") this.saveState = { kind: "idle" };
    void this.revalidate();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.keep(), DRAFT_DELAY_MS);
  }

  /**
   * Keeps the catalog as it is now as a draft, once any save in flight is done (so the first
   * save's new id is the one the next replaces). Nothing is sent when nothing changed since.
   */
  keep(): Promise<void> {
    this.#cancelTimer();
    this.#keeping = this.#keeping.then(async () => {
      const draft = this.draft;
      if (!draft.dirty || (this.#edits === this.#keptEdits && this.#place() === this.#keptPlace)) {
        return;
      }
      const upTo = this.#edits;
      const at = this.#place();
      try {
        const kept = await call("catalog_draft_save", draft.draftRequest());
        draft.draftId = kept.id;
        this.#keptEdits = upTo;
        this.#keptPlace = at;
        this.draftState = { kind: "kept" };
      } catch (e) {
        this.draftState = { kind: "error", message: (e as Error).message };
      }
    });
    return this.#keeping;
  }

  /** Whether a change waits to be kept (the editor is closing: keep it now). */
  get waiting(): boolean {
    return this.#timer !== null;
  }

  /** Saves the catalog (after the draft in flight); answers the stored id, or null if refused. */
  async save(): Promise<string | null> {
    const draft = this.draft;
    this.saveState = { kind: "saving" };
    try {
      this.#cancelTimer();
      await this.#keeping;
      const doc = await call("catalog_save", {
        id: draft.id,
        catalog: draft.snapshot(),
        draft: draft.draftId ?? undefined,
      });
      // Saved as a catalog: the backend removed the draft; later edits start a new one.
      draft.draftId = null;
      this.#keptEdits = this.#edits;
      this.draftState = { kind: "idle" };
      draft.id = doc.id;
      draft.problems = doc.problems;
      draft.dirty = false;
      this.saveState = { kind: "saved" };
      return doc.id;
    } catch (e) {
      const problems = (e as { problems?: Problem[] }).problems;
      if (problems && problems.length > 0) draft.problems = problems;
      this.saveState = { kind: "error", ...explain(e) };
      return null;
    }
  }

  /**
   * Leaving the editor: what is typed is kept first. Answers whether leaving loses nothing
   * (false: unsaved changes could not be kept, so the facilitator is asked).
   */
  async leave(): Promise<boolean> {
    if (this.draft.dirty) await this.keep();
    return !(this.draft.dirty && this.draftState.kind === "error");
  }

  #cancelTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }
}
