//! What a shared session's devices may call: the app's one command list (src/commands/list.rs)
//! read through each command's access class. A display reads the shared session (`Read`); a
//! tablet also changes it (`Session`) and may ask what needs no stored data (`Pure`). `App`
//! commands (other sessions, delete, catalogs, settings, file paths, sharing itself) are the
//! desktop window's only. A `Session` or `Read` request must name the shared session.

use super::access::DeviceKind;
use crate::api::{ApiError, ShellCode};
use crate::app::AppCore;
use crate::commands::{self, Access, Command};
use crate::words::say;
use serde_json::Value;

/// What a shared session's devices may reach.
pub struct Scope {
    /// The shared session: the only `id` a device's request may name.
    pub session_id: String,
}

/// May a device of `kind` call commands of class `access`?
pub fn allowed(kind: DeviceKind, access: Access) -> bool {
    match kind {
        DeviceKind::Display => access == Access::Read,
        DeviceKind::Tablet => matches!(access, Access::Session | Access::Read | Access::Pure),
    }
}

/// The names of the commands a device of `kind` may call.
pub fn commands_for(kind: DeviceKind) -> Vec<String> {
    commands::COMMANDS
        .iter()
        .filter(|c| allowed(kind, c.access))
        .map(|c| c.name.to_owned())
        .collect()
}

/// Why a device's command is refused before it runs.
pub enum Refusal {
    /// The app has no command of that name.
    Unknown,
    /// The command exists but is not for this kind of device.
    NotAllowed,
}

/// The command named `name`, if a device of `kind` may call it.
pub fn command(kind: DeviceKind, name: &str) -> Result<Command, Refusal> {
    let command = commands::find(name).ok_or(Refusal::Unknown)?;
    if allowed(kind, command.access) {
        Ok(command)
    } else {
        Err(Refusal::NotAllowed)
    }
}

/// Runs an allowed `command` with its request (JSON, as the desktop's IPC sends it) through the
/// same `dispatch` as the desktop. A request about another session is refused as `forbidden`.
pub fn call(
    core: &AppCore,
    scope: &Scope,
    command: Command,
    req: Value,
) -> Result<Value, ApiError> {
    if matches!(command.access, Access::Session | Access::Read)
        && req.get("id").and_then(Value::as_str) != Some(scope.session_id.as_str())
    {
        let message = loadout_words::speaking(core.lang(), || say!("share-one-session"));
        return Err(ApiError::new(ShellCode::Forbidden, message));
    }
    commands::dispatch(core, command.name, req)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::COMMANDS;

    /// The access model, stated once over the whole list: a display reads, a tablet does what
    /// one session needs, and no device reaches an `App` command.
    #[test]
    fn devices_reach_their_session_and_nothing_of_the_app() {
        for c in COMMANDS {
            let display = allowed(DeviceKind::Display, c.access);
            let tablet = allowed(DeviceKind::Tablet, c.access);
            match c.access {
                Access::App => assert!(!display && !tablet, "{}", c.name),
                Access::Read => assert!(display && tablet, "{}", c.name),
                Access::Session | Access::Pure => assert!(!display && tablet, "{}", c.name),
            }
        }
        for app_only in [
            "session_delete",
            "session_list",
            "settings_set",
            "share_start",
        ] {
            assert_eq!(
                commands::find(app_only).map(|c| c.access),
                Some(Access::App),
                "{app_only}"
            );
        }
    }
}
