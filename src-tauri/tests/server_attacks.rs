//! Attacks on a shared session, with a real HTTP and WebSocket client against the real server on
//! 127.0.0.1: each is refused with its status, nothing is recorded, and every file of the data
//! dir is unchanged byte for byte. Each test also shows that the same request, made right, works:
//! a refusal that would refuse everything proves nothing.

mod common;
mod server_common;

use loadout_companion::server::Limits;
use loadout_core::api::DeviceKind;
use loadout_words::view::TableView;
use loadout_words::Speaker;
use serde_json::json;
use server_common::{raw, share, status_of, Device};
use std::time::Duration;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

fn limits() -> Limits {
    Limits::default()
}

/// `record` of the next legal step, as the tablet would send it.
fn record_request(shared: &server_common::Shared) -> serde_json::Value {
    let catalog = loadout_tracker::catalog::Catalog::sample();
    let event = common::next_event(&shared.game.view, &catalog, 1).unwrap();
    json!({ "id": shared.game.id, "expected_len": shared.game.view.log_len, "event": event })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_token_is_refused_everywhere() {
    let shared = share(limits()).await;
    let before = shared.files();
    let (status, body, cookie) = shared.join_with("").await;
    assert_eq!((status, body["code"].as_str()), (401, Some("unauthorized")));
    assert!(cookie.is_none());
    for kind in [DeviceKind::Tablet, DeviceKind::Display] {
        let (status, body) = shared
            .call_as(None, kind, "record", record_request(&shared))
            .await;
        assert_eq!(status, 401, "{body}");
        let (status, _) = shared
            .call_as(None, kind, "session_view", json!({ "id": shared.game.id }))
            .await;
        assert_eq!(status, 401);
    }
    let me = shared
        .http
        .get(shared.url("/tablet/api/me"))
        .send()
        .await
        .unwrap();
    assert_eq!(me.status().as_u16(), 401);
    assert_eq!(shared.steps(), shared.game.view.log_len);
    assert_eq!(shared.files(), before);
    assert!(shared.sharing().status().unwrap().devices.is_empty());

    // The same request with the link's secret works.
    let tablet = shared.join(DeviceKind::Tablet).await;
    let (status, body) = shared
        .call(&tablet, "record", record_request(&shared))
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(shared.steps(), shared.game.view.log_len + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_many_times_is_rate_limited() {
    let shared = share(Limits {
        failures_allowed: 5,
        ..limits()
    })
    .await;
    let before = shared.files();
    let right = shared.token(DeviceKind::Tablet);
    // Wrong by one character: as close as a guess gets.
    let last = right.chars().last().unwrap();
    let wrong = format!(
        "{}{}",
        &right[..right.len() - 1],
        if last == '0' { '4' } else { '0' }
    );
    let mut statuses = Vec::new();
    for _ in 0..8 {
        statuses.push(shared.join_with(&wrong).await.0);
    }
    assert_eq!(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
    // Once limited, even the right secret waits: guessing can't go faster by luck.
    let response = shared
        .http
        .post(shared.url("/api/join"))
        .header("X-Loadout-Token", &right)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 429);
    let retry: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry), "Retry-After: {retry}");
    // Wrong device cookies count as failed attempts too.
    let (status, _) = shared
        .call_as(
            Some(&format!("ld_tablet={}", wrong)),
            DeviceKind::Tablet,
            "record",
            record_request(&shared),
        )
        .await;
    assert_eq!(status, 429);
    assert!(shared.sharing().status().unwrap().devices.is_empty());
    assert_eq!(shared.files(), before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_link_and_its_devices_are_refused() {
    let shared = share(limits()).await;
    let old_token = shared.token(DeviceKind::Tablet);
    let tablet = shared.join(DeviceKind::Tablet).await;
    let (status, _) = shared
        .call(&tablet, "session_view", json!({ "id": shared.game.id }))
        .await;
    assert_eq!(status, 200);
    let mut live = shared.live(&tablet).await;
    live.next().await;

    let revoked = shared.sharing().revoke(&Speaker::ENGLISH).unwrap();
    assert!(revoked.devices.is_empty());
    assert_eq!(live.ended().await, server_common::Ended::Closed(4001));
    let before = shared.files();
    let (status, body) = shared
        .call(&tablet, "record", record_request(&shared))
        .await;
    assert_eq!((status, body["code"].as_str()), (401, Some("unauthorized")));
    assert_eq!(shared.join_with(&old_token).await.0, 401);
    assert_eq!(shared.files(), before);

    // The new link works.
    let new_token = revoked.links[1].url.split_once('#').unwrap().1.to_owned();
    assert_ne!(new_token, old_token);
    assert_eq!(shared.join_with(&new_token).await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_display_link_cannot_record_or_change_anything() {
    let shared = share(limits()).await;
    let display = shared.join(DeviceKind::Display).await;
    assert_eq!(display.label, "Display 1");
    let before = shared.files();
    let id = shared.game.id.clone();
    let len = shared.game.view.log_len;
    for (command, req) in [
        ("record", record_request(&shared)),
        ("undo", json!({ "id": id, "expected_len": len })),
        ("redo", json!({ "id": id, "expected_len": len })),
        ("session_save_retry", json!({ "id": id })),
    ] {
        let (status, body) = shared.call(&display, command, req).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (403, Some("forbidden")),
            "{command}"
        );
    }
    let (status, _) = shared
        .call(&display, "session_view", json!({ "id": id }))
        .await;
    assert_eq!(status, 200);
    assert_eq!(shared.steps(), len);
    assert_eq!(shared.files(), before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tablet_reaches_its_session_only() {
    let shared = share(limits()).await;
    let other = common::new_game(&shared.backend.core, &["Cy", "Di"]);
    let tablet = shared.join(DeviceKind::Tablet).await;
    let before = shared.files();
    let forbidden = [
        ("session_view", json!({ "id": other.id })),
        (
            "record",
            json!({ "id": other.id, "expected_len": other.view.log_len,
                    "event": record_request(&shared)["event"] }),
        ),
        ("session_delete", json!({ "id": shared.game.id })),
        ("session_list", json!(null)),
        (
            "session_new",
            json!({ "players": ["A", "B"], "real_talk": false,
                                "catalog_id": "sample", "starting_seat": "random" }),
        ),
        (
            "session_export",
            json!({ "id": shared.game.id, "path": "/tmp/x.json" }),
        ),
        ("session_import", json!({ "path": "/etc/passwd" })),
        ("catalog_list", json!(null)),
        ("catalog_get", json!({ "id": "another" })),
        ("catalog_delete", json!({ "id": "sample" })),
        ("settings_set", json!({ "settings": {} })),
        ("settings_get", json!(null)),
        (
            "export_csv",
            json!({ "id": shared.game.id, "kind": "results",
                              "names": "as_entered", "path": "/tmp/x.csv" }),
        ),
        ("share_stop", json!(null)),
        ("share_revoke", json!(null)),
        (
            "share_start",
            // Loopback even here: were the refusal ever to slip, nothing listens beyond this machine.
            json!({ "id": shared.game.id, "address": "127.0.0.1", "port": null }),
        ),
        // Writes a file on the computer when given a path: the desktop's only.
        (
            "results_qr",
            json!({ "id": shared.game.id, "names": "as_entered", "include_date": false,
                    "path": shared.dir.path().join("qr.svg") }),
        ),
    ];
    for (command, req) in forbidden {
        let (status, body) = shared.call(&tablet, command, req).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (403, Some("forbidden")),
            "{command}: {body}"
        );
    }
    assert_eq!(shared.files(), before);
    assert!(shared
        .sharing()
        .status()
        .is_some_and(|s| s.id == shared.game.id && s.listening.starts_with("127.0.0.1:")));
    // What its own session needs works: reading it, checking a card typed at the table.
    let (status, _) = shared
        .call(&tablet, "history", json!({ "id": shared.game.id }))
        .await;
    assert_eq!(status, 200);
    let (status, body) = shared
        .call(
            &tablet,
            "card_validate",
            json!({ "card": { "deck": "load", "id": "x", "title": "", "copies": 1,
                              "effect": {} }, "tags": null }),
        )
        .await;
    assert_ne!(status, 403, "{body}");
    // A command the app does not have at all.
    let (status, body) = shared.call(&tablet, "delete_everything", json!(null)).await;
    assert_eq!((status, body["code"].as_str()), (404, Some("not_found")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_read_exports_give_each_device_its_session_and_no_other() {
    let shared = share(limits()).await;
    let core = &shared.backend.core;
    let other = common::new_game(core, &["Cy", "Di"]);
    let display = shared.join(DeviceKind::Display).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let before = shared.files();
    let id = shared.game.id.clone();
    let download = |id: &str, kind: &str| json!({ "id": id, "kind": kind, "names": "initials", "include_date": false });
    let code = |id: &str| json!({ "id": id, "names": "seat_numbers", "include_date": true });
    for device in [&display, &tablet] {
        // The shared session's exports: the same text as the desktop's, for a browser to save.
        for kind in ["session", "results_csv", "ledger_csv", "results_svg"] {
            let (status, body) = shared.call(device, "download", download(&id, kind)).await;
            assert_eq!(status, 200, "{}: {kind}: {body}", device.label);
            let desktop =
                loadout_core::commands::dispatch(core, "download", download(&id, kind)).unwrap();
            assert_eq!(body, desktop, "{}: {kind}", device.label);
        }
        let (status, body) = shared.call(device, "results_code", code(&id)).await;
        assert_eq!(status, 200, "{}: {body}", device.label);
        assert_eq!(
            body,
            loadout_core::commands::dispatch(core, "results_code", code(&id)).unwrap()
        );
        let (status, body) = shared
            .call(device, "session_catalog", json!({ "id": id }))
            .await;
        assert_eq!(
            (status, body["id"].as_str()),
            (200, Some("sample")),
            "{body}"
        );

        // Another session on the computer: refused, whatever is asked of it.
        for (command, req) in [
            ("download", download(&other.id, "session")),
            ("download", download(&other.id, "ledger_csv")),
            ("results_code", code(&other.id)),
            ("session_catalog", json!({ "id": other.id })),
        ] {
            let (status, body) = shared.call(device, command, req).await;
            assert_eq!(
                (status, body["code"].as_str()),
                (403, Some("forbidden")),
                "{}: {command}: {body}",
                device.label
            );
            assert!(
                body["message"]
                    .as_str()
                    .unwrap()
                    .contains("one session only"),
                "{body}"
            );
            assert!(!body.to_string().contains("Cy"), "nothing of it: {body}");
        }
    }
    // The display reads only: what a tablet may ask without a session is not for it either, and
    // it is told where to do it.
    for (command, req) in [
        (
            "card_validate",
            json!({ "card": { "deck": "load", "id": "x", "title": "", "copies": 1,
                                           "effect": {} }, "tags": null }),
        ),
        ("setup_check", json!({ "players": ["Ana", "Ben"] })),
        ("catalog_validate", json!({ "catalog": null })),
    ] {
        let (status, body) = shared.call(&display, command, req.clone()).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (403, Some("forbidden")),
            "{command}: {body}"
        );
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("record on the tablet or the computer"),
            "{body}"
        );
        let (status, body) = shared.call(&tablet, command, req).await;
        assert_ne!(status, 403, "the tablet may: {command}: {body}");
    }
    // The tablet: what writes files or reaches the app is the computer's, and it says so.
    for (command, req) in [
        ("catalog_get", json!({ "id": "sample" })),
        (
            "results_qr_save",
            json!({ "id": id, "names": "as_entered", "include_date": false,
                                    "image": "svg" }),
        ),
        (
            "export_csv",
            json!({ "id": id, "kind": "results", "names": "as_entered" }),
        ),
    ] {
        let (status, body) = shared.call(&tablet, command, req).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (403, Some("forbidden")),
            "{command}: {body}"
        );
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("do this on the computer"),
            "{body}"
        );
    }
    assert_eq!(
        shared.files(),
        before,
        "nothing written, nothing downloaded to disk"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spoofed_host_is_refused() {
    let shared = share(limits()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let before = shared.files();
    let body = record_request(&shared).to_string();
    let body = format!("{{\"req\":{body}}}");
    for host in [
        "evil.example".to_owned(),
        format!("evil.example:{}", shared.status.port),
        format!("localhost:{}", shared.status.port),
        "127.0.0.1".to_owned(),
    ] {
        let request = format!(
            "POST /tablet/api/call/record HTTP/1.1\r\nHost: {host}\r\nCookie: {}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            tablet.cookie,
            body.len()
        );
        let answer = raw(&shared.host, &request).await;
        assert_eq!(status_of(&answer), 421, "Host: {host}\n{answer}");
        let page = raw(
            &shared.host,
            &format!("GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        )
        .await;
        assert_eq!(status_of(&page), 421, "Host: {host}");
    }
    assert_eq!(shared.files(), before);
    // The served address itself is fine.
    let page = raw(
        &shared.host,
        &format!(
            "GET /tablet/ HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            shared.host
        ),
    )
    .await;
    assert_eq!(status_of(&page), 200, "{page}");
    assert!(page.contains(server_common::INDEX));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_origin_is_refused_on_requests_and_on_the_websocket() {
    let shared = share(limits()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let before = shared.files();
    let foreign = [
        "http://evil.example",
        "http://localhost",
        "null",
        "https://127.0.0.1",
    ];
    for origin in foreign {
        let response = shared
            .http
            .post(shared.url("/tablet/api/call/record"))
            .header("Cookie", &tablet.cookie)
            .header("Origin", origin)
            .json(&json!({ "req": record_request(&shared) }))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 403, "Origin: {origin}");
        let join = shared
            .http
            .post(shared.url("/api/join"))
            .header("X-Loadout-Token", shared.token(DeviceKind::Tablet))
            .header("Origin", origin)
            .send()
            .await
            .unwrap();
        assert_eq!(join.status().as_u16(), 403, "join from Origin: {origin}");
    }
    for origin in foreign.iter().map(|o| Some(*o)).chain([None]) {
        let url = format!("ws://{}/tablet/api/live", shared.host);
        let mut request = url.into_client_request().unwrap();
        request
            .headers_mut()
            .insert("Cookie", HeaderValue::from_str(&tablet.cookie).unwrap());
        match origin {
            Some(origin) => {
                request
                    .headers_mut()
                    .insert("Origin", HeaderValue::from_str(origin).unwrap());
            }
            None => {
                request.headers_mut().remove("Origin");
            }
        }
        match tokio_tungstenite::connect_async(request).await {
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                assert_eq!(response.status().as_u16(), 403, "WebSocket from {origin:?}")
            }
            other => panic!("WebSocket from {origin:?} was not refused: {other:?}"),
        }
    }
    assert_eq!(shared.files(), before);
    assert!(shared
        .sharing()
        .status()
        .unwrap()
        .devices
        .iter()
        .all(|d| !d.connected));
    // The page's own origin is fine.
    let mut live = shared.live(&tablet).await;
    assert_eq!(live.next().await.view.log_len, shared.game.view.log_len);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversize_body_or_message_is_refused() {
    let shared = share(limits()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let before = shared.files();
    let mut req = record_request(&shared);
    // A valid step with 100 KB of padding: over the 64 KiB cap.
    req["padding"] = json!("x".repeat(100_000));
    let (status, _) = shared.call(&tablet, "record", req.clone()).await;
    assert_eq!(status, 413);
    // The same without a Content-Length (chunked): refused as it streams in.
    let body = json!({ "req": req }).to_string().into_bytes();
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> =
        body.chunks(8192).map(|c| Ok(c.to_vec())).collect();
    let response = shared
        .http
        .post(shared.url("/tablet/api/call/record"))
        .header("Cookie", &tablet.cookie)
        .header("Content-Type", "application/json")
        .body(reqwest::Body::wrap_stream(futures_util::stream::iter(
            chunks,
        )))
        .send()
        .await;
    if let Ok(response) = response {
        assert_eq!(response.status().as_u16(), 413);
    } // else: the server closed the connection mid-body, also a refusal
    assert_eq!(shared.files(), before);
    // A WebSocket message over the cap closes that connection.
    let mut live = shared.live(&tablet).await;
    live.next().await;
    live.send_text("x".repeat(10_000)).await;
    assert_ne!(live.ended().await, server_common::Ended::Closed(1000));
    assert_eq!(shared.files(), before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seventeenth_device_is_refused() {
    let shared = share(limits()).await;
    let mut devices: Vec<Device> = Vec::new();
    for n in 0..16 {
        let kind = if n % 4 == 0 {
            DeviceKind::Tablet
        } else {
            DeviceKind::Display
        };
        devices.push(shared.join(kind).await);
    }
    assert_eq!(devices[0].label, "Tablet 1");
    assert_eq!(devices[15].label, "Display 12");
    let before = shared.files();
    for kind in [DeviceKind::Display, DeviceKind::Tablet] {
        let (status, body, cookie) = shared.join_with(&shared.token(kind)).await;
        assert_eq!(
            (status, body["code"].as_str()),
            (503, Some("too_many_devices"))
        );
        assert!(cookie.is_none());
    }
    assert_eq!(shared.sharing().status().unwrap().devices.len(), 16);
    assert_eq!(shared.files(), before);
    // Once one is disconnected, a new device can join.
    let first = shared.sharing().status().unwrap().devices[0].id;
    shared
        .sharing()
        .disconnect(
            &Speaker::ENGLISH,
            loadout_core::api::ShareDeviceRequest { device: first },
        )
        .unwrap();
    let (status, _) = shared
        .call(&devices[0], "session_view", json!({ "id": shared.game.id }))
        .await;
    assert_eq!(status, 401, "a disconnected device is out");
    assert_eq!(shared.join(DeviceKind::Tablet).await.label, "Tablet 5");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_sending_one_byte_a_second_is_cut_off() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let shared = share(Limits {
        header_timeout: Duration::from_secs(2),
        ..limits()
    })
    .await;
    let before = shared.files();
    // The request line and Host at once, then the rest at one byte a second: 26 bytes, so the
    // whole request would arrive in about 26 s, before hyper's own 30 s default would cut it.
    let start = format!("GET /tablet/api/me HTTP/1.1\r\nHost: {}\r\n", shared.host);
    let request = format!("X-Padding: {}\r\n\r\n", "x".repeat(12));
    let mut stream = tokio::net::TcpStream::connect(&shared.host).await.unwrap();
    stream.write_all(start.as_bytes()).await.unwrap();
    let (mut reader, mut writer) = stream.split();
    let mut answer = Vec::new();
    let mut sent = 0;
    let read = async {
        let _ = reader.read_to_end(&mut answer).await;
    };
    let write = async {
        for byte in request.as_bytes() {
            if writer.write_all(&[*byte]).await.is_err() {
                break;
            }
            sent += 1;
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
        // Sent in full: wait for the answer it should not have got.
        tokio::time::sleep(Duration::from_secs(5)).await;
    };
    // Whichever ends first: the server closing on us, or us sending all (at most ~31 s).
    tokio::select! {
        () = read => {}
        () = write => panic!("the whole request went through at one byte a second"),
    }
    assert!(
        sent < request.len(),
        "cut off after {sent} of {} bytes",
        request.len()
    );
    let text = String::from_utf8_lossy(&answer);
    assert!(
        text.is_empty() || text.starts_with("HTTP/1.1 408"),
        "closed, or a 408: {text}"
    );
    assert_eq!(shared.files(), before);
    // Meanwhile and after, the server answers everyone else.
    assert_eq!(shared.join_with("").await.0, 401);
}

/// A device whose Wi-Fi went without a word (no close, no FIN) leaves a half-open connection
/// that nothing reads or answers any more: here a WebSocket client that stops reading, so it
/// never answers a ping. It is dropped after two heartbeats of silence and listed as not
/// connected; a device that only answers pings stays; the dropped one's page comes back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_gone_silent_is_dropped_and_one_that_answers_stays() {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    let every = Duration::from_secs(1);
    let shared = share(Limits {
        heartbeat: every,
        ..limits()
    })
    .await;
    let before = shared.files();
    let display = shared.join(DeviceKind::Display).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let connected = |label: &str| {
        let status = shared.sharing().status().expect("sharing");
        let device = status.devices.iter().find(|d| d.label == label);
        device.expect("listed").connected
    };

    // The tablet's first message says how often the app is heard, then comes the view.
    let mut answering = shared.live(&tablet).await;
    assert_eq!(
        answering.message().await,
        json!({ "kind": "heartbeat", "every_ms": 1000, "lost_after_ms": 2000 })
    );
    assert_eq!(
        answering.next().await.view.log_len,
        shared.game.view.log_len
    );
    // From now on it reads everything, and so answers every ping; it never sends a message.
    let (heard, mut heartbeats) = tokio::sync::mpsc::unbounded_channel();
    let reader = tokio::spawn(async move {
        while let Some(Ok(message)) = answering.socket.next().await {
            if matches!(&message, Message::Text(t) if t.contains(r#""kind":"heartbeat""#)) {
                let _ = heard.send(());
            }
        }
    });

    // The display reads its first message (sent before any ping), then nothing more.
    let mut silent = shared.live(&display).await;
    assert_eq!(silent.message().await["kind"], "heartbeat");
    assert!(connected("Display 1") && connected("Tablet 1"));
    // Dropped within a bound of 30 heartbeats (two of silence is the rule).
    let mut polls = 0;
    while connected("Display 1") && polls < 60 {
        tokio::time::sleep(every / 2).await;
        polls += 1;
    }
    assert!(
        !connected("Display 1"),
        "a device silent for 30 heartbeats is still listed as connected"
    );
    // The server closed it without a close frame (nothing would have read one).
    assert_eq!(silent.ended().await, server_common::Ended::Dropped);

    // The tablet that answers hears four more heartbeats, twice the silence allowed: it stays.
    for n in 0..4 {
        let one = tokio::time::timeout(Duration::from_secs(30), heartbeats.recv()).await;
        assert_eq!(
            one,
            Ok(Some(())),
            "heartbeat {n} after the display was dropped"
        );
    }
    assert!(connected("Tablet 1"));
    assert_eq!(shared.sharing().status().unwrap().devices.len(), 2);

    // The display's page connects again (it still has its cookie) and catches up.
    let mut back = shared.live(&display).await;
    assert_eq!(back.shown().await.view, TableView::of(&shared.game.view));
    assert!(connected("Display 1"));
    assert_eq!(shared.files(), before);
    reader.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refusal_is_said_in_the_language_the_app_speaks_when_it_is_asked() {
    use loadout_core::words::SHELL;
    use loadout_tracker::Lang;
    let shared = share(limits()).await;
    let said = |lang| SHELL.say(&Speaker::new(lang), "share-code-wrong", &[]);
    let (status, english, _) = shared.join_with("").await;
    assert_eq!(status, 401);
    assert_eq!(english["message"].as_str(), Some(said(Lang::En).as_str()));
    // The app switches to German: the next request is answered as the app speaks then.
    loadout_core::commands::dispatch(
        &shared.backend.core,
        "settings_set",
        json!({ "settings": { "language": "de" } }),
    )
    .expect("the settings are kept");
    let (status, german, _) = shared.join_with("").await;
    assert_eq!(status, 401);
    assert_eq!(german["message"].as_str(), Some(said(Lang::De).as_str()));
    // The guard's own refusals too (a request for another host name).
    let answer = raw(
        &shared.host,
        "GET /tablet/api/me HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(status_of(&answer), 421, "{answer}");
    let german = SHELL.say(&Speaker::new(Lang::De), "share-wrong-host", &[]);
    assert!(answer.contains(&german), "{answer}");
}
