// The play screen's state: the backend's view of one session, and the calls that change it.
// Every number comes from the view; this class decides nothing about the rules. Each recording
// call sends the log length the screen shows (`expected_len`), so a double tap is refused as
// `stale` instead of being recorded twice.
import {
  allowed,
  call,
  toApiError,
  type AnyCard,
  type Catalog,
  type Conflict,
  type Deck,
  type Discarded,
  type Entry,
  type Event,
  type Seat,
  type SessionResponse,
  type View,
} from "../api";
import { speakView, t } from "../i18n/index.svelte";
import { reuse } from "../app/reuse";
import { pickerCards } from "../components/cards";

/** The props a card picker needs, from the session. */
export interface PickerData {
  deck: Deck;
  cards: AnyCard[];
  discard: Discarded[];
  tags: string[];
  declared: boolean;
  catalogName: string | null;
  /** The language the session's catalog prints its cards in, when it says. */
  language: string | null;
}

/** Tags seen on the session's cards, for typing cards in when there is no catalog. */
function sessionTags(cards: readonly AnyCard[]): string[] {
  const tags = cards.flatMap((c) =>
    c.deck === "load"
      ? c.card.relief
      : c.deck === "life_happens"
        ? c.card.helpful
        : c.deck === "action"
          ? [c.card.tag]
          : [],
  );
  return tags.filter((t, i) => tags.indexOf(t) === i).sort();
}

/** The control a call came from: its error message shows next to it. */
export type Slot = string;

/** One session on the play screen. */
export class PlaySession {
  /** The session's id in the backend. */
  readonly id: string;
  /**
   * The backend's whole screen model, replaced on every answer; the parts that did not change
   * keep their objects (see `reuse`), so only what a step moved is drawn again.
   */
  view: View = $state.raw() as View;
  /** The catalog the pickers offer; null when none matches the session (cards typed in by hand). */
  catalog: Catalog | null = $state.raw(null);
  /** Why the catalog could not be read, if it could not. */
  catalogProblem: string | null = $state(null);
  /** The log as the history lists it; loaded on open and refreshed by `loadHistory`. */
  history: Entry[] = $state.raw([]);
  /**
   * What the last undo or redo did, in the backend's words, for the log length it left; a later
   * step makes it stale (compare `len` with `view.log_len`).
   */
  said: { len: number; text: string; redo: boolean } | null = $state.raw(null);
  /** The last save failed: the session is only in memory until a save succeeds. */
  unsaved = $state(false);
  /** The error of the last call from each control, shown next to it. */
  errors: Record<Slot, string> = $state.raw({});
  /**
   * The later step that the last refused correction (amend, insert) would break, with the words
   * shown beside it; null when the last call was not such a refusal.
   */
  conflict: Conflict | null = $state.raw(null);
  /** The control whose call is in flight; further taps wait for it. */
  pending: Slot | null = $state(null);
  /**
   * Said once when a tap came too late (the step was already recorded on another device or
   * window): the screen shows the new state instead.
   */
  notice: string | null = $state(null);
  /**
   * A tap came while the last change was still on its way, and was not taken: said until the
   * next change begins, so the facilitator checks what the screen shows before tapping again.
   */
  held = $state(false);
  #catalogId: string | null = null;
  /** The revision of the view shown; an older response (pushed late) is dropped. */
  #revision = -1;
  /** The words of the response shown (`SessionResponse::said`). */
  #said: string | null = null;
  /** The last picker data of each deck, handed out again while its inputs are the same. */
  #pickers: Partial<Record<Deck, { key: readonly unknown[]; data: PickerData }>> = {};

  constructor(response: SessionResponse) {
    this.id = response.id;
    this.#catalogId = response.catalog_id;
    this.#accept(response);
  }

  /** Opens a stored session with its catalog and history. */
  static async open(id: string): Promise<PlaySession> {
    const session = new PlaySession(await call("session_open", { id }));
    await session.#loadCatalogAndHistory();
    return session;
  }

  /** A session just created by `session_new`. */
  static async started(response: SessionResponse): Promise<PlaySession> {
    const session = new PlaySession(response);
    await session.#loadCatalogAndHistory();
    return session;
  }

  /**
   * Takes a view the backend pushed (a step recorded elsewhere, or this screen's own), if it is
   * about this session and newer than the one shown.
   */
  follow(response: SessionResponse): void {
    if (response.id === this.id) this.#accept(response);
  }

  /** The id of the catalog the pickers use, if any. */
  get catalogId(): string | null {
    return this.#catalogId;
  }

  /**
   * What a card picker of `deck` offers: cards, discard marks, tags for typing a card in. The
   * same object as last time while the catalog, the cards typed in and the deck's discard pile
   * are: a step that leaves them alone does not rebuild the picker's list.
   */
  picker(deck: Deck): PickerData {
    const catalog = this.catalog;
    const typed = this.view.typed_cards;
    const discard = this.view.decks.find((d) => d.deck === deck)?.discard ?? NO_DISCARD;
    const language = this.view.catalog.language ?? null;
    const key = [catalog, typed, discard, this.#catalogId, language];
    const last = this.#pickers[deck];
    if (last && last.key.every((k, i) => k === key[i])) return last.data;
    const data: PickerData = {
      deck,
      cards: pickerCards(catalog, deck, typed),
      discard,
      tags: catalog ? catalog.tags : sessionTags(typed),
      declared: catalog !== null,
      // The sample deck ships with the app and is not edited from the table; a shared session's
      // tablet reaches no catalog.
      catalogName:
        catalog && !catalog.sample && this.#catalogId && allowed("catalog_save")
          ? catalog.name
          : null,
      language,
    };
    this.#pickers[deck] = { key, data };
    return data;
  }

  /**
   * Records `event`, made from the picked `card`, and, when asked, adds the typed-in card to the
   * session's catalog. The card is recorded first: the game must not wait on the catalog.
   */
  async pick(slot: Slot, event: Event, card: AnyCard, addToCatalog: boolean): Promise<boolean> {
    const ok = await this.record(slot, event);
    if (ok && addToCatalog) await this.#addToCatalog(card);
    return ok;
  }

  async #addToCatalog(card: AnyCard): Promise<void> {
    const catalog = this.catalog;
    const id = this.#catalogId;
    if (!catalog || !id || !allowed("catalog_save")) return;
    const added = { ...card.card, adhoc: false };
    const next = { ...catalog, [card.deck]: [...catalog[card.deck], added] } as Catalog;
    try {
      this.catalog = (await call("catalog_save", { id, catalog: next })).catalog;
      this.#clear("catalog");
    } catch (e) {
      this.errors = {
        ...this.errors,
        catalog: t("play-not-added-to-catalog", {
          catalog: catalog.name,
          problem: toApiError(e).message,
        }),
      };
    }
  }

  /** The nickname at `seat`. */
  name = (seat: Seat): string =>
    this.view.players.find((p) => p.seat === seat)?.name ?? t("seat-label", { n: seat + 1 });

  /** Records one step entered at the table. Resolves to true when the backend accepted it. */
  record(slot: Slot, event: Event): Promise<boolean> {
    return this.#run(slot, () =>
      call("record", { id: this.id, expected_len: this.view.log_len, event }),
    );
  }

  /** Undoes the last step. */
  undo(): Promise<boolean> {
    return this.#run("undo", () => call("undo", { id: this.id, expected_len: this.view.log_len }));
  }

  /** Records the last undone step again. */
  redo(): Promise<boolean> {
    return this.#run("redo", () => call("redo", { id: this.id, expected_len: this.view.log_len }));
  }

  /** Replaces the card of step `index`; everything recomputes. The history is reloaded. */
  async amend(index: number, card: AnyCard): Promise<boolean> {
    const ok = await this.#run(`amend:${index}`, () =>
      call("amend", { id: this.id, expected_len: this.view.log_len, index, card }),
    );
    if (ok) await this.loadHistory();
    return ok;
  }

  /**
   * Inserts a forgotten step before step `before`; everything recomputes and the history is
   * reloaded. Undo takes it out again as one change.
   */
  async insert(before: number, event: Event): Promise<boolean> {
    const ok = await this.#run(`insert:${before}`, () =>
      call("insert", { id: this.id, expected_len: this.view.log_len, before, event }),
    );
    if (ok) await this.loadHistory();
    return ok;
  }

  /** Tries the failed save again. */
  retrySave(): Promise<boolean> {
    return this.#run("save", () => call("session_save_retry", { id: this.id }));
  }

  /** Reloads the history (e.g. when the history panel opens). */
  async loadHistory(): Promise<void> {
    try {
      this.history = reuse(this.history, await call("history", { id: this.id }));
      this.#clear("history");
    } catch (e) {
      this.errors = { ...this.errors, history: toApiError(e).message };
    }
  }

  /** Forgets the error shown next to `slot`. */
  dismiss(slot: Slot): void {
    this.#clear(slot);
  }

  /** A tap on a control that waits while a change is on its way: say that it was not taken. */
  tapWhileBusy(): void {
    if (this.pending !== null) this.held = true;
  }

  async #run(slot: Slot, call: () => Promise<SessionResponse>): Promise<boolean> {
    if (this.pending !== null) {
      this.held = true;
      return false;
    }
    this.pending = slot;
    this.held = false;
    this.#clear(slot);
    this.conflict = null;
    this.notice = null;
    try {
      this.#accept(await call());
      return true;
    } catch (e) {
      const error = toApiError(e);
      if (error.code === "stale") {
        // Another tap, window or device got there first: say so, and show what the backend
        // has now.
        this.notice = error.message;
        await this.#refresh(slot);
        return false;
      }
      if (error.code === "storage") {
        // Recorded in memory but not saved: show the step taken, and the message beside the
        // unsaved warning and its retry (the tapped control may be gone with the step).
        this.errors = { ...this.errors, save: error.message };
        await this.#refresh("save");
        return true;
      }
      this.errors = { ...this.errors, [slot]: error.message };
      this.conflict = error.conflict;
      return false;
    } finally {
      this.pending = null;
    }
  }

  async #refresh(slot: Slot): Promise<void> {
    try {
      this.#accept(await call("session_view", { id: this.id }));
    } catch (e) {
      this.errors = { ...this.errors, [slot]: toApiError(e).message };
    }
  }

  #accept(response: SessionResponse): void {
    if (response.revision < this.#revision || this.#shown(response)) return;
    this.#revision = response.revision;
    this.#said = response.said;
    // The history's rows are worded by the backend too: a view in another language (the
    // facilitator switched) words them again, or an open History would stay in the old one.
    const relang = this.view !== undefined && this.view.lang !== response.view.lang;
    const view = reuse<View>(this.view, response.view);
    this.view = view;
    // The screens speak the view's language (the facilitator's choice, also on a tablet), with
    // the terms printed on the session's cards; after a switch, once the history is worded again.
    const reworded = relang && this.history.length > 0 ? this.loadHistory() : Promise.resolve();
    void reworded.then(() => speakView(view));
    this.said =
      response.said === null
        ? null
        : { len: view.log_len, text: response.said, redo: this.pending === "redo" };
    this.unsaved = response.unsaved;
    this.#catalogId = response.catalog_id;
  }

  /**
   * `response` is the one shown already: in the desktop app the window that made a change hears
   * it twice, as its command's answer and as the change every window is told of, and takes it
   * once. Same revision, same session state; what a revision does not cover (a save retried
   * while the session was read, the words of an undo, the language) is compared as well.
   */
  #shown(response: SessionResponse): boolean {
    return (
      response.revision === this.#revision &&
      response.unsaved === this.unsaved &&
      response.said === this.#said &&
      response.catalog_id === this.#catalogId &&
      response.view.lang === this.view.lang &&
      response.view.log_len === this.view.log_len
    );
  }

  async #loadCatalogAndHistory(): Promise<void> {
    const catalog = this.#catalogId
      ? call("session_catalog", { id: this.id }).then(
          (doc) => {
            this.catalog = doc.catalog;
          },
          (e: unknown) => {
            this.catalogProblem = t("play-catalog-problem", { problem: toApiError(e).message });
          },
        )
      : Promise.resolve();
    await Promise.all([catalog, this.loadHistory()]);
  }

  #clear(slot: Slot): void {
    if (slot in this.errors) {
      this.errors = Object.fromEntries(Object.entries(this.errors).filter(([s]) => s !== slot));
    }
  }
}

const NO_DISCARD: Discarded[] = [];
