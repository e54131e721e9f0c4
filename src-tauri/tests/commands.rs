//! Every command of the plain Rust API (`AppCore`) that the Tauri commands wrap: the happy path,
//! the error shape `{ code, message }`, and stale refusals. No window, no display.

mod common;

use common::{
    core, core_with_chooser, new_game, new_request, next_event, play, play_to_end, snapshot,
};
use loadout_companion::storage::session_on_disk;
use loadout_core::api::{
    AmendRequest, ApiError, CardValidateRequest, CatalogExportRequest, CatalogId,
    CatalogSaveRequest, CatalogValidateRequest, CsvExportRequest, CsvKind, DownloadKind,
    DownloadRequest, DraftPlace, DraftSaveRequest, ExportDefaults, ExportNames, InsertRequest,
    LanguageChoice, NewSessionRequest, PasteColumnsRequest, PasteRowsRequest, QrImage, QrRequest,
    QrSaveRequest, RecordRequest, ResultsCodeRequest, SessionExportRequest, SessionId, Settings,
    SettingsRequest, SetupCheckRequest, StartingSeat, StepRequest, TextSize, Theme,
};
use loadout_core::app::AppCore;
use loadout_core::commands::{dispatch, find, Access, COMMANDS};
use loadout_tracker::catalog::Catalog;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::state::Phase;
use loadout_tracker::{AnyCard, Deck, Event, Lang, Seat, Tag};
use loadout_words::SessionWords;
use loadout_words::Speaker;
use serde_json::{json, Value};
use std::fs;

fn sid(id: &str) -> SessionId {
    SessionId { id: id.to_owned() }
}

fn cid(id: &str) -> CatalogId {
    CatalogId { id: id.to_owned() }
}

fn assert_code<T: std::fmt::Debug>(result: Result<T, ApiError>, code: &str) -> ApiError {
    let error = result.expect_err("the command is refused");
    assert_eq!(error.code, code, "{error:?}");
    assert!(!error.message.is_empty());
    error
}

/// The session file on disk, parsed and replayed.
fn on_disk(core: &AppCore, id: &str) -> loadout_tracker::session::Session {
    let path = core.data_dir().join("sessions").join(format!("{id}.json"));
    // As the app reads it: the file with its journal's changes.
    let bytes = session_on_disk(&path).expect("the session file exists");
    SessionFile::from_json(std::str::from_utf8(&bytes).expect("text"))
        .expect("the file reads")
        .into_session()
        .expect("the file replays")
}

fn our_catalog() -> Catalog {
    let mut catalog = Catalog::sample();
    catalog.name = "Our printed deck".into();
    catalog.sample = false;
    catalog
}

// ----- errors cross IPC as { code, message, problems } -----

#[test]
fn errors_serialize_as_code_and_message() {
    let (_dir, core) = core();
    let error = assert_code(core.session_open(sid("nope")), "not_found");
    let json = serde_json::to_value(&error).unwrap();
    assert_eq!(json["code"], "not_found");
    assert_eq!(json["message"], error.message.as_str());
    assert_eq!(json["problems"], serde_json::json!([]));
}

// ----- app_state -----

#[test]
fn app_state_offers_the_last_unfinished_session() {
    let (dir, core) = core();
    let state = core.app_state().unwrap();
    assert_eq!(state.resume, None);
    assert_eq!(state.damaged_sessions, 0);
    assert_eq!(state.storage_problem, None);
    assert_eq!(
        state.data_dir,
        dir.path().join("data").display().to_string()
    );

    let finished = play_to_end(&core, new_game(&core, &["Ana", "Ben"]));
    let open = new_game(&core, &["Cal", "Dee"]);
    let resume = core
        .app_state()
        .unwrap()
        .resume
        .expect("an unfinished session");
    assert_eq!(resume.id, open.id);
    assert_ne!(resume.id, finished.id);
}

// ----- session_new -----

#[test]
fn session_new_saves_the_setup_before_answering() {
    let (_dir, core) = core();
    let response = new_game(&core, &["Ana", "Ben", "Cal"]);
    assert_eq!(response.view.log_len, 1);
    assert_eq!(response.catalog_id.as_deref(), Some("sample"));
    assert!(!response.unsaved);
    assert!(matches!(response.view.phase, Phase::LoadCards));
    let disk = on_disk(&core, &response.id);
    assert_eq!(disk.len(), 1);
    assert_eq!(disk.setup().players, ["Ana", "Ben", "Cal"]);
    assert!(!disk.setup().starting_seat_random);
    // "YYYYMMDD-HHMMSS-xxxx"
    assert_eq!(response.id.len(), 20, "{}", response.id);
}

#[test]
fn session_new_draws_a_random_starting_seat_and_records_that_it_did() {
    let (_dir, core) = core();
    let mut seen = [false; 3];
    for _ in 0..60 {
        let response = core
            .session_new(loadout_core::api::NewSessionRequest {
                starting_seat: StartingSeat::Random,
                ..new_request(&["Ana", "Ben", "Cal"])
            })
            .unwrap();
        let setup = on_disk(&core, &response.id).setup().clone();
        assert!(setup.starting_seat_random);
        seen[setup.starting_seat.index()] = true;
    }
    // 60 draws of 3 seats: each seat comes up (a miss has probability below 1e-10).
    assert_eq!(seen, [true; 3]);
}

#[test]
fn session_new_refusals() {
    let (dir, core) = core();
    let before = snapshot(dir.path());
    assert_code(core.session_new(new_request(&["Ana"])), "invalid_setup");
    assert_code(
        core.session_new(new_request(&["Ana", "ana"])),
        "invalid_name",
    );
    let mut unknown = new_request(&["Ana", "Ben"]);
    unknown.catalog_id = "no-such-deck".into();
    assert_code(core.session_new(unknown), "not_found");
    let mut bad = new_request(&["Ana", "Ben"]);
    bad.catalog_id = "../settings".into();
    assert_code(core.session_new(bad), "invalid_input");
    let mut seat = new_request(&["Ana", "Ben"]);
    seat.starting_seat = StartingSeat::Seat(Seat(5));
    assert_code(core.session_new(seat), "invalid_setup");
    assert_eq!(
        snapshot(dir.path()),
        before,
        "a refused game writes nothing"
    );
}

// ----- record, with autosave and stale refusals -----

#[test]
fn every_recorded_step_is_on_disk_when_record_returns() {
    let sp = &Speaker::ENGLISH;
    let (_dir, core) = core();
    let mut response = new_game(&core, &["Ana", "Ben"]);
    let catalog = Catalog::sample();
    for k in 0..25 {
        let event = next_event(&response.view, &catalog, k).unwrap();
        response = core
            .record(RecordRequest {
                id: response.id.clone(),
                expected_len: response.view.log_len,
                event: event.clone(),
            })
            .unwrap();
        let disk = on_disk(&core, &response.id);
        assert_eq!(disk.len(), response.view.log_len);
        assert_eq!(disk.events().last(), Some(&event));
        assert_eq!(disk.view(sp), response.view);
    }
}

#[test]
fn a_stale_record_is_refused_and_nothing_is_recorded_twice() {
    let (_dir, core) = core();
    let first = new_game(&core, &["Ana", "Ben"]);
    let event = next_event(&first.view, &Catalog::sample(), 0).unwrap();
    let request = RecordRequest {
        id: first.id.clone(),
        expected_len: first.view.log_len,
        event,
    };
    let after = core.record(request.clone()).unwrap();
    // The same tap again (the screen still showed the old length).
    let error = assert_code(core.record(request), "stale");
    assert_eq!(
        error.message,
        "This step was already recorded (the screen was out of date). Nothing was recorded twice."
    );
    let view = core.session_view(sid(&first.id)).unwrap().view;
    assert_eq!(view, after.view);
    assert_eq!(on_disk(&core, &first.id).len(), 2);
}

#[test]
fn a_rejected_event_keeps_the_tracker_code_and_records_nothing() {
    let (dir, core) = core();
    let response = new_game(&core, &["Ana", "Ben"]);
    let before = snapshot(dir.path());
    let error = assert_code(
        core.record(RecordRequest {
            id: response.id.clone(),
            expected_len: 1,
            event: Event::TurnEnded,
        }),
        "wrong_step",
    );
    assert!(error.problems.is_empty());
    assert_eq!(snapshot(dir.path()), before);
    assert_eq!(
        core.session_view(sid(&response.id)).unwrap().view.log_len,
        1
    );
}

#[test]
fn record_on_a_missing_or_malformed_id() {
    let (_dir, core) = core();
    let request = |id: &str| RecordRequest {
        id: id.into(),
        expected_len: 1,
        event: Event::TurnEnded,
    };
    assert_code(core.record(request("20990101-000000-zzzz")), "not_found");
    assert_code(core.record(request("../../etc/passwd")), "invalid_input");
}

// ----- undo, redo, amend -----

#[test]
fn undo_and_redo_carry_the_expected_length() {
    let (_dir, core) = core();
    let played = play(&core, new_game(&core, &["Ana", "Ben"]), 5);
    let id = played.id.clone();
    assert_eq!(played.view.log_len, 6);

    let undone = core
        .undo(StepRequest {
            id: id.clone(),
            expected_len: 6,
        })
        .unwrap();
    assert_eq!(undone.view.log_len, 5);
    assert!(undone.view.can_redo);
    // It says what it took back: the step that was the latest, no longer in the log.
    let last = played
        .view
        .latest
        .as_ref()
        .expect("a latest step")
        .label
        .clone();
    assert_eq!(
        undone.said.as_deref(),
        Some(format!("Undone: {last}").as_str())
    );
    assert_ne!(undone.view.latest.as_ref().map(|e| &e.label), Some(&last));
    assert_eq!(on_disk(&core, &id).len(), 5);
    assert_eq!(on_disk(&core, &id).redo_events().len(), 1);
    // A double tap on Undo.
    assert_code(
        core.undo(StepRequest {
            id: id.clone(),
            expected_len: 6,
        }),
        "stale",
    );
    assert_eq!(on_disk(&core, &id).len(), 5);

    let redone = core
        .redo(StepRequest {
            id: id.clone(),
            expected_len: 5,
        })
        .unwrap();
    assert_eq!(redone.view, played.view);
    assert_eq!(
        redone.said.as_deref(),
        Some(format!("Redone: {last}").as_str())
    );
    assert_eq!(
        played.said, None,
        "a recorded step says nothing more than its view"
    );
    assert_code(
        core.redo(StepRequest {
            id: id.clone(),
            expected_len: 5,
        }),
        "stale",
    );
    assert_code(
        core.redo(StepRequest {
            id: id.clone(),
            expected_len: 6,
        }),
        "nothing_to_redo",
    );
}

#[test]
fn undo_stops_at_the_setup() {
    let (_dir, core) = core();
    let response = new_game(&core, &["Ana", "Ben"]);
    assert_code(
        core.undo(StepRequest {
            id: response.id,
            expected_len: 1,
        }),
        "nothing_to_undo",
    );
}

#[test]
fn amend_replaces_an_earlier_card_and_saves() {
    let (_dir, core) = core();
    let played = play(&core, new_game(&core, &["Ana", "Ben"]), 4);
    let history = core.history(sid(&played.id)).unwrap();
    assert_eq!(history.len(), played.view.log_len);
    let item = history
        .iter()
        .find(|h| matches!(h.card, Some(AnyCard::Load(_))))
        .expect("a Load card step");
    let other = Catalog::sample()
        .load
        .into_iter()
        .find(|c| Some(AnyCard::Load(c.clone())) != item.card)
        .unwrap();
    let request = AmendRequest {
        id: played.id.clone(),
        expected_len: played.view.log_len,
        index: item.index,
        card: AnyCard::Load(other.clone()),
    };
    let amended = core.amend(request.clone()).unwrap();
    assert_eq!(amended.view.log_len, played.view.log_len);
    assert!(matches!(
        &on_disk(&core, &played.id).events()[item.index],
        Event::LoadCardDrawn { card, .. } if *card == other
    ));
    assert_code(
        core.amend(AmendRequest {
            expected_len: played.view.log_len + 1,
            ..request.clone()
        }),
        "stale",
    );
    assert_code(
        core.amend(AmendRequest {
            index: 0,
            ..request
        }),
        "amend_mismatch",
    );
}

#[test]
fn insert_puts_a_forgotten_step_before_a_later_one_and_undo_takes_it_out() {
    let (_dir, core) = core();
    let catalog = Catalog::sample();
    let mut response = new_game(&core, &["Ana", "Ben", "Cal"]);
    let id = response.id.clone();
    let life = |i: usize| Event::LifeHappensDrawn {
        card: catalog.life_happens[i].clone(),
    };
    let act = |i: usize| Event::ActionPlayed {
        card: catalog.action[i].clone(),
    };
    let give = |giver: u8| Event::BrotherhoodGiven {
        giver: Seat(giver),
        card: catalog.brotherhood[0].clone(),
    };
    let events = [
        Event::LoadCardDrawn {
            seat: Seat(0),
            card: catalog.load[0].clone(),
        },
        Event::LoadCardDrawn {
            seat: Seat(1),
            card: catalog.load[1].clone(),
        },
        Event::LoadCardDrawn {
            seat: Seat(2),
            card: catalog.load[2].clone(),
        },
        life(0),
        act(0),
        Event::TurnEnded, // 6: Ana's end of turn
        life(1),
        act(1),
        give(2), // 9: Cal gives Ben his card
        Event::TurnEnded,
    ];
    for event in events {
        response = core
            .record(RecordRequest {
                id: id.clone(),
                expected_len: response.view.log_len,
                event,
            })
            .unwrap();
    }
    let len = response.view.log_len;
    let insert = |before: usize, event: Event, expected_len: usize| {
        core.insert(InsertRequest {
            id: id.clone(),
            expected_len,
            before,
            event,
        })
    };

    // Cal gave Ana a card too? Then his gift to Ben (step 9) would break: refused, named.
    let error = assert_code(insert(6, give(2), len), "amend_conflict");
    let json = serde_json::to_value(&error).unwrap();
    assert_eq!(json["conflict"]["at"], 6);
    assert_eq!(json["conflict"]["breaks"], 9);
    assert_eq!(json["conflict"]["undo_steps"], 2);
    assert!(
        error
            .message
            .contains("step 9 (round 1, Ben's Brotherhood)"),
        "{}",
        error.message
    );
    assert_eq!(on_disk(&core, &id).len(), len, "nothing was written");

    assert_code(insert(len, give(1), len), "amend_mismatch");
    assert_code(insert(0, give(1), len), "amend_mismatch");
    assert_code(insert(6, give(1), len + 1), "stale");

    // Ben gave Ana a card and nobody recorded it.
    let inserted = insert(6, give(1), len).unwrap();
    assert_eq!(inserted.view.log_len, len + 1);
    let disk = on_disk(&core, &id);
    assert_eq!(disk.events()[6], give(1));
    assert_eq!(disk.insertions().len(), 1, "the file keeps it for undo");

    let undone = core
        .undo(StepRequest {
            id: id.clone(),
            expected_len: len + 1,
        })
        .unwrap();
    assert_eq!(undone.view, {
        let mut v = response.view.clone();
        v.can_redo = true;
        v
    });
    assert_eq!(on_disk(&core, &id).events()[6], Event::TurnEnded);
    let redone = core
        .redo(StepRequest {
            id: id.clone(),
            expected_len: len,
        })
        .unwrap();
    assert_eq!(redone.view, inserted.view);
}

// ----- history, ledger, view, open -----

#[test]
fn history_ledger_and_view_describe_the_same_log() {
    let (_dir, core) = core();
    let played = play(&core, new_game(&core, &["Ana", "Ben", "Cal"]), 12);
    let ledger = core.ledger(sid(&played.id)).unwrap();
    let history = core.history(sid(&played.id)).unwrap();
    assert_eq!(ledger.len(), played.view.log_len);
    assert_eq!(history.len(), played.view.log_len);
    assert_eq!(played.view.latest.as_ref(), ledger.last());
    assert_eq!(core.session_view(sid(&played.id)).unwrap(), played);
    assert_code(core.ledger(sid("20990101-000000-zzzz")), "not_found");
    assert_code(core.history(sid("a/b")), "invalid_input");
}

#[test]
fn a_session_survives_closing_and_reopening_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let (id, view) = {
        let core = loadout_companion::open_core(&data);
        let played = play(&core, new_game(&core, &["Ana", "Ben"]), 17);
        let undone = core
            .undo(StepRequest {
                id: played.id.clone(),
                expected_len: played.view.log_len,
            })
            .unwrap();
        (undone.id, undone.view)
    };
    let reopened = loadout_companion::open_core(&data);
    assert_eq!(reopened.app_state().unwrap().resume.unwrap().id, id);
    let response = reopened.session_open(sid(&id)).unwrap();
    assert_eq!(response.view, view);
    assert!(response.view.can_redo, "the redo stack is saved too");
}

// ----- session_list and damaged files -----

#[test]
fn session_list_summarizes_each_session() {
    let (_dir, core) = core();
    let done = play_to_end(&core, new_game(&core, &["Ana", "Ben"]));
    let going = play(&core, new_game(&core, &["Cal", "Dee", "Eve"]), 30);
    let list = core.session_list().unwrap();
    assert!(list.damaged.is_empty());
    assert_eq!(list.sessions.len(), 2);
    let finished = list.sessions.iter().find(|s| s.id == done.id).unwrap();
    assert!(finished.finished);
    assert_eq!(finished.players, ["Ana", "Ben"]);
    assert_eq!(finished.round, finished.rounds);
    let names: Vec<_> = done
        .view
        .standings
        .winners
        .iter()
        .map(|s| done.view.players[s.index()].name.clone())
        .collect();
    assert_eq!(finished.winners, names);
    assert!(!finished.winners.is_empty());
    assert!(finished.created.is_some() && finished.updated.is_some());
    let unfinished = list.sessions.iter().find(|s| s.id == going.id).unwrap();
    assert!(!unfinished.finished);
    assert!(unfinished.winners.is_empty());
    assert_eq!(unfinished.round, going.view.round);
    assert_eq!(unfinished.log_len, going.view.log_len);
    assert!(unfinished.catalog.sample);
}

#[test]
fn damaged_files_are_listed_by_name_and_never_changed() {
    let (dir, core) = core();
    let good = play(&core, new_game(&core, &["Ana", "Ben"]), 6);
    let sessions = core.data_dir().join("sessions");
    let good_json =
        String::from_utf8(session_on_disk(&sessions.join(format!("{}.json", good.id))).unwrap())
            .unwrap();
    let newer = good_json.replacen("\"version\": 4", "\"version\": 9", 1);
    assert_ne!(newer, good_json);
    // A log that parses but does not replay: the second step repeated.
    let mut file = SessionFile::from_json(&good_json).unwrap();
    file.events.insert(2, file.events[1].clone());
    let bad_replay = file.to_json();
    let cases: [(&str, &[u8], &str); 7] = [
        (
            "truncated.json",
            &good_json.as_bytes()[..good_json.len() / 2],
            "damaged_file",
        ),
        ("empty.json", b"", "damaged_file"),
        ("future.json", newer.as_bytes(), "newer_format"),
        (
            "not-json.json",
            b"\x89PNG\r\n\x1a\n\0\0binary",
            "damaged_file",
        ),
        (
            "other.json",
            br#"{"format":"something-else","version":1}"#,
            "damaged_file",
        ),
        ("bad-replay.json", bad_replay.as_bytes(), "damaged_file"),
        ("notes.txt", b"shopping list", "damaged_file"),
    ];
    for (name, bytes, _) in &cases {
        fs::write(sessions.join(name), bytes).unwrap();
    }
    let before = snapshot(dir.path());

    // The app restarted: the first one lets go of the data folder before the second opens it.
    let data = core.data_dir().to_owned();
    drop(core);
    let reopened = loadout_companion::open_core(&data);
    let list = reopened.session_list().unwrap();
    assert_eq!(list.sessions.len(), 1, "the good session is still listed");
    assert_eq!(list.sessions[0].id, good.id);
    let mut damaged: Vec<_> = list
        .damaged
        .iter()
        .map(|d| (d.file_name.as_str(), d.code.as_str()))
        .collect();
    damaged.sort();
    let mut expected: Vec<_> = cases.iter().map(|(n, _, c)| (*n, *c)).collect();
    expected.sort();
    assert_eq!(damaged, expected);
    for d in &list.damaged {
        assert!(!d.message.is_empty());
    }
    let replay = list
        .damaged
        .iter()
        .find(|d| d.file_name == "bad-replay.json")
        .unwrap();
    assert!(replay.message.contains("step 2"), "{}", replay.message);
    assert_eq!(reopened.app_state().unwrap().damaged_sessions, cases.len());

    // Opening them is refused the same way, and nothing anywhere changed.
    for (name, _, code) in &cases {
        if let Some(id) = name.strip_suffix(".json") {
            let error = assert_code(reopened.session_open(sid(id)), code);
            assert!(error.message.starts_with(name), "{}", error.message);
        }
    }
    // Working on the good session rewrites only its own file.
    play(&reopened, reopened.session_open(sid(&good.id)).unwrap(), 3);
    let after = snapshot(dir.path());
    let good_path = sessions.join(format!("{}.json", good.id));
    let good_journal = sessions.join(format!(".{}.journal", good.id));
    let unchanged = |files: &[(std::path::PathBuf, Vec<u8>)]| {
        files
            .iter()
            .filter(|(p, _)| *p != good_path && *p != good_journal)
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(unchanged(&after), unchanged(&before));
    println!(
        "damaged files: {} listed as damaged, {} bytes compared before and after, all unchanged",
        list.damaged.len(),
        cases.iter().map(|(_, b, _)| b.len()).sum::<usize>()
    );
}

// ----- session_delete -----

#[test]
fn session_delete_removes_the_file() {
    let (_dir, core) = core();
    let keep = new_game(&core, &["Ana", "Ben"]);
    let gone = new_game(&core, &["Cal", "Dee"]);
    let list = core.session_delete(sid(&gone.id)).unwrap();
    assert_eq!(list.sessions.len(), 1);
    assert_eq!(list.sessions[0].id, keep.id);
    assert!(!core
        .data_dir()
        .join("sessions")
        .join(format!("{}.json", gone.id))
        .exists());
    assert_code(core.session_view(sid(&gone.id)), "not_found");
    assert_code(core.session_delete(sid(&gone.id)), "not_found");
    assert_code(core.session_delete(sid("..")), "invalid_input");
}

// ----- session_export / session_import -----

#[test]
fn session_export_then_import_gives_the_same_game_under_a_new_id() {
    let (dir, core, chooser) = core_with_chooser();
    let played = play(&core, new_game(&core, &["Ana", "Ben"]), 20);
    let path = dir.path().join("exported session.json");
    chooser.choose(&path);
    let saved = core
        .session_export(SessionExportRequest {
            id: played.id.clone(),
        })
        .unwrap();
    // The whole path: the message says where the file went.
    assert_eq!(saved, Some(path.display().to_string()));
    let exported = SessionFile::from_json(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(exported.events.len(), played.view.log_len);
    let asked = chooser.asked();
    // Named after the day it started, so last week's file is not replaced.
    let day = played
        .view
        .date
        .clone()
        .expect("a new session records its day");
    assert_eq!(
        asked[0].file_name,
        Some(format!("loadout-session-{day}.json"))
    );
    assert_eq!(asked[0].extensions, ["json"]);

    chooser.choose(&path);
    let imported = core.session_import().unwrap().unwrap();
    assert_ne!(imported.id, played.id);
    assert_eq!(imported.view, played.view);
    assert_eq!(imported.catalog_id.as_deref(), Some("sample"));
    assert_eq!(on_disk(&core, &imported.id).events(), &exported.events[..]);

    // A dialog that gives no file (a folder, a relative path) writes nothing.
    chooser.choose("relative.json");
    assert_code(
        core.session_export(SessionExportRequest {
            id: played.id.clone(),
        }),
        "invalid_input",
    );
    // Closing the dialog reads and writes nothing, and says nothing went wrong.
    let before = snapshot(dir.path());
    assert_eq!(core.session_import().unwrap(), None);
    assert_eq!(
        core.session_export(SessionExportRequest { id: played.id })
            .unwrap(),
        None
    );
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn a_path_from_the_page_is_refused_and_nothing_is_read_or_written() {
    let (dir, core, chooser) = core_with_chooser();
    let played = play(&core, new_game(&core, &["Ana", "Ben"]), 6);
    let home = tempfile::tempdir().unwrap();
    let bashrc = home.path().join(".bashrc");
    fs::write(&bashrc, "export SECRET=hunter2\n").unwrap();
    let before = (snapshot(dir.path()), snapshot(home.path()));
    let id = json!(played.id);
    let target = json!(bashrc.display().to_string());
    // Each command that touches a file outside the data folder, called as a script in the page
    // would, naming the file itself.
    for (command, req) in [
        ("session_export", json!({ "id": id, "path": target })),
        ("catalog_export", json!({ "id": "sample", "path": target })),
        (
            "export_csv",
            json!({ "id": id, "kind": "results", "names": "as_entered", "path": target }),
        ),
        (
            "results_qr",
            json!({ "id": id, "names": "as_entered", "include_date": false, "path": target }),
        ),
        (
            "results_qr_save",
            json!({ "id": id, "names": "as_entered", "include_date": false, "image": "svg",
                    "path": target }),
        ),
        // What a tablet calls: it names no file either (a browser download, nothing written).
        (
            "results_code",
            json!({ "id": id, "names": "as_entered", "include_date": false, "path": target }),
        ),
        (
            "download",
            json!({ "id": id, "kind": "session", "names": "as_entered", "include_date": false,
                    "path": target }),
        ),
        ("session_import", json!({ "path": target })),
        ("catalog_import", json!({ "path": target })),
    ] {
        let error = dispatch(&core, command, req).expect_err(command);
        assert_eq!(error.code, "invalid_input", "{command}: {error:?}");
        assert!(!error.message.contains("hunter2"), "{command}: {error:?}");
    }
    assert!(chooser.asked().is_empty(), "no dialog was even opened");
    assert_eq!((snapshot(dir.path()), snapshot(home.path())), before);
}

#[test]
fn an_import_of_a_file_that_is_not_ours_quotes_none_of_it() {
    let (dir, core, chooser) = core_with_chooser();
    let home = tempfile::tempdir().unwrap();
    let files: [(&str, &str); 5] = [
        (".bashrc", "export TOKEN=hunter2\n"),
        ("keys.json", r#"{"format": "hunter2", "version": 1}"#),
        ("config.json", r#"{"hunter2": true, "events": ["hunter2"]}"#),
        ("list.json", r#"["hunter2"]"#),
        ("text.json", r#""hunter2""#),
    ];
    let before = snapshot(dir.path());
    for (name, content) in files {
        let path = home.path().join(name);
        fs::write(&path, content).unwrap();
        for import in [
            &(|c: &AppCore| c.session_import().map(|_| ())) as &dyn Fn(&AppCore) -> _,
            &|c: &AppCore| c.catalog_import().map(|_| ()),
        ] {
            chooser.choose(&path);
            let error = import(&core).expect_err(name);
            assert_eq!(error.code, "damaged_file", "{name}: {error:?}");
            assert!(error.message.starts_with(name), "{}", error.message);
            assert!(
                !error.message.contains("hunter2"),
                "{name}: {}",
                error.message
            );
        }
    }
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn an_invalid_session_import_names_the_problem_and_changes_nothing() {
    let (dir, core, chooser) = core_with_chooser();
    let played = play(&core, new_game(&core, &["Ana", "Ben"]), 8);
    let mut file = SessionFile::from_json(
        &String::from_utf8(
            session_on_disk(
                &core
                    .data_dir()
                    .join("sessions")
                    .join(format!("{}.json", played.id)),
            )
            .unwrap(),
        )
        .unwrap(),
    )
    .unwrap();
    // An Action before any Load card is drawn: step 1 can't be replayed.
    file.events.insert(
        1,
        Event::ActionPlayed {
            card: Catalog::sample().action[0].clone(),
        },
    );
    let outside = tempfile::tempdir().unwrap();
    let bad = outside.path().join("bad.json");
    fs::write(&bad, file.to_json()).unwrap();
    let garbage = outside.path().join("garbage.json");
    fs::write(&garbage, "{ not json").unwrap();
    let before = snapshot(dir.path());

    chooser.choose(&bad);
    let error = assert_code(core.session_import(), "damaged_file");
    assert!(error.message.starts_with("bad.json"), "{}", error.message);
    assert!(error.message.contains("step 1"), "{}", error.message);
    chooser.choose(&garbage);
    assert_code(core.session_import(), "damaged_file");
    chooser.choose(outside.path().join("missing.json"));
    assert_code(core.session_import(), "storage");
    assert_eq!(snapshot(dir.path()), before);
    assert_eq!(core.session_list().unwrap().sessions.len(), 1);
}

// ----- catalogs -----

#[test]
fn catalog_list_puts_the_sample_first_and_flags_it() {
    let (_dir, core) = core();
    let list = core.catalog_list().unwrap();
    assert_eq!(list.catalogs.len(), 1);
    assert_eq!(list.catalogs[0].id, "sample");
    assert!(list.catalogs[0].sample);
    assert_eq!(list.catalogs[0].problems, 0);
    // The sample deck's cards are English: a screen in another language says so beside it.
    assert_eq!(list.catalogs[0].language.as_deref(), Some("en"));
    let sample = core.catalog_get(cid("sample")).unwrap();
    assert_eq!(sample.catalog, Catalog::sample());
    assert!(sample.problems.is_empty());

    core.catalog_save(CatalogSaveRequest {
        draft: None,
        id: None,
        catalog: our_catalog(),
    })
    .unwrap();
    let list = core.catalog_list().unwrap();
    assert_eq!(list.catalogs.len(), 2);
    assert_eq!(list.catalogs[0].id, "sample");
    assert_eq!(list.catalogs[1].id, "our-printed-deck");
    assert!(!list.catalogs[1].sample);
}

#[test]
fn catalog_save_creates_updates_and_refuses_with_every_problem() {
    let sp = &Speaker::ENGLISH;
    let (dir, core) = core();
    let saved = core
        .catalog_save(CatalogSaveRequest {
            draft: None,
            id: None,
            catalog: our_catalog(),
        })
        .unwrap();
    assert_eq!(saved.id, "our-printed-deck");
    let second = core
        .catalog_save(CatalogSaveRequest {
            draft: None,
            id: None,
            catalog: our_catalog(),
        })
        .unwrap();
    assert_eq!(second.id, "our-printed-deck-2");

    let mut changed = our_catalog();
    changed.version = "2".into();
    let updated = core
        .catalog_save(CatalogSaveRequest {
            draft: None,
            id: Some(saved.id.clone()),
            catalog: changed.clone(),
        })
        .unwrap();
    assert_eq!(updated.id, saved.id);
    assert_eq!(core.catalog_get(cid(&saved.id)).unwrap().catalog, changed);

    let mut invalid = our_catalog();
    invalid.action[0].tag = Tag("Shout".into());
    invalid.load[0].title = String::new();
    let before = snapshot(dir.path());
    let error = assert_code(
        core.catalog_save(CatalogSaveRequest {
            draft: None,
            id: Some(saved.id.clone()),
            catalog: invalid.clone(),
        }),
        "invalid_catalog",
    );
    assert_eq!(
        error.problems,
        loadout_words::catalog::said(sp, &invalid.validate())
    );
    assert!(error.problems.len() >= 2);
    for problem in &error.problems {
        assert!(error.message.contains(&problem.message));
    }
    assert_code(
        core.catalog_save(CatalogSaveRequest {
            draft: None,
            id: None,
            catalog: invalid,
        }),
        "invalid_catalog",
    );
    assert_code(
        core.catalog_save(CatalogSaveRequest {
            draft: None,
            id: Some("sample".into()),
            catalog: our_catalog(),
        }),
        "invalid_input",
    );
    assert_code(
        core.catalog_save(CatalogSaveRequest {
            draft: None,
            id: Some("never-saved".into()),
            catalog: our_catalog(),
        }),
        "not_found",
    );
    assert_eq!(
        snapshot(dir.path()),
        before,
        "a refused save writes nothing"
    );
}

#[test]
fn a_catalog_draft_is_kept_as_typed_listed_opened_where_it_was_left_and_dropped_once_saved() {
    let sp = &Speaker::ENGLISH;
    let (dir, core) = core();
    // Half typed: a name, one Action card with no title and no tag yet.
    let mut typed = Catalog {
        name: "Our printed deck".into(),
        ..Catalog::sample()
    };
    typed.sample = false;
    typed.action.truncate(1);
    typed.action[0].title = String::new();
    typed.action[0].tag = Tag::from("");
    let problems = typed.validate().len();
    assert!(problems > 0);
    let place = DraftPlace {
        deck: Deck::Action,
        card: Some(0),
    };
    let kept = core
        .catalog_draft_save(DraftSaveRequest {
            id: None,
            replaces: None,
            place,
            catalog: typed.clone(),
        })
        .unwrap();
    // Typed on: the same draft, replaced in place.
    typed.action[0].title = "Call a friend".into();
    let again = core
        .catalog_draft_save(DraftSaveRequest {
            id: Some(kept.id.clone()),
            replaces: None,
            place,
            catalog: typed.clone(),
        })
        .unwrap();
    assert_eq!(again.id, kept.id);
    let drafts = dir.path().join("data/catalog-drafts");
    assert_eq!(
        fs::read_dir(&drafts).unwrap().count(),
        1,
        "one file, no temp file left"
    );
    // Nothing is a catalog yet: a new game can't pick it.
    let listed = core.catalog_list().unwrap();
    assert_eq!(listed.catalogs.len(), 1, "only the sample deck");
    assert_eq!(listed.drafts.len(), 1);
    let entry = &listed.drafts[0];
    assert_eq!(entry.name, "Our printed deck");
    assert_eq!(entry.problems, typed.validate().len());
    assert_eq!(entry.cards, typed.cards().len());

    // The app starts again: the draft opens where it was left, as typed.
    drop(core);
    let core = loadout_companion::open_core(dir.path().join("data"));
    let doc = core.catalog_draft_get(cid(&kept.id)).unwrap();
    assert_eq!(doc.catalog, typed);
    assert_eq!(doc.place, place);
    assert_eq!(
        doc.problems,
        loadout_words::catalog::said(sp, &typed.validate())
    );

    // Saved as a catalog once it is valid: the draft is gone.
    let saved = core
        .catalog_save(CatalogSaveRequest {
            id: None,
            catalog: our_catalog(),
            draft: Some(kept.id.clone()),
        })
        .unwrap();
    let listed = core.catalog_list().unwrap();
    assert!(listed.drafts.is_empty());
    assert!(listed.catalogs.iter().any(|c| c.id == saved.id));
    assert_code(core.catalog_draft_get(cid(&kept.id)), "not_found");
    assert_eq!(fs::read_dir(&drafts).unwrap().count(), 0);

    // An invalid catalog still can't be saved as one: its draft stays.
    let kept = core
        .catalog_draft_save(DraftSaveRequest {
            id: None,
            replaces: Some(saved.id.clone()),
            place,
            catalog: typed.clone(),
        })
        .unwrap();
    assert_code(
        core.catalog_save(CatalogSaveRequest {
            id: Some(saved.id.clone()),
            catalog: typed.clone(),
            draft: Some(kept.id.clone()),
        }),
        "invalid_catalog",
    );
    let listed = core.catalog_list().unwrap();
    assert_eq!(
        listed.drafts[0].replaces.as_deref(),
        Some(saved.id.as_str())
    );
    // Thrown away on purpose.
    let listed = core.catalog_draft_delete(cid(&kept.id)).unwrap();
    assert!(listed.drafts.is_empty());
    assert_code(core.catalog_draft_delete(cid(&kept.id)), "not_found");
    // Ids from the page are checked.
    assert_code(
        core.catalog_draft_get(cid("../catalogs/x")),
        "invalid_input",
    );
    assert_code(
        core.catalog_draft_save(DraftSaveRequest {
            id: Some("../../x".into()),
            replaces: None,
            place,
            catalog: typed,
        }),
        "invalid_input",
    );
}

#[test]
fn a_damaged_draft_is_listed_by_name_and_never_overwritten() {
    let (dir, core) = core();
    let drafts = dir.path().join("data/catalog-drafts");
    fs::create_dir_all(&drafts).unwrap();
    let bytes = b"{\"format\": \"loadout-catalog-draft\", \"version\": 1, \"catalog\": ";
    fs::write(drafts.join("half.json"), bytes).unwrap();
    let listed = core.catalog_list().unwrap();
    assert!(listed.drafts.is_empty());
    let damaged = &listed.damaged[0];
    assert_eq!(damaged.file_name, "catalog-drafts/half.json");
    assert_eq!(damaged.code, "damaged_file");
    assert!(
        !damaged.message.contains("loadout-catalog-draft"),
        "{}",
        damaged.message
    );
    assert_code(core.catalog_draft_get(cid("half")), "damaged_file");
    assert_eq!(fs::read(drafts.join("half.json")).unwrap(), bytes);
}

#[test]
fn a_damaged_catalog_file_is_listed_and_never_overwritten() {
    let (dir, core) = core();
    let catalogs = core.data_dir().join("catalogs");
    fs::write(
        catalogs.join("hand-edited.json"),
        b"{\"format\": \"loadout-catalog\",",
    )
    .unwrap();
    let before = snapshot(dir.path());
    let list = core.catalog_list().unwrap();
    assert_eq!(list.catalogs.len(), 1);
    assert_eq!(list.damaged.len(), 1);
    assert_eq!(list.damaged[0].file_name, "hand-edited.json");
    assert_eq!(list.damaged[0].code, "damaged_file");
    assert_code(core.catalog_get(cid("hand-edited")), "damaged_file");
    assert_code(
        core.catalog_save(CatalogSaveRequest {
            draft: None,
            id: Some("hand-edited".into()),
            catalog: our_catalog(),
        }),
        "damaged_file",
    );
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn catalog_delete_removes_a_stored_catalog_but_not_the_sample() {
    let (_dir, core) = core();
    let saved = core
        .catalog_save(CatalogSaveRequest {
            draft: None,
            id: None,
            catalog: our_catalog(),
        })
        .unwrap();
    // A session played with it keeps its own cards after the catalog is gone.
    let mut request = new_request(&["Ana", "Ben"]);
    request.catalog_id = saved.id.clone();
    let game = core.session_new(request).unwrap();
    let played = play(&core, game, 5);
    assert_eq!(played.catalog_id.as_deref(), Some(saved.id.as_str()));
    let list = core.catalog_delete(cid(&saved.id)).unwrap();
    assert_eq!(list.catalogs.len(), 1);
    assert_code(core.catalog_get(cid(&saved.id)), "not_found");
    assert_code(core.catalog_delete(cid(&saved.id)), "not_found");
    assert_code(core.catalog_delete(cid("sample")), "invalid_input");
    let reopened = loadout_companion::open_core(core.data_dir());
    let view = reopened.session_open(sid(&played.id)).unwrap();
    assert_eq!(view.view, played.view);
    assert_eq!(view.catalog_id, None, "no stored catalog matches any more");
}

#[test]
fn catalog_import_and_export() {
    let sp = &Speaker::ENGLISH;
    let (dir, core, chooser) = core_with_chooser();
    let outside = tempfile::tempdir().unwrap();
    let path = outside.path().join("deck.json");
    chooser.choose(&path);
    let saved = core
        .catalog_export(CatalogExportRequest {
            id: "sample".into(),
        })
        .unwrap();
    assert_eq!(saved.as_deref(), Some("deck.json"));
    assert_eq!(
        chooser.asked()[0].file_name.as_deref(),
        Some("sample-deck-not-the-printed-cards.json")
    );
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        Catalog::sample().to_json()
    );

    fs::write(&path, our_catalog().to_json()).unwrap();
    chooser.choose(&path);
    let imported = core.catalog_import().unwrap().unwrap();
    assert_eq!(imported.id, "our-printed-deck");
    assert_eq!(
        core.catalog_get(cid(&imported.id)).unwrap().catalog,
        our_catalog()
    );

    // An invalid file: refused with every problem, nothing changed.
    let mut invalid = our_catalog();
    invalid.tags.clear();
    invalid.turning_point.clear();
    fs::write(&path, invalid.to_json()).unwrap();
    let before = snapshot(dir.path());
    chooser.choose(&path);
    let error = assert_code(core.catalog_import(), "invalid_catalog");
    assert_eq!(
        error.problems,
        loadout_words::catalog::said(sp, &invalid.validate())
    );
    assert!(
        error.message.starts_with("deck.json was not imported"),
        "{}",
        error.message
    );
    fs::write(&path, "[1, 2").unwrap();
    chooser.choose(&path);
    let error = assert_code(core.catalog_import(), "damaged_file");
    assert!(
        error.message.starts_with("deck.json: "),
        "{}",
        error.message
    );
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn pasted_rows_become_cards_or_row_problems_and_nothing_is_saved() {
    let (dir, core) = core();
    let before = snapshot(dir.path());
    let columns = core
        .catalog_paste_columns(PasteColumnsRequest { deck: Deck::Load })
        .expect("the columns");
    assert_eq!(
        columns[..3],
        ["Title", "Relief approach 1", "Relief approach 2"]
    );
    let catalog = our_catalog();
    let (t0, t1) = (catalog.tags[0].0.clone(), catalog.tags[1].0.clone());
    let paste = |text: String| {
        core.catalog_paste_rows(PasteRowsRequest {
            deck: Deck::Load,
            text,
            catalog: catalog.clone(),
        })
        .expect("a paste is read")
    };
    let good = paste(format!(
        "Title\tRelief approach 1\tRelief approach 2\nA new worry\t{t0}\t{t1}\n"
    ));
    assert_eq!(good.problems, []);
    assert_eq!(good.cards.len(), 1);
    let bad = paste(format!("A new worry\t{t0}\tTlak\n"));
    assert_eq!(bad.cards, []);
    assert_eq!(
        (bad.problems[0].row, bad.problems[0].column.as_deref()),
        (1, Some("C"))
    );
    let huge = core
        .catalog_paste_rows(PasteRowsRequest {
            deck: Deck::Load,
            text: "x".repeat(2 * 1024 * 1024),
            catalog: catalog.clone(),
        })
        .expect_err("a paste far larger than a deck is refused");
    assert_eq!(huge.code, "invalid_input");
    assert_eq!(snapshot(dir.path()), before, "a paste writes nothing");
}

#[test]
fn catalog_and_card_validation_for_the_editor() {
    let sp = &Speaker::ENGLISH;
    let (_dir, core) = core();
    assert!(core
        .catalog_validate(CatalogValidateRequest {
            catalog: Catalog::sample()
        })
        .unwrap()
        .is_empty());
    let mut invalid = our_catalog();
    invalid.name.clear();
    assert_eq!(
        core.catalog_validate(CatalogValidateRequest {
            catalog: invalid.clone()
        }),
        Ok(loadout_words::catalog::said(sp, &invalid.validate()))
    );
    let mut card = Catalog::sample().action[0].clone();
    card.tag = Tag("Shout".into());
    let tags = Catalog::sample().tags;
    let problems = core
        .card_validate(CardValidateRequest {
            card: AnyCard::Action(card.clone()),
            tags: Some(tags),
        })
        .unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(core
        .card_validate(CardValidateRequest {
            card: AnyCard::Action(card),
            tags: None,
        })
        .unwrap()
        .is_empty());
}

// ----- settings -----

#[test]
fn settings_are_kept_apart_from_sessions() {
    let (_dir, core) = core();
    assert_eq!(core.settings_get().unwrap(), Settings::default());
    let settings = Settings {
        language: LanguageChoice::System,
        theme: Theme::Dark,
        text_size: TextSize::Larger,
        export: ExportDefaults {
            names: ExportNames::Initials,
            include_date: false,
        },
    };
    assert_eq!(
        core.settings_set(SettingsRequest { settings }).unwrap(),
        settings
    );
    assert!(core.data_dir().join("settings.json").exists());
    let reopened = loadout_companion::open_core(core.data_dir());
    assert_eq!(reopened.settings_get().unwrap(), settings);
    // An unreadable settings file gives the defaults and is left alone until the next set.
    fs::write(core.data_dir().join("settings.json"), "{{{{").unwrap();
    assert_eq!(reopened.settings_get().unwrap(), Settings::default());
    assert_eq!(
        fs::read(core.data_dir().join("settings.json")).unwrap(),
        b"{{{{"
    );
    // Fields a newer app added are ignored, missing ones take their defaults.
    fs::write(
        core.data_dir().join("settings.json"),
        r#"{"theme":"light","future":1}"#,
    )
    .unwrap();
    let read = reopened.settings_get().unwrap();
    assert_eq!(read.theme, Theme::Light);
    assert_eq!(read.text_size, TextSize::Normal);
}

/// Another language switches at once: the answers, the app's info and every open session, whose
/// new view goes to every window and device with a new revision (#15).
#[test]
fn a_language_chosen_in_the_settings_switches_at_once() {
    let (_dir, core) = core();
    let game = new_game(&core, &["Ana", "Ben"]);
    assert_eq!(game.view.lang, Lang::En);
    let pushed = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = pushed.clone();
    core.on_change(move |r| seen.lock().unwrap().push(r.clone()));
    let told = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let heard = told.clone();
    core.on_language(move |lang| heard.lock().unwrap().push(lang));
    let german = Settings {
        language: LanguageChoice::Lang(Lang::De),
        ..Settings::default()
    };
    let set = dispatch(&core, "settings_set", json!({ "settings": german })).unwrap();
    assert_eq!(set["language"], "de");
    assert_eq!(core.lang(), Lang::De);
    assert_eq!(
        dispatch(&core, "app_info", Value::Null).unwrap()["lang"],
        "de"
    );
    assert_eq!(
        *told.lock().unwrap(),
        [Lang::De],
        "the windows are told, for the screens that show no session"
    );
    let pushed = pushed.lock().unwrap().clone();
    assert_eq!(pushed.len(), 1, "the open session is pushed once");
    assert_eq!(pushed[0].id, game.id);
    assert!(pushed[0].revision > game.revision);
    assert_eq!(pushed[0].view.lang, Lang::De);
    assert!(
        pushed[0].view.prompt.starts_with("Aufbau · ziehen Sie"),
        "{}",
        pushed[0].view.prompt
    );
    // A refusal is in German too, and so is a view asked for.
    let refused = dispatch(&core, "session_view", json!({ "id": "no-such-session" })).unwrap_err();
    assert!(
        refused.message.contains("nicht mehr auf diesem Gerät"),
        "{refused:?}"
    );
    let view = dispatch(&core, "session_view", json!({ "id": game.id })).unwrap();
    assert_eq!(view["view"]["lang"], "de");
    // The setting is kept; a code this version does not know reads as the system's language.
    assert_eq!(
        loadout_companion::open_core(core.data_dir()).lang(),
        Lang::De
    );
    fs::write(
        core.data_dir().join("settings.json"),
        r#"{"language":"tlh","theme":"dark"}"#,
    )
    .unwrap();
    let read = core.settings_get().unwrap();
    assert_eq!(read.language, LanguageChoice::System);
    assert_eq!(read.theme, Theme::Dark);
    // Back to English: the session is said in English again.
    let english = Settings {
        language: LanguageChoice::Lang(Lang::En),
        ..Settings::default()
    };
    dispatch(&core, "settings_set", json!({ "settings": english })).unwrap();
    let view = dispatch(&core, "session_view", json!({ "id": game.id })).unwrap();
    assert_eq!(view["view"]["lang"], "en");
    assert_eq!(view["view"]["prompt"], game.view.prompt);
    assert_eq!(*told.lock().unwrap(), [Lang::De, Lang::En]);

    // The pseudo-language (for checking layouts): English, accented and longer.
    dispatch(&core, "settings_set", json!({ "settings": { "language": "en-XA", "theme": "system", "text_size": "normal", "export": english.export } })).unwrap();
    let view = dispatch(&core, "session_view", json!({ "id": game.id })).unwrap();
    assert_eq!(view["view"]["lang"], "en-XA");
    let prompt = view["view"]["prompt"].as_str().unwrap();
    assert!(
        prompt.chars().count() * 10 > game.view.prompt.chars().count() * 13
            && !prompt.contains("Setup"),
        "{prompt}"
    );
}

// ----- exports: CSV and the results QR code -----

#[test]
fn export_csv_writes_results_and_ledger_with_the_names_option() {
    let (dir, core, chooser) = core_with_chooser();
    let done = play_to_end(&core, new_game(&core, &["Anabel", "Benedict"]));
    let results = dir.path().join("results.csv");
    chooser.choose(&results);
    let saved = core
        .export_csv(CsvExportRequest {
            id: done.id.clone(),
            kind: CsvKind::Results,
            names: ExportNames::SeatNumbers,
        })
        .unwrap();
    assert_eq!(saved, Some(results.display().to_string()));
    let text = fs::read_to_string(&results).unwrap();
    assert!(text.starts_with("\u{feff}place,name,score"), "{text}");
    assert!(text.contains("Seat 1") && text.contains("Seat 2"));
    assert!(!text.contains("Anabel") && !text.contains("Benedict"));
    assert_eq!(text.lines().count(), 3);

    let ledger = dir.path().join("ledger.csv");
    chooser.choose(&ledger);
    core.export_csv(CsvExportRequest {
        id: done.id.clone(),
        kind: CsvKind::Ledger,
        names: ExportNames::AsEntered,
    })
    .unwrap();
    let text = fs::read_to_string(&ledger).unwrap();
    assert!(text.starts_with("\u{feff}step,round,turn_of"), "{text}");
    assert!(text.contains("Anabel"));
    let asked: Vec<_> = chooser.asked().into_iter().map(|d| d.file_name).collect();
    let day = done
        .view
        .date
        .clone()
        .expect("a new session records its day");
    assert_eq!(
        asked,
        [
            Some(format!("loadout-results-{day}.csv")),
            Some(format!("loadout-ledger-{day}.csv"))
        ]
    );
    // No such session: refused before any dialog opens.
    assert_code(
        core.export_csv(CsvExportRequest {
            id: "20990101-000000-zzzz".into(),
            kind: CsvKind::Results,
            names: ExportNames::AsEntered,
        }),
        "not_found",
    );
    assert_eq!(chooser.asked().len(), 2);
}

#[test]
fn results_qr_shows_and_saves_the_code() {
    let (dir, core, chooser) = core_with_chooser();
    let done = play_to_end(&core, new_game(&core, &["Anabel", "Benedict", "Cal"]));
    let request = QrRequest {
        id: done.id.clone(),
        names: ExportNames::Initials,
        include_date: true,
    };
    let qr = core.results_qr(request.clone()).unwrap();
    assert!(qr.is_final);
    assert!(qr.text.starts_with("LOADOUT-RESULTS 1"), "{}", qr.text);
    assert!(!qr.text.contains("Anabel"));
    let created = core.session_list().unwrap().sessions[0]
        .created
        .clone()
        .unwrap();
    assert!(
        qr.text.contains(&created[..10]),
        "the game's date: {}",
        qr.text
    );
    assert!(qr.svg.contains("<svg"));
    assert_eq!(qr.shortened, None);

    let save = QrSaveRequest {
        id: done.id.clone(),
        names: ExportNames::Initials,
        include_date: true,
        image: QrImage::Png,
    };
    let png = dir.path().join("results.png");
    chooser.choose(&png);
    let saved = core.results_qr_save(save.clone()).unwrap();
    assert_eq!(saved, Some(png.display().to_string()));
    assert!(fs::read(&png).unwrap().starts_with(b"\x89PNG\r\n\x1a\n"));
    let svg = dir.path().join("results.svg");
    chooser.choose(&svg);
    core.results_qr_save(QrSaveRequest {
        include_date: false,
        image: QrImage::Svg,
        ..save
    })
    .unwrap();
    let again = core
        .results_qr(QrRequest {
            include_date: false,
            ..request.clone()
        })
        .unwrap();
    assert_eq!(fs::read_to_string(&svg).unwrap(), again.svg);
    assert!(!again.text.contains(&created[..10]));
    let asked: Vec<_> = chooser.asked().into_iter().map(|d| d.extensions).collect();
    assert_eq!(asked, [["png"], ["svg"]]);

    // During play the code holds the standings so far.
    let going = play(&core, new_game(&core, &["Dee", "Eve"]), 10);
    let live = core
        .results_qr(QrRequest {
            id: going.id,
            ..request
        })
        .unwrap();
    assert!(!live.is_final);
}

// ----- the Read exports a shared session's devices use: download, results_code -----

#[test]
fn download_gives_the_same_bytes_as_the_file_exports_and_writes_nothing() {
    let (dir, core, chooser) = core_with_chooser();
    let done = play_to_end(&core, new_game(&core, &["Anabel", "Benedict", "Cal"]));
    let download = |kind: DownloadKind, names: ExportNames, include_date: bool| {
        let before = snapshot(dir.path());
        let file = core
            .download(DownloadRequest {
                id: done.id.clone(),
                kind,
                names,
                include_date,
            })
            .unwrap();
        assert_eq!(snapshot(dir.path()), before, "{kind:?}: nothing written");
        file
    };
    let exported = |name: &str| fs::read(dir.path().join(name)).unwrap();

    // The session file: the same bytes as the file the facilitator saves.
    chooser.choose(dir.path().join("session.json"));
    core.session_export(SessionExportRequest {
        id: done.id.clone(),
    })
    .unwrap();
    let session = download(DownloadKind::Session, ExportNames::AsEntered, false);
    // Named like the file export: after the day the session started.
    let day = done
        .view
        .date
        .clone()
        .expect("a new session records its day");
    assert_eq!(
        (session.name.as_str(), session.mime.as_str()),
        (
            format!("loadout-session-{day}.json").as_str(),
            "application/json"
        )
    );
    assert_eq!(session.text.as_bytes(), exported("session.json"));

    // Results and ledger as CSV, each names option giving the same bytes as its file export.
    for (kind, csv_kind, name) in [
        (
            DownloadKind::ResultsCsv,
            CsvKind::Results,
            format!("loadout-results-{day}.csv"),
        ),
        (
            DownloadKind::LedgerCsv,
            CsvKind::Ledger,
            format!("loadout-ledger-{day}.csv"),
        ),
    ] {
        for names in [
            ExportNames::AsEntered,
            ExportNames::Initials,
            ExportNames::SeatNumbers,
        ] {
            let file = format!("{name}-{names:?}");
            chooser.choose(dir.path().join(&file));
            core.export_csv(CsvExportRequest {
                id: done.id.clone(),
                kind: csv_kind,
                names,
            })
            .unwrap();
            let got = download(kind, names, false);
            assert_eq!(
                (got.name.as_str(), got.mime.as_str()),
                (name.as_str(), "text/csv")
            );
            assert_eq!(got.text.as_bytes(), exported(&file), "{file}");
        }
    }
    let seats = download(DownloadKind::ResultsCsv, ExportNames::SeatNumbers, false);
    assert!(seats.text.contains("Seat 1") && !seats.text.contains("Anabel"));

    // The results' code as SVG: the picture the desktop saves, date included or not.
    for include_date in [true, false] {
        chooser.choose(dir.path().join("code.svg"));
        core.results_qr_save(QrSaveRequest {
            id: done.id.clone(),
            names: ExportNames::Initials,
            include_date,
            image: QrImage::Svg,
        })
        .unwrap();
        let svg = download(
            DownloadKind::ResultsSvg,
            ExportNames::Initials,
            include_date,
        );
        assert_eq!(
            (svg.name.as_str(), svg.mime.as_str()),
            (
                format!("loadout-results-{day}.svg").as_str(),
                "image/svg+xml"
            )
        );
        assert_eq!(svg.text.as_bytes(), exported("code.svg"), "{include_date}");
    }

    // No such session: refused, no dialog opened, nothing written.
    let asked = chooser.asked().len();
    let before = snapshot(dir.path());
    for kind in [
        DownloadKind::Session,
        DownloadKind::ResultsCsv,
        DownloadKind::LedgerCsv,
        DownloadKind::ResultsSvg,
    ] {
        assert_code(
            core.download(DownloadRequest {
                id: "20990101-000000-zzzz".into(),
                kind,
                names: ExportNames::AsEntered,
                include_date: false,
            }),
            "not_found",
        );
    }
    assert_code(
        dispatch(
            &core,
            "download",
            json!({ "id": done.id, "kind": "session", "names": "as_entered",
                    "include_date": false, "path": "/tmp/x.json" }),
        ),
        "invalid_input",
    );
    assert_eq!(chooser.asked().len(), asked);
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn download_of_a_game_in_play_is_the_game_so_far() {
    let (_dir, core) = core();
    let going = play(&core, new_game(&core, &["Ana", "Ben"]), 9);
    let session = core
        .download(DownloadRequest {
            id: going.id.clone(),
            kind: DownloadKind::Session,
            names: ExportNames::AsEntered,
            include_date: false,
        })
        .unwrap();
    let file = SessionFile::from_json(&session.text).unwrap();
    assert_eq!(file.events.len(), going.view.log_len);
    let ledger = core
        .download(DownloadRequest {
            id: going.id.clone(),
            kind: DownloadKind::LedgerCsv,
            names: ExportNames::AsEntered,
            include_date: false,
        })
        .unwrap();
    assert!(ledger.text.starts_with("\u{feff}step,round,turn_of"));
    // One more step is in the next download.
    let later = play(&core, going, 1);
    let again = core
        .download(DownloadRequest {
            id: later.id.clone(),
            kind: DownloadKind::Session,
            names: ExportNames::AsEntered,
            include_date: false,
        })
        .unwrap();
    assert_eq!(
        SessionFile::from_json(&again.text).unwrap().events.len(),
        later.view.log_len
    );
}

#[test]
fn results_code_is_the_code_results_qr_shows_and_saves_nothing() {
    let (dir, core) = core();
    let going = play(&core, new_game(&core, &["Anabel", "Benedict"]), 12);
    let done = play_to_end(&core, new_game(&core, &["Cal", "Dee"]));
    for (session, is_final) in [(&going, false), (&done, true)] {
        for names in [
            ExportNames::AsEntered,
            ExportNames::Initials,
            ExportNames::SeatNumbers,
        ] {
            for include_date in [true, false] {
                let before = snapshot(dir.path());
                let code = core
                    .results_code(ResultsCodeRequest {
                        id: session.id.clone(),
                        names,
                        include_date,
                    })
                    .unwrap();
                assert_eq!(snapshot(dir.path()), before, "nothing written");
                let shown = core
                    .results_qr(QrRequest {
                        id: session.id.clone(),
                        names,
                        include_date,
                    })
                    .unwrap();
                assert_eq!(code, shown);
                assert_eq!(code.is_final, is_final);
                assert!(code.text.starts_with("LOADOUT-RESULTS 1"));
            }
        }
    }
    let initials = core
        .results_code(ResultsCodeRequest {
            id: going.id.clone(),
            names: ExportNames::Initials,
            include_date: false,
        })
        .unwrap();
    assert!(!initials.text.contains("Anabel"), "{}", initials.text);
    assert_code(
        core.results_code(ResultsCodeRequest {
            id: "20990101-000000-zzzz".into(),
            names: ExportNames::AsEntered,
            include_date: false,
        }),
        "not_found",
    );
    // It takes no path: what writes a file is the desktop's results_qr_save.
    assert_code(
        dispatch(
            &core,
            "results_code",
            json!({ "id": going.id, "names": "as_entered", "include_date": false,
                    "path": dir.path().join("qr.svg") }),
        ),
        "invalid_input",
    );
    assert!(!dir.path().join("qr.svg").exists());
}

// ----- session_catalog: the deck a session's pickers offer -----

#[test]
fn session_catalog_is_the_catalog_the_session_was_started_with() {
    let (dir, core) = core();
    let on_sample = new_game(&core, &["Ana", "Ben"]);
    let sample = core.session_catalog(sid(&on_sample.id)).unwrap();
    assert_eq!(sample.id, "sample");
    assert_eq!(sample.catalog, Catalog::sample());

    let saved = core
        .catalog_save(CatalogSaveRequest {
            draft: None,
            id: None,
            catalog: our_catalog(),
        })
        .unwrap();
    let mut request = new_request(&["Cal", "Dee"]);
    request.catalog_id = saved.id.clone();
    let on_ours = play(&core, core.session_new(request).unwrap(), 4);
    let before = snapshot(dir.path());
    let ours = core.session_catalog(sid(&on_ours.id)).unwrap();
    assert_eq!(ours.id, saved.id);
    assert_eq!(ours.catalog, our_catalog());
    assert_eq!(ours, core.catalog_get(cid(&saved.id)).unwrap());
    // The sample game still has the sample: a session's catalog is its own, not the last saved.
    assert_eq!(core.session_catalog(sid(&on_sample.id)).unwrap(), sample);
    assert_eq!(snapshot(dir.path()), before, "reading writes nothing");

    assert_code(
        core.session_catalog(sid("20990101-000000-zzzz")),
        "not_found",
    );
    assert_code(core.session_catalog(sid("../settings")), "invalid_input");

    // The catalog deleted: the session is still played (cards typed in), and the pickers are told
    // there is none, in this app and after a restart.
    core.catalog_delete(cid(&saved.id)).unwrap();
    assert_code(core.session_catalog(sid(&on_ours.id)), "not_found");
    let reopened = loadout_companion::open_core(core.data_dir());
    let gone = assert_code(reopened.session_catalog(sid(&on_ours.id)), "not_found");
    assert!(gone.message.contains("not on this computer"), "{gone:?}");
    assert_eq!(
        reopened.session_catalog(sid(&on_sample.id)).unwrap().id,
        "sample"
    );
}

// ----- dispatch: any command by name, JSON in and out (the network's way in) -----

#[test]
fn dispatch_runs_a_command_by_name_with_json() {
    let (_dir, core) = core();
    let started = dispatch(
        &core,
        "session_new",
        json!({
            "players": ["Ana", "Ben"],
            "real_talk": false,
            "catalog_id": "sample",
            "starting_seat": { "seat": 1 },
        }),
    )
    .expect("session_new answers");
    let id = started["id"].as_str().expect("an id").to_owned();
    assert_eq!(started["view"]["log_len"], 1);
    let step = json!({
        "id": id,
        "expected_len": 1,
        "event": { "type": "load_card_drawn", "seat": 1, "card": Catalog::sample().load[0] },
    });
    let recorded = dispatch(&core, "record", step.clone()).expect("record answers");
    assert_eq!(recorded["view"]["log_len"], 2);
    // The same refusal as the method's, as JSON.
    let stale = dispatch(&core, "record", step).expect_err("a double tap is refused");
    assert_eq!(stale.code, "stale");
    // A command without a request takes `null` (or an empty object).
    let list = dispatch(&core, "session_list", Value::Null).expect("session_list answers");
    assert_eq!(list["sessions"][0]["id"], id.as_str());
    assert_eq!(dispatch(&core, "session_list", json!({})).unwrap(), list);
    assert_eq!(on_disk(&core, &id).len(), 2);
}

#[test]
fn dispatch_refuses_what_does_not_fit_and_runs_nothing() {
    let (dir, core) = core();
    let id = new_game(&core, &["Ana", "Ben"]).id;
    let before = snapshot(dir.path());
    let unknown = assert_code(
        dispatch(&core, "delete_everything", json!({})),
        "invalid_input",
    );
    assert!(unknown.message.contains("delete_everything"), "{unknown:?}");
    // Wrong shape: a missing field, a field of the wrong type, a request for a command without.
    assert_code(
        dispatch(
            &core,
            "record",
            json!({ "id": id, "event": { "type": "turn_ended" } }),
        ),
        "invalid_input",
    );
    assert_code(
        dispatch(&core, "undo", json!({ "id": id, "expected_len": "two" })),
        "invalid_input",
    );
    assert_code(
        dispatch(&core, "session_list", json!({ "id": id })),
        "invalid_input",
    );
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn every_command_on_one_session_names_it_by_id() {
    // A client limited to one session (the network's tablet and display) is checked by the
    // request's `id`: every `Session` and `Read` command must refuse a request without one.
    let (_dir, core) = core();
    let on_a_session: Vec<_> = COMMANDS
        .iter()
        .filter(|c| matches!(c.access, Access::Session | Access::Read))
        .collect();
    assert!(on_a_session.iter().any(|c| c.name == "record"));
    assert!(on_a_session.iter().any(|c| c.name == "history"));
    for command in on_a_session {
        let refusal = dispatch(&core, command.name, json!({}))
            .expect_err("a request without an id is refused");
        assert!(
            refusal.message.contains("`id`"),
            "{}: {refusal:?}",
            command.name
        );
    }
    // Nothing that starts, deletes or lists sessions, or touches files, is reachable that way.
    for name in [
        "session_new",
        "session_list",
        "session_delete",
        "session_export",
        "catalog_save",
    ] {
        assert_eq!(find(name).map(|c| c.access), Some(Access::App), "{name}");
    }
}

#[test]
fn a_session_label_is_checked_stored_listed_and_names_the_exports() {
    let (dir, core, chooser) = core_with_chooser();
    // Refused with the text rules' words, before anything is written.
    let long = "Thursday group, the one upstairs at the café";
    let check = core
        .setup_check(SetupCheckRequest {
            players: vec!["Ana".into(), "Ben".into()],
            label: long.into(),
        })
        .unwrap();
    let words = "The session's label is 44 characters long: shorten it to at most 40.";
    assert_eq!(check.label.as_deref(), Some(words));
    let refused = assert_code(
        core.session_new(NewSessionRequest {
            label: long.into(),
            ..new_request(&["Ana", "Ben"])
        }),
        "invalid_setup",
    );
    assert_eq!(refused.message, words);
    let refused = assert_code(
        core.session_new(NewSessionRequest {
            label: "Thursday\u{202E}group".into(),
            ..new_request(&["Ana", "Ben"])
        }),
        "invalid_setup",
    );
    assert!(refused.message.contains("U+202E"), "{}", refused.message);
    assert!(core.session_list().unwrap().sessions.is_empty());

    let started = core
        .session_new(NewSessionRequest {
            label: "  Thursday group ".into(),
            ..new_request(&["Ana", "Ben"])
        })
        .unwrap();
    assert_eq!(started.view.label.as_deref(), Some("Thursday group"));
    let day = started.view.date.clone().expect("the shell stamps the day");
    assert!(loadout_tracker::text::is_date(&day), "{day}");
    // In the file, trimmed, with the day: format version 3, and 4 for the sample deck's language.
    let json = fs::read_to_string(
        core.data_dir()
            .join("sessions")
            .join(format!("{}.json", started.id)),
    )
    .unwrap();
    let file = SessionFile::from_json(&json).unwrap();
    assert_eq!(file.version, 4);
    let Event::Setup(setup) = &file.events[0] else {
        panic!("the setup comes first")
    };
    assert_eq!(setup.label.as_deref(), Some("Thursday group"));
    assert_eq!(setup.date.as_deref(), Some(day.as_str()));
    // Listed with its label, also after the app starts again.
    let listed = core.session_list().unwrap().sessions;
    assert_eq!(listed[0].label.as_deref(), Some("Thursday group"));
    assert_eq!(listed[0].date.as_deref(), Some(day.as_str()));
    drop(core);
    let core = loadout_companion::open_core(dir.path().join("data")).with_picker(chooser.clone());
    let listed = core.session_list().unwrap().sessions;
    assert_eq!(listed[0].label.as_deref(), Some("Thursday group"));

    // The suggested file names carry the day and the label, so this week's export does not
    // replace last week's.
    let id = started.id.clone();
    core.session_export(SessionExportRequest { id: id.clone() })
        .unwrap();
    core.export_csv(CsvExportRequest {
        id: id.clone(),
        kind: CsvKind::Results,
        names: ExportNames::AsEntered,
    })
    .unwrap();
    let asked: Vec<_> = chooser.asked().into_iter().map(|d| d.file_name).collect();
    assert_eq!(
        asked,
        [
            Some(format!("loadout-session-{day}-thursday-group.json")),
            Some(format!("loadout-results-{day}-thursday-group.csv")),
        ]
    );
    let download = core
        .download(DownloadRequest {
            id,
            kind: DownloadKind::LedgerCsv,
            names: ExportNames::AsEntered,
            include_date: false,
        })
        .unwrap();
    assert_eq!(
        download.name,
        format!("loadout-ledger-{day}-thursday-group.csv")
    );
}

#[test]
fn setup_check_gives_each_seat_the_words_a_start_would_refuse_with() {
    let (_dir, core) = core();
    let players = |names: &[&str]| SetupCheckRequest {
        players: names.iter().map(|n| n.to_string()).collect(),
        label: String::new(),
    };
    let answer = core
        .setup_check(players(&["Ana", "", "ana", "Dee"]))
        .unwrap();
    assert_eq!(answer.seats[0], None);
    assert_eq!(
        answer.seats[1].as_deref(),
        Some("The player at seat 2 has no name: enter a nickname.")
    );
    assert!(answer.seats[2]
        .as_deref()
        .unwrap()
        .contains("look the same on screen"));
    assert_eq!(answer.seats[3], None);
    // The start refuses with the first seat's words.
    let refused = core
        .session_new(new_request(&["Ana", "", "ana", "Dee"]))
        .unwrap_err();
    assert_eq!(Some(refused.message.as_str()), answer.seats[1].as_deref());
    // More seats than a table holds is refused as a whole, not checked name by name.
    assert_code(
        core.setup_check(players(&["a", "b", "c", "d", "e", "f", "g"])),
        "invalid_setup",
    );
    // The numbers the form states come from the same rules.
    let limits = core.app_info().unwrap().limits;
    assert_eq!((limits.rules.min_players, limits.rules.max_players), (2, 6));
    assert_eq!(
        (limits.cards.pressure_min, limits.cards.pressure_max),
        (1, 5)
    );
}
