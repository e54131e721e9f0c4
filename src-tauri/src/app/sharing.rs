//! The `share_*` commands: the session shared with the table over the local network. The server
//! itself is `crate::server`; these answer the desktop window (they are `App` commands: no
//! device reaches them).

use super::AppCore;
use crate::api::ApiError;
use crate::server::{
    interfaces, Limits, NetworkInterface, ShareDeviceRequest, ShareStartRequest, ShareStatus,
    Sharing,
};

impl AppCore {
    /// The app's sharing, for the app to attach what it serves ([`Sharing::attach`]), to stop it
    /// when quitting, and for tests to start it with their own limits.
    pub fn sharing(&self) -> &Sharing {
        &self.sharing
    }

    /// `share_interfaces`: the addresses a session can be shared on, the default first.
    pub fn share_interfaces(&self) -> Result<Vec<NetworkInterface>, ApiError> {
        Ok(interfaces::list())
    }

    /// `share_start`: shares session `req.id` on one address (see [`Sharing::start`]).
    pub fn share_start(&self, req: ShareStartRequest) -> Result<ShareStatus, ApiError> {
        // Commands run on a blocking thread (the IPC handler and the server both put them
        // there); the server's tasks run on Tauri's tokio runtime.
        tauri::async_runtime::block_on(self.sharing.start(req, Limits::default()))
    }

    /// `share_stop`: stops sharing; returns once nothing listens any more.
    pub fn share_stop(&self) -> Result<(), ApiError> {
        tauri::async_runtime::block_on(self.sharing.stop());
        Ok(())
    }

    /// `share_status`: what is shared, where, with whom; `None` while sharing is off.
    pub fn share_status(&self) -> Result<Option<ShareStatus>, ApiError> {
        Ok(self.sharing.status())
    }

    /// `share_revoke`: new links for both kinds; every device is disconnected.
    pub fn share_revoke(&self) -> Result<ShareStatus, ApiError> {
        self.sharing.revoke()
    }

    /// `share_disconnect`: disconnects one device.
    pub fn share_disconnect(&self, req: ShareDeviceRequest) -> Result<ShareStatus, ApiError> {
        self.sharing.disconnect(req)
    }
}
