//! The results crate's one error type: a kind to match on and a message for a facilitator.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What went wrong, for callers to branch on. Crosses IPC as its snake_case `code`.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "ResultsErrorKind"))]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
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
    /// A snake_case code for IPC and `--json` output: serde's name for the kind, so the two
    /// cannot differ.
    pub fn code(self) -> &'static str {
        self.into()
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

#[cfg(test)]
mod tests {
    use super::ErrorKind;
    use strum::VariantArray;

    #[test]
    fn every_code_is_the_name_serde_writes() {
        for kind in ErrorKind::VARIANTS {
            let wire = serde_json::to_value(kind).unwrap();
            assert_eq!(wire.as_str(), Some(kind.code()), "{kind:?}");
        }
        assert_eq!(ErrorKind::NotResults.code(), "not_results");
    }
}
