//! The sharing tests' harness: a real `AppCore` on a temp dir, a real server on 127.0.0.1, and a
//! real HTTP and WebSocket client that acts as the devices do (or as an attacker would).
#![allow(dead_code)] // each test binary uses its own subset

use crate::common;
use futures_util::{SinkExt, StreamExt};
use loadout_companion::server::{Backend, Limits, Sharing, TableResponse};
use loadout_core::api::SessionResponse;
use loadout_core::api::{DeviceKind, ShareStartRequest, ShareStatus};
use loadout_core::app::AppCore;
use serde_json::{json, Value};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::AsyncReadExt;
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The page every test serves: the server needs a UI, not this UI.
pub const INDEX: &str = "<!doctype html><title>Loadout Companion</title>";
/// The one built asset every test serves, and its text.
pub const ASSET: (&str, &str) = ("assets/index-1a2b.js", "console.log(1)");

/// The app as the server reaches it, without a window.
pub struct TestBackend {
    pub core: AppCore,
    /// The core's `ShareService`, as the app gives it.
    pub sharing: Sharing,
}

impl Backend for TestBackend {
    fn core(&self) -> &AppCore {
        &self.core
    }

    /// As the app's asset resolver answers: the file, or `index.html` for any path it does not
    /// have (what a single-page app wants in its window).
    fn asset(&self, path: &str) -> Option<(Vec<u8>, String)> {
        if path == ASSET.0 {
            return Some((ASSET.1.as_bytes().to_vec(), "text/javascript".to_owned()));
        }
        Some((INDEX.as_bytes().to_vec(), "text/html".to_owned()))
    }
}

/// A session shared on 127.0.0.1, with everything a test needs to reach it.
#[derive(Clone)]
pub struct Shared {
    pub dir: Arc<tempfile::TempDir>,
    pub backend: Arc<TestBackend>,
    pub status: ShareStatus,
    /// The game as it was when sharing started.
    pub game: SessionResponse,
    /// "127.0.0.1:port"
    pub host: String,
    pub http: reqwest::Client,
    /// How many times the server told the desktop its sharing changed (`on_devices`).
    pub told: Arc<AtomicUsize>,
}

/// A 2-player game, a few steps in, shared on 127.0.0.1 with `limits`.
pub async fn share(limits: Limits) -> Shared {
    let (dir, core) = common::core();
    let game = common::new_game(&core, &["Ana", "Ben"]);
    let game = common::play(&core, game, 3);
    let sharing = Sharing::new();
    let core = core.with_sharing(Arc::new(sharing.clone()));
    let backend = Arc::new(TestBackend { core, sharing });
    let told = Arc::new(AtomicUsize::new(0));
    let telling = told.clone();
    backend.sharing.attach(backend.clone(), move || {
        telling.fetch_add(1, Ordering::SeqCst);
    });
    let status = backend
        .sharing
        .start(
            &backend.core.speaker(),
            ShareStartRequest {
                id: game.id.clone(),
                address: "127.0.0.1".into(),
                port: None,
            },
            limits,
        )
        .await
        .expect("sharing starts on 127.0.0.1");
    let host = format!("127.0.0.1:{}", status.port);
    Shared {
        dir: Arc::new(dir),
        backend,
        status,
        game,
        host,
        http: reqwest::Client::builder()
            .timeout(Duration::from_secs(30))
            .build()
            .expect("an HTTP client"),
        told,
    }
}

impl Shared {
    /// The same sharing, reached through `http` (from another address, say).
    pub fn with_client(&self, http: reqwest::Client) -> Shared {
        Shared {
            http,
            ..self.clone()
        }
    }

    /// The app's sharing, as its `share_*` commands reach it.
    pub fn sharing(&self) -> &Sharing {
        &self.backend.sharing
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.host)
    }

    /// The link's secret, as the QR code carries it after `#`.
    pub fn token(&self, kind: DeviceKind) -> String {
        let link = self
            .status
            .links
            .iter()
            .find(|l| l.kind == kind)
            .expect("both links");
        link.url.split_once('#').expect("a fragment").1.to_owned()
    }

    /// The short code the desktop shows for `kind`'s link now ("K7MX-2QHD").
    pub fn code(&self, kind: DeviceKind) -> String {
        let status = self.sharing().status().expect("sharing is on");
        let link = status.links.into_iter().find(|l| l.kind == kind);
        link.expect("both links").code
    }

    /// Shares session `id` again with `limits`, on `port` (`None`: the app picks, as the desktop
    /// leaves the port field empty): the same sharing, reached at its new status and port.
    pub async fn start_again(&self, id: &str, port: Option<u16>, limits: Limits) -> Shared {
        let status = self
            .sharing()
            .start(
                &self.backend.core.speaker(),
                ShareStartRequest {
                    id: id.to_owned(),
                    address: "127.0.0.1".into(),
                    port,
                },
                limits,
            )
            .await
            .expect("sharing starts again on 127.0.0.1");
        Shared {
            host: format!("127.0.0.1:{}", status.port),
            status,
            ..self.clone()
        }
    }

    /// Every file of the data dir, to compare before and after an attack.
    pub fn files(&self) -> Vec<(std::path::PathBuf, Vec<u8>)> {
        common::snapshot(self.dir.path())
    }

    pub fn steps(&self) -> usize {
        self.backend
            .core
            .session_view(loadout_core::api::SessionId {
                id: self.game.id.clone(),
            })
            .expect("the shared session")
            .view
            .log_len
    }

    /// Joins with `token`: the response (status and body) and the device cookie if one was set.
    pub async fn join_with(&self, token: &str) -> (u16, Value, Option<String>) {
        let response = self
            .http
            .post(self.url("/api/join"))
            .header("X-Loadout-Token", token)
            .send()
            .await
            .expect("the server answers");
        let cookie = response
            .headers()
            .get("set-cookie")
            .map(|v| v.to_str().unwrap().to_owned());
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null), cookie)
    }

    /// A device of `kind` that joined through its link.
    pub async fn join(&self, kind: DeviceKind) -> Device {
        let (status, body, cookie) = self.join_with(&self.token(kind)).await;
        assert_eq!(status, 200, "joining with the {kind:?} link: {body}");
        let set = cookie.expect("a device cookie");
        assert!(
            set.contains("HttpOnly") && set.contains("SameSite=Strict"),
            "{set}"
        );
        let cookie = set.split(';').next().unwrap().to_owned();
        Device {
            kind,
            cookie,
            label: body["label"].as_str().unwrap().to_owned(),
        }
    }

    /// Calls `command` as `device`'s page does: status and body.
    pub async fn call(&self, device: &Device, command: &str, req: Value) -> (u16, Value) {
        self.call_as(Some(&device.cookie), device.kind, command, req)
            .await
    }

    pub async fn call_as(
        &self,
        cookie: Option<&str>,
        kind: DeviceKind,
        command: &str,
        req: Value,
    ) -> (u16, Value) {
        let path = format!("/{}/api/call/{command}", kind_path(kind));
        let mut request = self
            .http
            .post(self.url(&path))
            .header("Origin", format!("http://{}", self.host))
            .json(&json!({ "req": req }));
        if let Some(cookie) = cookie {
            request = request.header("Cookie", cookie);
        }
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Records the next legal step as `device`, from the view it was shown.
    pub async fn record_next(&self, device: &Device, shown: &SessionResponse) -> (u16, Value) {
        let catalog = loadout_tracker::catalog::Catalog::sample();
        let event = common::next_event(&shown.view, &catalog, 1).expect("the game goes on");
        self.call(
            device,
            "record",
            json!({ "id": shown.id, "expected_len": shown.view.log_len, "event": event }),
        )
        .await
    }

    /// Opens `device`'s live connection, as its page does.
    pub async fn live(&self, device: &Device) -> Live {
        self.try_live(device)
            .await
            .expect("the live connection opens")
    }

    /// Opens `device`'s live connection, or says why its handshake failed.
    pub async fn try_live(
        &self,
        device: &Device,
    ) -> Result<Live, tokio_tungstenite::tungstenite::Error> {
        let url = format!("ws://{}/{}/api/live", self.host, kind_path(device.kind));
        let mut request = url.into_client_request().unwrap();
        let headers = request.headers_mut();
        headers.insert("Cookie", HeaderValue::from_str(&device.cookie).unwrap());
        headers.insert(
            "Origin",
            HeaderValue::from_str(&format!("http://{}", self.host)).unwrap(),
        );
        let (socket, _) = tokio_tungstenite::connect_async(request).await?;
        Ok(Live {
            socket,
            kind: device.kind,
            held: None,
            patches: 0,
        })
    }
}

pub fn kind_path(kind: DeviceKind) -> &'static str {
    match kind {
        DeviceKind::Display => "display",
        DeviceKind::Tablet => "tablet",
    }
}

/// A device that joined: its kind, its cookie ("ld=..."), its label ("Tablet 1").
pub struct Device {
    pub kind: DeviceKind,
    pub cookie: String,
    pub label: String,
}

/// A device's live connection, holding the view as a page does.
pub struct Live {
    pub socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The device's kind: a tablet is sent the whole response, a display its part of it.
    kind: DeviceKind,
    /// The response last heard, as JSON: what a patch applies to.
    held: Option<Value>,
    /// How many changes came as patches.
    pub patches: usize,
}

/// What a live connection ended with.
#[derive(Debug, PartialEq, Eq)]
pub enum Ended {
    /// A close frame with this code.
    Closed(u16),
    /// The connection dropped without one.
    Dropped,
}

impl Live {
    /// The next view pushed to a tablet, whole or as a patch applied to the view held as a page
    /// applies it (pings and heartbeats skipped); panics after 30 s without one, and on a patch
    /// that is not for the view held.
    pub async fn next(&mut self) -> SessionResponse {
        assert_eq!(
            self.kind,
            DeviceKind::Tablet,
            "a display is sent its part: shown()"
        );
        serde_json::from_value(self.heard().await).expect("a SessionResponse")
    }

    /// The next part of the view pushed to a display, as [`Live::next`] for a tablet.
    pub async fn shown(&mut self) -> TableResponse {
        assert_eq!(
            self.kind,
            DeviceKind::Display,
            "a tablet is sent the whole view: next()"
        );
        serde_json::from_value(self.heard().await).expect("a TableResponse")
    }

    /// Panics unless what is pushed next shows `response`: the whole of it to a tablet, what a
    /// display shows of it to a display.
    pub async fn follows(&mut self, response: &SessionResponse) {
        match self.kind {
            DeviceKind::Tablet => assert_eq!(&self.next().await, response),
            DeviceKind::Display => assert_eq!(self.shown().await, TableResponse::of(response)),
        }
    }

    /// The revision of what is pushed next, to either kind.
    pub async fn revision(&mut self) -> u64 {
        self.heard().await["revision"].as_u64().expect("a revision")
    }

    async fn heard(&mut self) -> Value {
        let whole = match self.kind {
            DeviceKind::Tablet => "view",
            DeviceKind::Display => "table",
        };
        loop {
            let message = self.message().await;
            let response = match message["kind"].as_str() {
                Some(kind) if kind == whole => message["response"].clone(),
                Some("patch") => {
                    let mut held = self.held.clone().expect("a patch comes after a whole view");
                    assert_eq!(
                        held["revision"], message["from"],
                        "a patch for the view held"
                    );
                    let ops: json_patch::Patch =
                        serde_json::from_value(message["ops"].clone()).expect("JSON Patch");
                    json_patch::patch(&mut held, &ops).expect("the patch applies");
                    // The patch takes the view to revision `to`, as the page sets it.
                    held["revision"] = message["to"].clone();
                    self.patches += 1;
                    held
                }
                _ => {
                    assert_eq!(message["kind"], "heartbeat", "{message}");
                    continue;
                }
            };
            self.held = Some(response.clone());
            return response;
        }
    }

    /// The next text message, a view or a heartbeat (pings skipped); panics after 30 s without
    /// one.
    pub async fn message(&mut self) -> Value {
        loop {
            let message = tokio::time::timeout(Duration::from_secs(30), self.socket.next())
                .await
                .expect("a message arrives within 30 s")
                .expect("the connection is open")
                .expect("a message");
            match message {
                Message::Text(text) => return serde_json::from_str(&text).expect("JSON"),
                Message::Ping(_) | Message::Pong(_) => continue,
                other => panic!("expected a view or a heartbeat, got {other:?}"),
            }
        }
    }

    /// Waits (at most 30 s) for the connection to end, skipping views.
    pub async fn ended(&mut self) -> Ended {
        let waited = tokio::time::timeout(Duration::from_secs(30), async {
            loop {
                match self.socket.next().await {
                    Some(Ok(Message::Close(frame))) => {
                        return Ended::Closed(frame.map(|f| u16::from(f.code)).unwrap_or(1005))
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(_)) | None => return Ended::Dropped,
                }
            }
        })
        .await;
        waited.expect("the connection ends within 30 s")
    }

    pub async fn send_text(&mut self, text: String) -> bool {
        self.socket.send(Message::text(text)).await.is_ok()
    }
}

/// Sends `request` as raw bytes and reads the answer until the server closes or 10 s pass.
pub async fn raw(host: &str, request: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(host).await.expect("connects");
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut answer = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout(Duration::from_secs(10), stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) | Err(_) => break,
            Ok(Ok(n)) => {
                answer.extend_from_slice(&buf[..n]);
                // One answer is enough: stop at the end of its body.
                let text = String::from_utf8_lossy(&answer);
                if let Some((head, body)) = text.split_once("\r\n\r\n") {
                    let length = head.lines().find_map(|l| {
                        l.to_ascii_lowercase()
                            .strip_prefix("content-length: ")
                            .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                    });
                    if length.is_some_and(|n| body.len() >= n) {
                        break;
                    }
                }
            }
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// The status code of a raw HTTP answer.
pub fn status_of(answer: &str) -> u16 {
    answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// An idle flood that churns: `per_address` connections from each of `addresses` loopback
/// addresses (`from(n)`), each sending nothing and reopened as soon as the server closes it (or
/// after `hold`), until `stop`. The server's port is read for every connection (a soak shares
/// anew). Bounded: each task gives up after 10,000 connections. Counts the connections opened.
pub fn reconnecting_flood(
    port: &Arc<AtomicU16>,
    from: fn(u8) -> IpAddr,
    (addresses, per_address): (u8, usize),
    hold: Duration,
    stop: &Arc<AtomicBool>,
    opened: &Arc<AtomicUsize>,
) -> Vec<tokio::task::JoinHandle<()>> {
    let mut tasks = Vec::new();
    for n in 0..addresses {
        for _ in 0..per_address {
            let (port, stop, opened) = (port.clone(), stop.clone(), opened.clone());
            tasks.push(tokio::spawn(async move {
                for _ in 0..10_000 {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let to = SocketAddr::new(
                        IpAddr::V4(Ipv4Addr::LOCALHOST),
                        port.load(Ordering::Relaxed),
                    );
                    let socket = TcpSocket::new_v4().unwrap();
                    socket.bind(SocketAddr::new(from(n), 0)).unwrap();
                    let Ok(mut stream) = socket.connect(to).await else {
                        // Refused (no listener between two shares): try again shortly.
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    };
                    opened.fetch_add(1, Ordering::Relaxed);
                    let mut buf = [0u8; 16];
                    // Until the server closes it.
                    let _ = tokio::time::timeout(hold, stream.read(&mut buf)).await;
                }
            }));
        }
    }
    tasks
}
