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
//! it needs; plurals, articles and lists are the message file's business. The language and the
//! printed terms are the `Speaker`'s that every function here is given (the CLI speaks
//! English, the app the language of its settings).
//!
//! The pattern, for anyone adding a sentence: the code that decides keeps a structured value
//! (a `Refusal` variant with the names and numbers it needs, a `Note`, an enum), one function
//! here takes that value and says a message, and the message goes into every language's file
//! (`tests/messages.rs` fails on one missing). Nothing outside the message files writes a
//! sentence (`tests/words_only.rs` fails on one).

/// Says the tracker's message `$id` with named arguments: `say!(sp, "seat", n = 3)`.
macro_rules! say {
    ($sp:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::messages::TRACKER.say(
            $sp,
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
pub use messages::{Messages, Speaker};

use loadout_tracker::card::{Deck, Scope, Stat, Tag};
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
pub fn names<'a>(sp: &Speaker, names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => say!(sp, "list-and", first = rest.join(", "), last = *last),
    }
}

/// "seat 3" (seats are numbered from 1 for people).
pub fn seat(sp: &Speaker, seat: Seat) -> String {
    say!(sp, "seat", n = usize::from(seat.0) + 1)
}

/// "seat 3 (seat 2 in a session file, which counts from 0)": a seat that a file may have named,
/// in both numberings, so that a message about a file matches what the file says.
fn seat_in_file(sp: &Speaker, s: Seat) -> String {
    say!(sp, "seat-in-file", n = usize::from(s.0) + 1, index = s.0)
}

/// The deck's name as printed on the box.
pub fn deck(sp: &Speaker, deck: Deck) -> String {
    match deck {
        Deck::Load => say!(sp, "deck-load"),
        Deck::LifeHappens => say!(sp, "deck-life-happens"),
        Deck::Action => say!(sp, "deck-action"),
        Deck::Brotherhood => say!(sp, "deck-brotherhood"),
        Deck::TurningPoint => say!(sp, "deck-turning-point"),
    }
}

/// "a Load card", "an Action card".
pub fn a_card(sp: &Speaker, d: Deck) -> String {
    match d {
        Deck::Load => say!(sp, "a-card-load"),
        Deck::LifeHappens => say!(sp, "a-card-life-happens"),
        Deck::Action => say!(sp, "a-card-action"),
        Deck::Brotherhood => say!(sp, "a-card-brotherhood"),
        Deck::TurningPoint => say!(sp, "a-card-turning-point"),
    }
}

/// "Load", "Shield".
pub fn stat(sp: &Speaker, stat: Stat) -> String {
    match stat {
        Stat::Load => say!(sp, "stat-load"),
        Stat::Connection => say!(sp, "stat-connection"),
        Stat::Momentum => say!(sp, "stat-momentum"),
        Stat::Shield => say!(sp, "stat-shield"),
    }
}

/// Why an adjustment was made, e.g. "house rule".
pub fn adjust_reason(sp: &Speaker, reason: AdjustReason) -> String {
    match reason {
        AdjustReason::CardEffect => say!(sp, "adjust-card-effect"),
        AdjustReason::Correction => say!(sp, "adjust-correction"),
        AdjustReason::HouseRule => say!(sp, "adjust-house-rule"),
    }
}

/// What moved a number, for the ledger, e.g. "match bonus".
pub fn cause(sp: &Speaker, cause: Cause) -> String {
    match cause {
        Cause::Start => say!(sp, "cause-start"),
        Cause::LoadCardDrawn => say!(sp, "cause-load-card-drawn"),
        Cause::Pressure => say!(sp, "cause-pressure"),
        Cause::ShieldAbsorbed => say!(sp, "cause-shield-absorbed"),
        Cause::Action => say!(sp, "cause-action"),
        Cause::MatchBonus => say!(sp, "cause-match-bonus"),
        Cause::LoadResolved => say!(sp, "cause-load-resolved"),
        Cause::Recovery => say!(sp, "cause-recovery"),
        Cause::BrotherhoodReceived => say!(sp, "cause-brotherhood-received"),
        Cause::BrotherhoodGiven => say!(sp, "cause-brotherhood-given"),
        Cause::TurningPoint => say!(sp, "cause-turning-point"),
        Cause::Adjustment { reason } => adjust_reason(sp, reason),
    }
}

/// Whom a Turning Point touches, e.g. "the player(s) with the highest Load".
pub fn scope(sp: &Speaker, scope: Scope) -> String {
    match scope {
        Scope::Everyone => say!(sp, "scope-everyone"),
        Scope::HighestLoad => say!(sp, "scope-highest-load"),
        Scope::LowestLoad => say!(sp, "scope-lowest-load"),
        Scope::HighestConnection => say!(sp, "scope-highest-connection"),
        Scope::LowestConnection => say!(sp, "scope-lowest-connection"),
        Scope::HighestMomentum => say!(sp, "scope-highest-momentum"),
        Scope::LowestMomentum => say!(sp, "scope-lowest-momentum"),
        Scope::StartingPlayer => say!(sp, "scope-starting-player"),
    }
}

/// Whom a Turning Point of `scope` would touch now, e.g. "The player(s) with the highest Load:
/// Ana and Cal (Load 7)".
pub fn scope_preview(sp: &Speaker, state: &State, s: Scope, seats: &[Seat]) -> String {
    let who = scope_players(sp, state, s, seats);
    say!(
        sp,
        "scope-preview",
        scope = capitalized(scope(sp, s)),
        who = who
    )
}

/// Whom a Turning Point of `scope` would touch now, said beside a card that prints its scope,
/// e.g. "Would touch Ana and Cal (Load 7)".
pub fn scope_touches(sp: &Speaker, state: &State, s: Scope, seats: &[Seat]) -> String {
    let who = scope_players(sp, state, s, seats);
    say!(sp, "scope-touches", who = who)
}

/// The players a scope takes, named, with the value they share, e.g. "Ana and Cal (Load 7)".
fn scope_players(sp: &Speaker, state: &State, s: Scope, seats: &[Seat]) -> String {
    let who = names(
        sp,
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
        Some((self::stat(sp, st), p.stat(st)))
    });
    match value {
        Some((stat, value)) => say!(sp, "scope-who-value", who = who, stat = stat, value = value),
        None => who,
    }
}

/// The tie-break that placed a player, for the results.
pub fn decided_by(sp: &Speaker, decided_by: DecidedBy) -> String {
    match decided_by {
        DecidedBy::Score => say!(sp, "decided-by-score"),
        DecidedBy::LowerLoad => say!(sp, "decided-by-lower-load"),
        DecidedBy::HigherConnection => say!(sp, "decided-by-higher-connection"),
        DecidedBy::Shared => say!(sp, "decided-by-shared"),
    }
}

/// A short name of a kind of event, e.g. "Action".
pub fn event_kind(sp: &Speaker, kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!(sp, "event-setup"),
        EventKind::LoadCard => say!(sp, "event-load-card"),
        EventKind::LifeHappens => say!(sp, "event-life-happens"),
        EventKind::Action => say!(sp, "event-action"),
        EventKind::Brotherhood => say!(sp, "event-brotherhood"),
        EventKind::EndOfTurn => say!(sp, "event-end-of-turn"),
        EventKind::TurningPoint => say!(sp, "event-turning-point"),
        EventKind::Adjustment => say!(sp, "event-adjustment"),
        EventKind::Reshuffle => say!(sp, "event-reshuffle"),
    }
}

/// An event as the object of "record …" in a refusal, e.g. "the Life Happens card".
fn event_object(sp: &Speaker, kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!(sp, "record-setup"),
        EventKind::LoadCard => say!(sp, "record-load-card"),
        EventKind::LifeHappens => say!(sp, "record-life-happens"),
        EventKind::Action => say!(sp, "record-action"),
        EventKind::Brotherhood => say!(sp, "record-brotherhood"),
        EventKind::EndOfTurn => say!(sp, "record-end-of-turn"),
        EventKind::TurningPoint => say!(sp, "record-turning-point"),
        EventKind::Adjustment => say!(sp, "record-adjustment"),
        EventKind::Reshuffle => say!(sp, "record-reshuffle"),
    }
}

/// The name of one of the printed steps of a turn, e.g. "Match bonus".
pub fn step(sp: &Speaker, step: Step) -> String {
    match step {
        Step::LifeHappens => say!(sp, "step-life-happens"),
        Step::Action => say!(sp, "step-action"),
        Step::MatchBonus => say!(sp, "step-match-bonus"),
        Step::ResolveLoad => say!(sp, "step-resolve-load"),
        Step::Brotherhood => say!(sp, "step-brotherhood"),
        Step::RealTalk => say!(sp, "step-real-talk"),
        Step::Refill => say!(sp, "step-refill"),
    }
}

/// One line telling the facilitator what to record next.
pub fn prompt(sp: &Speaker, state: &State) -> String {
    match state.phase {
        Phase::LoadCards => say!(
            sp,
            "prompt-setup",
            names = names(sp, missing_load_cards(state))
        ),
        Phase::Turn {
            seat,
            step,
            overloaded,
        } => {
            let name = state.name(seat);
            let round = state.round;
            match step {
                TurnStep::Action if overloaded => {
                    say!(sp, "prompt-overloaded", round = round, name = name)
                }
                TurnStep::LifeHappens => {
                    say!(sp, "prompt-life-happens", round = round, name = name)
                }
                TurnStep::Action => say!(sp, "prompt-action", round = round, name = name),
                TurnStep::Support => {
                    let hand = state.rules.action_hand_size(state.players.len());
                    let mut next = Vec::with_capacity(3);
                    if !state.legal_next().brotherhood_givers.is_empty() {
                        next.push(say!(sp, "prompt-support-brotherhood"));
                    }
                    if state.real_talk {
                        next.push(say!(sp, "prompt-support-real-talk"));
                    }
                    next.push(say!(sp, "prompt-support-refill", hand = hand));
                    say!(
                        sp,
                        "prompt-support",
                        round = round,
                        name = name,
                        next = next.join(", ")
                    )
                }
            }
        }
        Phase::RoundEnd => say!(sp, "prompt-round-end", round = state.round),
        Phase::GameOver => {
            let standings = standings(state);
            let winners = standings
                .winners
                .iter()
                .map(|&s| state.player(s).map_or("", |p| p.name.as_str()));
            say!(
                sp,
                "prompt-game-over",
                count = standings.winners.len(),
                names = names(sp, winners)
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
pub fn refusal(sp: &Speaker, refusal: &Refusal) -> String {
    match refusal {
        Refusal::UnknownEdition { edition, known } => {
            say!(
                sp,
                "refusal-unknown-edition",
                known = known,
                edition = edition
            )
        }
        Refusal::PlayerCount { min, max, count } => {
            say!(
                sp,
                "refusal-player-count",
                min = min,
                max = max,
                count = count
            )
        }
        Refusal::NoName { seat: s } => say!(sp, "refusal-no-name", seat = seat(sp, *s)),
        Refusal::NameTooLong { name, chars, max } => {
            say!(
                sp,
                "refusal-name-too-long",
                name = name,
                chars = chars,
                max = max
            )
        }
        Refusal::NameText { seat: s, fault } => text::fault(
            sp,
            &say!(sp, "field-player-name", seat = seat(sp, *s)),
            fault,
        ),
        Refusal::Label { fault } => text::fault(sp, &say!(sp, "field-session-label"), fault),
        Refusal::SetupDate { date } => say!(sp, "refusal-setup-date", date = date),
        Refusal::SetupCatalog { field, fault } => {
            let field = match field {
                CatalogField::Id => say!(sp, "field-setup-catalog-id"),
                CatalogField::Name => say!(sp, "field-setup-catalog-name"),
                CatalogField::Version => say!(sp, "field-setup-catalog-version"),
                CatalogField::Term(t) => {
                    say!(sp, "field-setup-catalog-term", term = catalog::term(sp, *t))
                }
            };
            text::fault(sp, &field, fault)
        }
        Refusal::SetupLanguage { code } => say!(sp, "refusal-setup-language", code = code.as_str()),
        Refusal::SameName { name, other } => {
            say!(sp, "refusal-same-name", name = name, other = other)
        }
        Refusal::StartingSeat { seat: s, count } => {
            say!(
                sp,
                "refusal-starting-seat",
                seat = seat_in_file(sp, *s),
                count = count
            )
        }
        Refusal::LoadCardAlreadyDrawn { name, missing } => say!(
            sp,
            "refusal-load-card-already-drawn",
            name = name,
            missing = names(sp, missing.iter().map(String::as_str))
        ),
        Refusal::Overloaded { name } => say!(sp, "refusal-overloaded", name = name),
        Refusal::WrongStep { at, event } => wrong_step(sp, at, *event),
        Refusal::RoundNotOver { round, left, name } => say!(
            sp,
            "refusal-round-not-over",
            round = round,
            left = left,
            name = name
        ),
        Refusal::BrotherhoodToSelf { name } => say!(sp, "refusal-brotherhood-to-self", name = name),
        Refusal::BrotherhoodTwice { name } => say!(sp, "refusal-brotherhood-twice", name = name),
        Refusal::BrotherhoodUsed { name, round } => {
            say!(sp, "refusal-brotherhood-used", name = name, round = round)
        }
        Refusal::EmptyAdjustment { name } => say!(sp, "refusal-empty-adjustment", name = name),
        Refusal::UnknownSeat { seat: s, players } => {
            say!(
                sp,
                "refusal-unknown-seat",
                seat = seat_in_file(sp, *s),
                players = players
            )
        }
        Refusal::GameOver { rounds } => say!(sp, "refusal-game-over", rounds = rounds),
        Refusal::AlreadySetUp => say!(sp, "refusal-already-set-up"),
        Refusal::NothingToUndo => say!(sp, "refusal-nothing-to-undo"),
        Refusal::NothingToRedo => say!(sp, "refusal-nothing-to-redo"),
        Refusal::NoSuchStep { index, last } => {
            say!(sp, "refusal-no-such-step", index = index, last = last)
        }
        Refusal::OtherDeck { index, has, given } => say!(
            sp,
            "refusal-other-deck",
            index = index,
            has = a_card(sp, *has),
            given = a_card(sp, *given)
        ),
        Refusal::NoCard { index, kind } => {
            say!(
                sp,
                "refusal-no-card",
                index = index,
                kind = event_kind(sp, *kind)
            )
        }
        Refusal::CardDoesNotFit { step, why } => {
            say!(
                sp,
                "refusal-card-does-not-fit",
                step = step_name(sp, step),
                why = error(sp, why)
            )
        }
        Refusal::LaterStepBreaks {
            correction,
            step,
            name,
            why,
            undo_steps,
        } => later_step_breaks(sp, *correction, *step, name, why, *undo_steps),
        Refusal::InsertBeforeSetup => say!(sp, "refusal-insert-before-setup"),
        Refusal::InsertDoesNotFit { before, kind, why } => say!(
            sp,
            "refusal-insert-does-not-fit",
            step = capitalized(a_step(sp, *kind)),
            before = before,
            why = would_not_fit(sp, why)
        ),
        Refusal::LogDoesNotStartWithSetup { kind } => {
            say!(
                sp,
                "refusal-log-does-not-start-with-setup",
                kind = event_kind(sp, *kind)
            )
        }
        Refusal::EmptyLog => say!(sp, "refusal-empty-log"),
        Refusal::LogDoesNotReplay { step, why } => say!(
            sp,
            "refusal-log-does-not-replay",
            step = step_name(sp, step),
            why = error(sp, why).trim_end_matches('.')
        ),
    }
}

/// "Brotherhood card", "end of turn": an event as the thing a correction inserts.
fn step_object(sp: &Speaker, kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!(sp, "the-step-setup"),
        EventKind::LoadCard => say!(sp, "the-step-load-card"),
        EventKind::LifeHappens => say!(sp, "the-step-life-happens"),
        EventKind::Action => say!(sp, "the-step-action"),
        EventKind::Brotherhood => say!(sp, "the-step-brotherhood"),
        EventKind::EndOfTurn => say!(sp, "the-step-end-of-turn"),
        EventKind::TurningPoint => say!(sp, "the-step-turning-point"),
        EventKind::Adjustment => say!(sp, "the-step-adjustment"),
        EventKind::Reshuffle => say!(sp, "the-step-reshuffle"),
    }
}

/// "a Brotherhood card", "an end of turn".
fn a_step(sp: &Speaker, kind: EventKind) -> String {
    match kind {
        EventKind::Setup => say!(sp, "a-step-setup"),
        EventKind::LoadCard => say!(sp, "a-step-load-card"),
        EventKind::LifeHappens => say!(sp, "a-step-life-happens"),
        EventKind::Action => say!(sp, "a-step-action"),
        EventKind::Brotherhood => say!(sp, "a-step-brotherhood"),
        EventKind::EndOfTurn => say!(sp, "a-step-end-of-turn"),
        EventKind::TurningPoint => say!(sp, "a-step-turning-point"),
        EventKind::Adjustment => say!(sp, "a-step-adjustment"),
        EventKind::Reshuffle => say!(sp, "a-step-reshuffle"),
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
    sp: &Speaker,
    correction: Correction,
    step: usize,
    name: &StepName,
    why: &Error,
    undo_steps: usize,
) -> String {
    let (refused, keep) = match correction {
        Correction::Amend { index } => (
            say!(sp, "amend-refused", index = index),
            say!(sp, "amend-keep", index = index),
        ),
        Correction::Insert { before, kind } => (
            say!(
                sp,
                "insert-refused",
                step = capitalized(a_step(sp, kind)),
                before = before
            ),
            say!(sp, "insert-keep", step = step_object(sp, kind)),
        ),
    };
    // Changing that later step too can only be done by undoing back to it: whether a step fits
    // depends on what came before it, never on its own card.
    say!(
        sp,
        "later-step-breaks",
        refused = refused,
        name = step_name(sp, name),
        why = would_not_fit(sp, why),
        step = step,
        undo = undo_steps,
        keep = keep
    )
}

/// An error in words, for a facilitator: what is wrong and what to do.
pub fn error(sp: &Speaker, error: &Error) -> String {
    match error.fault() {
        Fault::Refusal(r) => refusal(sp, r),
        Fault::NotUtf8(not_utf8) => files::not_utf8(sp, not_utf8),
        Fault::SessionFile(fault) => files::session_file(sp, fault),
        Fault::NewerSession { version } => files::newer_session(sp, *version),
        Fault::CatalogFile(fault) => files::catalog_file(sp, fault),
        Fault::InvalidCatalog { name, problems } => catalog::catalog_problems(sp, name, problems),
        Fault::InvalidCard { problems } => catalog::card_problems(sp, problems),
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
    fn message(&self, sp: &Speaker) -> String;
    /// For a correction refused because a later step would break: which step, and the note
    /// said beside it.
    fn conflict(&self, sp: &Speaker) -> Option<Conflict>;
}

impl Said for Error {
    fn message(&self, sp: &Speaker) -> String {
        error(sp, self)
    }

    fn conflict(&self, sp: &Speaker) -> Option<Conflict> {
        match self.refusal()? {
            Refusal::LaterStepBreaks {
                correction,
                step,
                undo_steps,
                ..
            } => Some(Conflict {
                at: correction.at(),
                breaks: *step,
                note: conflict_note(sp, *correction),
                undo_steps: *undo_steps,
            }),
            _ => None,
        }
    }
}

/// Said beside the later step that a refused correction would break.
fn conflict_note(sp: &Speaker, correction: Correction) -> String {
    match correction {
        Correction::Amend { index } => say!(sp, "conflict-amend", index = index),
        Correction::Insert { before, kind } => {
            say!(
                sp,
                "conflict-insert",
                step = a_step(sp, kind),
                before = before
            )
        }
    }
}

/// Why a step would not fit once the log is corrected, in the conditional of a correction
/// (what the game would be at that point), not in the words of a step to record next.
fn would_not_fit(sp: &Speaker, why: &Error) -> String {
    let Some(refusal) = why.refusal() else {
        return error(sp, why).trim_end_matches('.').to_owned();
    };
    match refusal {
        Refusal::Overloaded { name } => say!(
            sp,
            "would-overloaded",
            name = name,
            max = RuleSet::TRACK_MAX
        ),
        Refusal::WrongStep {
            at: WrongStepAt::LifeHappens { name },
            event: EventKind::Action,
        } => say!(
            sp,
            "would-not-overloaded",
            name = name,
            max = RuleSet::TRACK_MAX
        ),
        Refusal::WrongStep { at, event } => {
            say!(
                sp,
                "would-wrong-step",
                at = would_be_at(sp, at),
                step = a_step(sp, *event)
            )
        }
        Refusal::RoundNotOver { round, left, .. } => {
            say!(sp, "would-round-not-over", round = round, left = left)
        }
        Refusal::BrotherhoodToSelf { name } => say!(sp, "would-brotherhood-to-self", name = name),
        Refusal::BrotherhoodTwice { name } => say!(sp, "would-brotherhood-twice", name = name),
        Refusal::BrotherhoodUsed { name, round } => {
            say!(sp, "would-brotherhood-used", name = name, round = round)
        }
        Refusal::LoadCardAlreadyDrawn { name, .. } => {
            say!(sp, "would-load-card-already-drawn", name = name)
        }
        Refusal::GameOver { rounds } => say!(sp, "would-game-over", rounds = rounds),
        _ => error(sp, why).trim_end_matches('.').to_owned(),
    }
}

/// Where the game would be, once corrected, at a step that does not fit.
fn would_be_at(sp: &Speaker, at: &WrongStepAt) -> String {
    match at {
        WrongStepAt::LoadCards { missing } => say!(
            sp,
            "would-be-load-cards",
            missing = names(sp, missing.iter().map(String::as_str))
        ),
        WrongStepAt::LifeHappens { name } => say!(sp, "would-be-life-happens", name = name),
        WrongStepAt::OverloadedAction { name } => {
            say!(sp, "would-be-overloaded-action", name = name)
        }
        WrongStepAt::Action { name } => say!(sp, "would-be-action", name = name),
        WrongStepAt::Support { name } => say!(sp, "would-be-support", name = name),
        WrongStepAt::RoundEnd { round } => say!(sp, "would-be-round-end", round = round),
        WrongStepAt::GameOver => say!(sp, "would-be-game-over"),
    }
}

fn wrong_step(sp: &Speaker, at: &WrongStepAt, event: EventKind) -> String {
    let event = event_object(sp, event);
    match at {
        WrongStepAt::LoadCards { missing } => say!(
            sp,
            "wrong-step-load-cards",
            missing = names(sp, missing.iter().map(String::as_str)),
            event = event
        ),
        WrongStepAt::LifeHappens { name } => {
            say!(sp, "wrong-step-life-happens", name = name, event = event)
        }
        WrongStepAt::OverloadedAction { name } => {
            say!(sp, "wrong-step-overloaded-action", name = name)
        }
        WrongStepAt::Action { name } => say!(sp, "wrong-step-action", name = name),
        WrongStepAt::Support { name } => say!(sp, "wrong-step-support", name = name),
        WrongStepAt::RoundEnd { round } => say!(sp, "wrong-step-round-end", round = round),
        WrongStepAt::GameOver => say!(sp, "wrong-step-game-over"),
    }
}

/// A change in words without the player's name, e.g. "Load 3 → 5 (pressure)" or
/// "Load 9 → 10 (pressure +3, stopped at 10)".
pub fn change(sp: &Speaker, change: &Change) -> String {
    let stat = stat(sp, change.stat);
    let cause = cause(sp, change.cause);
    match stopped_at(change) {
        Some(end) => say!(
            sp,
            "change-stopped",
            stat = stat,
            before = change.before,
            after = change.after,
            cause = cause,
            requested = format!("{:+}", change.requested),
            stopped = stopped_at_end(sp, end)
        ),
        None => say!(
            sp,
            "change",
            stat = stat,
            before = change.before,
            after = change.after,
            cause = cause
        ),
    }
}

/// A change in words with the player's name first, e.g. "Ana Load 3 → 5 (pressure)".
pub fn change_of(sp: &Speaker, state: &State, c: &Change) -> String {
    say!(
        sp,
        "change-of",
        name = state.name(c.seat),
        change = change(sp, c)
    )
}

/// The end of the track a change stopped at before its full amount, if it did.
pub fn stopped_at(change: &Change) -> Option<u16> {
    change
        .clamped()
        .then_some(if change.requested > 0 && change.stat != Stat::Shield {
            u16::from(RuleSet::TRACK_MAX)
        } else {
            0
        })
}

/// "stopped at 10": a change that reached the end of its track before its full amount.
pub fn stopped_at_end(sp: &Speaker, end: u16) -> String {
    say!(sp, "stopped-at", end = end)
}

/// "Load 5 → 4", or "Load 9 → 10 (stopped at 10)": a change without its cause.
pub fn moved(sp: &Speaker, change: &Change) -> String {
    let stat = stat(sp, change.stat);
    if change.clamped() {
        say!(
            sp,
            "moved-stopped",
            stat = stat,
            before = change.before,
            after = change.after,
            stopped = stopped_at_end(sp, change.after)
        )
    } else {
        say!(
            sp,
            "moved",
            stat = stat,
            before = change.before,
            after = change.after
        )
    }
}

/// A note in words for the facilitator.
pub fn note(sp: &Speaker, state: &State, note: &Note) -> String {
    match note {
        Note::CardInDiscard { deck: d, card } => {
            say!(
                sp,
                "note-card-in-discard",
                card = card.to_string(),
                deck = deck(sp, *d)
            )
        }
        Note::DeckEmpty { deck: d } => say!(sp, "note-deck-empty", deck = deck(sp, *d)),
        Note::NoMatch => say!(sp, "note-no-match"),
        Note::NoResolve => say!(sp, "note-no-resolve"),
        Note::Overloaded { seat } => {
            say!(
                sp,
                "note-overloaded",
                name = state.name(*seat),
                max = RuleSet::TRACK_MAX
            )
        }
        Note::RoundOver { round } => say!(sp, "note-round-over", round = round),
        Note::GameOver => say!(sp, "note-game-over"),
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
        StepName::Setup => setup_step(sp),
        StepName::Number(index) => step_number(sp, *index),
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

/// "step 4": a step of the log by its number.
fn step_number(sp: &Speaker, index: usize) -> String {
    say!(sp, "step-number", index = index)
}

/// How messages name the setup, the log's first step.
fn setup_step(sp: &Speaker) -> String {
    say!(sp, "step-setup")
}

/// The chart's mark for the tracks at the start of round 1.
pub fn chart_start(sp: &Speaker) -> String {
    say!(sp, "chart-start")
}

/// The chart's mark for the tracks at the end of a round, e.g. "R2".
pub fn chart_round(sp: &Speaker, round: u8) -> String {
    say!(sp, "chart-round", round = round)
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

/// "Load 5 → 4, Connection 4 → 5": changes without their causes.
fn moves(sp: &Speaker, changes: &[Change]) -> String {
    changes
        .iter()
        .map(|c| moved(sp, c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a step of the current turn did or asks for (labels of `session`'s ledger entries).
pub fn step_detail(sp: &Speaker, session: &Session, detail: &StepDetail) -> String {
    let label = |entry: usize| session.label(sp, &session.ledger()[entry]);
    match detail {
        StepDetail::Overloaded { name, recovery } => overloaded_turn(sp, name, *recovery),
        StepDetail::ActionDone { entry, changes } => action_done(sp, &label(*entry), changes),
        StepDetail::Match(outcome) => match_outcome(sp, outcome),
        StepDetail::Resolve(outcome) => resolve_outcome(sp, outcome),
        StepDetail::BrotherhoodDone { entry } => brotherhood_done(sp, &label(*entry)),
        StepDetail::BrotherhoodAsk { name, someone_can } => brotherhood_ask(sp, name, *someone_can),
        StepDetail::RealTalk { name } => real_talk(sp, name),
        StepDetail::Refill { name, hand } => refill(sp, name, *hand),
    }
}

/// Step 1 on an overloaded turn.
fn overloaded_turn(sp: &Speaker, name: &str, recovery: u8) -> String {
    say!(
        sp,
        "overloaded-turn",
        name = name,
        max = RuleSet::TRACK_MAX,
        recovery = recovery
    )
}

/// Step 2 once recorded: the Action's ledger line and its printed changes.
fn action_done(sp: &Speaker, label: &str, changes: &[Change]) -> String {
    if changes.is_empty() {
        say!(sp, "action-done", label = label)
    } else {
        say!(
            sp,
            "action-done-moves",
            label = label,
            moves = moves(sp, changes)
        )
    }
}

/// Step 3 once the Action is recorded.
fn match_outcome(sp: &Speaker, outcome: &MatchOutcome) -> String {
    match outcome {
        MatchOutcome::Bonus(changes) => say!(sp, "match-bonus", moves = moves(sp, changes)),
        MatchOutcome::NoMatch => say!(sp, "note-no-match"),
        MatchOutcome::RecoveryTurn(changes) => {
            say!(
                sp,
                "match-recovery",
                moves = moves(sp, changes),
                max = RuleSet::TRACK_MAX
            )
        }
    }
}

/// Step 4 once the Action is recorded.
fn resolve_outcome(sp: &Speaker, outcome: &ResolveOutcome) -> String {
    match outcome {
        ResolveOutcome::Resolved(changes) => say!(sp, "resolve-done", moves = moves(sp, changes)),
        ResolveOutcome::NoResolve => say!(sp, "note-no-resolve"),
        ResolveOutcome::NoLoadCard { name } => say!(sp, "resolve-no-load-card", name = name),
    }
}

/// Step 5 before anyone gave Brotherhood: whether someone still can.
fn brotherhood_ask(sp: &Speaker, name: &str, someone_can: bool) -> String {
    if someone_can {
        say!(sp, "brotherhood-ask", name = name)
    } else {
        say!(sp, "brotherhood-none")
    }
}

/// Step 5 once Brotherhood was given this turn: who gave what (`label` is the entry's label).
fn brotherhood_done(sp: &Speaker, label: &str) -> String {
    say!(sp, "brotherhood-done", label = label)
}

/// What an undo took back (`label` is the undone entry's label): "Undone: Ana: Action “…”".
pub fn undone(sp: &Speaker, label: &str) -> String {
    say!(sp, "undone", label = label)
}

/// What a redo put back (`label` is the entry's label again).
pub fn redone(sp: &Speaker, label: &str) -> String {
    say!(sp, "redone", label = label)
}

/// Step 6 in Real Talk Mode.
fn real_talk(sp: &Speaker, name: &str) -> String {
    say!(sp, "real-talk-step", name = name)
}

/// The refill step.
fn refill(sp: &Speaker, name: &str, hand: u8) -> String {
    say!(sp, "refill", name = name, hand = hand)
}

/// The reminder before setup's Load cards: what to deal.
pub fn deal(sp: &Speaker, action: u8, brotherhood: u8) -> String {
    say!(sp, "deal", action = action, brotherhood = brotherhood)
}

/// The reminder on the New session form, before any player is known: the hands of `rules`, with
/// the full table's when it differs.
pub fn deal_reminder(sp: &Speaker, rules: &RuleSet) -> String {
    if rules.action_hand_full_table != rules.action_hand {
        say!(
            sp,
            "deal-reminder-full",
            action = rules.action_hand,
            brotherhood = rules.brotherhood_hand,
            full = rules.action_hand_full_table,
            players = rules.max_players
        )
    } else {
        say!(
            sp,
            "deal-reminder",
            action = rules.action_hand,
            brotherhood = rules.brotherhood_hand
        )
    }
}

/// After a Turning Point that did not end the game: who starts the next round, and who takes a
/// new Brotherhood card for the one they gave in the round just ended (`givers`).
pub fn round_begins(sp: &Speaker, round: u8, name: &str, givers: &[String]) -> String {
    say!(
        sp,
        "round-begins",
        round = round,
        name = name,
        used = givers.len(),
        givers = names(sp, givers.iter().map(String::as_str))
    )
}

/// How a Load card drawn during play is recorded.
pub fn load_card_during_play(sp: &Speaker, draw: u8) -> String {
    say!(sp, "load-card-during-play", draw = draw)
}

/// "Score = (10 − Load) + Connection + Momentum".
pub fn score_formula(sp: &Speaker) -> String {
    say!(sp, "score-formula", max = RuleSet::TRACK_MAX)
}

/// "(10 − 3) + 5 + 4": a player's score in its parts.
pub fn score_parts(sp: &Speaker, load: u8, connection: u8, momentum: u8) -> String {
    say!(
        sp,
        "score-parts",
        max = RuleSet::TRACK_MAX,
        load = load,
        connection = connection,
        momentum = momentum
    )
}

/// "1st", "2nd", "3rd", "4th"…, with "(shared)" for a shared place.
pub fn place(sp: &Speaker, place: u8, shared: bool) -> String {
    let ordinal = say!(sp, "ordinal", place = place);
    if shared {
        say!(sp, "place-shared", place = ordinal)
    } else {
        ordinal
    }
}

/// A player's place in the round's order of turns, e.g. "2nd to play this round, done".
/// `done`: they have played; `now`: they are playing.
pub fn turn_place(sp: &Speaker, n: usize, done: bool, now: bool) -> String {
    let n = u8::try_from(n).unwrap_or(u8::MAX);
    let place = place(sp, n, false);
    match (done, now) {
        (true, _) => say!(sp, "turn-place-done", place = place),
        (false, true) => say!(sp, "turn-place-now", place = place),
        (false, false) => say!(sp, "turn-place", place = place),
    }
}

/// A place that no one else has the score of.
pub fn decided_by_score(sp: &Speaker) -> String {
    say!(sp, "place-by-score")
}

/// A place decided by Load against `others` on the same score.
pub fn decided_by_load(sp: &Speaker, others: &str) -> String {
    say!(sp, "place-by-load", others = others)
}

/// A place decided by Connection against `others` on the same score and Load.
pub fn decided_by_connection(sp: &Speaker, others: &str) -> String {
    say!(sp, "place-by-connection", others = others)
}

/// A place shared with `others`.
pub fn place_shared(sp: &Speaker, others: &str) -> String {
    say!(sp, "place-shared-with", others = others)
}

/// The ranking's heading.
pub fn ranking_title(sp: &Speaker, is_final: bool) -> String {
    if is_final {
        say!(sp, "ranking-final")
    } else {
        say!(sp, "ranking-so-far")
    }
}

/// Said under the standings while the game is not over.
pub fn not_final(sp: &Speaker) -> String {
    say!(sp, "not-final")
}

/// What the players in first place are called: "Winner", "Shared win", "In first place"…
pub fn winner_label(sp: &Speaker, is_final: bool, shared: bool) -> String {
    match (is_final, shared) {
        (true, false) => say!(sp, "winner"),
        (true, true) => say!(sp, "winner-shared"),
        (false, false) => say!(sp, "winner-so-far"),
        (false, true) => say!(sp, "winner-so-far-shared"),
    }
}
