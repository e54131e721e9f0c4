//! Reading a Loadout file's text: the bytes as UTF-8 (a byte order mark accepted, another
//! encoding named), the JSON with the line and column of a mistake, and which kind of Loadout
//! document it is. Used by the session and catalog readers, the CLI and the app, so that every
//! one of them says the same thing about the same file.

use crate::error::{Error, ErrorKind, Fault, Result};
pub use crate::file_fault::{JsonMistake, NotUtf8, Unreadable, VersionFault};
use crate::format::{CATALOG_FORMAT, SESSION_FORMAT};
use serde::de::DeserializeOwned;

const BOM: char = '\u{FEFF}';

/// The text of a file's bytes: UTF-8, with a leading byte order mark dropped. A file in another
/// encoding is a `DamagedFile` error that names the encoding it seems to be in and says to save
/// it as UTF-8.
pub fn decode(bytes: &[u8]) -> Result<&str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.strip_prefix(BOM).unwrap_or(text)),
        Err(error) => Err(Error::new(
            ErrorKind::DamagedFile,
            Fault::NotUtf8(not_utf8(bytes, error.valid_up_to())),
        )),
    }
}

fn not_utf8(bytes: &[u8], valid_up_to: usize) -> NotUtf8 {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return NotUtf8::Utf16;
    }
    // Windows-1252 leaves five bytes unassigned, and no text file holds a NUL; anything else above
    // 0x7F reads as a Latin-1 or Windows-1252 letter, which is what an editor on Windows writes.
    let unassigned = [0x81, 0x8D, 0x8F, 0x90, 0x9D];
    if !bytes.iter().any(|b| *b == 0 || unassigned.contains(b)) {
        let (line, column) = line_and_column_of_byte(bytes, valid_up_to);
        return NotUtf8::Latin1 { line, column };
    }
    NotUtf8::Binary
}

fn line_and_column_of_byte(bytes: &[u8], at: usize) -> (usize, usize) {
    let before = &bytes[..at.min(bytes.len())];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    (line, column)
}

impl JsonMistake {
    /// serde_json's error without its trailing " at line L column C" (we say where ourselves).
    pub fn of(error: &serde_json::Error) -> JsonMistake {
        JsonMistake {
            what: serde_message(error),
            line: error.line(),
            column: error.column(),
        }
    }
}

/// serde_json's message without its trailing " at line L column C".
pub fn serde_message(error: &serde_json::Error) -> String {
    let full = error.to_string();
    match full.rfind(" at line ") {
        Some(at) => full[..at].to_owned(),
        None => full,
    }
}

/// Parses `text` as JSON (a leading byte order mark accepted). On a mistake: its words and the
/// line and column of it.
pub fn parse(text: &str) -> std::result::Result<serde_json::Value, JsonMistake> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    serde_json::from_str(text).map_err(|e| JsonMistake::of(&e))
}

/// Reads `value` as a `T`, naming the field at fault by its path.
pub fn read_as<T: DeserializeOwned>(
    value: serde_json::Value,
) -> std::result::Result<T, Unreadable> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let why = e.into_inner().to_string();
        Unreadable {
            path: if path == "." { String::new() } else { path },
            why,
        }
    })
}

/// Which Loadout document a JSON value is, by its `format`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    Session,
    Catalog,
    /// Another `format` name.
    Other(String),
    /// Not an object, or no `format` text.
    Unknown,
}

/// The kind of document `value` says it is.
pub fn kind(value: &serde_json::Value) -> Kind {
    match value.get("format").and_then(|f| f.as_str()) {
        Some(SESSION_FORMAT) => Kind::Session,
        Some(CATALOG_FORMAT) => Kind::Catalog,
        Some(other) => Kind::Other(other.to_owned()),
        None => Kind::Unknown,
    }
}

/// The version number in `key`, or why there is none: missing, written as text ("1" in quotes),
/// or not a whole number.
pub fn version(value: &serde_json::Value, key: &str) -> std::result::Result<u64, VersionFault> {
    let key = key.to_owned();
    match value.get(&key) {
        None | Some(serde_json::Value::Null) => Err(VersionFault::Missing { key }),
        Some(serde_json::Value::String(text)) => Err(VersionFault::Quoted {
            key,
            text: text.clone(),
        }),
        Some(number) => number.as_u64().ok_or_else(|| VersionFault::NotWhole {
            key,
            number: number.to_string(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn a_byte_order_mark_is_accepted() {
        assert_eq!(decode(b"\xEF\xBB\xBF{}").unwrap(), "{}");
        assert_eq!(parse("\u{FEFF}{}").unwrap(), serde_json::json!({}));
    }
}
