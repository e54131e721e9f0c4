//! A session is its log: record, undo, redo and amend change the log, and every number is the
//! fold of it. Its file is `session_file.rs`.

use crate::card::{AnyCard, CardId, Deck};
use crate::catalog::check_card;
use crate::error::{Error, Refusal, Result};
use crate::event::{Event, EventKind, Seat, Setup};
use crate::explain::{Change, Note};
use crate::rules::RuleSet;
use crate::state::{Phase, State};
use crate::view::{entry, Entry};
use crate::words::{self, label, step_name};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// One recorded event with everything the fold did with it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LedgerEntry {
    /// Position in the log (the Setup is 0); "step N" in messages.
    pub index: usize,
    /// The round the event belongs to (round 1 for setup's Load cards).
    pub round: u8,
    /// The player whose turn it was, if any.
    pub turn_of: Option<Seat>,
    /// What the event is.
    pub kind: EventKind,
    /// Where the entry belongs when the ledger is read turn by turn.
    pub part: Part,
    /// e.g. "Ben: Action “Call a friend” (Talk)".
    pub label: String,
    pub changes: Vec<Change>,
    pub notes: Vec<Note>,
}

/// Where a ledger entry belongs when the ledger is read turn by turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "part", rename_all = "snake_case")]
pub enum Part {
    /// Setup: start values and the setup Load cards.
    Setup,
    /// A player's turn.
    Turn { round: u8, seat: Seat },
    /// After a round's last turn: the Turning Point and what is recorded with it.
    RoundEnd { round: u8 },
}

/// Tracks of every player at one point of the game, for the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ChartMark {
    /// The event after which the mark was taken.
    pub(crate) index: usize,
    /// "Start", "R1".."R6".
    pub(crate) label: String,
    /// Load, Connection, Momentum per seat.
    pub(crate) tracks: Vec<[u8; 3]>,
}

/// A game being recorded: the log, the redo stack, and the fold of the log.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    events: Vec<Event>,
    redo: Vec<Event>,
    state: State,
    ledger: Vec<LedgerEntry>,
    marks: Vec<ChartMark>,
}

fn tracks(state: &State) -> Vec<[u8; 3]> {
    state
        .players
        .iter()
        .map(|p| [p.load.get(), p.connection.get(), p.momentum.get()])
        .collect()
}

impl Session {
    /// Starts a session from its setup (checked: players, names, starting seat, rules edition).
    pub fn new(setup: Setup) -> Result<Session> {
        let (state, applied) = State::start(&setup)?;
        Ok(Session::started(setup, state, applied))
    }

    /// Starts a session with other rules than its edition's (a balance revision being tried
    /// out). The rules are not stored in the session file: a saved session is replayed with
    /// its edition's.
    pub fn with_rules(setup: Setup, rules: RuleSet) -> Result<Session> {
        let (state, applied) = State::start_with(&setup, rules)?;
        Ok(Session::started(setup, state, applied))
    }

    fn started(setup: Setup, state: State, applied: crate::state::Applied) -> Session {
        let event = Event::Setup(setup);
        let entry = LedgerEntry {
            index: 0,
            round: state.round,
            turn_of: None,
            kind: EventKind::Setup,
            part: Part::Setup,
            label: label(&state, state.round, None, &event),
            changes: applied.changes,
            notes: applied.notes,
        };
        Session {
            events: vec![event],
            redo: Vec::new(),
            state,
            ledger: vec![entry],
            marks: Vec::new(),
        }
    }

    /// Applies `event` to the fold and appends it. On `Err` nothing changed; the error comes
    /// with the name of the refused step, e.g. "step 14 (round 3, Ben's Action)".
    fn push(&mut self, event: Event) -> std::result::Result<(), (Error, String)> {
        let round = self.state.round;
        let turn_of = self.state.active_seat();
        let was_setup = self.state.phase == Phase::LoadCards;
        let applied = match self.state.apply_mut(&event) {
            Ok(applied) => applied,
            Err(error) => return Err((error, step_name(&self.state, self.events.len(), &event))),
        };
        let index = self.events.len();
        let part = match turn_of {
            Some(seat) => Part::Turn { round, seat },
            None if was_setup => Part::Setup,
            None => Part::RoundEnd { round },
        };
        self.ledger.push(LedgerEntry {
            index,
            round,
            turn_of,
            kind: event.kind(),
            part,
            label: label(&self.state, round, turn_of, &event),
            changes: applied.changes,
            notes: applied.notes,
        });
        if was_setup && self.state.phase != Phase::LoadCards {
            self.marks.push(ChartMark {
                index,
                label: words::chart_start().to_owned(),
                tracks: tracks(&self.state),
            });
        }
        if let Event::TurningPointRevealed { .. } = event {
            self.marks.push(ChartMark {
                index,
                label: words::chart_round(round),
                tracks: tracks(&self.state),
            });
        }
        self.events.push(event);
        Ok(())
    }

    /// Records one more event. A refused event is not appended; an accepted one clears redo.
    pub fn record(&mut self, event: Event) -> Result<&LedgerEntry> {
        self.push(event).map_err(|(error, _)| error)?;
        self.redo.clear();
        Ok(self
            .ledger
            .last()
            .expect("an accepted event has a ledger entry"))
    }

    /// Drops the last event (kept for redo) and folds the log again. The Setup stays.
    pub fn undo(&mut self) -> Result<()> {
        if self.events.len() <= 1 {
            return Err(Refusal::NothingToUndo.into());
        }
        let event = self.events.pop().expect("more than the setup is recorded");
        self.redo.push(event);
        let len = self.events.len();
        self.ledger.truncate(len);
        self.marks.retain(|m| m.index < len);
        let Event::Setup(setup) = &self.events[0] else {
            unreachable!("a session's log starts with its setup")
        };
        let (mut state, _) = State::start_with(setup, self.state.rules.clone())
            .expect("the recorded setup was accepted");
        for event in &self.events[1..] {
            state
                .apply_mut(event)
                .expect("the recorded log was accepted");
        }
        self.state = state;
        Ok(())
    }

    /// Records the last undone event again.
    pub fn redo(&mut self) -> Result<()> {
        let event = self.redo.pop().ok_or(Refusal::NothingToRedo)?;
        if let Err((error, _)) = self.push(event.clone()) {
            self.redo.push(event);
            return Err(error);
        }
        Ok(())
    }

    /// Replaces the card of event `index` and folds the log again. Refused when the event has no
    /// card of that deck, or when a later event would no longer fit the rules. Clears redo.
    pub fn amend(&mut self, index: usize, card: AnyCard) -> Result<()> {
        let Some(event) = self.events.get(index) else {
            return Err(Refusal::NoSuchStep {
                index,
                last: self.events.len() - 1,
            }
            .into());
        };
        let Some(amended) = event.with_card(card.clone()) else {
            return Err(match event.card() {
                Some(old) => Refusal::OtherDeck {
                    index,
                    has: old.deck(),
                    given: card.deck(),
                },
                None => Refusal::NoCard {
                    index,
                    kind: event.kind(),
                },
            }
            .into());
        };
        check_card(card.as_ref())?;
        let mut events = self.events.clone();
        events[index] = amended;
        let rules = Some(self.state.rules.clone());
        let session = Session::fold(events, Vec::new(), rules).map_err(|(at, step, error)| {
            let why = error.message().to_owned();
            if at == index {
                Refusal::CardDoesNotFit { step, why }
            } else {
                Refusal::LaterStepBreaks { step, why }
            }
        })?;
        *self = session;
        Ok(())
    }

    /// Folds a whole log; on failure, the index and name of the event that did not fit, and why.
    /// `rules`: the session's own rules; `None` for its edition's.
    fn fold(
        events: Vec<Event>,
        redo: Vec<Event>,
        rules: Option<RuleSet>,
    ) -> std::result::Result<Session, (usize, String, Error)> {
        let mut events = events.into_iter();
        let setup = match events.next() {
            Some(Event::Setup(setup)) => setup,
            Some(other) => {
                let kind = other.kind();
                let refusal = Refusal::LogDoesNotStartWithSetup { kind };
                return Err((0, words::step_number(0), refusal.into()));
            }
            None => return Err((0, words::step_number(0), Refusal::EmptyLog.into())),
        };
        let started = match rules {
            Some(rules) => Session::with_rules(setup, rules),
            None => Session::new(setup),
        };
        let mut session = started.map_err(|e| (0, words::setup_step(), e))?;
        // Room for the steps recorded after a session is opened, so that they do not copy the log.
        let room = events.len() + 64;
        session.events.reserve(room);
        session.ledger.reserve(room);
        for event in events {
            let index = session.events.len();
            session
                .push(event)
                .map_err(|(error, name)| (index, name, error))?;
        }
        session.redo = redo;
        Ok(session)
    }

    /// Rebuilds a session from a saved log (and its redo stack). A log that does not replay is a
    /// `DamagedFile` error naming the step that does not fit and why.
    pub fn replay(events: Vec<Event>, redo: Vec<Event>) -> Result<Session> {
        Session::fold(events, redo, None).map_err(|(_, step, error)| {
            let why = error.message().to_owned();
            Refusal::LogDoesNotReplay { step, why }.into()
        })
    }

    /// The fold of the log: tracks, phase, decks.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The log, Setup first.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Undone events, the next to redo last.
    pub fn redo_events(&self) -> &[Event] {
        &self.redo
    }

    /// One entry per event of the log.
    pub fn ledger(&self) -> &[LedgerEntry] {
        &self.ledger
    }

    /// Events in the log, Setup included.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Never true: a session always holds its setup (present for the `len` convention).
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The setup this session started with.
    pub fn setup(&self) -> &Setup {
        match &self.events[0] {
            Event::Setup(setup) => setup,
            _ => unreachable!("a session's log starts with its setup"),
        }
    }

    pub(crate) fn marks(&self) -> &[ChartMark] {
        &self.marks
    }

    /// Every entry of the log as the screens show it (the history and the ledger), Setup first.
    pub fn entries(&self) -> Vec<Entry> {
        self.events
            .iter()
            .zip(&self.ledger)
            .map(|(event, e)| entry(&self.state, e, event.card()))
            .collect()
    }

    /// The cards of the log that were typed in at the table (not picked from a catalog), once
    /// each (by deck and id), in the order they were first recorded.
    pub fn typed_cards(&self) -> Vec<AnyCard> {
        let mut seen: HashSet<(Deck, CardId)> = HashSet::new();
        self.events
            .iter()
            .filter_map(Event::card)
            .filter(|card| card.adhoc() && seen.insert((card.deck(), card.id().clone())))
            .collect()
    }

    /// One line per change and note of a ledger entry, e.g. "Ana Load 9 → 10 (pressure +3, stopped at 10)".
    pub fn explain(&self, entry: &LedgerEntry) -> Vec<String> {
        let changes = entry
            .changes
            .iter()
            .map(|c| words::change_of(&self.state, c));
        let notes = entry.notes.iter().map(|n| words::note(&self.state, n));
        changes.chain(notes).collect()
    }

    /// One ledger entry as text: its step number and label, then its changes and notes indented.
    pub fn entry_text(&self, entry: &LedgerEntry) -> String {
        words::entry_text(entry.index, &entry.label, &self.explain(entry))
    }

    /// The whole ledger as text, one `entry_text` after another.
    pub fn ledger_text(&self) -> String {
        self.ledger.iter().map(|e| self.entry_text(e)).collect()
    }
}
