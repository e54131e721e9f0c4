//! Every sentence the tracker says, in one place: about the game (prompts, refusals, ledger
//! lines, notes, the names of decks, causes, steps and tie-breaks: this file), about catalogs and
//! cards (`catalog`), about cards pasted from a spreadsheet (`paste`), about files (`files`),
//! about text that breaks the text rules (`text`) and about what leaves the table (`exports`: the
//! results crate's words).
//! The deciding code produces structured values (`Change`, `Note`, `Refusal`, `Phase`,
//! `CardFault`, `CatalogFault`, `SessionFileFault`, `TextFault`…); the functions here turn them
//! into English for every output: the app's screens (through the `View` and the errors), the CLI
//! and the exports.
//!
//! The pattern, for anyone adding a sentence: the code that decides keeps a structured value
//! (a `Refusal` variant with the names and numbers it needs, a `Note`, an enum), and one function
//! here takes that value and returns a `String` (or a `&'static str`). Nothing outside this module
//! writes a sentence (`tests/words_only.rs` fails on one). Another language (issue #15) plugs in
//! here: these functions are the only ones that would take a locale.

pub mod catalog;
pub mod exports;
pub mod files;
pub mod paste;
pub mod text;

use crate::card::{Deck, Scope, Stat, Tag, TRACK_MAX};
use crate::error::{CatalogField, Correction, Error, Refusal, WrongStepAt};
use crate::event::{AdjustReason, Event, EventKind, Seat};
use crate::explain::{Cause, Change, Note};
use crate::rules::RuleSet;
use crate::score::{standings, DecidedBy};
use crate::session::Part;
use crate::state::{Phase, State, TurnStep};
use crate::turn::{MatchOutcome, ResolveOutcome, Step};

/// "Ana", "Ana and Ben", "Ana, Ben and Cal".
pub fn names<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.into_iter().collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// "seat 3" (seats are numbered from 1 for people).
pub fn seat(seat: Seat) -> String {
    format!("seat {}", seat.0 + 1)
}

/// "seat 3 (seat 2 in a session file, which counts from 0)": a seat that a file may have named,
/// in both numberings, so that a message about a file matches what the file says.
fn seat_in_file(s: Seat) -> String {
    format!(
        "{} (seat {} in a session file, which counts from 0)",
        seat(s),
        s.0
    )
}

/// The deck's name as printed on the box.
pub fn deck(deck: Deck) -> &'static str {
    match deck {
        Deck::Load => "Load",
        Deck::LifeHappens => "Life Happens",
        Deck::Action => "Action",
        Deck::Brotherhood => "Brotherhood",
        Deck::TurningPoint => "Turning Point",
    }
}

/// "a Load", "an Action": a deck's name with its article.
pub fn a_deck(d: Deck) -> String {
    let article = if d == Deck::Action { "an" } else { "a" };
    format!("{article} {}", deck(d))
}

/// "Load", "Shield".
pub fn stat(stat: Stat) -> &'static str {
    match stat {
        Stat::Load => "Load",
        Stat::Connection => "Connection",
        Stat::Momentum => "Momentum",
        Stat::Shield => "Shield",
    }
}

/// Why an adjustment was made, e.g. "house rule".
pub fn adjust_reason(reason: AdjustReason) -> &'static str {
    match reason {
        AdjustReason::CardEffect => "card effect",
        AdjustReason::Correction => "correction",
        AdjustReason::HouseRule => "house rule",
    }
}

/// What moved a number, for the ledger, e.g. "match bonus".
pub fn cause(cause: Cause) -> &'static str {
    match cause {
        Cause::Start => "start",
        Cause::LoadCardDrawn => "Load card drawn",
        Cause::Pressure => "pressure",
        Cause::ShieldAbsorbed => "Shield absorbed",
        Cause::Action => "Action",
        Cause::MatchBonus => "match bonus",
        Cause::LoadResolved => "Load resolved",
        Cause::Recovery => "recovery",
        Cause::BrotherhoodReceived => "Brotherhood received",
        Cause::BrotherhoodGiven => "Brotherhood given",
        Cause::TurningPoint => "Turning Point",
        Cause::Adjustment { reason } => adjust_reason(reason),
    }
}

/// Whom a Turning Point touches, e.g. "the player(s) with the highest Load".
pub fn scope(scope: Scope) -> &'static str {
    match scope {
        Scope::Everyone => "every player",
        Scope::HighestLoad => "the player(s) with the highest Load",
        Scope::LowestLoad => "the player(s) with the lowest Load",
        Scope::HighestConnection => "the player(s) with the highest Connection",
        Scope::LowestConnection => "the player(s) with the lowest Connection",
        Scope::HighestMomentum => "the player(s) with the highest Momentum",
        Scope::LowestMomentum => "the player(s) with the lowest Momentum",
        Scope::StartingPlayer => "the round's starting player",
    }
}

/// Whom a Turning Point of `scope` would touch now, e.g. "The player(s) with the highest Load:
/// Ana and Cal (Load 7)".
pub fn scope_preview(state: &State, s: Scope, seats: &[Seat]) -> String {
    let (who, value) = scope_players(state, s, seats);
    format!("{}: {who}{value}", capitalized(scope(s).to_owned()))
}

/// Whom a Turning Point of `scope` would touch now, said beside a card that prints its scope,
/// e.g. "Would touch Ana and Cal (Load 7)".
pub fn scope_touches(state: &State, s: Scope, seats: &[Seat]) -> String {
    let (who, value) = scope_players(state, s, seats);
    format!("Would touch {who}{value}")
}

/// The players a scope takes, named, and the value they share, e.g. ("Ana and Cal", " (Load 7)").
fn scope_players(state: &State, s: Scope, seats: &[Seat]) -> (String, String) {
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
        Some(format!(" ({} {})", self::stat(st), p.stat(st)))
    });
    (who, value.unwrap_or_default())
}

/// The tie-break that placed a player, for the results.
pub fn decided_by(decided_by: DecidedBy) -> &'static str {
    match decided_by {
        DecidedBy::Score => "score",
        DecidedBy::LowerLoad => "Load (same score; lower Load ranks higher)",
        DecidedBy::HigherConnection => {
            "Connection (same score and Load; higher Connection ranks higher)"
        }
        DecidedBy::Shared => "shared place (same score, Load and Connection)",
    }
}

/// A short name of a kind of event, e.g. "Action".
pub fn event_kind(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Setup => "Setup",
        EventKind::LoadCard => "Load card",
        EventKind::LifeHappens => "Life Happens",
        EventKind::Action => "Action",
        EventKind::Brotherhood => "Brotherhood",
        EventKind::EndOfTurn => "End of turn",
        EventKind::TurningPoint => "Turning Point",
        EventKind::Adjustment => "Adjustment",
        EventKind::Reshuffle => "Reshuffle",
    }
}

/// An event as the object of "record the …" in a refusal, e.g. "Life Happens card".
fn event_object(kind: EventKind) -> &'static str {
    match kind {
        EventKind::LifeHappens => "Life Happens card",
        EventKind::Brotherhood => "Brotherhood card",
        EventKind::EndOfTurn => "end of the turn",
        other => event_kind(other),
    }
}

/// The name of one of the printed steps of a turn, e.g. "Match bonus".
pub fn step(step: Step) -> &'static str {
    match step {
        Step::LifeHappens => "Life Happens",
        Step::Action => "Action",
        Step::MatchBonus => "Match bonus",
        Step::ResolveLoad => "Resolve Load",
        Step::Brotherhood => "Brotherhood",
        Step::RealTalk => "Real Talk",
        Step::Refill => "Refill",
    }
}

/// One line telling the facilitator what to record next.
pub fn prompt(state: &State) -> String {
    match state.phase {
        Phase::LoadCards => format!(
            "Setup · draw a Load card face up for {}",
            names(missing_load_cards(state))
        ),
        Phase::Turn {
            seat,
            step,
            overloaded,
        } => {
            let name = state.name(seat);
            let round = state.round;
            match step {
                TurnStep::Action if overloaded => format!(
                    "Round {round} · {name} is overloaded this turn: no Life Happens card; record their Action"
                ),
                TurnStep::LifeHappens => {
                    format!("Round {round} · {name}'s turn: draw a Life Happens card")
                }
                TurnStep::Action => format!("Round {round} · {name}'s turn: record their Action"),
                TurnStep::Support => {
                    let hand = state.rules.action_hand_size(state.players.len());
                    let mut next = Vec::with_capacity(3);
                    if !state.legal_next().brotherhood_givers.is_empty() {
                        next.push("Brotherhood if someone gives it".to_owned());
                    }
                    if state.real_talk {
                        next.push("Real Talk".to_owned());
                    }
                    next.push(format!("refill to {hand} Action cards, then end the turn"));
                    format!("Round {round} · {name}'s turn: {}", next.join(", "))
                }
            }
        }
        Phase::RoundEnd => format!("Round {} is over: reveal a Turning Point", state.round),
        Phase::GameOver => {
            let standings = standings(state);
            let winners = standings
                .winners
                .iter()
                .map(|&s| state.player(s).map_or("", |p| p.name.as_str()));
            if standings.winners.len() == 1 {
                format!("Game over · {} wins", names(winners))
            } else {
                format!("Game over · {} share the win", names(winners))
            }
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
        Refusal::UnknownEdition { edition, known } => format!(
            "This app knows the rules edition {known}, not “{edition}”: start the session with {known}."
        ),
        Refusal::PlayerCount { min, max, count } => format!(
            "The Loadout is played by {min} to {max} players; this setup has {count}."
        ),
        Refusal::NoName { seat: s } => format!(
            "The player at {} has no name: enter a nickname.",
            seat(*s)
        ),
        Refusal::NameTooLong { name, chars, max } => format!(
            "“{name}” is {chars} characters long: use a nickname of at most {max}."
        ),
        Refusal::NameText { seat: s, fault } => {
            text::fault(&format!("The name of the player at {}", seat(*s)), fault)
        }
        Refusal::Label { fault } => text::fault("The session's label", fault),
        Refusal::SetupDate { date } => format!(
            "The date recorded in the setup, “{date}”, is not a day written as year-month-day \
             (2026-12-01): write it that way or remove it."
        ),
        Refusal::SetupCatalog { field, fault } => {
            let field = match field {
                CatalogField::Id => "catalog id",
                CatalogField::Name => "catalog name",
                CatalogField::Version => "catalog version",
            };
            text::fault(&format!("The {field} recorded in the setup"), fault)
        }
        Refusal::SameName { name, other } => format!(
            "“{name}” and “{other}” would be the same name at this table: give one of them another nickname."
        ),
        Refusal::StartingSeat { seat: s, count } => format!(
            "The starting player is at {}, but the table has {count} seats: choose one of the players.",
            seat_in_file(*s)
        ),
        Refusal::LoadCardAlreadyDrawn { name, missing } => format!(
            "{name} already has their setup Load card: draw one for {} next.",
            names(missing.iter().map(String::as_str))
        ),
        Refusal::Overloaded { name } => format!(
            "{name} is overloaded this turn: no Life Happens card; record their Action."
        ),
        Refusal::WrongStep { at, event } => wrong_step(at, *event),
        Refusal::RoundNotOver { round, left, name } => format!(
            "Round {round} is not over: {left} turn(s) left, {name}'s now. The Turning Point comes after every player's turn."
        ),
        Refusal::BrotherhoodToSelf { name } => format!(
            "{name} can't give Brotherhood to themselves: another player gives it."
        ),
        Refusal::BrotherhoodTwice { name } => format!(
            "{name} has already received a Brotherhood card this turn: at most one per turn."
        ),
        Refusal::BrotherhoodUsed { name, round } => format!(
            "{name} has already used their Brotherhood card this round: they get a new one when round {round} ends."
        ),
        Refusal::EmptyAdjustment { name } => format!(
            "This adjustment for {name} changes nothing: enter at least one change."
        ),
        Refusal::UnknownSeat { seat: s, players } => format!(
            "There is no {} at this table of {players} players: choose one of the players.",
            seat_in_file(*s)
        ),
        Refusal::GameOver { rounds } => format!(
            "The game is over after round {rounds}: nothing more can be recorded. Undo to change the last steps."
        ),
        Refusal::AlreadySetUp => {
            "This session is already set up: start a new session for another game.".to_owned()
        }
        Refusal::NothingToUndo => "Nothing to undo: only the setup is recorded. Start a new session to change the setup.".to_owned(),
        Refusal::NothingToRedo => {
            "Nothing to redo: no step has been undone since the last one recorded.".to_owned()
        }
        Refusal::NoSuchStep { index, last } => {
            format!("There is no step {index}: the log has steps 0 to {last}.")
        }
        Refusal::OtherDeck { index, has, given } => format!(
            "Step {index} holds {} card, not {} card: choose {} card.",
            a_deck(*has),
            a_deck(*given),
            a_deck(*has)
        ),
        Refusal::NoCard { index, kind } => format!(
            "Step {index} is a {} and has no card to change.",
            event_kind(*kind)
        ),
        Refusal::CardDoesNotFit { step, why } => {
            format!("This card can't replace {step}: {why}")
        }
        Refusal::LaterStepBreaks {
            correction,
            step,
            name,
            why,
            undo_steps,
        } => later_step_breaks(*correction, *step, name, why, *undo_steps),
        Refusal::InsertBeforeSetup => {
            "Nothing goes before the setup (step 0): insert the step before a later one.".to_owned()
        }
        Refusal::InsertDoesNotFit { before, kind, why } => format!(
            "{} can't be inserted before step {before}: {}. Insert it before the step that came \
             right after it at the table.",
            capitalized(a_step(*kind)),
            would_not_fit(why)
        ),
        Refusal::LogDoesNotStartWithSetup { kind } => format!(
            "the log starts with a {} instead of the setup",
            event_kind(*kind)
        ),
        Refusal::EmptyLog => "the log is empty: it has no setup".to_owned(),
        Refusal::LogDoesNotReplay { step, why } => format!(
            "This session file is damaged: {step} does not fit the rules ({}). Nothing was changed on disk.",
            why.trim_end_matches('.')
        ),
    }
}

/// "Brotherhood card", "end of turn": an event as the thing a correction inserts.
fn step_object(kind: EventKind) -> &'static str {
    match kind {
        EventKind::Setup => "setup",
        EventKind::LoadCard => "Load card",
        EventKind::LifeHappens => "Life Happens card",
        EventKind::Action => "Action card",
        EventKind::Brotherhood => "Brotherhood card",
        EventKind::EndOfTurn => "end of turn",
        EventKind::TurningPoint => "Turning Point card",
        EventKind::Adjustment => "adjustment",
        EventKind::Reshuffle => "reshuffle",
    }
}

/// "a Brotherhood card", "an end of turn".
fn a_step(kind: EventKind) -> String {
    let object = step_object(kind);
    let article = match kind {
        EventKind::Action | EventKind::EndOfTurn | EventKind::Adjustment => "an",
        _ => "a",
    };
    format!("{article} {object}")
}

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
    name: &str,
    why: &Error,
    undo_steps: usize,
) -> String {
    let (refused, keep) = match correction {
        Correction::Amend { index } => (
            format!("Step {index} can't take this card"),
            format!(
                "keep step {index} as recorded and record an adjustment (correction) for the \
                 difference"
            ),
        ),
        Correction::Insert { before, kind } => (
            format!(
                "{} can't be inserted before step {before}",
                capitalized(a_step(kind))
            ),
            format!(
                "record an adjustment (correction) for what the forgotten {} changed, instead \
                 of inserting it",
                step_object(kind)
            ),
        ),
    };
    let steps = if undo_steps == 1 { "step" } else { "steps" };
    // Changing that later step too can only be done by undoing back to it: whether a step fits
    // depends on what came before it, never on its own card.
    format!(
        "{refused}: {name} would no longer fit, because {}. Ways forward: if step {step} did not \
         happen that way either, undo back to it ({undo_steps} {steps}), make this correction, \
         then record step {step} and what followed as it happened; or {keep}.",
        would_not_fit(why)
    )
}

/// Said beside the later step that a refused correction would break.
pub fn conflict_note(correction: Correction) -> String {
    match correction {
        Correction::Amend { index } => {
            format!("This step would no longer fit if step {index} were changed.")
        }
        Correction::Insert { before, kind } => format!(
            "This step would no longer fit if {} were inserted before step {before}.",
            a_step(kind)
        ),
    }
}

/// Why a step would not fit once the log is corrected, in the conditional of a correction
/// (what the game would be at that point), not in the words of a step to record next.
fn would_not_fit(why: &Error) -> String {
    let Some(refusal) = why.refusal() else {
        return why.message().trim_end_matches('.').to_owned();
    };
    match refusal {
        Refusal::Overloaded { name } => format!(
            "{name} would begin that turn at Load {TRACK_MAX} (overloaded), and an overloaded turn \
             has no Life Happens card"
        ),
        Refusal::WrongStep {
            at: WrongStepAt::LifeHappens { name },
            event: EventKind::Action,
        } => format!(
            "{name} would no longer begin that turn at Load {TRACK_MAX}, so the turn would need a \
             Life Happens card before its Action"
        ),
        Refusal::WrongStep { at, event } => format!(
            "at that point {}, and {} does not fit there",
            would_be_at(at),
            a_step(*event)
        ),
        Refusal::RoundNotOver { round, left, .. } => format!(
            "round {round} would not be over at that point ({left} turn(s) would be left), and a \
             Turning Point comes after every player's turn"
        ),
        Refusal::BrotherhoodToSelf { name } => format!(
            "it would be {name}'s own turn, and no one gives Brotherhood to themselves"
        ),
        Refusal::BrotherhoodTwice { name } => format!(
            "{name} would already have received a Brotherhood card in that turn (at most one per turn)"
        ),
        Refusal::BrotherhoodUsed { name, round } => format!(
            "{name} would already have given their Brotherhood card in round {round} (once per round)"
        ),
        Refusal::LoadCardAlreadyDrawn { name, .. } => {
            format!("{name} would already have their setup Load card")
        }
        Refusal::GameOver { rounds } => {
            format!("the game would already be over at that point (after round {rounds})")
        }
        _ => why.message().trim_end_matches('.').to_owned(),
    }
}

/// Where the game would be, once corrected, at a step that does not fit.
fn would_be_at(at: &WrongStepAt) -> String {
    match at {
        WrongStepAt::LoadCards { missing } => format!(
            "the setup would still wait for the Load card of {}",
            names(missing.iter().map(String::as_str))
        ),
        WrongStepAt::LifeHappens { name } => {
            format!("{name}'s turn would wait for its Life Happens card")
        }
        WrongStepAt::OverloadedAction { name } => {
            format!("{name} would be overloaded and waiting to play their Action")
        }
        WrongStepAt::Action { name } => format!("{name} would be waiting to play their Action"),
        WrongStepAt::Support { name } => {
            format!("{name} would have played their Action, with the turn not yet ended")
        }
        WrongStepAt::RoundEnd { round } => {
            format!("round {round} would be over, waiting for its Turning Point")
        }
        WrongStepAt::GameOver => "the game would be over".to_owned(),
    }
}

fn wrong_step(at: &WrongStepAt, event: EventKind) -> String {
    let event = event_object(event);
    match at {
        WrongStepAt::LoadCards { missing } => format!(
            "Round 1 has not started: every player draws a Load card first (still needed for {}). Then record the {event}.",
            names(missing.iter().map(String::as_str))
        ),
        WrongStepAt::LifeHappens { name } => format!(
            "{name}'s turn starts with a Life Happens card: record it before the {event}."
        ),
        WrongStepAt::OverloadedAction { name } => {
            format!("{name} is overloaded this turn: record their Action next.")
        }
        WrongStepAt::Action { name } => {
            format!("{name} has drawn their Life Happens card: record their Action next.")
        }
        WrongStepAt::Support { name } => {
            format!("{name} has played their Action: give Brotherhood or end the turn next.")
        }
        WrongStepAt::RoundEnd { round } => {
            format!("Round {round} is over: reveal the Turning Point next.")
        }
        WrongStepAt::GameOver => "The game is over: nothing more can be recorded.".to_owned(),
    }
}

/// A change in words without the player's name, e.g. "Load 3 → 5 (pressure)" or
/// "Load 9 → 10 (pressure +3, stopped at 10)".
pub fn change(change: &Change) -> String {
    let mut text = format!(
        "{} {} → {} ({}",
        stat(change.stat),
        change.before,
        change.after,
        cause(change.cause)
    );
    if let Some(end) = stopped_at(change) {
        text.push_str(&format!(" {:+}, {}", change.requested, stopped_at_end(end)));
    }
    text.push(')');
    text
}

/// A change in words with the player's name first, e.g. "Ana Load 3 → 5 (pressure)".
pub fn change_of(state: &State, c: &Change) -> String {
    format!("{} {}", state.name(c.seat), change(c))
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
    format!("stopped at {end}")
}

/// "Load 5 → 4", or "Load 9 → 10 (stopped at 10)": a change without its cause.
pub fn moved(change: &Change) -> String {
    let text = format!("{} {} → {}", stat(change.stat), change.before, change.after);
    if change.clamped() {
        format!("{text} ({})", stopped_at_end(change.after))
    } else {
        text
    }
}

/// A note in words for the facilitator.
pub fn note(state: &State, note: &Note) -> String {
    match note {
        Note::CardInDiscard { deck: d, card } => format!(
            "Every copy of card {card} is already in the {} discard pile: check the card drawn.",
            deck(*d)
        ),
        Note::DeckEmpty { deck: d } => format!(
            "The {} deck is empty: shuffle its discard pile back in and record the reshuffle.",
            deck(*d)
        ),
        Note::NoMatch => {
            "No match bonus: the Action's tag is not one of the event's Helpful Approaches."
                .to_owned()
        }
        Note::NoResolve => {
            "No Load card resolved: no held Load card lists the Action's tag.".to_owned()
        }
        Note::Overloaded { seat } => format!(
            "{} begins the turn at Load {TRACK_MAX}: recovery turn, no Life Happens card.",
            state.name(*seat)
        ),
        Note::RoundOver { round } => format!("Round {round} is over: reveal a Turning Point."),
        Note::GameOver => "The game is over.".to_owned(),
    }
}

/// Builds a ledger label with plain appends: labels are made for every event of every replay,
/// and `format!` was the largest cost of a replay.
struct Label<'a> {
    text: String,
    state: &'a State,
}

impl<'a> Label<'a> {
    fn new(state: &'a State) -> Self {
        Label {
            text: String::with_capacity(64),
            state,
        }
    }

    fn str(mut self, s: &str) -> Self {
        self.text.push_str(s);
        self
    }

    /// "NAME" of a seat at the table (nothing for a seat that is not).
    fn name(self, seat: Seat) -> Self {
        let state = self.state;
        self.str(state.player(seat).map_or("", |p| p.name.as_str()))
    }

    /// "NAME: " for the player the event belongs to, or nothing.
    fn who(self, seat: Option<Seat>) -> Self {
        match seat {
            Some(seat) if self.state.player(seat).is_some() => self.name(seat).str(": "),
            _ => self,
        }
    }

    fn number(mut self, n: u8) -> Self {
        if n >= 100 {
            self.text.push(char::from(b'0' + n / 100));
        }
        if n >= 10 {
            self.text.push(char::from(b'0' + n / 10 % 10));
        }
        self.text.push(char::from(b'0' + n % 10));
        self
    }

    /// "“TITLE”".
    fn title(self, title: &str) -> Self {
        self.str("“").str(title).str("”")
    }

    /// " (Rest, Talk)".
    fn tags(mut self, tags: &[Tag]) -> Self {
        self.text.push_str(" (");
        for (i, tag) in tags.iter().enumerate() {
            if i > 0 {
                self.text.push_str(", ");
            }
            self.text.push_str(&tag.0);
        }
        self.text.push(')');
        self
    }
}

/// The ledger's one-line name of an event, e.g. "Ben: Action “Call a friend” (Talk)".
pub fn label(state: &State, round: u8, turn_of: Option<Seat>, event: &Event) -> String {
    let label = Label::new(state);
    let label = match event {
        Event::Setup(setup) => {
            let how = if setup.starting_seat_random {
                ", drawn at random"
            } else {
                ""
            };
            return format!(
                "Setup: {} players, {} starts{how}",
                state.players.len(),
                state.name(setup.starting_seat)
            );
        }
        Event::LoadCardDrawn { seat, card } => label
            .who(Some(*seat))
            .str("Load card ")
            .title(&card.title)
            .tags(&card.relief),
        Event::LifeHappensDrawn { card } => label
            .who(turn_of)
            .str("Life Happens ")
            .title(&card.title)
            .str(", Pressure ")
            .number(card.pressure)
            .tags(&card.helpful),
        Event::ActionPlayed { card } => label
            .who(turn_of)
            .str("Action ")
            .title(&card.title)
            .tags(std::slice::from_ref(&card.tag)),
        Event::BrotherhoodGiven { giver, card } => label
            .who(turn_of)
            .str("Brotherhood ")
            .title(&card.title)
            .str(" from ")
            .name(*giver),
        Event::TurnEnded => label.who(turn_of).str("end of turn"),
        Event::TurningPointRevealed { card } => label
            .str("Round ")
            .number(round)
            .str(": Turning Point ")
            .title(&card.title)
            .str(" for ")
            .str(scope(card.scope)),
        Event::Adjusted { seat, reason, .. } => label
            .who(Some(*seat))
            .str("adjustment (")
            .str(adjust_reason(*reason))
            .str(")"),
        Event::DeckReshuffled { deck: d } => {
            label.str(deck(*d)).str(" discard pile shuffled back in")
        }
    };
    label.text
}

/// "step 14 (round 3, Ben's Action)": how messages name an event of the log, from the state the
/// event was recorded in.
pub fn step_name(state: &State, index: usize, event: &Event) -> String {
    let when = match state.phase {
        Phase::LoadCards => "setup".to_owned(),
        _ => format!("round {}", state.round),
    };
    let seat = match event {
        Event::LoadCardDrawn { seat, .. } | Event::Adjusted { seat, .. } => Some(*seat),
        Event::LifeHappensDrawn { .. }
        | Event::ActionPlayed { .. }
        | Event::BrotherhoodGiven { .. }
        | Event::TurnEnded => state.active_seat(),
        _ => None,
    };
    let what = match seat.and_then(|s| state.player(s)) {
        Some(p) => format!("{}'s {}", p.name, event_kind(event.kind())),
        None => event_kind(event.kind()).to_owned(),
    };
    format!("step {index} ({when}, {what})")
}

/// "step 4": a step of the log by its number.
pub fn step_number(index: usize) -> String {
    format!("step {index}")
}

/// How messages name the setup, the log's first step.
pub fn setup_step() -> String {
    "step 0 (setup)".to_owned()
}

/// The chart's mark for the tracks at the start of round 1.
pub fn chart_start() -> &'static str {
    "Start"
}

/// The chart's mark for the tracks at the end of a round, e.g. "R2".
pub fn chart_round(round: u8) -> String {
    format!("R{round}")
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
        Part::Setup => "Setup".to_owned(),
        Part::Turn { round, seat } => format!("Round {round} · {}'s turn", state.name(seat)),
        Part::RoundEnd { round } => format!("Round {round} · end of the round"),
    }
}

/// "Load 5 → 4, Connection 4 → 5": changes without their causes.
fn moves(changes: &[Change]) -> String {
    changes.iter().map(moved).collect::<Vec<_>>().join(", ")
}

/// Step 1 on an overloaded turn.
pub fn overloaded_turn(name: &str, recovery: u8) -> String {
    format!(
        "Step 1 skipped: {name} began this turn at Load {TRACK_MAX} (overloaded), so no Life Happens card is drawn. After the Action, recovery takes {recovery} Load off."
    )
}

/// Step 2 once recorded: the Action's ledger line and its printed changes.
pub fn action_done(label: &str, changes: &[Change]) -> String {
    if changes.is_empty() {
        format!("{label}.")
    } else {
        format!("{label}: {}.", moves(changes))
    }
}

/// Step 3 once the Action is recorded.
pub fn match_outcome(outcome: &MatchOutcome) -> String {
    match outcome {
        MatchOutcome::Bonus(changes) => format!(
            "Match bonus: {}. The Action's tag is one of the event's Helpful Approaches.",
            moves(changes)
        ),
        MatchOutcome::NoMatch => {
            "No match bonus: the Action's tag is not one of the event's Helpful Approaches."
                .to_owned()
        }
        MatchOutcome::RecoveryTurn(changes) => format!(
            "None on a recovery turn: no event. Recovery: {}. The turn began at Load {TRACK_MAX}.",
            moves(changes)
        ),
    }
}

/// Step 4 once the Action is recorded.
pub fn resolve_outcome(outcome: &ResolveOutcome) -> String {
    match outcome {
        ResolveOutcome::Resolved(changes) => format!(
            "Load resolved: {}. The Action's tag is a Relief Approach of a held Load card, which is discarded.",
            moves(changes)
        ),
        ResolveOutcome::NoResolve => {
            "No Load card resolved: no held Load card lists the Action's tag.".to_owned()
        }
        ResolveOutcome::NoLoadCard { name } => format!("{name} holds no Load card."),
    }
}

/// Step 5 before anyone gave Brotherhood: whether someone still can.
pub fn brotherhood_ask(name: &str, someone_can: bool) -> String {
    if someone_can {
        format!("Did another player give {name} a Brotherhood card? Who gave it:")
    } else {
        "No one can give Brotherhood now: one per turn, and each player gives once per round."
            .to_owned()
    }
}

/// Step 5 once Brotherhood was given this turn: who gave what (`label` is the entry's label).
pub fn brotherhood_done(label: &str) -> String {
    format!("Given: {label}.")
}

/// What an undo took back (`label` is the undone entry's label): "Undone: Ana: Action “…”".
pub fn undone(label: &str) -> String {
    format!("Undone: {label}")
}

/// What a redo put back (`label` is the entry's label again).
pub fn redone(label: &str) -> String {
    format!("Redone: {label}")
}

/// Step 6 in Real Talk Mode.
pub fn real_talk(name: &str) -> String {
    format!(
        "{name} may answer the Real Talk prompt, pass, or open it to the table. Nothing is recorded."
    )
}

/// The refill step.
pub fn refill(name: &str, hand: u8) -> String {
    format!("{name} draws back up to {hand} Action cards.")
}

/// The reminder before setup's Load cards: what to deal.
pub fn deal(action: u8, brotherhood: u8) -> String {
    let cards = if brotherhood == 1 { "card" } else { "cards" };
    format!(
        "Deal each player {action} Action cards and {brotherhood} Brotherhood {cards}. Then draw a Load card face up for each player."
    )
}

/// The reminder on the New session form, before any player is known: the hands of `rules`, with
/// the full table's when it differs.
pub fn deal_reminder(rules: &RuleSet) -> String {
    let brotherhood = rules.brotherhood_hand;
    let cards = if brotherhood == 1 { "card" } else { "cards" };
    let full = if rules.action_hand_full_table != rules.action_hand {
        format!(
            " ({} Action cards each with {} players)",
            rules.action_hand_full_table, rules.max_players
        )
    } else {
        String::new()
    };
    format!(
        "Deal each player {} Action cards and {brotherhood} Brotherhood {cards}{full}. Next: each player's Load card, drawn face up.",
        rules.action_hand
    )
}

/// After a Turning Point that did not end the game: who starts the next round.
pub fn round_begins(round: u8, name: &str, brotherhood: u8) -> String {
    format!(
        "Round {round} begins: {name} starts. Each player takes a new Brotherhood card ({brotherhood} each)."
    )
}

/// How a Load card drawn during play is recorded.
pub fn load_card_during_play(draw: u8) -> String {
    format!(
        "When a card says to draw a Load card: choose the player, then the card drawn (+{draw} Load)."
    )
}

/// "Score = (10 − Load) + Connection + Momentum".
pub fn score_formula() -> String {
    format!("Score = ({TRACK_MAX} − Load) + Connection + Momentum")
}

/// "(10 − 3) + 5 + 4": a player's score in its parts.
pub fn score_parts(load: u8, connection: u8, momentum: u8) -> String {
    format!("({TRACK_MAX} − {load}) + {connection} + {momentum}")
}

/// "1st", "2nd", "3rd", "4th"…, with "(shared)" for a shared place.
pub fn place(place: u8, shared: bool) -> String {
    let suffix = match (place % 100, place % 10) {
        (11..=13, _) => "th",
        (_, 1) => "st",
        (_, 2) => "nd",
        (_, 3) => "rd",
        _ => "th",
    };
    let shared = if shared { " (shared)" } else { "" };
    format!("{place}{suffix}{shared}")
}

/// A player's place in the round's order of turns, e.g. "2nd to play this round, done".
/// `done`: they have played; `now`: they are playing.
pub fn turn_place(n: usize, done: bool, now: bool) -> String {
    let n = u8::try_from(n).unwrap_or(u8::MAX);
    let when = match (done, now) {
        (true, _) => ", done",
        (false, true) => ", playing now",
        (false, false) => "",
    };
    format!("{} to play this round{when}", place(n, false))
}

/// A place that no one else has the score of.
pub fn decided_by_score() -> String {
    "decided by score".to_owned()
}

/// A place decided by Load against `others` on the same score.
pub fn decided_by_load(others: &str) -> String {
    format!("same score as {others}: decided by Load (lower Load ranks higher)")
}

/// A place decided by Connection against `others` on the same score and Load.
pub fn decided_by_connection(others: &str) -> String {
    format!(
        "same score and Load as {others}: decided by Connection (higher Connection ranks higher)"
    )
}

/// A place shared with `others`.
pub fn place_shared(others: &str) -> String {
    format!("same score, Load and Connection as {others}: place shared")
}

/// The ranking's heading.
pub fn ranking_title(is_final: bool) -> &'static str {
    if is_final {
        "Final ranking"
    } else {
        "Standings so far"
    }
}

/// Said under the standings while the game is not over.
pub fn not_final() -> String {
    "The game is not over yet: these places can still change.".to_owned()
}

/// What the players in first place are called: "Winner", "Shared win", "In first place"…
pub fn winner_label(is_final: bool, shared: bool) -> &'static str {
    match (is_final, shared) {
        (true, false) => "Winner",
        (true, true) => "Shared win",
        (false, false) => "In first place",
        (false, true) => "Sharing first place",
    }
}
