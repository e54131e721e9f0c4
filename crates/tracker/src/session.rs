//! A session is its log: record, undo, redo and amend change the log, and every number is the
//! fold of it. Its file is `session_file.rs`.

use crate::card::{AnyCard, CardId, Deck};
use crate::catalog::check_card;
use crate::error::{Correction, Error, Refusal, Result, StepName};
use crate::event::{Event, EventKind, Seat, Setup};
use crate::explain::{Change, Note};
use crate::rules::RuleSet;
use crate::state::{Phase, State};
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

/// A log that did not fold: the event that did not fit, where, and why.
struct Failed {
    /// Its index in the folded log.
    index: usize,
    /// Its name in messages, e.g. "step 14 (round 3, Ben's Action)".
    name: StepName,
    error: Error,
    /// The state it was refused in (`None` for the setup).
    state: Option<Box<State>>,
}

/// "step 14 (round 3, Ben's Action)": how messages name an event of the log, from the state the
/// event was recorded in.
pub fn step_name(state: &State, index: usize, event: &Event) -> StepName {
    let round = match state.phase {
        Phase::LoadCards => None,
        _ => Some(state.round),
    };
    let seat = match event {
        Event::LoadCardDrawn { seat, .. } | Event::Adjusted { seat, .. } => Some(*seat),
        Event::LifeHappensDrawn { .. }
        | Event::ActionPlayed { .. }
        | Event::BrotherhoodGiven { .. }
        | Event::TurnEnded => state.active_seat(),
        _ => None,
    };
    StepName::Step {
        index,
        round,
        who: seat.and_then(|s| state.player(s)).map(|p| p.name.clone()),
        kind: event.kind(),
    }
}

/// The index, in the log as it stands, of the step at `index` of a corrected log: one less
/// after the step inserted before `inserted_before`.
fn failed_index_now(index: usize, inserted_before: Option<usize>) -> usize {
    match inserted_before {
        Some(before) if index > before => index - 1,
        _ => index,
    }
}

/// Tracks of every player at one point of the game, for the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartMark {
    /// The event after which the mark was taken.
    pub index: usize,
    /// The round it ends; `None` for the start of round 1.
    pub round: Option<u8>,
    /// Load, Connection, Momentum per seat.
    pub tracks: Vec<[u8; 3]>,
}

/// A step inserted before a later one (not appended), which undo takes out as one change: while
/// the log has `log_len` steps, undo removes step `at` instead of the last one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Inserted {
    pub at: usize,
    pub log_len: usize,
}

/// An undone step that redo puts back: appended at the end, or inserted before step `at`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Undone {
    event: Event,
    insert_at: Option<usize>,
}

/// A game being recorded: the log, the undo journal of inserted steps, the redo stack, and the
/// fold of the log.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    events: Vec<Event>,
    /// Inserted steps still undoable as such, oldest first (`log_len` increasing).
    inserted: Vec<Inserted>,
    redo: Vec<Undone>,
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
            changes: applied.changes,
            notes: applied.notes,
        };
        Session {
            events: vec![event],
            inserted: Vec::new(),
            redo: Vec::new(),
            state,
            ledger: vec![entry],
            marks: Vec::new(),
        }
    }

    /// Applies `event` to the fold and appends it. On `Err` nothing changed (so the refused
    /// step can be named from the state it was refused in).
    fn push(&mut self, event: Event) -> Result<()> {
        let round = self.state.round;
        let turn_of = self.state.active_seat();
        let was_setup = self.state.phase == Phase::LoadCards;
        let applied = self.state.apply_mut(&event)?;
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
            changes: applied.changes,
            notes: applied.notes,
        });
        if was_setup && self.state.phase != Phase::LoadCards {
            self.marks.push(ChartMark {
                index,
                round: None,
                tracks: tracks(&self.state),
            });
        }
        if let Event::TurningPointRevealed { .. } = event {
            self.marks.push(ChartMark {
                index,
                round: Some(round),
                tracks: tracks(&self.state),
            });
        }
        self.events.push(event);
        Ok(())
    }

    /// Records one more event. A refused event is not appended; an accepted one clears redo.
    pub fn record(&mut self, event: Event) -> Result<&LedgerEntry> {
        self.push(event)?;
        self.redo.clear();
        Ok(self
            .ledger
            .last()
            .expect("an accepted event has a ledger entry"))
    }

    /// Undoes the last change: the last step recorded, or, when the last change inserted a step
    /// before a later one, that step. The log is folded again; the Setup stays.
    pub fn undo(&mut self) -> Result<()> {
        if self.events.len() <= 1 {
            return Err(Refusal::NothingToUndo.into());
        }
        let len = self.events.len();
        if let Some(&Inserted { at, .. }) = self.inserted.last().filter(|i| i.log_len == len) {
            let mut events = self.events.clone();
            let event = events.remove(at);
            let mut inserted = self.inserted.clone();
            inserted.pop();
            let rules = Some(self.state.rules.clone());
            // The log before the insertion fitted (an amend since then ends the journal); a
            // journal that does not fit the log (a file edited by hand) is dropped instead.
            match Session::fold(events, rules) {
                Ok(mut session) => {
                    session.inserted = inserted;
                    session.redo = std::mem::take(&mut self.redo);
                    session.redo.push(Undone {
                        event,
                        insert_at: Some(at),
                    });
                    *self = session;
                    return Ok(());
                }
                Err(_) => self.inserted.clear(),
            }
        }
        let event = self.events.pop().expect("more than the setup is recorded");
        self.redo.push(Undone {
            event,
            insert_at: None,
        });
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

    /// Puts back the last undone change: appends the step, or inserts it where it was.
    pub fn redo(&mut self) -> Result<()> {
        let undone = self.redo.pop().ok_or(Refusal::NothingToRedo)?;
        let redone = match undone.insert_at {
            None => self.push(undone.event.clone()),
            Some(at) => {
                // `insert` clears redo; the rest of the stack still waits to be redone (and on a
                // refusal `insert` changed nothing).
                let rest = std::mem::take(&mut self.redo);
                let result = self.insert(at, undone.event.clone());
                self.redo = rest;
                result
            }
        };
        if let Err(error) = redone {
            self.redo.push(undone);
            return Err(error);
        }
        Ok(())
    }

    /// Replaces the card of event `index` and folds the log again. Refused when the event has no
    /// card of that deck, or when a later event would no longer fit the rules (naming that step
    /// and the ways forward). Clears redo and the journal of insertions: the amend is the last
    /// change, and undo after it takes off the last step.
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
        let session = Session::fold(events, rules).map_err(|failed| {
            if failed.index == index {
                Refusal::CardDoesNotFit {
                    step: failed.name,
                    why: Box::new(failed.error),
                }
            } else {
                let now = failed_index_now(failed.index, None);
                self.breaks(Correction::Amend { index }, failed, now)
            }
        })?;
        // The amend is the last change now: undo takes off the last step, not an insertion.
        *self = session;
        Ok(())
    }

    /// Inserts a forgotten step before step `before` (1 to the last step) and folds the log
    /// again: everything after it is recomputed. Refused when the step does not fit there, or
    /// when a later step would no longer fit (naming that step and the ways forward). Undo takes
    /// it out again as one change. Clears redo.
    pub fn insert(&mut self, before: usize, event: Event) -> Result<()> {
        let last = self.events.len() - 1;
        if before == 0 {
            return Err(Refusal::InsertBeforeSetup.into());
        }
        if before > last {
            return Err(Refusal::NoSuchStep {
                index: before,
                last,
            }
            .into());
        }
        if let Event::Setup(_) = event {
            return Err(Refusal::AlreadySetUp.into());
        }
        if let Some(card) = event.card() {
            check_card(card.as_ref())?;
        }
        let kind = event.kind();
        let mut events = self.events.clone();
        events.insert(before, event);
        let rules = Some(self.state.rules.clone());
        let mut session = Session::fold(events, rules).map_err(|failed| {
            if failed.index == before {
                Refusal::InsertDoesNotFit {
                    before,
                    kind,
                    why: Box::new(failed.error),
                }
            } else {
                let now = failed_index_now(failed.index, Some(before));
                self.breaks(Correction::Insert { before, kind }, failed, now)
            }
        })?;
        session.inserted = std::mem::take(&mut self.inserted);
        session.inserted.push(Inserted {
            at: before,
            log_len: session.len(),
        });
        *self = session;
        Ok(())
    }

    /// The refusal of a correction that breaks the later step `now` (its index in the log as
    /// it stands).
    fn breaks(&self, correction: Correction, failed: Failed, now: usize) -> Refusal {
        let event = &self.events[now];
        Refusal::LaterStepBreaks {
            correction,
            step: now,
            name: step_name(failed.state.as_deref().unwrap_or(&self.state), now, event),
            why: Box::new(failed.error),
            undo_steps: self.events.len() - now,
        }
    }

    /// Folds a whole log; on failure, the event that did not fit, where, and why.
    /// `rules`: the session's own rules; `None` for its edition's.
    fn fold(events: Vec<Event>, rules: Option<RuleSet>) -> std::result::Result<Session, Failed> {
        let mut events = events.into_iter();
        let failed = |error: Error, state: Option<Box<State>>| Failed {
            index: 0,
            name: StepName::Setup,
            error,
            state,
        };
        let setup = match events.next() {
            Some(Event::Setup(setup)) => setup,
            Some(other) => {
                let kind = other.kind();
                let refusal = Refusal::LogDoesNotStartWithSetup { kind };
                return Err(Failed {
                    name: StepName::Number(0),
                    ..failed(refusal.into(), None)
                });
            }
            None => {
                return Err(Failed {
                    name: StepName::Number(0),
                    ..failed(Refusal::EmptyLog.into(), None)
                })
            }
        };
        let started = match rules {
            Some(rules) => Session::with_rules(setup, rules),
            None => Session::new(setup),
        };
        let mut session = started.map_err(|e| failed(e, None))?;
        // Room for the steps recorded after a session is opened, so that they do not copy the log.
        let room = events.len() + 64;
        session.events.reserve(room);
        session.ledger.reserve(room);
        for event in events {
            let index = session.events.len();
            if let Err(error) = session.push(event.clone()) {
                return Err(Failed {
                    index,
                    name: step_name(&session.state, index, &event),
                    error,
                    state: Some(Box::new(session.state)),
                });
            }
        }
        Ok(session)
    }

    /// Rebuilds a session from a saved log (and its redo stack, each step to be appended). A log
    /// that does not replay is a `DamagedFile` error naming the step that does not fit and why.
    pub fn replay(events: Vec<Event>, redo: Vec<Event>) -> Result<Session> {
        let mut session =
            Session::fold(events, None).map_err(|failed| Refusal::LogDoesNotReplay {
                step: failed.name,
                why: Box::new(failed.error),
            })?;
        session.redo = redo
            .into_iter()
            .map(|event| Undone {
                event,
                insert_at: None,
            })
            .collect();
        Ok(session)
    }

    /// The same session with its undo journal of inserted steps and the places of its undone
    /// inserted steps (`redo_at[i]`: redo entry `i` goes back before that step), as a session
    /// file keeps them. `None` when they do not fit the log (a damaged file).
    pub fn with_insertions(
        mut self,
        inserted: Vec<Inserted>,
        redo_at: &[(usize, usize)],
    ) -> Option<Session> {
        let len = self.events.len();
        let mut last_len = 0;
        for mark in &inserted {
            if mark.at == 0
                || mark.at >= mark.log_len
                || mark.log_len > len
                || mark.log_len <= last_len
            {
                return None;
            }
            last_len = mark.log_len;
        }
        for &(i, at) in redo_at {
            let undone = self.redo.get_mut(i)?;
            if at == 0 || undone.insert_at.is_some() {
                return None;
            }
            undone.insert_at = Some(at);
        }
        self.inserted = inserted;
        Some(self)
    }

    /// The undo journal of inserted steps, oldest first.
    pub fn insertions(&self) -> &[Inserted] {
        &self.inserted
    }

    /// For each undone step that was inserted (not appended): its index in the redo stack and
    /// the step it goes back before.
    pub fn redo_insertions(&self) -> Vec<(usize, usize)> {
        self.redo
            .iter()
            .enumerate()
            .filter_map(|(i, u)| u.insert_at.map(|at| (i, at)))
            .collect()
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
    pub fn redo_events(&self) -> Vec<Event> {
        self.redo.iter().map(|u| u.event.clone()).collect()
    }

    /// Something was undone and can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
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

    /// The tracks at the start and at the end of each round so far, for the chart.
    pub fn marks(&self) -> &[ChartMark] {
        &self.marks
    }

    /// The cards of the log that were typed in at the table (not picked from a catalog), once
    /// each (by deck and id), in the order they were first recorded.
    pub fn typed_cards(&self) -> Vec<AnyCard> {
        let mut seen: HashSet<(Deck, CardId)> = HashSet::new();
        self.events
            .iter()
            // Only the typed cards are copied: a game picked from a catalog copies none.
            .filter(|event| {
                event.card_ref().is_some_and(|card| {
                    card.adhoc() && seen.insert((card.deck(), card.id().clone()))
                })
            })
            .filter_map(Event::card)
            .collect()
    }
}
