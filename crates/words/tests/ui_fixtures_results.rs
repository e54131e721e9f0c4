//! Writes the real backend JSON that the results, share, sessions and catalog screens' Vitest
//! tests feed through `mockIPC`: the `View` and the ledger of the golden games, whole and
//! part-way, and the sample catalog with a damaged copy and the validator's problems for it.
//!
//! The files under `ui/src/lib/results/fixtures/` must equal what the tracker produces now; this
//! test fails when they drift. Regenerate them with
//! `UPDATE_UI_FIXTURES=1 cargo test -p loadout-words --test ui_fixtures_results`.

use loadout_tracker::catalog::Catalog;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::{CardId, Tag};
use loadout_words::SessionWords;
use loadout_words::Speaker;
use std::path::PathBuf;

const TWO: &str = include_str!("../../../tests/golden/two-players.json");
const FOUR: &str = include_str!("../../../tests/golden/four-players.json");
const SIX: &str = include_str!("../../../tests/golden/six-players.json");

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/lib/results/fixtures")
}

/// The golden game replayed up to `len` events (all when `None`), optionally on the sample deck.
fn session_json(golden: &str, len: Option<usize>, sample: bool) -> (String, String) {
    let sp = &Speaker::ENGLISH;
    let mut file = SessionFile::from_json(golden).expect("golden file loads");
    if let Some(len) = len {
        file.events.truncate(len);
    }
    if let Some(loadout_tracker::Event::Setup(setup)) = file.events.first_mut() {
        if sample {
            setup.catalog.sample = true;
            setup.catalog.name = "Sample deck".to_owned();
        } else if golden == FOUR {
            // The four-player game as this app starts one now: with a date and a label.
            setup.label = Some("Thursday group".to_owned());
            setup.date = Some("2026-12-03".to_owned());
        }
    }
    let session = file.into_session().expect("golden game replays");
    let view = serde_json::to_string_pretty(&session.view(sp)).unwrap();
    let ledger = serde_json::to_string_pretty(&session.entries(sp)).unwrap();
    (view, ledger)
}

/// Compares (or, with UPDATE_UI_FIXTURES=1, writes) one fixture file.
fn check(name: &str, text: &str) -> Option<String> {
    let path = fixtures_dir().join(name);
    let text = format!("{text}\n");
    if std::env::var_os("UPDATE_UI_FIXTURES").is_some() {
        std::fs::create_dir_all(fixtures_dir()).unwrap();
        std::fs::write(&path, &text).unwrap();
        return None;
    }
    match std::fs::read_to_string(&path) {
        Ok(old) if old == text => None,
        Ok(_) => Some(format!("{name} differs from what the tracker produces")),
        Err(e) => Some(format!("{name} can't be read ({e})")),
    }
}

#[test]
fn ui_results_fixtures_match_the_tracker() {
    let cases: [(&str, &str, Option<usize>, bool); 5] = [
        // Shared win (Ana and Eli), ties below decided by Load and by Connection.
        ("six-final", SIX, None, false),
        // Tie decided by lower Load; "stopped at 10" in the ledger.
        ("two-final", TWO, None, false),
        // Tie decided by higher Connection; labelled "Thursday group", played on 2026-12-03.
        ("four-final", FOUR, None, false),
        // Part-way through round 3: the chart during play, live standings.
        ("four-round3", FOUR, Some(40), false),
        // The same two-player game as if played with the sample deck: the "Sample deck" label.
        ("two-sample", TWO, None, true),
    ];
    let mut drift = Vec::new();
    for (name, golden, len, sample) in cases {
        let (view, ledger) = session_json(golden, len, sample);
        drift.extend(check(&format!("{name}.view.json"), &view));
        // The sample variant's ledger is the two-player one: not written twice.
        if !sample {
            drift.extend(check(&format!("{name}.ledger.json"), &ledger));
        }
    }
    assert!(
        drift.is_empty(),
        "{}\nRegenerate: UPDATE_UI_FIXTURES=1 cargo test -p loadout-words --test ui_fixtures_results",
        drift.join("\n")
    );
}

#[test]
fn ui_catalog_fixtures_match_the_tracker() {
    let sp = &Speaker::ENGLISH;
    let sample = Catalog::sample();
    // A facilitator's deck with one mistake of each kind the editor must show beside its card.
    let mut broken = sample.clone();
    broken.sample = false;
    broken.name = "Our printed deck".to_owned();
    broken.action[2].title = String::new();
    broken.life_happens[0].pressure = 9;
    broken.load[1].relief[0] = Tag::from("Sing");
    broken.turning_point[1].id = CardId::from("tp-01");
    let problems = broken.validate();
    assert!(
        problems.len() >= 4,
        "each mistake is a problem: {problems:?}"
    );
    let mut drift = Vec::new();
    drift.extend(check("sample.catalog.json", &sample.to_json()));
    drift.extend(check("broken.catalog.json", &broken.to_json()));
    drift.extend(check(
        "broken.problems.json",
        &serde_json::to_string_pretty(&loadout_words::catalog::said(sp, &problems)).unwrap(),
    ));
    drift.extend(check(
        "sample.problems.json",
        &serde_json::to_string_pretty(&loadout_words::catalog::said(sp, &sample.validate()))
            .unwrap(),
    ));
    assert!(
        drift.is_empty(),
        "{}\nRegenerate: UPDATE_UI_FIXTURES=1 cargo test -p loadout-words --test ui_fixtures_results",
        drift.join("\n")
    );
}
