//! The error as it crosses to a client: `ApiError`, its `ErrorCode` (the tracker's and the
//! results crate's kinds, or the shell's own `ShellCode`), and how an error of the crates below
//! becomes one, said in the speaker's language (`Unsaid`, `SaidResult`).

use crate::words::say;
use loadout_tracker::ErrorKind;
use loadout_words::catalog::SaidProblem as Problem;
use loadout_words::{Conflict, Said, Speaker};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// An error as the UI receives it: branch on `code`, show `message`.
///
/// In TypeScript it is `WireError`: the client turns it into its `ApiError` class.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, thiserror::Error)]
#[ts(rename = "WireError")]
#[error("{message}")]
pub struct ApiError {
    pub code: ErrorCode,
    pub message: String,
    /// Every problem of a refused catalog or card, each naming its card (empty otherwise).
    pub problems: Vec<Problem>,
    /// A correction refused because a later step would break: which step (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub conflict: Option<Conflict>,
}

/// What went wrong, to branch on: the tracker's `ErrorKind` or the results crate's unchanged,
/// or the shell's own. On the wire and in TypeScript it is the snake_case string, e.g.
/// `"wrong_step"`, `"too_long"`, `"stale"`; each is spelled once, where its kind is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
pub enum ErrorCode {
    Tracker(ErrorKind),
    Results(loadout_results::ErrorKind),
    Shell(ShellCode),
}

/// Declares [`ShellCode`] with each code's wire string, once: serde, TypeScript and
/// [`ShellCode::as_str`] all take it from here.
macro_rules! shell_codes {
    ($( $(#[$doc:meta])* $variant:ident = $code:literal, )*) => {
        /// The shell's own error codes.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
        pub enum ShellCode {
            $( $(#[$doc])* #[serde(rename = $code)] $variant, )*
        }

        impl ShellCode {
            /// The code as it crosses the wire, e.g. `"stale"`.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( ShellCode::$variant => $code, )*
                }
            }
        }
    };
}

shell_codes! {
    /// The request's `expected_len` is not the session's log length: the screen was out of date.
    Stale = "stale",
    /// Reading or writing the data dir failed; a session is kept in memory and saved again later.
    Storage = "storage",
    /// No session or catalog with that id.
    NotFound = "not_found",
    /// The request itself is malformed (bad id, bad path, a request that does not fit).
    InvalidInput = "invalid_input",
    /// Another copy of the app holds the data folder: this one may look but not change anything.
    FolderInUse = "folder_in_use",
    /// The file on disk was changed by another program since this app read or saved it; nothing
    /// was written.
    ChangedOnDisk = "changed_on_disk",
    /// A shared session's device: its link is not valid (no secret, a wrong one, revoked).
    Unauthorized = "unauthorized",
    /// A shared session's device asked for what its link does not allow (a display recording,
    /// another session, anything of the app outside the shared session).
    Forbidden = "forbidden",
    /// Too many wrong links from one address: wait, then scan the code again.
    RateLimited = "rate_limited",
    /// As many devices as allowed have joined the shared session.
    TooManyDevices = "too_many_devices",
    /// A request to the shared session under another host name than the address served
    /// (DNS rebinding).
    WrongHost = "wrong_host",
    /// A request to the shared session from another web page (`Origin`).
    ForeignOrigin = "foreign_origin",
}

impl ErrorCode {
    /// The code as it crosses the wire, e.g. `"stale"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Tracker(kind) => kind.code(),
            ErrorCode::Results(kind) => kind.code(),
            ErrorCode::Shell(code) => code.as_str(),
        }
    }
}

impl From<ErrorKind> for ErrorCode {
    fn from(kind: ErrorKind) -> Self {
        ErrorCode::Tracker(kind)
    }
}

impl From<ShellCode> for ErrorCode {
    fn from(code: ShellCode) -> Self {
        ErrorCode::Shell(code)
    }
}

impl From<loadout_results::ErrorKind> for ErrorCode {
    fn from(kind: loadout_results::ErrorKind) -> Self {
        ErrorCode::Results(kind)
    }
}

/// Tests compare codes with their wire strings.
impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl ApiError {
    /// An error with its code and a message for the facilitator.
    pub fn new(code: impl Into<ErrorCode>, message: impl Into<String>) -> Self {
        ApiError {
            code: code.into(),
            message: message.into(),
            problems: Vec::new(),
            conflict: None,
        }
    }

    /// An `invalid_catalog` refusal listing every problem in the message and in `problems`.
    pub fn invalid_catalog(sp: &Speaker, what: &str, problems: Vec<Problem>) -> Self {
        let mut message = say!(
            sp,
            "shell-invalid-catalog",
            what = what,
            count = problems.len()
        );
        for problem in &problems {
            message.push_str("\n- ");
            message.push_str(&problem.message);
        }
        ApiError {
            code: ErrorKind::InvalidCatalog.into(),
            message,
            problems,
            conflict: None,
        }
    }
}

/// An error that becomes an [`ApiError`] when it is said: the words of its message are the
/// speaker's.
pub trait Unsaid {
    /// This error as the app answers it, its message said by `sp`.
    fn said(self, sp: &Speaker) -> ApiError;
}

impl Unsaid for loadout_tracker::Error {
    fn said(self, sp: &Speaker) -> ApiError {
        ApiError {
            conflict: self.conflict(sp),
            ..ApiError::new(self.kind(), self.message(sp))
        }
    }
}

impl Unsaid for loadout_results::Error {
    fn said(self, _: &Speaker) -> ApiError {
        ApiError::new(self.kind(), self.message())
    }
}

impl Unsaid for crate::storage::StorageError {
    fn said(self, sp: &Speaker) -> ApiError {
        use crate::storage::StorageErrorKind as Kind;
        let code: ErrorCode = match self.kind {
            Kind::Io => ShellCode::Storage.into(),
            Kind::InUse => ShellCode::FolderInUse.into(),
            Kind::ChangedOnDisk => ShellCode::ChangedOnDisk.into(),
            Kind::TooLarge | Kind::NotAFile => ErrorKind::DamagedFile.into(),
        };
        ApiError::new(code, self.message(sp))
    }
}

impl Unsaid for ApiError {
    fn said(self, _: &Speaker) -> ApiError {
        self
    }
}

/// `result?` for an error that is said first: `result.said(sp)?`.
pub trait SaidResult<T> {
    /// The result with its error said by `sp`.
    fn said(self, sp: &Speaker) -> Result<T, ApiError>;
}

impl<T, E: Unsaid> SaidResult<T> for Result<T, E> {
    fn said(self, sp: &Speaker) -> Result<T, ApiError> {
        self.map_err(|e| e.said(sp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The wire string of every code is the one its crate states, so the UI's union is right.
    #[test]
    fn error_codes_cross_the_wire_as_their_crates_codes() {
        use loadout_results::ErrorKind as R;
        let tracker = [
            ErrorKind::WrongStep,
            ErrorKind::Overloaded,
            ErrorKind::InvalidCatalog,
            ErrorKind::DamagedFile,
            ErrorKind::NewerFormat,
        ];
        for kind in tracker {
            let code = ErrorCode::from(kind);
            assert_eq!(serde_json::to_value(code).unwrap(), kind.code());
            assert_eq!(code.as_str(), kind.code());
        }
        for kind in [R::TooLong, R::NotResults, R::Names, R::Write] {
            let code = ErrorCode::from(kind);
            assert_eq!(serde_json::to_value(code).unwrap(), kind.code());
            assert_eq!(code.as_str(), kind.code());
        }
        for (code, wire) in [
            (ShellCode::Stale, "stale"),
            (ShellCode::Storage, "storage"),
            (ShellCode::NotFound, "not_found"),
            (ShellCode::InvalidInput, "invalid_input"),
            (ShellCode::FolderInUse, "folder_in_use"),
            (ShellCode::ChangedOnDisk, "changed_on_disk"),
            (ShellCode::Unauthorized, "unauthorized"),
            (ShellCode::Forbidden, "forbidden"),
            (ShellCode::RateLimited, "rate_limited"),
            (ShellCode::TooManyDevices, "too_many_devices"),
            (ShellCode::WrongHost, "wrong_host"),
            (ShellCode::ForeignOrigin, "foreign_origin"),
        ] {
            assert_eq!(serde_json::to_value(code).unwrap(), wire);
            assert_eq!(ErrorCode::from(code).as_str(), wire);
            let back: ErrorCode = serde_json::from_value(wire.into()).unwrap();
            assert_eq!(back, ErrorCode::from(code));
        }
    }
}
