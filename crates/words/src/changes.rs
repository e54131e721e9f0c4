//! What moved the numbers, in words: a change with its cause, the end of a track it stopped at,
//! and the notes the rules add to a step.

use crate::game::{cause, deck, stat};
use crate::messages::Speaker;
use loadout_tracker::card::Stat;
use loadout_tracker::explain::{Change, Note};
use loadout_tracker::rules::RuleSet;
use loadout_tracker::state::State;

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

/// "Load 5 → 4, Connection 4 → 5": changes without their causes.
pub(crate) fn moves(sp: &Speaker, changes: &[Change]) -> String {
    changes
        .iter()
        .map(|c| moved(sp, c))
        .collect::<Vec<_>>()
        .join(", ")
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
