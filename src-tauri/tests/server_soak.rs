//! The sharing soak, run by `make bench` (bench/run.sh), not by `make test`: 16 devices (the
//! facilitator's tablet and 15 table displays, each with its live connection) through scripted
//! games of about 1,000 steps in all, recorded on the tablet over 127.0.0.1 while an idle flood
//! runs the whole time: connections that never send a byte, 8 from each of 40 other loopback
//! addresses (more than the server has places), each reopened as the server closes it. Prints a
//! Markdown section with the figures: the time from the tablet's tap to the displays' next view
//! (p50 / p95), and the process's memory and open files before and after. Figures only: nothing here fails because a number is high.
//!
//! `cargo test -p loadout-companion --test server_soak -- --ignored --nocapture`

mod common;
mod server_common;

use loadout_companion::server::Limits;
use loadout_core::api::{DeviceKind, SessionId, ShareStartRequest};
use serde_json::json;
use server_common::{reconnecting_flood, share, Live};
use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const STEPS: usize = 1000;
const DISPLAYS: usize = 15;
const FLOOD_ADDRESSES: u8 = 40;

/// This process's resident memory (KiB) and open files.
fn process() -> (u64, usize) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0);
    let files = std::fs::read_dir("/proc/self/fd").map_or(0, |d| d.count());
    (rss, files)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Keeps 8 idle connections per address open on 127.0.0.1:`port` until `stop`, each reopened
/// when the server closes it (or after 2 s); counts how many it opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the sharing soak: make bench runs it"]
async fn soak() {
    let shared = share(Limits::default()).await;
    let catalog = loadout_tracker::catalog::Catalog::sample();
    let before = process();
    let stop = Arc::new(AtomicBool::new(false));
    let opened = Arc::new(AtomicUsize::new(0));
    let started = Instant::now();
    let mut taps = Vec::new();
    let mut slowest = Vec::new();
    let mut games = 0;
    let port = Arc::new(AtomicU16::new(shared.status.port));
    let mut flooding = Vec::new();
    while taps.len() < STEPS {
        // A new game each time, shared anew (the devices join again, as at a new table).
        let game = common::new_game(&shared.backend.core, &["Ana", "Ben", "Cem"]);
        let status = shared
            .sharing()
            .start(
                &shared.backend.core.speaker(),
                ShareStartRequest {
                    id: game.id.clone(),
                    address: "127.0.0.1".into(),
                    port: None,
                },
                Limits::default(),
            )
            .await
            .expect("sharing starts again");
        port.store(status.port, Ordering::Relaxed);
        let shared = server_common::Shared {
            host: format!("127.0.0.1:{}", status.port),
            status,
            game: game.clone(),
            ..shared.clone()
        };
        if flooding.is_empty() {
            flooding = reconnecting_flood(
                &port,
                |n| IpAddr::V4(Ipv4Addr::new(127, 0, 1, 10 + n)),
                (FLOOD_ADDRESSES, 8),
                Duration::from_secs(2),
                &stop,
                &opened,
            );
        }
        games += 1;
        let tablet = shared.join(DeviceKind::Tablet).await;
        let mut displays: Vec<Live> = Vec::new();
        for _ in 0..DISPLAYS {
            let display = shared.join(DeviceKind::Display).await;
            let mut live = shared.live(&display).await;
            live.shown().await;
            displays.push(live);
        }
        let mut shown = game;
        let mut k = 0;
        while taps.len() < STEPS {
            let Some(event) = common::next_event(&shown.view, &catalog, k) else {
                break;
            };
            k += 1;
            let tap = Instant::now();
            let (status, body) = shared
                .call(
                    &tablet,
                    "record",
                    json!({ "id": shown.id, "expected_len": shown.view.log_len, "event": event }),
                )
                .await;
            assert_eq!(status, 200, "{body}");
            let want = body["revision"].as_u64().expect("a revision");
            let mut first = None;
            for live in &mut displays {
                while live.revision().await < want {}
                first.get_or_insert_with(|| tap.elapsed());
            }
            taps.push(first.expect("15 displays"));
            slowest.push(tap.elapsed());
            shown = serde_json::from_value(body).expect("a SessionResponse");
        }
    }
    stop.store(true, Ordering::Relaxed);
    let elapsed = started.elapsed();
    shared.sharing().stop().await;
    for task in flooding {
        task.await.expect("the flood ends");
    }
    // The app's own work goes on: the first session reads back.
    shared
        .backend
        .core
        .session_view(SessionId {
            id: shared.game.id.clone(),
        })
        .expect("the first session reads back");
    let after = process();
    taps.sort();
    slowest.sort();
    let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1000.0);
    println!(
        "\n## Soak\n\n\
         `cargo test -p loadout-companion --test server_soak -- --ignored --nocapture` \
         (make bench runs it last).\n\n\
         {STEPS} steps in {games} scripted 3-player games, recorded by the tablet over 127.0.0.1 \
         with 15 table displays following live (16 devices), in {:.0} s; meanwhile an idle flood \
         from {FLOOD_ADDRESSES} other addresses (8 connections each, reopened as the server \
         closed them: {} opened in all). Server and clients in one test process (debug build).\n\n\
         | Tap on the tablet to the first display's view, p50 / p95 | to the 15th display's, p50 / p95 | Memory (RSS) before / after | Open files before / after |\n\
         |---|---|---|---|\n\
         | {} / {} | {} / {} | {} MiB / {} MiB | {} / {} |\n\n\
         Every display's WebSocket handshake got through the flood (320 idle sockets for the \
         server's 256 places, each reopened at once): a newcomer takes the place of a connection \
         that has sent nothing, never of a request being read. Memory after includes the games' \
         sessions held by the test's app core; open files come back to where they were once \
         sharing stopped.\n",
        elapsed.as_secs_f64(),
        opened.load(Ordering::Relaxed),
        ms(percentile(&taps, 0.5)),
        ms(percentile(&taps, 0.95)),
        ms(percentile(&slowest, 0.5)),
        ms(percentile(&slowest, 0.95)),
        before.0 / 1024,
        after.0 / 1024,
        before.1,
        after.1,
    );
}
