//! Joining by the short code typed from the computer's screen, and links that outlive a restart
//! of sharing, against the real server on 127.0.0.1 (issue #27): the code joins once, expires
//! with a clear word, is guessed no faster than a link; stopping and starting the same session
//! again keeps its links, its devices and its port until *New links*.

mod common;
mod server_common;

use loadout_companion::server::Limits;
use loadout_core::api::{DeviceKind, SessionId};
use loadout_words::view::TableView;
use loadout_words::Speaker;
use serde_json::{json, Value};
use server_common::{share, Device, Shared};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::Ordering;
use std::time::Duration;

/// What a refusal says to the person who typed.
fn said(body: &Value) -> &str {
    body["message"].as_str().unwrap_or_default()
}

/// The device a join's answer and cookie make.
fn device_of(kind: DeviceKind, body: &Value, cookie: Option<String>) -> Device {
    Device {
        kind,
        cookie: cookie
            .expect("a device cookie")
            .split(';')
            .next()
            .unwrap()
            .to_owned(),
        label: body["label"].as_str().unwrap().to_owned(),
    }
}

/// The same sharing, reached from loopback address 127.0.0.`n` (another phone at the table).
fn from(shared: &Shared, n: u8) -> Shared {
    shared.with_client(
        reqwest::Client::builder()
            .local_address(IpAddr::V4(Ipv4Addr::new(127, 0, 0, n)))
            .timeout(Duration::from_secs(10))
            .build()
            .unwrap(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_code_joins_once_and_a_fresh_one_is_shown() {
    let shared = share(Limits::default()).await;
    let link = shared.token(DeviceKind::Tablet);
    let code = shared.code(DeviceKind::Tablet);
    let display_code = shared.code(DeviceKind::Display);
    assert_eq!(code.len(), 9, "8 characters in two groups: {code}");
    assert_eq!(&code[4..5], "-");
    assert!(!link.contains(&code.replace('-', "")));

    // Typed as a person types it off the screen: lower case, a space for the dash.
    let typed = code.to_lowercase().replace('-', " ");
    let (status, body, cookie) = shared.join_with(&typed).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["label"], "Tablet 1");
    let tablet = device_of(DeviceKind::Tablet, &body, cookie);
    let (status, body) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(
        status, 200,
        "the tablet that joined by its code records: {body}"
    );

    // Single use: the same code again is refused, and says why.
    let (status, body, cookie) = from(&shared, 2).join_with(&code).await;
    assert_eq!((status, cookie), (401, None));
    assert!(said(&body).contains("used already"), "{body}");
    // The desktop shows a fresh code; the QR code's link and the other code stay.
    let fresh = shared.code(DeviceKind::Tablet);
    assert_ne!(fresh, code);
    let status = shared.sharing().status().unwrap();
    assert_eq!(status.links[1].url.split_once('#').unwrap().1, link);
    assert_eq!(shared.code(DeviceKind::Display), display_code);
    assert_eq!(status.links[1].code_minutes, 10);
    let (status, body, _) = shared.join_with(&fresh).await;
    assert_eq!((status, &body["label"]), (200, &json!("Tablet 2")));
    let (status, body, _) = shared.join_with(&display_code).await;
    assert_eq!((status, &body["label"]), (200, &json!("Display 1")));
    // The link's whole secret, typed on the same page, joins as before.
    let (status, _, _) = shared.join_with(&link).await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_code_is_refused_with_a_clear_message_and_a_fresh_one_is_shown() {
    let shared = share(Limits {
        code_valid: Duration::from_secs(1),
        ..Limits::default()
    })
    .await;
    let old = shared.code(DeviceKind::Display);
    let told = shared.told.load(Ordering::SeqCst);
    // The desktop is told when the code expires, without asking: it then shows the fresh one.
    tokio::time::timeout(Duration::from_secs(30), async {
        while shared.told.load(Ordering::SeqCst) == told {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the desktop is told of a fresh code within 30 s");
    let fresh = shared.code(DeviceKind::Display);
    assert_ne!(fresh, old);
    let (status, body, cookie) = shared.join_with(&old).await;
    assert_eq!((status, cookie), (401, None));
    assert!(said(&body).contains("expired"), "{body}");
    assert!(shared.sharing().status().unwrap().devices.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typo_is_a_wrong_code_and_guessing_codes_is_rate_limited() {
    let shared = share(Limits {
        failures_allowed: 5,
        ..Limits::default()
    })
    .await;
    let before = shared.files();
    let right = shared.code(DeviceKind::Tablet);
    // One character off, one missing, one no code has: each is "wrong code", the first too.
    let last = right.chars().last().unwrap();
    let off = format!("{}{}", &right[..8], if last == '0' { '4' } else { '0' });
    let mut answers = Vec::new();
    for typo in [off.as_str(), &right[..8], "K7MX-2QHU"] {
        let (status, body, _) = shared.join_with(typo).await;
        assert!(said(&body).starts_with("Wrong code"), "{typo}: {body}");
        answers.push(status);
    }
    assert_eq!(answers, [401, 401, 401]);
    for _ in 0..2 {
        assert_eq!(shared.join_with(&off).await.0, 401);
    }
    // Counted before compared: past the allowance even the right code waits, and is not used up.
    assert_eq!(shared.join_with(&off).await.0, 429);
    assert_eq!(shared.join_with(&right).await.0, 429);
    assert_eq!(shared.code(DeviceKind::Tablet), right);
    // Another phone at the table types it right.
    let (status, body, _) = from(&shared, 2).join_with(&right).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(shared.files(), before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_guessed_codes_from_many_addresses_is_bounded_and_spares_the_tablet() {
    let shared = share(Limits {
        failures_global: 40,
        ..Limits::default()
    })
    .await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let code = shared.code(DeviceKind::Display);
    // 50 phones, one guess each: the first 40 are compared (and wrong), the rest are not.
    let mut statuses = Vec::new();
    for n in 0..50 {
        statuses.push(from(&shared, 10 + n).join_with("0000-0000").await.0);
    }
    assert_eq!(statuses.iter().filter(|&&s| s == 401).count(), 40);
    assert_eq!(statuses.iter().filter(|&&s| s == 429).count(), 10);
    // Spent: even the right code from a new address is refused, and stays unused.
    assert_eq!(from(&shared, 99).join_with(&code).await.0, 429);
    assert_eq!(shared.code(DeviceKind::Display), code);
    // A link's secret cannot be guessed, so the flood did not spend its way: a tablet scanning
    // the QR code from a new address joins.
    let (status, body, _) = from(&shared, 98)
        .join_with(&shared.token(DeviceKind::Tablet))
        .await;
    assert_eq!(status, 200, "{body}");
    // The facilitator's tablet that joined before goes on recording.
    let (status, body) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sharing_the_same_session_again_keeps_its_links_devices_and_port_until_new_links() {
    let shared = share(Limits::default()).await;
    let id = shared.game.id.clone();
    let display = shared.join(DeviceKind::Display).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let code = shared.code(DeviceKind::Tablet);
    let before = shared.sharing().status().unwrap();

    shared.sharing().stop().await;
    let again = shared.start_again(&id, None, Limits::default()).await;
    assert_eq!(again.status.port, before.port, "the port, free, is kept");
    assert_eq!(
        again.status.links, before.links,
        "the same QR codes and codes"
    );
    // Both devices are still known, away until their pages connect again.
    let listed: Vec<_> = again
        .status
        .devices
        .iter()
        .map(|d| (d.label.as_str(), d.connected))
        .collect();
    assert_eq!(listed, [("Display 1", false), ("Tablet 1", false)]);
    // The display's page, reloaded, is the same device by its cookie: no joining again.
    let mut live = again.live(&display).await;
    let shown = live.shown().await;
    let current = again
        .backend
        .core
        .session_view(SessionId {
            id: shown.id.clone(),
        })
        .unwrap();
    assert_eq!(shown.view, TableView::of(&current.view));
    let (status, body) = again.record_next(&tablet, &current).await;
    assert_eq!(
        status, 200,
        "the tablet records with its old cookie: {body}"
    );
    live.follows(&serde_json::from_value(body).unwrap()).await;
    // The old QR link and the short code shown before still join.
    let (status, body, _) = again.join_with(&shared.token(DeviceKind::Display)).await;
    assert_eq!((status, &body["label"]), (200, &json!("Display 2")));
    assert_eq!(again.join_with(&code).await.0, 200);

    // New links: the old link, code and cookies no longer work, and a restart keeps that.
    let renewed = again.sharing().revoke(&Speaker::ENGLISH).unwrap();
    shared.sharing().stop().await;
    let third = shared.start_again(&id, None, Limits::default()).await;
    assert_eq!(third.status.links, renewed.links);
    assert_eq!(
        third.join_with(&shared.token(DeviceKind::Display)).await.0,
        401
    );
    let (status, _) = third
        .call(&display, "session_view", json!({ "id": id }))
        .await;
    assert_eq!(status, 401);
    assert_eq!(
        third.join_with(&third.token(DeviceKind::Tablet)).await.0,
        200
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_taken_port_or_another_session_is_started_afresh_where_it_must_be() {
    let shared = share(Limits::default()).await;
    let id = shared.game.id.clone();
    let display = shared.join(DeviceKind::Display).await;
    shared.sharing().stop().await;

    // Another program took the port meanwhile: a free one, the same links.
    let taken = std::net::TcpListener::bind(("127.0.0.1", shared.status.port)).unwrap();
    let again = shared.start_again(&id, None, Limits::default()).await;
    drop(taken);
    assert_ne!(again.status.port, shared.status.port);
    assert_eq!(
        again.token(DeviceKind::Display),
        shared.token(DeviceKind::Display)
    );
    let (status, _) = again
        .call(&display, "session_view", json!({ "id": id }))
        .await;
    assert_eq!(
        status, 200,
        "the display's cookie still works on the new port"
    );

    // Another session: new links, no devices; back to the first, its links are gone too.
    let other = common::new_game(&shared.backend.core, &["Cleo", "Dan"]);
    let switched = again.start_again(&other.id, None, Limits::default()).await;
    assert_ne!(
        switched.token(DeviceKind::Display),
        shared.token(DeviceKind::Display)
    );
    assert!(switched.status.devices.is_empty());
    let back = switched.start_again(&id, None, Limits::default()).await;
    assert_eq!(
        back.join_with(&shared.token(DeviceKind::Display)).await.0,
        401
    );
}
