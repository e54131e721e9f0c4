//! The app's commands, declared once in `list.rs`: from that list this module generates
//! [`COMMANDS`] (each name with its [`Access`]), [`dispatch`] (a command by name, JSON in and
//! out, for any transport: the desktop's IPC, the network server, a browser's worker), and
//! [`RpcSchema`] (the TypeScript `Rpc` type the UI's client is typed by). The desktop shell's
//! `build.rs` reads the same list for the permissions and the capability.
//!
//! Who may call what is decided here too, by type: a device of a shared session ([`Caller`])
//! reaches the commands its [`DeviceKind`] is [`allowed`], and a `Session` or `Read` command's
//! request names its session through [`Scoped`], which the list's types must implement.
//!
//! Adding a command: one line in `list.rs` and a method of that name on `AppCore`.

use crate::api::*;
use crate::app::AppCore;
use crate::words::say;
use loadout_words::catalog::SaidProblem as Problem;
use loadout_words::paste::SaidPastedCards as PastedCards;
use loadout_words::view::Entry;
use loadout_words::Speaker;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;
use ts_rs::TS;

mod access;
pub use access::{allowed, commands_for, Caller, Scoped};

include!("list.rs");

/// Who may call a command. The desktop window may call every command; a client that only has
/// one session (the network's tablet and table display, issue #14) is limited by class.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// The desktop window only: starts, lists and deletes sessions, catalogs, settings, files.
    App,
    /// Changes the one session its request names ([`Scoped`]: record, undo...).
    Session,
    /// Reads the one session its request names ([`Scoped`]); changes nothing.
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

        /// Runs `command` for `caller` on `core` with its request as JSON (`null` for a
        /// command that takes none) and answers its response as JSON. Every transport calls
        /// this: the desktop's IPC, the network server, a browser's worker. A request that does
        /// not fit the command is refused as `invalid_input`, one the caller may not make as
        /// `forbidden`; nothing is run.
        /// Every command is answered as the app speaks now (`AppCore::speaker`).
        pub fn dispatch_as(
            core: &AppCore,
            caller: Caller<'_>,
            command: &str,
            req: Value,
        ) -> Result<Value, ApiError> {
            let sp = &core.speaker();
            match command {
                $( stringify!($name) => answer(run!(sp, core, caller, $name, $req, $access, req)), )*
                _ => Err(ApiError::new(
                    ShellCode::InvalidInput,
                    say!(sp, "shell-no-command", command = command),
                )),
            }
        }

        /// Every command of the one list (crates/core/src/commands/list.rs) with its request and
        /// response: what the UI's typed `call` is checked against.
        #[derive(TS)]
        #[ts(rename = "Rpc")]
        #[allow(dead_code)] // a type for the TypeScript schema only, never built
        pub struct RpcSchema {
            $( $name: Call<$req, $res>, )*
        }
    };
}

/// Calls the method `$name` with the request decoded (none for `()`), if the caller may.
macro_rules! run {
    ($sp:ident, $core:ident, $caller:ident, $name:ident, (), $access:ident, $req:ident) => {
        no_request($sp, stringify!($name), $req).and_then(|()| {
            unscoped!($access);
            $caller.permit($sp, Access::$access)?;
            $core.$name()
        })
    };
    ($sp:ident, $core:ident, $caller:ident, $name:ident, $t:ty, $access:ident, $req:ident) => {
        request::<$t>($sp, stringify!($name), $req).and_then(|req| {
            permit!($sp, $access, $caller, req)?;
            $core.$name(req)
        })
    };
}

/// A `Session` or `Read` command's request must say which session (its type is [`Scoped`]).
macro_rules! permit {
    ($sp:ident, Session, $caller:ident, $req:ident) => {
        $caller.permit_scoped($sp, Access::Session, &$req)
    };
    ($sp:ident, Read, $caller:ident, $req:ident) => {
        $caller.permit_scoped($sp, Access::Read, &$req)
    };
    ($sp:ident, $access:ident, $caller:ident, $req:ident) => {
        $caller.permit($sp, Access::$access)
    };
}

/// A command without a request names no session: it cannot be `Session` or `Read`.
macro_rules! unscoped {
    (Session) => {
        compile_error!("a Session command takes a request that names its session")
    };
    (Read) => {
        compile_error!("a Read command takes a request that names its session")
    };
    ($access:ident) => {};
}

command_list!(generate);

/// Runs `command` for the app's own window (see [`dispatch_as`]): every command.
pub fn dispatch(core: &AppCore, command: &str, req: Value) -> Result<Value, ApiError> {
    dispatch_as(core, Caller::App, command, req)
}

/// The command named `name`, if the app has it.
pub fn find(name: &str) -> Option<Command> {
    COMMANDS.iter().find(|c| c.name == name).copied()
}

fn request<T: DeserializeOwned>(sp: &Speaker, command: &str, req: Value) -> Result<T, ApiError> {
    serde_json::from_value(req).map_err(|e| bad_request(sp, command, &e.to_string()))
}

fn no_request(sp: &Speaker, command: &str, req: Value) -> Result<(), ApiError> {
    match req {
        Value::Null => Ok(()),
        Value::Object(fields) if fields.is_empty() => Ok(()),
        _ => Err(bad_request(
            sp,
            command,
            &say!(sp, "shell-takes-no-request"),
        )),
    }
}

/// `invalid_input`: the request does not fit `command`, for the reason `why`.
pub fn bad_request(sp: &Speaker, command: &str, why: &str) -> ApiError {
    ApiError::new(
        ShellCode::InvalidInput,
        say!(sp, "shell-bad-request", command = command, why = why),
    )
}

fn answer<T: Serialize>(result: Result<T, ApiError>) -> Result<Value, ApiError> {
    // Our responses are plain data (no maps with non-string keys): they always serialize.
    result.map(|response| serde_json::to_value(response).expect("a response serializes"))
}
