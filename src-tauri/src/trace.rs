//! The start's stages, timed for bench/start-stages.js when `LOADOUT_START_TRACE` names a file:
//! one line per stage, its name and the wall clock in milliseconds since the Unix epoch (the
//! clock the page's `performance.timeOrigin` and the bench share). Without it, nothing is
//! written: a mark is one look at a value read once.

use std::fmt::Arguments;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::sync::{Mutex, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

/// The variable naming the file the stages are appended to.
pub const TRACE_ENV: &str = "LOADOUT_START_TRACE";

static FILE: OnceLock<Option<Mutex<File>>> = OnceLock::new();

/// Notes that the start reached `stage` (`format_args!`: nothing is formatted when off).
pub fn mark(stage: Arguments) {
    let file = FILE.get_or_init(|| {
        let path = std::env::var_os(TRACE_ENV).filter(|p| !p.is_empty())?;
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .ok()?;
        Some(Mutex::new(file))
    });
    let Some(file) = file else { return };
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0);
    if let Ok(mut file) = file.lock() {
        let _ = writeln!(file, "{stage} {ms:.3}");
    }
}
