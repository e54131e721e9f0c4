//! The desktop window's way to the core: Tauri's IPC handler for every command of the one list
//! (`loadout_core::commands`).

use loadout_core::app::AppCore;
use loadout_core::commands::{bad_request, dispatch, find};
use loadout_core::words::say;
use serde_json::Value;
use tauri::ipc::{Invoke, InvokeBody, InvokeError};
use tauri::{Manager, Runtime};

/// The Tauri handler: every command of the list, called as `invoke(name, { req })`.
///
/// Tauri has checked the capability before this runs. The command runs off the main thread,
/// so a slow disk never freezes the window.
pub fn invoke<R: Runtime>(invoke: Invoke<R>) -> bool {
    let Some(command) = find(invoke.message.command()) else {
        return false;
    };
    let req = match invoke.message.payload() {
        InvokeBody::Json(Value::Object(args)) => args.get("req").cloned().unwrap_or(Value::Null),
        InvokeBody::Json(Value::Null) => Value::Null,
        _ => {
            let sp = &invoke.message.webview().state::<AppCore>().speaker();
            invoke.resolver.reject(bad_request(
                sp,
                command.name,
                &say!(sp, "shell-not-req-arguments"),
            ));
            return true;
        }
    };
    let webview = invoke.message.webview();
    let resolver = invoke.resolver;
    crate::trace::mark(format_args!("ipc-in:{}", command.name));
    tauri::async_runtime::spawn_blocking(move || {
        let core = webview.state::<AppCore>();
        crate::trace::mark(format_args!("ipc-run:{}", command.name));
        let answer = dispatch(&core, command.name, req);
        crate::trace::mark(format_args!("ipc-done:{}", command.name));
        resolver.respond(answer.map_err(InvokeError::from));
    });
    true
}
