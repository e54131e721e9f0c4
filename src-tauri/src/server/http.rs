//! The server itself: the accept loop (hyper, with a header read timeout, every socket counted
//! against the budgets of `connections`), the routes (axum), the checks every request passes,
//! and each device's live WebSocket.
//!
//! Routes, under the one address and port shared:
//! - `GET /`, `/display/`, `/tablet/`, `/assets/...`: the app's own UI (the page reads its link's
//!   secret from the URL fragment, which the browser never sends); any other path is a 404.
//!   Every answer carries the content security policy and the other headers (`guard`).
//! - `POST /api/join` with `X-Loadout-Token`: trades a link's secret (or its short code, typed)
//!   for a device cookie, one per kind (`ld_tablet`), HttpOnly and SameSite=Strict; a browser
//!   that joins again with its cookie is the same device.
//! - `GET /{kind}/api/me`, `POST /{kind}/api/call/{command}` (the IPC command's `{ req }` as a
//!   JSON body), `GET /{kind}/api/live` (WebSocket: the newest view after every change, and a
//!   heartbeat while nothing changes; see [`LiveMessage`]).

use super::access::{Refusal, Spent};
use super::connections::Slot;
use super::{Live, LiveMessage, SharedDevice};
use axum::body::{Body, Bytes};
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, Request, StatusCode, Uri};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use loadout_core::api::DeviceKind;
use loadout_core::api::{ApiError, ErrorCode, ShellCode};
use loadout_core::commands::{self, Caller};
use loadout_core::words::say;
use loadout_words::Speaker;
use serde_json::Value;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinSet;
use tokio::time::MissedTickBehavior;
use tokio_util::sync::CancellationToken;
use tower::ServiceExt;

/// The device cookie's name: `ld_tablet`, `ld_display`. Each kind has its own, sent to every
/// path (`/api/join` too: a browser that joins again is the same device).
fn cookie_name(kind: DeviceKind) -> String {
    format!("ld_{}", kind.path())
}
/// A live connection that hears nothing from its device for this many heartbeats is dropped.
pub const MISSED_HEARTBEATS: u32 = 2;
/// A device that takes longer than this to take a message is dropped (it reconnects).
const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// Answers being written when sharing stops get this long to finish.
const GRACE: Duration = Duration::from_secs(2);
/// How long a closed live socket waits for the page's close frame (within `GRACE`).
const CLOSE_WAIT: Duration = Duration::from_secs(1);

#[derive(Clone, Copy)]
struct Peer(SocketAddr);

/// Accepts connections until sharing stops; then closes the listener and every connection.
pub async fn serve(listener: TcpListener, live: Arc<Live>) {
    let router = router(live.clone());
    let mut connections = JoinSet::new();
    loop {
        let accepted = tokio::select! {
            () = live.closing.cancelled() => break,
            accepted = async {
                live.connections.room().await;
                listener.accept().await
            } => accepted,
        };
        let Ok((stream, peer)) = accepted else {
            // Out of file descriptors or the like: wait a moment rather than spin.
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        while connections.try_join_next().is_some() {}
        let Some(slot) = live.connections.open(peer.ip()) else {
            continue; // dropped: closed at once
        };
        // A device's request that came with the connection is already waiting: this place is
        // spoken for before its task reads it. On a loaded machine that task may not run before
        // many more connections are accepted, and an idle flood's newcomers would otherwise take
        // this place as the oldest silent one (a display's WebSocket handshake was cut so).
        if has_bytes(&stream) {
            slot.heard_already();
        }
        connections.spawn(connection(
            stream,
            peer,
            Arc::new(slot),
            router.clone(),
            live.clone(),
        ));
        // The new connection reads what it was sent before the next is accepted: a device's
        // request, once read, is no longer among the silent ones a newcomer pushes out.
        tokio::task::yield_now().await;
    }
    drop(listener);
    let _ = tokio::time::timeout(GRACE, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
    connections.shutdown().await;
    live.tasks.close();
    let _ = tokio::time::timeout(GRACE, live.tasks.wait()).await;
}

/// Whether `stream` has bytes waiting to be read now, without reading them or waiting.
fn has_bytes(stream: &TcpStream) -> bool {
    let mut byte = [0u8; 1];
    let mut buf = tokio::io::ReadBuf::new(&mut byte);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    matches!(
        stream.poll_peek(&mut cx, &mut buf),
        std::task::Poll::Ready(Ok(n)) if n > 0
    )
}

/// One connection: closed when sharing stops (after its answers), when its place is given to
/// another (`Slot::cut`), or when it has not shown a device's secret within
/// `limits.unproven_timeout`. Its slot stays taken while a WebSocket it became is open.
async fn connection(
    stream: TcpStream,
    peer: SocketAddr,
    slot: Arc<Slot>,
    router: Router,
    live: Arc<Live>,
) {
    let cut = slot.cut.clone();
    let held = slot.clone();
    let service = hyper::service::service_fn(move |mut req: Request<Incoming>| {
        req.extensions_mut().insert(Peer(peer));
        req.extensions_mut().insert(held.clone());
        router.clone().oneshot(req)
    });
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(live.limits.header_timeout)
        .max_buf_size(16 * 1024);
    let conn = builder
        .serve_connection(TokioIo::new(slot.heard(stream)), service)
        .with_upgrades();
    let mut conn = std::pin::pin!(conn);
    let unproven = tokio::time::sleep(live.limits.unproven_timeout);
    let mut unproven = std::pin::pin!(unproven);
    let mut checked = false;
    loop {
        tokio::select! {
            _ = conn.as_mut() => break,
            () = live.closing.cancelled() => {
                conn.as_mut().graceful_shutdown();
                let _ = conn.await;
                break;
            }
            // Dropped at once: the place is someone else's now.
            () = cut.cancelled() => break,
            () = &mut unproven, if !checked => {
                if !slot.proven() {
                    break;
                }
                checked = true;
            }
        }
    }
}

fn router(live: Arc<Live>) -> Router {
    Router::new()
        .route("/api/join", post(join))
        .route("/{kind}/api/me", get(me))
        .route("/{kind}/api/call/{command}", post(call))
        .route("/{kind}/api/live", get(socket))
        .fallback(page)
        .layer(middleware::from_fn_with_state(live.clone(), guard))
        .layer(middleware::from_fn_with_state(live.clone(), speak))
        .with_state(live)
}

/// Every request is answered as the app speaks now (its refusals too): the handlers are given
/// the speaker as an `Extension<Speaker>`.
async fn speak(State(live): State<Arc<Live>>, mut req: Request<Body>, next: Next) -> Response {
    req.extensions_mut().insert(live.backend.core().speaker());
    next.run(req).await
}

/// The speaker `speak` gave the request (the app's, should a route lack it).
fn speaker_of(req: &Request<Body>, live: &Live) -> Speaker {
    req.extensions()
        .get::<Speaker>()
        .cloned()
        .unwrap_or_else(|| live.backend.core().speaker())
}

/// A refused request: its status and the error the page shows (shaped like the app's own
/// errors, so the UI shows it the same way).
pub struct Refused {
    status: StatusCode,
    error: Box<ApiError>,
    retry_after: Option<u64>,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(*self.error)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

fn refuse(status: StatusCode, code: ShellCode, message: impl Into<String>) -> Refused {
    Refused {
        status,
        error: Box::new(ApiError::new(code, message)),
        retry_after: None,
    }
}

fn refused(sp: &Speaker, refusal: Refusal) -> Refused {
    match refusal {
        Refusal::Unknown => refuse(
            StatusCode::UNAUTHORIZED,
            ShellCode::Unauthorized,
            say!(sp, "share-link-invalid"),
        ),
        Refusal::Limited(wait) | Refusal::Flooded(wait) => {
            let seconds = wait.as_secs().max(1);
            let message = if matches!(refusal, Refusal::Limited(_)) {
                say!(sp, "share-rate-limited", seconds = seconds)
            } else {
                say!(sp, "share-rate-limited-all", seconds = seconds)
            };
            Refused {
                retry_after: Some(seconds),
                ..refuse(
                    StatusCode::TOO_MANY_REQUESTS,
                    ShellCode::RateLimited,
                    message,
                )
            }
        }
        Refusal::Full => refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            ShellCode::TooManyDevices,
            say!(sp, "share-full"),
        ),
        Refusal::WrongCode => refuse(
            StatusCode::UNAUTHORIZED,
            ShellCode::Unauthorized,
            say!(sp, "share-code-wrong"),
        ),
        Refusal::Spent(Spent::Used) => refuse(
            StatusCode::UNAUTHORIZED,
            ShellCode::Unauthorized,
            say!(sp, "share-code-used"),
        ),
        Refusal::Spent(Spent::Expired) => refuse(
            StatusCode::UNAUTHORIZED,
            ShellCode::Unauthorized,
            say!(sp, "share-code-expired"),
        ),
    }
}

/// Every request: its `Host` must be the shared address (a page on another name that resolves
/// here, DNS rebinding, is refused), and an `Origin`, when sent, must be that address too. Every
/// answer, a page, an asset or a refusal, carries the strict content security policy and the
/// other headers.
async fn guard(State(live): State<Arc<Live>>, req: Request<Body>, next: Next) -> Response {
    let sp = &speaker_of(&req, &live);
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| live.hosts.iter().any(|a| a == h))
        .map(str::to_owned);
    let origin_ours = req.headers().get(header::ORIGIN).map(|origin| {
        origin
            .to_str()
            .ok()
            .and_then(|o| o.strip_prefix("http://"))
            .is_some_and(|o| live.hosts.iter().any(|a| a == o))
    });
    let mut response = match (&host, origin_ours) {
        (None, _) => refuse(
            StatusCode::MISDIRECTED_REQUEST,
            ShellCode::WrongHost,
            say!(sp, "share-wrong-host"),
        )
        .into_response(),
        (_, Some(false)) => refuse(
            StatusCode::FORBIDDEN,
            ShellCode::ForeignOrigin,
            say!(sp, "share-foreign-origin"),
        )
        .into_response(),
        _ => next.run(req).await,
    };
    let headers = response.headers_mut();
    if let Ok(csp) = HeaderValue::from_str(&csp(host.as_deref())) {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}

/// The pages' policy: our own scripts, styles and images only, and WebSockets to the served
/// `host` (none on an answer to another host).
fn csp(host: Option<&str>) -> String {
    let ws = host.map(|h| format!(" ws://{h}")).unwrap_or_default();
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         font-src 'self'; connect-src 'self'{ws}; object-src 'none'; \
         base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    )
}

fn kind_of(sp: &Speaker, segment: &str) -> Result<DeviceKind, Refused> {
    DeviceKind::from_path(segment).ok_or_else(|| {
        refuse(
            StatusCode::NOT_FOUND,
            ShellCode::NotFound,
            say!(sp, "share-no-page"),
        )
    })
}

fn cookie(headers: &HeaderMap, kind: DeviceKind) -> Option<String> {
    let name = cookie_name(kind);
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|pair| pair.trim().strip_prefix(name.as_str())?.strip_prefix('='))
        .map(str::to_owned)
}

/// The device of `kind` this request's cookie names: its id and its "disconnected" token.
/// The connection is the device's from now on (`Slot::prove`).
fn device(
    sp: &Speaker,
    live: &Live,
    kind: DeviceKind,
    headers: &HeaderMap,
    peer: SocketAddr,
    slot: &Slot,
) -> Result<(u32, String, CancellationToken), Refused> {
    let cookie = cookie(headers, kind);
    let found = live
        .access()
        .device(kind, cookie.as_deref(), peer.ip(), Instant::now())
        .map(|d| (d.id, d.label(), d.gone.clone()))
        .map_err(|a| refused(sp, a))?;
    slot.prove(found.0);
    Ok(found)
}

async fn join(
    State(live): State<Arc<Live>>,
    Extension(sp): Extension<Speaker>,
    Extension(Peer(peer)): Extension<Peer>,
    Extension(slot): Extension<Arc<Slot>>,
    headers: HeaderMap,
) -> Response {
    let sp = &sp;
    let token = headers
        .get("x-loadout-token")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let joined = live
        .access()
        .join(token, peer.ip(), Instant::now(), |kind| {
            cookie(&headers, kind)
        })
        .map(|(d, secret)| (d.id, d.kind, d.label(), secret.encode()));
    let (id, kind, label, secret) = match joined {
        Ok(joined) => joined,
        Err(refusal) => return refused(sp, refusal).into_response(),
    };
    slot.prove(id);
    (live.on_devices)();
    let cookie = format!(
        "{}={secret}; Path=/; HttpOnly; SameSite=Strict",
        cookie_name(kind)
    );
    let mut response =
        Json(SharedDevice::new(kind, label, live.session_id.clone())).into_response();
    response.headers_mut().insert(
        header::SET_COOKIE,
        HeaderValue::from_str(&cookie).expect("base32 is a valid header"),
    );
    response
}

async fn me(
    State(live): State<Arc<Live>>,
    Extension(sp): Extension<Speaker>,
    Path(kind): Path<String>,
    Extension(Peer(peer)): Extension<Peer>,
    Extension(slot): Extension<Arc<Slot>>,
    headers: HeaderMap,
) -> Result<Response, Refused> {
    let sp = &sp;
    let kind = kind_of(sp, &kind)?;
    let (_, label, _) = device(sp, &live, kind, &headers, peer, &slot)?;
    Ok(Json(SharedDevice::new(kind, label, live.session_id.clone())).into_response())
}

async fn call(
    State(live): State<Arc<Live>>,
    Extension(sp): Extension<Speaker>,
    Path((kind, command)): Path<(String, String)>,
    Extension(Peer(peer)): Extension<Peer>,
    Extension(slot): Extension<Arc<Slot>>,
    headers: HeaderMap,
    body: Body,
) -> Result<Response, Refused> {
    let sp = &sp;
    let kind = kind_of(sp, &kind)?;
    device(sp, &live, kind, &headers, peer, &slot)?;
    // The command must exist and be one this kind of device may call (the core's rule, the
    // same `dispatch_as` checks again), before its request is read.
    let Some(command) = commands::find(&command) else {
        return Err(refuse(
            StatusCode::NOT_FOUND,
            ShellCode::NotFound,
            say!(sp, "share-no-command", command = command.as_str()),
        ));
    };
    let caller = Caller::Device {
        kind,
        session: &live.session_id,
    };
    caller.permit(sp, command.access).map_err(|error| Refused {
        status: StatusCode::FORBIDDEN,
        error: Box::new(error),
        retry_after: None,
    })?;
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !json {
        return Err(refuse(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ShellCode::InvalidInput,
            say!(sp, "share-not-json"),
        ));
    }
    let bytes = read_body(sp, &live, body).await?;
    let args: Value = serde_json::from_slice(&bytes).map_err(|_| {
        refuse(
            StatusCode::BAD_REQUEST,
            ShellCode::InvalidInput,
            say!(sp, "share-unreadable"),
        )
    })?;
    let worker = live.clone();
    // The request is what the desktop's IPC carries as `{ req }`.
    let req = match args {
        Value::Object(mut fields) => fields.remove("req").unwrap_or(Value::Null),
        _ => Value::Null,
    };
    let result = tokio::task::spawn_blocking(move || {
        let caller = Caller::Device {
            kind,
            session: &worker.session_id,
        };
        commands::dispatch_as(worker.backend.core(), caller, command.name, req)
    })
    .await;
    // A command that panicked: no JSON error, the page reports it as unexpected.
    let Ok(result) = result else {
        return Ok((
            StatusCode::INTERNAL_SERVER_ERROR,
            say!(sp, "share-no-answer"),
        )
            .into_response());
    };
    Ok(match result {
        Ok(answer) => Json(answer).into_response(),
        Err(e) if e.code == ErrorCode::Shell(ShellCode::Stale) => refuse(
            StatusCode::CONFLICT,
            ShellCode::Stale,
            say!(sp, "share-stale"),
        )
        .into_response(),
        Err(e) => {
            let status = match e.code {
                ErrorCode::Shell(ShellCode::Forbidden) => StatusCode::FORBIDDEN,
                ErrorCode::Shell(ShellCode::NotFound) => StatusCode::NOT_FOUND,
                ErrorCode::Shell(ShellCode::Storage) => StatusCode::INTERNAL_SERVER_ERROR,
                _ => StatusCode::UNPROCESSABLE_ENTITY,
            };
            (status, Json(e)).into_response()
        }
    })
}

/// The body, refused when larger than allowed (413) or slower than allowed (408).
async fn read_body(sp: &Speaker, live: &Live, body: Body) -> Result<Bytes, Refused> {
    let max = live.limits.max_body;
    let too_large = || {
        refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            ShellCode::InvalidInput,
            say!(sp, "share-too-large", kib = max / 1024),
        )
    };
    match tokio::time::timeout(live.limits.body_timeout, axum::body::to_bytes(body, max)).await {
        Err(_) => Err(refuse(
            StatusCode::REQUEST_TIMEOUT,
            ShellCode::InvalidInput,
            say!(sp, "share-too-slow"),
        )),
        Ok(Err(_)) => Err(too_large()),
        Ok(Ok(bytes)) => Ok(bytes),
    }
}

async fn socket(
    State(live): State<Arc<Live>>,
    Extension(sp): Extension<Speaker>,
    Path(kind): Path<String>,
    Extension(Peer(peer)): Extension<Peer>,
    Extension(slot): Extension<Arc<Slot>>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response, Refused> {
    let sp = &sp;
    let kind = kind_of(sp, &kind)?;
    // Browsers always send an Origin with a WebSocket; `guard` checked that it is ours.
    if !headers.contains_key(header::ORIGIN) {
        return Err(refuse(
            StatusCode::FORBIDDEN,
            ShellCode::ForeignOrigin,
            say!(sp, "share-no-origin"),
        ));
    }
    let (id, _, gone) = device(sp, &live, kind, &headers, peer, &slot)?;
    let max = live.limits.max_message;
    let tracked = live.tasks.token();
    Ok(upgrade
        .max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| async move {
            let _tracked = tracked;
            // The connection's place, held while the WebSocket is open.
            let cut = slot.cut.clone();
            let _slot = slot;
            live_socket(live, kind, id, gone, cut, socket).await;
        }))
}

fn count_socket(live: &Live, id: u32, opened: bool) {
    live.access().count_socket(id, opened, Instant::now());
    (live.on_devices)();
}

/// Sends a heartbeat and the newest view now, then the view after every change and a heartbeat
/// (with a ping) every `limits.heartbeat`, until the device leaves, is disconnected, falls
/// silent, or sharing stops. What the device sends only shows it is still there.
///
/// Silent: nothing at all (no pong, no message) for [`MISSED_HEARTBEATS`] heartbeats. A device
/// whose Wi-Fi went without a word leaves a half-open connection that no read or write here
/// would end for many minutes; this drops it, so the desktop lists it as not connected.
async fn live_socket(
    live: Arc<Live>,
    kind: DeviceKind,
    id: u32,
    gone: CancellationToken,
    cut: CancellationToken,
    mut socket: WebSocket,
) {
    count_socket(&live, id, true);
    let every = live.limits.heartbeat;
    let lost_after = every * MISSED_HEARTBEATS;
    let heartbeat = LiveMessage::Heartbeat {
        every_ms: millis(every),
        lost_after_ms: millis(lost_after),
    }
    .json();
    let mut views = live.view.subscribe();
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
    ticks.tick().await;
    let silent = tokio::time::sleep(lost_after);
    let mut silent = std::pin::pin!(silent);
    let mut open = send(&mut socket, Message::Text(heartbeat.clone())).await;
    // The revision this socket was sent last: the next change comes as a patch from it.
    let mut sent: Option<u64> = None;
    if open {
        let first = views.borrow_and_update().clone();
        if let Some(pushed) = first {
            open = send(
                &mut socket,
                Message::Text(pushed.for_socket(kind, None).clone()),
            )
            .await;
            sent = Some(pushed.revision);
        }
    }
    while open {
        open = tokio::select! {
            // In this order: a device's answer already here is heard before it is found silent.
            biased;
            () = live.closing.cancelled() => {
                close(&mut socket, 1001, "Sharing stopped on the computer").await;
                false
            }
            () = gone.cancelled() => {
                close(&mut socket, 4001, "Disconnected on the computer").await;
                false
            }
            // The device opened more sockets than it may: this oldest one makes way (the page
            // connects again if it is still there).
            () = cut.cancelled() => {
                close(&mut socket, 1008, "Too many connections").await;
                false
            }
            message = socket.recv() => match message {
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => false,
                Some(Ok(_)) => {
                    silent.as_mut().reset(tokio::time::Instant::now() + lost_after);
                    true
                }
            },
            changed = views.changed() => match changed {
                Ok(()) => {
                    let newest = views.borrow_and_update().clone();
                    match newest {
                        Some(pushed) => {
                            let json = pushed.for_socket(kind, sent).clone();
                            sent = Some(pushed.revision);
                            send(&mut socket, Message::Text(json)).await
                        }
                        None => true,
                    }
                }
                Err(_) => false,
            },
            _ = ticks.tick() => {
                send(&mut socket, Message::Text(heartbeat.clone())).await
                    && send(&mut socket, Message::Ping(Bytes::new())).await
            }
            // Dropped without a close frame: nothing answers at the other end.
            () = &mut silent => false,
        };
    }
    count_socket(&live, id, false);
}

fn millis(duration: Duration) -> u64 {
    u64::try_from(duration.as_millis()).unwrap_or(u64::MAX)
}

async fn send(socket: &mut WebSocket, message: Message) -> bool {
    matches!(
        tokio::time::timeout(SEND_TIMEOUT, socket.send(message)).await,
        Ok(Ok(()))
    )
}

async fn close(socket: &mut WebSocket, code: u16, reason: &'static str) {
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    if !send(socket, Message::Close(Some(frame))).await {
        return;
    }
    // The closing handshake: the page's own close frame (and whatever it sent before it, a pong)
    // is read before the socket is dropped, for at most CLOSE_WAIT. A TCP socket closed with
    // data left unread is reset, and a reset can cost the page the close frame still on its
    // way: it would then take the end for a dropped link and say "Reconnecting" instead of why.
    let _ = tokio::time::timeout(CLOSE_WAIT, async {
        while let Some(Ok(message)) = socket.recv().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// The UI's files: `index.html` for the pages, the built assets by name, a 404 for any other
/// path. (The app's asset resolver answers `index.html` for a file it does not have, as a
/// single-page app wants: here that would be a page at every address.)
async fn page(
    State(live): State<Arc<Live>>,
    Extension(sp): Extension<Speaker>,
    method: Method,
    uri: Uri,
) -> Result<Response, Refused> {
    let sp = &sp;
    if method != Method::GET && method != Method::HEAD {
        return Err(refuse(
            StatusCode::METHOD_NOT_ALLOWED,
            ShellCode::NotFound,
            say!(sp, "share-no-request"),
        ));
    }
    let no_page = || {
        refuse(
            StatusCode::NOT_FOUND,
            ShellCode::NotFound,
            say!(sp, "share-no-page"),
        )
    };
    let path = uri.path().trim_start_matches('/');
    let file = match path {
        "" | "display" | "display/" | "tablet" | "tablet/" => "index.html",
        p if !p.contains("..") && (p.starts_with("assets/") || !p.contains('/')) => p,
        _ => return Err(no_page()),
    };
    let Some((bytes, mime)) = live.backend.asset(file) else {
        return Err(no_page());
    };
    // The one page is index.html: HTML under any other name is the resolver's fallback.
    if file != "index.html" && mime.starts_with("text/html") {
        return Err(no_page());
    }
    Ok((
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_str(&mime)
                .unwrap_or(HeaderValue::from_static("application/octet-stream")),
        )],
        bytes,
    )
        .into_response())
}

#[cfg(test)]
mod tests {
    use super::has_bytes;
    use tokio::io::AsyncWriteExt;
    use tokio::net::{TcpListener, TcpStream};

    #[tokio::test]
    async fn a_connection_whose_request_has_come_is_told_from_a_silent_one_without_a_read() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let _silent_client = TcpStream::connect(address).await.unwrap();
        let (silent, _) = listener.accept().await.unwrap();
        let mut speaking_client = TcpStream::connect(address).await.unwrap();
        speaking_client
            .write_all(b"GET / HTTP/1.1\r\n")
            .await
            .unwrap();
        let (speaking, _) = listener.accept().await.unwrap();
        speaking.readable().await.unwrap();
        assert!(has_bytes(&speaking));
        assert!(!has_bytes(&silent));
        // Nothing was read: the request is all still there for its connection's task.
        let mut buf = [0u8; 64];
        let n = speaking.peek(&mut buf).await.unwrap();
        assert_eq!(&buf[..n], b"GET / HTTP/1.1\r\n");
    }
}
