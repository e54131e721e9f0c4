//! The views of the golden games, byte for byte: after every step of each game, in every language
//! (the pseudo-language too), with the app's own terms and with a deck's printed terms, plus each
//! game's history entries and ledger text at its end. What the screens show is kept as SHA-256
//! digests of the JSON the app sends (`views.sha256`), so a change meant to make the view faster
//! fails here if it changes a single byte of what it shows. When the words are meant to change,
//! rewrite the digests with `UPDATE_FIXTURES=1 cargo test -p loadout-words --test views_unchanged`
//! and commit them.

use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::{Event, Lang};
use loadout_words::SessionWords;
use loadout_words::Speaker;
use sha2::{Digest, Sha256};
use std::path::PathBuf;

mod common;
use common::german_deck;

const GAMES: [(&str, &str); 3] = [
    (
        "two-players",
        include_str!("../../../tests/golden/two-players.json"),
    ),
    (
        "four-players",
        include_str!("../../../tests/golden/four-players.json"),
    ),
    (
        "six-players",
        include_str!("../../../tests/golden/six-players.json"),
    ),
];

/// The digest of everything the screens are sent for one game in one language: the view after
/// every step, then the history entries and the ledger text of the whole game.
fn digest(events: &[Event], lang: Lang) -> String {
    let sp = &Speaker::new(lang);
    let Event::Setup(setup) = &events[0] else {
        panic!("a golden log starts with its setup")
    };
    let mut session = Session::new(setup.clone()).expect("golden setup is accepted");
    let mut hash = Sha256::new();
    let mut add = |session: &Session| {
        let json = serde_json::to_vec(&session.view(sp)).expect("a view serializes");
        hash.update(&json);
        hash.update(b"\n");
    };
    add(&session);
    for event in &events[1..] {
        session
            .record(event.clone())
            .expect("golden event is accepted");
        add(&session);
    }
    let entries = serde_json::to_vec(&session.entries(sp)).expect("entries serialize");
    hash.update(&entries);
    hash.update(b"\n");
    hash.update(session.ledger_text(sp).as_bytes());
    format!("{:x}", hash.finalize())
}

#[test]
fn the_views_of_the_golden_games_are_byte_for_byte_what_they_were() {
    let langs = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::Pseudo];
    let mut lines = String::new();
    for (name, text) in GAMES {
        let own = SessionFile::from_json(text)
            .expect("golden file reads")
            .events;
        let mut with_printed = own.clone();
        let Event::Setup(setup) = &mut with_printed[0] else {
            panic!("a golden log starts with its setup")
        };
        *setup.catalog.terms = german_deck();
        for (terms, events) in [("own-terms", &own), ("printed-terms", &with_printed)] {
            for lang in langs {
                lines.push_str(&format!(
                    "{name} {} {terms} {}\n",
                    lang.code(),
                    digest(events, lang)
                ));
            }
        }
    }
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/views.sha256");
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::write(&path, &lines).expect("digests written");
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    let changed: Vec<&str> = lines
        .lines()
        .filter(|line| !on_disk.lines().any(|old| old == *line))
        .collect();
    assert!(
        changed.is_empty(),
        "what the screens are sent changed for: {changed:#?}\nIf the change is meant (new words), \
         run `UPDATE_FIXTURES=1 cargo test -p loadout-words --test views_unchanged` and commit {}",
        path.display()
    );
}
