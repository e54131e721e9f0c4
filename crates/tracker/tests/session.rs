//! The session log: undo, redo, amend, history, the view and the session file.

mod common;

use common::*;
use expect_test::expect;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::state::{Phase, TurnStep};
use loadout_tracker::*;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;

fn two_players() -> Session {
    started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]])
}

#[test]
fn undo_refolds_and_redo_reappends() {
    let mut s = two_players();
    let after_setup = s.clone();
    s.record(lh("E1", 2, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Rest", eff(0, 1, 0, 0))).unwrap();
    let played = s.clone();
    s.undo().unwrap();
    s.undo().unwrap();
    assert_eq!(s.state(), after_setup.state());
    assert_eq!(s.ledger(), after_setup.ledger());
    assert_eq!(s.redo_events().len(), 2);
    s.redo().unwrap();
    s.redo().unwrap();
    assert_eq!(s, played);
}

#[test]
fn undo_reaches_back_into_setup_but_not_past_it() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    assert_eq!(
        s.view(sp).chart[0].points.len(),
        1,
        "the Start point exists once every Load card is drawn"
    );
    s.undo().unwrap();
    assert_eq!(s.state().phase, Phase::LoadCards);
    assert!(s.view(sp).chart[0].points.is_empty());
    s.undo().unwrap();
    assert_eq!(s.len(), 1);
    assert!(!s.view(sp).can_undo);
    assert_eq!(s.undo().unwrap_err().kind(), ErrorKind::NothingToUndo);
}

#[test]
fn amend_recomputes_every_later_number() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    s.record(Event::TurnEnded).unwrap();
    s.record(lh("E2", 1, ["Rest", "Talk"])).unwrap();
    s.undo().unwrap();
    assert_eq!(tracks(&s, 0), (4, 3, 1, 0));
    // The Action was in fact a Talk card: match bonus and Ana's Load card resolve.
    s.amend(4, AnyCard::Action(action("A7", "Talk", eff(0, 1, 0, 0))))
        .unwrap();
    assert_eq!(tracks(&s, 0), (1, 4, 2, 0));
    assert_eq!(
        s.label(sp, &s.ledger()[4]),
        "Ana: Action “Action A7” (Talk)"
    );
    assert!(s.redo_events().is_empty(), "amending the past clears redo");
    assert_eq!(s, Session::replay(s.events().to_vec(), Vec::new()).unwrap());
}

#[test]
fn history_lists_every_step_with_its_amendable_card() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(adjust(1, eff(0, 0, 1, 0))).unwrap();
    let history = s.entries(sp);
    let rows: Vec<_> = history
        .iter()
        .map(|h| {
            (
                h.index,
                h.round,
                h.label.as_str(),
                h.card.as_ref().map(|c| c.deck()),
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (0, 1, "Setup: 2 players, Ana starts", None),
            (
                1,
                1,
                "Ana: Load card “Load L0” (Rest, Talk)",
                Some(Deck::Load)
            ),
            (
                2,
                1,
                "Ben: Load card “Load L1” (Move, Plan)",
                Some(Deck::Load)
            ),
            (
                3,
                1,
                "Ana: Life Happens “Event E1”, Pressure 1 (Rest, Talk)",
                Some(Deck::LifeHappens)
            ),
            (4, 1, "Ben: adjustment (house rule)", None),
        ]
    );
}

#[test]
fn the_view_shows_the_table() {
    let sp = &Speaker::ENGLISH;
    let names = ["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"];
    let relief = [["Rest", "Talk"]; 6];
    let mut s = started(&names, 4, &relief);
    s.record(adjust(4, eff(7, 0, 0, 0))).unwrap();
    let view = s.view(sp);
    assert_eq!(view.log_len, 8);
    assert!(view.can_undo && !view.can_redo);
    assert_eq!(
        (view.hand.action, view.hand.brotherhood),
        (2, 1),
        "2 Action cards each at a table of 6"
    );
    assert_eq!((view.round, view.rounds), (1, 6));
    assert_eq!(
        view.phase,
        Phase::Turn {
            seat: Seat(4),
            step: TurnStep::Action,
            overloaded: true
        }
    );
    assert_eq!(
        view.prompt,
        "Round 1 · Eve is overloaded this turn: no Life Happens card; record their Action"
    );
    let eve = &view.players[4];
    assert!(eve.overloaded && eve.active && eve.starting && eve.brotherhood_available);
    assert_eq!((eve.load, eve.score), (10, 4));
    assert!(view.players.iter().filter(|p| p.active).count() == 1);
    assert!(view.legal.action && !view.legal.life_happens);
    assert_eq!(view.latest.as_ref().map(|e| e.index), Some(7));
    assert_eq!(view.standings.rows.len(), 6);
    assert_eq!(view.decks.len(), 5);
    assert_eq!(view.chart.len(), 6);
}

#[test]
fn a_card_already_in_the_discard_pile_is_noted() {
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    s.record(Event::TurnEnded).unwrap();
    let entry = s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    assert_eq!(
        entry.notes,
        vec![Note::CardInDiscard {
            deck: Deck::LifeHappens,
            card: "E1".into()
        }]
    );
}

/// The discard pile says when every printed copy of a card is in it, so the card pickers can say
/// so without counting copies themselves (the UI applies no rule, #13).
#[test]
fn the_discard_pile_says_when_every_copy_is_in_it() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    let mut twice = act("A1", "Sing", Effect::default());
    if let Event::ActionPlayed { card } = &mut twice {
        card.copies = 2;
    }
    s.record(twice.clone()).unwrap();
    s.record(Event::TurnEnded).unwrap();
    let pile = |s: &Session, deck: Deck| {
        let view = s.view(sp);
        let status = view.decks.iter().find(|d| d.deck == deck).unwrap().clone();
        status
            .discard
            .iter()
            .map(|d| (d.card.to_string(), d.count, d.all))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        pile(&s, Deck::Action),
        [("A1".to_owned(), 1, false)],
        "one copy of two"
    );
    assert_eq!(
        pile(&s, Deck::LifeHappens),
        [("E1".to_owned(), 1, true)],
        "the only copy"
    );
    s.record(lh("E2", 1, ["Rest", "Talk"])).unwrap();
    s.record(twice).unwrap();
    assert_eq!(
        pile(&s, Deck::Action),
        [("A1".to_owned(), 2, true)],
        "both copies"
    );
}

#[test]
fn a_session_file_round_trips() {
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", eff(0, 0, 0, 2))).unwrap();
    s.undo().unwrap();
    let meta = SessionMeta {
        created: Some("2025-01-01T10:00:00Z".into()),
        updated: None,
    };
    let json = s.to_file(meta.clone()).to_json();
    let file = SessionFile::from_json(&json).unwrap();
    assert_eq!(file.meta, meta);
    assert_eq!(file.redo.len(), 1, "redo survives a save");
    assert_eq!(file.into_session().unwrap(), s);
}

#[test]
fn the_session_file_format() {
    let mut s = Session::new(setup_of(&["Ana", "Ben"], 1)).unwrap();
    s.record(Event::LoadCardDrawn {
        seat: Seat(0),
        card: load_card("L1", ["Rest", "Talk"]),
    })
    .unwrap();
    s.record(adjust(0, eff(0, 1, 0, 0))).unwrap();
    s.undo().unwrap();
    expect![[r#"
        {
          "format": "loadout-session",
          "version": 1,
          "meta": {
            "created": null,
            "updated": null
          },
          "events": [
            {
              "type": "setup",
              "rules": "v1.1",
              "players": [
                "Ana",
                "Ben"
              ],
              "starting_seat": 1,
              "starting_seat_random": false,
              "real_talk": false,
              "catalog": {
                "name": "Test deck",
                "version": "1",
                "sample": true
              }
            },
            {
              "type": "load_card_drawn",
              "seat": 0,
              "card": {
                "id": "L1",
                "title": "Load L1",
                "relief": [
                  "Rest",
                  "Talk"
                ]
              }
            }
          ],
          "redo": [
            {
              "type": "adjusted",
              "seat": 0,
              "effect": {
                "load": 0,
                "connection": 1,
                "momentum": 0,
                "shield": 0
              },
              "reason": "house_rule"
            }
          ]
        }"#]]
    .assert_eq(&s.to_file(SessionMeta::default()).to_json());
}

#[test]
fn a_file_that_smuggles_text_into_an_end_of_turn_is_refused() {
    let sp = &Speaker::ENGLISH;
    let mut s = two_players();
    s.record(lh("E1", 2, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Rest", eff(0, 1, 0, 0))).unwrap();
    s.record(Event::TurnEnded).unwrap();
    let json = s.to_file(SessionMeta::default()).to_json();
    assert!(SessionFile::from_json(&json).is_ok());
    let tampered = json.replacen(
        r#""type": "turn_ended""#,
        r#""type": "turn_ended", "note": "said something""#,
        1,
    );
    assert_ne!(tampered, json, "the end of turn is in the file");
    let err = SessionFile::from_json(&tampered).unwrap_err();
    assert_eq!(err.kind(), ErrorKind::DamagedFile);
    assert!(
        err.message(sp).contains("unknown field “note”"),
        "{}",
        err.message(sp)
    );
}

#[test]
fn no_reshuffle_is_asked_for_after_the_game_is_over() {
    let sp = &Speaker::ENGLISH;
    // Two Brotherhood cards in the deck: both are dealt, so any card given empties the deck.
    let mut setup = setup_of(&["Ana", "Ben"], 0);
    setup.catalog.deck_sizes = Some(DeckSizes {
        load: 10,
        life_happens: 20,
        action: 30,
        brotherhood: 2,
        turning_point: 6,
    });
    let mut s = Session::new(setup).unwrap();
    for seat in 0..2 {
        s.record(Event::LoadCardDrawn {
            seat: Seat(seat),
            card: load_card(&format!("L{seat}"), ["Rest", "Talk"]),
        })
        .unwrap();
    }
    for round in 1..=6u8 {
        for turn in 0..2u8 {
            s.record(lh(&format!("E{round}{turn}"), 1, ["Ask", "Plan"]))
                .unwrap();
            s.record(act(&format!("A{round}{turn}"), "Sing", Effect::default()))
                .unwrap();
            if round == 6 && turn == 0 {
                let giver = 1 - s.state().active_seat().unwrap().0;
                s.record(give(giver, "B1", eff(0, 1, 0, 0))).unwrap();
            }
            s.record(Event::TurnEnded).unwrap();
        }
        let last = s
            .record(tp(&format!("T{round}"), Scope::Everyone, Effect::default()))
            .unwrap()
            .clone();
        if round == 6 {
            assert!(
                !last
                    .notes
                    .iter()
                    .any(|n| matches!(n, Note::DeckEmpty { .. })),
                "nobody draws after the last Turning Point: {:?}",
                last.notes
            );
        }
    }
    assert_eq!(s.state().phase, Phase::GameOver);
    let view = s.view(sp);
    assert!(view.legal.reshuffle.is_empty());
    assert!(
        view.decks.iter().all(|d| !d.reshuffle_needed),
        "no deck asks for a reshuffle once the game is over: {:?}",
        view.decks
    );
    assert!(
        !view.latest.unwrap().notes.iter().any(|n| n.warning),
        "the last step warns of nothing"
    );
}

#[test]
fn the_view_says_who_plays_next_and_whom_a_turning_point_would_touch() {
    let sp = &Speaker::ENGLISH;
    use loadout_words::view::TurnState::{Current, Done, Upcoming};
    let mut s = started(
        &["Ana", "Ben", "Cal"],
        1,
        &[["Rest", "Talk"], ["Move", "Plan"], ["Ask", "Move"]],
    );
    let order = |s: &Session| -> Vec<(String, loadout_words::view::TurnState)> {
        s.view(sp)
            .turn_order
            .iter()
            .map(|t| (t.name.clone(), t.state))
            .collect()
    };
    let names = |list: [(&str, loadout_words::view::TurnState); 3]| {
        list.map(|(n, t)| (n.to_owned(), t)).to_vec()
    };
    assert_eq!(
        order(&s),
        names([("Ben", Current), ("Cal", Upcoming), ("Ana", Upcoming)])
    );
    for pressure in [2, 1, 3] {
        assert!(
            s.view(sp).turning_point_preview.is_empty(),
            "none during a turn"
        );
        s.record(lh(&format!("E{pressure}"), pressure, ["Ask", "Plan"]))
            .unwrap();
        s.record(act("A1", "Sing", Effect::default())).unwrap();
        if pressure == 2 {
            s.record(Event::TurnEnded).unwrap();
            assert_eq!(
                order(&s),
                names([("Ben", Done), ("Cal", Current), ("Ana", Upcoming)])
            );
        } else {
            s.record(Event::TurnEnded).unwrap();
        }
    }
    assert_eq!(
        order(&s),
        names([("Ben", Done), ("Cal", Done), ("Ana", Done)])
    );
    let preview: Vec<String> = s
        .view(sp)
        .turning_point_preview
        .into_iter()
        .map(|p| p.text)
        .collect();
    assert_eq!(
        preview,
        [
            "Every player: Ana, Ben and Cal",
            "The player(s) with the highest Load: Ana (Load 6)",
            "The player(s) with the lowest Load: Cal (Load 4)",
            "The player(s) with the highest Connection: Ana, Ben and Cal (Connection 3)",
            "The player(s) with the lowest Connection: Ana, Ben and Cal (Connection 3)",
            "The player(s) with the highest Momentum: Ana, Ben and Cal (Momentum 1)",
            "The player(s) with the lowest Momentum: Ana, Ben and Cal (Momentum 1)",
            "The round's starting player: Ben",
        ]
    );
    let said: Vec<String> = s.view(sp).turn_order.into_iter().map(|t| t.said).collect();
    assert_eq!(
        said,
        [
            "1st to play this round, done",
            "2nd to play this round, done",
            "3rd to play this round, done",
        ]
    );
    let touches: Vec<String> = s
        .view(sp)
        .turning_point_preview
        .into_iter()
        .map(|p| p.touches)
        .collect();
    assert_eq!(
        touches[..3],
        [
            "Would touch Ana, Ben and Cal",
            "Would touch Ana (Load 6)",
            "Would touch Cal (Load 4)",
        ],
        "said beside a card, which prints its scope"
    );
    s.record(tp("T1", Scope::Everyone, Effect::default()))
        .unwrap();
    assert_eq!(
        order(&s),
        names([("Cal", Current), ("Ana", Upcoming), ("Ben", Upcoming)]),
        "round 2 starts one seat on"
    );
}

#[test]
fn after_a_brotherhood_gift_step_5_is_done_and_says_who_gave_what() {
    let sp = &Speaker::ENGLISH;
    use loadout_tracker::turn::{Step, StepState};
    let mut s = two_players();
    s.record(lh("E1", 1, ["Rest", "Talk"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    let step5 = |s: &Session| {
        let turn = s.view(sp).turn.expect("Ana's turn");
        let step = turn.steps.into_iter().find(|x| x.step == Step::Brotherhood);
        step.map(|x| (x.state, x.detail))
    };
    assert_eq!(
        step5(&s),
        Some((
            StepState::Current,
            Some("Did another player give Ana a Brotherhood card? Who gave it:".to_owned())
        ))
    );
    s.record(give(1, "B1", eff(0, 1, 0, 0))).unwrap();
    assert_eq!(
        step5(&s),
        Some((
            StepState::Done,
            Some("Given: Ana: Brotherhood “Support B1” from Ben.".to_owned())
        ))
    );
}
