//! Refusals and errors in words: what is wrong and what to do. A correction refused because a
//! later step would no longer fit is said in the conditional of a correction (what the game would
//! be once corrected), and the history screen is told which step breaks (`Conflict`).

use crate::game::{a_card, capitalized, event_kind, names, seat, seat_in_file};
use crate::ledger::step_name;
use crate::messages::Speaker;
use crate::{catalog, files, text};
use loadout_tracker::error::{
    CatalogField, Correction, Error, Fault, Refusal, StepName, WrongStepAt,
};
use loadout_tracker::event::EventKind;
use loadout_tracker::rules::RuleSet;

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
pub(crate) fn a_step(sp: &Speaker, kind: EventKind) -> String {
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
