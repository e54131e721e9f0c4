//! Availability under abuse, against the real server on 127.0.0.1: what anyone on the Wi-Fi can
//! do without the tablet's link (idle sockets, a flood from many addresses, the display link
//! joined over and over, one display cookie opening socket after socket) never keeps the
//! facilitator's tablet out. The attackers come from other loopback addresses (127.0.0.x), as a
//! player's phone comes from its own address; every loop is bounded in count and time.

mod common;
mod server_common;

use loadout_companion::server::Limits;
use loadout_core::api::{DeviceKind, SessionResponse};
use loadout_words::view::TableView;
use server_common::{reconnecting_flood, share, Device, Shared};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::io::AsyncReadExt;
use tokio::net::{TcpSocket, TcpStream};

fn loopback(n: u8) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
}

/// A TCP connection from `from` that sends nothing.
async fn idle(shared: &Shared, from: IpAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::new(from, 0)).unwrap();
    let to: SocketAddr = shared.host.parse().unwrap();
    socket.connect(to).await.expect("connects")
}

/// Has the server closed `stream` (or does it close it within `within`)?
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 64];
    matches!(
        tokio::time::timeout(within, stream.read(&mut buf)).await,
        Ok(Ok(0)) | Ok(Err(_))
    )
}

/// The facilitator's tablet, from its own address: joins, records a step, and hears it on its
/// live connection.
async fn tablet_plays(shared: &Shared) {
    let tablet = shared.with_client(
        reqwest::Client::builder()
            .local_address(loopback(2))
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap(),
    );
    let device: Device = tablet.join(DeviceKind::Tablet).await;
    let mut live = tablet.live(&device).await;
    let shown = live.next().await;
    let (status, body) = tablet.record_next(&device, &shown).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(live.next().await.view.log_len, shown.view.log_len + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_connections_from_one_address_leave_the_tablet_its_place() {
    let shared = share(Limits {
        header_timeout: Duration::from_secs(60),
        unproven_timeout: Duration::from_secs(60),
        ..Limits::default()
    })
    .await;
    // More idle sockets than the server has places, all from one phone.
    let mut flood = Vec::new();
    for _ in 0..300 {
        flood.push(idle(&shared, loopback(66)).await);
    }
    // Past its share, each new socket of the phone's closed its oldest one.
    let mut closed = 0;
    for stream in flood.iter_mut().take(300 - 16) {
        if closed_within(stream, Duration::from_secs(5)).await {
            closed += 1;
        }
    }
    assert_eq!(closed, 300 - 16, "an address keeps 16 unproven connections");
    tablet_plays(&shared).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connection_that_shows_no_secret_is_closed_soon() {
    let shared = share(Limits {
        header_timeout: Duration::from_secs(60),
        unproven_timeout: Duration::from_secs(1),
        ..Limits::default()
    })
    .await;
    let mut stream = idle(&shared, loopback(66)).await;
    assert!(
        closed_within(&mut stream, Duration::from_secs(20)).await,
        "an idle socket without a secret is still open after 20 s"
    );
    // A device's connection stays open past that: its live connection goes on hearing views.
    let tablet = shared.join(DeviceKind::Tablet).await;
    let mut live = shared.live(&tablet).await;
    let shown = live.next().await;
    let mut other = idle(&shared, loopback(67)).await;
    assert!(closed_within(&mut other, Duration::from_secs(20)).await);
    let (status, body) = shared.record_next(&tablet, &shown).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(live.next().await.view.log_len, shown.view.log_len + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_from_many_addresses_gives_way_to_the_tablet() {
    let shared = share(Limits {
        max_connections: 32,
        header_timeout: Duration::from_secs(60),
        unproven_timeout: Duration::from_secs(60),
        ..Limits::default()
    })
    .await;
    let mut flood = Vec::new();
    for n in 0..8 {
        for _ in 0..8 {
            flood.push(idle(&shared, loopback(100 + n)).await);
        }
    }
    // Every place was taken: the newest pushed the oldest out.
    assert!(closed_within(&mut flood[0], Duration::from_secs(5)).await);
    tablet_plays(&shared).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_display_link_joined_over_and_over_leaves_the_tablets_places() {
    let shared = share(Limits {
        heartbeat: Duration::from_secs(2),
        ..Limits::default()
    })
    .await;
    let display = shared.token(DeviceKind::Display);
    let mut statuses = Vec::new();
    for _ in 0..20 {
        statuses.push(shared.join_with(&display).await.0);
    }
    assert_eq!(statuses[..15], [200; 15]);
    assert_eq!(statuses[15..], [503; 5], "display places are 15 of 16");
    // The tablet's places are its own, and it records.
    let tablet = shared.join(DeviceKind::Tablet).await;
    let (status, body) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(status, 200, "{body}");
    // Joined and never connected: away, and after the heartbeat's timeout (2 × 2 s) a new
    // display takes the place of one.
    let mut tries = 0;
    let status = loop {
        let (status, _, _) = shared.join_with(&display).await;
        tries += 1;
        if status != 503 || tries == 120 {
            break status;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert_eq!(status, 200, "an away display still holds its place");
    assert_eq!(shared.sharing().status().unwrap().devices.len(), 16);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_display_cookie_cannot_open_socket_after_socket() {
    let shared = share(Limits {
        sockets_per_device: 4,
        ..Limits::default()
    })
    .await;
    let display = shared.join(DeviceKind::Display).await;
    let mut sockets = Vec::new();
    for _ in 0..12 {
        let mut live = shared.live(&display).await;
        assert_eq!(live.message().await["kind"], "heartbeat");
        sockets.push(live);
    }
    // The oldest made way for the newest: at most 4 are open.
    for live in sockets.iter_mut().take(8) {
        assert_ne!(
            live.ended().await,
            server_common::Ended::Dropped,
            "closed with a close frame"
        );
    }
    let tablet = shared.join(DeviceKind::Tablet).await;
    let (status, body) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(status, 200, "{body}");
    let recorded: SessionResponse = serde_json::from_value(body).unwrap();
    for live in sockets.iter_mut().skip(8) {
        assert_eq!(live.shown().await.view, TableView::of(&shared.game.view));
        live.follows(&recorded).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_answer_carries_the_policy_and_an_unknown_path_is_a_404() {
    let shared = share(Limits::default()).await;
    for (path, status) in [
        ("/", 200),
        ("/tablet/", 200),
        ("/display/", 200),
        ("/index.html", 200),
        (&*format!("/{}", server_common::ASSET.0), 200),
        ("/nope", 404),
        ("/foo.html", 404),
        ("/assets/x", 404),
        ("/tablet/nope", 404),
        ("/api/nope", 404),
    ] {
        let response = shared.http.get(shared.url(path)).send().await.unwrap();
        assert_eq!(response.status().as_u16(), status, "{path}");
        let headers = response.headers();
        let csp = headers
            .get("content-security-policy")
            .map(|v| v.to_str().unwrap().to_owned())
            .unwrap_or_default();
        assert!(
            csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"),
            "{path}: {csp:?}"
        );
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        let html = headers
            .get("content-type")
            .is_some_and(|v| v.to_str().unwrap().starts_with("text/html"));
        assert_eq!(html, status == 200 && !path.contains("assets"), "{path}");
    }
    // A refusal before any route (another Host) carries them too.
    let answer = server_common::raw(
        &shared.host,
        "GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(server_common::status_of(&answer), 421);
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("content-security-policy: default-src 'self'"),
        "{answer}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_display_that_joins_again_takes_its_old_place() {
    let shared = share(Limits::default()).await;
    let display = shared.join(DeviceKind::Display).await;
    // The code scanned again in the same browser: its cookie goes with the join.
    for _ in 0..5 {
        let response = shared
            .http
            .post(shared.url("/api/join"))
            .header("X-Loadout-Token", shared.token(DeviceKind::Display))
            .header("Cookie", &display.cookie)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200);
        let body: serde_json::Value = response.json().await.unwrap();
        assert_eq!(body["label"], "Display 1");
    }
    assert_eq!(shared.sharing().status().unwrap().devices.len(), 1);
    let (status, _) = shared
        .call(
            &display,
            "session_view",
            serde_json::json!({ "id": shared.game.id }),
        )
        .await;
    assert_eq!(status, 200, "its cookie still works");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_display_keeps_its_socket_while_an_idle_flood_beyond_the_places_churns() {
    let shared = share(Limits {
        max_connections: 32,
        header_timeout: Duration::from_secs(60),
        unproven_timeout: Duration::from_secs(60),
        ..Limits::default()
    })
    .await;
    let stop = Arc::new(AtomicBool::new(false));
    let opened = Arc::new(AtomicUsize::new(0));
    // 64 idle sockets for 32 places: every newcomer pushes the oldest unproven one out, and the
    // flood opens another at once.
    let port = Arc::new(AtomicU16::new(shared.status.port));
    let from = |n| loopback(150 + n);
    let hold = Duration::from_secs(1);
    let flood = reconnecting_flood(&port, from, (8, 8), hold, &stop, &opened);
    // Bounded: the flood is under way within 30 s (it opens hundreds a second).
    tokio::time::timeout(Duration::from_secs(30), async {
        while opened.load(Ordering::Relaxed) < 200 {
            tokio::task::yield_now().await;
        }
    })
    .await
    .expect("the flood opens its first 200 connections");
    let played = tokio::time::timeout(Duration::from_secs(60), async {
        let tablet = shared.join(DeviceKind::Tablet).await;
        let display = shared.join(DeviceKind::Display).await;
        // The page reconnects (a reload, a Wi-Fi blip): each handshake, unproven for a moment
        // among the flood, gets through.
        let mut failed = Vec::new();
        let mut last = None;
        for attempt in 0..30 {
            match shared.try_live(&display).await {
                Ok(mut live) => {
                    assert_eq!(live.message().await["kind"], "heartbeat");
                    last = Some(live);
                }
                Err(e) => failed.push(format!("handshake {attempt}: {e}")),
            }
        }
        assert!(failed.is_empty(), "{failed:#?}");
        let mut live = last.expect("a live connection");
        assert_eq!(live.shown().await.view, TableView::of(&shared.game.view));
        let (status, body) = shared.record_next(&tablet, &shared.game).await;
        assert_eq!(status, 200, "{body}");
        // The socket it kept hears the step.
        live.follows(&serde_json::from_value(body).unwrap()).await;
    })
    .await;
    stop.store(true, Ordering::Relaxed);
    for task in flood {
        task.await.expect("the flood ends");
    }
    played.expect("the display and the tablet are through within 60 s");
    assert!(
        opened.load(Ordering::Relaxed) > 300,
        "the flood churned: {} connections",
        opened.load(Ordering::Relaxed)
    );
}
