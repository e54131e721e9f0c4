//! Reading a Loadout file's text: the bytes as UTF-8 (a byte order mark accepted, another
//! encoding named), the JSON with the line and column of a mistake, and which kind of Loadout
//! document it is. Used by the session and catalog readers, the CLI and the app, so that every
//! one of them says the same thing about the same file.

use crate::catalog::CATALOG_FORMAT;
use crate::error::{Error, ErrorKind, Result};
use crate::session_file::SESSION_FORMAT;
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
            format!(
                "This file is not UTF-8 text: {}.",
                not_utf8(bytes, error.valid_up_to())
            ),
        )),
    }
}

/// What a file that is not UTF-8 seems to be, and what to do.
fn not_utf8(bytes: &[u8], valid_up_to: usize) -> String {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return "it is saved as UTF-16. Save it as UTF-8 (in most editors: Save as, Encoding: \
                UTF-8) and try again"
            .to_owned();
    }
    // Windows-1252 leaves five bytes unassigned, and no text file holds a NUL; anything else above
    // 0x7F reads as a Latin-1 or Windows-1252 letter, which is what an editor on Windows writes.
    let unassigned = [0x81, 0x8D, 0x8F, 0x90, 0x9D];
    if !bytes.iter().any(|b| *b == 0 || unassigned.contains(b)) {
        let at = line_and_column_of_byte(bytes, valid_up_to);
        return format!(
            "it looks like Latin-1/Windows-1252 (the first such character is at {at}). Save it as \
             UTF-8 (in most editors: Save as, Encoding: UTF-8) and try again"
        );
    }
    "it is not a text file. Give a .json session or catalog file".to_owned()
}

fn line_and_column_of_byte(bytes: &[u8], at: usize) -> String {
    let before = &bytes[..at.min(bytes.len())];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let column = String::from_utf8_lossy(&before[start..]).chars().count() + 1;
    format!("line {line}, column {column}")
}

/// A JSON mistake in words, with where it is: "expected `,` or `}` (line 14, column 5)".
pub fn json_mistake(error: &serde_json::Error) -> String {
    let full = error.to_string();
    let message = match full.rfind(" at line ") {
        Some(at) => &full[..at],
        None => full.as_str(),
    };
    if error.line() == 0 {
        return message.to_owned();
    }
    format!(
        "{message} (line {}, column {})",
        error.line(),
        error.column()
    )
}

/// Parses `text` as JSON (a leading byte order mark accepted). On a mistake: the words and the
/// line and column of it, e.g. "expected `,` or `}` (line 14, column 5)".
pub fn parse(text: &str) -> std::result::Result<serde_json::Value, String> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    serde_json::from_str(text).map_err(|e| json_mistake(&e))
}

/// Reads `value` as a `T`, naming the field at fault by its path, e.g.
/// "events[4].card: unknown field `pressue`, expected one of ...".
pub fn read_as<T: DeserializeOwned>(value: serde_json::Value) -> std::result::Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        if path == "." {
            inner
        } else {
            format!("{path}: {inner}")
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
pub fn version(value: &serde_json::Value, key: &str) -> std::result::Result<u64, String> {
    match value.get(key) {
        None | Some(serde_json::Value::Null) => Err(format!("it has no \"{key}\" number")),
        Some(serde_json::Value::String(text)) => {
            Err(format!(
            "its \"{key}\" is written as the text \"{}\": write it as a number, without quotes \
             (\"{key}\": {})",
            crate::text::shown(text),
            text.trim().parse::<u64>().map_or("1".to_owned(), |v| v.to_string())
        ))
        }
        Some(number) => number
            .as_u64()
            .ok_or_else(|| format!("its \"{key}\" is {number}, not a whole number")),
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

    #[test]
    fn latin_1_is_called_what_it_is() {
        let error = decode(b"{\n  \"name\": \"Jos\xE9\"\n}").unwrap_err();
        assert_eq!(error.kind(), ErrorKind::DamagedFile);
        assert_eq!(
            error.message(),
            "This file is not UTF-8 text: it looks like Latin-1/Windows-1252 (the first such \
             character is at line 2, column 15). Save it as UTF-8 (in most editors: Save as, \
             Encoding: UTF-8) and try again."
        );
        let utf16 = decode(b"\xFF\xFE{\0}\0").unwrap_err();
        assert!(utf16.message().contains("UTF-16"), "{utf16}");
        let binary = decode(b"\x00\x9D\xFF").unwrap_err();
        assert!(binary.message().contains("not a text file"), "{binary}");
    }

    #[test]
    fn json_mistakes_say_where() {
        assert_eq!(
            parse("{\n  \"a\": 1\n  \"b\": 2\n}").unwrap_err(),
            "expected `,` or `}` (line 3, column 3)"
        );
    }

    #[test]
    fn a_version_in_quotes_is_not_a_missing_version() {
        let value = serde_json::json!({ "version": "1" });
        assert_eq!(
            version(&value, "version").unwrap_err(),
            "its \"version\" is written as the text \"1\": write it as a number, without quotes (\"version\": 1)"
        );
        assert_eq!(
            version(&serde_json::json!({}), "version").unwrap_err(),
            "it has no \"version\" number"
        );
        assert_eq!(
            version(&serde_json::json!({ "version": 2 }), "version"),
            Ok(2)
        );
    }
}
