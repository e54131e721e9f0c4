//! The CSV exports, read back with the `csv` crate's reader.

mod common;

use common::{finished, golden};
use expect_test::expect;
use loadout_results::csv::{ledger_csv, results_csv, BOM, LEDGER_HEADER, RESULTS_HEADER};
use loadout_results::Names;
use loadout_tracker::score::standings;
use loadout_tracker::session::Session;
use loadout_words::Speaker;

fn read(csv: &str) -> (Vec<String>, Vec<Vec<String>>) {
    assert!(csv.starts_with(BOM), "UTF-8 with a byte order mark");
    let mut reader = csv::Reader::from_reader(csv.as_bytes());
    let header = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    let rows = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    (header, rows)
}

#[test]
fn results_read_back_with_places_scores_and_the_shared_win() {
    let sp = &Speaker::ENGLISH;
    let session = golden("six-players");
    let (header, rows) = read(&results_csv(sp, &session, Names::AsEntered).unwrap());
    assert_eq!(header, RESULTS_HEADER);
    let text: Vec<String> = rows.iter().map(|r| r.join(" | ")).collect();
    expect![[r#"
        1 | Ana | 22 | 3 | 8 | 7 | 0 | shared place (same score, Load and Connection) | yes
        1 | Eli | 22 | 3 | 8 | 7 | 0 | shared place (same score, Load and Connection) | yes
        3 | Dee | 20 | 3 | 9 | 4 | 0 | score | no
        4 | Cal | 15 | 6 | 6 | 5 | 0 | Load (same score; lower Load ranks higher) | no
        5 | Fay | 15 | 8 | 9 | 4 | 0 | Connection (same score and Load; higher Connection ranks higher) | no
        6 | Ben | 15 | 8 | 7 | 6 | 0 | Connection (same score and Load; higher Connection ranks higher) | no"#]]
    .assert_eq(&text.join("\n"));
}

#[test]
fn results_match_the_standings_of_a_generated_game() {
    let sp = &Speaker::ENGLISH;
    let session = finished(&["Ana", "Ben", "Cal", "Dee"], false, 11);
    let (_, rows) = read(&results_csv(sp, &session, Names::AsEntered).unwrap());
    let standings = standings(session.state());
    assert_eq!(rows.len(), 4);
    for (row, s) in rows.iter().zip(&standings.rows) {
        assert_eq!(row[0], s.place.to_string());
        assert_eq!(row[1], s.name);
        assert_eq!(row[2], s.score.to_string());
        assert_eq!(
            row[3..6],
            [
                s.load.to_string(),
                s.connection.to_string(),
                s.momentum.to_string()
            ]
        );
        assert_eq!(
            row[6],
            session.state().players[s.seat.index()].shield.to_string()
        );
        assert_eq!(row[8] == "yes", standings.winners.contains(&s.seat));
    }
}

#[test]
fn a_game_in_progress_has_a_leader_not_a_winner() {
    let sp = &Speaker::ENGLISH;
    let session = common::play(&["Ana", "Ben"], false, 3, 10);
    let (_, rows) = read(&results_csv(sp, &session, Names::AsEntered).unwrap());
    assert!(rows.iter().any(|r| r[8] == "leading"));
    assert!(rows.iter().all(|r| r[8] != "yes"));
}

fn total_changes(session: &Session) -> usize {
    session.ledger().iter().map(|e| e.changes.len()).sum()
}

#[test]
fn a_deck_with_printed_terms_is_named_so_in_the_ledger_export() {
    let sp = &Speaker::ENGLISH;
    let session = golden("two-players");
    let mut events = session.events().to_vec();
    if let loadout_tracker::Event::Setup(setup) = &mut events[0] {
        setup.catalog.terms.load = Some("Belastung".into());
    }
    let printed = Session::replay(events, Vec::new()).unwrap();
    let (_, rows) = read(&ledger_csv(sp, &printed, Names::AsEntered).unwrap());
    // The label, the track and the cause all say the printed word, as the app's ledger does.
    let drawn = rows.iter().find(|r| r[9].contains("card drawn")).unwrap();
    assert_eq!(
        drawn[3..=9].join(" | "),
        "Ana: Belastung card “Moving house” (Rest, Plan) | Ana | Belastung | 2 | 3 | 1 | Belastung card drawn"
    );
    let (_, results) = read(&results_csv(sp, &printed, Names::AsEntered).unwrap());
    assert!(!results.concat().join(" ").contains("Load"), "{results:?}");
}

#[test]
fn the_ledger_has_a_row_per_change_with_its_cause() {
    let sp = &Speaker::ENGLISH;
    let session = golden("two-players");
    let (header, rows) = read(&ledger_csv(sp, &session, Names::AsEntered).unwrap());
    assert_eq!(header, LEDGER_HEADER);
    assert_eq!(rows.len(), total_changes(&session));
    let first: Vec<String> = rows.iter().take(8).map(|r| r.join(" | ")).collect();
    expect![[r#"
        0 | 1 |  | Setup: 2 players, Ana starts | Ana | Load | 0 | 2 | 2 | start | 
        0 | 1 |  | Setup: 2 players, Ana starts | Ana | Connection | 0 | 3 | 3 | start | 
        0 | 1 |  | Setup: 2 players, Ana starts | Ana | Momentum | 0 | 1 | 1 | start | 
        0 | 1 |  | Setup: 2 players, Ana starts | Ben | Load | 0 | 2 | 2 | start | 
        0 | 1 |  | Setup: 2 players, Ana starts | Ben | Connection | 0 | 3 | 3 | start | 
        0 | 1 |  | Setup: 2 players, Ana starts | Ben | Momentum | 0 | 1 | 1 | start | 
        1 | 1 |  | Ana: Load card “Moving house” (Rest, Plan) | Ana | Load | 2 | 3 | 1 | Load card drawn | 
        2 | 1 |  | Ben: Load card “Night shifts” (Move, Plan) | Ben | Load | 2 | 3 | 1 | Load card drawn | "#]]
    .assert_eq(&first.join("\n"));
    let stopped: Vec<&Vec<String>> = rows.iter().filter(|r| !r[10].is_empty()).collect();
    assert!(!stopped.is_empty(), "the golden game clamps at 10");
    for row in stopped {
        assert!(
            row[10] == "stopped at 10" || row[10] == "stopped at 0",
            "{row:?}"
        );
        let (before, after, requested): (i32, i32, i32) = (
            row[6].parse().unwrap(),
            row[7].parse().unwrap(),
            row[8].parse().unwrap(),
        );
        assert_ne!(after - before, requested, "{row:?}");
    }
}

#[test]
fn no_entered_name_leaves_with_initials_or_seat_numbers() {
    let sp = &Speaker::ENGLISH;
    let session = golden("six-players");
    let entered = ["Ana", "Ben", "Cal", "Dee", "Eli", "Fay"];
    for names in [Names::Initials, Names::SeatNumbers] {
        for csv in [
            results_csv(sp, &session, names).unwrap(),
            ledger_csv(sp, &session, names).unwrap(),
        ] {
            // Card titles may hold the letters of a name ("Call the vet"): look for whole words.
            let words: Vec<&str> = csv.split(|c: char| !c.is_alphanumeric()).collect();
            for name in entered {
                assert!(
                    !words.contains(&name),
                    "{names:?}: {name} appears in\n{csv}"
                );
            }
            let (_, rows) = read(&csv);
            assert!(!rows.is_empty());
        }
    }
    let (_, rows) = read(&ledger_csv(sp, &session, Names::SeatNumbers).unwrap());
    assert!(rows.iter().all(|r| r[4].starts_with("Seat ")));
    let (_, rows) = read(&results_csv(sp, &session, Names::Initials).unwrap());
    let shown: Vec<&str> = rows.iter().map(|r| r[1].as_str()).collect();
    assert_eq!(shown, ["A", "E", "D", "C", "F", "B"]);
}

#[test]
fn a_name_a_spreadsheet_would_run_as_a_formula_is_kept_as_text() {
    let sp = &Speaker::ENGLISH;
    let session = finished(&["=1+2", "@Ben"], false, 5);
    let (_, rows) = read(&results_csv(sp, &session, Names::AsEntered).unwrap());
    let mut names: Vec<&str> = rows.iter().map(|r| r[1].as_str()).collect();
    names.sort();
    assert_eq!(names, ["'=1+2", "'@Ben"]);
    let (_, rows) = read(&ledger_csv(sp, &session, Names::AsEntered).unwrap());
    let cells = || rows.iter().flatten();
    assert!(cells().all(|cell| !cell.starts_with(['=', '@'])));
    assert!(cells().any(|cell| cell.starts_with("'=1+2: Action")));
    assert!(cells().any(|cell| cell == "'@Ben"));
}

#[test]
fn names_with_commas_quotes_and_accents_survive_the_round_trip() {
    let sp = &Speaker::ENGLISH;
    let session = finished(&["Zoë, \"Z\"", "Ana"], true, 9);
    let (_, rows) = read(&results_csv(sp, &session, Names::AsEntered).unwrap());
    assert!(rows.iter().any(|r| r[1] == "Zoë, \"Z\""));
}
