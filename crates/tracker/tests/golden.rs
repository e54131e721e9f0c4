//! Golden games: three full sessions whose every number was worked out by hand from the rules
//! (tests/golden/*.expected.md). The tracker must reach the same numbers; a failure names the event.

use loadout_tracker::score::{standings, DecidedBy};
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::state::{Phase, TurnStep};
use loadout_tracker::{CardId, Cause, Deck, Event, Note, Seat, Stat};
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use serde_json::Value;

const TWO: &str = include_str!("../../../tests/golden/two-players.json");
const FOUR: &str = include_str!("../../../tests/golden/four-players.json");
const SIX: &str = include_str!("../../../tests/golden/six-players.json");
const SCHEMA: &str = include_str!("../../../docs/schemas/session.schema.json");

/// One row of the expected final standings: place, name, L, C, M, score, decided by, shared.
type Row = (u8, &'static str, u8, u8, u8, i16, DecidedBy, bool);

/// Expected tracks of every player (L/C/M, seat order) at Start and after rounds 1 to 6,
/// copied from the "Tracks at each round end" table of the `.expected.md`.
type Chart = [[(u8, u8, u8); 7]];

fn open(text: &str) -> Session {
    SessionFile::from_json(text)
        .expect("golden file reads")
        .into_session()
        .expect("golden file replays")
}

fn events(text: &str) -> Vec<Event> {
    SessionFile::from_json(text)
        .expect("golden file reads")
        .events
}

/// The session after the first `len` events of a golden file.
fn after(text: &str, len: usize) -> Session {
    let mut events = events(text);
    events.truncate(len);
    Session::replay(events, Vec::new()).expect("prefix replays")
}

/// Load, Connection, Momentum, Shield of `seat`.
fn tracks(session: &Session, seat: u8) -> (u8, u8, u8, u16) {
    let p = session
        .state()
        .player(Seat(seat))
        .expect("seat at the table");
    (p.load.get(), p.connection.get(), p.momentum.get(), p.shield)
}

fn load_cards(session: &Session, seat: u8) -> Vec<String> {
    let p = session
        .state()
        .player(Seat(seat))
        .expect("seat at the table");
    p.load_cards.iter().map(|c| c.id.0.clone()).collect()
}

/// The changes the ledger gives for event `index`, with their causes, in order.
fn why(session: &Session, index: usize) -> Vec<(u8, Stat, u16, u16, i16, Cause)> {
    let entry = &session.ledger()[index];
    assert_eq!(entry.index, index);
    entry
        .changes
        .iter()
        .map(|c| (c.seat.0, c.stat, c.before, c.after, c.requested, c.cause))
        .collect()
}

fn check_final(name: &str, session: &Session, rows: &[Row], winners: &[u8]) {
    let st = standings(session.state());
    assert_eq!(session.state().phase, Phase::GameOver, "{name}: game over");
    assert!(st.is_final, "{name}: standings are final");
    let got: Vec<Row> = st
        .rows
        .iter()
        .map(|r| {
            let name: &'static str = rows.iter().find(|e| e.1 == r.name).map_or("?", |e| e.1);
            (
                r.place,
                name,
                r.load,
                r.connection,
                r.momentum,
                r.score,
                r.decided_by,
                r.shared,
            )
        })
        .collect();
    assert_eq!(got, rows, "{name}: final standings");
    let got_winners: Vec<u8> = st.winners.iter().map(|s| s.0).collect();
    assert_eq!(got_winners, winners, "{name}: winners");
}

fn check_chart(name: &str, session: &Session, chart: &Chart) {
    let sp = &Speaker::ENGLISH;
    let view = session.view(sp);
    assert_eq!(
        view.chart.len(),
        chart.len(),
        "{name}: one series per player"
    );
    for (series, expected) in view.chart.iter().zip(chart) {
        let labels: Vec<&str> = series.points.iter().map(|p| p.label.as_str()).collect();
        assert_eq!(
            labels,
            ["Start", "R1", "R2", "R3", "R4", "R5", "R6"],
            "{name}: chart labels"
        );
        let got: Vec<(u8, u8, u8)> = series
            .points
            .iter()
            .map(|p| (p.load, p.connection, p.momentum))
            .collect();
        assert_eq!(
            got, expected,
            "{name}: {}'s tracks at round ends",
            series.name
        );
    }
}

/// Reading, writing and reading again gives the same session; and the writer still produces
/// exactly the event JSON of the golden file (a renamed field or tag would show here).
fn check_format(name: &str, text: &str) {
    let file = SessionFile::from_json(text).expect("golden file reads");
    let again = SessionFile::from_json(&file.to_json()).expect("re-serialised file reads");
    assert_eq!(again, file, "{name}: file survives a write/read");

    let session = file.clone().into_session().expect("golden file replays");
    let written = session.to_file(file.meta.clone()).to_json();
    let reread = SessionFile::from_json(&written)
        .expect("written file reads")
        .into_session()
        .expect("written file replays");
    assert_eq!(reread.events(), session.events(), "{name}: same log");
    assert_eq!(reread.state(), session.state(), "{name}: same state");

    let original: Value = serde_json::from_str(text).unwrap();
    let rewritten: Value = serde_json::from_str(&written).unwrap();
    assert_eq!(
        rewritten["events"], original["events"],
        "{name}: events written exactly as in the golden file"
    );
    assert_eq!(rewritten["format"], "loadout-session");
    assert_eq!(rewritten["version"], 1);
    assert_eq!(
        session.to_file(SessionMeta::default()).events.len(),
        original["events"].as_array().unwrap().len()
    );
}

// ---------------------------------------------------------------- two players

#[test]
fn two_players_final() {
    use DecidedBy::*;
    let s = open(TWO);
    assert_eq!(s.len(), 48);
    check_final(
        "two",
        &s,
        &[
            (1, "Ana", 5, 10, 4, 19, LowerLoad, false),
            (2, "Ben", 7, 9, 7, 19, LowerLoad, false),
        ],
        &[0],
    );
    check_chart(
        "two",
        &s,
        &[
            [
                (3, 3, 1),
                (3, 4, 2),
                (1, 5, 2),
                (1, 6, 3),
                (3, 8, 2),
                (4, 9, 2),
                (5, 10, 4),
            ],
            [
                (3, 3, 1),
                (5, 5, 1),
                (10, 5, 1),
                (6, 6, 3),
                (9, 8, 6),
                (8, 9, 7),
                (7, 9, 7),
            ],
        ],
    );
}

#[test]
fn two_players_turns() {
    // #14: Shield 2 absorbs all of Pressure 1.
    assert_eq!(tracks(&after(TWO, 15), 0), (3, 4, 2, 1));
    // #18: Shield 1 absorbs one of Pressure 3; Load +2.
    assert_eq!(tracks(&after(TWO, 19), 0), (3, 5, 2, 0));
    // #21: Ben begins at Load 10: no Life Happens, the Action is next.
    let s = after(TWO, 21);
    assert_eq!(
        s.state().phase,
        Phase::Turn {
            seat: Seat(1),
            step: TurnStep::Action,
            overloaded: true
        }
    );
    assert!(!s.state().legal_next().life_happens);
    // #21: Action Load +1 stops at 10, recovery 9, resolve 7, Momentum 1+1+1.
    let s = after(TWO, 22);
    assert_eq!(tracks(&s, 1), (7, 5, 3, 0));
    assert!(load_cards(&s, 1).is_empty());
    // #37, #38: docs/rules.md clamping example: Load 9 + Pressure 3 = 10; Action -1 = 9; match 8.
    assert_eq!(tracks(&after(TWO, 38), 1).0, 10);
    assert_eq!(tracks(&after(TWO, 39), 1), (8, 8, 7, 0));
}

#[test]
fn two_players_why() {
    use Cause::*;
    use Stat::*;
    let s = open(TWO);
    // #18: Shield pays 1 of the Pressure, Load takes the other 2.
    assert_eq!(
        why(&s, 18),
        [
            (0, Shield, 1, 0, -1, ShieldAbsorbed),
            (0, Load, 1, 3, 2, Pressure)
        ]
    );
    // #21: the recovery turn, step by step: the Action's Load +1 stops at 10 first.
    assert_eq!(
        why(&s, 21),
        [
            (1, Load, 10, 10, 1, Action),
            (1, Momentum, 1, 2, 1, Action),
            (1, Load, 10, 9, -1, Recovery),
            (1, Load, 9, 7, -2, LoadResolved),
            (1, Momentum, 2, 3, 1, LoadResolved),
        ]
    );
    // #37: Pressure 3 asked, 1 applied.
    assert_eq!(why(&s, 37), [(1, Load, 9, 10, 3, Pressure)]);
}

#[test]
fn two_players_format() {
    check_format("two", TWO);
}

// ---------------------------------------------------------------- four players

#[test]
fn four_players_final() {
    use DecidedBy::*;
    let s = open(FOUR);
    assert_eq!(s.len(), 93);
    check_final(
        "four",
        &s,
        &[
            (1, "Dee", 2, 9, 5, 22, HigherConnection, false),
            (2, "Ben", 2, 8, 6, 22, HigherConnection, false),
            (3, "Cal", 6, 10, 5, 19, Score, false),
            (4, "Ana", 4, 7, 5, 18, Score, false),
        ],
        &[3],
    );
    check_chart(
        "four",
        &s,
        &[
            [
                (3, 3, 1),
                (4, 4, 1),
                (4, 4, 1),
                (1, 5, 3),
                (1, 6, 4),
                (4, 7, 4),
                (4, 7, 5),
            ],
            [
                (3, 3, 1),
                (1, 5, 2),
                (0, 5, 2),
                (1, 6, 3),
                (2, 7, 5),
                (2, 8, 6),
                (2, 8, 6),
            ],
            [
                (3, 3, 1),
                (3, 3, 2),
                (2, 6, 3),
                (6, 7, 4),
                (4, 7, 4),
                (5, 9, 4),
                (6, 10, 5),
            ],
            [
                (3, 3, 1),
                (3, 3, 1),
                (4, 4, 1),
                (4, 5, 2),
                (2, 7, 2),
                (2, 7, 5),
                (2, 9, 5),
            ],
        ],
    );
}

#[test]
fn four_players_turns() {
    // #6: Cal draws a second Load card during play (+1 Load) and holds two, oldest first.
    let s = after(FOUR, 7);
    assert_eq!(tracks(&s, 2).0, 6);
    assert_eq!(load_cards(&s, 2), ["load-new-job", "load-money-worries"]);
    // #7: Plan matches both; only the oldest resolves.
    let s = after(FOUR, 8);
    assert_eq!(tracks(&s, 2), (3, 3, 2, 0));
    assert_eq!(load_cards(&s, 2), ["load-money-worries"]);
    // #26: Momentum 1, Action -2 stops at 0, then resolving adds 1: per-step clamping gives 1.
    let s = after(FOUR, 27);
    assert_eq!(tracks(&s, 0), (3, 4, 1, 0));
    assert_eq!(load_cards(&s, 0), ["load-flatmate-leaving"]);
    // #30: Load 2, Action -2 = 0, match bonus stays at 0.
    assert_eq!(tracks(&after(FOUR, 31), 1), (0, 5, 2, 0));
    // #31: a correction for Cal during Ben's turn.
    assert_eq!(tracks(&after(FOUR, 32), 2), (3, 5, 2, 0));
    // #90: Connection 9 + 2 stops at 10.
    assert_eq!(tracks(&after(FOUR, 91), 2), (6, 10, 4, 0));
}

#[test]
fn four_players_why() {
    use Cause::*;
    use Stat::*;
    let s = open(FOUR);
    // #26: Momentum stops at 0 inside the Action, then the resolved card lifts it to 1.
    assert_eq!(
        why(&s, 26),
        [
            (0, Load, 6, 5, -1, Action),
            (0, Momentum, 1, 0, -2, Action),
            (0, Load, 5, 3, -2, LoadResolved),
            (0, Momentum, 0, 1, 1, LoadResolved),
        ]
    );
    assert_eq!(s.ledger()[26].notes, [Note::NoMatch]);
    // #30: the match bonus is asked for and stopped at 0.
    assert_eq!(
        why(&s, 30),
        [(1, Load, 2, 0, -2, Action), (1, Load, 0, 0, -1, MatchBonus)]
    );
}

#[test]
fn four_players_decks() {
    let s = open(FOUR);
    let left: Vec<(Deck, Option<u16>)> =
        s.state().decks().iter().map(|d| (d.deck, d.left)).collect();
    assert!(left.contains(&(Deck::LifeHappens, Some(6))), "{left:?}");
    assert!(left.contains(&(Deck::TurningPoint, Some(2))), "{left:?}");
    assert!(left.contains(&(Deck::Action, Some(4))), "{left:?}");
    assert!(left.contains(&(Deck::Load, Some(6))), "{left:?}");
}

#[test]
fn four_players_format() {
    check_format("four", FOUR);
}

// ---------------------------------------------------------------- six players

#[test]
fn six_players_final() {
    use DecidedBy::*;
    let s = open(SIX);
    assert_eq!(s.len(), 130);
    check_final(
        "six",
        &s,
        &[
            (1, "Ana", 3, 8, 7, 22, Shared, true),
            (1, "Eli", 3, 8, 7, 22, Shared, true),
            (3, "Dee", 3, 9, 4, 20, Score, false),
            // Each row is explained against the row above: Cal vs Dee on score, Fay vs Cal on Load.
            (4, "Cal", 6, 6, 5, 15, LowerLoad, false),
            (5, "Fay", 8, 9, 4, 15, HigherConnection, false),
            (6, "Ben", 8, 7, 6, 15, HigherConnection, false),
        ],
        &[0, 4],
    );
    check_chart(
        "six",
        &s,
        &[
            [
                (3, 3, 1),
                (5, 4, 1),
                (5, 5, 2),
                (4, 5, 5),
                (5, 7, 5),
                (4, 7, 6),
                (3, 8, 7),
            ],
            [
                (3, 3, 1),
                (5, 4, 2),
                (10, 4, 3),
                (8, 5, 3),
                (6, 6, 4),
                (9, 7, 5),
                (8, 7, 6),
            ],
            [
                (3, 3, 1),
                (1, 4, 3),
                (1, 4, 3),
                (3, 5, 4),
                (4, 5, 5),
                (6, 5, 5),
                (6, 6, 5),
            ],
            [
                (3, 3, 1),
                (1, 5, 2),
                (0, 6, 3),
                (0, 7, 3),
                (0, 8, 2),
                (1, 8, 2),
                (3, 9, 4),
            ],
            [
                (3, 3, 1),
                (1, 5, 3),
                (3, 6, 3),
                (3, 6, 4),
                (4, 7, 5),
                (5, 7, 7),
                (3, 8, 7),
            ],
            [
                (3, 3, 1),
                (4, 5, 4),
                (5, 5, 5),
                (9, 8, 5),
                (8, 8, 4),
                (9, 9, 4),
                (8, 9, 4),
            ],
        ],
    );
}

#[test]
fn six_players_turns() {
    // #33: Plan matches only the newer of Ana's two Load cards: that one resolves.
    let s = after(SIX, 34);
    assert_eq!(tracks(&s, 0), (6, 4, 2, 0));
    assert_eq!(load_cards(&s, 0), ["load-caring-for-dad"]);
    // #48: Dee at Load 0: the Turning Point's Load -1 stops at 0, its Shield +1 applies.
    assert_eq!(tracks(&after(SIX, 49), 3), (0, 6, 3, 2));
    // #52: Ben begins round 3 at Load 10; no Load card matches: recovery only.
    let s = after(SIX, 52);
    assert_eq!(
        s.state().phase,
        Phase::Turn {
            seat: Seat(1),
            step: TurnStep::Action,
            overloaded: true
        }
    );
    assert_eq!(tracks(&after(SIX, 53), 1), (9, 5, 3, 0));
    // #59: Shield 2 absorbs two of Pressure 3.
    assert_eq!(tracks(&after(SIX, 60), 3), (1, 6, 3, 0));
}

#[test]
fn six_players_reshuffle() {
    let life_happens = |s: &Session| {
        s.state()
            .decks()
            .into_iter()
            .find(|d| d.deck == Deck::LifeHappens)
            .expect("a Life Happens deck")
    };
    // After the 20th draw (#75) the draw pile is empty and all 20 are in the discard pile.
    let before = life_happens(&after(SIX, 78));
    assert_eq!((before.size, before.left), (Some(20), Some(0)));
    assert!(before.reshuffle_needed);
    assert_eq!(before.discard.iter().map(|d| d.count).sum::<u16>(), 20);
    // #78 shuffles them back in.
    let shuffled = life_happens(&after(SIX, 79));
    assert_eq!(shuffled.left, Some(20));
    assert!(shuffled.discard.is_empty() && !shuffled.reshuffle_needed);
    // 15 of them drawn again by the end; a card drawn again after the shuffle is no mistake.
    let s = open(SIX);
    let end = life_happens(&s);
    assert_eq!(end.left, Some(5));
    assert!(end
        .discard
        .iter()
        .any(|d| d.card == CardId::from("lh-parking-fine")));
    assert!(s
        .ledger()
        .iter()
        .flat_map(|e| &e.notes)
        .all(|n| !matches!(n, Note::CardInDiscard { .. })));
}

#[test]
fn six_players_format() {
    check_format("six", SIX);
}

// ---------------------------------------------------------------- JSON Schema

fn schema_errors(instance: &Value) -> Vec<String> {
    let schema: Value = serde_json::from_str(SCHEMA).expect("the schema is JSON");
    assert_eq!(
        schema["$schema"], "https://json-schema.org/draft/2020-12/schema",
        "the schema declares JSON Schema 2020-12"
    );
    let validator = jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema");
    validator
        .iter_errors(instance)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

#[test]
fn golden_files_match_the_schema() {
    for (name, text) in [("two", TWO), ("four", FOUR), ("six", SIX)] {
        let file: Value = serde_json::from_str(text).unwrap();
        assert_eq!(schema_errors(&file), Vec::<String>::new(), "{name}");
        // What the tracker writes (redo list, empty meta) matches the schema too.
        let written = open(text).to_file(SessionMeta::default()).to_json();
        let written: Value = serde_json::from_str(&written).unwrap();
        assert_eq!(
            schema_errors(&written),
            Vec::<String>::new(),
            "{name} as written"
        );
    }
}

/// The longest nicknames the app accepts pass the schema too: 24 emoji of a family are 24
/// characters to the app and 168 code points to JSON Schema (a third-party validator refused such
/// a session the app had written, when the schema said maxLength).
#[test]
fn the_longest_names_the_app_takes_match_the_schema() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}".repeat(24);
    let flags = "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}".repeat(24);
    let mut file: Value = serde_json::from_str(TWO).unwrap();
    file["events"][0]["players"] = serde_json::json!([family, flags]);
    let session = open(&file.to_string());
    assert_eq!(
        session.state().players[0].name,
        family,
        "the app takes the name"
    );
    let written = session.to_file(SessionMeta::default()).to_json();
    let written: Value = serde_json::from_str(&written).unwrap();
    assert_eq!(schema_errors(&written), Vec::<String>::new());
}

#[test]
fn schema_refuses_what_the_reader_refuses() {
    let good: Value = serde_json::from_str(TWO).unwrap();
    let broken = |edit: &dyn Fn(&mut Value)| {
        let mut file = good.clone();
        edit(&mut file);
        file
    };
    let cases: Vec<(&str, Value)> = vec![
        ("newer version", broken(&|f| f["version"] = 5.into())),
        (
            "other format",
            broken(&|f| f["format"] = "loadout-catalog".into()),
        ),
        (
            "no setup first",
            broken(&|f| {
                f["events"].as_array_mut().unwrap().remove(0);
            }),
        ),
        (
            "second setup",
            broken(&|f| {
                let setup = f["events"][0].clone();
                f["events"].as_array_mut().unwrap().push(setup);
            }),
        ),
        (
            "unknown event field",
            broken(&|f| f["events"][4]["note"] = "free text".into()),
        ),
        (
            "unknown event type",
            broken(&|f| f["events"][6]["type"] = "real_talk".into()),
        ),
        (
            "unknown top-level key",
            broken(&|f| f["comments"] = "free text".into()),
        ),
        (
            "free-text adjustment reason",
            broken(&|f| f["events"][29]["reason"] = "because".into()),
        ),
        (
            "one relief approach",
            broken(&|f| {
                f["events"][1]["card"]["relief"]
                    .as_array_mut()
                    .unwrap()
                    .pop();
            }),
        ),
    ];
    for (what, file) in cases {
        assert!(
            !schema_errors(&file).is_empty(),
            "the schema accepts a file with {what}"
        );
        assert!(
            SessionFile::from_json(&file.to_string()).is_err(),
            "the reader accepts a file with {what}"
        );
    }
}

#[test]
fn documented_example_reads_and_matches_the_schema() {
    let doc = include_str!("../../../docs/session-format.md");
    let start = doc
        .find("```json\n")
        .expect("the format guide has a JSON example")
        + 8;
    let end = start + doc[start..].find("```").expect("the example block ends");
    let example = &doc[start..end];
    let value: Value = serde_json::from_str(example).expect("the example is JSON");
    assert_eq!(schema_errors(&value), Vec::<String>::new());
    let session = SessionFile::from_json(example)
        .and_then(SessionFile::into_session)
        .expect("the example replays");
    // The numbers the guide walks through: Ana L2 C4 M2 S2, Ben L3 C4 M1, Ben to play.
    assert_eq!(tracks(&session, 0), (2, 4, 2, 2));
    assert_eq!(tracks(&session, 1), (3, 4, 1, 0));
    assert_eq!(session.state().active_seat(), Some(Seat(1)));
}

#[test]
fn damaged_log_names_the_step() {
    let sp = &Speaker::ENGLISH;
    let mut file = SessionFile::from_json(TWO).unwrap();
    // An Action where Ana's Life Happens card belongs.
    file.events.swap(3, 4);
    let error = file.into_session().expect_err("the log no longer replays");
    assert_eq!(error.kind(), loadout_tracker::ErrorKind::DamagedFile);
    assert!(
        error.message(sp).contains("step 3"),
        "{}",
        error.message(sp)
    );
}
