//! Every worked example of `docs/rules.md` ("Worked examples"), step by step.

mod common;

use common::*;
use loadout_tracker::score::{score, standings, DecidedBy};
use loadout_tracker::state::{Phase, TurnStep};
use loadout_tracker::*;
use loadout_words::Said;
use loadout_words::Speaker;

#[test]
fn a_normal_turn() {
    let mut s = started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]]);
    assert_eq!(tracks(&s, 0), (3, 3, 1, 0));

    s.record(lh("E1", 2, ["Talk", "Move"])).unwrap();
    assert_eq!(tracks(&s, 0), (5, 3, 1, 0));

    let entry = s
        .record(act("A1", "Talk", eff(-1, 1, 0, 0)))
        .unwrap()
        .clone();
    // Action, match bonus, then resolution.
    let steps: Vec<_> = entry
        .changes
        .iter()
        .map(|c| (c.stat, c.after, c.cause))
        .collect();
    assert_eq!(
        steps,
        vec![
            (Stat::Load, 4, Cause::Action),
            (Stat::Connection, 4, Cause::Action),
            (Stat::Load, 3, Cause::MatchBonus),
            (Stat::Load, 1, Cause::LoadResolved),
            (Stat::Momentum, 2, Cause::LoadResolved),
        ]
    );
    assert!(
        s.state().players[0].load_cards.is_empty(),
        "the resolved card is discarded"
    );

    s.record(give(1, "B1", eff(0, 1, 0, 0))).unwrap();
    assert_eq!(tracks(&s, 0), (1, 5, 2, 0));
    assert_eq!(score(&s.state().players[0]), 16);
}

#[test]
fn shield_absorbs_part_of_the_pressure() {
    let mut s = started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]]);
    s.record(adjust(0, eff(0, 0, 0, 1))).unwrap();
    let entry = s.record(lh("E1", 3, ["Talk", "Move"])).unwrap().clone();
    assert_eq!(tracks(&s, 0), (5, 3, 1, 0), "Load +2, Shield 0");
    let causes: Vec<_> = entry
        .changes
        .iter()
        .map(|c| (c.stat, c.requested, c.cause))
        .collect();
    assert_eq!(
        causes,
        vec![
            (Stat::Shield, -1, Cause::ShieldAbsorbed),
            (Stat::Load, 2, Cause::Pressure)
        ]
    );
}

#[test]
fn shield_absorbs_all_of_the_pressure_and_keeps_the_rest() {
    let mut s = started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]]);
    s.record(adjust(0, eff(0, 0, 0, 2))).unwrap();
    s.record(lh("E1", 1, ["Talk", "Move"])).unwrap();
    assert_eq!(
        tracks(&s, 0),
        (3, 3, 1, 1),
        "Load +0, Shield 1 left for later"
    );
}

#[test]
fn clamping_happens_after_each_step() {
    let mut s = started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]]);
    s.record(adjust(0, eff(6, 0, 0, 0))).unwrap();
    assert_eq!(tracks(&s, 0).0, 9);
    let pressure = s.record(lh("E1", 3, ["Sing", "Move"])).unwrap().changes[0].clone();
    assert_eq!(
        (pressure.before, pressure.after, pressure.requested),
        (9, 10, 3)
    );
    assert!(
        pressure.clamped(),
        "the ledger says the track stopped at 10"
    );
    s.record(act("A1", "Plan", eff(-1, 0, 0, 0))).unwrap();
    assert_eq!(tracks(&s, 0).0, 9, "Load 9, not 10");
}

#[test]
fn overloaded_recovery_turn() {
    let sp = &Speaker::ENGLISH;
    let mut s = started(&["Ana", "Ben"], 0, &[["Rest", "Talk"], ["Move", "Plan"]]);
    s.record(adjust(1, eff(7, 0, 0, 0))).unwrap();
    s.record(lh("E1", 1, ["Talk", "Move"])).unwrap();
    s.record(act("A1", "Sing", Effect::default())).unwrap();
    let end = s.record(Event::TurnEnded).unwrap().clone();
    assert_eq!(end.notes, vec![Note::Overloaded { seat: Seat(1) }]);
    assert_eq!(
        s.state().phase,
        Phase::Turn {
            seat: Seat(1),
            step: TurnStep::Action,
            overloaded: true
        }
    );
    assert_eq!(
        loadout_words::prompt(sp, s.state()),
        "Round 1 · Ben is overloaded this turn: no Life Happens card; record their Action"
    );

    let refused = s.record(lh("E2", 1, ["Move", "Plan"])).unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::Overloaded);
    assert!(
        refused
            .message(sp)
            .starts_with("Ben is overloaded this turn"),
        "{refused}"
    );

    let entry = s
        .record(act("A2", "Move", eff(0, 0, 1, 0)))
        .unwrap()
        .clone();
    let steps: Vec<_> = entry
        .changes
        .iter()
        .map(|c| (c.stat, c.after, c.cause))
        .collect();
    assert_eq!(
        steps,
        vec![
            (Stat::Momentum, 2, Cause::Action),
            (Stat::Load, 9, Cause::Recovery),
            (Stat::Load, 7, Cause::LoadResolved),
            (Stat::Momentum, 3, Cause::LoadResolved),
        ]
    );
    assert!(
        !entry.notes.contains(&Note::NoMatch),
        "no event, so no match to miss"
    );
    s.record(give(0, "B1", eff(0, 1, 0, 0))).unwrap();
    assert_eq!(
        tracks(&s, 1),
        (7, 4, 3, 0),
        "Brotherhood works as in a normal turn"
    );
}

#[test]
fn tie_break() {
    let mut s = started(
        &["Ana", "Ben", "Cal"],
        0,
        &[["Rest", "Talk"], ["Move", "Plan"], ["Move", "Plan"]],
    );
    // From L3 C3 M1: Ana L2 C5 M3, Ben L3 C6 M3, Cal L2 C5 M3.
    s.record(adjust(0, eff(-1, 2, 2, 0))).unwrap();
    s.record(adjust(1, eff(0, 3, 2, 0))).unwrap();
    s.record(adjust(2, eff(-1, 2, 2, 0))).unwrap();
    let table = standings(s.state());
    let rows: Vec<_> = table
        .rows
        .iter()
        .map(|r| (r.name.as_str(), r.score, r.place, r.decided_by))
        .collect();
    assert_eq!(
        rows,
        vec![
            ("Ana", 16, 1, DecidedBy::Shared),
            ("Cal", 16, 1, DecidedBy::Shared),
            ("Ben", 16, 3, DecidedBy::LowerLoad),
        ]
    );
    assert_eq!(
        table.winners,
        vec![Seat(0), Seat(2)],
        "a shared first place is a shared win"
    );
    assert!(!table.is_final);
}

/// The examples above are the ones `docs/rules.md` states: one test each, in its order. Adding
/// an example there, or deleting one, fails here until the tests follow.
#[test]
fn the_worked_examples_of_docs_rules_md_are_these_tests() {
    let doc = include_str!("../../../docs/rules.md");
    let section = doc
        .split("## Worked examples")
        .nth(1)
        .expect("docs/rules.md has a Worked examples section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let examples: Vec<&str> = section.split("**").skip(1).step_by(2).collect();
    assert_eq!(
        examples,
        [
            "A normal turn.",     // a_normal_turn
            "Shield.",            // shield_absorbs_*
            "Clamping per step.", // clamping_happens_after_each_step
            "Overloaded.",        // overloaded_recovery_turn
            "Tie-break.",         // tie_break
        ]
    );
}
