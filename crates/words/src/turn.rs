//! The turn in words: the one-line prompt of what to record next, the printed steps and what
//! each did or asks for, what an undo took back and a redo put back, and the reminders of what to
//! deal and draw.

use crate::changes::moves;
use crate::game::names;
use crate::messages::Speaker;
use crate::SessionWords;
use loadout_tracker::explain::Change;
use loadout_tracker::rules::RuleSet;
use loadout_tracker::score::standings;
use loadout_tracker::session::Session;
use loadout_tracker::state::{Phase, State, TurnStep};
use loadout_tracker::turn::{MatchOutcome, ResolveOutcome, Step, StepDetail};

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

/// What a step of the current turn did or asks for (labels of `session`'s ledger entries).
pub fn step_detail(sp: &Speaker, session: &Session, detail: &StepDetail) -> String {
    let label = |entry: usize| session.label(sp, &session.ledger()[entry]);
    match detail {
        StepDetail::Overloaded { name, recovery } => overloaded_turn(sp, name, *recovery),
        StepDetail::ActionDone { entry, changes } => action_done(sp, &label(*entry), changes),
        StepDetail::Match(outcome) => match_outcome(sp, outcome),
        StepDetail::Resolve(outcome) => resolve_outcome(sp, outcome),
        StepDetail::BrotherhoodDone { entry } => {
            say!(sp, "brotherhood-done", label = label(*entry))
        }
        StepDetail::BrotherhoodAsk { name, someone_can } => brotherhood_ask(sp, name, *someone_can),
        StepDetail::RealTalk { name } => say!(sp, "real-talk-step", name = name.as_str()),
        StepDetail::Refill { name, hand } => say!(sp, "refill", name = name.as_str(), hand = *hand),
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

/// What an undo took back (`label` is the undone entry's label): "Undone: Ana: Action “…”".
pub fn undone(sp: &Speaker, label: &str) -> String {
    say!(sp, "undone", label = label)
}

/// What a redo put back (`label` is the entry's label again).
pub fn redone(sp: &Speaker, label: &str) -> String {
    say!(sp, "redone", label = label)
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
