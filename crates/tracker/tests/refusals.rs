//! Every refusal, with its kind: a refused event changes nothing and is never appended.

mod common;

use common::*;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::*;
use loadout_words::Said;
use loadout_words::Speaker;

/// Records `event`, expects a refusal, and checks the session did not change.
fn refused(session: &mut Session, event: Event) -> Error {
    let sp = &Speaker::ENGLISH;
    let before = session.clone();
    let error = session
        .record(event)
        .expect_err("the event should be refused");
    assert_eq!(*session, before, "a refused event changes nothing");
    assert!(!error.message(sp).is_empty());
    error
}

fn two_players() -> Session {
    started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]])
}

fn setup_error(setup: Setup) -> Error {
    Session::new(setup).expect_err("the setup should be refused")
}

#[test]
fn too_few_or_too_many_players() {
    let sp = &Speaker::ENGLISH;
    assert_eq!(
        setup_error(setup_of(&["Ana"], 0)).kind(),
        ErrorKind::InvalidSetup
    );
    let seven = ["A", "B", "C", "D", "E", "F", "G"];
    let error = setup_error(setup_of(&seven, 0));
    assert_eq!(error.kind(), ErrorKind::InvalidSetup);
    assert_eq!(
        error.message(sp),
        "The Loadout is played by 2 to 6 players; this setup has 7."
    );
    assert!(Session::new(setup_of(&seven[..6], 5)).is_ok());
    assert!(Session::new(setup_of(&seven[..2], 1)).is_ok());
}

#[test]
fn unknown_rules_edition() {
    let mut setup = setup_of(&["Ana", "Ben"], 0);
    setup.rules = "v2".into();
    assert_eq!(setup_error(setup).kind(), ErrorKind::InvalidSetup);
}

#[test]
fn starting_seat_outside_the_table() {
    let sp = &Speaker::ENGLISH;
    let error = setup_error(setup_of(&["Ana", "Ben"], 2));
    assert_eq!(error.kind(), ErrorKind::InvalidSetup);
    assert!(error.message(sp).contains("seat 3"), "{error}");
}

#[test]
fn empty_name() {
    let sp = &Speaker::ENGLISH;
    let error = setup_error(setup_of(&["Ana", "   "], 0));
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    assert!(error.message(sp).contains("seat 2"), "{error}");
}

#[test]
fn name_too_long() {
    let long = "x".repeat(25);
    assert_eq!(
        setup_error(setup_of(&["Ana", &long], 0)).kind(),
        ErrorKind::InvalidName
    );
    // 24 characters are fine, counted as characters, not bytes, after trimming.
    let accented = format!("  {}  ", "é".repeat(24));
    let session = Session::new(setup_of(&["Ana", &accented], 0)).unwrap();
    assert_eq!(session.state().players[1].name, "é".repeat(24));
}

#[test]
fn same_name_ignoring_case() {
    let sp = &Speaker::ENGLISH;
    let error = setup_error(setup_of(&["Ana", " aNA "], 0));
    assert_eq!(error.kind(), ErrorKind::InvalidName);
    assert!(error.message(sp).contains("“aNA” and “Ana”"), "{error}");
}

#[test]
fn a_second_setup() {
    let mut s = two_players();
    let error = refused(&mut s, Event::Setup(setup_of(&["Cal", "Dee"], 0)));
    assert_eq!(error.kind(), ErrorKind::WrongStep);
}

#[test]
fn play_before_every_load_card_is_drawn() {
    let sp = &Speaker::ENGLISH;
    let mut s = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    s.record(Event::LoadCardDrawn {
        seat: Seat(1),
        card: load_card("L1", ["Rest", "Talk"]),
    })
    .unwrap();
    let error = refused(&mut s, lh("E1", 1, ["Rest", "Talk"]));
    assert_eq!(error.kind(), ErrorKind::WrongStep);
    assert!(
        error.message(sp).contains("still needed for Ana"),
        "{error}"
    );
    assert_eq!(
        refused(&mut s, Event::TurnEnded).kind(),
        ErrorKind::WrongStep
    );
}

#[test]
fn action_before_life_happens() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    let error = refused(&mut s, act("A1", "Rest", Effect::default()));
    assert_eq!(error.kind(), ErrorKind::WrongStep);
    assert_eq!(
        error.message(sp),
        "Ana's turn starts with a Life Happens card: record it before the Action."
    );
}

#[test]
fn second_life_happens_or_action_in_a_turn() {
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    assert_eq!(
        refused(&mut s, lh("E2", 1, ["Rest", "Talk"])).kind(),
        ErrorKind::WrongStep
    );
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    assert_eq!(
        refused(&mut s, act("A2", "Sing", Effect::default())).kind(),
        ErrorKind::WrongStep
    );
}

#[test]
fn brotherhood_or_end_of_turn_before_the_action() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    assert_eq!(
        refused(&mut s, give(1, "B1", eff(0, 1, 0, 0))).kind(),
        ErrorKind::WrongStep
    );
    assert_eq!(
        refused(&mut s, Event::TurnEnded).kind(),
        ErrorKind::WrongStep
    );
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    let error = refused(&mut s, Event::TurnEnded);
    assert_eq!(error.kind(), ErrorKind::WrongStep);
    assert_eq!(
        error.message(sp),
        "Ana has drawn their Life Happens card: record their Action next."
    );
}

#[test]
fn turning_point_before_the_round_ends_and_turns_after_it() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    let error = refused(&mut s, tp("T1", Scope::Everyone, eff(0, 1, 0, 0)));
    assert_eq!(error.kind(), ErrorKind::WrongStep);
    assert!(
        error
            .message(sp)
            .starts_with("Round 1 is not over: 2 turns left, Ana's now."),
        "{error}"
    );
    for i in 0..2 {
        s.record(lh(&format!("E{i}"), 1, ["Rest", "Talk"])).unwrap();
        s.record(act(&format!("A{i}"), "Sing", Effect::default()))
            .unwrap();
        s.record(Event::TurnEnded).unwrap();
    }
    let error = refused(&mut s, lh("E9", 1, ["Rest", "Talk"]));
    assert_eq!(error.kind(), ErrorKind::WrongStep);
    assert_eq!(
        error.message(sp),
        "Round 1 is over: reveal the Turning Point next."
    );
}

#[test]
fn life_happens_in_an_overloaded_turn() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(adjust(0, eff(7, 0, 0, 0))).unwrap();
    let error = refused(&mut s, lh("E1", 1, ["Rest", "Talk"]));
    assert_eq!(error.kind(), ErrorKind::Overloaded);
    assert_eq!(
        error.message(sp),
        "Ana is overloaded this turn: no Life Happens card; record their Action."
    );
}

#[test]
fn a_correction_before_the_turn_begins_decides_whether_it_is_overloaded() {
    let mut s = two_players();
    s.record(adjust(0, eff(7, 0, 0, 0))).unwrap();
    assert!(!s.state().legal_next().life_happens);
    s.record(adjust(0, eff(-1, 0, 0, 0))).unwrap();
    assert!(
        s.state().legal_next().life_happens,
        "Ana no longer begins the turn at Load 10"
    );
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
}

#[test]
fn unknown_seats() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    let error = refused(
        &mut s,
        Event::LoadCardDrawn {
            seat: Seat(2),
            card: load_card("L9", ["Rest", "Talk"]),
        },
    );
    assert_eq!(error.kind(), ErrorKind::UnknownSeat);
    assert_eq!(
        error.message(sp),
        "There is no seat 3 (seat 2 in a session file, which counts from 0) at this table of 2 \
         players: choose one of the players."
    );
    assert_eq!(
        refused(&mut s, adjust(5, eff(1, 0, 0, 0))).kind(),
        ErrorKind::UnknownSeat
    );
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    assert_eq!(
        refused(&mut s, give(7, "B1", eff(0, 1, 0, 0))).kind(),
        ErrorKind::UnknownSeat
    );
}

#[test]
fn brotherhood_to_oneself() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    let error = refused(&mut s, give(0, "B1", eff(0, 1, 0, 0)));
    assert_eq!(error.kind(), ErrorKind::BrotherhoodUnavailable);
    assert!(
        error
            .message(sp)
            .starts_with("Ana can't give Brotherhood to themselves"),
        "{error}"
    );
}

#[test]
fn brotherhood_twice_in_a_turn() {
    let mut s = started(
        &["Ana", "Ben", "Cal"],
        0,
        &[["Rest", "Talk"], ["Move", "Plan"], ["Move", "Plan"]],
    );
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    s.record(give(1, "B1", eff(0, 1, 0, 0))).unwrap();
    let error = refused(&mut s, give(2, "B2", eff(0, 1, 0, 0)));
    assert_eq!(error.kind(), ErrorKind::BrotherhoodUnavailable);
    assert!(s.state().legal_next().brotherhood_givers.is_empty());
}

#[test]
fn brotherhood_already_used_this_round_and_back_next_round() {
    let sp = &Speaker::ENGLISH;
    let mut s = started(
        &["Ana", "Ben", "Cal"],
        0,
        &[["Rest", "Talk"], ["Move", "Plan"], ["Move", "Plan"]],
    );
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    s.record(give(2, "B1", eff(0, 1, 0, 0))).unwrap();
    s.record(Event::TurnEnded).unwrap();
    s.record(lh("E2", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A2", "Sing", Effect::default())).unwrap();
    assert_eq!(s.state().legal_next().brotherhood_givers, vec![Seat(0)]);
    let error = refused(&mut s, give(2, "B2", eff(0, 1, 0, 0)));
    assert_eq!(error.kind(), ErrorKind::BrotherhoodUnavailable);
    assert_eq!(
        error.message(sp),
        "Cal has already used their Brotherhood card this round: they get a new one when round 1 ends."
    );
    s.record(Event::TurnEnded).unwrap();
    s.record(lh("E3", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A3", "Sing", Effect::default())).unwrap();
    s.record(Event::TurnEnded).unwrap();
    s.record(tp("T1", Scope::Everyone, Effect::default()))
        .unwrap();
    // Round 2 starts with Ben; Cal's card is back.
    s.record(lh("E4", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A4", "Sing", Effect::default())).unwrap();
    assert_eq!(
        s.state().legal_next().brotherhood_givers,
        vec![Seat(0), Seat(2)]
    );
    s.record(give(2, "B3", eff(0, 1, 0, 0))).unwrap();
}

#[test]
fn a_second_setup_load_card() {
    let sp = &Speaker::ENGLISH;
    let mut s = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    s.record(Event::LoadCardDrawn {
        seat: Seat(0),
        card: load_card("L1", ["Rest", "Talk"]),
    })
    .unwrap();
    let error = refused(
        &mut s,
        Event::LoadCardDrawn {
            seat: Seat(0),
            card: load_card("L2", ["Rest", "Talk"]),
        },
    );
    assert_eq!(error.kind(), ErrorKind::LoadCardAlreadyDrawn);
    assert_eq!(
        error.message(sp),
        "Ana already has their setup Load card: draw one for Ben next."
    );
}

#[test]
fn anything_after_the_game_is_over() {
    let mut s = two_players();
    for round in 0..6 {
        for turn in 0..2 {
            s.record(lh(&format!("E{round}{turn}"), 1, ["Rest", "Talk"]))
                .unwrap();
            s.record(act(&format!("A{round}{turn}"), "Sing", Effect::default()))
                .unwrap();
            s.record(Event::TurnEnded).unwrap();
        }
        s.record(tp(&format!("T{round}"), Scope::Everyone, Effect::default()))
            .unwrap();
    }
    assert_eq!(s.state().legal_next(), state::Legal::default());
    let every_kind = [
        Event::LoadCardDrawn {
            seat: Seat(0),
            card: load_card("L9", ["Rest", "Talk"]),
        },
        lh("E9", 1, ["Rest", "Talk"]),
        act("A9", "Sing", Effect::default()),
        give(1, "B9", Effect::default()),
        Event::TurnEnded,
        tp("T9", Scope::Everyone, Effect::default()),
        adjust(0, eff(1, 0, 0, 0)),
        Event::DeckReshuffled { deck: Deck::Action },
    ];
    for event in every_kind {
        assert_eq!(refused(&mut s, event).kind(), ErrorKind::GameOver);
    }
}

#[test]
fn invalid_cards() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    let mut untitled = life("E1", 1, ["Rest", "Talk"]);
    untitled.title = "  ".into();
    let error = refused(&mut s, Event::LifeHappensDrawn { card: untitled });
    assert_eq!(error.kind(), ErrorKind::InvalidCard);
    assert_eq!(
        error.message(sp),
        "Life Happens card \"E1\" has no title: enter the title printed on the card."
    );
    let error = refused(&mut s, lh("E1", 11, ["Rest", "Talk"]));
    assert_eq!(error.kind(), ErrorKind::InvalidCard);
    assert!(error.message(sp).contains("Pressure 11"), "{error}");
    assert_eq!(
        refused(&mut s, lh("E1", 1, ["Rest", ""])).kind(),
        ErrorKind::InvalidCard
    );
    let error = refused(&mut s, lh("E1", 0, ["Rest", "Talk"]));
    assert_eq!(
        error.message(sp),
        "Life Happens card \"Event E1\" (id E1) has Pressure 0: Pressure is 1 to 5."
    );
    s.record(lh("E1", 5, ["Rest", "Talk"])).unwrap();
    assert_eq!(
        refused(&mut s, act("A1", " ", Effect::default())).kind(),
        ErrorKind::InvalidCard
    );
    let error = refused(
        &mut s,
        Event::LoadCardDrawn {
            seat: Seat(1),
            card: load_card("L9", ["", "Talk"]),
        },
    );
    assert_eq!(error.kind(), ErrorKind::InvalidCard);
}

#[test]
fn an_adjustment_that_changes_nothing() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    let error = refused(&mut s, adjust(1, Effect::default()));
    assert_eq!(error.kind(), ErrorKind::EmptyAdjustment);
    assert!(error.message(sp).contains("Ben"), "{error}");
}

#[test]
fn nothing_to_undo_or_redo() {
    let mut s = Session::new(setup_of(&["Ana", "Ben"], 0)).unwrap();
    assert_eq!(s.undo().unwrap_err().kind(), ErrorKind::NothingToUndo);
    assert_eq!(s.redo().unwrap_err().kind(), ErrorKind::NothingToRedo);
    s.record(Event::LoadCardDrawn {
        seat: Seat(0),
        card: load_card("L1", ["Rest", "Talk"]),
    })
    .unwrap();
    s.undo().unwrap();
    s.record(Event::LoadCardDrawn {
        seat: Seat(1),
        card: load_card("L2", ["Rest", "Talk"]),
    })
    .unwrap();
    assert_eq!(
        s.redo().unwrap_err().kind(),
        ErrorKind::NothingToRedo,
        "a new event clears redo"
    );
}

#[test]
fn amend_a_step_that_has_no_such_card() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    let before = s.clone();
    let wrong_deck = s
        .amend(3, AnyCard::Action(action("A1", "Rest", Effect::default())))
        .unwrap_err();
    assert_eq!(wrong_deck.kind(), ErrorKind::AmendMismatch);
    assert_eq!(
        wrong_deck.message(sp),
        "Step 3 holds a Life Happens card, not an Action card: choose a Life Happens card."
    );
    let no_card = s
        .amend(0, AnyCard::LifeHappens(life("E2", 1, ["Rest", "Talk"])))
        .unwrap_err();
    assert_eq!(no_card.kind(), ErrorKind::AmendMismatch);
    let missing = s
        .amend(9, AnyCard::LifeHappens(life("E2", 1, ["Rest", "Talk"])))
        .unwrap_err();
    assert_eq!(missing.kind(), ErrorKind::AmendMismatch);
    let invalid = s
        .amend(3, AnyCard::LifeHappens(life("E2", 12, ["Rest", "Talk"])))
        .unwrap_err();
    assert_eq!(invalid.kind(), ErrorKind::InvalidCard);
    assert_eq!(s, before);
}

#[test]
fn amend_that_makes_a_later_step_invalid() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    // Ana to Load 5 (step 3); round 1: Ana (4..6), Ben (7..9), Turning Point (10); round 2: Ben,
    // then Ana (14).
    for (i, event) in [
        adjust(0, eff(2, 0, 0, 0)),
        lh("E1", 1, ["Rest", "Talk"]),
        act("A1", "Sing", Effect::default()),
        Event::TurnEnded,
        lh("E2", 1, ["Rest", "Talk"]),
        act("A2", "Sing", Effect::default()),
        Event::TurnEnded,
        tp("T1", Scope::Everyone, Effect::default()),
        lh("E3", 1, ["Rest", "Talk"]),
        act("A3", "Sing", Effect::default()),
        Event::TurnEnded,
        lh("E4", 1, ["Rest", "Talk"]),
    ]
    .into_iter()
    .enumerate()
    {
        assert_eq!(s.record(event).unwrap().index, i + 3);
    }
    let before = s.clone();
    let error = s
        .amend(4, AnyCard::LifeHappens(life("E9", 5, ["Rest", "Talk"])))
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::AmendConflict);
    assert_eq!(
        error.message(sp),
        "Step 4 can't take this card: step 14 (round 2, Ana's Life Happens) would no longer \
         fit, because Ana would begin that turn at Load 10 (overloaded), and an overloaded turn \
         has no Life Happens card. Ways forward: if step 14 did not happen that way either, undo \
         back to it (1 step), make this correction, then record step 14 and what followed as it \
         happened; or keep step 4 as recorded and record an adjustment (correction) for the \
         difference."
    );
    let conflict = error
        .conflict(sp)
        .expect("the refusal names the step that breaks");
    assert_eq!(
        (conflict.at, conflict.breaks, conflict.undo_steps),
        (4, 14, 1)
    );
    assert_eq!(
        conflict.note,
        "This step would no longer fit if step 4 were changed."
    );
    assert_eq!(s, before, "a refused amendment changes nothing");
}

#[test]
fn files_that_are_not_sessions() {
    let sp = &Speaker::ENGLISH;
    let not_json = SessionFile::from_json("{ not json").unwrap_err();
    assert_eq!(not_json.kind(), ErrorKind::DamagedFile);
    let catalog =
        SessionFile::from_json(r#"{"format":"loadout-catalog","version":1}"#).unwrap_err();
    assert_eq!(catalog.kind(), ErrorKind::DamagedFile);
    assert!(
        catalog.message(sp).contains("“loadout-catalog”"),
        "{catalog}"
    );
    let no_setup = SessionFile::from_json(
        r#"{"format":"loadout-session","version":1,"events":[{"type":"turn_ended"}]}"#,
    )
    .unwrap_err();
    assert_eq!(no_setup.kind(), ErrorKind::DamagedFile);
}

#[test]
fn a_file_from_a_newer_app() {
    let error = SessionFile::from_json(
        r#"{"format":"loadout-session","version":5,"events":[{"type":"hologram"}]}"#,
    )
    .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NewerFormat);
}

#[test]
fn a_log_that_does_not_replay() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    let mut file = s.to_file(SessionMeta::default());
    file.events.push(lh("E2", 1, ["Rest", "Talk"]));
    let error = reopened(&file);
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert_eq!(
        error.message(sp),
        "This session file is damaged: step 4 (round 1, Ana's Life Happens) does not fit the rules \
         (Ana has drawn their Life Happens card: record their Action next). Nothing was changed on disk."
    );
}
