//! What a file that can't be read gets told: where the JSON mistake is, which step and field is
//! at fault, and a file saved with a byte order mark or a quoted version is not misnamed.

mod common;

use common::*;
use loadout_tracker::document;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::ErrorKind;
use loadout_words::Said;
use loadout_words::Speaker;

fn two_player_file() -> String {
    Session::new(setup_of(&["Ana", "Ben"], 0))
        .unwrap()
        .to_file(SessionMeta::default())
        .to_json()
}

#[test]
fn invalid_json_gets_its_line_and_column() {
    let sp = &Speaker::ENGLISH;
    let broken = two_player_file().replacen("\"version\": 1,", "\"version\": 1", 1);
    let error = SessionFile::from_json(&broken).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert_eq!(
        error.message(sp),
        "This file is not a readable Loadout session: it is not valid JSON: expected `,` or `}` \
         (line 4, column 3). If it was edited by hand, look there for a missing comma, quote or \
         bracket. Nothing was changed; open another file."
    );
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let with_bom = format!("\u{FEFF}{}", two_player_file());
    assert!(SessionFile::from_json(&with_bom).is_ok());
    let bytes = [b"\xEF\xBB\xBF".as_slice(), two_player_file().as_bytes()].concat();
    assert!(SessionFile::from_json(document::decode(&bytes).unwrap()).is_ok());
}

#[test]
fn a_version_in_quotes_is_not_reported_as_missing() {
    let sp = &Speaker::ENGLISH;
    let quoted = two_player_file().replacen("\"version\": 1", "\"version\": \"1\"", 1);
    let error = SessionFile::from_json(&quoted).unwrap_err();
    assert_eq!(
        error.message(sp),
        "This file is not a readable Loadout session: its \"version\" is written as the text \
         \"1\": write it as a number, without quotes (\"version\": 1). Nothing was changed; open \
         another file."
    );
}

#[test]
fn an_unreadable_step_is_named_with_its_field() {
    let sp = &Speaker::ENGLISH;
    let value: serde_json::Value = serde_json::from_str(&two_player_file()).unwrap();
    let mut value = value;
    value["events"][0]["starting_seat"] = serde_json::json!("first");
    let error = SessionFile::from_json(&value.to_string()).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert!(
        error
            .message(sp)
            .starts_with("This file is not a readable Loadout session: step 0, field \"starting_seat\": invalid type: string \"first\""),
        "{error}"
    );
    value["events"][0]["starting_seat"] = serde_json::json!(0);
    value["events"][0]["catalog"]["deck_sizes"] = serde_json::json!({
        "load": 70000, "life_happens": 1, "action": 1, "brotherhood": 1, "turning_point": 1
    });
    let error = SessionFile::from_json(&value.to_string()).unwrap_err();
    assert!(
        error.message(sp).contains("step 0, field \"catalog.deck_sizes.load\": invalid value: integer `70000`, expected u16"),
        "{error}"
    );
}

#[test]
fn a_setup_missing_a_field_is_named_by_its_step() {
    let sp = &Speaker::ENGLISH;
    let mut value: serde_json::Value = serde_json::from_str(&two_player_file()).unwrap();
    value["events"][0]
        .as_object_mut()
        .unwrap()
        .remove("players");
    let error = SessionFile::from_json(&value.to_string()).unwrap_err();
    assert_eq!(
        error.message(sp),
        "This file is not a readable Loadout session: step 0: missing field `players`. Nothing \
         was changed; open another file."
    );
    value["events"][0]["players"] = serde_json::json!(["Ana", "Ben"]);
    value["redo"] = serde_json::json!([{ "type": "turn_ended", "note": "Ana cried" }]);
    let error = SessionFile::from_json(&value.to_string()).unwrap_err();
    assert_eq!(
        error.message(sp),
        "This file is not a readable Loadout session: undone step 0 is an end of turn with an \
         unknown field “note”. Nothing was changed; open another file."
    );
}
