//! The `share_*` commands' requests and responses: the session shared with the table over the
//! local network (the desktop shell's server; a shell without one refuses to share).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// What a link lets a device do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DeviceKind {
    /// Read only: the table display (a TV, a projector, the players' phones).
    Display,
    /// The facilitator's tablet: control of the shared session, nothing outside it.
    Tablet,
}

impl DeviceKind {
    /// The first segment of this kind's pages and API (`/display/`, `/tablet/`).
    pub fn path(self) -> &'static str {
        match self {
            DeviceKind::Display => "display",
            DeviceKind::Tablet => "tablet",
        }
    }

    /// The kind whose pages live under `segment`.
    pub fn from_path(segment: &str) -> Option<DeviceKind> {
        match segment {
            "display" => Some(DeviceKind::Display),
            "tablet" => Some(DeviceKind::Tablet),
            _ => None,
        }
    }

    /// The word a device of this kind is listed by, before its number ("Tablet 1").
    pub fn word(self) -> &'static str {
        match self {
            DeviceKind::Display => "Display",
            DeviceKind::Tablet => "Tablet",
        }
    }
}

/// One address of one network interface.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct NetworkInterface {
    /// The system's name for the interface ("wlan0", "eth0", "lo").
    pub name: String,
    /// The address, as typed in a browser ("192.168.1.20", "fd00::1").
    pub address: String,
    /// A private (local network) address: the kind a tablet at the table can reach.
    pub private: bool,
    /// This computer only (127.0.0.1, ::1): for a display on this computer's own browser.
    pub loopback: bool,
}

/// `share_start`: share session `id` on one address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ShareStartRequest {
    pub id: String,
    /// One of `share_interfaces`' addresses; `"0.0.0.0"` (or `"::"`) for every interface, only
    /// when the facilitator chose that.
    pub address: String,
    /// The port to listen on; `None` picks a free one.
    pub port: Option<u16>,
}

/// One of the two links, as the desktop shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ShareLink {
    pub kind: DeviceKind,
    /// The whole link, secret included (in the fragment): what the QR code holds.
    pub url: String,
    /// The address to type in a browser ("192.168.1.20:53117"), without the secret.
    pub address: String,
    /// The short code to type on the page the address opens instead ("K7MX-2QHD"): single use,
    /// valid for `code_minutes`; a fresh one replaces it once it is used or expires (the link
    /// itself stays).
    pub code: String,
    /// How long a short code may be typed, in minutes.
    pub code_minutes: u32,
    /// The link as a QR code, an SVG document.
    pub qr_svg: String,
}

/// A device that joined, as the desktop lists it: by kind and number, never by a name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ShareDevice {
    pub id: u32,
    pub kind: DeviceKind,
    /// "Tablet 1", "Display 2".
    pub label: String,
    /// Its page is open and receiving changes now.
    pub connected: bool,
}

/// `share_status`: what is shared, where, and with whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct ShareStatus {
    /// The shared session.
    pub id: String,
    /// Where the server listens ("192.168.1.20:53117", "0.0.0.0:53117").
    pub listening: String,
    pub port: u16,
    /// The table display's link, then the tablet's.
    pub links: Vec<ShareLink>,
    pub devices: Vec<ShareDevice>,
    /// At most this many devices at once.
    pub max_devices: usize,
}

/// `share_disconnect`: the device to disconnect.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ShareDeviceRequest {
    pub device: u32,
}
