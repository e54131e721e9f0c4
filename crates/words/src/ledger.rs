//! The ledger in words: each entry's label, its changes and notes, and the whole ledger as
//! text. Worded when asked for (the view, the CLI, the exports), in the language spoken then:
//! a session keeps its entries as data (the event, its kind, changes and notes).

use crate::messages::Speaker;
use crate::view::{self, Entry, View};
use loadout_tracker::event::Event;
use loadout_tracker::session::{ChartMark, LedgerEntry, Session};

/// A session in words: its ledger, its view, its printed terms. `use loadout_words::SessionWords`
/// to call them as methods of a `Session`.
pub trait SessionWords {
    /// `sp` saying the game's terms as this session's cards print them.
    fn speaker(&self, sp: &Speaker) -> Speaker;
    /// The ledger's one-line name of an entry, e.g. "Ben: Action “Call a friend” (Talk)".
    fn label(&self, sp: &Speaker, entry: &LedgerEntry) -> String;
    /// One line per change and note of a ledger entry.
    fn explain(&self, sp: &Speaker, entry: &LedgerEntry) -> Vec<String>;
    /// One ledger entry as text: its step number and label, then its changes and notes indented.
    fn entry_text(&self, sp: &Speaker, entry: &LedgerEntry) -> String;
    /// The whole ledger as text, one `entry_text` after another.
    fn ledger_text(&self, sp: &Speaker) -> String;
    /// Every entry of the log as the screens show it (the history and the ledger), Setup first.
    fn entries(&self, sp: &Speaker) -> Vec<Entry>;
    /// The view of the session as it stands (`view::view`).
    fn view(&self, sp: &Speaker) -> View;
}

impl SessionWords for Session {
    fn entries(&self, sp: &Speaker) -> Vec<Entry> {
        view::entries(sp, self)
    }

    fn view(&self, sp: &Speaker) -> View {
        view::view(sp, self)
    }

    /// `sp` saying the game's terms as this session's cards print them.
    fn speaker(&self, sp: &Speaker) -> Speaker {
        sp.printing(&self.setup().catalog.terms)
    }

    /// The ledger's one-line name of an entry, e.g. "Ben: Action “Call a friend” (Talk)".
    fn label(&self, sp: &Speaker, entry: &LedgerEntry) -> String {
        let sp = &self.speaker(sp);
        super::label(
            sp,
            self.state(),
            entry.round,
            entry.turn_of,
            &self.events()[entry.index],
        )
    }

    /// One line per change and note of a ledger entry, e.g. "Ana Load 9 → 10 (pressure +3,
    /// stopped at 10)".
    fn explain(&self, sp: &Speaker, entry: &LedgerEntry) -> Vec<String> {
        let sp = &self.speaker(sp);
        let state = self.state();
        let changes = entry.changes.iter().map(|c| super::change_of(sp, state, c));
        let notes = entry.notes.iter().map(|n| super::note(sp, state, n));
        changes.chain(notes).collect()
    }

    /// One ledger entry as text: its step number and label, then its changes and notes indented.
    fn entry_text(&self, sp: &Speaker, entry: &LedgerEntry) -> String {
        super::entry_text(
            entry.index,
            &self.label(sp, entry),
            &self.explain(sp, entry),
        )
    }

    /// The whole ledger as text, one `entry_text` after another.
    fn ledger_text(&self, sp: &Speaker) -> String {
        let sp = &self.speaker(sp);
        self.ledger()
            .iter()
            .map(|e| self.entry_text(sp, e))
            .collect()
    }
}

/// `sp` saying the game's terms as the cards of the log that starts with these events print them
/// (its setup's catalog): for a log's refusals before it is a session.
pub fn printed_in(sp: &Speaker, events: &[Event]) -> Speaker {
    match events.first() {
        Some(Event::Setup(setup)) => sp.printing(&setup.catalog.terms),
        _ => sp.printing(&Default::default()),
    }
}

/// "Start", "R1".."R6": a chart mark's name, in the language spoken.
pub fn chart_mark(sp: &Speaker, mark: &ChartMark) -> String {
    match mark.round {
        None => super::chart_start(sp),
        Some(round) => super::chart_round(sp, round),
    }
}
