//! Who may call what. The desktop window may call every command; a device of a shared session
//! (the network's tablet and table display, issue #14) only what its kind is [`allowed`], and a
//! `Session` or `Read` command only about the shared session. Which session a request is about
//! is said by its type ([`Scoped`]): a `Session` or `Read` command whose request does not name
//! one does not compile.

use super::Access;
use crate::api::{
    AmendRequest, ApiError, DeviceKind, DownloadRequest, InsertRequest, RecordRequest,
    ResultsCodeRequest, SessionId, ShellCode, StepRequest,
};
use crate::words::say;
use loadout_words::Speaker;

/// Who is calling a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caller<'a> {
    /// The desktop window (or any shell's own screens): every command.
    App,
    /// A device of the shared session `session`: what its `kind` is allowed, about that
    /// session only.
    Device { kind: DeviceKind, session: &'a str },
}

/// May a device of `kind` call commands of class `access`? A display reads the shared session
/// (`Read`); a tablet also changes it (`Session`) and may ask what needs no stored data
/// (`Pure`). `App` commands (other sessions, delete, catalogs, settings, files, sharing itself)
/// are the desktop window's only.
pub fn allowed(kind: DeviceKind, access: Access) -> bool {
    match kind {
        DeviceKind::Display => access == Access::Read,
        DeviceKind::Tablet => matches!(access, Access::Session | Access::Read | Access::Pure),
    }
}

/// The names of the commands a device of `kind` may call.
pub fn commands_for(kind: DeviceKind) -> Vec<String> {
    super::COMMANDS
        .iter()
        .filter(|c| allowed(kind, c.access))
        .map(|c| c.name.to_owned())
        .collect()
}

/// A request about one session: what a `Session` or `Read` command takes.
pub trait Scoped {
    /// The session the request is about.
    fn session_id(&self) -> &str;
}

macro_rules! scoped {
    ($($t:ty),* $(,)?) => {
        $( impl Scoped for $t {
            fn session_id(&self) -> &str {
                &self.id
            }
        } )*
    };
}

scoped!(
    SessionId,
    RecordRequest,
    StepRequest,
    AmendRequest,
    InsertRequest,
    ResultsCodeRequest,
    DownloadRequest,
);

impl Caller<'_> {
    /// `Ok` when this caller may call a command of class `access` that names no session.
    pub fn permit(&self, sp: &Speaker, access: Access) -> Result<(), ApiError> {
        match *self {
            Caller::App => Ok(()),
            Caller::Device { kind, .. } if allowed(kind, access) => Ok(()),
            Caller::Device { kind, .. } => Err(ApiError::new(
                ShellCode::Forbidden,
                match kind {
                    DeviceKind::Display => say!(sp, "share-display-only"),
                    DeviceKind::Tablet => say!(sp, "share-tablet-only"),
                },
            )),
        }
    }

    /// `Ok` when this caller may call a command of class `access` with `req`: for a device, a
    /// request about the shared session only.
    pub fn permit_scoped(
        &self,
        sp: &Speaker,
        access: Access,
        req: &impl Scoped,
    ) -> Result<(), ApiError> {
        self.permit(sp, access)?;
        match *self {
            Caller::Device { session, .. } if req.session_id() != session => Err(ApiError::new(
                ShellCode::Forbidden,
                say!(sp, "share-one-session"),
            )),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::{find, COMMANDS};

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
                find(app_only).map(|c| c.access),
                Some(Access::App),
                "{app_only}"
            );
        }
    }
}
