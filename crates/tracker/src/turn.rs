//! The printed steps of a turn (the rules' "A normal turn"), and where the current turn is in
//! them, for the screens.

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
