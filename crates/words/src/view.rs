//! What a screen shows, built from a session in one value. The UI renders it as is: it computes
//! no rule and no score.

use crate as words;
use crate::messages::PrintedTerm;
use crate::messages::Speaker;
use crate::SessionWords;
use loadout_tracker::card::{AnyCard, LoadCard, Scope};
use loadout_tracker::decks::DeckStatus;
use loadout_tracker::event::{CatalogInfo, Event, EventKind, Seat};
use loadout_tracker::explain::Note;
use loadout_tracker::lang::Lang;
use loadout_tracker::rules::RuleSet;
use loadout_tracker::score::{score, standings, Standings};
use loadout_tracker::session::{LedgerEntry, Part, Session};
use loadout_tracker::state::{Legal, Phase, State};
use loadout_tracker::turn::{steps, Step, StepState};
use serde::{Deserialize, Serialize};

/// The ranking's words live with the ranking (`standings`), shown here in the view.
pub use crate::standings::{PlaceWords, RankingWords};

/// Cards each player holds, as a reminder: the tracker does not track hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Hand {
    pub action: u8,
    pub brotherhood: u8,
}

/// One player's row on the table screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerView {
    pub seat: Seat,
    pub name: String,
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
    pub shield: u16,
    pub score: i16,
    pub load_cards: Vec<LoadCard>,
    /// At Load 10: their next turn is a recovery turn.
    pub overloaded: bool,
    /// It is this player's turn.
    pub active: bool,
    /// This player started the current round.
    pub starting: bool,
    pub brotherhood_available: bool,
}

/// Tracks at one point of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrackPoint {
    /// "Start" (after setup's Load cards), then "R1".."R6" (after each round's Turning Point).
    pub label: String,
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
}

/// One player's line on the chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrackSeries {
    pub seat: Seat,
    pub name: String,
    pub points: Vec<TrackPoint>,
}

/// One change of a log entry as the screens show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChangeLine {
    pub seat: Seat,
    /// The change in words without the player's name, e.g. "Load 9 → 10 (pressure +3, stopped at 10)".
    pub text: String,
    /// The track stopped at 0 or 10 before the full change.
    pub stopped: bool,
}

/// One note of a log entry as the screens show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NoteLine {
    /// The player the note is about (the overloaded player, or the player whose turn it explains).
    pub about: Option<Seat>,
    /// Asks the facilitator to check something (a card already discarded, an empty deck).
    pub warning: bool,
    pub text: String,
}

/// A log entry as every screen shows it: what it is, its card, every change and note in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Entry {
    /// Position in the log (the Setup is 0); "step N" in messages.
    pub index: usize,
    pub round: u8,
    /// The player whose turn it was, if any.
    pub turn_of: Option<Seat>,
    pub kind: EventKind,
    /// The heading of the part of the ledger it belongs to, e.g. "Round 2 · Ben's turn".
    pub part: String,
    /// e.g. "Ben: Action “Call a friend” (Talk)".
    pub label: String,
    /// The card recorded, if the event has one (it can then be amended).
    pub card: Option<AnyCard>,
    pub changes: Vec<ChangeLine>,
    pub notes: Vec<NoteLine>,
}

/// One printed step of the current turn, with its number, name and state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StepView {
    pub step: Step,
    /// 1-based, as the rules number the steps.
    pub number: u8,
    pub name: String,
    pub state: StepState,
    /// What the step did or asks for, in words; `None` while there is nothing to say.
    pub detail: Option<String>,
}

/// The current turn: its printed steps and what has been recorded in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TurnView {
    pub seat: Seat,
    pub steps: Vec<StepView>,
    /// This turn's entries, oldest first.
    pub entries: Vec<Entry>,
}

/// Where a player's turn stands in the current round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TurnState {
    Done,
    /// Taking their turn now.
    Current,
    Upcoming,
}

/// One turn of the current round, in the order they are played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TurnSlot {
    pub seat: Seat,
    pub name: String,
    pub state: TurnState,
    /// The place in the order in words, e.g. "2nd to play this round, done".
    pub said: String,
}

/// The players a Turning Point of one scope would touch if it were recorded now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScopePreview {
    pub scope: Scope,
    pub seats: Vec<Seat>,
    /// e.g. "The player(s) with the highest Load: Ana and Cal (Load 7)".
    pub text: String,
    /// The same without the scope, for beside a card that prints it: "Would touch Ana and Cal
    /// (Load 7)".
    pub touches: String,
}

/// Sentences the screens show beside the steps, with the rules' numbers in them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Guide {
    /// During setup: what to deal before the Load cards.
    pub deal: Option<String>,
    /// Right after a Turning Point that did not end the game: who starts the new round.
    pub round_begins: Option<String>,
    /// How a Load card drawn during play is recorded.
    pub load_card: String,
}

/// Everything the session screens show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    /// The language of the view's words (its `Speaker`'s when it was built): every page shows
    /// its own words in it too.
    pub lang: Lang,
    /// Events in the log; recording commands send it back as `expected_len`.
    pub log_len: usize,
    pub can_undo: bool,
    pub can_redo: bool,
    pub real_talk: bool,
    pub catalog: CatalogInfo,
    /// The game's terms as the catalog's cards print them, in the view's language, for the
    /// pages to say over their own (`terms.ftl`); empty when the catalog declares none.
    pub printed_terms: Vec<PrintedTerm>,
    /// The session's label ("Thursday group"), trimmed; `None` when it has none.
    pub label: Option<String>,
    /// The day the session was started ("2026-12-01"); `None` in files that did not record it.
    pub date: Option<String>,
    pub hand: Hand,
    pub round: u8,
    pub rounds: u8,
    pub phase: Phase,
    pub prompt: String,
    pub players: Vec<PlayerView>,
    pub legal: Legal,
    pub standings: Standings,
    /// What the last recorded event did.
    pub latest: Option<Entry>,
    /// The current turn's steps and entries; `None` outside a turn.
    pub turn: Option<TurnView>,
    pub decks: Vec<DeckStatus>,
    pub chart: Vec<TrackSeries>,
    /// The cards typed in at the table during this session, once each, for the pickers to offer
    /// again (the catalog's cards come from the catalog: sending every recorded card with each
    /// step doubled the size of a view).
    pub typed_cards: Vec<AnyCard>,
    /// The numbers of the rules the session is played with, for the screens that state them.
    pub rules: RuleSet,
    /// Highest value of a track (the lowest is 0).
    pub track_max: u8,
    pub guide: Guide,
    pub ranking: RankingWords,
    /// The current round's turns in the order they are played, from its starting player (who
    /// plays next is the first `upcoming` one); empty once the game is over.
    pub turn_order: Vec<TurnSlot>,
    /// Before a Turning Point is recorded (the round is over): whom each scope would touch now,
    /// in `Scope::ALL` order; empty at any other time.
    pub turning_point_preview: Vec<ScopePreview>,
}

/// One player as the table display shows them: the numbers, the recovery turn ahead, whose turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TablePlayer {
    pub seat: Seat,
    pub name: String,
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
    pub shield: u16,
    pub score: i16,
    pub overloaded: bool,
    pub active: bool,
}

/// What the last recorded step did, as the table display shows it: its label, every change and
/// note in words (not its card, its part of the ledger or its place in the log).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableEntry {
    pub kind: EventKind,
    pub label: String,
    pub changes: Vec<ChangeLine>,
    pub notes: Vec<NoteLine>,
}

/// One printed step of the turn, as the table display names the current one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableStep {
    pub number: u8,
    pub name: String,
    pub state: StepState,
}

/// The current turn on the table display: its steps, not what the facilitator's checklist says
/// of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableTurn {
    pub steps: Vec<TableStep>,
}

/// A turn of the round on the table display: whose, and whether it is played yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableSlot {
    pub seat: Seat,
    pub state: TurnState,
}

/// What a table display shows of a [`View`], and nothing else: the view a shared session's
/// display is sent (the table sees no more than it is shown; a step's change is smaller). Each
/// field is the view's own, or the view's with fewer fields, so a screen that shows a `TableView`
/// shows a `View` the same (the app's own table window has the whole view).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TableView {
    pub lang: Lang,
    pub printed_terms: Vec<PrintedTerm>,
    pub round: u8,
    pub rounds: u8,
    pub phase: Phase,
    /// What to do now, while it is nobody's turn (during setup, when the round is over), when the
    /// display says it; empty during a turn, when it names whose turn and which step instead.
    pub prompt: String,
    pub players: Vec<TablePlayer>,
    pub standings: Standings,
    /// The ranking's words: the title always, the rest (the places, their parts and tie-breaks,
    /// the winners, the formula) once the game is over, when the display shows the ranking.
    pub ranking: RankingWords,
    pub latest: Option<TableEntry>,
    pub turn: Option<TableTurn>,
    /// The tracks over the game, once it is over (the display shows the chart then); empty before.
    pub chart: Vec<TrackSeries>,
    pub track_max: u8,
    pub turn_order: Vec<TableSlot>,
}

impl TableView {
    /// What a table display shows of `view`.
    pub fn of(view: &View) -> TableView {
        let over = view.phase == Phase::GameOver;
        let ranking = if over {
            view.ranking.clone()
        } else {
            RankingWords {
                title: view.ranking.title.clone(),
                winner_label: String::new(),
                winners: String::new(),
                note: None,
                formula: String::new(),
                places: Vec::new(),
            }
        };
        TableView {
            lang: view.lang,
            printed_terms: view.printed_terms.clone(),
            round: view.round,
            rounds: view.rounds,
            phase: view.phase,
            prompt: if matches!(view.phase, Phase::Turn { .. }) {
                String::new()
            } else {
                view.prompt.clone()
            },
            players: view
                .players
                .iter()
                .map(|p| TablePlayer {
                    seat: p.seat,
                    name: p.name.clone(),
                    load: p.load,
                    connection: p.connection,
                    momentum: p.momentum,
                    shield: p.shield,
                    score: p.score,
                    overloaded: p.overloaded,
                    active: p.active,
                })
                .collect(),
            standings: view.standings.clone(),
            ranking,
            latest: view.latest.as_ref().map(|e| TableEntry {
                kind: e.kind,
                label: e.label.clone(),
                changes: e.changes.clone(),
                notes: e.notes.clone(),
            }),
            turn: view.turn.as_ref().map(|t| TableTurn {
                steps: t
                    .steps
                    .iter()
                    .map(|s| TableStep {
                        number: s.number,
                        name: s.name.clone(),
                        state: s.state,
                    })
                    .collect(),
            }),
            chart: if over { view.chart.clone() } else { Vec::new() },
            track_max: view.track_max,
            turn_order: view
                .turn_order
                .iter()
                .map(|s| TableSlot {
                    seat: s.seat,
                    state: s.state,
                })
                .collect(),
        }
    }
}

/// The current round's turns, in order, from its starting player.
fn turn_order(sp: &Speaker, state: &State) -> Vec<TurnSlot> {
    let n = state.players.len();
    let done = usize::from(state.turns_done());
    let active = state.active_seat();
    match state.phase {
        Phase::GameOver => Vec::new(),
        _ => (0..n)
            .map(|i| {
                let seat = Seat(((state.starting_seat.index() + i) % n) as u8);
                let turn_state = if state.phase == Phase::RoundEnd || i < done {
                    TurnState::Done
                } else if active == Some(seat) {
                    TurnState::Current
                } else {
                    TurnState::Upcoming
                };
                TurnSlot {
                    seat,
                    name: state.name(seat),
                    state: turn_state,
                    said: words::turn_place(
                        sp,
                        i + 1,
                        turn_state == TurnState::Done,
                        turn_state == TurnState::Current,
                    ),
                }
            })
            .collect(),
    }
}

/// Whom a Turning Point of each scope would touch, while one is due.
fn turning_point_preview(sp: &Speaker, state: &State) -> Vec<ScopePreview> {
    if state.phase != Phase::RoundEnd {
        return Vec::new();
    }
    Scope::ALL
        .into_iter()
        .map(|scope| {
            let seats = state.scope_seats(scope);
            ScopePreview {
                text: words::scope_preview(sp, state, scope, &seats),
                touches: words::scope_touches(sp, state, scope, &seats),
                scope,
                seats,
            }
        })
        .collect()
}

/// The notes that explain a turn: about the player whose turn it was.
fn note_about(note: &Note, turn_of: Option<Seat>) -> Option<Seat> {
    match note {
        Note::Overloaded { seat } => Some(*seat),
        Note::NoMatch | Note::NoResolve | Note::CardInDiscard { .. } | Note::DeckEmpty { .. } => {
            turn_of
        }
        Note::RoundOver { .. } | Note::GameOver => None,
    }
}

/// A ledger entry with its words, as the screens show it.
pub fn entry(sp: &Speaker, session: &Session, ledger: &LedgerEntry) -> Entry {
    let state = session.state();
    let card = session.events()[ledger.index].card();
    Entry {
        index: ledger.index,
        round: ledger.round,
        turn_of: ledger.turn_of,
        kind: ledger.kind,
        part: words::part(sp, state, ledger.part),
        label: session.label(sp, ledger),
        card,
        changes: ledger
            .changes
            .iter()
            .map(|c| ChangeLine {
                seat: c.seat,
                text: words::change(sp, c),
                stopped: c.clamped(),
            })
            .collect(),
        notes: ledger
            .notes
            .iter()
            .map(|n| NoteLine {
                about: note_about(n, ledger.turn_of),
                warning: matches!(n, Note::CardInDiscard { .. } | Note::DeckEmpty { .. }),
                text: words::note(sp, state, n),
            })
            .collect(),
    }
}

/// Every entry of the log as the screens show it (the history and the ledger), Setup first.
pub fn entries(sp: &Speaker, session: &Session) -> Vec<Entry> {
    let sp = &session.speaker(sp);
    session
        .ledger()
        .iter()
        .map(|e| entry(sp, session, e))
        .collect()
}

/// The view of the session as it stands.
pub fn view(sp: &Speaker, session: &Session) -> View {
    let sp = &session.speaker(sp);
    let state = session.state();
    let setup = session.setup();
    let active = state.active_seat();
    let players = state
        .players
        .iter()
        .map(|p| PlayerView {
            seat: p.seat,
            name: p.name.clone(),
            load: p.load.get(),
            connection: p.connection.get(),
            momentum: p.momentum.get(),
            shield: p.shield,
            score: score(p),
            load_cards: p.load_cards.clone(),
            overloaded: p.is_overloaded(),
            active: active == Some(p.seat),
            starting: state.starting_seat == p.seat,
            brotherhood_available: p.brotherhood_available,
        })
        .collect();
    // A mark's name ("R3") is the same on every player's line: said once per mark.
    let marks = session.marks();
    let mark_labels: Vec<String> = marks
        .iter()
        .map(|mark| words::ledger::chart_mark(sp, mark))
        .collect();
    let chart = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| TrackSeries {
            seat: p.seat,
            name: p.name.clone(),
            points: marks
                .iter()
                .zip(&mark_labels)
                .map(|(mark, label)| {
                    let [load, connection, momentum] = mark.tracks[i];
                    TrackPoint {
                        label: label.clone(),
                        load,
                        connection,
                        momentum,
                    }
                })
                .collect(),
        })
        .collect();
    let ledger = session.ledger();
    let turn = match state.phase {
        Phase::Turn { seat, .. } => {
            let part = Part::Turn {
                round: state.round,
                seat,
            };
            let first = ledger
                .iter()
                .rposition(|e| e.part != part)
                .map_or(0, |i| i + 1);
            let this_turn: Vec<&LedgerEntry> = ledger[first..].iter().collect();
            Some(TurnView {
                seat,
                steps: steps(state, seat, &this_turn)
                    .into_iter()
                    .map(|s| StepView {
                        step: s.step,
                        number: s.number,
                        name: words::step(sp, s.step),
                        state: s.state,
                        detail: s.detail.map(|d| words::step_detail(sp, session, &d)),
                    })
                    .collect(),
                entries: this_turn.iter().map(|e| entry(sp, session, e)).collect(),
            })
        }
        _ => None,
    };
    let latest = ledger.last().map(|e| entry(sp, session, e));
    let round_begins = match (&latest, state.phase) {
        (Some(e), Phase::Turn { .. }) if e.kind == EventKind::TurningPoint => {
            // Only the Brotherhood cards given in the round just ended are replaced
            // (docs/rules.md, "Decks and reshuffles"): their givers, in the order they gave.
            let events = session.events();
            let givers: Vec<String> = ledger
                .iter()
                .filter(|l| l.round == e.round)
                .filter_map(|l| match &events[l.index] {
                    Event::BrotherhoodGiven { giver, .. } => Some(state.name(*giver)),
                    _ => None,
                })
                .collect();
            Some(words::round_begins(
                sp,
                state.round,
                &state.name(state.starting_seat),
                &givers,
            ))
        }
        _ => None,
    };
    let hand = Hand {
        action: state.rules.action_hand_size(state.players.len()),
        brotherhood: state.rules.brotherhood_hand,
    };
    let standings = standings(state);
    View {
        lang: sp.lang(),
        log_len: session.len(),
        can_undo: session.len() > 1,
        can_redo: session.can_redo(),
        real_talk: setup.real_talk,
        catalog: setup.catalog.clone(),
        printed_terms: sp.printed_terms(),
        // Checked when the session started: a label that reached here passes.
        label: setup.checked_label().ok().flatten(),
        date: setup.date.clone(),
        hand,
        round: state.round,
        rounds: state.rules.rounds,
        phase: state.phase,
        prompt: crate::prompt(sp, state),
        players,
        legal: state.legal_next(),
        ranking: crate::standings::ranking(sp, state, &standings),
        standings,
        latest,
        turn,
        decks: state.decks(),
        chart,
        typed_cards: session.typed_cards(),
        rules: state.rules.clone(),
        track_max: RuleSet::TRACK_MAX,
        turn_order: turn_order(sp, state),
        turning_point_preview: turning_point_preview(sp, state),
        guide: Guide {
            deal: (state.phase == Phase::LoadCards)
                .then(|| words::deal(sp, hand.action, hand.brotherhood)),
            round_begins,
            load_card: words::load_card_during_play(sp, state.rules.load_card_draw),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loadout_tracker::state::TurnStep;

    #[test]
    fn phase_serializes_with_a_phase_tag() {
        let phase = Phase::Turn {
            seat: Seat(1),
            step: TurnStep::Action,
            overloaded: false,
        };
        assert_eq!(
            serde_json::to_string(&phase).unwrap(),
            r#"{"phase":"turn","seat":1,"step":"action","overloaded":false}"#
        );
    }
}
