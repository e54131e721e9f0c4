//! The numbers of a rules edition, in one value.

use serde::{Deserialize, Serialize};

/// Every number of a rules edition that a later balance revision could change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RuleSet {
    /// Edition name as recorded in session files, e.g. "v1.1".
    pub edition: String,
    pub start_load: u8,
    pub start_connection: u8,
    pub start_momentum: u8,
    /// Load added when a Load card is drawn (setup: +1).
    pub load_card_draw: u8,
    pub rounds: u8,
    pub min_players: u8,
    pub max_players: u8,
    pub action_hand: u8,
    /// Action hand size when the table is full (`max_players`).
    pub action_hand_full_table: u8,
    pub brotherhood_hand: u8,
    pub match_bonus: u8,
    pub resolve_load: u8,
    pub resolve_momentum: u8,
    pub recovery: u8,
    pub name_max_chars: u8,
}

impl RuleSet {
    /// Highest value of the Load, Connection and Momentum tracks (the lowest is 0), in every
    /// edition: the printed tracks' top, which a `Level` never passes.
    pub const TRACK_MAX: u8 = 10;

    /// The edition new sessions are played by, and the one the app shows its limits from:
    /// v1.1, the only one this tracker knows.
    pub fn current() -> Self {
        Self::v1_1()
    }

    /// The Loadout, balance revision v1.1.
    pub fn v1_1() -> Self {
        RuleSet {
            edition: "v1.1".to_owned(),
            start_load: 2,
            start_connection: 3,
            start_momentum: 1,
            load_card_draw: 1,
            rounds: 6,
            min_players: 2,
            max_players: 6,
            action_hand: 3,
            action_hand_full_table: 2,
            brotherhood_hand: 1,
            match_bonus: 1,
            resolve_load: 2,
            resolve_momentum: 1,
            recovery: 1,
            name_max_chars: 24,
        }
    }

    /// The rule set of a named edition, if this tracker knows it.
    pub fn by_edition(edition: &str) -> Option<Self> {
        (edition == "v1.1").then(Self::v1_1)
    }

    /// Action cards dealt to each player at a table of `players`.
    pub fn action_hand_size(&self, players: usize) -> u8 {
        if players >= usize::from(self.max_players) {
            self.action_hand_full_table
        } else {
            self.action_hand
        }
    }
}
