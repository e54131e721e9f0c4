//! The core on its own: commands dispatched to `AppCore` over a `MemoryStore`, as a shell
//! without a disk (a browser's worker) would run them. No Tauri, no file system, no clock.

use loadout_core::api::{DeviceKind, SessionResponse};
use loadout_core::app::AppCore;
use loadout_core::commands::{dispatch, dispatch_as, Caller};
use loadout_core::platform::Fixed;
use loadout_core::storage::{Folder, MemoryStore, Store};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};

/// A core over a store the test can look into.
fn core() -> (Arc<MemoryStore>, AppCore) {
    let store = Arc::new(MemoryStore::new("memory"));
    let core = AppCore::new(
        Box::new(store.clone()),
        Arc::new(Fixed::at("2026-04-05T14:30:12Z")),
        None,
    );
    (store, core)
}

fn new_game(core: &AppCore, players: &[&str]) -> SessionResponse {
    let answer = dispatch(
        core,
        "session_new",
        json!({ "players": players, "real_talk": false, "catalog_id": "sample",
                "starting_seat": { "seat": 0 }, "label": "" }),
    )
    .expect("a new game on the sample deck");
    serde_json::from_value(answer).expect("a session response")
}

/// The first load card of the sample deck, drawn by `seat`.
fn load_card(seat: u8) -> Value {
    let catalog = loadout_tracker::catalog::Catalog::sample();
    json!({ "type": "load_card_drawn", "seat": seat, "card": catalog.load[0] })
}

#[test]
fn a_recorded_step_is_saved_in_the_store_and_undone_through_dispatch() {
    let (store, core) = core();
    let game = new_game(&core, &["Ana", "Ben"]);
    assert!(game.id.starts_with("20260405-143012-"), "{}", game.id);
    let saved = |store: &MemoryStore| {
        let bytes = store
            .read(Folder::Sessions, &game.id)
            .unwrap()
            .expect("saved");
        serde_json::from_slice::<Value>(&bytes).unwrap()["events"]
            .as_array()
            .map_or(0, Vec::len)
    };
    let start = game.view.log_len;
    assert_eq!(saved(&store), start);

    let recorded: SessionResponse = serde_json::from_value(
        dispatch(
            &core,
            "record",
            json!({ "id": game.id, "expected_len": game.view.log_len, "event": load_card(0) }),
        )
        .expect("a legal first step"),
    )
    .unwrap();
    assert_eq!(recorded.view.log_len, game.view.log_len + 1);
    assert_eq!(saved(&store), start + 1, "saved before the answer");

    // A step recorded against an old view is refused, and nothing changes.
    let stale = dispatch(
        &core,
        "record",
        json!({ "id": game.id, "expected_len": game.view.log_len, "event": load_card(1) }),
    )
    .expect_err("stale");
    assert_eq!(stale.code, "stale");
    assert_eq!(saved(&store), start + 1);

    let undone: SessionResponse = serde_json::from_value(
        dispatch(
            &core,
            "undo",
            json!({ "id": game.id, "expected_len": recorded.view.log_len }),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(undone.view.log_len, start);
    assert_eq!(saved(&store), start);
}

#[test]
fn every_change_reaches_the_watchers_in_order() {
    let (_store, core) = core();
    let heard = Arc::new(Mutex::new(Vec::new()));
    let ear = heard.clone();
    core.on_change(move |r| ear.lock().unwrap().push(r.view.log_len));
    let game = new_game(&core, &["Ana", "Ben"]);
    dispatch(
        &core,
        "record",
        json!({ "id": game.id, "expected_len": game.view.log_len, "event": load_card(0) }),
    )
    .unwrap();
    dispatch(
        &core,
        "undo",
        json!({ "id": game.id, "expected_len": game.view.log_len + 1 }),
    )
    .unwrap();
    assert_eq!(
        *heard.lock().unwrap(),
        [game.view.log_len + 1, game.view.log_len]
    );
}

#[test]
fn a_device_reaches_its_own_session_only_and_nothing_of_the_app() {
    let (_store, core) = core();
    let shared = new_game(&core, &["Ana", "Ben"]);
    let other = new_game(&core, &["Cy", "Di"]);
    let tablet = Caller::Device {
        kind: DeviceKind::Tablet,
        session: &shared.id,
    };
    let display = Caller::Device {
        kind: DeviceKind::Display,
        session: &shared.id,
    };
    let code = |result: Result<Value, loadout_core::api::ApiError>| match result {
        Ok(_) => "ok".to_owned(),
        Err(e) => e.code.to_string(),
    };
    let record =
        |id: &str, len: usize| json!({ "id": id, "expected_len": len, "event": load_card(0) });
    // Its own session: the tablet records, the display only reads.
    assert_eq!(
        code(dispatch_as(
            &core,
            display,
            "record",
            record(&shared.id, shared.view.log_len)
        )),
        "forbidden"
    );
    assert_eq!(
        code(dispatch_as(
            &core,
            display,
            "session_view",
            json!({ "id": shared.id })
        )),
        "ok"
    );
    assert_eq!(
        code(dispatch_as(
            &core,
            tablet,
            "record",
            record(&shared.id, shared.view.log_len)
        )),
        "ok"
    );
    // Another session: refused, whichever command names it.
    for (command, req) in [
        ("record", record(&other.id, other.view.log_len)),
        ("session_view", json!({ "id": other.id })),
        ("history", json!({ "id": other.id })),
        (
            "download",
            json!({ "id": other.id, "kind": "session", "names": "as_entered",
                    "include_date": false }),
        ),
    ] {
        let refused = dispatch_as(&core, tablet, command, req).expect_err(command);
        assert_eq!(refused.code, "forbidden", "{command}");
        assert!(!refused.message.contains("Cy"), "{}", refused.message);
    }
    // The app's own commands: no device reaches them.
    for (command, req) in [
        ("session_list", Value::Null),
        ("session_delete", json!({ "id": shared.id })),
        ("settings_get", Value::Null),
    ] {
        assert_eq!(
            code(dispatch_as(&core, tablet, command, req)),
            "forbidden",
            "{command}"
        );
    }
    assert_eq!(
        code(dispatch(&core, "session_view", json!({ "id": other.id }))),
        "ok",
        "the desktop reaches every session"
    );
}

#[test]
fn the_language_setting_is_kept_and_spoken() {
    let (store, core) = core();
    let english = dispatch(&core, "no_such_command", Value::Null).expect_err("unknown");
    assert_eq!(english.code, "invalid_input");
    assert!(
        english.message.contains("no_such_command"),
        "{}",
        english.message
    );
    dispatch(
        &core,
        "settings_set",
        json!({ "settings": { "language": "de" } }),
    )
    .unwrap();
    assert_eq!(core.lang(), loadout_tracker::Lang::De);
    let settings: Value = serde_json::from_slice(&store.read_settings().unwrap().unwrap()).unwrap();
    assert_eq!(settings["language"], "de");
    let german = dispatch(&core, "no_such_command", Value::Null).expect_err("unknown");
    assert!(
        german.message.contains("no_such_command"),
        "{}",
        german.message
    );
    assert_ne!(german.message, english.message, "said in German now");
    // A core opened again on the same store speaks as its settings say.
    let again = AppCore::new(
        Box::new(store.clone()),
        Arc::new(Fixed::at("2026-04-05T14:30:12Z")),
        None,
    );
    assert_eq!(again.lang(), loadout_tracker::Lang::De);
}

#[test]
fn a_view_said_in_german_beside_a_core_that_speaks_english_changes_neither() {
    use loadout_tracker::session_file::SessionFile;
    use loadout_tracker::Lang;
    use loadout_words::{SessionWords, Speaker};
    let (store, core) = core();
    let game = new_game(&core, &["Ana", "Ben"]);
    assert_eq!(core.speaker(), Speaker::new(Lang::En));
    let bytes = store.read(Folder::Sessions, &game.id).unwrap().unwrap();
    let file = SessionFile::from_json(std::str::from_utf8(&bytes).unwrap()).unwrap();
    let session = file.into_session().unwrap();
    // A device's view in German while the app speaks English: each says its own language.
    let german = session.view(&Speaker::new(Lang::De));
    let view = |core: &AppCore| -> SessionResponse {
        let answer = dispatch(core, "session_view", json!({ "id": game.id })).unwrap();
        serde_json::from_value(answer).unwrap()
    };
    let english = view(&core);
    assert_eq!(german.lang, Lang::De);
    assert_eq!(english.view.lang, Lang::En);
    assert_eq!(english.view, session.view(&core.speaker()));
    assert_ne!(english.view.prompt, german.prompt);
    // Once the settings choose German, the core's speaker and its answers are German: the view
    // a German speaker builds.
    dispatch(
        &core,
        "settings_set",
        json!({ "settings": { "language": "de" } }),
    )
    .unwrap();
    assert_eq!(core.speaker(), Speaker::new(Lang::De));
    assert_eq!(view(&core).view, german);
}
