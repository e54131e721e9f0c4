//! The results crate's one error type: a kind to match on and a message for a facilitator.

use thiserror::Error;

/// What went wrong, for callers to branch on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// Even the shortest form of the results does not fit one phone-readable QR code.
    TooLong,
    /// The text is not a Loadout results payload (or is damaged).
    NotResults,
    /// The player names do not fit the names option (e.g. the session could not be renamed).
    Names,
    /// Writing the PNG or the CSV failed.
    Write,
}

impl ErrorKind {
    /// A snake_case code for IPC and `--json` output.
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::TooLong => "too_long",
            ErrorKind::NotResults => "not_results",
            ErrorKind::Names => "names",
            ErrorKind::Write => "write",
        }
    }
}

/// Something that could not be made or read; nothing was written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{message}")]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    /// An error of `kind` with a message for a facilitator.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
        }
    }

    /// What went wrong.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The message for a facilitator.
    pub fn message(&self) -> &str {
        &self.message
    }
}

/// The crate's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;
