//! Shared by the command-layer tests and the kill test: a data dir per test, and a player that
//! picks the next step from what the view says is legal (it computes no rule of its own).
#![allow(dead_code)] // each test binary uses its own subset

use loadout_core::api::{NewSessionRequest, RecordRequest, SessionResponse, StartingSeat};
use loadout_core::app::AppCore;
use loadout_core::dialog::{FileDialog, FilePicker};
use loadout_tracker::catalog::Catalog;
use loadout_tracker::state::Phase;
use loadout_tracker::Seat;
use std::collections::VecDeque;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// A fresh data dir (removed when dropped) and an `AppCore` on it.
pub fn core() -> (tempfile::TempDir, AppCore) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let core = loadout_companion::open_core(dir.path().join("data"));
    (dir, core)
}

/// A fresh data dir and an `AppCore` on it whose file dialog is answered by the returned
/// [`Chooser`].
pub fn core_with_chooser() -> (tempfile::TempDir, AppCore, Arc<Chooser>) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let chooser = Arc::new(Chooser::default());
    let core = loadout_companion::open_core(dir.path().join("data")).with_picker(chooser.clone());
    (dir, core, chooser)
}

/// The facilitator at the file dialog, in tests (the system's dialog needs a display; the e2e
/// tests type into the real one): answers each dialog with the next file queued by `choose`,
/// closes it when none is queued, and remembers what each dialog asked.
#[derive(Default)]
pub struct Chooser {
    answers: Mutex<VecDeque<PathBuf>>,
    asked: Mutex<Vec<FileDialog>>,
}

impl Chooser {
    /// The next dialog is answered with `path`.
    pub fn choose(&self, path: impl Into<PathBuf>) {
        self.answers.lock().unwrap().push_back(path.into());
    }

    /// Every dialog opened so far.
    pub fn asked(&self) -> Vec<FileDialog> {
        self.asked.lock().unwrap().clone()
    }

    fn answer(&self, dialog: &FileDialog) -> Option<PathBuf> {
        self.asked.lock().unwrap().push(dialog.clone());
        self.answers.lock().unwrap().pop_front()
    }
}

impl FilePicker for Chooser {
    fn save_file(&self, dialog: &FileDialog) -> Option<PathBuf> {
        self.answer(dialog)
    }
    fn open_file(&self, dialog: &FileDialog) -> Option<PathBuf> {
        self.answer(dialog)
    }
}

pub fn new_request(players: &[&str]) -> NewSessionRequest {
    NewSessionRequest {
        players: players.iter().map(|p| p.to_string()).collect(),
        real_talk: false,
        catalog_id: "sample".into(),
        starting_seat: StartingSeat::Seat(Seat(0)),
        label: String::new(),
    }
}

/// A new game on the sample deck.
pub fn new_game(core: &AppCore, players: &[&str]) -> SessionResponse {
    core.session_new(new_request(players))
        .expect("a valid new game")
}

#[path = "../../../crates/core/tests/common/player.rs"]
mod player;
pub use player::next_event;

/// The `record` of the `k`-th legal step after `response`, if the game goes on.
pub fn next_step(response: &SessionResponse, catalog: &Catalog, k: usize) -> Option<RecordRequest> {
    Some(RecordRequest {
        id: response.id.clone(),
        expected_len: response.view.log_len,
        event: next_event(&response.view, catalog, k)?,
    })
}

/// Records `steps` legal steps (fewer if the game ends) and returns the last response.
pub fn play(core: &AppCore, mut response: SessionResponse, steps: usize) -> SessionResponse {
    let catalog = Catalog::sample();
    for k in 0..steps {
        let Some(request) = next_step(&response, &catalog, k) else {
            break;
        };
        response = core.record(request).expect("a legal step is recorded");
    }
    response
}

/// Plays to the end of the game.
pub fn play_to_end(core: &AppCore, response: SessionResponse) -> SessionResponse {
    let done = play(core, response, 10_000);
    assert!(matches!(done.view.phase, Phase::GameOver));
    done
}

/// Every file under `dir` with its bytes, sorted by path (to compare before and after).
pub fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).expect("readable dir") {
            let path = entry.expect("dir entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let bytes = fs::read(&path).expect("readable file");
                out.push((path, bytes));
            }
        }
    }
    out.sort();
    out
}
