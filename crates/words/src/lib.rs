//! Every sentence the tracker says, in one place: about the game (prompts, refusals, ledger
//! lines, notes, the names of decks, causes, steps and tie-breaks: this file), about catalogs and
//! cards (`catalog`), about cards pasted from a spreadsheet (`paste`), about files (`files`),
//! about text that breaks the text rules (`text`) and about what leaves the table (`exports`: the
//! results crate's words).
//! The deciding code produces structured values (`Change`, `Note`, `Refusal`, `Phase`,
//! `CardFault`, `CatalogFault`, `SessionFileFault`, `TextFault`…); the functions here turn them
//! into words for every output: the app's screens (through the `View` and the errors), the CLI
//! and the exports.
//!
//! The words themselves are Project Fluent messages in `locales/<lang>/*.ftl` at the repo root
//! (`messages`): a function here picks the message by its id and gives it the names and numbers
//! it needs; plurals, articles and lists are the message file's business. The language is the
//! one this thread is `speaking` (English unless the caller says otherwise: the CLI).
//!
//! The pattern, for anyone adding a sentence: the code that decides keeps a structured value
//! (a `Refusal` variant with the names and numbers it needs, a `Note`, an enum), one function
//! here takes that value and says a message, and the message goes into every language's file
//! (`tests/messages.rs` fails on one missing). Nothing outside the message files writes a
//! sentence (`tests/words_only.rs` fails on one).

/// Says the tracker's message `$id` with named arguments: `say!("seat", n = 3)`.
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::messages::TRACKER.say(
            $id,
            &[$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),*],
        )
    };
}

pub mod catalog;
pub mod exports;
pub mod files;
pub mod ledger;
pub mod messages;
pub mod paste;
pub mod text;
pub mod view;

pub use ledger::SessionWords;
pub use messages::{lang, speaking, Messages};

use loadout_tracker::card::{Deck, Scope, Stat, Tag, TRACK_MAX};
use loadout_tracker::error::{
    CatalogField, Correction, Error, Fault, Refusal, StepName, WrongStepAt,
};
use loadout_tracker::event::{AdjustReason, Event, EventKind, Seat};
use loadout_tracker::explain::{Cause, Change, Note};
use loadout_tracker::rules::RuleSet;
use loadout_tracker::score::{standings, DecidedBy};
use loadout_tracker::session::{Part, Session};
use loadout_tracker::state::{Phase, State, TurnStep};
use loadout_tracker::turn::{MatchOutcome, ResolveOutcome, Step, StepDetail};

/// "Ana", "Ana and Ben", "Ana, Ben and Cal".
pub fn names<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => say!("list-and", first = rest.join(", "), last = *last),
    }
}

/// "seat 3" (seats are numbered from 1 for people).
pub fn seat(seat: Seat) -> String {
    say!("seat", n = usize::from(seat.0) + 1)
}

/// "seat 3 (seat 2 in a session file, which counts from 0)": a seat that a file may have named,
/// in both numberings, so that a message about a file matches what the file says.
fn seat_in_file(s: Seat) -> String {
    say!("seat-in-file", n = usize::from(s.0) + 1, index = s.0)
}

/// The deck's name as printed on the box.
pub fn deck(deck: Deck) -> String {
    match deck {
        Deck::Load => say!("deck-load"),
        Deck::LifeHappens => say!("deck-life-happens"),
        Deck::Action => say!("deck-action"),
        Deck::Brotherhood => say!("deck-brotherhood"),
        Deck::TurningPoint => say!("deck-turning-point"),
    }
}

/// "a Load card", "an Action card".
pub fn a_card(d: Deck) -> String {
    match d {
        Deck::Load => say!("a-card-load"),
        Deck::LifeHappens => say!("a-card-life-happens"),
        Deck::Action => say!("a-card-action"),
        Deck::Brotherhood => say!("a-card-brotherhood"),
        Deck::TurningPoint => say!("a-card-turning-point"),
    }
}

/// "Load", "Shield".
pub fn stat(stat: Stat) -> String {
    match stat {
        Stat::Load => say!("stat-load"),
        Stat::Connection => say!("stat-connection"),
        Stat::Momentum => say!("stat-momentum"),
        Stat::Shield => say!("stat-shield"),
    }
}

/// Why an adjustment was made, e.g. "house rule".
pub fn adjust_reason(reason: AdjustReason) -> String {
    match reason {
        AdjustReason::CardEffect => say!("adjust-card-effect"),
        AdjustReason::Correction => say!("adjust-correction"),
        AdjustReason::HouseRule => say!("adjust-house-rule"),
    }
}

/// What moved a number, for the ledger, e.g. "match bonus".
pub fn cause(cause: Cause) -> String {
    match cause {
        Cause::Start => say!("cause-start"),
        Cause::LoadCardDrawn => say!("cause-load-card-drawn"),
        Cause::Pressure => say!("cause-pressure"),
        Cause::ShieldAbsorbed => say!("cause-shield-absorbed"),
        Cause::Action => say!("cause-action"),
        Cause::MatchBonus => say!("cause-match-bonus"),
        Cause::LoadResolved => say!("cause-load-resolved"),
        Cause::Recovery => say!("cause-recovery"),
        Cause::BrotherhoodReceived => say!("cause-brotherhood-received"),
        Cause::BrotherhoodGiven => say!("cause-brotherhood-given"),
        Cause::TurningPoint => say!("cause-turning-point"),
        Cause::Adjustment { reason } => adjust_reason(reason),
    }
}

/// Whom a Turning Point touches, e.g. "the player(s) with the highest Load".
pub fn scope(scope: Scope) -> String {
    match scope {
        Scope::Everyone => say!("scope-everyone"),
        Scope::HighestLoad => say!("scope-highest-load"),
        Scope::LowestLoad => say!("scope-lowest-load"),
        Scope::HighestConnection => say!("scope-highest-connection"),
        Scope::LowestConnection => say!("scope-lowest-connection"),
        Scope::HighestMomentum => say!("scope-highest-momentum"),
        Scope::LowestMomentum => say!("scope-lowest-momentum"),
        Scope::StartingPlayer => say!("scope-starting-player"),
    }
}

/// Whom a Turning Point of `scope` would touch now, e.g. "The player(s) with the highest Load:
/// Ana and Cal (Load 7)".
pub fn scope_preview(state: &State, s: Scope, seats: &[Seat]) -> String {
    let who = scope_players(state, s, seats);
    say!("scope-preview", scope = capitalized(scope(s)), who = who)
}

/// Whom a Turning Point of `scope` would touch now, said beside a card that prints its scope,
/// e.g. "Would touch Ana and Cal (Load 7)".
pub fn scope_touches(state: &State, s: Scope, seats: &[Seat]) -> String {
    let who = scope_players(state, s, seats);
    say!("scope-touches", who = who)
}

/// The players a scope takes, named, with the value they share, e.g. "Ana and Cal (Load 7)".
fn scope_players(state: &State, s: Scope, seats: &[Seat]) -> String {
    let who = names(
        seats
            .iter()
            .filter_map(|&x| state.player(x))
            .map(|p| p.name.as_str()),
    );
    let stat = match s {
        Scope::HighestLoad | Scope::LowestLoad => Some(Stat::Load),
        Scope::HighestConnection | Scope::LowestConnection => Some(Stat::Connection),
        Scope::HighestMomentum | Scope::LowestMomentum => Some(Stat::Momentum),
        Scope::Everyone | Scope::StartingPlayer => None,
    };
    let value = stat.and_then(|st| {
        let p = state.player(*seats.first()?)?;
        Some((self::stat(st), p.stat(st)))
    });
    match value {
        Some((stat, value)) => say!("scope-who-value", who = who, stat = stat, value = value),
        None => who,
    }
}

/// The tie-break that placed a player, for the results.
pub fn decided_by(decided_by: DecidedBy) -> String {
    match decided_by {
        DecidedBy::Score => say!("decided-by-score"),
        DecidedBy::LowerLoad => say!("decided-by-lower-load"),
        DecidedBy::HigherConnection => say!("decided-by-higher-connection"),
        DecidedBy::Shared => say!("decided-by-shared"),
    }
}

/// A short name of a kind of event, e.g. "Action".
pub fn event_kind(kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!("event-setup"),
        EventKind::LoadCard => say!("event-load-card"),
        EventKind::LifeHappens => say!("event-life-happens"),
        EventKind::Action => say!("event-action"),
        EventKind::Brotherhood => say!("event-brotherhood"),
        EventKind::EndOfTurn => say!("event-end-of-turn"),
        EventKind::TurningPoint => say!("event-turning-point"),
        EventKind::Adjustment => say!("event-adjustment"),
        EventKind::Reshuffle => say!("event-reshuffle"),
    }
}

/// An event as the object of "record …" in a refusal, e.g. "the Life Happens card".
fn event_object(kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!("record-setup"),
        EventKind::LoadCard => say!("record-load-card"),
        EventKind::LifeHappens => say!("record-life-happens"),
        EventKind::Action => say!("record-action"),
        EventKind::Brotherhood => say!("record-brotherhood"),
        EventKind::EndOfTurn => say!("record-end-of-turn"),
        EventKind::TurningPoint => say!("record-turning-point"),
        EventKind::Adjustment => say!("record-adjustment"),
        EventKind::Reshuffle => say!("record-reshuffle"),
    }
}

/// The name of one of the printed steps of a turn, e.g. "Match bonus".
pub fn step(step: Step) -> String {
    match step {
        Step::LifeHappens => say!("step-life-happens"),
        Step::Action => say!("step-action"),
        Step::MatchBonus => say!("step-match-bonus"),
        Step::ResolveLoad => say!("step-resolve-load"),
        Step::Brotherhood => say!("step-brotherhood"),
        Step::RealTalk => say!("step-real-talk"),
        Step::Refill => say!("step-refill"),
    }
}

/// One line telling the facilitator what to record next.
pub fn prompt(state: &State) -> String {
    match state.phase {
        Phase::LoadCards => say!("prompt-setup", names = names(missing_load_cards(state))),
        Phase::Turn {
            seat,
            step,
            overloaded,
        } => {
            let name = state.name(seat);
            let round = state.round;
            match step {
                TurnStep::Action if overloaded => {
                    say!("prompt-overloaded", round = round, name = name)
                }
                TurnStep::LifeHappens => say!("prompt-life-happens", round = round, name = name),
                TurnStep::Action => say!("prompt-action", round = round, name = name),
                TurnStep::Support => {
                    let hand = state.rules.action_hand_size(state.players.len());
                    let mut next = Vec::with_capacity(3);
                    if !state.legal_next().brotherhood_givers.is_empty() {
                        next.push(say!("prompt-support-brotherhood"));
                    }
                    if state.real_talk {
                        next.push(say!("prompt-support-real-talk"));
                    }
                    next.push(say!("prompt-support-refill", hand = hand));
                    say!(
                        "prompt-support",
                        round = round,
                        name = name,
                        next = next.join(", ")
                    )
                }
            }
        }
        Phase::RoundEnd => say!("prompt-round-end", round = state.round),
        Phase::GameOver => {
            let standings = standings(state);
            let winners = standings
                .winners
                .iter()
                .map(|&s| state.player(s).map_or("", |p| p.name.as_str()));
            say!(
                "prompt-game-over",
                count = standings.winners.len(),
                names = names(winners)
            )
        }
    }
}

/// The nicknames of the players still waiting for their setup Load card.
fn missing_load_cards(state: &State) -> impl Iterator<Item = &str> {
    state
        .players
        .iter()
        .filter(|p| p.load_cards.is_empty())
        .map(|p| p.name.as_str())
}

/// A refusal in words, for a facilitator: what is wrong and what to do.
pub fn refusal(refusal: &Refusal) -> String {
    match refusal {
        Refusal::UnknownEdition { edition, known } => {
            say!("refusal-unknown-edition", known = known, edition = edition)
        }
        Refusal::PlayerCount { min, max, count } => {
            say!("refusal-player-count", min = min, max = max, count = count)
        }
        Refusal::NoName { seat: s } => say!("refusal-no-name", seat = seat(*s)),
        Refusal::NameTooLong { name, chars, max } => {
            say!(
                "refusal-name-too-long",
                name = name,
                chars = chars,
                max = max
            )
        }
        Refusal::NameText { seat: s, fault } => {
            text::fault(&say!("field-player-name", seat = seat(*s)), fault)
        }
        Refusal::Label { fault } => text::fault(&say!("field-session-label"), fault),
        Refusal::SetupDate { date } => say!("refusal-setup-date", date = date),
        Refusal::SetupCatalog { field, fault } => {
            let field = match field {
                CatalogField::Id => say!("field-setup-catalog-id"),
                CatalogField::Name => say!("field-setup-catalog-name"),
                CatalogField::Version => say!("field-setup-catalog-version"),
                CatalogField::Term(t) => say!("field-setup-catalog-term", term = catalog::term(*t)),
            };
            text::fault(&field, fault)
        }
        Refusal::SetupLanguage { code } => say!("refusal-setup-language", code = code.as_str()),
        Refusal::SameName { name, other } => {
            say!("refusal-same-name", name = name, other = other)
        }
        Refusal::StartingSeat { seat: s, count } => {
            say!(
                "refusal-starting-seat",
                seat = seat_in_file(*s),
                count = count
            )
        }
        Refusal::LoadCardAlreadyDrawn { name, missing } => say!(
            "refusal-load-card-already-drawn",
            name = name,
            missing = names(missing.iter().map(String::as_str))
        ),
        Refusal::Overloaded { name } => say!("refusal-overloaded", name = name),
        Refusal::WrongStep { at, event } => wrong_step(at, *event),
        Refusal::RoundNotOver { round, left, name } => say!(
            "refusal-round-not-over",
            round = round,
            left = left,
            name = name
        ),
        Refusal::BrotherhoodToSelf { name } => say!("refusal-brotherhood-to-self", name = name),
        Refusal::BrotherhoodTwice { name } => say!("refusal-brotherhood-twice", name = name),
        Refusal::BrotherhoodUsed { name, round } => {
            say!("refusal-brotherhood-used", name = name, round = round)
        }
        Refusal::EmptyAdjustment { name } => say!("refusal-empty-adjustment", name = name),
        Refusal::UnknownSeat { seat: s, players } => {
            say!(
                "refusal-unknown-seat",
                seat = seat_in_file(*s),
                players = players
            )
        }
        Refusal::GameOver { rounds } => say!("refusal-game-over", rounds = rounds),
        Refusal::AlreadySetUp => say!("refusal-already-set-up"),
        Refusal::NothingToUndo => say!("refusal-nothing-to-undo"),
        Refusal::NothingToRedo => say!("refusal-nothing-to-redo"),
        Refusal::NoSuchStep { index, last } => {
            say!("refusal-no-such-step", index = index, last = last)
        }
        Refusal::OtherDeck { index, has, given } => say!(
            "refusal-other-deck",
            index = index,
            has = a_card(*has),
            given = a_card(*given)
        ),
        Refusal::NoCard { index, kind } => {
            say!("refusal-no-card", index = index, kind = event_kind(*kind))
        }
        Refusal::CardDoesNotFit { step, why } => {
            say!(
                "refusal-card-does-not-fit",
                step = step_name(step),
                why = error(why)
            )
        }
        Refusal::LaterStepBreaks {
            correction,
            step,
            name,
            why,
            undo_steps,
        } => later_step_breaks(*correction, *step, name, why, *undo_steps),
        Refusal::InsertBeforeSetup => say!("refusal-insert-before-setup"),
        Refusal::InsertDoesNotFit { before, kind, why } => say!(
            "refusal-insert-does-not-fit",
            step = capitalized(a_step(*kind)),
            before = before,
            why = would_not_fit(why)
        ),
        Refusal::LogDoesNotStartWithSetup { kind } => {
            say!(
                "refusal-log-does-not-start-with-setup",
                kind = event_kind(*kind)
            )
        }
        Refusal::EmptyLog => say!("refusal-empty-log"),
        Refusal::LogDoesNotReplay { step, why } => say!(
            "refusal-log-does-not-replay",
            step = step_name(step),
            why = error(why).trim_end_matches('.')
        ),
    }
}

/// "Brotherhood card", "end of turn": an event as the thing a correction inserts.
fn step_object(kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!("the-step-setup"),
        EventKind::LoadCard => say!("the-step-load-card"),
        EventKind::LifeHappens => say!("the-step-life-happens"),
        EventKind::Action => say!("the-step-action"),
        EventKind::Brotherhood => say!("the-step-brotherhood"),
        EventKind::EndOfTurn => say!("the-step-end-of-turn"),
        EventKind::TurningPoint => say!("the-step-turning-point"),
        EventKind::Adjustment => say!("the-step-adjustment"),
        EventKind::Reshuffle => say!("the-step-reshuffle"),
    }
}

/// "a Brotherhood card", "an end of turn".
fn a_step(kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!("a-step-setup"),
        EventKind::LoadCard => say!("a-step-load-card"),
        EventKind::LifeHappens => say!("a-step-life-happens"),
        EventKind::Action => say!("a-step-action"),
        EventKind::Brotherhood => say!("a-step-brotherhood"),
        EventKind::EndOfTurn => say!("a-step-end-of-turn"),
        EventKind::TurningPoint => say!("a-step-turning-point"),
        EventKind::Adjustment => say!("a-step-adjustment"),
        EventKind::Reshuffle => say!("a-step-reshuffle"),
    }
}

/// The text with its first letter in capitals: a phrase that starts a sentence.
fn capitalized(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// A correction refused because a later step would no longer fit: what breaks, why, in the
/// words of a correction (what the log would say once corrected), and the ways forward.
fn later_step_breaks(
    correction: Correction,
    step: usize,
    name: &StepName,
    why: &Error,
    undo_steps: usize,
) -> String {
    let (refused, keep) = match correction {
        Correction::Amend { index } => (
            say!("amend-refused", index = index),
            say!("amend-keep", index = index),
        ),
        Correction::Insert { before, kind } => (
            say!(
                "insert-refused",
                step = capitalized(a_step(kind)),
                before = before
            ),
            say!("insert-keep", step = step_object(kind)),
        ),
    };
    // Changing that later step too can only be done by undoing back to it: whether a step fits
    // depends on what came before it, never on its own card.
    say!(
        "later-step-breaks",
        refused = refused,
        name = step_name(name),
        why = would_not_fit(why),
        step = step,
        undo = undo_steps,
        keep = keep
    )
}

/// An error in words, for a facilitator: what is wrong and what to do.
pub fn error(error: &Error) -> String {
    match error.fault() {
        Fault::Refusal(r) => refusal(r),
        Fault::NotUtf8(not_utf8) => files::not_utf8(not_utf8),
        Fault::SessionFile(fault) => files::session_file(fault),
        Fault::NewerSession { version } => files::newer_session(*version),
        Fault::CatalogFile(fault) => files::catalog_file(fault),
        Fault::InvalidCatalog { name, problems } => catalog::catalog_problems(name, problems),
        Fault::InvalidCard { problems } => catalog::card_problems(problems),
    }
}

/// A correction refused because a later step would no longer fit, as the history screen shows
/// it: the message goes beside the corrected step, `note` beside the step that would break.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Conflict {
    /// The step corrected: amended, or the one a step was to be inserted before.
    pub at: usize,
    /// The later step that would no longer fit.
    pub breaks: usize,
    /// Said beside that later step.
    pub note: String,
    /// Undos that take that later step off the log (it and every step after it).
    pub undo_steps: usize,
}

/// An error's words: its message, and for a correction refused because a later step would
/// break, which step (for the screens).
pub trait Said {
    /// What went wrong and what to do, in the language spoken.
    fn message(&self) -> String;
    /// For a correction refused because a later step would break: which step, and the note
    /// said beside it.
    fn conflict(&self) -> Option<Conflict>;
}

impl Said for Error {
    fn message(&self) -> String {
        error(self)
    }

    fn conflict(&self) -> Option<Conflict> {
        match self.refusal()? {
            Refusal::LaterStepBreaks {
                correction,
                step,
                undo_steps,
                ..
            } => Some(Conflict {
                at: correction.at(),
                breaks: *step,
                note: conflict_note(*correction),
                undo_steps: *undo_steps,
            }),
            _ => None,
        }
    }
}

/// Said beside the later step that a refused correction would break.
fn conflict_note(correction: Correction) -> String {
    match correction {
        Correction::Amend { index } => say!("conflict-amend", index = index),
        Correction::Insert { before, kind } => {
            say!("conflict-insert", step = a_step(kind), before = before)
        }
    }
}

/// Why a step would not fit once the log is corrected, in the conditional of a correction
/// (what the game would be at that point), not in the words of a step to record next.
fn would_not_fit(why: &Error) -> String {
    let Some(refusal) = why.refusal() else {
        return error(why).trim_end_matches('.').to_owned();
    };
    match refusal {
        Refusal::Overloaded { name } => say!("would-overloaded", name = name, max = TRACK_MAX),
        Refusal::WrongStep {
            at: WrongStepAt::LifeHappens { name },
            event: EventKind::Action,
        } => say!("would-not-overloaded", name = name, max = TRACK_MAX),
        Refusal::WrongStep { at, event } => {
            say!(
                "would-wrong-step",
                at = would_be_at(at),
                step = a_step(*event)
            )
        }
        Refusal::RoundNotOver { round, left, .. } => {
            say!("would-round-not-over", round = round, left = left)
        }
        Refusal::BrotherhoodToSelf { name } => say!("would-brotherhood-to-self", name = name),
        Refusal::BrotherhoodTwice { name } => say!("would-brotherhood-twice", name = name),
        Refusal::BrotherhoodUsed { name, round } => {
            say!("would-brotherhood-used", name = name, round = round)
        }
        Refusal::LoadCardAlreadyDrawn { name, .. } => {
            say!("would-load-card-already-drawn", name = name)
        }
        Refusal::GameOver { rounds } => say!("would-game-over", rounds = rounds),
        _ => error(why).trim_end_matches('.').to_owned(),
    }
}

/// Where the game would be, once corrected, at a step that does not fit.
fn would_be_at(at: &WrongStepAt) -> String {
    match at {
        WrongStepAt::LoadCards { missing } => say!(
            "would-be-load-cards",
            missing = names(missing.iter().map(String::as_str))
        ),
        WrongStepAt::LifeHappens { name } => say!("would-be-life-happens", name = name),
        WrongStepAt::OverloadedAction { name } => {
            say!("would-be-overloaded-action", name = name)
        }
        WrongStepAt::Action { name } => say!("would-be-action", name = name),
        WrongStepAt::Support { name } => say!("would-be-support", name = name),
        WrongStepAt::RoundEnd { round } => say!("would-be-round-end", round = round),
        WrongStepAt::GameOver => say!("would-be-game-over"),
    }
}

fn wrong_step(at: &WrongStepAt, event: EventKind) -> String {
    let event = event_object(event);
    match at {
        WrongStepAt::LoadCards { missing } => say!(
            "wrong-step-load-cards",
            missing = names(missing.iter().map(String::as_str)),
            event = event
        ),
        WrongStepAt::LifeHappens { name } => {
            say!("wrong-step-life-happens", name = name, event = event)
        }
        WrongStepAt::OverloadedAction { name } => {
            say!("wrong-step-overloaded-action", name = name)
        }
        WrongStepAt::Action { name } => say!("wrong-step-action", name = name),
        WrongStepAt::Support { name } => say!("wrong-step-support", name = name),
        WrongStepAt::RoundEnd { round } => say!("wrong-step-round-end", round = round),
        WrongStepAt::GameOver => say!("wrong-step-game-over"),
    }
}

/// A change in words without the player's name, e.g. "Load 3 → 5 (pressure)" or
/// "Load 9 → 10 (pressure +3, stopped at 10)".
pub fn change(change: &Change) -> String {
    let stat = stat(change.stat);
    let cause = cause(change.cause);
    match stopped_at(change) {
        Some(end) => say!(
            "change-stopped",
            stat = stat,
            before = change.before,
            after = change.after,
            cause = cause,
            requested = format!("{:+}", change.requested),
            stopped = stopped_at_end(end)
        ),
        None => say!(
            "change",
            stat = stat,
            before = change.before,
            after = change.after,
            cause = cause
        ),
    }
}

/// A change in words with the player's name first, e.g. "Ana Load 3 → 5 (pressure)".
pub fn change_of(state: &State, c: &Change) -> String {
    say!("change-of", name = state.name(c.seat), change = change(c))
}

/// The end of the track a change stopped at before its full amount, if it did.
pub fn stopped_at(change: &Change) -> Option<u16> {
    change
        .clamped()
        .then_some(if change.requested > 0 && change.stat != Stat::Shield {
            u16::from(TRACK_MAX)
        } else {
            0
        })
}

/// "stopped at 10": a change that reached the end of its track before its full amount.
pub fn stopped_at_end(end: u16) -> String {
    say!("stopped-at", end = end)
}

/// "Load 5 → 4", or "Load 9 → 10 (stopped at 10)": a change without its cause.
pub fn moved(change: &Change) -> String {
    let stat = stat(change.stat);
    if change.clamped() {
        say!(
            "moved-stopped",
            stat = stat,
            before = change.before,
            after = change.after,
            stopped = stopped_at_end(change.after)
        )
    } else {
        say!(
            "moved",
            stat = stat,
            before = change.before,
            after = change.after
        )
    }
}

/// A note in words for the facilitator.
pub fn note(state: &State, note: &Note) -> String {
    match note {
        Note::CardInDiscard { deck: d, card } => {
            say!(
                "note-card-in-discard",
                card = card.to_string(),
                deck = deck(*d)
            )
        }
        Note::DeckEmpty { deck: d } => say!("note-deck-empty", deck = deck(*d)),
        Note::NoMatch => say!("note-no-match"),
        Note::NoResolve => say!("note-no-resolve"),
        Note::Overloaded { seat } => {
            say!("note-overloaded", name = state.name(*seat), max = TRACK_MAX)
        }
        Note::RoundOver { round } => say!("note-round-over", round = round),
        Note::GameOver => say!("note-game-over"),
    }
}

/// "Rest, Talk": a card's printed tags.
fn tags(tags: &[Tag]) -> String {
    let tags: Vec<&str> = tags.iter().map(|t| t.0.as_str()).collect();
    tags.join(", ")
}

/// The ledger's one-line name of an event, e.g. "Ben: Action “Call a friend” (Talk)".
pub fn label(state: &State, round: u8, turn_of: Option<Seat>, event: &Event) -> String {
    let name = |seat: Seat| state.player(seat).map_or("", |p| p.name.as_str());
    // "NAME: …" for the player the event belongs to, when they are at the table.
    let who = |seat: Option<Seat>, what: String| match seat.and_then(|s| state.player(s)) {
        Some(p) => say!("ledger-who", name = p.name.as_str(), what = what),
        None => what,
    };
    match event {
        Event::Setup(setup) => say!(
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
                "ledger-load-card",
                title = card.title.as_str(),
                tags = tags(&card.relief)
            ),
        ),
        Event::LifeHappensDrawn { card } => who(
            turn_of,
            say!(
                "ledger-life-happens",
                title = card.title.as_str(),
                pressure = card.pressure,
                tags = tags(&card.helpful)
            ),
        ),
        Event::ActionPlayed { card } => who(
            turn_of,
            say!(
                "ledger-action",
                title = card.title.as_str(),
                tags = card.tag.0.as_str()
            ),
        ),
        Event::BrotherhoodGiven { giver, card } => who(
            turn_of,
            say!(
                "ledger-brotherhood",
                title = card.title.as_str(),
                giver = name(*giver)
            ),
        ),
        Event::TurnEnded => who(turn_of, say!("ledger-end-of-turn")),
        Event::TurningPointRevealed { card } => say!(
            "ledger-turning-point",
            round = round,
            title = card.title.as_str(),
            scope = scope(card.scope)
        ),
        Event::Adjusted { seat, reason, .. } => who(
            Some(*seat),
            say!("ledger-adjustment", reason = adjust_reason(*reason)),
        ),
        Event::DeckReshuffled { deck: d } => say!("ledger-reshuffle", deck = deck(*d)),
    }
}

/// "step 14 (round 3, Ben's Action)", "step 4", "the setup": how messages name a step of the log.
pub fn step_name(name: &StepName) -> String {
    match name {
        StepName::Setup => setup_step(),
        StepName::Number(index) => step_number(*index),
        StepName::Step {
            index,
            round,
            who,
            kind,
        } => {
            let when = match round {
                None => say!("step-when-setup"),
                Some(round) => say!("step-when-round", round = *round),
            };
            let kind = event_kind(*kind);
            let what = match who {
                Some(name) => say!("step-what-of", name = name.as_str(), kind = kind),
                None => kind,
            };
            say!("step-name", index = *index, when = when, what = what)
        }
    }
}

/// "step 4": a step of the log by its number.
fn step_number(index: usize) -> String {
    say!("step-number", index = index)
}

/// How messages name the setup, the log's first step.
fn setup_step() -> String {
    say!("step-setup")
}

/// The chart's mark for the tracks at the start of round 1.
pub fn chart_start() -> String {
    say!("chart-start")
}

/// The chart's mark for the tracks at the end of a round, e.g. "R2".
pub fn chart_round(round: u8) -> String {
    say!("chart-round", round = round)
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
pub fn part(state: &State, part: Part) -> String {
    match part {
        Part::Setup => say!("part-setup"),
        Part::Turn { round, seat } => say!("part-turn", round = round, name = state.name(seat)),
        Part::RoundEnd { round } => say!("part-round-end", round = round),
    }
}

/// "Load 5 → 4, Connection 4 → 5": changes without their causes.
fn moves(changes: &[Change]) -> String {
    changes.iter().map(moved).collect::<Vec<_>>().join(", ")
}

/// What a step of the current turn did or asks for (labels of `session`'s ledger entries).
pub fn step_detail(session: &Session, detail: &StepDetail) -> String {
    let label = |entry: usize| session.label(&session.ledger()[entry]);
    match detail {
        StepDetail::Overloaded { name, recovery } => overloaded_turn(name, *recovery),
        StepDetail::ActionDone { entry, changes } => action_done(&label(*entry), changes),
        StepDetail::Match(outcome) => match_outcome(outcome),
        StepDetail::Resolve(outcome) => resolve_outcome(outcome),
        StepDetail::BrotherhoodDone { entry } => brotherhood_done(&label(*entry)),
        StepDetail::BrotherhoodAsk { name, someone_can } => brotherhood_ask(name, *someone_can),
        StepDetail::RealTalk { name } => real_talk(name),
        StepDetail::Refill { name, hand } => refill(name, *hand),
    }
}

/// Step 1 on an overloaded turn.
fn overloaded_turn(name: &str, recovery: u8) -> String {
    say!(
        "overloaded-turn",
        name = name,
        max = TRACK_MAX,
        recovery = recovery
    )
}

/// Step 2 once recorded: the Action's ledger line and its printed changes.
fn action_done(label: &str, changes: &[Change]) -> String {
    if changes.is_empty() {
        say!("action-done", label = label)
    } else {
        say!("action-done-moves", label = label, moves = moves(changes))
    }
}

/// Step 3 once the Action is recorded.
fn match_outcome(outcome: &MatchOutcome) -> String {
    match outcome {
        MatchOutcome::Bonus(changes) => say!("match-bonus", moves = moves(changes)),
        MatchOutcome::NoMatch => say!("note-no-match"),
        MatchOutcome::RecoveryTurn(changes) => {
            say!("match-recovery", moves = moves(changes), max = TRACK_MAX)
        }
    }
}

/// Step 4 once the Action is recorded.
fn resolve_outcome(outcome: &ResolveOutcome) -> String {
    match outcome {
        ResolveOutcome::Resolved(changes) => say!("resolve-done", moves = moves(changes)),
        ResolveOutcome::NoResolve => say!("note-no-resolve"),
        ResolveOutcome::NoLoadCard { name } => say!("resolve-no-load-card", name = name),
    }
}

/// Step 5 before anyone gave Brotherhood: whether someone still can.
fn brotherhood_ask(name: &str, someone_can: bool) -> String {
    if someone_can {
        say!("brotherhood-ask", name = name)
    } else {
        say!("brotherhood-none")
    }
}

/// Step 5 once Brotherhood was given this turn: who gave what (`label` is the entry's label).
fn brotherhood_done(label: &str) -> String {
    say!("brotherhood-done", label = label)
}

/// What an undo took back (`label` is the undone entry's label): "Undone: Ana: Action “…”".
pub fn undone(label: &str) -> String {
    say!("undone", label = label)
}

/// What a redo put back (`label` is the entry's label again).
pub fn redone(label: &str) -> String {
    say!("redone", label = label)
}

/// Step 6 in Real Talk Mode.
fn real_talk(name: &str) -> String {
    say!("real-talk-step", name = name)
}

/// The refill step.
fn refill(name: &str, hand: u8) -> String {
    say!("refill", name = name, hand = hand)
}

/// The reminder before setup's Load cards: what to deal.
pub fn deal(action: u8, brotherhood: u8) -> String {
    say!("deal", action = action, brotherhood = brotherhood)
}

/// The reminder on the New session form, before any player is known: the hands of `rules`, with
/// the full table's when it differs.
pub fn deal_reminder(rules: &RuleSet) -> String {
    if rules.action_hand_full_table != rules.action_hand {
        say!(
            "deal-reminder-full",
            action = rules.action_hand,
            brotherhood = rules.brotherhood_hand,
            full = rules.action_hand_full_table,
            players = rules.max_players
        )
    } else {
        say!(
            "deal-reminder",
            action = rules.action_hand,
            brotherhood = rules.brotherhood_hand
        )
    }
}

/// After a Turning Point that did not end the game: who starts the next round, and who takes a
/// new Brotherhood card for the one they gave in the round just ended (`givers`).
pub fn round_begins(round: u8, name: &str, givers: &[String]) -> String {
    say!(
        "round-begins",
        round = round,
        name = name,
        used = givers.len(),
        givers = names(givers.iter().map(String::as_str))
    )
}

/// How a Load card drawn during play is recorded.
pub fn load_card_during_play(draw: u8) -> String {
    say!("load-card-during-play", draw = draw)
}

/// "Score = (10 − Load) + Connection + Momentum".
pub fn score_formula() -> String {
    say!("score-formula", max = TRACK_MAX)
}

/// "(10 − 3) + 5 + 4": a player's score in its parts.
pub fn score_parts(load: u8, connection: u8, momentum: u8) -> String {
    say!(
        "score-parts",
        max = TRACK_MAX,
        load = load,
        connection = connection,
        momentum = momentum
    )
}

/// "1st", "2nd", "3rd", "4th"…, with "(shared)" for a shared place.
pub fn place(place: u8, shared: bool) -> String {
    let ordinal = say!("ordinal", place = place);
    if shared {
        say!("place-shared", place = ordinal)
    } else {
        ordinal
    }
}

/// A player's place in the round's order of turns, e.g. "2nd to play this round, done".
/// `done`: they have played; `now`: they are playing.
pub fn turn_place(n: usize, done: bool, now: bool) -> String {
    let n = u8::try_from(n).unwrap_or(u8::MAX);
    let place = place(n, false);
    match (done, now) {
        (true, _) => say!("turn-place-done", place = place),
        (false, true) => say!("turn-place-now", place = place),
        (false, false) => say!("turn-place", place = place),
    }
}

/// A place that no one else has the score of.
pub fn decided_by_score() -> String {
    say!("place-by-score")
}

/// A place decided by Load against `others` on the same score.
pub fn decided_by_load(others: &str) -> String {
    say!("place-by-load", others = others)
}

/// A place decided by Connection against `others` on the same score and Load.
pub fn decided_by_connection(others: &str) -> String {
    say!("place-by-connection", others = others)
}

/// A place shared with `others`.
pub fn place_shared(others: &str) -> String {
    say!("place-shared-with", others = others)
}

/// The ranking's heading.
pub fn ranking_title(is_final: bool) -> String {
    if is_final {
        say!("ranking-final")
    } else {
        say!("ranking-so-far")
    }
}

/// Said under the standings while the game is not over.
pub fn not_final() -> String {
    say!("not-final")
}

/// What the players in first place are called: "Winner", "Shared win", "In first place"…
pub fn winner_label(is_final: bool, shared: bool) -> String {
    match (is_final, shared) {
        (true, false) => say!("winner"),
        (true, true) => say!("winner-shared"),
        (false, false) => say!("winner-so-far"),
        (false, true) => say!("winner-so-far-shared"),
    }
}
