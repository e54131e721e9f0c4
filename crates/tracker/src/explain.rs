//! Why each number moved: every change the fold makes carries its cause.

use crate::card::{CardId, Deck, Stat};
use crate::event::{AdjustReason, Seat};
use serde::{Deserialize, Serialize};

/// What moved a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Cause {
    /// Start values at setup.
    Start,
    /// +1 Load for drawing a Load card.
    LoadCardDrawn,
    /// Life Happens Pressure reaching Load.
    Pressure,
    /// Shield spent absorbing Pressure.
    ShieldAbsorbed,
    /// An Action's printed changes.
    Action,
    /// The Action's tag matched a Helpful Approach on the event.
    MatchBonus,
    /// The Action's tag matched a Relief Approach: Load card discarded.
    LoadResolved,
    /// The extra Load -1 of an overloaded recovery turn.
    Recovery,
    BrotherhoodReceived,
    BrotherhoodGiven,
    TurningPoint,
    Adjustment {
        reason: AdjustReason,
    },
}

/// One number that moved (or was asked to move and stopped at 0 or 10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Change {
    pub seat: Seat,
    pub stat: Stat,
    pub before: u16,
    pub after: u16,
    /// The change asked for; differs from `after - before` when the track stopped at an end.
    pub requested: i16,
    pub cause: Cause,
}

impl Change {
    /// The track stopped at 0 or 10 before the full change was applied.
    pub fn clamped(&self) -> bool {
        i32::from(self.after) - i32::from(self.before) != i32::from(self.requested)
    }
}

/// Something a facilitator should see that moves no number.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Note {
    /// Every copy of this card is already in its deck's discard pile: likely a mistake.
    CardInDiscard { deck: Deck, card: CardId },
    /// The deck has no cards left to draw: shuffle its discard pile back in.
    DeckEmpty { deck: Deck },
    /// The Action's tag matched none of the event's Helpful Approaches.
    NoMatch,
    /// No held Load card lists the Action's tag as a Relief Approach.
    NoResolve,
    /// The player began the turn at Load 10: no Life Happens this turn.
    Overloaded { seat: Seat },
    /// The round is over: a Turning Point is next.
    RoundOver { round: u8 },
    /// The game is over.
    GameOver,
}
