//! What an event is, without its data: a plain value the error type and the ledger name.

use serde::{Deserialize, Serialize};

/// What an event is, without its data: what a ledger entry says it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Setup,
    LoadCard,
    LifeHappens,
    Action,
    Brotherhood,
    EndOfTurn,
    TurningPoint,
    Adjustment,
    Reshuffle,
}
