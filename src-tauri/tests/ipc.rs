//! The UI's calls through the real command layer: the app's own context (config, capabilities),
//! its registered commands and Tauri's IPC, on Tauri's mock runtime (no window, no display).

use loadout_companion::{context, with_commands};
use serde_json::{json, Value};
use tauri::ipc::{CallbackFn, InvokeBody};
use tauri::test::{get_ipc_response, mock_builder, MockRuntime, INVOKE_KEY};
use tauri::webview::InvokeRequest;
use tauri::{App, WebviewWindow, WebviewWindowBuilder};

fn app() -> (App<MockRuntime>, WebviewWindow<MockRuntime>) {
    let app = with_commands(mock_builder())
        .build(context())
        .expect("the app builds with its real context");
    // The capability grants commands to the window labelled "main", as tauri.conf.json names it.
    let window = WebviewWindowBuilder::new(&app, "main", Default::default())
        .build()
        .expect("the main window opens on the mock runtime");
    (app, window)
}

/// Invokes `cmd` as the UI does, from a page at `origin`.
fn invoke(window: &WebviewWindow<MockRuntime>, origin: &str, cmd: &str) -> Result<Value, Value> {
    let request = InvokeRequest {
        cmd: cmd.into(),
        callback: CallbackFn(0),
        error: CallbackFn(1),
        url: origin.parse().expect("a valid URL"),
        body: InvokeBody::default(),
        headers: Default::default(),
        invoke_key: INVOKE_KEY.to_string(),
    };
    get_ipc_response(window, request)
        .map(|body| body.deserialize::<Value>().expect("the response is JSON"))
}

#[test]
fn app_info_answers_with_the_name_version_rules_and_deck() {
    let (_app, window) = app();
    let answer = invoke(&window, "tauri://localhost", "app_info").expect("app_info answers");
    assert_eq!(
        answer,
        json!({
            "name": "Loadout Companion",
            "version": env!("CARGO_PKG_VERSION"),
            "rules_edition": "v1.1",
            "sample_deck": "Sample deck (not the printed cards)",
        })
    );
}

#[test]
fn a_remote_page_cannot_call_the_app() {
    let (_app, window) = app();
    let refusal =
        invoke(&window, "https://example.com", "app_info").expect_err("a remote origin is refused");
    assert!(
        refusal.to_string().contains("URL: https://example.com/"),
        "unexpected refusal: {refusal}"
    );
}

#[test]
fn a_command_the_app_does_not_have_is_refused() {
    let (_app, window) = app();
    let refusal = invoke(&window, "tauri://localhost", "delete_everything")
        .expect_err("an unknown command is refused");
    assert!(
        refusal
            .to_string()
            .contains("delete_everything not allowed. Command not found"),
        "unexpected refusal: {refusal}"
    );
}
