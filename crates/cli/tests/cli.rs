//! The real `loadout` binary on session files built through the tracker's API, on the golden
//! games, and on broken files: exit status, stdout and stderr.

use expect_test::{expect, Expect};
use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionMeta;
use loadout_tracker::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh folder for one test.
fn folder(test: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs `loadout` in `dir` (so messages name files as given).
fn loadout(dir: &Path, args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_loadout"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    Run {
        code: output.status.code().expect("an exit status"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

fn check_ok(run: &Run, expected: Expect) {
    assert_eq!(run.code, 0, "stderr: {}", run.stderr);
    assert_eq!(run.stderr, "");
    expected.assert_eq(&run.stdout);
}

fn check_fails(run: &Run, code: i32, expected: Expect) {
    assert_eq!(run.code, code, "stdout: {}", run.stdout);
    assert_eq!(run.stdout, "");
    expected.assert_eq(&run.stderr);
}

fn golden(dir: &Path, name: &str) -> &'static str {
    let from = format!(
        "{}/../../tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::copy(from, dir.join("game.json")).unwrap();
    "game.json"
}

fn save(dir: &Path, name: &str, session: &Session) {
    let meta = SessionMeta {
        created: Some("2025-06-01T18:00:00Z".into()),
        updated: Some("2025-06-01T19:30:00Z".into()),
    };
    std::fs::write(dir.join(name), session.to_file(meta).to_json()).unwrap();
}

fn tags(a: &str, b: &str) -> [Tag; 2] {
    [Tag::from(a), Tag::from(b)]
}

fn effect(load: i8, connection: i8, momentum: i8) -> Effect {
    Effect {
        load,
        connection,
        momentum,
        shield: 0,
    }
}

fn life(title: &str, pressure: u8, helpful: [Tag; 2]) -> Event {
    Event::LifeHappensDrawn {
        card: LifeHappensCard {
            id: CardId(title.to_lowercase()),
            title: title.into(),
            pressure,
            helpful,
            copies: 1,
            adhoc: true,
        },
    }
}

fn action(title: &str, tag: &str, effect: Effect) -> Event {
    Event::ActionPlayed {
        card: ActionCard {
            id: CardId(title.to_lowercase()),
            title: title.into(),
            tag: tag.into(),
            effect,
            copies: 1,
            adhoc: true,
        },
    }
}

fn turning_point(title: &str, scope: Scope, effect: Effect) -> Event {
    Event::TurningPointRevealed {
        card: TurningPointCard {
            id: CardId(title.to_lowercase()),
            title: title.into(),
            effect,
            scope,
            copies: 1,
            adhoc: true,
        },
    }
}

/// Three players through round 1, on the sample deck: a clamp at 10, a match bonus, a resolved
/// Load card, Brotherhood with a giver effect, a Turning Point; round 2 under way.
fn round_one() -> Session {
    let mut session = Session::new(Setup {
        rules: "v1.1".into(),
        players: vec!["Ana".into(), "Ben".into(), "Cal".into()],
        starting_seat: Seat(0),
        starting_seat_random: false,
        real_talk: true,
        label: None,
        date: None,
        catalog: CatalogInfo {
            id: None,
            name: "Sample deck".into(),
            version: "1".into(),
            sample: true,
            deck_sizes: None,
            language: None,
            terms: Default::default(),
        },
    })
    .unwrap();
    let events = [
        (0, "Rent is due", ["Plan", "Ask"]),
        (1, "Exam week", ["Rest", "Talk"]),
        (2, "New job", ["Talk", "Create"]),
    ]
    .map(|(seat, title, relief)| Event::LoadCardDrawn {
        seat: Seat(seat),
        card: LoadCard {
            id: CardId(title.to_lowercase()),
            title: title.into(),
            relief: tags(relief[0], relief[1]),
            copies: 1,
            adhoc: true,
        },
    })
    .into_iter()
    .chain([
        life("Car breaks down", 5, tags("Ask", "Move")),
        action("Take on extra shifts", "Plan", effect(3, 0, 1)),
        Event::BrotherhoodGiven {
            giver: Seat(1),
            card: BrotherhoodCard {
                id: "bh-coffee".into(),
                title: "Buy you a coffee".into(),
                receiver: effect(0, 1, 0),
                giver: effect(0, 0, 1),
                copies: 1,
                adhoc: true,
            },
        },
        Event::TurnEnded,
        life("Flatmate moves out", 2, tags("Talk", "Plan")),
        action("Call your sister", "Talk", effect(0, 1, 0)),
        Event::TurnEnded,
        life("Team deadline", 3, tags("Create", "Rest")),
        action("Sketch it out", "Create", effect(0, 0, 1)),
        Event::TurnEnded,
        turning_point("Long weekend", Scope::Everyone, effect(-1, 0, 0)),
        life("Phone screen cracks", 1, tags("Ask", "Rest")),
    ]);
    for event in events {
        session.record(event).unwrap();
    }
    session
}

/// A finished game of `names`: cards follow a fixed cycle; every round ends with a Turning
/// Point for the highest Load.
fn finished(names: &[&str]) -> Session {
    let mut session = Session::new(Setup {
        rules: "v1.1".into(),
        players: names.iter().map(|n| n.to_string()).collect(),
        starting_seat: Seat(0),
        starting_seat_random: false,
        real_talk: false,
        label: None,
        date: None,
        catalog: CatalogInfo {
            id: None,
            name: "Test cards".into(),
            version: "2".into(),
            sample: false,
            deck_sizes: None,
            language: None,
            terms: Default::default(),
        },
    })
    .unwrap();
    let mut k = 0;
    while session.state().phase != state::Phase::GameOver {
        let legal = session.state().legal_next();
        k += 1;
        let event = if session.state().phase == state::Phase::LoadCards {
            Event::LoadCardDrawn {
                seat: legal.load_card_for[0],
                card: LoadCard {
                    id: CardId(format!("l{k}")),
                    title: format!("Worry {k}"),
                    relief: tags("Move", "Plan"),
                    copies: 1,
                    adhoc: true,
                },
            }
        } else if legal.life_happens {
            life(
                &format!("Event {k}"),
                1 + (k % 3) as u8,
                tags("Talk", "Rest"),
            )
        } else if legal.action {
            let tag = ["Talk", "Move", "Ask", "Plan"][k % 4];
            action(
                &format!("Action {k}"),
                tag,
                effect(-((k % 2) as i8), (k % 3) as i8 / 2, 0),
            )
        } else if legal.end_turn {
            Event::TurnEnded
        } else {
            turning_point(&format!("Turn {k}"), Scope::HighestLoad, effect(-1, 0, 1))
        };
        session.record(event).unwrap();
    }
    session
}

#[test]
fn score_prints_standings_during_play_with_the_sample_deck_label() {
    let dir = folder("score-in-play");
    save(&dir, "game.json", &round_one());
    check_ok(
        &loadout(&dir, &["score", "game.json"]),
        expect![[r#"
            The Loadout v1.1 · cards: Sample deck (version 1)
            Sample deck: played with the project's sample cards, not the printed game.
            Standings in round 2 of 6 (the game is not finished)

            Place  Name  Load  Connection  Momentum  Score  Decided by
                1  Ben      2           4         3     15  score
                2  Cal      2           3         3     14  score
                3  Ana      7           4         3     10  score

            In first place: Ben
        "#]],
    );
}

#[test]
fn score_prints_the_final_results_of_the_golden_six_player_game() {
    let dir = folder("score-golden");
    let file = golden(&dir, "six-players");
    check_ok(
        &loadout(&dir, &["score", file]),
        expect![[r#"
            The Loadout v1.1 · cards: Golden test cards (version 1)
            Final results

            Place  Name  Load  Connection  Momentum  Score  Decided by
                1  Ana      3           8         7     22  shared place (same score, Load and Connection)
                1  Eli      3           8         7     22  shared place (same score, Load and Connection)
                3  Dee      3           9         4     20  score
                4  Cal      6           6         5     15  Load (same score; lower Load ranks higher)
                5  Fay      8           9         4     15  Connection (same score and Load; higher Connection ranks higher)
                6  Ben      8           7         6     15  Connection (same score and Load; higher Connection ranks higher)

            Shared win: Ana and Eli
        "#]],
    );
}

#[test]
fn score_json_is_for_scripts() {
    let dir = folder("score-json");
    let file = golden(&dir, "two-players");
    let run = loadout(&dir, &["score", file, "--json"]);
    assert_eq!(run.code, 0);
    let json: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(json["final"], true);
    assert_eq!(json["winners"], serde_json::json!(["Ana"]));
    assert_eq!(json["standings"][0]["decided_by"], "lower_load");
    assert_eq!(
        json["standings"][0]["decided_by_text"],
        "Load (same score; lower Load ranks higher)"
    );
    assert_eq!(json["standings"].as_array().unwrap().len(), 2);
}

#[test]
fn the_ledger_shows_every_turn_with_each_change_and_its_cause() {
    let dir = folder("ledger");
    save(&dir, "game.json", &round_one());
    check_ok(
        &loadout(&dir, &["ledger", "game.json"]),
        expect![[r#"
            Setup
              step   0  Setup: 3 players, Ana starts
                         Ana Load 0 → 2 (start)
                         Ana Connection 0 → 3 (start)
                         Ana Momentum 0 → 1 (start)
                         Ben Load 0 → 2 (start)
                         Ben Connection 0 → 3 (start)
                         Ben Momentum 0 → 1 (start)
                         Cal Load 0 → 2 (start)
                         Cal Connection 0 → 3 (start)
                         Cal Momentum 0 → 1 (start)
              step   1  Ana: Load card “Rent is due” (Plan, Ask)
                         Ana Load 2 → 3 (Load card drawn)
              step   2  Ben: Load card “Exam week” (Rest, Talk)
                         Ben Load 2 → 3 (Load card drawn)
              step   3  Cal: Load card “New job” (Talk, Create)
                         Cal Load 2 → 3 (Load card drawn)

            Round 1 · Ana's turn
              step   4  Ana: Life Happens “Car breaks down”, Pressure 5 (Ask, Move)
                         Ana Load 3 → 8 (pressure)
              step   5  Ana: Action “Take on extra shifts” (Plan)
                         Ana Load 8 → 10 (Action +3, stopped at 10)
                         Ana Momentum 1 → 2 (Action)
                         Ana Load 10 → 8 (Load resolved)
                         Ana Momentum 2 → 3 (Load resolved)
                         No match bonus: the Action's tag is not one of the event's Helpful Approaches.
              step   6  Ana: Brotherhood “Buy you a coffee” from Ben
                         Ana Connection 3 → 4 (Brotherhood received)
                         Ben Momentum 1 → 2 (Brotherhood given)
              step   7  Ana: end of turn

            Round 1 · Ben's turn
              step   8  Ben: Life Happens “Flatmate moves out”, Pressure 2 (Talk, Plan)
                         Ben Load 3 → 5 (pressure)
              step   9  Ben: Action “Call your sister” (Talk)
                         Ben Connection 3 → 4 (Action)
                         Ben Load 5 → 4 (match bonus)
                         Ben Load 4 → 2 (Load resolved)
                         Ben Momentum 2 → 3 (Load resolved)
              step  10  Ben: end of turn

            Round 1 · Cal's turn
              step  11  Cal: Life Happens “Team deadline”, Pressure 3 (Create, Rest)
                         Cal Load 3 → 6 (pressure)
              step  12  Cal: Action “Sketch it out” (Create)
                         Cal Momentum 1 → 2 (Action)
                         Cal Load 6 → 5 (match bonus)
                         Cal Load 5 → 3 (Load resolved)
                         Cal Momentum 2 → 3 (Load resolved)
              step  13  Cal: end of turn
                         Round 1 is over: reveal a Turning Point.

            Round 1 · end of the round
              step  14  Round 1: Turning Point “Long weekend” for every player
                         Ana Load 8 → 7 (Turning Point)
                         Ben Load 2 → 1 (Turning Point)
                         Cal Load 3 → 2 (Turning Point)

            Round 2 · Ben's turn
              step  15  Ben: Life Happens “Phone screen cracks”, Pressure 1 (Ask, Rest)
                         Ben Load 1 → 2 (pressure)
        "#]],
    );
}

#[test]
fn the_ledger_json_marks_where_a_track_stopped() {
    let dir = folder("ledger-json");
    save(&dir, "game.json", &round_one());
    let run = loadout(&dir, &["ledger", "game.json", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let json: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let entries = json.as_array().unwrap();
    assert_eq!(entries.len(), round_one().len());
    let stopped: Vec<&serde_json::Value> = entries
        .iter()
        .flat_map(|e| e["changes"].as_array().unwrap())
        .filter(|c| !c["stopped_at"].is_null())
        .collect();
    assert_eq!(stopped.len(), 1);
    assert_eq!(stopped[0]["stopped_at"], 10);
    assert_eq!(
        stopped[0]["text"],
        "Ana Load 8 → 10 (Action +3, stopped at 10)"
    );
}

#[test]
fn check_accepts_good_sessions_and_the_sample_catalog() {
    let dir = folder("check-ok");
    save(&dir, "game.json", &round_one());
    check_ok(
        &loadout(&dir, &["check", "game.json"]),
        expect![[r#"
            game.json: session of 3 players, 16 steps, round 2 of 6, Sample deck. No problems found.
        "#]],
    );
    let sample = format!(
        "{}/../tracker/catalogs/sample.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let run = loadout(&dir, &["check", &sample]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.ends_with("No problems found.\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn check_lists_every_problem_of_a_session() {
    let dir = folder("check-session");
    let mut json: serde_json::Value =
        serde_json::from_str(&round_one().to_file(SessionMeta::default()).to_json()).unwrap();
    let events = json["events"].as_array_mut().unwrap();
    events[11]["card"]["pressure"] = 9.into(); // Cal's Life Happens: Pressure out of range
    events[12]["card"]["title"] = "".into(); // Cal's Action: no title
    events.insert(8, serde_json::json!({ "type": "turn_ended" })); // Ana's turn ends twice
    std::fs::write(
        dir.join("broken.json"),
        serde_json::to_string_pretty(&json).unwrap(),
    )
    .unwrap();
    check_fails(
        &loadout(&dir, &["check", "broken.json"]),
        1,
        expect![[r#"
            error: broken.json has 4 problems:
              - step 12: Life Happens card "Team deadline" has Pressure 9: Pressure is 1 to 5.
              - step 13: This Action card has no title: enter the title printed on the card.
              - step 8 (round 1, Ben's End of turn): Ben's turn starts with a Life Happens card: record it before the end of the turn.
              - Steps 9 to 16 were not checked against the rules: they follow step 8. Fix step 8 and check again.
        "#]],
    );
}

#[test]
fn check_lists_every_problem_of_a_catalog() {
    let dir = folder("check-catalog");
    let sample = format!(
        "{}/../tracker/catalogs/sample.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(sample).unwrap()).unwrap();
    let first_id = json["action"][0]["id"].clone();
    json["action"][1]["id"] = first_id; // a duplicate id
    json["action"][2]["tag"] = "Juggle".into(); // an undeclared tag
    json["life_happens"][0]["pressure"] = 0.into(); // Pressure out of range
    json["turning_point"] = serde_json::json!([]); // an empty deck
    std::fs::write(
        dir.join("deck.json"),
        serde_json::to_string_pretty(&json).unwrap(),
    )
    .unwrap();
    let run = loadout(&dir, &["check", "deck.json"]);
    check_fails(
        &run,
        1,
        expect![[r#"
            error: deck.json has 4 problems:
              - The Turning Point deck has no cards: enter at least one (every deck is drawn from during a game).
              - Life Happens card "An argument in the group chat" (id lh-01) has Pressure 0: Pressure is 1 to 5.
              - Action card number 2 uses the id "act-01", already used by Action card number 1: give each card its own id.
              - Action card "Clear the air" (id act-03) has the tag "Juggle", which is not one of the catalog's approach tags (Talk, Rest, Move, Plan, Ask): fix the spelling or add it to the approach tags.
        "#]],
    );
}

#[test]
fn broken_and_foreign_files_are_refused_with_what_to_do() {
    let dir = folder("broken");
    std::fs::write(dir.join("notes.txt"), "shopping: milk, eggs").unwrap();
    std::fs::write(dir.join("other.json"), r#"{"format": "spreadsheet"}"#).unwrap();
    let mut newer: serde_json::Value =
        serde_json::from_str(&round_one().to_file(SessionMeta::default()).to_json()).unwrap();
    newer["version"] = 5.into();
    std::fs::write(dir.join("newer.json"), newer.to_string()).unwrap();
    let mut damaged = newer.clone();
    damaged["version"] = 1.into();
    damaged["events"].as_array_mut().unwrap().truncate(3); // the log stops during setup
    damaged["events"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({ "type": "turn_ended" }));
    std::fs::write(dir.join("damaged.json"), damaged.to_string()).unwrap();

    let mut out = String::new();
    for args in [
        ["check", "notes.txt"],
        ["check", "other.json"],
        ["check", "missing.json"],
        ["score", "notes.txt"],
        ["score", "newer.json"],
        ["ledger", "damaged.json"],
        ["check", "damaged.json"],
    ] {
        let run = loadout(&dir, &args);
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(run.stdout, "", "{args:?}");
        out.push_str(&format!("$ loadout {}\n{}", args.join(" "), run.stderr));
    }
    expect![[r#"
        $ loadout check notes.txt
        error: notes.txt is neither a Loadout session nor a catalog: it is not JSON. A session says "format": "loadout-session" and a catalog "format": "loadout-catalog".
        $ loadout check other.json
        error: other.json is neither a Loadout session nor a catalog: its "format" is "spreadsheet". A session says "format": "loadout-session" and a catalog "format": "loadout-catalog".
        $ loadout check missing.json
        error: cannot read missing.json: there is no such file. Check the name and the folder.
        $ loadout score notes.txt
        error: notes.txt: This file is not a readable Loadout session: it is not valid JSON: expected value (line 1, column 1). If it was edited by hand, look there for a missing comma, quote or bracket. Nothing was changed; open another file.
        $ loadout score newer.json
        error: newer.json: This session was saved by a newer version of the app (format version 5; this app reads up to 4). Update the app to open it.
        $ loadout ledger damaged.json
        error: damaged.json: This session file is damaged: step 3 (setup, End of turn) does not fit the rules (Round 1 has not started: every player draws a Load card first (still needed for Cal). Then record the end of the turn). Nothing was changed on disk.
        $ loadout check damaged.json
        error: damaged.json has 1 problem:
          - step 3 (setup, End of turn): Round 1 has not started: every player draws a Load card first (still needed for Cal). Then record the end of the turn.
    "#]]
    .assert_eq(&out);
}

#[test]
fn usage_errors_exit_with_2() {
    let dir = folder("usage");
    let file = golden(&dir, "two-players");
    for args in [
        vec![],
        vec!["score"],
        vec!["tally", file],
        vec!["qr", file],
        vec!["qr", file, "--out", "results.jpg"],
        vec!["qr", file, "--out", "results.png", "--names", "nicknames"],
        vec!["export", file, "--out", "results.csv"],
        vec!["export", file, "--csv", "scores", "--out", "results.csv"],
    ] {
        let run = loadout(&dir, &args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.starts_with("error:") || run.stderr.contains("Usage: loadout"),
            "{args:?}: {}",
            run.stderr
        );
    }
    assert!(!dir.join("results.jpg").exists() && !dir.join("results.png").exists());
}

fn decode_png(path: &Path) -> String {
    let image = image::open(path).unwrap().to_luma8();
    let mut prepared = rqrr::PreparedImage::prepare(image);
    let grids = prepared.detect_grids();
    assert_eq!(grids.len(), 1);
    grids[0].decode().unwrap().1
}

#[test]
fn qr_saves_a_png_a_decoder_reads_back() {
    let dir = folder("qr");
    save(
        &dir,
        "game.json",
        &finished(&["Ana", "Ben", "Cal", "Dee", "Eli", "Fay"]),
    );
    let run = loadout(&dir, &["qr", "game.json", "--out", "results.png"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = decode_png(&dir.join("results.png"));
    assert!(
        run.stdout.ends_with(&format!("\n\n{text}\n")),
        "{}",
        run.stdout
    );
    expect![[r#"
        Saved results.png: QR version 10 (57 × 57 modules), error correction M, 188 bytes of text.
        The code holds the full results.

        LOADOUT-RESULTS 1
        The Loadout v1.1
        Date: 2025-06-01
        1. Ana 12 (L9 C5 M6)
        2. Ben 10 (L7 C5 M2)
        2. Dee 10 (L7 C5 M2)
        2. Fay 10 (L7 C5 M2)
        5. Cal 10 (L9 C5 M4)
        6. Eli 8 (L9 C5 M2)
        Winner: Ana
    "#]]
    .assert_eq(&run.stdout);

    let run = loadout(
        &dir,
        &[
            "qr",
            "game.json",
            "--out",
            "seats.svg",
            "--names",
            "seats",
            "--no-date",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let svg = std::fs::read_to_string(dir.join("seats.svg")).unwrap();
    assert!(svg.starts_with("<?xml") && svg.ends_with("</svg>"));
    assert!(run.stdout.contains("\n1. Seat "), "{}", run.stdout);
    assert!(!run.stdout.contains("Date:") && !run.stdout.contains("Ana"));
}

#[test]
fn qr_of_the_golden_six_player_game_reads_back_with_initials() {
    let dir = folder("qr-golden");
    let file = golden(&dir, "six-players");
    let run = loadout(&dir, &["qr", file, "--out", "r.png", "--names", "initials"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = decode_png(&dir.join("r.png"));
    assert!(text.starts_with("LOADOUT-RESULTS 1\nThe Loadout v1.1\nDate: 2025-05-24\n1. A 22"));
    assert!(text.ends_with("\nShared win: A, E"), "{text}");
}

#[test]
fn export_writes_csv_a_csv_reader_reads_back() {
    let dir = folder("export");
    let file = golden(&dir, "four-players");
    let run = loadout(
        &dir,
        &["export", file, "--csv", "results", "--out", "results.csv"],
    );
    check_ok(
        &run,
        expect![[r#"
        Saved results.csv.
    "#]],
    );
    let mut reader = csv::Reader::from_path(dir.join("results.csv")).unwrap();
    assert_eq!(reader.headers().unwrap().iter().next(), Some("place"));
    assert_eq!(reader.records().count(), 4);

    let run = loadout(
        &dir,
        &[
            "export",
            file,
            "--csv",
            "ledger",
            "--out",
            "ledger.csv",
            "--names",
            "initials",
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut reader = csv::Reader::from_path(dir.join("ledger.csv")).unwrap();
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert!(rows.len() > 100);
    assert!(rows
        .iter()
        .any(|r| &r[10] == "stopped at 0" || &r[10] == "stopped at 10"));
}

#[test]
fn an_existing_file_is_replaced_only_with_force_and_the_input_never() {
    let dir = folder("overwrite");
    let file = golden(&dir, "two-players");
    let original = std::fs::read(dir.join(file)).unwrap();
    std::fs::write(dir.join("results.csv"), "keep me").unwrap();
    let refused = loadout(
        &dir,
        &["export", file, "--csv", "results", "--out", "results.csv"],
    );
    check_fails(
        &refused,
        1,
        expect![[r#"
        error: results.csv already exists and was left as it is. Choose another --out, or add --force to replace it.
    "#]],
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("results.csv")).unwrap(),
        "keep me"
    );

    let forced = loadout(
        &dir,
        &[
            "export",
            file,
            "--csv",
            "results",
            "--out",
            "results.csv",
            "--force",
        ],
    );
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert!(std::fs::read_to_string(dir.join("results.csv"))
        .unwrap()
        .contains("place,name"));

    for out in [
        file.to_owned(),
        format!("./{file}"),
        dir.join(file).display().to_string(),
    ] {
        let run = loadout(
            &dir,
            &["export", file, "--csv", "results", "--out", &out, "--force"],
        );
        assert_eq!(run.code, 1, "{out}");
        assert!(
            run.stderr.contains("is the session file itself"),
            "{}",
            run.stderr
        );
    }
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.join(file), dir.join("link.json")).unwrap();
        std::fs::hard_link(dir.join(file), dir.join("hard.json")).unwrap();
        for out in ["link.json", "hard.json"] {
            let run = loadout(&dir, &["qr", file, "--out", "x.png"]);
            assert_eq!(run.code, 0);
            let run = loadout(
                &dir,
                &["export", file, "--csv", "ledger", "--out", out, "--force"],
            );
            assert_eq!(run.code, 1, "{out}: {}", run.stdout);
            std::fs::remove_file(dir.join("x.png")).unwrap();
        }
    }
    assert_eq!(
        std::fs::read(dir.join(file)).unwrap(),
        original,
        "the session file is untouched"
    );
}

#[test]
fn check_reports_warnings_as_warnings_and_exits_0() {
    let dir = folder("check-warnings");
    let mut session = round_one();
    // Ben plays an Action whose only copy Ana already discarded, and Cal draws a Life Happens
    // card already in the discard pile: worth a second look, not invalid.
    for event in [
        action("Call your sister", "Talk", effect(0, 1, 0)),
        Event::TurnEnded,
        life("Car breaks down", 5, tags("Ask", "Move")),
    ] {
        session.record(event).unwrap();
    }
    save(&dir, "game.json", &session);
    check_ok(
        &loadout(&dir, &["check", "game.json"]),
        expect![[r#"
            game.json: session of 3 players, 19 steps, round 2 of 6, Sample deck. No problems found.
            2 warnings (the session is valid; look at these steps again):
              - warning: step 16 (Ben: Action “Call your sister” (Talk)): Every copy of card call your sister is already in the Action discard pile: check the card drawn.
              - warning: step 18 (Cal: Life Happens “Car breaks down”, Pressure 5 (Ask, Move)): Every copy of card car breaks down is already in the Life Happens discard pile: check the card drawn.
        "#]],
    );
}

#[test]
fn files_in_another_encoding_or_with_a_json_mistake_say_so() {
    let dir = folder("encodings");
    let sample = format!(
        "{}/../tracker/catalogs/sample.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(sample).unwrap();
    // Saved by an editor as Windows-1252: "é" is the one byte 0xE9.
    let latin1 = text.replacen("\"name\": \"", "\"name\": \"Caf\u{E9} ", 1);
    let bytes: Vec<u8> = latin1.chars().map(|c| c as u32 as u8).collect();
    std::fs::write(dir.join("latin1.json"), bytes).unwrap();
    // Saved with a byte order mark, as Notepad does.
    std::fs::write(dir.join("bom.json"), format!("\u{FEFF}{text}")).unwrap();
    // A comma forgotten by hand.
    std::fs::write(
        dir.join("comma.json"),
        text.replacen("\"format_version\": 2,", "\"format_version\": 2", 1),
    )
    .unwrap();
    let mut quoted: serde_json::Value =
        serde_json::from_str(&round_one().to_file(SessionMeta::default()).to_json()).unwrap();
    quoted["version"] = "1".into();
    std::fs::write(dir.join("quoted.json"), quoted.to_string()).unwrap();

    let run = loadout(&dir, &["check", "bom.json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut out = String::new();
    for args in [
        ["check", "latin1.json"],
        ["check", "comma.json"],
        ["score", "quoted.json"],
    ] {
        let run = loadout(&dir, &args);
        assert_eq!(run.code, 1, "{args:?}");
        out.push_str(&format!("$ loadout {}\n{}", args.join(" "), run.stderr));
    }
    expect![[r#"
        $ loadout check latin1.json
        error: latin1.json: This file is not UTF-8 text: it looks like Latin-1/Windows-1252 (the first such character is at line 4, column 15). Save it as UTF-8 (in most editors: Save as, Encoding: UTF-8) and try again.
        $ loadout check comma.json
        error: comma.json has 1 problem:
          - This catalog file is not valid JSON: expected `,` or `}` (line 4, column 3). If it was edited by hand, look there for a missing comma, quote or bracket.
        $ loadout score quoted.json
        error: quoted.json: This file is not a readable Loadout session: its "version" is written as the text "1": write it as a number, without quotes ("version": 1). Nothing was changed; open another file.
    "#]]
    .assert_eq(&out);
}

#[test]
fn score_and_check_agree_on_a_card_outside_the_limits() {
    let dir = folder("one-rule");
    let mut json: serde_json::Value =
        serde_json::from_str(&round_one().to_file(SessionMeta::default()).to_json()).unwrap();
    json["events"][11]["card"]["pressure"] = 9.into();
    std::fs::write(dir.join("nine.json"), json.to_string()).unwrap();
    let mut out = String::new();
    for command in ["check", "score", "ledger"] {
        let run = loadout(&dir, &[command, "nine.json"]);
        assert_eq!(run.code, 1, "{command}: {}", run.stdout);
        out.push_str(&format!("$ loadout {command} nine.json\n{}", run.stderr));
    }
    expect![[r#"
        $ loadout check nine.json
        error: nine.json has 2 problems:
          - step 11: Life Happens card "Team deadline" has Pressure 9: Pressure is 1 to 5.
          - Steps 12 to 15 were not checked against the rules: they follow step 11. Fix step 11 and check again.
        $ loadout score nine.json
        error: nine.json: This session file is damaged: step 11 (round 1, Cal's Life Happens) does not fit the rules (Life Happens card "Team deadline" has Pressure 9: Pressure is 1 to 5). Nothing was changed on disk.
        $ loadout ledger nine.json
        error: nine.json: This session file is damaged: step 11 (round 1, Cal's Life Happens) does not fit the rules (Life Happens card "Team deadline" has Pressure 9: Pressure is 1 to 5). Nothing was changed on disk.
    "#]]
    .assert_eq(&out);
}
