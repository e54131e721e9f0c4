//! Where the app keeps what it must not lose: the one storage boundary of [`crate::app::AppCore`].
//!
//! `AppCore` reaches files only through [`Store`]: items (sessions, catalogs) named by folder and
//! id, the settings, and the files the facilitator picks for import and export. What a file means
//! is decided by `AppCore`; a `Store` knows bytes only, which is why listing returns raw bytes.
//!
//! The implementation on disk is [`Storage`] (`disk.rs`), built on [`Fs`], the handful of file
//! operations it needs with every durability step (write, fsync, rename, fsync the folder) a call
//! of its own. A test can wrap `Fs` to simulate a power cut (drop or reorder what was not synced);
//! another platform (a browser's storage) would implement `Store` itself.

mod disk;

pub use disk::{Fs, Meta, OsFs, Storage, DATA_DIR_ENV};

use std::io;
use std::path::Path;

/// Longest id accepted for a session or catalog file name (without `.json`).
const ID_MAX_BYTES: usize = 120;

/// What `AppCore` needs from storage. Every write or delete is durable when it returns `Ok`:
/// a crash afterwards leaves the new state; a crash during it leaves the old one or the new one.
pub trait Store: Send + Sync {
    /// Where the data lives, as shown to the facilitator (the data dir).
    fn root(&self) -> &Path;

    /// Whether item `id` is in `folder`. `id` has passed [`valid_id`].
    fn exists(&self, folder: Folder, id: &str) -> bool;

    /// Reads item `id`. `Ok(None)` when there is no such item.
    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError>;

    /// Writes item `id` atomically and durably, replacing any previous version.
    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError>;

    /// Removes item `id` durably. Removing an item that is already gone is not an error.
    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError>;

    /// Every file of `folder` (hidden files aside), read whole, sorted by name; files whose name
    /// is not an item's are listed too (with `id: None`), so they can be reported.
    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError>;

    /// Reads the settings. `Ok(None)` when there are none yet.
    fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError>;

    /// Writes the settings atomically and durably.
    fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError>;

    /// The size of a file the facilitator picked to import (to refuse a huge one unread).
    fn import_len(&self, path: &Path) -> Result<u64, StorageError>;

    /// Reads a file the facilitator picked to import.
    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError>;

    /// Writes an export to the file the facilitator picked, atomically and durably.
    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError>;
}

/// A folder of the data dir that holds one JSON file per item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    Sessions,
    Catalogs,
}

impl Folder {
    /// The folder's name under the data dir.
    pub fn dir_name(self) -> &'static str {
        match self {
            Folder::Sessions => "sessions",
            Folder::Catalogs => "catalogs",
        }
    }
}

/// Something went wrong in storage. Its message is written for a facilitator.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct StorageError {
    /// What the facilitator reads: what failed, where, and what to do.
    pub message: String,
    /// The operating system's error, for logs and tests.
    #[source]
    pub source: io::Error,
}

impl StorageError {
    /// Wraps an I/O error with what was being done (e.g. "save the session") and the path.
    pub fn new(doing: &str, path: &Path, source: io::Error) -> Self {
        let advice = match source.kind() {
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => {
                "The disk is full: free some space"
            }
            io::ErrorKind::ReadOnlyFilesystem => {
                "The data folder is on a read-only disk: make it writable"
            }
            io::ErrorKind::PermissionDenied => {
                "The app may not write to the data folder: check its permissions"
            }
            io::ErrorKind::NotADirectory | io::ErrorKind::AlreadyExists => {
                "Something that is not a folder is in the way: check the data folder"
            }
            _ => "Check that the data folder exists and is writable",
        };
        StorageError {
            message: format!(
                "Could not {doing} ({}: {source}). {advice}, then try again.",
                path.display()
            ),
            source,
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

/// Whether `id` can name a file: 1..=120 bytes of ASCII letters, digits, `-` and `_`.
/// Anything else (slashes, dots, spaces) is refused, so an id can never leave its folder.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= ID_MAX_BYTES
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}
