//! Files under the data dir: one JSON file per session, catalogs, settings.
//!
//! Layout (`LOADOUT_DATA_DIR` or Tauri's app data dir):
//! ```text
//! sessions/<id>.json   one session file each (the tracker's SessionFile)
//! catalogs/<id>.json   the facilitator's catalogs (the sample deck ships inside the app)
//! settings.json        theme, text size, export defaults
//! ```
//! Every write is atomic: a temporary file in the same folder, fsync, rename over the old file,
//! fsync the folder. This module knows files and bytes only; what a file means is decided by the
//! caller (`core`), which is why listing returns raw bytes per file.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Environment variable that points the data dir elsewhere (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LOADOUT_DATA_DIR";

/// Prefix of our temporary files; leftovers from a crash are removed when storage opens.
const TEMP_PREFIX: &str = ".loadout-tmp-";

/// Longest id accepted for a session or catalog file name (without `.json`).
const ID_MAX_BYTES: usize = 120;

/// A folder of the data dir that holds one JSON file per item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    Sessions,
    Catalogs,
}

impl Folder {
    fn dir_name(self) -> &'static str {
        match self {
            Folder::Sessions => "sessions",
            Folder::Catalogs => "catalogs",
        }
    }
}

/// Something went wrong on disk. Its message is written for a facilitator.
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
    /// The file name as found on disk, e.g. `20260405-143012-k3f9.json`.
    pub file_name: String,
    /// The id the name gives (`None` when the name is not `<valid id>.json`).
    pub id: Option<String>,
    /// The file's bytes, or why they could not be read.
    pub bytes: io::Result<Vec<u8>>,
}

/// The data dir.
#[derive(Debug, Clone)]
pub struct Storage {
    root: PathBuf,
}

impl Storage {
    /// The data dir to use: `LOADOUT_DATA_DIR` when set and not empty, else `default`.
    pub fn resolve_root(default: impl FnOnce() -> Option<PathBuf>) -> Option<PathBuf> {
        match std::env::var_os(DATA_DIR_ENV) {
            Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
            _ => default(),
        }
    }

    /// Opens (creating when missing) the data dir and its folders; removes our leftover temp files.
    ///
    /// Creating folders may fail on a read-only disk; the app still starts and lists what it can,
    /// so a failure here is reported, not fatal, by the caller.
    pub fn open(root: impl Into<PathBuf>) -> (Storage, Option<StorageError>) {
        let storage = Storage { root: root.into() };
        let mut first_error = None;
        for folder in [Folder::Sessions, Folder::Catalogs] {
            let dir = storage.dir(folder);
            if let Err(e) = fs::create_dir_all(&dir) {
                first_error.get_or_insert(StorageError::new("create the data folder", &dir, e));
                continue;
            }
            storage.remove_leftover_temp_files(&dir);
        }
        storage.remove_leftover_temp_files(&storage.root);
        (storage, first_error)
    }

    /// The data dir itself.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The folder for sessions or catalogs.
    pub fn dir(&self, folder: Folder) -> PathBuf {
        self.root.join(folder.dir_name())
    }

    /// The file of item `id` in `folder`. `id` must have passed [`valid_id`].
    pub fn path(&self, folder: Folder, id: &str) -> PathBuf {
        debug_assert!(valid_id(id));
        self.dir(folder).join(format!("{id}.json"))
    }

    /// Where settings are kept.
    pub fn settings_path(&self) -> PathBuf {
        self.root.join("settings.json")
    }

    /// Whether item `id` has a file in `folder`.
    pub fn exists(&self, folder: Folder, id: &str) -> bool {
        self.path(folder, id).exists()
    }

    /// Reads item `id`. `Ok(None)` when there is no such file.
    pub fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        read_optional(&self.path(folder, id))
    }

    /// Writes item `id` atomically, replacing any previous version.
    pub fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let dir = self.dir(folder);
        fs::create_dir_all(&dir)
            .map_err(|e| StorageError::new("create the data folder", &dir, e))?;
        write_atomic(&self.path(folder, id), bytes)
    }

    /// Removes item `id`'s file. Removing a file that is already gone is not an error.
    pub fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        let path = self.path(folder, id);
        match fs::remove_file(&path) {
            Ok(()) => sync_dir(&self.dir(folder))
                .map_err(|e| StorageError::new("delete the file", &path, e)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StorageError::new("delete the file", &path, e)),
        }
    }

    /// Every file of `folder` (hidden files aside), read whole, sorted by name.
    /// A missing folder lists as empty.
    pub fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError> {
        let dir = self.dir(folder);
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(StorageError::new("read the data folder", &dir, e)),
        };
        let mut found = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| StorageError::new("read the data folder", &dir, e))?;
            let file_name = entry.file_name().to_string_lossy().into_owned();
            if file_name.starts_with('.') {
                continue;
            }
            let path = entry.path();
            // Only regular files (or links to them) are items; a folder is not read as one.
            let bytes = match fs::metadata(&path) {
                Ok(meta) if meta.is_dir() => continue,
                Ok(_) => fs::read(&path),
                Err(e) => Err(e),
            };
            let id = file_name
                .strip_suffix(".json")
                .filter(|stem| valid_id(stem))
                .map(str::to_owned);
            found.push(FoundFile {
                file_name,
                id,
                bytes,
            });
        }
        found.sort_by(|a, b| a.file_name.cmp(&b.file_name));
        Ok(found)
    }

    /// Reads the settings file. `Ok(None)` when there is none yet.
    pub fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError> {
        read_optional(&self.settings_path())
    }

    /// Writes the settings file atomically.
    pub fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError> {
        fs::create_dir_all(&self.root)
            .map_err(|e| StorageError::new("create the data folder", &self.root, e))?;
        write_atomic(&self.settings_path(), bytes)
    }

    fn remove_leftover_temp_files(&self, dir: &Path) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            if entry.file_name().to_string_lossy().starts_with(TEMP_PREFIX) {
                // Best effort: a leftover we cannot remove is hidden and harms nothing.
                let _ = fs::remove_file(entry.path());
            }
        }
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

fn read_optional(path: &Path) -> Result<Option<Vec<u8>>, StorageError> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(StorageError::new("read the file", path, e)),
    }
}

/// Replaces `path` with `bytes` so that a crash leaves either the old file or the new one:
/// temp file in the same folder, fsync it, rename it over `path`, fsync the folder.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
    let fail = |e: io::Error| StorageError::new("save the file", path, e);
    let dir = path.parent().ok_or_else(|| {
        fail(io::Error::new(
            io::ErrorKind::InvalidInput,
            "no parent folder",
        ))
    })?;
    let mut temp = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(fail)?;
    temp.write_all(bytes).map_err(fail)?;
    temp.as_file().sync_all().map_err(fail)?;
    // On failure the temp file is dropped, which removes it.
    temp.persist(path).map_err(|e| fail(e.error))?;
    // The rename is only durable once the folder's entry is on disk.
    sync_dir(dir).map_err(fail)
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    // Windows cannot open a folder as a file; its rename (MoveFileEx) is flushed with the file.
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_storage() -> (tempfile::TempDir, Storage) {
        let dir = tempfile::tempdir().unwrap();
        let (storage, error) = Storage::open(dir.path().join("data"));
        assert!(error.is_none(), "{error:?}");
        (dir, storage)
    }

    #[test]
    fn write_then_read_back_and_replace() {
        let (_dir, storage) = temp_storage();
        storage.write(Folder::Sessions, "a1", b"one").unwrap();
        assert_eq!(
            storage.read(Folder::Sessions, "a1").unwrap().unwrap(),
            b"one"
        );
        storage.write(Folder::Sessions, "a1", b"two").unwrap();
        assert_eq!(
            storage.read(Folder::Sessions, "a1").unwrap().unwrap(),
            b"two"
        );
        assert!(storage.read(Folder::Sessions, "b2").unwrap().is_none());
        // No temp file is left behind.
        let names: Vec<_> = fs::read_dir(storage.dir(Folder::Sessions))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["a1.json"]);
    }

    #[test]
    fn listing_reads_every_file_and_names_odd_ones() {
        let (_dir, storage) = temp_storage();
        let sessions = storage.dir(Folder::Sessions);
        storage.write(Folder::Sessions, "good", b"{}").unwrap();
        fs::write(sessions.join("notes.txt"), b"hello").unwrap();
        fs::write(sessions.join("bad name.json"), b"{}").unwrap();
        fs::write(sessions.join(".hidden"), b"x").unwrap();
        fs::create_dir(sessions.join("folder.json")).unwrap();
        let found = storage.list(Folder::Sessions).unwrap();
        let summary: Vec<_> = found
            .iter()
            .map(|f| (f.file_name.as_str(), f.id.as_deref()))
            .collect();
        assert_eq!(
            summary,
            [
                ("bad name.json", None),
                ("good.json", Some("good")),
                ("notes.txt", None)
            ]
        );
        assert_eq!(found[2].bytes.as_deref().unwrap(), b"hello");
    }

    #[test]
    fn leftover_temp_files_are_removed_on_open() {
        let (dir, storage) = temp_storage();
        let leftover = storage.dir(Folder::Sessions).join(".loadout-tmp-abc.tmp");
        fs::write(&leftover, b"half").unwrap();
        let (_again, error) = Storage::open(dir.path().join("data"));
        assert!(error.is_none());
        assert!(!leftover.exists());
    }

    #[test]
    fn delete_removes_the_file_and_tolerates_a_missing_one() {
        let (_dir, storage) = temp_storage();
        storage.write(Folder::Catalogs, "mine", b"{}").unwrap();
        storage.delete(Folder::Catalogs, "mine").unwrap();
        assert!(!storage.exists(Folder::Catalogs, "mine"));
        storage.delete(Folder::Catalogs, "mine").unwrap();
    }

    #[test]
    fn ids_cannot_leave_their_folder() {
        for bad in [
            "",
            "..",
            "a/b",
            "a\\b",
            ".hidden",
            "a.b",
            "a b",
            &"x".repeat(121),
        ] {
            assert!(!valid_id(bad), "{bad:?} should be refused");
        }
        for good in ["20260405-143012-k3f9", "my_deck", "A1"] {
            assert!(valid_id(good), "{good:?} should be accepted");
        }
    }

    #[test]
    fn a_data_dir_under_a_file_fails_with_a_storage_message() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("plain-file");
        fs::write(&file, b"x").unwrap();
        let (storage, error) = Storage::open(file.join("data"));
        let error = error.expect("creating folders under a file fails");
        assert!(
            error
                .message
                .starts_with("Could not create the data folder"),
            "{}",
            error.message
        );
        let error = storage.write(Folder::Sessions, "a", b"{}").unwrap_err();
        assert!(
            error.message.contains("then try again"),
            "{}",
            error.message
        );
    }
}
