//! The language is a value: every wording function is told who speaks (`Speaker`: a language
//! and the printed terms), and nothing reads it from the thread. Two speakers say two languages
//! side by side, on one thread or on two at once, and a speaker's printed terms reach only the
//! words it says.

use loadout_tracker::catalog::PrintedTerms;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::{Deck, Lang, Stat};
use loadout_words as words;
use loadout_words::{SessionWords, Speaker};
use std::sync::{Arc, Barrier};

const GOLDEN: &str = include_str!("../../../tests/golden/four-players.json");

/// The golden four-player game, half played (so that its view has a turn with steps).
fn game() -> Session {
    let file = SessionFile::from_json(GOLDEN).expect("the golden file reads");
    let half = file.events.len() / 2;
    Session::replay(file.events[..half].to_vec(), Vec::new()).expect("a prefix replays")
}

/// Everything the view of `session` says, as `sp` says it.
fn view_text(session: &Session, sp: &Speaker) -> String {
    serde_json::to_string(&session.view(sp)).expect("a view serializes")
}

#[test]
fn a_view_in_german_between_english_words_on_one_thread() {
    let session = game();
    let en = Speaker::new(Lang::En);
    let de = Speaker::new(Lang::De);
    let english_before = view_text(&session, &en);
    let german = session.view(&de);
    let english_after = view_text(&session, &en);
    assert_eq!(german.lang, Lang::De);
    assert_eq!(english_before, english_after);
    assert_ne!(serde_json::to_string(&german).unwrap(), english_before);
    // The German view says German: its prompt is the German message, not the English one.
    assert_eq!(words::deck(&de, Deck::Load), "Belastung");
    assert_eq!(words::deck(&en, Deck::Load), "Load");
    assert_ne!(german.prompt, session.view(&en).prompt);
}

#[test]
fn two_speakers_on_two_threads_at_once_say_two_languages() {
    let session = Arc::new(game());
    let expected = |lang| view_text(&session, &Speaker::new(lang));
    let (english, german) = (expected(Lang::En), expected(Lang::De));
    assert_ne!(english, german);
    // Both threads build their views at the same time, many times over.
    let start = Arc::new(Barrier::new(2));
    let speak = |lang: Lang| {
        let (session, start) = (Arc::clone(&session), Arc::clone(&start));
        std::thread::spawn(move || {
            let sp = Speaker::new(lang);
            start.wait();
            (0..40)
                .map(|_| view_text(&session, &sp))
                .collect::<Vec<String>>()
        })
    };
    let (en, de) = (speak(Lang::En), speak(Lang::De));
    let (en, de) = (en.join().unwrap(), de.join().unwrap());
    assert!(en.iter().all(|text| *text == english));
    assert!(de.iter().all(|text| *text == german));
}

#[test]
fn printed_terms_reach_only_the_words_their_speaker_says() {
    let terms = PrintedTerms {
        load: Some("Gewicht".into()),
        ..PrintedTerms::default()
    };
    let app = Speaker::new(Lang::En);
    let cards = app.printing(&terms);
    // While the printing speaker is alive and used, the app's own words stay its own: a
    // session's printed terms are not the words of everything said meanwhile.
    assert_eq!(words::stat(&cards, Stat::Load), "Gewicht");
    assert_eq!(words::stat(&app, Stat::Load), "Load");
    assert_eq!(words::stat(&cards, Stat::Load), "Gewicht");
    assert_eq!(cards.lang(), Lang::En);
    assert_eq!(cards.printed_terms()[0].one, "Gewicht");
    assert!(app.printed_terms().is_empty());
    // The same printed terms in another language: the card word follows that language.
    let german_cards = cards.in_lang(Lang::De);
    assert_eq!(german_cards.lang(), Lang::De);
    assert_eq!(german_cards.printed_terms()[1].one, "Gewicht-Karte");
    assert_eq!(cards.printed_terms()[1].one, "Gewicht card");
}

#[test]
fn a_session_says_its_printed_terms_whoever_speaks() {
    let file = SessionFile::from_json(GOLDEN).expect("the golden file reads");
    let mut events = file.events;
    let loadout_tracker::Event::Setup(setup) = &mut events[0] else {
        panic!("a session starts with its setup")
    };
    setup.catalog.terms.load = Some("Gewicht".into());
    let session = Session::replay(events, Vec::new()).expect("the game replays");
    for lang in [Lang::En, Lang::De, Lang::Fr, Lang::Es] {
        let sp = Speaker::new(lang);
        let view = session.view(&sp);
        assert_eq!(view.printed_terms[0].one, "Gewicht", "{lang:?}");
        // Without the session, the speaker says the app's own word of its language.
        assert_ne!(words::stat(&sp, Stat::Load), "Gewicht", "{lang:?}");
    }
}
