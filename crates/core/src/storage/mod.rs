//! Where the app keeps what it must not lose: the one storage boundary of [`crate::app::AppCore`].
//!
//! `AppCore` reaches files only through [`Store`]: items (sessions, catalogs) named by folder and
//! id, the settings, and the files the facilitator picks for import and export. What a file means
//! is decided by `AppCore`; a `Store` knows bytes only, which is why listing returns raw bytes.
//!
//! The implementation on disk is the desktop shell's (`loadout_companion::storage::Storage`),
//! built on its `Fs` layer, the handful of file operations it needs with every durability step
//! (write, fsync, rename, fsync the folder, fsync a new folder's parent) a call of its own. The
//! power-loss test (`src-tauri/tests/power_loss.rs`) runs it on a simulated disk that drops or
//! tears what was not synced. [`MemoryStore`] keeps everything in memory, for the core's tests;
//! another platform (a browser's storage) implements `Store` itself.
//!
//! What any `Store` keeps: one process owns the data folder at a time (another one may read but
//! not write); a write replaces only the version this process last read or wrote (a file changed
//! behind its back is left alone); every read is of a regular file of at most [`FILE_MAX_BYTES`].

pub mod edit_journal;
mod memory;

pub use memory::MemoryStore;

use crate::words::say;
use loadout_words::Speaker;
use std::io;
use std::path::{Path, PathBuf};

/// Largest file the app reads, in the data dir or imported: a 6-player game is about 100 KB and
/// the sample deck 8 KB, so this is far above any real one, and reading and parsing a file of
/// this size stays well under a second.
pub const FILE_MAX_BYTES: u64 = 4 * 1024 * 1024;

/// Longest id accepted for a session or catalog file name (without `.json`).
const ID_MAX_BYTES: usize = 120;

/// What `AppCore` needs from storage. Every write or delete is durable when it returns `Ok`:
/// a crash afterwards leaves the new state; a crash during it leaves the old one or the new one.
pub trait Store: Send + Sync {
    /// Where the data lives, as shown to the facilitator (the data dir).
    fn root(&self) -> &Path;

    /// Whether another process owns the data folder, so that this one may only read: every write
    /// and delete is then refused with [`StorageErrorKind::InUse`].
    fn in_use_elsewhere(&self) -> bool;

    /// What a write is refused with while [`Store::in_use_elsewhere`]: another copy of the app
    /// holds the data folder (a browser's store says another tab).
    fn in_use_error(&self) -> StorageError {
        StorageError::in_use(self.root())
    }

    /// `Err(ChangedOnDisk)` when item `id` is not the version this process last read or wrote
    /// (another program changed or removed it, or put one there). Other trouble reading it is
    /// left to the write.
    fn check_unchanged(&self, folder: Folder, id: &str) -> Result<(), StorageError>;

    /// Whether item `id` is in `folder`. `id` has passed [`valid_id`].
    fn exists(&self, folder: Folder, id: &str) -> bool;

    /// Reads item `id`. `Ok(None)` when there is no such item. What was read is the version a
    /// later [`Store::write`] of `id` expects to replace.
    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError>;

    /// Writes item `id` atomically and durably, replacing the version this process last read or
    /// wrote; refused, with nothing written, when that is not the one there (`ChangedOnDisk`).
    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError>;

    /// Removes item `id` durably. Removing an item that is already gone is not an error.
    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError>;

    /// Every file of `folder` (hidden files aside), read whole, sorted by name; files whose name
    /// is not an item's are listed too (with `id: None`), so they can be reported.
    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError>;

    /// Reads the settings. `Ok(None)` when there are none yet.
    fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError>;

    /// Writes the settings atomically and durably. The facilitator chose them just now, so they
    /// replace whatever is there.
    fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError>;

    /// Moves the settings file aside (as `settings.damaged.json`), before settings that could
    /// not be read are replaced. Answers where it went.
    fn set_settings_aside(&self) -> Result<PathBuf, StorageError>;

    /// Reads a file the facilitator picked to import: a regular file of at most
    /// [`FILE_MAX_BYTES`], refused unread otherwise.
    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError>;

    /// Writes an export to the file the facilitator picked, atomically and durably. A failure
    /// leaves nothing of ours in that folder.
    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError>;
}

/// A store shared with whoever else holds it (a test that looks into it, a shell that saves it
/// elsewhere too).
impl<S: Store + ?Sized> Store for std::sync::Arc<S> {
    fn root(&self) -> &Path {
        (**self).root()
    }
    fn in_use_elsewhere(&self) -> bool {
        (**self).in_use_elsewhere()
    }
    fn in_use_error(&self) -> StorageError {
        (**self).in_use_error()
    }
    fn check_unchanged(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        (**self).check_unchanged(folder, id)
    }
    fn exists(&self, folder: Folder, id: &str) -> bool {
        (**self).exists(folder, id)
    }
    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        (**self).read(folder, id)
    }
    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError> {
        (**self).write(folder, id, bytes)
    }
    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        (**self).delete(folder, id)
    }
    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError> {
        (**self).list(folder)
    }
    fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError> {
        (**self).read_settings()
    }
    fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError> {
        (**self).write_settings(bytes)
    }
    fn set_settings_aside(&self) -> Result<PathBuf, StorageError> {
        (**self).set_settings_aside()
    }
    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError> {
        (**self).read_import(path)
    }
    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        (**self).write_export(path, bytes)
    }
}

/// A folder of the data dir that holds one JSON file per item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    Sessions,
    Catalogs,
    /// Catalogs being typed in, saved as they are (problems and all) until they are saved as
    /// catalogs. Made when the first draft is saved.
    CatalogDrafts,
}

impl Folder {
    /// Every folder, for cleaning up.
    pub const ALL: [Folder; 3] = [Folder::Sessions, Folder::Catalogs, Folder::CatalogDrafts];

    /// The folder's name under the data dir.
    pub fn dir_name(self) -> &'static str {
        match self {
            Folder::Sessions => "sessions",
            Folder::Catalogs => "catalogs",
            Folder::CatalogDrafts => "catalog-drafts",
        }
    }
}

/// What kind of trouble a [`StorageError`] is, for callers that answer each differently.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StorageErrorKind {
    /// The operating system refused (disk full, read-only, permissions, missing folder).
    Io,
    /// Another process owns the data folder: this one may read but not write.
    InUse,
    /// The file is not the one this process last read or wrote: something else changed it.
    /// Nothing was written.
    ChangedOnDisk,
    /// Larger than [`FILE_MAX_BYTES`]; not read.
    TooLarge,
    /// Not a regular file (a folder, a FIFO, a device); not read.
    NotAFile,
}

/// Something went wrong in storage: what was being done, where, and the operating system's
/// error. It is worded when it is shown (`message`), for a facilitator.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.message(&Speaker::ENGLISH))]
pub struct StorageError {
    what: StorageWhat,
    pub kind: StorageErrorKind,
    /// The operating system's error, for logs and tests.
    #[source]
    pub source: io::Error,
}

/// What a [`StorageError`] was about.
#[derive(Debug)]
enum StorageWhat {
    /// `doing` (a key of the message `storage-failed`) failed at `path`.
    Failed {
        doing: &'static str,
        path: PathBuf,
    },
    InUse {
        root: PathBuf,
    },
    /// A browser's storage, held by the app in another tab or window of the same browser.
    InAnotherTab,
    ChangedOnDisk {
        path: PathBuf,
    },
}

/// A file operation's own refusal, carried inside an `io::Error` (`StorageFault::io`) and said
/// by the speaker who shows the [`StorageError`] around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.said(&Speaker::ENGLISH))]
pub enum StorageFault {
    /// The name is not a regular file (a FIFO would block, a device never ends).
    NotRegular,
    /// The file is larger than `cap` bytes.
    LargerThan { cap: u64 },
    /// The path has no folder above it.
    NoParent,
    /// The path has no file name.
    NoFileName,
}

impl StorageFault {
    /// This fault as an `io::Error` of `kind`.
    pub fn io(self, kind: io::ErrorKind) -> io::Error {
        io::Error::new(kind, self)
    }

    /// The fault in words.
    pub fn said(self, sp: &Speaker) -> String {
        match self {
            StorageFault::NotRegular => say!(sp, "storage-not-regular"),
            StorageFault::LargerThan { cap } => say!(sp, "storage-larger-than", kib = cap / 1024),
            StorageFault::NoParent => say!(sp, "storage-no-parent"),
            StorageFault::NoFileName => say!(sp, "storage-no-file-name"),
        }
    }
}

impl StorageError {
    /// Wraps an I/O error with what was being done and the path. `doing` is one of the keys of
    /// the message `storage-failed` (`read-file`, `save-file`, `delete-file`,
    /// `create-data-folder`, `read-data-folder`, `keep-settings-copy`).
    pub fn new(doing: &'static str, path: &Path, source: io::Error) -> Self {
        let kind = match source.kind() {
            io::ErrorKind::FileTooLarge => StorageErrorKind::TooLarge,
            io::ErrorKind::InvalidInput => StorageErrorKind::NotAFile,
            _ => StorageErrorKind::Io,
        };
        StorageError {
            what: StorageWhat::Failed {
                doing,
                path: path.to_path_buf(),
            },
            kind,
            source,
        }
    }

    /// Another process owns the data folder at `root`.
    pub fn in_use(root: &Path) -> Self {
        StorageError {
            what: StorageWhat::InUse {
                root: root.to_path_buf(),
            },
            kind: StorageErrorKind::InUse,
            source: io::Error::new(io::ErrorKind::ResourceBusy, "data folder in use"),
        }
    }

    /// Another tab or window of the same browser holds the web app's storage.
    pub fn in_another_tab() -> Self {
        StorageError {
            what: StorageWhat::InAnotherTab,
            kind: StorageErrorKind::InUse,
            source: io::Error::new(io::ErrorKind::ResourceBusy, "open in another tab"),
        }
    }

    /// The file at `path` is not the version this process last read or wrote.
    pub fn changed_on_disk(path: &Path) -> Self {
        StorageError {
            what: StorageWhat::ChangedOnDisk {
                path: path.to_path_buf(),
            },
            kind: StorageErrorKind::ChangedOnDisk,
            source: io::Error::other("changed on disk"),
        }
    }

    /// What the facilitator reads: what failed, where, and what to do.
    pub fn message(&self, sp: &Speaker) -> String {
        match &self.what {
            StorageWhat::Failed { doing, path } => {
                let advice = match self.source.kind() {
                    io::ErrorKind::FileTooLarge => say!(sp, "storage-too-large"),
                    io::ErrorKind::InvalidInput => say!(sp, "storage-not-a-file"),
                    io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => {
                        say!(sp, "storage-disk-full")
                    }
                    io::ErrorKind::ReadOnlyFilesystem => say!(sp, "storage-read-only"),
                    io::ErrorKind::PermissionDenied => say!(sp, "storage-permission"),
                    io::ErrorKind::NotADirectory | io::ErrorKind::AlreadyExists => {
                        say!(sp, "storage-in-the-way")
                    }
                    _ => say!(sp, "storage-check-folder"),
                };
                let why = match self
                    .source
                    .get_ref()
                    .and_then(|e| e.downcast_ref::<StorageFault>())
                {
                    Some(fault) => fault.said(sp),
                    None => self.source.to_string(),
                };
                say!(
                    sp,
                    "storage-failed",
                    doing = *doing,
                    path = path.display().to_string(),
                    why = why,
                    advice = advice
                )
            }
            StorageWhat::InUse { root } => {
                say!(sp, "storage-in-use", path = root.display().to_string())
            }
            StorageWhat::InAnotherTab => say!(sp, "storage-in-another-tab"),
            StorageWhat::ChangedOnDisk { path } => {
                say!(
                    sp,
                    "storage-changed-on-disk",
                    path = path.display().to_string()
                )
            }
        }
    }
}

/// One file found in a folder, read whole (or the error met reading it).
#[derive(Debug)]
pub struct FoundFile {
    /// The file name as found, e.g. `20260405-143012-k3f9.json`.
    pub file_name: String,
    /// The id the name gives (`None` when the name is not `<valid id>.json`).
    pub id: Option<String>,
    /// The file's bytes, or why they could not be read.
    pub bytes: io::Result<Vec<u8>>,
}

impl FoundFile {
    /// A file of `dir` named `file_name` that a store holds in memory (`MemoryStore`, the
    /// browser's store): its id from its name, its bytes capped as every read is.
    pub fn held(dir: &Path, file_name: &str, bytes: &[u8]) -> FoundFile {
        FoundFile {
            file_name: file_name.to_owned(),
            id: file_name
                .strip_suffix(".json")
                .filter(|stem| valid_id(stem))
                .map(str::to_owned),
            bytes: capped(&dir.join(file_name), bytes).map_err(|e| e.source),
        }
    }
}

/// `bytes` read from `path`, refused as too large past [`FILE_MAX_BYTES`]: the cap of every read,
/// for a store that holds its files in memory.
pub fn capped(path: &Path, bytes: &[u8]) -> Result<Vec<u8>, StorageError> {
    if bytes.len() as u64 > FILE_MAX_BYTES {
        Err(StorageError::new(
            "read-file",
            path,
            io::Error::new(io::ErrorKind::FileTooLarge, "larger than the app reads"),
        ))
    } else {
        Ok(bytes.to_vec())
    }
}

/// Whether `id` can name a file: 1..=120 bytes of ASCII letters, digits, `-` and `_`.
/// Anything else (slashes, dots, spaces) is refused, so an id can never leave its folder.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= ID_MAX_BYTES
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}
