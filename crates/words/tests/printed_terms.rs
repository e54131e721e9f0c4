//! A catalog's declared language and printed terms (docs/catalog-format.md, docs/glossary.md):
//! checked like every other field, recorded in the session, and said instead of the app's own
//! words in every sentence of a session played with it, in every language.

use loadout_tracker::catalog::{Catalog, PrintedTerms};
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::{ErrorKind, Event, Lang};
use loadout_words as words;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use loadout_words::{self, messages::PrintedTerm};

mod common;
use common::german_deck;

const GOLDEN: &str = include_str!("../../../tests/golden/four-players.json");

/// The golden game, its setup's catalog declaring `terms` (and German as its language).
fn golden_with(terms: &PrintedTerms) -> Vec<Event> {
    let file = SessionFile::from_json(GOLDEN).expect("the golden file reads");
    let mut events = file.events;
    let Event::Setup(setup) = &mut events[0] else {
        panic!("a session starts with its setup")
    };
    setup.catalog.language = Some("de".into());
    *setup.catalog.terms = terms.clone();
    events
}

/// What the screens and the ledger say about every step of `events`, in `lang`.
fn said(lang: Lang, events: &[Event]) -> String {
    {
        let sp = &Speaker::new(lang);
        let session = Session::replay(events.to_vec(), Vec::new()).expect("the game replays");
        let mut out = session.ledger_text(sp);
        for len in 1..=events.len() {
            let part = Session::replay(events[..len].to_vec(), Vec::new()).expect("a prefix");
            let mut view = part.view(sp);
            // The catalog as recorded (its own terms) is data, not words.
            *view.catalog.terms = PrintedTerms::default();
            out.push_str(&serde_json::to_string(&view).expect("a view serializes"));
        }
        out
    }
}

#[test]
fn a_game_on_a_deck_with_printed_terms_says_them_instead_of_the_glossary_words() {
    let events = golden_with(&german_deck());
    let german = said(Lang::De, &events);
    for printed in [
        "Belastung",
        "Belastung-Karte",
        "Nähe",
        "Antrieb",
        "Alltag",
        "Handlung",
        "Beistand",
        "Kehrtwende",
    ] {
        assert!(
            german.contains(printed),
            "the German game never says {printed}"
        );
    }
    // The glossary's words for what the deck prints its own way (docs/glossary.md).
    for glossary in [
        "Belastungskarte",
        "Verbundenheit",
        "Schwung",
        "Lebensereignis",
        "Aktion",
        "Zusammenhalt",
        "Wendepunkt",
    ] {
        assert!(
            !german.contains(glossary),
            "the German game still says {glossary}"
        );
    }

    // The cards print the same words whatever language the app speaks.
    let english = said(Lang::En, &events);
    assert!(english.contains("Belastung card"), "{english:.400}");
    for glossary in [
        "Connection",
        "Momentum",
        "Life Happens",
        "Brotherhood",
        "Turning Point",
    ] {
        assert!(
            !english.contains(glossary),
            "the English game still says {glossary}"
        );
    }
}

#[test]
fn a_deck_without_printed_terms_says_the_glossary_words_of_the_language() {
    let events = golden_with(&PrintedTerms::default());
    let german = said(Lang::De, &events);
    for glossary in [
        "Belastungskarte",
        "Verbundenheit",
        "Schwung",
        "Zusammenhalt",
        "Wendepunkt",
    ] {
        assert!(
            german.contains(glossary),
            "the German game never says {glossary}"
        );
    }
}

#[test]
fn the_view_carries_the_printed_terms_in_its_language_for_the_pages() {
    let sp = &Speaker::ENGLISH;
    let terms = PrintedTerms {
        load: Some("Belastung".into()),
        momentum: Some("Antrieb".into()),
        ..PrintedTerms::default()
    };
    let events = golden_with(&terms);
    let session = Session::replay(events, Vec::new()).expect("replays");
    let term = |id: &str, one: &str, other: &str| PrintedTerm {
        id: id.into(),
        one: one.into(),
        other: other.into(),
    };
    let german = {
        let sp = &Speaker::new(Lang::De);
        session.view(sp).printed_terms
    };
    assert_eq!(
        german,
        vec![
            term("load", "Belastung", "Belastung"),
            term("load-card", "Belastung-Karte", "Belastung-Karten"),
            term("momentum", "Antrieb", "Antrieb"),
        ]
    );
    let french = {
        let sp = &Speaker::new(Lang::Fr);
        session.view(sp).printed_terms
    };
    assert_eq!(
        french[1],
        term("load-card", "carte Belastung", "cartes Belastung")
    );

    // Outside the session, the app's own words again.
    assert_eq!(
        {
            let sp = &Speaker::new(Lang::De);
            words::deck(sp, loadout_tracker::Deck::Load)
        },
        "Belastung"
    );
    let sample = Session::replay(golden_with(&PrintedTerms::default()), Vec::new()).unwrap();
    assert!(sample.view(sp).printed_terms.is_empty());
}

#[test]
fn a_printed_term_is_said_as_typed_even_when_it_looks_like_fluent() {
    let odd = r#"Last "A" \ { -load } {$x}"#;
    let terms = PrintedTerms {
        load: Some(odd.into()),
        ..PrintedTerms::default()
    };
    let session = Session::replay(golden_with(&terms), Vec::new()).expect("replays");
    let text = {
        let sp = &Speaker::new(Lang::En);
        session.ledger_text(sp)
    };
    assert!(text.contains(&format!("{odd} card")), "{text:.600}");
}

#[test]
fn a_refusal_in_a_session_says_the_printed_terms() {
    let events = golden_with(&german_deck());
    // Four Load cards drawn: the first turn starts with a Life Happens card, not an Action.
    let mut session = Session::replay(events[..5].to_vec(), Vec::new()).expect("replays");
    let action = events
        .iter()
        .find(|e| matches!(e, Event::ActionPlayed { .. }))
        .expect("the game plays an Action")
        .clone();
    let refusal = session
        .record(action)
        .expect_err("an Action before the Life Happens card is refused");
    // The refusal is data; it is said where it is shown, with the session's printed terms.
    let said = {
        let sp = &Speaker::new(Lang::De);
        refusal.message(&session.speaker(sp))
    };
    assert!(said.contains("Alltag"), "{said}");
}

#[test]
fn a_session_file_keeps_the_language_and_terms_under_version_4() {
    let sp = &Speaker::ENGLISH;
    let session = Session::replay(golden_with(&german_deck()), Vec::new()).expect("replays");
    let file = session.to_file(SessionMeta::default());
    assert_eq!(file.version, 4);
    let json = file.to_json();
    let back = SessionFile::from_json(&json)
        .expect("reads back")
        .into_session()
        .expect("replays");
    assert_eq!(*back.setup().catalog.terms, german_deck());
    assert_eq!(back.setup().catalog.language.as_deref(), Some("de"));
    assert_eq!(
        {
            let sp = &Speaker::new(Lang::De);
            back.ledger_text(sp)
        },
        {
            let sp = &Speaker::new(Lang::De);
            session.ledger_text(sp)
        }
    );

    // An older version cannot hold them: the file was changed by hand.
    let older = json.replacen("\"version\": 4", "\"version\": 3", 1);
    let error = SessionFile::from_json(&older).expect_err("refused");
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert!(
        error.message(sp).contains("version 4"),
        "{}",
        error.message(sp)
    );

    // Without them, the file stays at the version it was (older apps open it).
    let plain = Session::replay(golden_with(&PrintedTerms::default()), Vec::new()).unwrap();
    let mut plain_events = plain.events().to_vec();
    if let Event::Setup(setup) = &mut plain_events[0] {
        setup.catalog.language = None;
    }
    let plain = Session::replay(plain_events, Vec::new()).unwrap();
    assert_eq!(plain.to_file(SessionMeta::default()).version, 1);
}

#[test]
fn a_setup_with_a_bad_language_or_term_is_refused_with_what_to_do() {
    let sp = &Speaker::ENGLISH;
    let mut events = golden_with(&PrintedTerms::default());
    if let Event::Setup(setup) = &mut events[0] {
        setup.catalog.language = Some("Deutsch".into());
    }
    let error = Session::replay(events.clone(), Vec::new()).expect_err("refused");
    assert!(
        error.message(sp).contains("“Deutsch”"),
        "{}",
        error.message(sp)
    );

    if let Event::Setup(setup) = &mut events[0] {
        setup.catalog.language = None;
        setup.catalog.terms.action = Some("A\u{202E}B".into());
    }
    let error = Session::replay(events, Vec::new()).expect_err("refused");
    assert!(
        error.message(sp).contains("Action"),
        "{}",
        error.message(sp)
    );
}

fn sample_with(
    edit: impl FnOnce(&mut serde_json::Value),
) -> Result<Catalog, loadout_tracker::Error> {
    let mut value: serde_json::Value = serde_json::from_str(&Catalog::sample().to_json()).unwrap();
    edit(&mut value);
    Catalog::from_json(&value.to_string())
}

#[test]
fn a_catalog_checks_its_language_and_terms() {
    let sp = &Speaker::ENGLISH;
    let sample = Catalog::sample();
    assert_eq!(sample.language.as_deref(), Some("en"));
    assert!(
        sample.terms.is_empty(),
        "the sample deck says the app's words"
    );

    let problems = |edit: fn(&mut serde_json::Value)| -> Vec<String> {
        sample_with(edit)
            .expect("reads")
            .validate()
            .into_iter()
            .map(|p| {
                let message = words::catalog::problem(sp, &p);
                assert_eq!((p.deck, p.card), (None, None), "{message}");
                message
            })
            .collect()
    };
    assert!(problems(|v| {
        v["language"] = "pt-BR".into();
        v["terms"] = serde_json::json!({ "load": "Carga", "turning_point": "Virada" });
    })
    .is_empty());
    assert_eq!(
        problems(|v| v["language"] = "deutsch".into()),
        ["The cards' language “deutsch” is not a language code: write one such as “de”, “fr” or “pt-BR”, or leave it out."]
    );
    assert_eq!(
        problems(|v| v["language"] = "de-de".into()),
        ["The cards' language “de-de” is written “de-DE” as a language code: write it that way."]
    );
    assert_eq!(
        problems(|v| v["terms"] = serde_json::json!({ "shield": "  " })),
        ["The printed name for Shield is empty: type it as the cards print it, or remove it to use the app's word."]
    );
    let long = problems(|v| v["terms"] = serde_json::json!({ "pressure": "x".repeat(31) }));
    assert_eq!(
        long,
        ["The printed name for Pressure is 31 characters long: shorten it to at most 30."]
    );

    // A term the format does not know is a mistake in the file, named.
    let error = sample_with(|v| v["terms"] = serde_json::json!({ "stress": "Stress" }))
        .expect_err("refused");
    assert!(
        error.message(sp).contains("stress"),
        "{}",
        error.message(sp)
    );

    // The problems are said in the app's language, naming the term in its words.
    let german = {
        let sp = &Speaker::new(Lang::De);
        let problems = sample_with(|v| v["terms"] = serde_json::json!({ "momentum": "" }))
            .unwrap()
            .validate();
        words::catalog::problem(sp, &problems[0])
    };
    assert!(german.contains("Schwung"), "{german}");
}

#[test]
fn a_session_records_the_catalogs_usable_terms_trimmed() {
    let mut catalog = Catalog::sample();
    catalog.language = Some("de".into());
    catalog.terms.load = Some(" Belastung ".into());
    let info = catalog.info();
    assert_eq!(info.language.as_deref(), Some("de"));
    assert_eq!(info.terms.load.as_deref(), Some("Belastung"));
}
