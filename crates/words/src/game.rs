//! The game's terms in words: players' names and seats, decks, stats, what moved a number, whom a
//! Turning Point touches, and the kinds of event, as the rules and the cards name them.

use crate::messages::Speaker;
use loadout_tracker::card::{Deck, Scope, Stat};
use loadout_tracker::event::{AdjustReason, EventKind, Seat};
use loadout_tracker::explain::Cause;
use loadout_tracker::state::State;

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
pub(crate) fn seat_in_file(sp: &Speaker, s: Seat) -> String {
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

/// The text with its first letter in capitals: a phrase that starts a sentence.
pub(crate) fn capitalized(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}
