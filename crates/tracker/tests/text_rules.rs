//! The text rules at the tracker's doors: setup names, recorded cards, catalogs and session
//! files all refuse what `text.rs` refuses, with a message that names the field.

mod common;

use common::*;
use loadout_tracker::catalog::Catalog;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::*;
use loadout_words as words;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;

fn setup_error(names: &[&str]) -> Error {
    Session::new(setup_of(names, 0)).unwrap_err()
}

#[test]
fn names_with_hidden_characters_are_refused_with_the_seat_and_what_to_do() {
    let sp = &Speaker::ENGLISH;
    for (name, what) in [
        ("Ana\u{200B}", "U+200B (a zero-width space)"),
        ("\u{202E}anA", "U+202E (a text direction override)"),
        ("A\u{1B}[31mna", "U+001B (an escape code)"),
        ("Ana\nBen", "a line break"),
    ] {
        let error = setup_error(&["Cal", name]);
        assert_eq!(error.kind(), ErrorKind::InvalidName);
        assert_eq!(
            error.message(sp),
            format!(
                "The name of the player at seat 2 holds {what}, which does not show on screen: type it again without it."
            )
        );
    }
}

#[test]
fn the_same_name_in_another_case_or_normal_form_is_the_same_player() {
    let sp = &Speaker::ENGLISH;
    let error = setup_error(&["Ana", "ana"]);
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    let error = setup_error(&["Jos\u{E9}", "Jose\u{301}"]);
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    assert_eq!(
        error.message(sp),
        "“José” and “José” look the same on screen: give one of them another nickname."
    );
    // Half-width katakana and full-width Latin letters look like their usual forms: one name.
    let error = setup_error(&["\u{FF8A}\u{FF9E}\u{FF9D}", "\u{30D0}\u{30F3}"]);
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    let error = setup_error(&["\u{FF21}\u{FF4E}\u{FF41}", "Ana"]);
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    // Stored in normal form C, whichever form was typed.
    let s = Session::new(setup_of(&["Jose\u{301}", "Ben"], 0)).unwrap();
    assert_eq!(s.state().players[0].name, "Jos\u{E9}");
}

#[test]
fn a_setup_form_gets_every_seats_problem_with_the_words_of_a_refused_start() {
    let sp = &Speaker::ENGLISH;
    let rules = RuleSet::v1_1();
    let players: Vec<String> = ["Ana", "", " ana ", "Ben\u{200B}", &"x".repeat(25), "Cal"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let problems = Setup::name_problems(&players, &rules);
    let said: Vec<Option<String>> = problems
        .iter()
        .map(|p| p.as_ref().map(|a| Error::message(a, sp)))
        .collect();
    let words: Vec<Option<&str>> = said.iter().map(Option::as_deref).collect();
    assert_eq!(words[0], None);
    assert_eq!(
        words[1],
        Some("The player at seat 2 has no name: enter a nickname.")
    );
    assert_eq!(
        words[2],
        Some("“ana” and “Ana” look the same on screen: give one of them another nickname.")
    );
    assert!(words[3].unwrap().contains("U+200B"), "{:?}", words[3]);
    assert_eq!(
        words[4],
        Some("“xxxxxxxxxxxxxxxxxxxxxxxxx” is 25 characters long: use a nickname of at most 24.")
    );
    assert_eq!(words[5], None);
    // The first problem is the one a start refuses with.
    let start = Session::new(setup_of(&["Ana", "", "Cal"], 0)).unwrap_err();
    assert_eq!(
        Some(start.message(sp)),
        Setup::name_problems(&["Ana".into(), "".into(), "Cal".into()], &rules)[1]
            .as_ref()
            .map(|a| Error::message(a, sp))
    );
}

#[test]
fn a_name_is_as_long_as_it_looks() {
    let sp = &Speaker::ENGLISH;
    let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦";
    // 24 family emoji are 24 characters (and 168 code points): a nickname may be that long.
    let long = family.repeat(24);
    assert!(Session::new(setup_of(&[&long, "Ben"], 0)).is_ok());
    let error = setup_error(&[&family.repeat(25), "Ben"]);
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    assert!(
        error.message(sp).contains("is 25 characters long"),
        "{error}"
    );
}

#[test]
fn a_very_long_title_is_refused_when_recorded() {
    let sp = &Speaker::ENGLISH;
    let mut s = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    let mut card = load_card("L1", ["Rest", "Talk"]);
    card.title = "x".repeat(94_000);
    let error = s
        .record(Event::LoadCardDrawn {
            seat: Seat(0),
            card,
        })
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidCard);
    assert!(
        error
            .message(sp)
            .contains("has a title of 94000 characters: shorten it to at most 60."),
        "{error}"
    );
    assert!(
        error.message(sp).len() < 300,
        "the message quotes a short title"
    );
    assert_eq!(s.len(), 1, "nothing was recorded");
}

#[test]
fn a_tag_with_a_stray_space_is_refused_not_silently_unmatched() {
    let sp = &Speaker::ENGLISH;
    let mut s = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    let error = s
        .record(Event::LoadCardDrawn {
            seat: Seat(0),
            card: load_card("L1", ["Rest", "Plan "]),
        })
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidCard);
    assert_eq!(
        error.message(sp),
        "Load card \"Load L1\" (id L1) has the Relief Approach \"Plan \" with a space at its start \
         or end: remove the space (tags are matched exactly as spelled, so \"Plan \" would never \
         match \"Plan\")."
    );
}

#[test]
fn a_catalog_refuses_hidden_characters_stray_spaces_and_long_fields() {
    let sp = &Speaker::ENGLISH;
    let mut catalog = Catalog::sample();
    catalog.name = "Our deck\u{202E}".into();
    catalog.version = "v".repeat(41);
    catalog.tags.push(Tag::from("Plan "));
    catalog.action[0].id = CardId::from("act\u{200B}01");
    let messages: Vec<String> = catalog
        .validate()
        .iter()
        .map(|a| words::catalog::problem(sp, a))
        .collect();
    let expected = [
        "The catalog name holds U+202E (a text direction override), which does not show on screen: type it again without it.",
        "The catalog version is 41 characters long: shorten it to at most 40.",
        "The approach tag \"Plan \" has a space at its start or end: remove the space (tags are matched exactly as spelled).",
    ];
    for message in expected {
        assert!(
            messages.iter().any(|m| m == message),
            "{message}\nin {messages:#?}"
        );
    }
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("The id of Action card")
                && m.contains("(id act<U+200B>01)")
                && m.contains("U+200B (a zero-width space)")),
        "{messages:#?}"
    );
}

#[test]
fn a_deck_too_big_for_a_session_is_refused_not_capped() {
    let sp = &Speaker::ENGLISH;
    let mut catalog = Catalog::sample();
    let card = catalog.action[0].clone();
    for i in 0..300 {
        let mut copy = card.clone();
        copy.id = CardId(format!("act-copy-{i}"));
        copy.copies = 255;
        catalog.action.push(copy);
    }
    let messages: Vec<String> = catalog
        .validate()
        .iter()
        .map(|a| words::catalog::problem(sp, a))
        .collect();
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("The Action deck has")
                && m.contains("a deck holds at most 65535")),
        "{messages:#?}"
    );
}

fn file_with_meta(created: &str) -> String {
    let s = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    s.to_file(SessionMeta {
        created: Some(created.to_owned()),
        updated: None,
    })
    .to_json()
}

#[test]
fn meta_holds_times_and_nothing_else() {
    let sp = &Speaker::ENGLISH;
    assert!(SessionFile::from_json(&file_with_meta("2025-05-10T18:00:00Z")).is_ok());
    let error =
        SessionFile::from_json(&file_with_meta("Ana told us about her divorce")).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert!(
        error
            .message(sp)
            .contains("its \"meta\" field \"created\" is not a time written as RFC 3339"),
        "{error}"
    );
}

#[test]
fn a_card_outside_the_catalog_limits_makes_a_session_file_damaged() {
    let sp = &Speaker::ENGLISH;
    let s = started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Rest", "Talk"]]);
    let mut file = s.to_file(SessionMeta::default());
    file.events.push(lh("E1", 9, ["Rest", "Talk"]));
    let error = reopened(&file);
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert_eq!(
        error.message(sp),
        "This session file is damaged: step 3 (round 1, Ana's Life Happens) does not fit the rules \
         (Life Happens card \"Event E1\" (id E1) has Pressure 9: Pressure is 1 to 5). Nothing was \
         changed on disk."
    );
}

#[test]
fn the_deal_reminder_states_the_rules_hands() {
    let sp = &Speaker::ENGLISH;
    let v1_1 = RuleSet::v1_1();
    assert_eq!(
        words::deal_reminder(sp, &v1_1),
        "Deal each player 3 Action cards and 1 Brotherhood card (2 Action cards each with 6 players). Next: each player's Load card, drawn face up."
    );
    let other = RuleSet {
        action_hand: 4,
        action_hand_full_table: 4,
        brotherhood_hand: 2,
        ..v1_1
    };
    assert_eq!(
        words::deal_reminder(sp, &other),
        "Deal each player 4 Action cards and 2 Brotherhood cards. Next: each player's Load card, drawn face up."
    );
}

#[test]
fn a_setup_refuses_a_catalog_id_that_is_not_an_id() {
    let sp = &Speaker::ENGLISH;
    for (id, what) in [
        (" sample", "a space at its start or end"),
        ("sam\u{200B}ple", "U+200B"),
    ] {
        let mut setup = setup_of(&["Ana", "Ben"], 0);
        setup.catalog.id = Some(id.to_owned());
        let error = Session::new(setup).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::InvalidSetup);
        assert!(
            error
                .message(sp)
                .starts_with("The catalog id recorded in the setup"),
            "{}",
            error.message(sp)
        );
        assert!(error.message(sp).contains(what), "{}", error.message(sp));
    }
    let mut setup = setup_of(&["Ana", "Ben"], 0);
    setup.catalog.id = Some("x".repeat(65));
    assert_eq!(
        Session::new(setup).unwrap_err().kind(),
        ErrorKind::InvalidSetup
    );
}

fn labelled(label: &str) -> Setup {
    Setup {
        label: Some(label.to_owned()),
        date: Some("2026-12-01".to_owned()),
        ..setup_of(&["Ana", "Ben"], 0)
    }
}

#[test]
fn a_session_label_follows_the_text_rules_of_a_nickname() {
    let sp = &Speaker::ENGLISH;
    for (label, message) in [
        (
            "Thursday group\u{200B}",
            "The session's label holds U+200B (a zero-width space), which does not show on screen: type it again without it.",
        ),
        (
            "Thursday\ngroup",
            "The session's label holds a line break, which does not show on screen: type it again without it.",
        ),
        (
            &"Thursday group ".repeat(3),
            "The session's label is 44 characters long: shorten it to at most 40.",
        ),
    ] {
        let error = Session::new(labelled(label)).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::InvalidSetup);
        assert_eq!(error.message(sp), message);
        // The form hears the same words before the start.
        assert_eq!(
            Setup::label_problem(label).map(|e| e.message(sp).to_owned()),
            Some(message.to_owned())
        );
    }
    assert_eq!(Setup::label_problem(""), None);
    assert_eq!(Setup::label_problem("Jeudi soir à Liège 🎲"), None);
    // Trimmed and in normal form C, like a nickname; spaces only are no label.
    let s = Session::new(labelled("  Cafe\u{301} night ")).unwrap();
    assert_eq!(s.view(sp).label.as_deref(), Some("Caf\u{E9} night"));
    assert_eq!(s.view(sp).date.as_deref(), Some("2026-12-01"));
    let s = Session::new(labelled("   ")).unwrap();
    assert_eq!(s.view(sp).label, None);
}

#[test]
fn a_setup_date_is_a_day_of_the_calendar() {
    let sp = &Speaker::ENGLISH;
    for date in ["2026-02-30", "1 Dec 2026", "2026-12-01T18:00:00Z"] {
        let setup = Setup {
            date: Some(date.to_owned()),
            ..setup_of(&["Ana", "Ben"], 0)
        };
        let error = Session::new(setup).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::InvalidSetup);
        assert_eq!(
            error.message(sp),
            format!("The date recorded in the setup, “{date}”, is not a day written as year-month-day (2026-12-01): write it that way or remove it.")
        );
    }
}

#[test]
fn a_label_and_a_date_make_a_version_3_file_that_reads_back() {
    let sp = &Speaker::ENGLISH;
    let mut s = Session::new(labelled("Thursday group")).unwrap();
    s.record(Event::LoadCardDrawn {
        seat: Seat(0),
        card: load_card("L1", ["Talk", "Rest"]),
    })
    .unwrap();
    let json = s.to_file(SessionMeta::default()).to_json();
    let file = SessionFile::from_json(&json).unwrap();
    assert_eq!(file.version, 3);
    let back = file.into_session().unwrap();
    assert_eq!(back.view(sp).label.as_deref(), Some("Thursday group"));
    assert_eq!(back.view(sp).date.as_deref(), Some("2026-12-01"));
    assert_eq!(back.view(sp), s.view(sp));

    // Without them the file stays at the version an older app reads.
    let plain = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    let file = plain.to_file(SessionMeta::default());
    assert_eq!(file.version, 1);
    assert_eq!(
        SessionFile::from_json(&file.to_json())
            .unwrap()
            .into_session()
            .unwrap()
            .view(sp)
            .label,
        None
    );

    // A label in a file that says it is older was not written by any app: damaged.
    let older = json.replacen("\"version\": 3", "\"version\": 2", 1);
    assert_ne!(older, json);
    let error = SessionFile::from_json(&older).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert!(
        error.message(sp).contains("only version 3 files have"),
        "{}",
        error.message(sp)
    );

    // A label that breaks the text rules, typed into the file by hand: the replay refuses it.
    let hidden = json.replacen("Thursday group", "Thursday\\u202egroup", 1);
    let error = SessionFile::from_json(&hidden)
        .unwrap()
        .into_session()
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert!(
        error
            .message(sp)
            .contains("The session's label holds U+202E"),
        "{}",
        error.message(sp)
    );
}

#[test]
fn files_from_before_labels_still_open_without_one() {
    let sp = &Speaker::ENGLISH;
    for golden in [
        include_str!("../../../tests/golden/two-players.json"),
        include_str!("../../../tests/golden/six-players.json"),
    ] {
        let file = SessionFile::from_json(golden).unwrap();
        assert!(file.version < 3);
        let view = file.into_session().unwrap().view(sp);
        assert_eq!((view.label, view.date), (None, None));
    }
}
