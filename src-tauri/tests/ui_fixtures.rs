//! The shell's answers the UI's tests replay (`ui/src/lib/api/fixtures/`): `app_info` (the
//! numbers every form is held to) and `setup_check` for each list of nicknames the New session
//! tests type, made here by the real `AppCore`. The test fails when a committed fixture is out
//! of date; `UPDATE_FIXTURES=1 cargo test -p loadout-companion --test ui_fixtures` rewrites them.

mod common;

use common::core;
use loadout_core::api::SetupCheckRequest;
use serde_json::{json, Value};
use std::path::PathBuf;

/// Every list of nicknames the UI's New session tests send to `setup_check`, in seat order.
/// A UI test that types another list fails with the list it needs: add it here.
const NAME_LISTS: &[&[&str]] = &[
    &["", ""],
    &["Ana", ""],
    &["Ana", "Ben"],
    &["Ana", "ana"],
    &["Ana", "ANA"],
    &["", "Ben"],
    &["Ana", "Ben", ""],
    &["Ana", "Ben", "Cal"],
    &["Ana", "Ben", "Cal", ""],
    &["Ana", "Ben", "Cal", "Dee"],
    &["Ben", "Ana", "Cal"],
    &["Ben", "Ana"],
    &["", "", ""],
    &["", "", "", ""],
    &["", "", "", "", ""],
    &["", "", "", "", "", ""],
    &["Ana", "Ben", "", ""],
    &["xxxxxxxxxxxxxxxxxxxxxxxxx", "Ben"],
    &["Ana", "Cal", "Ben"],
    &["Cal", "Ben"],
    &["Ana", "", ""],
];

/// The labels the New session tests type, with the nicknames in the form at the time.
const LABELS: &[(&[&str], &str)] = &[
    (&["Ana", "Ben"], "Thursday group"),
    (
        &["Ana", "Ben"],
        "Thursday group, the one upstairs at the café",
    ),
    (&["", ""], "Thursday group"),
    (&["Ana", ""], "Thursday group"),
];

fn fixture_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../ui/src/lib/api/fixtures")
        .join(name)
}

fn check(name: &str, value: Value) {
    let path = fixture_path(name);
    let text = serde_json::to_string_pretty(&value).expect("serializable") + "\n";
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, &text).expect("fixture written");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == text,
        "{} is out of date with the shell: run `UPDATE_FIXTURES=1 cargo test -p loadout-companion --test ui_fixtures` and commit it",
        path.display()
    );
}

#[test]
fn app_info_and_setup_checks() {
    let (_dir, core) = core();
    let info = core.app_info().expect("app_info answers");
    assert_eq!(info.limits.rules.min_players, 2);
    check(
        "app-info.json",
        json!({ "generated_by": "src-tauri/tests/ui_fixtures.rs", "app_info": info }),
    );

    let answers: Vec<Value> = NAME_LISTS
        .iter()
        .map(|names| (*names, ""))
        .chain(LABELS.iter().copied())
        .map(|(names, label)| {
            let players: Vec<String> = names.iter().map(|n| n.to_string()).collect();
            let answer = core
                .setup_check(SetupCheckRequest {
                    players: players.clone(),
                    label: label.to_owned(),
                })
                .expect("setup_check answers up to a full table");
            json!({ "players": players, "label": label, "answer": answer })
        })
        .collect();
    check(
        "setup-checks.json",
        json!({ "generated_by": "src-tauri/tests/ui_fixtures.rs", "checks": answers }),
    );
}
