//! The tracker's one error type: a kind to match on and a message for a facilitator.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What went wrong, for callers to branch on. Crosses IPC as a snake_case `code`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Setup is invalid: player count, names, starting seat, unknown rules edition.
    InvalidSetup,
    /// A name is empty, too long, or repeats another player's name.
    InvalidName,
    /// The event does not fit the step the game is at (e.g. an Action before Life Happens).
    WrongStep,
    /// The active player began the turn at Load 10: no Life Happens card.
    Overloaded,
    /// A seat that is not at this table.
    UnknownSeat,
    /// Brotherhood can't be given: to oneself, twice in a turn, or by a player who has used theirs this round.
    BrotherhoodUnavailable,
    /// The player already drew their setup Load card.
    LoadCardAlreadyDrawn,
    /// The game is over: nothing more is recorded.
    GameOver,
    /// A card's printed values are invalid (empty title, pressure out of range, unknown tag...).
    InvalidCard,
    /// An adjustment that changes nothing.
    EmptyAdjustment,
    NothingToUndo,
    NothingToRedo,
    /// Amend names an event that does not exist or has no card of that deck.
    AmendMismatch,
    /// Amending would make a later event invalid.
    AmendConflict,
    /// A catalog has problems (each listed).
    InvalidCatalog,
    /// A session or catalog file is not readable: not JSON, damaged, wrong format or inconsistent.
    DamagedFile,
    /// The file was written by a newer version of the app.
    NewerFormat,
}

impl ErrorKind {
    /// The snake_case code used across IPC and in `--json` output.
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::InvalidSetup => "invalid_setup",
            ErrorKind::InvalidName => "invalid_name",
            ErrorKind::WrongStep => "wrong_step",
            ErrorKind::Overloaded => "overloaded",
            ErrorKind::UnknownSeat => "unknown_seat",
            ErrorKind::BrotherhoodUnavailable => "brotherhood_unavailable",
            ErrorKind::LoadCardAlreadyDrawn => "load_card_already_drawn",
            ErrorKind::GameOver => "game_over",
            ErrorKind::InvalidCard => "invalid_card",
            ErrorKind::EmptyAdjustment => "empty_adjustment",
            ErrorKind::NothingToUndo => "nothing_to_undo",
            ErrorKind::NothingToRedo => "nothing_to_redo",
            ErrorKind::AmendMismatch => "amend_mismatch",
            ErrorKind::AmendConflict => "amend_conflict",
            ErrorKind::InvalidCatalog => "invalid_catalog",
            ErrorKind::DamagedFile => "damaged_file",
            ErrorKind::NewerFormat => "newer_format",
        }
    }
}

/// A refusal: nothing was recorded or changed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    pub fn message(&self) -> &str {
        &self.message
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
