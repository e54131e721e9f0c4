//! One authority: every change, from any device or from the desktop, reaches every device at
//! once; two taps on the same step record it once; a device that drops off catches up.

mod common;
mod server_common;

use loadout_companion::server::Limits;
use loadout_core::api::{DeviceKind, ShareDeviceRequest};
use loadout_core::api::{RecordRequest, SessionResponse};
use loadout_tracker::catalog::Catalog;
use loadout_words::view::TableView;
use loadout_words::Speaker;
use serde_json::json;
use server_common::{share, Ended};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_from_the_tablet_or_the_desktop_reaches_every_device() {
    let shared = share(Limits::default()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let displays = [
        shared.join(DeviceKind::Display).await,
        shared.join(DeviceKind::Display).await,
    ];
    let mut lives = Vec::new();
    for device in displays.iter().chain([&tablet]) {
        let mut live = shared.live(device).await;
        match device.kind {
            DeviceKind::Tablet => assert_eq!(
                live.next().await.view,
                shared.game.view,
                "the current view first"
            ),
            DeviceKind::Display => assert_eq!(
                live.shown().await.view,
                TableView::of(&shared.game.view),
                "what a display shows of the current view first"
            ),
        }
        lives.push(live);
    }
    let status = shared.sharing().status().unwrap();
    let labels: Vec<_> = status.devices.iter().map(|d| d.label.as_str()).collect();
    assert_eq!(labels, ["Tablet 1", "Display 1", "Display 2"]);

    // From the tablet.
    let (code, answer) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(code, 200, "{answer}");
    let answer: SessionResponse = serde_json::from_value(answer).unwrap();
    assert_eq!(answer.view.log_len, shared.game.view.log_len + 1);
    assert!(answer.revision > shared.game.revision);
    for live in &mut lives {
        live.follows(&answer).await;
    }

    // From the desktop (the app's own window calls AppCore directly).
    let event = common::next_event(&answer.view, &Catalog::sample(), 2).unwrap();
    let desktop = shared
        .backend
        .core
        .record(RecordRequest {
            id: answer.id.clone(),
            expected_len: answer.view.log_len,
            event,
        })
        .unwrap();
    for live in &mut lives {
        live.follows(&desktop).await;
    }

    // Undo from the tablet: the pushed view goes back, with a higher revision.
    let (code, undone) = shared
        .call(
            &tablet,
            "undo",
            json!({ "id": desktop.id, "expected_len": desktop.view.log_len }),
        )
        .await;
    assert_eq!(code, 200);
    let undone: SessionResponse = serde_json::from_value(undone).unwrap();
    assert_eq!(undone.view.log_len, answer.view.log_len);
    assert_eq!(undone.view.players, answer.view.players);
    assert!(undone.view.can_redo);
    assert!(undone.revision > desktop.revision);
    for live in &mut lives {
        live.follows(&undone).await;
        // After the whole view on connecting, each change came as what changed (a patch the
        // device applied to the view it held), not as the whole view again.
        assert_eq!(live.patches, 3);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_tablets_tapping_the_same_step_record_it_once() {
    let shared = share(Limits::default()).await;
    let first = shared.join(DeviceKind::Tablet).await;
    let second = shared.join(DeviceKind::Tablet).await;
    let mut display = shared.live(&shared.join(DeviceKind::Display).await).await;
    display.shown().await;
    for round in 0..10 {
        let shown = shared
            .backend
            .core
            .session_view(loadout_core::api::SessionId {
                id: shared.game.id.clone(),
            })
            .unwrap();
        // Both send the same step, seen on the same screen, at once.
        let (a, b) = tokio::join!(
            shared.record_next(&first, &shown),
            shared.record_next(&second, &shown)
        );
        let mut codes = [a.0, b.0];
        codes.sort();
        assert_eq!(codes, [200, 409], "round {round}: {a:?} {b:?}");
        let refused = if a.0 == 409 { &a.1 } else { &b.1 };
        assert_eq!(refused["code"], "stale");
        assert!(
            refused["message"]
                .as_str()
                .unwrap()
                .contains("Already recorded on another device"),
            "{refused}"
        );
        assert_eq!(shared.steps(), shown.view.log_len + 1, "recorded once");
        // The display shows the one step.
        let recorded = if a.0 == 200 { &a.1 } else { &b.1 };
        display
            .follows(&serde_json::from_value(recorded.clone()).unwrap())
            .await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_that_drops_off_catches_up_when_it_comes_back() {
    let shared = share(Limits::default()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let mut live = shared.live(&tablet).await;
    let shown = live.next().await;
    let (code, recorded) = shared.record_next(&tablet, &shown).await;
    assert_eq!(code, 200);
    let recorded: SessionResponse = serde_json::from_value(recorded).unwrap();
    assert_eq!(live.next().await, recorded);
    // Wi-Fi gone: the connection drops without a word.
    drop(live);
    let later = common::play(&shared.backend.core, recorded.clone(), 5);
    assert_eq!(later.view.log_len, recorded.view.log_len + 5);
    // Back: its cookie still works, and the first thing it hears is the newest view.
    let mut live = shared.live(&tablet).await;
    assert_eq!(live.next().await, later);
    // What it showed as recorded was kept.
    let history = shared
        .call(&tablet, "history", json!({ "id": later.id }))
        .await;
    assert_eq!(history.0, 200);
    assert_eq!(
        history.1.as_array().unwrap().len(),
        later.view.log_len,
        "every step is in the history"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_disconnected_device_is_closed_and_the_others_stay() {
    let shared = share(Limits::default()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let display = shared.join(DeviceKind::Display).await;
    let mut tablet_live = shared.live(&tablet).await;
    let mut display_live = shared.live(&display).await;
    tablet_live.next().await;
    display_live.shown().await;
    let status = shared.sharing().status().unwrap();
    assert!(status.devices.iter().all(|d| d.connected));
    let id = status
        .devices
        .iter()
        .find(|d| d.label == "Display 1")
        .unwrap()
        .id;
    let after = shared
        .sharing()
        .disconnect(&Speaker::ENGLISH, ShareDeviceRequest { device: id })
        .unwrap();
    assert_eq!(display_live.ended().await, Ended::Closed(4001));
    assert_eq!(
        after.devices.iter().map(|d| &d.label).collect::<Vec<_>>(),
        ["Tablet 1"]
    );
    let (code, _) = shared
        .call(&display, "session_view", json!({ "id": shared.game.id }))
        .await;
    assert_eq!(code, 401);
    // The tablet goes on.
    let (code, recorded) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(code, 200);
    let recorded: SessionResponse = serde_json::from_value(recorded).unwrap();
    assert_eq!(tablet_live.next().await, recorded);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_closes_every_connection_and_the_socket() {
    let shared = share(Limits::default()).await;
    let tablet = shared.join(DeviceKind::Tablet).await;
    let mut live = shared.live(&tablet).await;
    live.next().await;
    // An idle keep-alive connection, as a browser leaves open.
    let mut idle = tokio::net::TcpStream::connect(&shared.host).await.unwrap();
    {
        use tokio::io::AsyncWriteExt;
        let request = format!("GET /tablet/ HTTP/1.1\r\nHost: {}\r\n\r\n", shared.host);
        idle.write_all(request.as_bytes()).await.unwrap();
    }
    shared.sharing().stop().await;
    assert!(shared.sharing().status().is_none());
    assert_eq!(live.ended().await, Ended::Closed(1001));
    {
        use tokio::io::AsyncReadExt;
        let mut rest = Vec::new();
        let read = tokio::time::timeout(
            std::time::Duration::from_secs(30),
            idle.read_to_end(&mut rest),
        )
        .await;
        assert!(read.is_ok(), "the idle connection was closed");
    }
    let refused = tokio::net::TcpStream::connect(&shared.host).await;
    assert!(
        refused.is_err(),
        "nothing listens on {} any more",
        shared.host
    );
}
