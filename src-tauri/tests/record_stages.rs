//! Where a recording command's time goes, stage by stage, on the real data folder code and a real
//! disk (the target folder's, not a RAM file system): a 6-player game on the sample deck,
//! `record` after `record` as the table enters them, with the desktop's listener of changes
//! (the event every window gets: the response turned into JSON, as Tauri's `emit` does).
//!
//! A measurement, not a test: ignored by `cargo test`; bench/RESULTS.md ("Where a recording's
//! time goes") says how it is run and what it found. Nothing is asserted about the times.

mod common;

use common::{new_game, next_step};
use loadout_companion::storage::{FolderLock, Fs, Meta, OsFs, Storage};
use loadout_companion::SystemPlatform;
use loadout_core::api::SessionResponse;
use loadout_core::app::AppCore;
use loadout_tracker::catalog::Catalog;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::io;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Steps recorded and timed (a 6-player game on the sample deck has about 160).
const STEPS: usize = 120;

/// The time spent in each kind of file operation, per step.
#[derive(Default)]
struct Spent(Mutex<BTreeMap<&'static str, Vec<Duration>>>);

impl Spent {
    fn add(&self, stage: &'static str, took: Duration) {
        self.0.lock().unwrap().entry(stage).or_default().push(took);
    }

    fn take(&self) -> BTreeMap<&'static str, Vec<Duration>> {
        std::mem::take(&mut self.0.lock().unwrap())
    }
}

/// The real file system, each operation timed.
struct Timed(Arc<Spent>);

impl Timed {
    fn time<T>(&self, stage: &'static str, op: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let out = op();
        self.0.add(stage, start.elapsed());
        out
    }
}

impl Fs for Timed {
    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        self.time("create folder", || OsFs.create_dir(dir))
    }
    fn metadata(&self, path: &Path) -> io::Result<Meta> {
        self.time("metadata", || OsFs.metadata(path))
    }
    fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>> {
        self.time("list folder", || OsFs.read_dir(dir))
    }
    fn read(&self, path: &Path, cap: u64) -> io::Result<Vec<u8>> {
        self.time("read file (stale check)", || OsFs.read(path, cap))
    }
    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.time("temp file written", || OsFs.create_new(path, bytes))
    }
    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.time("journal appended", || OsFs.append(path, bytes))
    }
    fn replace_contents(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        self.time("journal started", || OsFs.replace_contents(path, bytes))
    }
    fn sync_file(&self, path: &Path) -> io::Result<()> {
        self.time("fsync file", || OsFs.sync_file(path))
    }
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        self.time("rename", || OsFs.rename(from, to))
    }
    fn remove_file(&self, path: &Path) -> io::Result<()> {
        self.time("remove", || OsFs.remove_file(path))
    }
    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        self.time("fsync folder", || OsFs.sync_dir(dir))
    }
    fn try_lock(&self, dir: &Path) -> io::Result<Option<Box<dyn FolderLock>>> {
        OsFs.try_lock(dir)
    }
}

/// `p50 / p95 / total over the steps` of `times`, in ms, and how many per step.
fn line(times: &mut [Duration], steps: usize) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
    let total: Duration = times.iter().sum();
    format!(
        "{:.3} / {:.3} ms, {:.2} ms a step, {} a step",
        at(0.5),
        at(0.95),
        ms(total) / steps as f64,
        times.len() as f64 / steps as f64
    )
}

#[test]
#[ignore = "a measurement: cargo test -p loadout-companion --release --test record_stages -- --ignored --nocapture"]
fn where_a_recording_commands_time_goes() {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a folder on the disk");
    let spent = Arc::new(Spent::default());
    let (storage, problem) = Storage::open_with(dir.path().join("data"), Timed(spent.clone()));
    assert!(problem.is_none(), "the data folder opens: {problem:?}");
    let core = AppCore::new(Box::new(storage), Arc::new(SystemPlatform), problem);
    // The desktop's listener: each change as the JSON of the event every window gets.
    let events = Arc::new(Spent::default());
    let heard = events.clone();
    core.on_change(move |response: &SessionResponse| {
        let start = Instant::now();
        let json = serde_json::to_string(response).expect("a response is JSON");
        std::hint::black_box(json);
        heard.add("event to the windows (JSON)", start.elapsed());
    });

    let mut response = new_game(&core, &["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"]);
    spent.take();
    events.take();
    let catalog = Catalog::sample();
    let mut commands = Vec::new();
    let mut answers = Vec::new();
    let mut views = Vec::new();
    let mut steps = 0;
    for k in 0..STEPS {
        let Some(request) = next_step(&response, &catalog, k) else {
            break;
        };
        let start = Instant::now();
        response = core.record(request).expect("a legal step is recorded");
        commands.push(start.elapsed());
        // The answer as the IPC sends it: a JSON value, then its text.
        let start = Instant::now();
        let text = serde_json::to_value(&response)
            .and_then(|value| serde_json::to_string(&value))
            .expect("a response is JSON");
        answers.push(start.elapsed());
        std::hint::black_box(text);
        // The view alone, built again from the session as the command builds it.
        let start = Instant::now();
        std::hint::black_box(core.session_view(loadout_core::api::SessionId {
            id: response.id.clone(),
        }))
        .expect("the session is open");
        views.push(start.elapsed());
        steps += 1;
    }
    let mut file_ops = spent.take();
    // `session_view` reads nothing: every file operation above belongs to a `record`.
    let mut report = vec![format!(
        "Where a recording command's time goes ({steps} steps of a 6-player game, p50 / p95):"
    )];
    report.push(format!(
        "  record, the whole command: {}",
        line(&mut commands, steps)
    ));
    let total = |times: &[Duration]| times.iter().sum::<Duration>();
    let mut rest = total(&commands);
    for (stage, times) in file_ops.iter_mut() {
        rest = rest.saturating_sub(total(times));
        report.push(format!("  {stage}: {}", line(times, steps)));
    }
    for (stage, times) in events.take().iter_mut() {
        rest = rest.saturating_sub(total(times));
        report.push(format!("  {stage}: {}", line(times, steps)));
    }
    report.push(format!(
        "  the rest (the fold, the file's JSON, fingerprints, the view, locks): {:.2} ms a step",
        rest.as_secs_f64() * 1e3 / steps as f64
    ));
    report.push(format!(
        "  session_view (the view alone, outside the command): {}",
        line(&mut views, steps)
    ));
    report.push(format!(
        "  the answer as JSON value and text (IPC), outside the command: {}",
        line(&mut answers, steps)
    ));
    println!("{}", report.join("\n"));
}
