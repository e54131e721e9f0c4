//! The app's commands, declared once in `list.rs`: from that list this module generates
//! [`COMMANDS`] (each name with its [`Access`]), [`dispatch`] (a command by name, JSON in and
//! out, for any transport), the Tauri handler [`invoke`], and [`RpcSchema`] (the TypeScript
//! `Rpc` type the UI's client is typed by). `build.rs` reads the same list for the permissions
//! and the capability.
//!
//! Adding a command: one line in `list.rs` and a method of that name on `AppCore`.

use crate::api::*;
use crate::app::AppCore;
use crate::server::{NetworkInterface, ShareDeviceRequest, ShareStartRequest, ShareStatus};
use crate::words::say;
use loadout_words::catalog::SaidProblem as Problem;
use loadout_words::paste::SaidPastedCards as PastedCards;
use loadout_words::view::Entry;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use tauri::ipc::{Invoke, InvokeBody, InvokeError};
use tauri::{Manager, Runtime};
use ts_rs::TS;

include!("list.rs");

/// Who may call a command. The desktop window may call every command; a client that only has
/// one session (the network's tablet and table display, issue #14) is limited by class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// The desktop window only: starts, lists and deletes sessions, catalogs, settings, files.
    App,
    /// Changes the one session named by the request's `id` (record, undo...).
    Session,
    /// Reads the one session named by the request's `id`; changes nothing.
    Read,
    /// Answers from the request alone (validation, the app's name); reads nothing stored.
    Pure,
}

/// One command of the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Command {
    /// The name a client calls, e.g. `"record"`; also the `AppCore` method's name.
    pub name: &'static str,
    pub access: Access,
}

/// A command's request and response types, as the TypeScript schema shows them.
#[derive(TS)]
#[allow(dead_code)] // a type for the TypeScript schema only, never built
pub struct Call<Req, Res> {
    req: Req,
    res: Res,
}

macro_rules! generate {
    ($( $name:ident : $req:tt => $res:ty , $access:ident ; )*) => {
        /// Every command, in the list's order.
        pub const COMMANDS: &[Command] = &[
            $( Command { name: stringify!($name), access: Access::$access } ),*
        ];

        /// Runs `command` on `core` with its request as JSON (`null` for a command that takes
        /// none) and answers its response as JSON. Every transport calls this: Tauri's IPC
        /// ([`invoke`]) and the network server. A request that does not fit the command is
        /// refused as `invalid_input`; nothing is run.
        /// Every command is answered in the app's language now (`AppCore::lang`).
        pub fn dispatch(core: &AppCore, command: &str, req: Value) -> Result<Value, ApiError> {
            loadout_words::speaking(core.lang(), || match command {
                $( stringify!($name) => answer(run!(core, $name, $req, req)), )*
                _ => Err(ApiError::new(
                    ShellCode::InvalidInput,
                    say!("shell-no-command", command = command),
                )),
            })
        }

        /// Every command of the one list (src-tauri/src/commands/list.rs) with its request and
        /// response: what the UI's typed `call` is checked against.
        #[derive(TS)]
        #[ts(rename = "Rpc")]
        #[allow(dead_code)] // a type for the TypeScript schema only, never built
        pub struct RpcSchema {
            $( $name: Call<$req, $res>, )*
        }
    };
}

/// Calls the method `$name` with the request decoded (none for `()`).
macro_rules! run {
    ($core:ident, $name:ident, (), $req:ident) => {
        no_request(stringify!($name), $req).and_then(|()| $core.$name())
    };
    ($core:ident, $name:ident, $t:ty, $req:ident) => {
        request::<$t>(stringify!($name), $req).and_then(|req| $core.$name(req))
    };
}

command_list!(generate);

/// The command named `name`, if the app has it.
pub fn find(name: &str) -> Option<Command> {
    COMMANDS.iter().find(|c| c.name == name).copied()
}

fn request<T: DeserializeOwned>(command: &str, req: Value) -> Result<T, ApiError> {
    serde_json::from_value(req).map_err(|e| bad_request(command, &e.to_string()))
}

fn no_request(command: &str, req: Value) -> Result<(), ApiError> {
    match req {
        Value::Null => Ok(()),
        Value::Object(fields) if fields.is_empty() => Ok(()),
        _ => Err(bad_request(command, &say!("shell-takes-no-request"))),
    }
}

fn bad_request(command: &str, why: &str) -> ApiError {
    ApiError::new(
        ShellCode::InvalidInput,
        say!("shell-bad-request", command = command, why = why),
    )
}

fn answer<T: Serialize>(result: Result<T, ApiError>) -> Result<Value, ApiError> {
    // Our responses are plain data (no maps with non-string keys): they always serialize.
    result.map(|response| serde_json::to_value(response).expect("a response serializes"))
}

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
            invoke
                .resolver
                .reject(bad_request(command.name, &say!("shell-not-req-arguments")));
            return true;
        }
    };
    let webview = invoke.message.webview();
    let resolver = invoke.resolver;
    tauri::async_runtime::spawn_blocking(move || {
        let core = webview.state::<AppCore>();
        resolver.respond(dispatch(&core, command.name, req).map_err(InvokeError::from));
    });
    true
}
