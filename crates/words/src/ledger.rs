//! The ledger in words: each entry's label, its changes and notes, the headings of its parts, how
//! messages name a step of the log, the chart's marks, and the whole ledger as text. Worded when
//! asked for (the view, the CLI, the exports), in the language spoken then: a session keeps its
//! entries as data (the event, its kind, changes and notes).

use crate::changes::{change_of, note};
use crate::game::{adjust_reason, deck, event_kind, scope};
use crate::messages::Speaker;
use crate::view::{self, Entry, View};
use loadout_tracker::card::Tag;
use loadout_tracker::error::StepName;
use loadout_tracker::event::{Event, Seat};
use loadout_tracker::session::{ChartMark, LedgerEntry, Part, Session};
use loadout_tracker::state::State;

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
        label(
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
        let changes = entry.changes.iter().map(|c| change_of(sp, state, c));
        let notes = entry.notes.iter().map(|n| note(sp, state, n));
        changes.chain(notes).collect()
    }

    /// One ledger entry as text: its step number and label, then its changes and notes indented.
    fn entry_text(&self, sp: &Speaker, entry: &LedgerEntry) -> String {
        entry_text(
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
        None => say!(sp, "chart-start"),
        Some(round) => say!(sp, "chart-round", round = round),
    }
}

/// "Rest, Talk": a card's printed tags.
fn tags(tags: &[Tag]) -> String {
    let tags: Vec<&str> = tags.iter().map(|t| t.0.as_str()).collect();
    tags.join(", ")
}

/// The ledger's one-line name of an event, e.g. "Ben: Action “Call a friend” (Talk)".
pub fn label(
    sp: &Speaker,
    state: &State,
    round: u8,
    turn_of: Option<Seat>,
    event: &Event,
) -> String {
    let name = |seat: Seat| state.player(seat).map_or("", |p| p.name.as_str());
    // "NAME: …" for the player the event belongs to, when they are at the table.
    let who = |seat: Option<Seat>, what: String| match seat.and_then(|s| state.player(s)) {
        Some(p) => say!(sp, "ledger-who", name = p.name.as_str(), what = what),
        None => what,
    };
    match event {
        Event::Setup(setup) => say!(
            sp,
            "ledger-setup",
            random = if setup.starting_seat_random {
                "yes"
            } else {
                "no"
            },
            players = state.players.len(),
            name = state.name(setup.starting_seat)
        ),
        Event::LoadCardDrawn { seat, card } => who(
            Some(*seat),
            say!(
                sp,
                "ledger-load-card",
                title = card.title.as_str(),
                tags = tags(&card.relief)
            ),
        ),
        Event::LifeHappensDrawn { card } => who(
            turn_of,
            say!(
                sp,
                "ledger-life-happens",
                title = card.title.as_str(),
                pressure = card.pressure,
                tags = tags(&card.helpful)
            ),
        ),
        Event::ActionPlayed { card } => who(
            turn_of,
            say!(
                sp,
                "ledger-action",
                title = card.title.as_str(),
                tags = card.tag.0.as_str()
            ),
        ),
        Event::BrotherhoodGiven { giver, card } => who(
            turn_of,
            say!(
                sp,
                "ledger-brotherhood",
                title = card.title.as_str(),
                giver = name(*giver)
            ),
        ),
        Event::TurnEnded => who(turn_of, say!(sp, "ledger-end-of-turn")),
        Event::TurningPointRevealed { card } => say!(
            sp,
            "ledger-turning-point",
            round = round,
            title = card.title.as_str(),
            scope = scope(sp, card.scope)
        ),
        Event::Adjusted { seat, reason, .. } => who(
            Some(*seat),
            say!(sp, "ledger-adjustment", reason = adjust_reason(sp, *reason)),
        ),
        Event::DeckReshuffled { deck: d } => say!(sp, "ledger-reshuffle", deck = deck(sp, *d)),
    }
}

/// "step 14 (round 3, Ben's Action)", "step 4", "the setup": how messages name a step of the log.
pub fn step_name(sp: &Speaker, name: &StepName) -> String {
    match name {
        StepName::Setup => say!(sp, "step-setup"),
        StepName::Number(index) => say!(sp, "step-number", index = *index),
        StepName::Step {
            index,
            round,
            who,
            kind,
        } => {
            let when = match round {
                None => say!(sp, "step-when-setup"),
                Some(round) => say!(sp, "step-when-round", round = *round),
            };
            let kind = event_kind(sp, *kind);
            let what = match who {
                Some(name) => say!(sp, "step-what-of", name = name.as_str(), kind = kind),
                None => kind,
            };
            say!(sp, "step-name", index = *index, when = when, what = what)
        }
    }
}

/// One ledger entry as text: its step number and label, then its lines (changes and notes)
/// indented under it.
pub fn entry_text(index: usize, label: &str, lines: &[String]) -> String {
    let mut out = format!("{index:>3} {label}\n");
    for line in lines {
        out.push_str("      ");
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The heading of a part of the ledger, e.g. "Round 2 · Ben's turn".
pub fn part(sp: &Speaker, state: &State, part: Part) -> String {
    match part {
        Part::Setup => say!(sp, "part-setup"),
        Part::Turn { round, seat } => say!(sp, "part-turn", round = round, name = state.name(seat)),
        Part::RoundEnd { round } => say!(sp, "part-round-end", round = round),
    }
}
