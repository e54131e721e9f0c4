//! The disk's floor: how long the smallest durable write takes on this machine's disk, in the
//! same kind of folder the app writes (the target folder's, on the disk, not a RAM file system).
//! Whatever the app computes, a step that is on disk before it is acknowledged cannot answer
//! faster than this.
//!
//! Five ways of making a few bytes durable, `WRITES` times each, taking turns:
//! - a few bytes written over the start of a file that already exists, then `fdatasync`
//!   (`sync_data`): no size or block allocation to journal, the least an fsync can do;
//! - a few bytes appended to a file, then `fdatasync`: what an append-only journal would do;
//! - the same append, then `fsync` (`sync_all`): the metadata as well;
//! - what the app does for each step (storage/disk.rs through `OsFs`): a new temporary file
//!   written, fsynced, renamed over the old one, and the folder fsynced, for a file of a session's
//!   size (`SESSION_BYTES`) and for a tiny one, so the size's share shows.
//!
//! A measurement, not a test: ignored by `cargo test`; bench/RESULTS.md ("A tap's time, from the
//! disk up") says how it is run and what it found. Nothing is asserted about the times.

use loadout_companion::storage::{Fs, OsFs};
use std::fs::{File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::Path;
use std::time::{Duration, Instant};

/// Durable writes timed per way.
const WRITES: usize = 200;
/// A few bytes: about one recorded step of a session file.
const SMALL: &[u8] = b"{\"k\":\"play\",\"p\":3,\"c\":\"Sniper rifle\",\"t\":[4,2],\"r\":5}\n";
/// About the size of a 6-player game's session file in the middle of play.
const SESSION_BYTES: usize = 24 * 1024;

/// `p50 / p95 / max`, in ms.
fn line(mut times: Vec<Duration>) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
    format!(
        "{:.3} / {:.3} ms (max {:.1} ms)",
        at(0.5),
        at(0.95),
        ms(*times.last().expect("some writes"))
    )
}

/// The app's way, through the app's own file system layer: temp file, fsync, rename, folder fsync.
fn replace_durably(dir: &Path, bytes: &[u8]) {
    let file = dir.join("session.json");
    let temp = dir.join("session.json.tmp");
    OsFs.create_new(&temp, bytes).expect("a new temporary file");
    OsFs.sync_file(&temp).expect("fsync of the file");
    OsFs.rename(&temp, &file).expect("rename over the old file");
    OsFs.sync_dir(dir).expect("fsync of the folder");
}

#[test]
#[ignore = "a measurement: cargo test -p loadout-companion --release --test disk_floor -- --ignored --nocapture"]
fn the_smallest_durable_write_on_this_disk() {
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a folder on the disk");
    let dir = dir.path();

    // Overwrite in place: the file and its blocks exist and are durable already.
    let mut file = File::create(dir.join("overwrite")).expect("a file");
    file.write_all(&[0; 4096]).expect("a block");
    file.sync_all().expect("fsync");
    let mut journal = OpenOptions::new()
        .create_new(true)
        .append(true)
        .open(dir.join("journal"))
        .expect("a file");
    let mut synced = OpenOptions::new()
        .create_new(true)
        .append(true)
        .open(dir.join("journal-fsync"))
        .expect("a file");
    let tiny = dir.join("tiny");
    let session = dir.join("session");
    let session_bytes = vec![b'x'; SESSION_BYTES];
    for folder in [&tiny, &session] {
        std::fs::create_dir(folder).expect("a folder");
    }

    // The ways take turns, write after write, so a change in the machine's load falls on all.
    let mut times: [Vec<Duration>; 5] = Default::default();
    for _ in 0..WRITES {
        let ways: [&mut dyn FnMut(); 5] = [
            &mut || {
                file.seek(SeekFrom::Start(0)).expect("seek");
                file.write_all(SMALL).expect("write");
                file.sync_data().expect("fdatasync");
            },
            &mut || {
                journal.write_all(SMALL).expect("append");
                journal.sync_data().expect("fdatasync");
            },
            &mut || {
                synced.write_all(SMALL).expect("append");
                synced.sync_all().expect("fsync");
            },
            &mut || replace_durably(&tiny, SMALL),
            &mut || replace_durably(&session, &session_bytes),
        ];
        for (way, spent) in ways.into_iter().zip(times.iter_mut()) {
            let start = Instant::now();
            way();
            spent.push(start.elapsed());
        }
    }
    let [overwrite, append, append_fsync, app_tiny, app_session] = times;
    let small = SMALL.len();
    let report = [
        format!(
            "The disk's floor ({WRITES} durable writes each, p50 / p95), in {}:",
            dir.display()
        ),
        format!(
            "  {small} B over existing bytes + fdatasync: {}",
            line(overwrite)
        ),
        format!("  {small} B appended + fdatasync: {}", line(append)),
        format!("  {small} B appended + fsync: {}", line(append_fsync)),
        format!(
            "  the app's way, {small} B (new file, fsync, rename, folder fsync): {}",
            line(app_tiny)
        ),
        format!(
            "  the app's way, {} KB (a session file mid-game): {}",
            SESSION_BYTES / 1024,
            line(app_session)
        ),
    ];
    println!("{}", report.join("\n"));
}
