//! Files in words: a file that is not UTF-8, a JSON mistake and where it is, a session or
//! catalog file that does not read (`SessionFileFault`, `CatalogFileFault`), a newer format.

use crate::messages::Speaker;
use loadout_tracker::catalog::{
    CatalogFileFault, UnreadableCard, CATALOG_FORMAT, CATALOG_FORMAT_VERSION,
};
use loadout_tracker::document::{JsonMistake, NotUtf8, Unreadable, VersionFault};
use loadout_tracker::session_file::{FileStep, SessionFileFault, SESSION_FORMAT, SESSION_VERSION};
use loadout_tracker::text::shown;

/// A file whose bytes are not UTF-8: what it seems to be and what to do.
pub fn not_utf8(sp: &Speaker, not: &NotUtf8) -> String {
    match not {
        NotUtf8::Utf16 => say!(sp, "file-utf16"),
        NotUtf8::Latin1 { line, column } => say!(sp, "file-latin1", at = at(sp, *line, *column)),
        NotUtf8::Binary => say!(sp, "file-binary"),
    }
}

/// "line 14, column 5".
pub fn at(sp: &Speaker, line: usize, column: usize) -> String {
    say!(sp, "file-at", line = line, column = column)
}

/// "expected `,` or `}` (line 14, column 5)": serde_json's words and where.
pub fn json_mistake(sp: &Speaker, mistake: &JsonMistake) -> String {
    if mistake.line == 0 {
        return mistake.what.clone();
    }
    say!(
        sp,
        "file-json-mistake",
        what = mistake.what.as_str(),
        at = at(sp, mistake.line, mistake.column)
    )
}

/// Why a version field does not hold a version number, e.g. "it has no \"version\" number".
pub fn version_fault(sp: &Speaker, fault: &VersionFault) -> String {
    match fault {
        VersionFault::Missing { key } => say!(sp, "version-missing", key = key.to_string()),
        VersionFault::Quoted { key, text } => say!(
            sp,
            "version-quoted",
            key = key.to_string(),
            text = shown(text),
            number = text
                .trim()
                .parse::<u64>()
                .map_or("1".to_owned(), |v| v.to_string())
        ),
        VersionFault::NotWhole { key, number } => say!(
            sp,
            "version-not-whole",
            key = key.to_string(),
            number = number.to_string()
        ),
    }
}

/// "step 4" or "undone step 0": a step of a session file, in its log or its redo list.
fn file_step(sp: &Speaker, step: &FileStep) -> String {
    if step.redo {
        say!(sp, "file-undone-step", index = step.index)
    } else {
        say!(sp, "file-step", index = step.index)
    }
}

/// A value that does not read, at a step of a session file or in the file as a whole.
fn unreadable(sp: &Speaker, at: Option<&FileStep>, unreadable: &Unreadable) -> String {
    let Unreadable { path, why } = unreadable;
    let why = why.as_str();
    match (at, path.is_empty()) {
        (Some(step), false) => say!(
            sp,
            "unreadable-step-field",
            step = file_step(sp, step),
            path = path.as_str(),
            why = why
        ),
        (Some(step), true) => say!(sp, "unreadable-step", step = file_step(sp, step), why = why),
        (None, false) => say!(sp, "unreadable-field", path = path.as_str(), why = why),
        (None, true) => why.to_owned(),
    }
}

/// A session file that does not read: what is wrong, and that nothing was changed.
pub fn session_file(sp: &Speaker, fault: &SessionFileFault) -> String {
    let why = match fault {
        SessionFileFault::NotJson(mistake) => {
            say!(sp, "session-not-json", mistake = json_mistake(sp, mistake))
        }
        SessionFileFault::Catalog => say!(
            sp,
            "session-is-catalog",
            catalog = CATALOG_FORMAT,
            session = SESSION_FORMAT
        ),
        SessionFileFault::OtherFormat(other) => say!(
            sp,
            "session-other-format",
            format = shown(other),
            session = SESSION_FORMAT
        ),
        SessionFileFault::NoFormat => say!(sp, "session-no-format"),
        SessionFileFault::Version(fault) => version_fault(sp, fault),
        SessionFileFault::VersionZero => say!(sp, "session-version-zero"),
        SessionFileFault::FieldOnEndOfTurn { at, field } => say!(
            sp,
            "session-field-on-end-of-turn",
            step = file_step(sp, at),
            field = field.to_string()
        ),
        SessionFileFault::Unreadable { at, unreadable: u } => unreadable(sp, at.as_ref(), u),
        SessionFileFault::MetaTime { key } => say!(sp, "session-meta-time", key = key.to_string()),
        SessionFileFault::NoSetupFirst => say!(sp, "session-no-setup-first"),
        SessionFileFault::SecondSetup { index } => say!(sp, "session-second-setup", index = index),
        SessionFileFault::SetupInRedo => say!(sp, "session-setup-in-redo"),
        SessionFileFault::InsertedInVersionOne => say!(sp, "session-inserted-in-version-one"),
        SessionFileFault::LabelBeforeVersionThree => say!(sp, "session-label-before-version-three"),
        SessionFileFault::PrintedBeforeVersionFour => {
            say!(sp, "session-printed-before-version-four")
        }
        SessionFileFault::InsertedDoNotFit => say!(sp, "session-inserted-do-not-fit"),
    };
    say!(sp, "session-unreadable", why = why)
}

/// A session file written by a newer app.
pub fn newer_session(sp: &Speaker, version: u64) -> String {
    say!(
        sp,
        "session-newer",
        version = version.to_string(),
        reads = SESSION_VERSION
    )
}

/// The first card of a catalog file that does not read as a card, e.g. "Action card number 3
/// (id \"act-03\"): missing field `tag`".
fn unreadable_card(sp: &Speaker, card: &UnreadableCard) -> String {
    let deck = super::deck(sp, card.deck);
    let why = card.why.as_str();
    match &card.id {
        Some(id) => say!(
            sp,
            "unreadable-card-id",
            deck = deck,
            position = card.position,
            id = id.to_string(),
            why = why
        ),
        None => say!(
            sp,
            "unreadable-card",
            deck = deck,
            position = card.position,
            why = why
        ),
    }
}

/// A catalog file that does not read: what is wrong and what to do.
pub fn catalog_file(sp: &Speaker, fault: &CatalogFileFault) -> String {
    match fault {
        CatalogFileFault::NotJson(mistake) => {
            say!(
                sp,
                "catalog-file-not-json",
                mistake = json_mistake(sp, mistake)
            )
        }
        CatalogFileFault::Unreadable {
            card,
            why,
            line,
            column,
        } => {
            let what = card
                .as_ref()
                .map_or_else(|| why.clone(), |card| unreadable_card(sp, card));
            say!(
                sp,
                "catalog-file-unreadable",
                what = what,
                at = at(sp, *line, *column)
            )
        }
        CatalogFileFault::NotAnObject => say!(sp, "catalog-file-not-an-object"),
        CatalogFileFault::Session => say!(sp, "catalog-file-session"),
        CatalogFileFault::OtherFormat(other) => say!(
            sp,
            "catalog-file-other-format",
            format = shown(other),
            catalog = CATALOG_FORMAT
        ),
        CatalogFileFault::NoFormat => say!(sp, "catalog-file-no-format", catalog = CATALOG_FORMAT),
        CatalogFileFault::Newer { version } => say!(
            sp,
            "catalog-file-newer",
            version = version.to_string(),
            reads = CATALOG_FORMAT_VERSION
        ),
        CatalogFileFault::VersionZero => {
            // The first version: every app reads it, and a catalog may say 1 whatever it holds.
            say!(sp, "catalog-file-version-zero", reads = 1)
        }
        CatalogFileFault::Version(fault) => {
            say!(sp, "catalog-file-version", why = version_fault(sp, fault))
        }
    }
}
