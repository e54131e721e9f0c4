//! The printed steps of a turn (the rules' "A normal turn") and where the current turn is in them,
//! worked out from the phase and this turn's ledger entries, for the screens. Steps 3 and 4 record
//! nothing: what they did is read from the Action's entry, so a session opened mid-turn shows them
//! exactly as they were when the Action was recorded.

use crate::event::{EventKind, Seat};
use crate::explain::{Cause, Change, Note};
use crate::session::LedgerEntry;
use crate::state::{Phase, State, TurnStep};
use serde::{Deserialize, Serialize};

/// One of the printed steps of a turn, in order. Real Talk is a step only in Real Talk Mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    LifeHappens,
    Action,
    MatchBonus,
    ResolveLoad,
    Brotherhood,
    RealTalk,
    Refill,
}

/// Where a step stands in the current turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum StepState {
    Done,
    /// The step the facilitator is at (after the Action: every step up to the end of the turn).
    Current,
    /// Not taken this turn (Life Happens on an overloaded turn).
    Skipped,
    Upcoming,
}

/// One printed step of the current turn: its number, state and what it did or asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepStatus {
    pub step: Step,
    /// 1-based, as the rules number the steps.
    pub number: u8,
    pub state: StepState,
    /// What the step did or asks for; `None` while there is nothing to say.
    pub detail: Option<StepDetail>,
}

/// What a step of the current turn did or asks for, as data (`words::turn_detail` says it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepDetail {
    /// Life Happens skipped: the player began the turn overloaded and recovers this much.
    Overloaded {
        name: String,
        recovery: u8,
    },
    /// The Action recorded in ledger entry `entry`, with its own changes.
    ActionDone {
        entry: usize,
        changes: Vec<Change>,
    },
    Match(MatchOutcome),
    Resolve(ResolveOutcome),
    /// The Brotherhood card recorded in ledger entry `entry`.
    BrotherhoodDone {
        entry: usize,
    },
    /// Brotherhood may be given to `name`; `someone_can`: a player still holds theirs.
    BrotherhoodAsk {
        name: String,
        someone_can: bool,
    },
    RealTalk {
        name: String,
    },
    /// `name` refills their Action hand to `hand` cards.
    Refill {
        name: String,
        hand: u8,
    },
}

/// What step 3 (match bonus) came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatchOutcome {
    /// The Action's tag is a Helpful Approach: these changes.
    Bonus(Vec<Change>),
    NoMatch,
    /// An overloaded turn has no event to match; these are the recovery's changes.
    RecoveryTurn(Vec<Change>),
}

/// What step 4 (resolve Load) came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResolveOutcome {
    /// A held Load card listed the Action's tag: these changes.
    Resolved(Vec<Change>),
    NoResolve,
    /// The player held no Load card when the Action was played.
    NoLoadCard {
        name: String,
    },
}

/// The changes of an entry with this cause.
fn caused(entry: &LedgerEntry, cause: Cause) -> Vec<Change> {
    entry
        .changes
        .iter()
        .filter(|c| c.cause == cause)
        .cloned()
        .collect()
}

/// The steps of `seat`'s turn as it stands; `entries` are the ledger entries of this turn.
pub fn steps(state: &State, seat: Seat, entries: &[&LedgerEntry]) -> Vec<StepStatus> {
    let Phase::Turn {
        step, overloaded, ..
    } = state.phase
    else {
        return Vec::new();
    };
    let name = state.name(seat);
    let at = match step {
        TurnStep::LifeHappens => Step::LifeHappens,
        TurnStep::Action => Step::Action,
        TurnStep::Support => Step::Brotherhood,
    };
    let action = entries.iter().rev().find(|e| e.kind == EventKind::Action);
    let brotherhood = entries
        .iter()
        .rev()
        .find(|e| e.kind == EventKind::Brotherhood);
    let mut order = vec![
        Step::LifeHappens,
        Step::Action,
        Step::MatchBonus,
        Step::ResolveLoad,
        Step::Brotherhood,
    ];
    if state.real_talk {
        order.push(Step::RealTalk);
    }
    order.push(Step::Refill);
    let at_index = order.iter().position(|&s| s == at).unwrap_or(0);
    order
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let state_of = if s == Step::LifeHappens && overloaded {
                StepState::Skipped
            } else if i < at_index || (s == Step::Brotherhood && brotherhood.is_some()) {
                StepState::Done
            } else if i == at_index || at == Step::Brotherhood {
                StepState::Current
            } else {
                StepState::Upcoming
            };
            let detail = match (s, state_of) {
                (Step::LifeHappens, StepState::Skipped) => Some(StepDetail::Overloaded {
                    name: name.clone(),
                    recovery: state.rules.recovery,
                }),
                (Step::Action, StepState::Done) => action.map(|a| StepDetail::ActionDone {
                    entry: a.index,
                    changes: caused(a, Cause::Action),
                }),
                (Step::MatchBonus, StepState::Done) => action.map(|a| {
                    let outcome = if overloaded {
                        MatchOutcome::RecoveryTurn(caused(a, Cause::Recovery))
                    } else if a.notes.contains(&Note::NoMatch) {
                        MatchOutcome::NoMatch
                    } else {
                        MatchOutcome::Bonus(caused(a, Cause::MatchBonus))
                    };
                    StepDetail::Match(outcome)
                }),
                (Step::ResolveLoad, StepState::Done) => action.map(|a| {
                    let resolved = caused(a, Cause::LoadResolved);
                    let outcome = if !resolved.is_empty() {
                        ResolveOutcome::Resolved(resolved)
                    } else if a.notes.contains(&Note::NoResolve) {
                        ResolveOutcome::NoResolve
                    } else {
                        ResolveOutcome::NoLoadCard { name: name.clone() }
                    };
                    StepDetail::Resolve(outcome)
                }),
                (Step::Brotherhood, StepState::Done) => {
                    brotherhood.map(|given| StepDetail::BrotherhoodDone { entry: given.index })
                }
                (Step::Brotherhood, StepState::Current) => Some(StepDetail::BrotherhoodAsk {
                    name: name.clone(),
                    someone_can: !state.legal_next().brotherhood_givers.is_empty(),
                }),
                (Step::RealTalk, StepState::Current) => {
                    Some(StepDetail::RealTalk { name: name.clone() })
                }
                (Step::Refill, StepState::Current) => Some(StepDetail::Refill {
                    name: name.clone(),
                    hand: state.rules.action_hand_size(state.players.len()),
                }),
                _ => None,
            };
            StepStatus {
                step: s,
                number: (i + 1) as u8,
                state: state_of,
                detail,
            }
        })
        .collect()
}
