//! Mistakes fixed at the table: an amended card or a forgotten step inserted before a later
//! one refolds everything, or is refused naming the later step that would break and the ways
//! forward; undo and redo treat an insertion as one change, and a session file keeps it.

mod common;

use common::*;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::*;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;

const SCHEMA: &str = include_str!("../../../docs/schemas/session.schema.json");

fn three_players() -> Session {
    started(
        &["Ana", "Ben", "Cal"],
        0,
        &[["Rest", "Talk"], ["Move", "Plan"], ["Ask", "Move"]],
    )
}

/// Round 1 of three players with no Brotherhood, up to Cal's Action: Ana's steps 4 to 6, Ben's 7
/// to 9, Cal's 10 and 11.
fn round_one(s: &mut Session) {
    for event in [
        lh("E1", 1, ["Rest", "Talk"]),
        act("A1", "Sing", Effect::default()),
        Event::TurnEnded,
        lh("E2", 1, ["Rest", "Talk"]),
        act("A2", "Sing", Effect::default()),
        Event::TurnEnded,
        lh("E3", 1, ["Rest", "Talk"]),
        act("A3", "Sing", Effect::default()),
    ] {
        s.record(event).unwrap();
    }
}

#[test]
fn a_forgotten_brotherhood_card_is_inserted_and_everything_refolds() {
    let sp = &Speaker::ENGLISH;
    let mut s = three_players();
    round_one(&mut s);
    let before = s.clone();
    assert_eq!(tracks(&s, 0), (4, 3, 1, 0));
    // Ben gave Ana a card before her turn ended (step 6), and nobody recorded it.
    s.insert(6, give(1, "B1", eff(0, 2, 0, 0))).unwrap();
    assert_eq!(s.len(), before.len() + 1);
    assert_eq!(tracks(&s, 0), (4, 5, 1, 0));
    assert_eq!(
        s.label(sp, &s.ledger()[6]),
        "Ana: Brotherhood “Support B1” from Ben"
    );
    assert_eq!(s.label(sp, &s.ledger()[7]), "Ana: end of turn");
    assert!(!s.state().players[1].brotherhood_available);
    assert_eq!(
        s,
        Session::replay(s.events().to_vec(), Vec::new())
            .unwrap()
            .with_insertions(s.insertions().to_vec(), &[])
            .unwrap(),
        "an insertion is the fold of the corrected log"
    );
}

#[test]
fn undo_and_redo_treat_an_insertion_as_one_change() {
    let mut s = three_players();
    round_one(&mut s);
    let before = s.clone();
    s.insert(6, give(1, "B1", eff(0, 2, 0, 0))).unwrap();
    let inserted = s.clone();
    s.record(Event::TurnEnded).unwrap();
    let recorded = s.clone();

    s.undo().unwrap();
    assert_eq!(
        s.events(),
        inserted.events(),
        "the step recorded last goes first"
    );
    s.undo().unwrap();
    assert_eq!(
        s.events(),
        before.events(),
        "then the inserted step, not the last one"
    );
    assert_eq!(s.state(), before.state());
    assert_eq!(s.ledger(), before.ledger());
    assert_eq!(s.redo_events().len(), 2);

    s.redo().unwrap();
    assert_eq!(
        s.events(),
        inserted.events(),
        "redo puts it back where it was"
    );
    s.redo().unwrap();
    assert_eq!(s, recorded);
}

#[test]
fn a_session_file_keeps_an_insertion_for_undo_and_redo() {
    let mut s = three_players();
    round_one(&mut s);
    let before = s.clone();
    s.insert(6, give(1, "B1", eff(0, 2, 0, 0))).unwrap();
    let file = s.to_file(SessionMeta::default());
    assert_eq!(
        file.version, 2,
        "only a file with an insertion needs version 2"
    );
    let json = file.to_json();
    assert!(json.contains("\"inserted\""), "{json}");
    let schema: serde_json::Value = serde_json::from_str(SCHEMA).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let instance: serde_json::Value = serde_json::from_str(&json).unwrap();
    let problems: Vec<String> = validator
        .iter_errors(&instance)
        .map(|e| e.to_string())
        .collect();
    assert!(
        problems.is_empty(),
        "the schema describes version 2: {problems:?}"
    );
    let mut reopened = SessionFile::from_json(&json)
        .unwrap()
        .into_session()
        .unwrap();
    assert_eq!(reopened, s);
    reopened.undo().unwrap();
    assert_eq!(reopened.events(), before.events());

    let undone = reopened.to_file(SessionMeta::default());
    assert_eq!(undone.version, 2);
    assert_eq!(undone.redo_inserted.len(), 1);
    let mut again = SessionFile::from_json(&undone.to_json())
        .unwrap()
        .into_session()
        .unwrap();
    again.redo().unwrap();
    assert_eq!(
        again.events(),
        s.events(),
        "redo after reopening inserts it where it was"
    );

    let plain = before.to_file(SessionMeta::default());
    assert_eq!(
        plain.version, 1,
        "every other file stays readable by older apps"
    );
    assert!(!plain.to_json().contains("inserted"));
}

#[test]
fn a_file_whose_insertions_do_not_fit_its_log_is_damaged() {
    let sp = &Speaker::ENGLISH;
    let mut s = three_players();
    round_one(&mut s);
    s.insert(6, give(1, "B1", eff(0, 2, 0, 0))).unwrap();
    let json = s.to_file(SessionMeta::default()).to_json();
    let len = s.len();
    let bad = json.replace(
        &format!("\"log_len\": {len}"),
        &format!("\"log_len\": {}", len + 5),
    );
    assert_ne!(bad, json);
    let error = SessionFile::from_json(&bad)
        .unwrap()
        .into_session()
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    let old = json.replace("\"version\": 2", "\"version\": 1");
    let error = SessionFile::from_json(&old).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::DamagedFile);
    assert!(error.message(sp).contains("version 2"), "{error}");
}

#[test]
fn an_insertion_that_breaks_a_later_step_names_it_and_the_ways_forward() {
    let sp = &Speaker::ENGLISH;
    let mut s = three_players();
    round_one(&mut s);
    // Cal's turn: Ben gives Cal his card (step 12).
    s.record(give(1, "B2", eff(0, 1, 0, 0))).unwrap();
    let before = s.clone();
    let error = s.insert(6, give(1, "B1", eff(0, 2, 0, 0))).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::AmendConflict);
    assert_eq!(
        error.message(sp),
        "A Brotherhood card can't be inserted before step 6: step 12 (round 1, Cal's \
         Brotherhood) would no longer fit, because Ben would already have given their \
         Brotherhood card in round 1 (once per round). Ways forward: if step 12 did not happen \
         that way either, undo back to it (1 step), make this correction, then record step 12 \
         and what followed as it happened; or record an adjustment (correction) for what the \
         forgotten Brotherhood card changed, instead of inserting it."
    );
    let conflict = error.conflict(sp).expect("a conflict names the later step");
    assert_eq!(
        (conflict.at, conflict.breaks, conflict.undo_steps),
        (6, 12, 1)
    );
    assert_eq!(
        conflict.note,
        "This step would no longer fit if a Brotherhood card were inserted before step 6."
    );
    assert_eq!(s, before, "a refused insertion changes nothing");
}

#[test]
fn an_insertion_that_does_not_fit_where_it_goes_is_refused() {
    let sp = &Speaker::ENGLISH;
    let mut s = three_players();
    round_one(&mut s);
    let before = s.clone();
    // Step 7 is Ben's Life Happens: his turn has not begun, so no Brotherhood card goes there.
    let error = s.insert(7, give(2, "B1", eff(0, 2, 0, 0))).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::AmendConflict);
    assert_eq!(
        error.message(sp),
        "A Brotherhood card can't be inserted before step 7: at that point Ben's turn would \
         wait for its Life Happens card, and a Brotherhood card does not fit there. Insert it \
         before the step that came right after it at the table."
    );
    assert_eq!(error.conflict(sp), None);
    for (at, event, kind) in [
        (0, Event::TurnEnded, ErrorKind::AmendMismatch),
        (s.len(), Event::TurnEnded, ErrorKind::AmendMismatch),
        (
            3,
            Event::Setup(setup_of(&["Ana", "Ben"], 0)),
            ErrorKind::WrongStep,
        ),
        (4, lh("E9", 12, ["Rest", "Talk"]), ErrorKind::InvalidCard),
    ] {
        assert_eq!(
            s.insert(at, event).unwrap_err().kind(),
            kind,
            "before step {at}"
        );
    }
    assert_eq!(s, before);
}

#[test]
fn a_load_card_drawn_late_that_overloads_a_later_turn_is_refused_in_words_of_a_correction() {
    let sp = &Speaker::ENGLISH;
    let mut s = three_players();
    s.record(adjust(1, eff(6, 0, 0, 0))).unwrap(); // Ben at Load 9 (step 4)
    round_one(&mut s);
    let before = s.clone();
    // A Load card for Ben during Ana's turn: Ben would begin his turn (step 8) at Load 10.
    let error = s
        .insert(
            6,
            Event::LoadCardDrawn {
                seat: Seat(1),
                card: load_card("L9", ["Rest", "Sing"]),
            },
        )
        .unwrap_err();
    assert_eq!(
        error.message(sp),
        "A Load card can't be inserted before step 6: step 8 (round 1, Ben's Life Happens) \
         would no longer fit, because Ben would begin that turn at Load 10 (overloaded), and an \
         overloaded turn has no Life Happens card. Ways forward: if step 8 did not happen that \
         way either, undo back to it (5 steps), make this correction, then record step 8 and \
         what followed as it happened; or record an adjustment (correction) for what the \
         forgotten Load card changed, instead of inserting it."
    );
    assert_eq!(s, before);
}

#[test]
fn an_amend_after_an_insertion_is_the_last_change() {
    let mut s = three_players();
    round_one(&mut s);
    s.insert(6, give(1, "B1", eff(0, 2, 0, 0))).unwrap();
    s.amend(5, AnyCard::Action(action("A9", "Sing", eff(0, 0, 1, 0))))
        .unwrap();
    assert!(s.insertions().is_empty());
    let last = s.events().last().cloned();
    s.undo().unwrap();
    assert_eq!(
        s.redo_events(),
        vec![last.unwrap()],
        "undo takes off the last step"
    );
}
