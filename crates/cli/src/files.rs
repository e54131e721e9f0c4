//! Reading the input file and writing `--out` safely: the input is never replaced, and an
//! existing file only with `--force`.

use loadout_tracker::document;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_words::Said;
use loadout_words::Speaker;
use std::fmt;
use std::fs::{self, OpenOptions};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};

/// Invalid input or a file that could not be written: exit status 1, message on stderr.
#[derive(Debug)]
pub struct Failure(String);

impl Failure {
    pub fn new(message: impl Into<String>) -> Failure {
        Failure(message.into())
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "error: {}", self.0)
    }
}

/// Largest file the CLI reads: a six-player game is about 100 KB and the sample catalog 20 KB, so
/// anything near this is not a Loadout file (and `/dev/zero` is not read for ever).
const READ_CAP: u64 = 16 * 1024 * 1024;

/// The text of `path` (UTF-8, a byte order mark dropped), or a message saying why it can't be
/// read: missing, a folder or a device, too large, or in another encoding (named).
pub fn read_text(sp: &Speaker, path: &Path) -> Result<String, Failure> {
    let cannot = |why: String| Failure::new(format!("cannot read {}: {why}.", path.display()));
    let file = fs::File::open(path).map_err(|e| {
        cannot(match e.kind() {
            ErrorKind::NotFound => {
                "there is no such file. Check the name and the folder".to_owned()
            }
            ErrorKind::PermissionDenied => "you may not read it. Check its permissions".to_owned(),
            _ => format!("{e}"),
        })
    })?;
    let metadata = file.metadata().map_err(|e| cannot(format!("{e}")))?;
    if metadata.is_dir() {
        return Err(cannot(
            "it is a folder. Give a .json session or catalog file".to_owned(),
        ));
    }
    if !metadata.is_file() {
        return Err(cannot(
            "it is not a regular file (a device or a pipe). Give a .json session or catalog file"
                .to_owned(),
        ));
    }
    let mut bytes = Vec::new();
    file.take(READ_CAP + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| cannot(format!("{e}")))?;
    if bytes.len() as u64 > READ_CAP {
        return Err(cannot(format!(
            "it is larger than {} MiB, far larger than any session or catalog. Check that it is \
             the right file",
            READ_CAP / 1024 / 1024
        )));
    }
    match document::decode(&bytes) {
        Ok(text) => Ok(text.to_owned()),
        Err(e) => Err(Failure::new(format!(
            "{}: {}",
            path.display(),
            e.message(sp)
        ))),
    }
}

/// The `format` field of a JSON document, if it is an object that has one.
pub fn format_of(text: &str) -> Option<String> {
    let value = document::parse(text).ok()?;
    value.get("format")?.as_str().map(str::to_owned)
}

/// The session in `path`, replayed, with its file metadata. `command` names the subcommand
/// for the hint when the file is a catalog.
pub fn load_session(
    sp: &Speaker,
    path: &Path,
    command: &str,
) -> Result<(Session, SessionMeta), Failure> {
    let text = read_text(sp, path)?;
    let at = |message: &str| Failure::new(format!("{}: {message}", path.display()));
    if format_of(&text).as_deref() == Some(loadout_tracker::catalog::CATALOG_FORMAT) {
        return Err(at(&format!(
            "this is a card catalog, not a session. `loadout {command}` reads a session file; \
             to check a catalog run `loadout check {}`.",
            path.display()
        )));
    }
    let file = SessionFile::from_json(&text).map_err(|e| at(&e.message(sp)))?;
    let meta = file.meta.clone();
    // A refusal of its log names the game's terms as its cards print them.
    let printed = loadout_words::ledger::printed_in(sp, &file.events);
    let session = file.into_session().map_err(|e| at(&e.message(&printed)))?;
    Ok((session, meta))
}

/// The day the game was played, from the file's metadata (stamped by the app): the date part
/// of `updated`, else of `created`; `None` when neither is there.
pub fn play_date(meta: &SessionMeta) -> Option<String> {
    let stamp = meta.updated.as_deref().or(meta.created.as_deref())?.trim();
    // RFC 3339 stamps ("2025-05-10T19:05:00Z") keep their date; anything else is shown as is.
    let date = match stamp.get(..10) {
        Some(day) if stamp.len() > 10 && is_iso_day(day) => day,
        _ => stamp,
    };
    (!date.is_empty()).then(|| date.to_owned())
}

fn is_iso_day(day: &str) -> bool {
    day.bytes().enumerate().all(|(i, b)| {
        if i == 4 || i == 7 {
            b == b'-'
        } else {
            b.is_ascii_digit()
        }
    })
}

/// Writes `bytes` to `out`. Refuses to touch `input`; refuses an existing `out` unless `force`.
pub fn write_new(input: &Path, out: &Path, bytes: &[u8], force: bool) -> Result<(), Failure> {
    if same_file(input, out) {
        return Err(Failure::new(format!(
            "--out {} is the session file itself: it is never replaced. Choose another name for --out.",
            out.display()
        )));
    }
    let failed = |e: std::io::Error| {
        Failure::new(format!(
            "cannot write {}: {e}. Check that the folder exists and that you may write there.",
            out.display()
        ))
    };
    if force {
        // Write beside the target, then rename over it: a failed write leaves the old file whole.
        let temp = temp_beside(out);
        fs::write(&temp, bytes).map_err(failed)?;
        fs::rename(&temp, out).map_err(|e| {
            let _ = fs::remove_file(&temp);
            failed(e)
        })
    } else {
        // `create_new` refuses an existing file atomically, with no window between check and write.
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(out)
            .map_err(|e| {
                if e.kind() == ErrorKind::AlreadyExists {
                    Failure::new(format!(
                        "{} already exists and was left as it is. Choose another --out, or add --force to replace it.",
                        out.display()
                    ))
                } else {
                    failed(e)
                }
            })?;
        file.write_all(bytes).map_err(failed)
    }
}

fn temp_beside(out: &Path) -> PathBuf {
    let mut name = out.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".loadout-{}.tmp", std::process::id()));
    out.with_file_name(name)
}

/// Whether `a` and `b` are the same file (through links too). False when `b` does not exist.
fn same_file(a: &Path, b: &Path) -> bool {
    match (fs::canonicalize(a), fs::canonicalize(b)) {
        (Ok(a), Ok(b)) if a == b => true,
        _ => same_inode(a, b),
    }
}

#[cfg(unix)]
fn same_inode(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (fs::metadata(a), fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_inode(_: &Path, _: &Path) -> bool {
    false
}
