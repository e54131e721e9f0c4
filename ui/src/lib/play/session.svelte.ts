// The play screen's state: the backend's view of one session, and the calls that change it.
// Every number comes from the view; this class decides nothing about the rules. Each recording
// call sends the log length the screen shows (`expected_len`), so a double tap is refused as
// `stale` instead of being recorded twice.
import {
  amend,
  catalogGet,
  catalogSave,
  history,
  record,
  redo,
  sessionOpen,
  sessionSaveRetry,
  sessionView,
  toApiError,
  undo,
  type AnyCard,
  type Catalog,
  type Deck,
  type Discarded,
  type Event,
  type HistoryItem,
  type LedgerEntry,
  type Seat,
  type SessionResponse,
  type View,
} from "../api";
import { reuse } from "../app/reuse";
import { pickerCards } from "../components/cards";
import { actionReasons } from "./describe";

/** The props a card picker needs, from the session. */
export interface PickerData {
  deck: Deck;
  cards: AnyCard[];
  discard: Discarded[];
  tags: string[];
  declared: boolean;
  catalogName: string | null;
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

/** An Action's ledger entry: it says how steps 3 and 4 went (match bonus, Load resolution). */
export function isActionEntry(entry: LedgerEntry): boolean {
  const r = actionReasons(entry);
  return r.match !== null || r.resolve !== null || r.recovery !== null;
}

/** A Turning Point's ledger entry. */
export function isTurningPointEntry(entry: LedgerEntry): boolean {
  return entry.turn_of === null && entry.changes.some((c) => c.cause.kind === "turning_point");
}

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
  history: HistoryItem[] = $state.raw([]);
  /** Every card recorded in this session, for the pickers (cards typed in by hand included). */
  sessionCards: AnyCard[] = $state.raw([]);
  /** The last save failed: the session is only in memory until a save succeeds. */
  unsaved = $state(false);
  /** The error of the last call from each control, shown next to it. */
  errors: Record<Slot, string> = $state.raw({});
  /** The control whose call is in flight; further taps wait for it. */
  pending: Slot | null = $state(null);
  /** The Action entry of the current turn, kept while Brotherhood and other steps follow it. */
  actionEntry: LedgerEntry | null = $state.raw(null);
  #catalogId: string | null = null;
  /** The last picker data of each deck, handed out again while its inputs are the same. */
  #pickers: Partial<Record<Deck, { key: readonly unknown[]; data: PickerData }>> = {};

  constructor(response: SessionResponse) {
    this.id = response.id;
    this.#catalogId = response.catalog_id;
    this.#accept(response);
  }

  /** Opens a stored session with its catalog and history. */
  static async open(id: string): Promise<PlaySession> {
    const session = new PlaySession(await sessionOpen(id));
    await session.#loadCatalogAndHistory();
    return session;
  }

  /** A session just created by `session_new`. */
  static async started(response: SessionResponse): Promise<PlaySession> {
    const session = new PlaySession(response);
    await session.#loadCatalogAndHistory();
    return session;
  }

  /** The id of the catalog the pickers use, if any. */
  get catalogId(): string | null {
    return this.#catalogId;
  }

  /**
   * What a card picker of `deck` offers: cards, discard marks, tags for typing a card in. The
   * same object as last time while the catalog, the session's cards and the deck's discard pile
   * are: a step that leaves them alone does not rebuild the picker's list.
   */
  picker(deck: Deck): PickerData {
    const catalog = this.catalog;
    const sessionCards = this.sessionCards;
    const discard = this.view.decks.find((d) => d.deck === deck)?.discard ?? NO_DISCARD;
    const key = [catalog, sessionCards, discard, this.#catalogId];
    const last = this.#pickers[deck];
    if (last && last.key.every((k, i) => k === key[i])) return last.data;
    const data: PickerData = {
      deck,
      cards: pickerCards(catalog, deck, sessionCards),
      discard,
      tags: catalog ? catalog.tags : sessionTags(sessionCards),
      declared: catalog !== null,
      // The sample deck ships with the app and is not edited from the table.
      catalogName: catalog && !catalog.sample && this.#catalogId ? catalog.name : null,
    };
    this.#pickers[deck] = { key, data };
    return data;
  }

  /**
   * Records `event` (made from a picked card) and, when asked, adds the typed-in card to the
   * session's catalog. The card is recorded first: the game must not wait on the catalog.
   */
  async pick(slot: Slot, event: Event, addToCatalog: boolean): Promise<boolean> {
    const ok = await this.record(slot, event);
    const card = eventCard(event);
    if (ok && addToCatalog && card) await this.#addToCatalog(card);
    return ok;
  }

  async #addToCatalog(card: AnyCard): Promise<void> {
    const catalog = this.catalog;
    const id = this.#catalogId;
    if (!catalog || !id) return;
    const added = { ...card.card, adhoc: false };
    const next = { ...catalog, [card.deck]: [...catalog[card.deck], added] } as Catalog;
    try {
      this.catalog = (await catalogSave(id, next)).catalog;
      this.#clear("catalog");
    } catch (e) {
      this.errors = {
        ...this.errors,
        catalog: `The card was recorded, but not added to “${catalog.name}”: ${toApiError(e).message}`,
      };
    }
  }

  /** The nickname at `seat`. */
  name = (seat: Seat): string =>
    this.view.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`;

  /** The latest entry is a Turning Point: show whom it touched. */
  get turningPoint(): LedgerEntry | null {
    const latest = this.view.latest;
    return latest && isTurningPointEntry(latest) ? latest : null;
  }

  /** Records one step entered at the table. Resolves to true when the backend accepted it. */
  record(slot: Slot, event: Event): Promise<boolean> {
    return this.#run(slot, () => record(this.id, this.view.log_len, event)).then((ok) => {
      const card = eventCard(event);
      if (ok && card) this.#remember([card]);
      return ok;
    });
  }

  /** Undoes the last step. */
  undo(): Promise<boolean> {
    return this.#run("undo", () => undo(this.id, this.view.log_len));
  }

  /** Records the last undone step again. */
  redo(): Promise<boolean> {
    return this.#run("redo", () => redo(this.id, this.view.log_len));
  }

  /** Replaces the card of step `index`; everything recomputes. The history is reloaded. */
  async amend(index: number, card: AnyCard): Promise<boolean> {
    const ok = await this.#run(`amend:${index}`, () =>
      amend(this.id, this.view.log_len, index, card),
    );
    if (ok) await this.loadHistory();
    return ok;
  }

  /** Tries the failed save again. */
  retrySave(): Promise<boolean> {
    return this.#run("save", () => sessionSaveRetry(this.id));
  }

  /** Reloads the history (e.g. when the history panel opens). */
  async loadHistory(): Promise<void> {
    try {
      this.history = reuse(this.history, await history(this.id));
      this.#remember(this.history.flatMap((item) => (item.card ? [item.card] : [])));
      this.#clear("history");
    } catch (e) {
      this.errors = { ...this.errors, history: toApiError(e).message };
    }
  }

  /** Forgets the error shown next to `slot`. */
  dismiss(slot: Slot): void {
    this.#clear(slot);
  }

  async #run(slot: Slot, call: () => Promise<SessionResponse>): Promise<boolean> {
    if (this.pending !== null) return false;
    this.pending = slot;
    this.#clear(slot);
    try {
      this.#accept(await call());
      return true;
    } catch (e) {
      const error = toApiError(e);
      if (error.code === "stale") {
        // Another tap (or window) got there first: show what the backend has now.
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
      return false;
    } finally {
      this.pending = null;
    }
  }

  async #refresh(slot: Slot): Promise<void> {
    try {
      this.#accept(await sessionView(this.id));
    } catch (e) {
      this.errors = { ...this.errors, [slot]: toApiError(e).message };
    }
  }

  #accept(response: SessionResponse): void {
    const view = reuse<View>(this.view, response.view);
    this.view = view;
    this.unsaved = response.unsaved;
    this.#catalogId = response.catalog_id;
    const latest = view.latest;
    if (latest && isActionEntry(latest)) {
      this.actionEntry = latest;
    } else if (this.actionEntry && !sameTurn(this.actionEntry, view)) {
      this.actionEntry = null;
    }
  }

  async #loadCatalogAndHistory(): Promise<void> {
    const catalog = this.#catalogId
      ? catalogGet(this.#catalogId).then(
          (doc) => {
            this.catalog = doc.catalog;
          },
          (e: unknown) => {
            this.catalogProblem = `${toApiError(e).message} Type the cards in as they are drawn.`;
          },
        )
      : Promise.resolve();
    await Promise.all([catalog, this.loadHistory()]);
  }

  /** Keeps recorded cards offered by the pickers for the rest of the session. */
  #remember(cards: AnyCard[]): void {
    const same = (a: AnyCard) => (b: AnyCard) => a.deck === b.deck && a.card.id === b.card.id;
    const fresh = cards.filter(
      (c, i) => !this.sessionCards.some(same(c)) && cards.findIndex(same(c)) === i,
    );
    if (fresh.length > 0) this.sessionCards = [...this.sessionCards, ...fresh];
  }

  #clear(slot: Slot): void {
    if (slot in this.errors) {
      this.errors = Object.fromEntries(Object.entries(this.errors).filter(([s]) => s !== slot));
    }
  }
}

const NO_DISCARD: Discarded[] = [];

/** The action entry still belongs to the turn the view is at (same round and player, not undone). */
function sameTurn(entry: LedgerEntry, view: View): boolean {
  return (
    entry.index < view.log_len &&
    view.phase.phase === "turn" &&
    view.phase.seat === entry.turn_of &&
    view.round === entry.round
  );
}

/** The card an event carries, as an `AnyCard`. */
export function eventCard(event: Event): AnyCard | null {
  switch (event.type) {
    case "load_card_drawn":
      return { deck: "load", card: event.card };
    case "life_happens_drawn":
      return { deck: "life_happens", card: event.card };
    case "action_played":
      return { deck: "action", card: event.card };
    case "brotherhood_given":
      return { deck: "brotherhood", card: event.card };
    case "turning_point_revealed":
      return { deck: "turning_point", card: event.card };
    default:
      return null;
  }
}
