//! The backend's answer to a recording command, without a window or a disk: `record` and `undo`
//! dispatched as JSON to an `AppCore` over a `MemoryStore`, on a 6-player game halfway through,
//! and where the time of an answer goes (the view, the session file saved, the JSON).

use criterion::{criterion_group, criterion_main, Criterion};
use loadout_core::api::{SessionId, SessionResponse};
use loadout_core::app::AppCore;
use loadout_core::commands::dispatch;
use loadout_core::platform::Fixed;
use loadout_core::storage::MemoryStore;
use loadout_tracker::catalog::Catalog;
use serde_json::{json, Value};
use std::hint::black_box;
use std::sync::Arc;

#[path = "../tests/common/player.rs"]
mod player;
use player::next_event;

fn response(answer: Value) -> SessionResponse {
    serde_json::from_value(answer).expect("a session response")
}

/// A core over memory with a 6-player game on the sample deck, `steps` steps in.
fn game(steps: usize) -> (AppCore, SessionResponse) {
    let core = AppCore::new(
        Box::new(MemoryStore::new("memory")),
        Arc::new(Fixed::at("2026-04-05T14:30:12Z")),
        None,
    );
    let mut game = response(
        dispatch(
            &core,
            "session_new",
            json!({ "players": ["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"], "real_talk": true,
                    "catalog_id": "sample", "starting_seat": { "seat": 0 }, "label": "" }),
        )
        .expect("a new game"),
    );
    let catalog = Catalog::sample();
    for k in 0..steps {
        let Some(event) = next_event(&game.view, &catalog, k) else {
            break;
        };
        game = response(
            dispatch(
                &core,
                "record",
                json!({ "id": game.id, "expected_len": game.view.log_len, "event": event }),
            )
            .expect("a legal step"),
        );
    }
    (core, game)
}

fn bench(c: &mut Criterion) {
    let (core, game) = game(90);
    let catalog = Catalog::sample();
    let event = next_event(&game.view, &catalog, 90).expect("the game goes on");
    let len = game.view.log_len;
    let record = json!({ "id": game.id, "expected_len": len, "event": event });
    let undo = json!({ "id": game.id, "expected_len": len + 1 });
    c.bench_function(
        "dispatch record then undo, 6 players halfway (MemoryStore)",
        |b| {
            b.iter(|| {
                black_box(dispatch(&core, "record", record.clone()).expect("recorded"));
                black_box(dispatch(&core, "undo", undo.clone()).expect("undone"));
            })
        },
    );

    // Where an answer's time goes: the same session's view, answered four ways.
    let id = SessionId {
        id: game.id.clone(),
    };
    let req = json!({ "id": game.id });
    c.bench_function("session_view: AppCore method (view built)", |b| {
        b.iter(|| black_box(core.session_view(id.clone()).unwrap()))
    });
    c.bench_function("session_view: method, then JSON text", |b| {
        b.iter(|| {
            let answer = core.session_view(id.clone()).unwrap();
            black_box(serde_json::to_string(&answer).unwrap())
        })
    });
    c.bench_function("session_view: dispatch (JSON value)", |b| {
        b.iter(|| black_box(dispatch(&core, "session_view", req.clone()).unwrap()))
    });
    c.bench_function(
        "session_view: dispatch, then JSON text (as IPC sends it)",
        |b| {
            b.iter(|| {
                let answer = dispatch(&core, "session_view", req.clone()).unwrap();
                black_box(serde_json::to_string(&answer).unwrap())
            })
        },
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
