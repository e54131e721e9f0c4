//! The `share_*` commands: the session shared with the table over the local network. The core
//! shares nothing itself: the shell gives a [`ShareService`] (the desktop's is its server,
//! `loadout_companion::server::Sharing`), which hears of every change through
//! [`AppCore::on_change`] like any other watcher. These answer the desktop window (they are
//! `App` commands: no device reaches them).

use super::AppCore;
use crate::api::{
    ApiError, NetworkInterface, ShareDeviceRequest, ShareStartRequest, ShareStatus, ShellCode,
};
use crate::words::say;
use loadout_words::Speaker;

/// Sharing a session with the table, as a shell offers it. Each call may block (the commands
/// run on a thread of their own).
pub trait ShareService: Send + Sync {
    /// The addresses a session can be shared on, the default first.
    fn interfaces(&self) -> Vec<NetworkInterface>;
    /// Shares session `req.id` on one address (stopping any sharing first); a refusal is said
    /// by `sp`.
    fn start(&self, sp: &Speaker, req: ShareStartRequest) -> Result<ShareStatus, ApiError>;
    /// Stops sharing; returns once nothing listens any more.
    fn stop(&self);
    /// What is shared, where, with whom; `None` while sharing is off.
    fn status(&self) -> Option<ShareStatus>;
    /// New links for both kinds; every device is disconnected.
    fn revoke(&self, sp: &Speaker) -> Result<ShareStatus, ApiError>;
    /// Disconnects one device.
    fn disconnect(&self, sp: &Speaker, req: ShareDeviceRequest) -> Result<ShareStatus, ApiError>;
}

/// A shell that cannot share (no network server, no pages to serve): nothing to share on, and
/// sharing never starts.
pub struct NoSharing;

impl ShareService for NoSharing {
    fn interfaces(&self) -> Vec<NetworkInterface> {
        Vec::new()
    }
    fn start(&self, sp: &Speaker, _: ShareStartRequest) -> Result<ShareStatus, ApiError> {
        Err(ApiError::new(
            ShellCode::InvalidInput,
            say!(sp, "share-no-pages"),
        ))
    }
    fn stop(&self) {}
    fn status(&self) -> Option<ShareStatus> {
        None
    }
    fn revoke(&self, sp: &Speaker) -> Result<ShareStatus, ApiError> {
        Err(ApiError::new(ShellCode::NotFound, say!(sp, "share-off")))
    }
    fn disconnect(&self, sp: &Speaker, _: ShareDeviceRequest) -> Result<ShareStatus, ApiError> {
        Err(ApiError::new(ShellCode::NotFound, say!(sp, "share-off")))
    }
}

impl AppCore {
    /// `share_interfaces`: the addresses a session can be shared on, the default first.
    pub fn share_interfaces(&self) -> Result<Vec<NetworkInterface>, ApiError> {
        Ok(self.sharing.interfaces())
    }

    /// `share_start`: shares session `req.id` on one address.
    pub fn share_start(&self, req: ShareStartRequest) -> Result<ShareStatus, ApiError> {
        self.sharing.start(&self.speaker(), req)
    }

    /// `share_stop`: stops sharing; returns once nothing listens any more.
    pub fn share_stop(&self) -> Result<(), ApiError> {
        self.sharing.stop();
        Ok(())
    }

    /// `share_status`: what is shared, where, with whom; `None` while sharing is off.
    pub fn share_status(&self) -> Result<Option<ShareStatus>, ApiError> {
        Ok(self.sharing.status())
    }

    /// `share_revoke`: new links for both kinds; every device is disconnected.
    pub fn share_revoke(&self) -> Result<ShareStatus, ApiError> {
        self.sharing.revoke(&self.speaker())
    }

    /// `share_disconnect`: disconnects one device.
    pub fn share_disconnect(&self, req: ShareDeviceRequest) -> Result<ShareStatus, ApiError> {
        self.sharing.disconnect(&self.speaker(), req)
    }
}
