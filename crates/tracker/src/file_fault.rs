//! Why a file does not read, as data: its encoding, its JSON, a version field, a catalog file or a
//! session file. Plain values the error type carries; the readers above (`document`, `catalog`,
//! `session_file`) find them.

use crate::card::Deck;

/// What a file that is not UTF-8 seems to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotUtf8 {
    /// Starts with a UTF-16 byte order mark.
    Utf16,
    /// Every byte reads as a Latin-1 or Windows-1252 letter; the first one not UTF-8 is here.
    Latin1 { line: usize, column: usize },
    /// Not text at all.
    Binary,
}

/// A JSON mistake: serde_json's own words for it and where it is (`line` 0: no position).
/// Said by `words::files::json_mistake` as "expected `,` or `}` (line 14, column 5)".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonMistake {
    pub what: String,
    pub line: usize,
    pub column: usize,
}

/// A value that does not read as the type asked for: the path of the field at fault (empty for
/// the value itself), e.g. "events[4].card", and serde's words for what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    pub path: String,
    pub why: String,
}

/// Why a document has no usable version number in a field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VersionFault {
    /// The field is missing (or null).
    Missing { key: String },
    /// Written as text: `"1"` in quotes.
    Quoted { key: String, text: String },
    /// A number that is not a whole one (`number` as the file writes it).
    NotWhole { key: String, number: String },
}

/// Why a catalog file does not read; `words::files::catalog_file` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogFileFault {
    NotJson(JsonMistake),
    /// The file does not read as a catalog: `why` in serde's words, at `line` and `column`;
    /// `card` is the first card that does not read, when the fault is in one.
    Unreadable {
        card: Option<UnreadableCard>,
        why: String,
        line: usize,
        column: usize,
    },
    NotAnObject,
    /// A saved session, not a catalog.
    Session,
    /// Another `format` name.
    OtherFormat(String),
    NoFormat,
    /// Written by a newer app, in this catalog format version.
    Newer {
        version: u64,
    },
    VersionZero,
    Version(VersionFault),
}

/// The first card of a catalog file that does not read as a card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnreadableCard {
    pub deck: Deck,
    /// From 1, in its deck.
    pub position: usize,
    pub id: Option<String>,
    /// serde's words.
    pub why: String,
}

/// A step of a session file: of its log, or of its redo list (`redo`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileStep {
    pub redo: bool,
    pub index: usize,
}

/// Why a file is not a readable session; `words::files::session_file` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionFileFault {
    NotJson(JsonMistake),
    /// A card catalog, not a session.
    Catalog,
    /// Another `format` name.
    OtherFormat(String),
    NoFormat,
    Version(VersionFault),
    VersionZero,
    /// An end of turn with a field it does not have.
    FieldOnEndOfTurn {
        at: FileStep,
        field: String,
    },
    /// A value that does not read, at a step (its field path from the step) or elsewhere (its
    /// path from the file).
    Unreadable {
        at: Option<FileStep>,
        unreadable: Unreadable,
    },
    /// A `meta` time stamp that is not RFC 3339.
    MetaTime {
        key: &'static str,
    },
    NoSetupFirst,
    SecondSetup {
        index: usize,
    },
    SetupInRedo,
    /// Inserted-step lists in a version 1 file (only version 2 has them).
    InsertedInVersionOne,
    /// A setup label or date in a file older than version 3.
    LabelBeforeVersionThree,
    /// The setup's catalog declares its language or printed terms under a version before 4.
    PrintedBeforeVersionFour,
    /// Inserted-step lists that do not fit the log.
    InsertedDoNotFit,
}
