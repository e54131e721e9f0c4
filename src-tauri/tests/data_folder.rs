//! What the data folder keeps and refuses: one app owns it at a time, a save never replaces a
//! file that another program changed, settings keep what a newer version wrote, and session files
//! name their catalog by id.

mod common;

use common::{core, new_game, new_request, next_event, play, snapshot};
use loadout_companion::storage::session_on_disk;
use loadout_core::api::{
    ApiError, CatalogSaveRequest, ExportNames, RecordRequest, SessionId, SessionResponse, Settings,
    SettingsRequest, StepRequest, TextSize, Theme,
};
use loadout_core::app::AppCore;
use loadout_tracker::catalog::Catalog;
use loadout_tracker::session_file::SessionFile;
use std::fs;
use std::path::{Path, PathBuf};

fn sid(id: &str) -> SessionId {
    SessionId { id: id.to_owned() }
}

fn deck_named(name: &str) -> Catalog {
    let mut catalog = Catalog::sample();
    catalog.name = name.into();
    catalog.sample = false;
    catalog
}

#[test]
fn a_session_names_its_catalog_by_id_so_two_catalogs_of_one_name_are_told_apart() {
    let (dir, core) = core();
    let save = |catalog| {
        core.catalog_save(CatalogSaveRequest {
            id: None,
            catalog,
            draft: None,
        })
        .unwrap()
        .id
    };
    // Two catalogs with the same name and version (a copy edited later, say).
    let first = save(deck_named("Club deck"));
    let second = save(deck_named("Club deck"));
    assert_ne!(first, second);

    let mut request = new_request(&["Ana", "Ben"]);
    request.catalog_id = second.clone();
    let game = play(&core, core.session_new(request).unwrap(), 3);
    assert_eq!(game.catalog_id.as_deref(), Some(second.as_str()));
    let path = core
        .data_dir()
        .join("sessions")
        .join(format!("{}.json", game.id));
    let file = SessionFile::from_json(&read_session(&path)).unwrap();
    // Version 3: the setup also holds the day the session started; version 4: its catalog (made
    // from the sample deck) declares the cards' language.
    assert_eq!(file.version, 4);

    // A fresh start must find the second catalog again, not the first of that name.
    drop(core);
    let core = loadout_companion::open_core(dir.path().join("data"));
    let reopened = core.session_open(sid(&game.id)).unwrap();
    assert_eq!(reopened.catalog_id.as_deref(), Some(second.as_str()));
    assert_eq!(reopened.view.catalog.id.as_deref(), Some(second.as_str()));
}

#[test]
fn a_version_1_file_without_a_catalog_id_still_opens_and_finds_its_catalog_by_name() {
    let (dir, core) = core();
    let id = core
        .catalog_save(CatalogSaveRequest {
            draft: None,
            id: None,
            catalog: deck_named("Club deck"),
        })
        .unwrap()
        .id;
    let mut request = new_request(&["Ana", "Ben"]);
    request.catalog_id = id.clone();
    let game = play(&core, core.session_new(request).unwrap(), 3);
    drop(core);

    // Rewrite the file as an older app wrote it: version 1, no catalog id, no day, no language.
    let path = dir
        .path()
        .join("data/sessions")
        .join(format!("{}.json", game.id));
    let mut json: serde_json::Value = serde_json::from_str(&read_session(&path)).unwrap();
    json["version"] = 1.into();
    json["events"][0]["catalog"]
        .as_object_mut()
        .unwrap()
        .remove("id");
    json["events"][0]["catalog"]
        .as_object_mut()
        .unwrap()
        .remove("language");
    json["events"][0].as_object_mut().unwrap().remove("date");
    fs::write(&path, json.to_string()).unwrap();

    let core = loadout_companion::open_core(dir.path().join("data"));
    let reopened = core.session_open(sid(&game.id)).unwrap();
    let mut expected = game.view.clone();
    expected.catalog.id = None;
    expected.catalog.language = None;
    expected.date = None;
    assert_eq!(reopened.view, expected);
    assert_eq!(reopened.catalog_id.as_deref(), Some(id.as_str()));
}

// ----- one owner per data folder -----

fn record_next(core: &AppCore, game: &SessionResponse) -> Result<SessionResponse, ApiError> {
    let event = next_event(&game.view, &Catalog::sample(), 1).expect("the game goes on");
    core.record(RecordRequest {
        id: game.id.clone(),
        expected_len: game.view.log_len,
        event,
    })
}

/// A session file as the app reads it: with its journal's changes.
fn read_session(path: &Path) -> String {
    String::from_utf8(session_on_disk(path).unwrap()).unwrap()
}

fn session_path(core: &AppCore, id: &str) -> PathBuf {
    core.data_dir().join("sessions").join(format!("{id}.json"))
}

#[test]
fn a_second_app_on_a_data_folder_in_use_shows_it_but_writes_nothing() {
    let (dir, first) = core();
    let data = dir.path().join("data");
    let game = play(&first, new_game(&first, &["Ana", "Ben"]), 4);
    // A temp file of the first app's save in flight: only the folder's owner may clean up.
    let in_flight = data.join("sessions").join(".loadout-tmp-inflight.tmp");
    fs::write(&in_flight, b"half a save").unwrap();
    let before = snapshot(&data);

    let second = loadout_companion::open_core(&data);
    let state = second.app_state().unwrap();
    assert!(state.folder_in_use);
    let problem = state.storage_problem.expect("the second app says why");
    assert!(
        problem.starts_with("Another copy of Loadout Companion is using the data folder"),
        "{problem}"
    );
    // It shows what is there...
    assert_eq!(
        state.resume.map(|s| s.id).as_deref(),
        Some(game.id.as_str())
    );
    assert_eq!(second.session_open(sid(&game.id)).unwrap().view, game.view);
    // ...and refuses every write with its own code, changing nothing.
    let refused = |result: Result<(), ApiError>| {
        let error = result.expect_err("refused");
        assert_eq!(error.code, "folder_in_use", "{error:?}");
    };
    refused(record_next(&second, &game).map(drop));
    refused(
        second
            .undo(StepRequest {
                id: game.id.clone(),
                expected_len: game.view.log_len,
            })
            .map(drop),
    );
    refused(second.session_new(new_request(&["Cal", "Dee"])).map(drop));
    refused(second.session_delete(sid(&game.id)).map(drop));
    refused(
        second
            .catalog_save(CatalogSaveRequest {
                draft: None,
                id: None,
                catalog: deck_named("Club deck"),
            })
            .map(drop),
    );
    refused(
        second
            .settings_set(SettingsRequest {
                settings: Settings::default(),
            })
            .map(drop),
    );
    assert_eq!(snapshot(&data), before, "nothing in the folder changed");

    // The first app goes on; once it is closed, the folder is free again.
    let game = record_next(&first, &game).unwrap();
    drop(second);
    drop(first);
    let third = loadout_companion::open_core(&data);
    assert!(!third.app_state().unwrap().folder_in_use);
    assert!(!in_flight.exists(), "the owner cleans up leftovers");
    record_next(&third, &game).unwrap();
}

// ----- a save replaces only what this app last read or wrote -----

#[test]
fn a_session_file_changed_behind_the_apps_back_is_never_overwritten() {
    let (_dir, core) = core();
    let game = play(&core, new_game(&core, &["Ana", "Ben"]), 4);
    let path = session_path(&core, &game.id);
    // Another program (another copy of the app on another machine, a sync tool, an editor)
    // writes its own version of the file.
    let mut theirs: serde_json::Value = serde_json::from_str(&read_session(&path)).unwrap();
    theirs["meta"]["updated"] = "2030-01-01T00:00:00Z".into();
    let theirs = serde_json::to_string_pretty(&theirs).unwrap();
    fs::write(&path, &theirs).unwrap();

    let error = record_next(&core, &game).unwrap_err();
    assert_eq!(error.code, "changed_on_disk", "{error:?}");
    assert!(
        error.message.contains("was changed by another program"),
        "{}",
        error.message
    );
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        theirs,
        "their file stands"
    );
    // The app now shows the file as it is, and records on top of it.
    let reopened = core.session_open(sid(&game.id)).unwrap();
    assert_eq!(reopened.view.log_len, game.view.log_len);
    assert!(!reopened.unsaved);
    let next = record_next(&core, &reopened).unwrap();
    assert_eq!(next.view.log_len, game.view.log_len + 1);
}

#[test]
fn a_session_deleted_behind_the_apps_back_does_not_come_back() {
    let (_dir, core) = core();
    let game = play(&core, new_game(&core, &["Ana", "Ben"]), 4);
    let path = session_path(&core, &game.id);
    fs::remove_file(&path).unwrap();
    assert_eq!(
        record_next(&core, &game).unwrap_err().code,
        "changed_on_disk"
    );
    assert!(!path.exists());
    assert_eq!(
        core.session_open(sid(&game.id)).unwrap_err().code,
        "not_found"
    );
}

// ----- settings -----

#[test]
fn settings_keep_the_keys_a_newer_version_wrote() {
    let (dir, core) = core();
    let path = dir.path().join("data/settings.json");
    fs::write(
        &path,
        r#"{"theme": "dark", "text_size": "large", "language": "de",
            "export": {"names": "initials", "include_date": false, "qr_size": "big"}}"#,
    )
    .unwrap();
    let settings = core.settings_get().unwrap();
    assert_eq!(settings.theme, Theme::Dark);
    assert_eq!(settings.export.names, ExportNames::Initials);
    assert_eq!(core.app_state().unwrap().settings_problem, None);

    core.settings_set(SettingsRequest {
        settings: Settings {
            text_size: TextSize::Normal,
            ..settings
        },
    })
    .unwrap();
    let saved: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved["text_size"], "normal");
    assert_eq!(saved["theme"], "dark");
    assert_eq!(saved["language"], "de", "a newer version's key is kept");
    assert_eq!(saved["export"]["qr_size"], "big", "nested ones too");
    assert_eq!(saved["export"]["names"], "initials");
}

#[test]
fn a_damaged_settings_file_is_reported_and_left_alone_until_settings_are_saved() {
    let (dir, core) = core();
    let path = dir.path().join("data/settings.json");
    let damaged = br#"{"theme": "dark", "text_size": "#;
    fs::write(&path, damaged).unwrap();

    let problem = core
        .app_state()
        .unwrap()
        .settings_problem
        .expect("the damaged file is reported");
    assert!(problem.contains("settings.json"), "{problem}");
    assert!(problem.contains("default settings"), "{problem}");
    assert_eq!(core.settings_get().unwrap(), Settings::default());
    play(&core, new_game(&core, &["Ana", "Ben"]), 3);
    assert_eq!(
        fs::read(&path).unwrap(),
        damaged,
        "not replaced by defaults"
    );

    // Saving settings deliberately replaces it, and keeps a copy.
    let chosen = Settings {
        theme: Theme::Light,
        ..Settings::default()
    };
    core.settings_set(SettingsRequest { settings: chosen })
        .unwrap();
    assert_eq!(core.settings_get().unwrap(), chosen);
    assert_eq!(
        fs::read(dir.path().join("data/settings.damaged.json")).unwrap(),
        damaged
    );
    assert_eq!(core.app_state().unwrap().settings_problem, None);
}
