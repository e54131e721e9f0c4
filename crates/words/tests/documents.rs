//! A file's mistakes in words: an encoding that is not UTF-8, a JSON mistake with its line and
//! column, a version number that does not read.

use loadout_tracker::document::*;
use loadout_tracker::ErrorKind;
use loadout_words as words;
use loadout_words::Said;
use loadout_words::Speaker;

#[test]
fn latin_1_is_called_what_it_is() {
    let sp = &Speaker::ENGLISH;
    let error = decode(b"{\n  \"name\": \"Jos\xE9\"\n}").unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert_eq!(
        error.message(sp),
        "This file is not UTF-8 text: it looks like Latin-1/Windows-1252 (the first such \
         character is at line 2, column 15). Save it as UTF-8 (in most editors: Save as, \
         Encoding: UTF-8) and try again."
    );
    let utf16 = decode(b"\xFF\xFE{\0}\0").unwrap_err();
    assert!(utf16.message(sp).contains("UTF-16"), "{utf16}");
    let binary = decode(b"\x00\x9D\xFF").unwrap_err();
    assert!(binary.message(sp).contains("not a text file"), "{binary}");
}

#[test]
fn json_mistakes_say_where() {
    let sp = &Speaker::ENGLISH;
    assert_eq!(
        words::files::json_mistake(sp, &parse("{\n  \"a\": 1\n  \"b\": 2\n}").unwrap_err()),
        "expected `,` or `}` (line 3, column 3)"
    );
}

#[test]
fn a_version_in_quotes_is_not_a_missing_version() {
    let sp = &Speaker::ENGLISH;
    let value = serde_json::json!({ "version": "1" });
    assert_eq!(
        words::files::version_fault(sp, &version(&value, "version").unwrap_err()),
        "its \"version\" is written as the text \"1\": write it as a number, without quotes (\"version\": 1)"
    );
    assert_eq!(
        words::files::version_fault(sp, &version(&serde_json::json!({}), "version").unwrap_err()),
        "it has no \"version\" number"
    );
    assert_eq!(
        version(&serde_json::json!({ "version": 2 }), "version"),
        Ok(2)
    );
}
