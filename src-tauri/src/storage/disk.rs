//! [`Storage`]: the [`Store`] on a real file system, under the data dir.
//!
//! Layout (`LOADOUT_DATA_DIR` or Tauri's app data dir):
//! ```text
//! sessions/<id>.json   one session file each (the tracker's SessionFile)
//! catalogs/<id>.json   the facilitator's catalogs (the sample deck ships inside the app)
//! settings.json        theme, text size, export defaults
//! ```
//! Every write is atomic: a new temporary file in the same folder, fsync it, rename it over the
//! old file, fsync the folder. Each of those steps is one call of [`Fs`], so a layer wrapped
//! around [`OsFs`] sees exactly what is durable and when.

use super::{valid_id, Folder, FoundFile, StorageError, Store};
use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Environment variable that points the data dir elsewhere (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LOADOUT_DATA_DIR";

/// Prefix of our temporary files; leftovers from a crash are removed when storage opens.
const TEMP_PREFIX: &str = ".loadout-tmp-";

/// The file operations [`Storage`] is built from. Nothing written is durable until synced:
/// file contents by [`Fs::sync_file`], names created, renamed or removed by [`Fs::sync_dir`].
pub trait Fs: Send + Sync {
    /// Creates `dir` and any missing parents.
    fn create_dir_all(&self, dir: &Path) -> io::Result<()>;
    /// What `path` is, following links.
    fn metadata(&self, path: &Path) -> io::Result<Meta>;
    /// The names in `dir`, in no particular order.
    fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>>;
    /// The whole file.
    fn read(&self, path: &Path) -> io::Result<Vec<u8>>;
    /// Creates `path` with `bytes`; fails with `AlreadyExists` if it exists.
    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Makes `path`'s contents durable (fsync).
    fn sync_file(&self, path: &Path) -> io::Result<()>;
    /// Renames `from` to `to`, atomically replacing `to`.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes the file `path`.
    fn remove_file(&self, path: &Path) -> io::Result<()>;
    /// Makes the names in `dir` durable (fsync of the folder).
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
}

/// What [`Fs::metadata`] tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meta {
    pub is_dir: bool,
    pub len: u64,
}

/// The operating system's file system.
#[derive(Debug, Clone, Copy, Default)]
pub struct OsFs;

impl Fs for OsFs {
    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        fs::create_dir_all(dir)
    }

    fn metadata(&self, path: &Path) -> io::Result<Meta> {
        let meta = fs::metadata(path)?;
        Ok(Meta {
            is_dir: meta.is_dir(),
            len: meta.len(),
        })
    }

    fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>> {
        fs::read_dir(dir)?
            .map(|entry| entry.map(|e| e.file_name()))
            .collect()
    }

    fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        fs::read(path)
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?
            .write_all(bytes)
    }

    fn sync_file(&self, path: &Path) -> io::Result<()> {
        // fsync flushes the file, whichever descriptor asks (Windows wants one open for writing).
        OpenOptions::new().write(true).open(path)?.sync_all()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    #[cfg(unix)]
    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        File::open(dir)?.sync_all()
    }

    #[cfg(not(unix))]
    fn sync_dir(&self, _dir: &Path) -> io::Result<()> {
        // Windows cannot open a folder as a file; its rename (MoveFileEx) is flushed with the file.
        Ok(())
    }
}

/// The data dir on a file system.
#[derive(Debug, Clone)]
pub struct Storage<F: Fs = OsFs> {
    root: PathBuf,
    fs: F,
}

impl Storage {
    /// The data dir to use: `LOADOUT_DATA_DIR` when set and not empty, else `default`.
    pub fn resolve_root(default: impl FnOnce() -> Option<PathBuf>) -> Option<PathBuf> {
        match std::env::var_os(DATA_DIR_ENV) {
            Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
            _ => default(),
        }
    }

    /// [`Storage::open_with`] on the operating system's file system.
    pub fn open(root: impl Into<PathBuf>) -> (Storage, Option<StorageError>) {
        Storage::open_with(root, OsFs)
    }
}

impl<F: Fs> Storage<F> {
    /// Opens (creating when missing) the data dir and its folders; removes our leftover temp files.
    ///
    /// Creating folders may fail on a read-only disk; the app still starts and lists what it can,
    /// so a failure here is reported, not fatal, by the caller.
    pub fn open_with(root: impl Into<PathBuf>, fs: F) -> (Storage<F>, Option<StorageError>) {
        let storage = Storage {
            root: root.into(),
            fs,
        };
        let mut first_error = None;
        for folder in [Folder::Sessions, Folder::Catalogs] {
            let dir = storage.dir(folder);
            if let Err(e) = storage.fs.create_dir_all(&dir) {
                first_error.get_or_insert(StorageError::new("create the data folder", &dir, e));
                continue;
            }
            storage.remove_leftover_temp_files(&dir);
        }
        storage.remove_leftover_temp_files(&storage.root);
        (storage, first_error)
    }

    /// The file system under this storage.
    pub fn fs(&self) -> &F {
        &self.fs
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

    fn read_optional(&self, path: &Path) -> Result<Option<Vec<u8>>, StorageError> {
        match self.fs.read(path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(StorageError::new("read the file", path, e)),
        }
    }

    /// Replaces `path` with `bytes` so that a crash leaves either the old file or the new one:
    /// new temp file in the same folder, fsync it, rename it over `path`, fsync the folder.
    fn write_atomic(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        let fail = |e: io::Error| StorageError::new("save the file", path, e);
        let dir = path.parent().ok_or_else(|| {
            fail(io::Error::new(
                io::ErrorKind::InvalidInput,
                "no parent folder",
            ))
        })?;
        let temp = self.create_temp(dir, bytes).map_err(fail)?;
        let result = self
            .fs
            .sync_file(&temp)
            .and_then(|()| self.fs.rename(&temp, path));
        if let Err(e) = result {
            // Best effort: a leftover is hidden and removed the next time storage opens.
            let _ = self.fs.remove_file(&temp);
            return Err(fail(e));
        }
        // The rename is only durable once the folder's entry is on disk.
        self.fs.sync_dir(dir).map_err(fail)
    }

    /// A new temp file in `dir` holding `bytes` (not yet synced).
    fn create_temp(&self, dir: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
        loop {
            let suffix: String = (0..12)
                .map(|_| char::from_digit(rand::random_range(0..36u32), 36).expect("below 36"))
                .collect();
            let temp = dir.join(format!("{TEMP_PREFIX}{suffix}.tmp"));
            match self.fs.create_new(&temp, bytes) {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    // A partly written file is of no use: remove it (it may not exist at all).
                    let _ = self.fs.remove_file(&temp);
                    return Err(e);
                }
                Ok(()) => return Ok(temp),
            }
        }
    }

    fn remove_leftover_temp_files(&self, dir: &Path) {
        let Ok(names) = self.fs.read_dir(dir) else {
            return;
        };
        for name in names {
            if name.to_string_lossy().starts_with(TEMP_PREFIX) {
                // Best effort: a leftover we cannot remove is hidden and harms nothing.
                let _ = self.fs.remove_file(&dir.join(name));
            }
        }
    }
}

impl<F: Fs> Store for Storage<F> {
    fn root(&self) -> &Path {
        &self.root
    }

    fn exists(&self, folder: Folder, id: &str) -> bool {
        self.fs.metadata(&self.path(folder, id)).is_ok()
    }

    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        self.read_optional(&self.path(folder, id))
    }

    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError> {
        let dir = self.dir(folder);
        self.fs
            .create_dir_all(&dir)
            .map_err(|e| StorageError::new("create the data folder", &dir, e))?;
        self.write_atomic(&self.path(folder, id), bytes)
    }

    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        let path = self.path(folder, id);
        match self.fs.remove_file(&path) {
            Ok(()) => self
                .fs
                .sync_dir(&self.dir(folder))
                .map_err(|e| StorageError::new("delete the file", &path, e)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StorageError::new("delete the file", &path, e)),
        }
    }

    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError> {
        let dir = self.dir(folder);
        let names = match self.fs.read_dir(&dir) {
            Ok(names) => names,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(StorageError::new("read the data folder", &dir, e)),
        };
        let mut found = Vec::new();
        for name in names {
            let file_name = name.to_string_lossy().into_owned();
            if file_name.starts_with('.') {
                continue;
            }
            let path = dir.join(&name);
            // Only regular files (or links to them) are items; a folder is not read as one.
            let bytes = match self.fs.metadata(&path) {
                Ok(meta) if meta.is_dir => continue,
                Ok(_) => self.fs.read(&path),
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

    fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError> {
        self.read_optional(&self.settings_path())
    }

    fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError> {
        self.fs
            .create_dir_all(&self.root)
            .map_err(|e| StorageError::new("create the data folder", &self.root, e))?;
        self.write_atomic(&self.settings_path(), bytes)
    }

    fn import_len(&self, path: &Path) -> Result<u64, StorageError> {
        self.fs
            .metadata(path)
            .map(|meta| meta.len)
            .map_err(|e| StorageError::new("read the file", path, e))
    }

    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError> {
        self.fs
            .read(path)
            .map_err(|e| StorageError::new("read the file", path, e))
    }

    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        self.write_atomic(path, bytes)
    }
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

    /// An `Fs` that records each operation that changes the disk, then does it on the real one.
    #[derive(Default)]
    struct Recording(std::sync::Mutex<Vec<String>>);

    impl Recording {
        fn log(&self, op: &str, path: &Path) {
            let name = path.file_name().unwrap().to_string_lossy();
            // Temp names are random: keep only what they are.
            let name = if name.starts_with(TEMP_PREFIX) {
                "temp".into()
            } else {
                name
            };
            self.0.lock().unwrap().push(format!("{op} {name}"));
        }
    }

    impl Fs for Recording {
        fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
            OsFs.create_dir_all(dir)
        }
        fn metadata(&self, path: &Path) -> io::Result<Meta> {
            OsFs.metadata(path)
        }
        fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>> {
            OsFs.read_dir(dir)
        }
        fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
            OsFs.read(path)
        }
        fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.log("write", path);
            OsFs.create_new(path, bytes)
        }
        fn sync_file(&self, path: &Path) -> io::Result<()> {
            self.log("sync", path);
            OsFs.sync_file(path)
        }
        fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
            self.log("rename", from);
            self.log("   to", to);
            OsFs.rename(from, to)
        }
        fn remove_file(&self, path: &Path) -> io::Result<()> {
            self.log("remove", path);
            OsFs.remove_file(path)
        }
        fn sync_dir(&self, dir: &Path) -> io::Result<()> {
            self.log("sync dir", dir);
            OsFs.sync_dir(dir)
        }
    }

    #[test]
    fn a_write_is_synced_before_it_is_renamed_and_the_folder_after() {
        let dir = tempfile::tempdir().unwrap();
        let (storage, error) = Storage::open_with(dir.path().join("data"), Recording::default());
        assert!(error.is_none());
        storage.write(Folder::Sessions, "a1", b"one").unwrap();
        storage.delete(Folder::Sessions, "a1").unwrap();
        assert_eq!(
            *storage.fs().0.lock().unwrap(),
            [
                "write temp",
                "sync temp",
                "rename temp",
                "   to a1.json",
                "sync dir sessions",
                "remove a1.json",
                "sync dir sessions",
            ]
        );
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
