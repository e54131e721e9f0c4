//! The Final Balance Score and the standings, with the tie-break that decided each place.

use crate::event::Seat;
use crate::rules::RuleSet;
use crate::state::{Phase, PlayerState, State};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Final Balance Score = (10 - Load) + Connection + Momentum. Shield does not score.
pub fn score(p: &PlayerState) -> i16 {
    (i16::from(RuleSet::TRACK_MAX) - i16::from(p.load.get()))
        + i16::from(p.connection.get())
        + i16::from(p.momentum.get())
}

/// The deepest rule needed to place a player among everyone on the same score: `Score` when no
/// one else has that score, `LowerLoad` when Load separates them from all the others on it,
/// `HigherConnection` when some of them also have the same Load, `Shared` when the place is shared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum DecidedBy {
    Score,
    LowerLoad,
    HigherConnection,
    /// Tied on score, Load and Connection: the place is shared.
    Shared,
}

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Standing {
    /// 1-based; tied players share a place and the next place is skipped (1, 1, 3).
    pub place: u8,
    pub seat: Seat,
    pub name: String,
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
    pub score: i16,
    pub decided_by: DecidedBy,
    /// Another player has the same place.
    pub shared: bool,
}

/// The ranking of every player, best first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Standings {
    pub rows: Vec<Standing>,
    /// Everybody in first place (more than one: a shared win).
    pub winners: Vec<Seat>,
    /// The game is over: these are the final results.
    pub is_final: bool,
}

/// Ranking order: higher score, then lower Load, then higher Connection. `Equal` shares a place.
fn rank_order(a: &PlayerState, b: &PlayerState) -> Ordering {
    score(b)
        .cmp(&score(a))
        .then(a.load.cmp(&b.load))
        .then(b.connection.cmp(&a.connection))
}

/// The first criterion on which two players differ (`Shared` when none does).
fn decider(a: &PlayerState, b: &PlayerState) -> DecidedBy {
    if score(a) != score(b) {
        DecidedBy::Score
    } else if a.load != b.load {
        DecidedBy::LowerLoad
    } else if a.connection != b.connection {
        DecidedBy::HigherConnection
    } else {
        DecidedBy::Shared
    }
}

/// Live or final standings (the same formula at any point of the game).
pub fn standings(state: &State) -> Standings {
    let mut order: Vec<&PlayerState> = state.players.iter().collect();
    // Stable: players sharing a place stay in seat order.
    order.sort_by(|a, b| rank_order(a, b));
    let rows: Vec<Standing> = order
        .iter()
        .map(|p| {
            let better = order
                .iter()
                .filter(|q| rank_order(q, p) == Ordering::Less)
                .count();
            let shared = order
                .iter()
                .any(|q| q.seat != p.seat && rank_order(q, p) == Ordering::Equal);
            let decided_by = order
                .iter()
                .filter(|q| q.seat != p.seat && score(q) == score(p))
                .map(|q| decider(p, q))
                .max()
                .unwrap_or(DecidedBy::Score);
            Standing {
                place: (better + 1) as u8,
                seat: p.seat,
                name: p.name.clone(),
                load: p.load.get(),
                connection: p.connection.get(),
                momentum: p.momentum.get(),
                score: score(p),
                decided_by,
                shared,
            }
        })
        .collect();
    let winners = rows
        .iter()
        .filter(|r| r.place == 1)
        .map(|r| r.seat)
        .collect();
    Standings {
        rows,
        winners,
        is_final: state.phase == Phase::GameOver,
    }
}
