//! Writes the QR code answers the share panel's Vitest tests feed through `mockIPC`: the payload
//! text and SVG this crate makes for the six-player golden game, for each names option, shaped as
//! the app's `results_qr` answer. The files must equal what this crate produces now; regenerate
//! them with `UPDATE_UI_FIXTURES=1 cargo test -p loadout-results --test ui_fixtures_share`.

use loadout_results::{payload, qr, Names, Options, Sheet, Shortening};
use loadout_tracker::session_file::SessionFile;
use loadout_words::Speaker;
use std::path::PathBuf;

const SIX: &str = include_str!("../../../tests/golden/six-players.json");

#[test]
fn ui_share_fixtures_match_the_results_crate() {
    let sp = &Speaker::ENGLISH;
    let session = SessionFile::from_json(SIX).unwrap().into_session().unwrap();
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/lib/results/fixtures");
    let mut drift = Vec::new();
    for (name, names, date) in [
        (
            "as_entered",
            Names::AsEntered,
            Some("2025-05-24".to_owned()),
        ),
        ("initials", Names::Initials, None),
        (
            "seat_numbers",
            Names::SeatNumbers,
            Some("2025-05-24".to_owned()),
        ),
    ] {
        let sheet = Sheet::from_session(sp, &session, &Options { names, date });
        let p = payload(sp, &sheet).unwrap();
        let shortened = match p.shortening() {
            Shortening::Full => "null".to_owned(),
            other => json_string(&other.describe(sp)),
        };
        let text = format!(
            "{{\n  \"text\": {},\n  \"svg\": {},\n  \"shortened\": {shortened},\n  \"is_final\": true\n}}\n",
            json_string(p.text()),
            json_string(&qr::svg(&p)),
        );
        let path = dir.join(format!("six-final.qr.{name}.json"));
        if std::env::var_os("UPDATE_UI_FIXTURES").is_some() {
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            drift.push(path.display().to_string());
        }
    }
    assert!(
        drift.is_empty(),
        "{drift:?} differ. Regenerate: UPDATE_UI_FIXTURES=1 cargo test -p loadout-results --test ui_fixtures_share"
    );
}

/// A JSON string literal (this crate has no JSON dependency of its own).
fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
