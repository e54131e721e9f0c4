//! Sharing one session with the table over the local network: a small HTTP and WebSocket server
//! inside the app, on Tauri's tokio runtime, off until the facilitator turns it on.
//!
//! - One interface, one port: the server listens on the address the facilitator picked (every
//!   interface only when chosen), and nowhere while sharing is off.
//! - Two links, each with its own 128-bit secret in the URL fragment: the table display reads the
//!   session, the facilitator's tablet also records in it; nothing else of the app is reachable
//!   (the core's rule, `loadout_core::commands::Caller`: by the access class each command has in
//!   the one command list, and about the shared session only). A device trades the link's secret,
//!   or the short single-use code typed instead, for its own, kept in a cookie (`access`).
//! - Sharing the same session again keeps its links, its devices and its port (when free): a stop
//!   and a start (leaving the game and coming back) never make the table join again; only *New
//!   links* does.
//! - Budgets nobody on the network can spend for others ([`Limits`]): every socket counted, a few
//!   per address until a device's secret is shown and a few per device after (`connections`),
//!   within the open-file limit (`files`); places per link kind, the tablet's own kept
//!   (`access`); failed attempts counted before they are compared, per address and in all.
//! - One authority: every change goes through `AppCore`, which tells its `on_change` watchers,
//!   [`Sharing::publish`] among them, the new view while it still holds its lock; each device's
//!   WebSocket then sends the newest view
//!   (a slow device skips to the latest, never sees them out of order), and a heartbeat while
//!   nothing changes: a device silent for two heartbeats is dropped, and a page that hears
//!   nothing for as long reconnects ([`LiveMessage`]).
//!
//! The app makes the one `Sharing` and gives it to `AppCore` as its `ShareService` (the `share_*`
//! commands, crates/core/src/app/sharing.rs); it attaches what the server serves from
//! ([`Sharing::attach`]) once its window exists, and the server then watches the core's changes.

mod access;
mod connections;
mod files;
mod http;
pub mod interfaces;
mod push;

pub use push::diff as view_patch;

use axum::extract::ws::Utf8Bytes;
use loadout_core::api::NetworkInterface;
use loadout_core::api::{
    ApiError, DeviceKind, SessionId, SessionResponse, ShareDevice, ShareDeviceRequest, ShareLink,
    ShareStartRequest, ShareStatus, ShellCode,
};
use loadout_core::app::{AppCore, ShareService};
use loadout_core::words::say;
use loadout_words::view::TableView;
use loadout_words::Speaker;
use serde::{Deserialize, Serialize};
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};
use tokio::sync::watch;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;
use ts_rs::TS;

/// What the server reaches the app through: its command layer and the UI's files.
pub trait Backend: Send + Sync + 'static {
    /// The app's one `AppCore`.
    fn core(&self) -> &AppCore;
    /// A file of the built UI (`"index.html"`, `"assets/index-1a2b.js"`) and its MIME type.
    fn asset(&self, path: &str) -> Option<(Vec<u8>, String)>;
}

/// The app itself, as the server reaches it.
impl<R: tauri::Runtime> Backend for tauri::AppHandle<R> {
    fn core(&self) -> &AppCore {
        tauri::Manager::state::<AppCore>(self).inner()
    }

    fn asset(&self, path: &str) -> Option<(Vec<u8>, String)> {
        self.asset_resolver()
            .get(path.to_owned())
            .map(|a| (a.bytes, a.mime_type))
    }
}

/// How often a device's live connection hears from the app when nothing changes (a heartbeat
/// message its page sees, and a WebSocket ping its browser answers).
pub const HEARTBEAT_EVERY: Duration = Duration::from_secs(10);

/// The server's limits; tests shorten the timeouts. The README's sharing section states them.
#[derive(Debug, Clone)]
pub struct Limits {
    /// Devices that may join at once (tablets and displays together).
    pub max_devices: usize,
    /// Of those, the places only the tablet's link fills: the display link, which everyone at
    /// the table can see, never takes them (a tablet may take any free place).
    pub tablet_places: usize,
    /// Largest request body.
    pub max_body: usize,
    /// Largest WebSocket message a device may send (devices only listen).
    pub max_message: usize,
    /// Open sockets at most (HTTP and WebSocket together), lowered to what the process's open
    /// file limit leaves once a reserve is kept for the app itself. When all are taken, a new
    /// connection takes the place of the oldest that has not shown a device's secret.
    pub max_connections: usize,
    /// Connections that have not shown a device's secret, at most per address (a new one closes
    /// that address's oldest).
    pub connections_per_address: usize,
    /// Sockets at most per device; a new one closes its oldest.
    pub sockets_per_device: usize,
    /// A connection that has not shown a device's secret within this is closed.
    pub unproven_timeout: Duration,
    /// A request's headers must arrive within this, its body within `body_timeout`.
    pub header_timeout: Duration,
    pub body_timeout: Duration,
    /// Failed attempts allowed per address within `failure_window`.
    pub failures_allowed: u32,
    /// Failed attempts to join allowed from all addresses together within `failure_window`.
    pub failures_global: u32,
    pub failure_window: Duration,
    /// A live connection's heartbeat ([`HEARTBEAT_EVERY`]): one that hears nothing from its
    /// device for two of these is dropped, and a page that hears nothing for as long connects
    /// again. A device away for as long gives its place to a newcomer that needs one.
    pub heartbeat: Duration,
    /// How long a link's short code may be typed; a fresh one is shown when it expires or has
    /// been used.
    pub code_valid: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_devices: 16,
            tablet_places: 1,
            max_body: 64 * 1024,
            max_message: 1024,
            max_connections: 256,
            connections_per_address: 16,
            sockets_per_device: 8,
            unproven_timeout: Duration::from_secs(5),
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            failures_allowed: 10,
            failures_global: 300,
            failure_window: Duration::from_secs(60),
            heartbeat: HEARTBEAT_EVERY,
            code_valid: Duration::from_secs(10 * 60),
        }
    }
}

/// Who a device is, as its page learns after joining (`/api/join`, `/{kind}/api/me`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct SharedDevice {
    pub kind: DeviceKind,
    /// "Tablet 1", "Display 2".
    pub label: String,
    /// The shared session.
    pub id: String,
    /// This kind's own pages ("/tablet/").
    pub page: String,
    /// The commands this device may call, so its screens offer only what works.
    pub commands: Vec<String>,
}

impl SharedDevice {
    fn new(kind: DeviceKind, label: String, id: String) -> SharedDevice {
        SharedDevice {
            kind,
            label,
            id,
            page: format!("/{}/", kind.path()),
            commands: loadout_core::commands::commands_for(kind),
        }
    }
}

/// What a table display is sent of the shared session: what its screen shows (`TableView`), not
/// the whole response a tablet gets. Each field is the response's own, so a screen that shows one
/// shows a `SessionResponse` the same.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct TableResponse {
    pub id: String,
    pub revision: u64,
    pub view: TableView,
}

impl TableResponse {
    /// What a table display shows of `response`.
    pub fn of(response: &SessionResponse) -> TableResponse {
        TableResponse {
            id: response.id.clone(),
            revision: response.revision,
            view: TableView::of(&response.view),
        }
    }
}

/// One message on a device's live connection (`/{kind}/api/live`), a JSON text each.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LiveMessage<'a> {
    /// The shared session's newest view, to a tablet: on connecting (how a device catches up)
    /// and after every change.
    View { response: &'a SessionResponse },
    /// The same to a table display: what it shows of the view.
    Table { response: &'a TableResponse },
    /// What changed since revision `from` (a JSON Patch, RFC 6902, on the response, or on the
    /// table display's `TableResponse`): sent to a socket that was sent `from` last, after a
    /// change to revision `to`, which the page sets as the response's `revision` (no operation
    /// carries it). A page that holds another revision connects again (which sends the whole
    /// view).
    Patch {
        from: u64,
        to: u64,
        #[ts(type = "Array<{ op: string; path: string; value?: unknown; from?: string }>")]
        ops: &'a json_patch::Patch,
    },
    /// First on connecting, then every `every_ms`: the app is there even when nothing changes.
    /// A page that hears nothing at all (no view, no heartbeat) for `lost_after_ms` has lost its
    /// link (Wi-Fi gone without a word): it closes and connects again. The app drops a
    /// connection whose device has not answered for as long.
    Heartbeat { every_ms: u64, lost_after_ms: u64 },
}

impl LiveMessage<'_> {
    fn json(&self) -> Utf8Bytes {
        Utf8Bytes::from(serde_json::to_string(self).expect("live messages serialize"))
    }
}

/// One sharing while it runs: everything the server's tasks share.
struct Live {
    backend: Arc<dyn Backend>,
    /// The shared session: the only one a device's request may name.
    session_id: String,
    listening: SocketAddr,
    /// The `Host` values a request may carry ("192.168.1.20:53117").
    hosts: Vec<String>,
    /// The host:port the links name.
    link_host: String,
    limits: Limits,
    access: Mutex<access::Access>,
    /// Every open socket, against the budgets.
    connections: Arc<connections::Connections>,
    /// The shared session's newest response, whole and as a patch from the one before: what
    /// every device's socket sends.
    view: watch::Sender<Option<push::Pushed>>,
    closing: CancellationToken,
    /// Every connection's task, to wait for when stopping.
    tasks: TaskTracker,
    on_devices: Arc<dyn Fn() + Send + Sync>,
}

impl Live {
    fn access(&self) -> MutexGuard<'_, access::Access> {
        // Each change to `Access` is complete before it can panic: a poisoned lock is usable.
        self.access.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn status(&self) -> ShareStatus {
        let mut access = self.access();
        access.renew(Instant::now());
        let code_minutes =
            u32::try_from(self.limits.code_valid.as_secs().div_ceil(60)).unwrap_or(u32::MAX);
        let links = [DeviceKind::Display, DeviceKind::Tablet]
            .into_iter()
            .map(|kind| {
                let secret = access.link(kind).encode();
                let url = format!("http://{}/#{secret}", self.link_host);
                ShareLink {
                    kind,
                    qr_svg: qr_svg(&url),
                    url,
                    address: self.link_host.clone(),
                    code: access.code(kind).text(),
                    code_minutes,
                }
            })
            .collect();
        let devices = access
            .devices()
            .iter()
            .map(|d| ShareDevice {
                id: d.id,
                kind: d.kind,
                label: d.label(),
                connected: d.sockets > 0,
            })
            .collect();
        ShareStatus {
            id: self.session_id.clone(),
            listening: self.listening.to_string(),
            port: self.listening.port(),
            links,
            devices,
            max_devices: self.limits.max_devices,
        }
    }
}

fn qr_svg(text: &str) -> String {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M)
        .expect("a link fits in a QR code");
    code.render::<qrcode::render::svg::Color>()
        .min_dimensions(240, 240)
        .quiet_zone(true)
        .build()
}

struct Running {
    live: Arc<Live>,
    server: tokio::task::JoinHandle<()>,
}

/// What a sharing that stopped leaves to the next start of the same session: its links (and
/// codes), its devices, and its port.
struct Kept {
    session_id: String,
    port: u16,
    access: access::Access,
}

/// What the server serves from, attached once the app exists.
struct Attached {
    backend: Arc<dyn Backend>,
    on_devices: Arc<dyn Fn() + Send + Sync>,
}

/// The app's sharing: off, or one session shared on one address. Cheap to clone.
#[derive(Clone)]
pub struct Sharing {
    running: Arc<Mutex<Option<Running>>>,
    /// The last sharing's links, until sharing starts again (for the same session: kept).
    kept: Arc<Mutex<Option<Kept>>>,
    /// Held by `start` and `stop`, so that two of them never interleave.
    turning: Arc<tokio::sync::Mutex<()>>,
    attached: Arc<OnceLock<Attached>>,
}

impl Default for Sharing {
    fn default() -> Self {
        Sharing::new()
    }
}

impl Sharing {
    /// Sharing off, with nothing to serve until [`Sharing::attach`].
    pub fn new() -> Sharing {
        Sharing {
            running: Arc::new(Mutex::new(None)),
            kept: Arc::new(Mutex::new(None)),
            turning: Arc::new(tokio::sync::Mutex::new(())),
            attached: Arc::new(OnceLock::new()),
        }
    }

    /// Serve from `backend` (the app: its `AppCore` and its UI's files), and hear of its every
    /// change; `on_devices` is called whenever sharing starts or stops or its list of devices
    /// changes (one joins, connects, drops off, is disconnected), so the desktop can show it.
    /// Only the first attach counts; answers whether this one did.
    ///
    /// The backend's `AppCore` holds this `Sharing` as its `ShareService`, and this `Sharing`
    /// the backend: the two hold each other for the app's lifetime, which is what they live for
    /// anyway.
    pub fn attach(
        &self,
        backend: Arc<dyn Backend>,
        on_devices: impl Fn() + Send + Sync + 'static,
    ) -> bool {
        let watched = backend.clone();
        let attached = self
            .attached
            .set(Attached {
                backend,
                on_devices: Arc::new(on_devices),
            })
            .is_ok();
        if attached {
            let sharing = self.clone();
            watched
                .core()
                .on_change(move |response| sharing.publish(response));
        }
        attached
    }

    fn notify(&self) {
        if let Some(attached) = self.attached.get() {
            (attached.on_devices)();
        }
    }

    fn running(&self) -> MutexGuard<'_, Option<Running>> {
        self.running.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn kept(&self) -> MutexGuard<'_, Option<Kept>> {
        self.kept.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn live(&self) -> Option<Arc<Live>> {
        self.running().as_ref().map(|r| r.live.clone())
    }

    /// Starts sharing `req.id` (stopping any sharing first). The same session as the last sharing
    /// keeps its links, its devices and, unless `req.port` names another, its port when it is
    /// free; another session gets fresh secrets for both links.
    pub async fn start(
        &self,
        sp: &Speaker,
        req: ShareStartRequest,
        limits: Limits,
    ) -> Result<ShareStatus, ApiError> {
        let Some(attached) = self.attached.get() else {
            return Err(ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "share-no-pages"),
            ));
        };
        let backend = attached.backend.clone();
        let _turning = self.turning.lock().await;
        self.stop_now().await;
        let ip: IpAddr = req.address.trim().parse().map_err(|_| {
            ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "share-not-an-address", address = req.address.as_str()),
            )
        })?;
        let listed = interfaces::list();
        let hosts: Vec<IpAddr> = if ip.is_unspecified() {
            listed
                .iter()
                .filter_map(|i| i.address.parse::<IpAddr>().ok())
                .filter(|a| a.is_ipv4() == ip.is_ipv4())
                .collect()
        } else if listed.iter().any(|i| i.address == ip.to_string()) {
            vec![ip]
        } else {
            return Err(ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "share-no-such-address", ip = ip.to_string()),
            ));
        };
        if matches!(req.port, Some(p) if p < 1024) {
            return Err(ApiError::new(
                ShellCode::InvalidInput,
                say!(sp, "share-low-port"),
            ));
        }
        let first = {
            let backend = backend.clone();
            let id = req.id.clone();
            tokio::task::spawn_blocking(move || backend.core().session_view(SessionId { id }))
                .await
                .expect("session_view does not panic")?
        };
        let kept_port = self
            .kept()
            .as_ref()
            .filter(|k| k.session_id == first.id)
            .map(|k| k.port);
        // The port the devices know, if no other program took it meanwhile.
        let reused = match (req.port, kept_port) {
            (None, Some(port)) => tokio::net::TcpListener::bind((ip, port)).await.ok(),
            _ => None,
        };
        let bound = match reused {
            Some(listener) => Ok(listener),
            None => tokio::net::TcpListener::bind((ip, req.port.unwrap_or(0))).await,
        };
        let listener = bound.map_err(|e| {
            let port = req.port.map_or("none".to_owned(), |p| p.to_string());
            ApiError::new(
                ShellCode::InvalidInput,
                if e.kind() == std::io::ErrorKind::AddrInUse {
                    say!(sp, "share-port-in-use", port = port)
                } else {
                    say!(
                        sp,
                        "share-could-not-start",
                        ip = ip.to_string(),
                        why = e.to_string()
                    )
                },
            )
        })?;
        let listening = listener
            .local_addr()
            .map_err(|e| ApiError::new(ShellCode::InvalidInput, e.to_string()))?;
        let port = listening.port();
        let link_ip = if ip.is_unspecified() {
            listed
                .iter()
                .filter(|i| {
                    i.address
                        .parse::<IpAddr>()
                        .is_ok_and(|a| hosts.contains(&a))
                })
                .find(|i| i.private)
                .and_then(|i| i.address.parse().ok())
                .or_else(|| hosts.first().copied())
                .unwrap_or(ip)
        } else {
            ip
        };
        let live = Arc::new(Live {
            backend,
            session_id: first.id.clone(),
            listening,
            hosts: hosts
                .iter()
                .map(|h| SocketAddr::new(*h, port).to_string())
                .collect(),
            link_host: SocketAddr::new(link_ip, port).to_string(),
            access: Mutex::new(self.access_for(&first.id, &limits)),
            connections: connections::Connections::new(connections::Budget {
                total: files::socket_budget(limits.max_connections),
                per_address: limits.connections_per_address,
                per_device: limits.sockets_per_device,
            }),
            limits,
            view: watch::Sender::new(None),
            closing: CancellationToken::new(),
            tasks: TaskTracker::new(),
            on_devices: attached.on_devices.clone(),
        });
        let server = tokio::spawn(http::serve(listener, live.clone()));
        live.tasks.spawn(renew_codes(live.clone()));
        *self.running() = Some(Running {
            live: live.clone(),
            server,
        });
        // Read again now that changes are published to `live`: a change published before this
        // read is in it, and one published since is newer and kept.
        let now = {
            let live = live.clone();
            tokio::task::spawn_blocking(move || {
                live.backend.core().session_view(SessionId {
                    id: live.session_id.clone(),
                })
            })
            .await
            .expect("session_view does not panic")
            .unwrap_or(first)
        };
        let pushed = push::Pushed::new(&now, None);
        live.view.send_if_modified(|v| {
            if v.is_none() {
                *v = Some(pushed);
            }
            v.is_some()
        });
        self.notify();
        Ok(live.status())
    }

    /// The links and devices a sharing of session `id` starts with: the last sharing's when it
    /// shared the same session, fresh ones otherwise.
    fn access_for(&self, id: &str, limits: &Limits) -> access::Access {
        let allowance = access::Allowance {
            max_devices: limits.max_devices,
            tablet_places: limits.tablet_places,
            failures_allowed: limits.failures_allowed,
            failures_global: limits.failures_global,
            failure_window: limits.failure_window,
            away_after: limits.heartbeat * http::MISSED_HEARTBEATS,
            code_valid: limits.code_valid,
        };
        match self.kept().take() {
            Some(mut kept) if kept.session_id == id => {
                kept.access.resume(allowance, std::time::Instant::now());
                kept.access
            }
            _ => access::Access::new(allowance),
        }
    }

    /// Stops sharing: the socket is closed and every connection dropped. The links, the devices
    /// and the port are kept for the next start of the same session. Returns once nothing
    /// listens any more.
    pub async fn stop(&self) {
        let _turning = self.turning.lock().await;
        self.stop_now().await;
    }

    async fn stop_now(&self) {
        let Some(running) = self.running().take() else {
            return;
        };
        running.live.closing.cancel();
        // The server task drops the listener and every connection before it ends.
        let _ = running.server.await;
        *self.kept() = Some(Kept {
            session_id: running.live.session_id.clone(),
            port: running.live.listening.port(),
            access: running.live.access().take(),
        });
        self.notify();
    }

    /// What is shared, where, with whom; `None` while sharing is off.
    pub fn status(&self) -> Option<ShareStatus> {
        self.live().map(|live| live.status())
    }

    /// New secrets for both links (new QR codes); every device is disconnected.
    pub fn revoke(&self, sp: &Speaker) -> Result<ShareStatus, ApiError> {
        let live = self.live().ok_or_else(|| not_sharing(sp))?;
        live.access().revoke();
        self.notify();
        Ok(live.status())
    }

    /// Disconnects one device: its page closes and its cookie stops working. The device can
    /// join again while it still has the link; revoke the links to keep it out.
    pub fn disconnect(
        &self,
        sp: &Speaker,
        req: ShareDeviceRequest,
    ) -> Result<ShareStatus, ApiError> {
        let live = self.live().ok_or_else(|| not_sharing(sp))?;
        if !live.access().disconnect(req.device) {
            return Err(ApiError::new(
                ShellCode::NotFound,
                say!(sp, "share-device-gone"),
            ));
        }
        self.notify();
        Ok(live.status())
    }

    /// Told by `AppCore` of every changed session, while it holds its lock: the shared one goes
    /// to every device.
    pub fn publish(&self, response: &SessionResponse) {
        let Some(live) = self.live() else {
            return;
        };
        if response.id == live.session_id {
            live.view.send_modify(|v| {
                *v = Some(push::Pushed::new(response, v.as_ref()));
            });
        }
    }
}

/// The desktop's sharing, as the core's `share_*` commands reach it. They run on a blocking
/// thread (the IPC handler and the server both put them there); the server's tasks run on
/// Tauri's tokio runtime.
impl ShareService for Sharing {
    fn interfaces(&self) -> Vec<NetworkInterface> {
        interfaces::list()
    }

    fn start(&self, sp: &Speaker, req: ShareStartRequest) -> Result<ShareStatus, ApiError> {
        tauri::async_runtime::block_on(Sharing::start(self, sp, req, Limits::default()))
    }

    fn stop(&self) {
        tauri::async_runtime::block_on(Sharing::stop(self));
    }

    fn status(&self) -> Option<ShareStatus> {
        Sharing::status(self)
    }

    fn revoke(&self, sp: &Speaker) -> Result<ShareStatus, ApiError> {
        Sharing::revoke(self, sp)
    }

    fn disconnect(&self, sp: &Speaker, req: ShareDeviceRequest) -> Result<ShareStatus, ApiError> {
        Sharing::disconnect(self, sp, req)
    }
}

/// Shows a fresh short code on the desktop whenever one expires, until sharing stops.
async fn renew_codes(live: Arc<Live>) {
    loop {
        let due = live.access().next_expiry();
        tokio::select! {
            () = live.closing.cancelled() => return,
            () = tokio::time::sleep_until(due.into()) => {}
        }
        if live.access().renew(Instant::now()) {
            (live.on_devices)();
        }
    }
}

fn not_sharing(sp: &Speaker) -> ApiError {
    ApiError::new(ShellCode::NotFound, say!(sp, "share-off"))
}
