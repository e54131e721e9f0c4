//! The UI's calls through the real command layer: the app's own context (config, capabilities),
//! its registered commands and Tauri's IPC, on Tauri's mock runtime (no window, no display).

use loadout_companion::{context, with_commands};
use loadout_core::commands::COMMANDS;
use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{App, Manager, WebviewWindow, WebviewWindowBuilder};

/// The app on the mock runtime, its data dir in a temp dir (dropped with the test).
fn app() -> (
    App<MockRuntime>,
    WebviewWindow<MockRuntime>,
    tempfile::TempDir,
) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let (core, sharing) = loadout_companion::desktop_core(dir.path().join("data"));
    let app = with_commands(mock_builder())
        .manage(core)
        .manage(sharing)
        .build(context())
        .expect("the app builds with its real context");
    // The capability grants commands to the window labelled "main", as tauri.conf.json names it.
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("the main window opens on the mock runtime");
    (app, window, dir)
}

/// Invokes `cmd` without arguments as the UI does, from a page at `origin`.
fn invoke(window: &WebviewWindow<MockRuntime>, origin: &str, cmd: &str) -> Result<Value, Value> {
    invoke_with(window, origin, cmd, InvokeBody::default())
}

/// Invokes `cmd` from the app's own page with `{ req }` as its arguments.
fn call(window: &WebviewWindow<MockRuntime>, cmd: &str, req: Value) -> Result<Value, Value> {
    invoke_with(
        window,
        "tauri://localhost",
        cmd,
        InvokeBody::Json(json!({ "req": req })),
    )
}

fn invoke_with(
    window: &WebviewWindow<MockRuntime>,
    origin: &str,
    cmd: &str,
    body: InvokeBody,
) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: origin.parse().expect("a valid URL"),
        body,
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, request)
        .map(|body| body.deserialize::<Value>().expect("the response is JSON"))
}

#[test]
fn app_info_answers_with_the_name_version_rules_and_deck() {
    let (_app, window, _dir) = app();
    let answer = invoke(&window, "tauri://localhost", "app_info").expect("app_info answers");
    // The name the core states is the product name Tauri was configured with.
    assert_eq!(answer["name"], window.app_handle().package_info().name);
    let mut about = answer.clone();
    let limits = about
        .as_object_mut()
        .and_then(|o| o.remove("limits"))
        .expect("app_info carries the forms' limits");
    assert_eq!(
        about,
        json!({
            "name": "Loadout Companion",
            "version": env!("CARGO_PKG_VERSION"),
            "rules_edition": "v1.1",
            "sample_deck": "Sample deck (not the printed cards)",
            // The system's language, or English when the app does not speak it (LANG=C here).
            "lang": loadout_core::app::resolve_language(
                Default::default(),
                loadout_core::platform::Platform::locale(&loadout_companion::SystemPlatform),
            ),
        })
    );
    // The numbers the forms state, as the tracker has them.
    assert_eq!(limits["rules"]["min_players"], 2);
    assert_eq!(limits["rules"]["max_players"], 6);
    assert_eq!(limits["cards"]["pressure_max"], 5);
    assert_eq!(limits["track_max"], 10);
}

#[test]
fn a_remote_page_cannot_call_the_app() {
    let (_app, window, _dir) = app();
    let refusal =
        invoke(&window, "https://example.com", "app_info").expect_err("a remote origin is refused");
    assert!(
        refusal.to_string().contains("URL: https://example.com/"),
        "unexpected refusal: {refusal}"
    );
}

#[test]
fn a_command_the_app_does_not_have_is_refused() {
    let (_app, window, _dir) = app();
    let refusal = invoke(&window, "tauri://localhost", "delete_everything")
        .expect_err("an unknown command is refused");
    assert!(
        refusal
            .to_string()
            .contains("delete_everything not allowed. Command not found"),
        "unexpected refusal: {refusal}"
    );
}

#[test]
fn the_capability_grants_exactly_the_command_list_and_each_is_registered() {
    let (_app, window, _dir) = app();
    let capability: Value = serde_json::from_str(include_str!("../capabilities/default.json"))
        .expect("the capability is JSON");
    let granted: Vec<String> = capability["permissions"]
        .as_array()
        .expect("a permission list")
        .iter()
        .filter_map(|p| p.as_str()?.strip_prefix("allow-"))
        .map(|name| name.replace('-', "_"))
        .collect();
    let listed: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
    assert_eq!(
        granted, listed,
        "build.rs writes the capability from the list"
    );
    for command in COMMANDS {
        // An empty body: commands with a request refuse it as invalid input, the others answer
        // (revoking the links while sharing is off: there are none to revoke).
        let expected = match command.name {
            "share_revoke" => "not_found",
            _ => "invalid_input",
        };
        match invoke(&window, "tauri://localhost", command.name) {
            Ok(_) => {}
            Err(refusal) => assert_eq!(
                refusal["code"], expected,
                "{}: unexpected refusal {refusal}",
                command.name
            ),
        }
    }
}

#[test]
fn a_game_through_ipc_records_refuses_stale_steps_and_undoes() {
    let (_app, window, dir) = app();
    let started = call(
        &window,
        "session_new",
        json!({
            "players": ["Ana", "Ben"],
            "real_talk": true,
            "catalog_id": "sample",
            "starting_seat": "random",
        }),
    )
    .expect("session_new answers");
    let id = started["id"].as_str().expect("an id").to_owned();
    assert_eq!(started["view"]["log_len"], 1);
    assert_eq!(started["view"]["real_talk"], true);
    assert_eq!(started["catalog_id"], "sample");
    assert_eq!(started["unsaved"], false);

    let sample = loadout_tracker::catalog::Catalog::sample();
    let step = json!({
        "id": id,
        "expected_len": 1,
        "event": { "type": "load_card_drawn", "seat": 0, "card": sample.load[0] },
    });
    let recorded = call(&window, "record", step.clone()).expect("record answers");
    assert_eq!(recorded["view"]["log_len"], 2);
    assert_eq!(recorded["view"]["latest"]["index"], 1);

    let stale = call(&window, "record", step).expect_err("a double tap is refused");
    assert_eq!(
        stale,
        json!({
            "code": "stale",
            "message": "This step was already recorded (the screen was out of date). Nothing was recorded twice.",
            "problems": [],
        })
    );
    let wrong = call(
        &window,
        "record",
        json!({ "id": id, "expected_len": 2, "event": { "type": "turn_ended" } }),
    )
    .expect_err("an end of turn before the Load cards is refused");
    assert_eq!(wrong["code"], "wrong_step");

    let undone = call(&window, "undo", json!({ "id": id, "expected_len": 2 })).expect("undo");
    assert_eq!(undone["view"]["log_len"], 1);
    assert_eq!(undone["view"]["can_redo"], true);

    let list = invoke(&window, "tauri://localhost", "session_list").expect("session_list");
    assert_eq!(list["sessions"][0]["id"], id.as_str());
    assert_eq!(list["sessions"][0]["players"], json!(["Ana", "Ben"]));
    let file = dir
        .path()
        .join("data")
        .join("sessions")
        .join(format!("{id}.json"));
    let saved = std::fs::read_to_string(file).expect("the session is on disk");
    assert!(saved.contains("\"starting_seat_random\": true"), "{saved}");
}

#[test]
fn catalog_problems_and_settings_cross_ipc() {
    let (_app, window, _dir) = app();
    let list = invoke(&window, "tauri://localhost", "catalog_list").expect("catalog_list");
    assert_eq!(list["catalogs"][0]["id"], "sample");
    assert_eq!(list["catalogs"][0]["sample"], true);

    let mut catalog = serde_json::to_value(loadout_tracker::catalog::Catalog::sample()).unwrap();
    catalog["name"] = json!("");
    catalog["action"][0]["tag"] = json!("Shout");
    let refusal = call(
        &window,
        "catalog_save",
        json!({ "id": null, "catalog": catalog }),
    )
    .expect_err("an invalid catalog is refused");
    assert_eq!(refusal["code"], "invalid_catalog");
    assert_eq!(refusal["problems"].as_array().map(Vec::len), Some(2));
    assert_eq!(refusal["problems"][1]["card"], "act-01");

    let settings = json!({
        "language": "system",
        "theme": "dark",
        "text_size": "large",
        "export": { "names": "initials", "include_date": false },
    });
    let set = call(&window, "settings_set", json!({ "settings": settings })).expect("settings_set");
    assert_eq!(set, settings);
    let got = invoke(&window, "tauri://localhost", "settings_get").expect("settings_get");
    assert_eq!(got, settings);
}

#[test]
fn the_page_can_neither_open_a_file_dialog_nor_name_a_file() {
    let (_app, window, dir) = app();
    // The dialog plugin's own commands are not granted: files come from dialogs the app opens.
    for cmd in ["plugin:dialog|open", "plugin:dialog|save"] {
        let refusal = call(&window, cmd, json!({})).expect_err(cmd);
        assert!(
            refusal.to_string().contains("not allowed"),
            "{cmd}: {refusal}"
        );
    }
    // A path in an import or export request is refused, and nothing is written there.
    let target = dir.path().join("bashrc");
    let refusal = call(
        &window,
        "catalog_export",
        json!({ "id": "sample", "path": target.display().to_string() }),
    )
    .expect_err("a path from the page is refused");
    assert_eq!(refusal["code"], "invalid_input", "{refusal}");
    assert!(!target.exists());
}
