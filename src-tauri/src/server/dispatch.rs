//! What a shared session's devices may call: the app's one command list, by the rules the core
//! states (`loadout_core::commands::{allowed, Caller}`): a display reads the shared session, a
//! tablet also changes it and may ask what needs no stored data, and a `Session` or `Read`
//! request must be about the shared session (its type says which one it names).

use loadout_core::api::{ApiError, DeviceKind};
use loadout_core::app::AppCore;
use loadout_core::commands::{self, Caller, Command};
use serde_json::Value;

pub use loadout_core::commands::commands_for;

/// What a shared session's devices may reach.
pub struct Scope {
    /// The shared session: the only one a device's request may name.
    pub session_id: String,
}

/// Why a device's command is refused before its request is read.
pub enum Refusal {
    /// The app has no command of that name.
    Unknown,
    /// The command exists but is not for this kind of device.
    NotAllowed,
}

/// The command named `name`, if a device of `kind` may call it.
pub fn command(kind: DeviceKind, name: &str) -> Result<Command, Refusal> {
    let command = commands::find(name).ok_or(Refusal::Unknown)?;
    if commands::allowed(kind, command.access) {
        Ok(command)
    } else {
        Err(Refusal::NotAllowed)
    }
}

/// Runs an allowed `command` for a device of `kind` with its request (JSON, as the desktop's IPC
/// sends it) through the same `dispatch` as the desktop. A request about another session is
/// refused as `forbidden`.
pub fn call(
    core: &AppCore,
    scope: &Scope,
    kind: DeviceKind,
    command: Command,
    req: Value,
) -> Result<Value, ApiError> {
    let caller = Caller::Device {
        kind,
        session: &scope.session_id,
    };
    commands::dispatch_as(core, caller, command.name, req)
}
