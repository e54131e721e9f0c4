//! The UI's test fixtures (`ui/src/lib/api/fixtures/*.json`): real views made by the tracker from
//! the golden games, so the UI's tests render exactly what the backend sends. This test fails when
//! a fixture on disk is out of date; rewrite them with
//! `UPDATE_FIXTURES=1 cargo test -p loadout-words --test ui_fixtures`.

use loadout_tracker::catalog::{Catalog, PrintedTerms};
use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::{AnyCard, CardId, Event, LifeHappensCard, RuleSet, Seat, Setup, Tag};
use loadout_words as words;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::path::PathBuf;

const TWO: &str = include_str!("../../../tests/golden/two-players.json");
const FOUR: &str = include_str!("../../../tests/golden/four-players.json");
const SIX: &str = include_str!("../../../tests/golden/six-players.json");

fn fixtures_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/lib/api/fixtures")
}

/// The golden log with every card turned into a catalog card (the golden files type them ad hoc),
/// so the fixture plays like a session whose pickers use a catalog.
fn catalog_events(text: &str) -> Vec<Event> {
    let file = SessionFile::from_json(text).expect("golden file reads");
    file.events
        .into_iter()
        .map(|mut event| {
            match &mut event {
                Event::LoadCardDrawn { card, .. } => card.adhoc = false,
                Event::LifeHappensDrawn { card } => card.adhoc = false,
                Event::ActionPlayed { card } => card.adhoc = false,
                Event::BrotherhoodGiven { card, .. } => card.adhoc = false,
                Event::TurningPointRevealed { card } => card.adhoc = false,
                _ => {}
            }
            event
        })
        .collect()
}

/// A valid catalog holding each distinct card of the log once.
fn catalog_of(name: &str, events: &[Event]) -> Catalog {
    let mut catalog = Catalog {
        format: "loadout-catalog".to_owned(),
        format_version: 1,
        name: name.to_owned(),
        version: "1".to_owned(),
        sample: false,
        language: None,
        terms: Default::default(),
        tags: Vec::new(),
        load: Vec::new(),
        life_happens: Vec::new(),
        action: Vec::new(),
        brotherhood: Vec::new(),
        turning_point: Vec::new(),
    };
    let mut tags: BTreeSet<Tag> = BTreeSet::new();
    for event in events {
        match event {
            Event::LoadCardDrawn { card, .. } => {
                tags.extend(card.relief.iter().cloned());
                add_once(&mut catalog.load, card, |c| &c.id);
            }
            Event::LifeHappensDrawn { card } => {
                tags.extend(card.helpful.iter().cloned());
                add_once(&mut catalog.life_happens, card, |c| &c.id);
            }
            Event::ActionPlayed { card } => {
                tags.insert(card.tag.clone());
                add_once(&mut catalog.action, card, |c| &c.id);
            }
            Event::BrotherhoodGiven { card, .. } => {
                add_once(&mut catalog.brotherhood, card, |c| &c.id)
            }
            Event::TurningPointRevealed { card } => {
                add_once(&mut catalog.turning_point, card, |c| &c.id)
            }
            _ => {}
        }
    }
    catalog.tags = tags.into_iter().collect();
    catalog
}

/// Adds `card` to `deck` unless a card with its id is there already.
fn add_once<T: Clone>(deck: &mut Vec<T>, card: &T, id: impl Fn(&T) -> &CardId) {
    if !deck.iter().any(|c| id(c) == id(card)) {
        deck.push(card.clone());
    }
}

/// Every step of the log with the view after it and the ledger's words for it: the first is the setup.
fn steps(events: &[Event]) -> (Session, Vec<Value>) {
    let sp = &Speaker::ENGLISH;
    let Event::Setup(setup) = &events[0] else {
        panic!("a golden log starts with its setup")
    };
    let mut session = Session::new(setup.clone()).expect("golden setup is accepted");
    let step = |session: &Session, event: &Event| {
        let entry = session
            .ledger()
            .last()
            .expect("every event has a ledger entry");
        // The ledger's own words for the entry, so the UI's wording can be checked against them.
        json!({ "event": event, "view": session.view(sp), "explain": session.explain(sp, entry) })
    };
    let mut steps = vec![step(&session, &events[0])];
    for event in &events[1..] {
        session
            .record(event.clone())
            .expect("golden event is accepted");
        steps.push(step(&session, event));
    }
    (session, steps)
}

/// The first amendment of a Life Happens card to Pressure 1 (the least a card prints) that the tracker refuses as a
/// conflict with a later step (e.g. a recovery turn that would no longer be one); null if none.
fn amend_conflict(session: &Session) -> Value {
    let sp = &Speaker::ENGLISH;
    for (index, event) in session.events().iter().enumerate() {
        let Event::LifeHappensDrawn { card } = event else {
            continue;
        };
        let calm = AnyCard::LifeHappens(LifeHappensCard {
            pressure: 1,
            ..card.clone()
        });
        let mut trial = session.clone();
        if let Err(error) = trial.amend(index, calm.clone()) {
            // Said as the app says it: with the session's printed terms.
            let sp = &session.speaker(sp);
            return json!({
                "index": index,
                "card": calm,
                "error": {
                    "code": error.kind().code(),
                    "message": error.message(sp),
                    "conflict": error.conflict(sp),
                },
            });
        }
    }
    Value::Null
}

/// The fixture of one game: its catalog, its steps `from..len` (each with the view after it), the
/// history up to `len`, the view after undoing the last step, and a refused amendment.
fn fixture(text: &str, from: usize, len: usize) -> Value {
    fixture_with(text, from, len, |_| {})
}

/// `fixture`, with the setup and the catalog changed by `edit` first.
fn fixture_with(text: &str, from: usize, len: usize, edit: impl Fn(&mut Catalog)) -> Value {
    let sp = &Speaker::ENGLISH;
    let mut events = catalog_events(text);
    let mut catalog = catalog_of("Golden test cards", &events);
    edit(&mut catalog);
    if let Event::Setup(setup) = &mut events[0] {
        setup.catalog.language = catalog.language.clone();
        *setup.catalog.terms = catalog.terms.clone();
    }
    let problems = catalog.validate();
    assert!(
        problems.is_empty(),
        "fixture catalog is valid: {problems:?}"
    );
    events.truncate(len);
    let (session, mut steps) = steps(&events);
    // Long games keep only the steps a test starts from (the views repeat a lot).
    steps.drain(..from);
    let mut undone = session.clone();
    undone
        .undo()
        .expect("the fixture records more than the setup");
    json!({
        "generated_by": "crates/words/tests/ui_fixtures.rs",
        "catalog": catalog,
        "steps": steps,
        "history": session.entries(sp),
        "after_undo": undone.view(sp),
        // What the shell says with that undo, and with the redo after it (the same words).
        "undo_said": words::undone(sp, &session.label(sp, session.ledger().last().expect("a last step"))),
        "redo_said": words::redone(sp, &session.label(sp, session.ledger().last().expect("a last step"))),
        "amend_conflict": amend_conflict(&session),
    })
}

fn check(name: &str, value: Value) {
    let path = fixtures_dir().join(name);
    // Compact: the views repeat a lot and the files are read by tests, not people.
    let text = serde_json::to_string(&value).expect("fixture serializes") + "\n";
    if std::env::var_os("UPDATE_FIXTURES").is_some() {
        std::fs::create_dir_all(fixtures_dir()).expect("fixtures dir");
        std::fs::write(&path, text).expect("fixture written");
        return;
    }
    let on_disk = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == text,
        "{} is out of date with the tracker: run `UPDATE_FIXTURES=1 cargo test -p loadout-words --test ui_fixtures` and commit it",
        path.display()
    );
}

#[test]
fn two_players_whole_game() {
    check("two-players.json", fixture(TWO, 0, usize::MAX));
}

#[test]
fn four_players_first_round() {
    // Setup, four Load cards, round 1 (with a Load card drawn during play) and round 2's first turn.
    let events = catalog_events(FOUR);
    let round_two = events
        .iter()
        .position(|e| matches!(e, Event::TurningPointRevealed { .. }))
        .expect("round 1 ends with a Turning Point");
    let len = events[round_two..]
        .iter()
        .position(|e| matches!(e, Event::TurnEnded))
        .map(|i| round_two + i + 1)
        .expect("round 2 has a first turn");
    check("four-players.json", fixture(FOUR, 0, len));
}

/// Two players' whole game on a German printed deck that prints its own terms: the words the
/// tracker sends say them, and the view carries them for the pages (`printed_terms`).
#[test]
fn printed_terms() {
    let fixture = fixture_with(TWO, 0, usize::MAX, |catalog| {
        catalog.language = Some("de".into());
        catalog.terms = PrintedTerms {
            load: Some("Belastung".into()),
            momentum: Some("Antrieb".into()),
            life_happens: Some("Alltag".into()),
            action: Some("Handlung".into()),
            ..PrintedTerms::default()
        };
    });
    check("printed-terms.json", fixture);
}

#[test]
fn six_players_around_a_reshuffle() {
    // From two steps before the Life Happens deck is shuffled back in to the step after it.
    let events = catalog_events(SIX);
    let reshuffle = events
        .iter()
        .position(|e| matches!(e, Event::DeckReshuffled { .. }))
        .expect("the six-player game reshuffles a deck");
    check(
        "six-players-reshuffle.json",
        fixture(SIX, reshuffle - 2, reshuffle + 2),
    );
}

/// A short session played with other rules than v1.1's (a balance revision being tried): a
/// table of 3 to 5, start Load 8 and +2 per Load card (so everyone begins round 1 overloaded),
/// recovery 2, hands of 4 Action and 2 Brotherhood cards. The UI's test renders it to show that
/// every number the screens state comes from the session's rules.
#[test]
fn changed_rules() {
    let sp = &Speaker::ENGLISH;
    let golden = catalog_events(TWO);
    let catalog = catalog_of("Golden test cards", &golden);
    let rules = RuleSet {
        edition: "v1.1".to_owned(),
        start_load: 8,
        load_card_draw: 2,
        recovery: 2,
        min_players: 3,
        max_players: 5,
        name_max_chars: 12,
        action_hand: 4,
        action_hand_full_table: 3,
        brotherhood_hand: 2,
        ..RuleSet::v1_1()
    };
    let Event::Setup(setup) = &golden[0] else {
        panic!("a golden log starts with its setup")
    };
    let setup = Setup {
        players: vec!["Ana".to_owned(), "Ben".to_owned(), "Cal".to_owned()],
        starting_seat: Seat(0),
        ..setup.clone()
    };
    let mut events = vec![Event::Setup(setup.clone())];
    for (seat, card) in catalog.load.iter().cycle().take(3).enumerate() {
        events.push(Event::LoadCardDrawn {
            seat: Seat(seat as u8),
            card: card.clone(),
        });
    }
    events.push(Event::ActionPlayed {
        card: catalog.action[0].clone(),
    });
    let mut session =
        Session::with_rules(setup, rules).expect("the changed rules accept 3 players");
    let view = |session: &Session, event: &Event| json!({ "event": event, "view": session.view(sp), "explain": [] });
    let mut steps = vec![view(&session, &events[0])];
    for event in &events[1..] {
        session.record(event.clone()).expect("step is accepted");
        steps.push(view(&session, event));
    }
    let mut undone = session.clone();
    undone.undo().expect("more than the setup");
    check(
        "changed-rules.json",
        json!({
            "generated_by": "crates/words/tests/ui_fixtures.rs",
            "catalog": catalog,
            "steps": steps,
            "history": session.entries(sp),
            "after_undo": undone.view(sp),
            "undo_said": words::undone(sp, &session.label(sp, session.ledger().last().expect("a last step"))),
            "redo_said": words::redone(sp, &session.label(sp, session.ledger().last().expect("a last step"))),
            "amend_conflict": Value::Null,
        }),
    );
}
