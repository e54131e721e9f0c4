//! Files in words: a file that is not UTF-8, a JSON mistake and where it is, a session or
//! catalog file that does not read (`SessionFileFault`, `CatalogFileFault`), a newer format.

use crate::card::TRACK_MAX;
use crate::catalog::{CatalogFileFault, UnreadableCard, CATALOG_FORMAT, CATALOG_FORMAT_VERSION};
use crate::document::{JsonMistake, NotUtf8, Unreadable, VersionFault};
use crate::session_file::{FileStep, SessionFileFault, SESSION_FORMAT, SESSION_VERSION};
use crate::text::shown;

/// A file whose bytes are not UTF-8: what it seems to be and what to do.
pub fn not_utf8(not: &NotUtf8) -> String {
    let why = match not {
        NotUtf8::Utf16 => "it is saved as UTF-16. Save it as UTF-8 (in most editors: Save as, \
                           Encoding: UTF-8) and try again"
            .to_owned(),
        NotUtf8::Latin1 { line, column } => format!(
            "it looks like Latin-1/Windows-1252 (the first such character is at {}). Save it as \
             UTF-8 (in most editors: Save as, Encoding: UTF-8) and try again",
            at(*line, *column)
        ),
        NotUtf8::Binary => "it is not a text file. Give a .json session or catalog file".to_owned(),
    };
    format!("This file is not UTF-8 text: {why}.")
}

/// "line 14, column 5".
pub fn at(line: usize, column: usize) -> String {
    format!("line {line}, column {column}")
}

/// "expected `,` or `}` (line 14, column 5)": serde_json's words and where.
pub fn json_mistake(mistake: &JsonMistake) -> String {
    if mistake.line == 0 {
        return mistake.what.clone();
    }
    format!("{} ({})", mistake.what, at(mistake.line, mistake.column))
}

/// Why a version field does not hold a version number, e.g. "it has no \"version\" number".
pub fn version_fault(fault: &VersionFault) -> String {
    match fault {
        VersionFault::Missing { key } => format!("it has no \"{key}\" number"),
        VersionFault::Quoted { key, text } => format!(
            "its \"{key}\" is written as the text \"{}\": write it as a number, without quotes \
             (\"{key}\": {})",
            shown(text),
            text.trim()
                .parse::<u64>()
                .map_or("1".to_owned(), |v| v.to_string())
        ),
        VersionFault::NotWhole { key, number } => {
            format!("its \"{key}\" is {number}, not a whole number")
        }
    }
}

/// A track value outside the track, as serde reports it inside a file's message.
pub fn level_out_of_range(value: u8) -> String {
    format!("track value {value} is outside 0..={TRACK_MAX}")
}

/// "step 4" or "undone step 0": a step of a session file, in its log or its redo list.
fn file_step(step: &FileStep) -> String {
    let what = if step.redo { "undone step" } else { "step" };
    format!("{what} {}", step.index)
}

/// A value that does not read, at a step of a session file or in the file as a whole.
fn unreadable(at: Option<&FileStep>, unreadable: &Unreadable) -> String {
    let Unreadable { path, why } = unreadable;
    match (at, path.is_empty()) {
        (Some(step), false) => format!("{}, field \"{path}\": {why}", file_step(step)),
        (Some(step), true) => format!("{}: {why}", file_step(step)),
        (None, false) => format!("field \"{path}\": {why}"),
        (None, true) => why.clone(),
    }
}

/// A session file that does not read: what is wrong, and that nothing was changed.
pub fn session_file(fault: &SessionFileFault) -> String {
    let why = match fault {
        SessionFileFault::NotJson(mistake) => format!(
            "it is not valid JSON: {mistake}. If it was edited by hand, look there for a missing \
             comma, quote or bracket"
        ),
        SessionFileFault::Catalog => format!(
            "its format is “{CATALOG_FORMAT}”, not “{SESSION_FORMAT}”: it is a card catalog, \
             which is imported from the catalogs screen"
        ),
        SessionFileFault::OtherFormat(other) => {
            format!("its format is “{}”, not “{SESSION_FORMAT}”", shown(other))
        }
        SessionFileFault::NoFormat => "it has no format name".to_owned(),
        SessionFileFault::Version(fault) => version_fault(fault),
        SessionFileFault::VersionZero => "its version number is 0".to_owned(),
        SessionFileFault::FieldOnEndOfTurn { at, field } => format!(
            "{} is an end of turn with an unknown field “{field}”",
            file_step(at)
        ),
        SessionFileFault::Unreadable { at, unreadable: u } => unreadable(at.as_ref(), u),
        SessionFileFault::MetaTime { key } => format!(
            "its \"meta\" field \"{key}\" is not a time written as RFC 3339 (for example \
             \"2025-05-10T18:00:00Z\"): the app writes nothing else there"
        ),
        SessionFileFault::NoSetupFirst => "its log does not start with the setup".to_owned(),
        SessionFileFault::SecondSetup { index } => format!("step {index} is a second setup"),
        SessionFileFault::SetupInRedo => "its redo list holds a setup".to_owned(),
        SessionFileFault::InsertedInVersionOne => {
            "it lists inserted steps, which only version 2 files have, under version 1".to_owned()
        }
        SessionFileFault::LabelBeforeVersionThree => {
            "its setup has a label or a date, which only version 3 files have, under an older version"
                .to_owned()
        }
        SessionFileFault::InsertedDoNotFit => {
            "its list of inserted steps does not fit its log".to_owned()
        }
    };
    format!(
        "This file is not a readable Loadout session: {why}. Nothing was changed; open another file."
    )
}

/// A session file written by a newer app.
pub fn newer_session(version: u64) -> String {
    format!(
        "This session was saved by a newer version of the app (format version {version}; this app reads up to {SESSION_VERSION}). Update the app to open it."
    )
}

/// The first card of a catalog file that does not read as a card, e.g. "Action card number 3
/// (id \"act-03\"): missing field `tag`".
fn unreadable_card(card: &UnreadableCard) -> String {
    let id = card
        .id
        .as_ref()
        .map(|id| format!(" (id \"{id}\")"))
        .unwrap_or_default();
    format!(
        "{} card number {}{id}: {}",
        super::deck(card.deck),
        card.position,
        card.why
    )
}

/// A catalog file that does not read: what is wrong and what to do.
pub fn catalog_file(fault: &CatalogFileFault) -> String {
    match fault {
        CatalogFileFault::NotJson(mistake) => format!(
            "This catalog file is not valid JSON: {mistake}. If it was edited by hand, look \
             there for a missing comma, quote or bracket."
        ),
        CatalogFileFault::Unreadable {
            card,
            why,
            line,
            column,
        } => {
            let what = card.as_ref().map_or_else(|| why.clone(), unreadable_card);
            format!(
                "This catalog file could not be read: {what} ({}). Fix that entry and try again \
                 (the catalog format guide lists every field).",
                at(*line, *column)
            )
        }
        CatalogFileFault::NotAnObject => "This file is not a Loadout catalog: a catalog is a JSON \
                                          object that starts with \"format\": \"loadout-catalog\"."
            .to_owned(),
        CatalogFileFault::Session => {
            "This is a saved session, not a catalog: open it from the sessions list instead."
                .to_owned()
        }
        CatalogFileFault::OtherFormat(other) => format!(
            "This file is not a Loadout catalog: its \"format\" is \"{}\", a catalog says \
             \"{CATALOG_FORMAT}\".",
            shown(other)
        ),
        CatalogFileFault::NoFormat => format!(
            "This file is not a Loadout catalog: it has no \"format\": \"{CATALOG_FORMAT}\" line."
        ),
        CatalogFileFault::Newer { version } => format!(
            "This catalog was written by a newer version of Loadout Companion (catalog format \
             {version}; this version reads format {CATALOG_FORMAT_VERSION}). Update the app to \
             use it."
        ),
        CatalogFileFault::VersionZero => format!(
            "This catalog file has no valid \"format_version\": it should say \
             \"format_version\": {CATALOG_FORMAT_VERSION}."
        ),
        CatalogFileFault::Version(fault) => format!(
            "This catalog file has no valid \"format_version\": {}.",
            version_fault(fault)
        ),
    }
}
