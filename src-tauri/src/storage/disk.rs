//! [`Storage`]: the [`Store`] on a real file system, under the data dir.
//!
//! Layout (`LOADOUT_DATA_DIR` or Tauri's app data dir):
//! ```text
//! sessions/<id>.json   one session file each (the tracker's SessionFile)
//! catalogs/<id>.json   the facilitator's catalogs (the sample deck ships inside the app)
//! settings.json        theme, text size, export defaults
//! exports-in-flight/   one note per export being written: where its temp file is
//! ```
//! Every write is atomic and durable: a new temporary file in the same folder, fsync it, rename it
//! over the old file, fsync the folder; a new folder's parent is fsynced too. Each of those steps
//! is one call of [`Fs`], so a layer wrapped around [`OsFs`] sees exactly what is durable and when.
//!
//! The data folder has one owner: [`Storage::open_with`] takes an exclusive lock on the folder
//! itself; a second process opening it gets a read-only `Storage` that refuses every write. Only
//! the owner removes leftover temp files, in the data folder and, through the notes in
//! `exports-in-flight/`, the temp file an export killed mid-write left in a folder of the
//! facilitator's (a kill or a power loss leaves no chance to do it at the time). A write first checks that the file on disk is still the
//! version this process last read or wrote (its length and hash), so a file changed behind the
//! app's back is never overwritten.

mod export_notes;

use super::fs::{not_a_file, FolderLock, Fs, OsFs};
use loadout_core::storage::{
    valid_id, Folder, FoundFile, StorageError, StorageErrorKind, StorageFault, Store,
    FILE_MAX_BYTES,
};
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// Environment variable that points the data dir elsewhere (tests, portable installs).
pub const DATA_DIR_ENV: &str = "LOADOUT_DATA_DIR";

/// Prefix of our temporary files in the data dir; leftovers from a crash are removed when the
/// folder's owner opens it.
const TEMP_PREFIX: &str = ".loadout-tmp-";

/// What this process knows of a file it read or wrote: its length and a hash of its bytes.
type Fingerprint = (usize, u64);

fn fingerprint(bytes: &[u8]) -> Fingerprint {
    let mut hasher = DefaultHasher::new();
    hasher.write(bytes);
    (bytes.len(), hasher.finish())
}

/// Whether this process may write to the data folder.
#[derive(Debug, Clone)]
enum Owner {
    /// It holds the folder's lock.
    Locked { _held: Arc<dyn FolderLock> },
    /// Another process holds it: read only.
    InUse,
    /// The lock could not be tried (no folder, a file system without locks): writes go ahead
    /// and meet the disk's own errors; nothing is cleaned up.
    Unlocked,
}

/// The data dir on a file system.
#[derive(Debug, Clone)]
pub struct Storage<F: Fs = OsFs> {
    root: PathBuf,
    fs: F,
    owner: Owner,
    /// Per file: the versions a write may replace (the last one read or written, and any whose
    /// write failed halfway, which may or may not have landed).
    known: Arc<Mutex<HashMap<PathBuf, Vec<Fingerprint>>>>,
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
    /// Opens (creating when missing) the data dir, takes its lock and, holding it, creates its
    /// folders and removes our leftover temp files. When another process holds the lock nothing
    /// is created or removed, every write is refused, and the answer says so.
    ///
    /// Creating folders may fail on a read-only disk; the app still starts and lists what it can,
    /// so a failure here is reported, not fatal, by the caller.
    pub fn open_with(root: impl Into<PathBuf>, fs: F) -> (Storage<F>, Option<StorageError>) {
        let root = root.into();
        let mut first_error = create_dir_all(&fs, &root)
            .err()
            .map(|e| StorageError::new("create-data-folder", &root, e));
        let owner = match fs.try_lock(&root) {
            Ok(Some(lock)) => Owner::Locked {
                _held: Arc::from(lock),
            },
            Ok(None) => Owner::InUse,
            Err(_) => Owner::Unlocked,
        };
        let storage = Storage {
            root,
            fs,
            owner,
            known: Arc::default(),
        };
        if matches!(storage.owner, Owner::InUse) {
            let in_use = StorageError::in_use(&storage.root);
            return (storage, Some(in_use));
        }
        for folder in [Folder::Sessions, Folder::Catalogs] {
            let dir = storage.dir(folder);
            if let Err(e) = create_dir_all(&storage.fs, &dir) {
                first_error.get_or_insert(StorageError::new("create-data-folder", &dir, e));
            }
        }
        // Only the folder's owner cleans up: another process's temp file may be in flight.
        if matches!(storage.owner, Owner::Locked { .. }) {
            for folder in Folder::ALL {
                storage.remove_leftover_temp_files(&storage.dir(folder));
            }
            storage.remove_leftover_temp_files(&storage.root);
            storage.remove_exports_killed_in_flight();
        }
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

    fn check_writable(&self) -> Result<(), StorageError> {
        if self.in_use_elsewhere() {
            Err(StorageError::in_use(&self.root))
        } else {
            Ok(())
        }
    }

    fn known(&self) -> MutexGuard<'_, HashMap<PathBuf, Vec<Fingerprint>>> {
        // The map holds plain values, consistent after any panic.
        self.known.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn check_path_unchanged(&self, path: &Path) -> Result<(), StorageError> {
        let on_disk = self.read_optional(path)?;
        let same = match (self.known().get(path), &on_disk) {
            (None, None) => true,
            (Some(prints), Some(bytes)) => prints.contains(&fingerprint(bytes)),
            _ => false,
        };
        if same {
            Ok(())
        } else {
            Err(StorageError::changed_on_disk(path))
        }
    }

    fn read_optional(&self, path: &Path) -> Result<Option<Vec<u8>>, StorageError> {
        match self.fs.read(path, FILE_MAX_BYTES) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(StorageError::new("read-file", path, e)),
        }
    }

    /// Replaces `path` with `bytes` so that a crash or power loss leaves either the old file or
    /// the new one, whole: new temp file (named `<temp_prefix><random>.tmp`) in the same folder,
    /// fsync it, rename it over `path`, fsync the folder. On failure the temp file is removed.
    fn write_atomic(
        &self,
        path: &Path,
        bytes: &[u8],
        temp_prefix: &str,
    ) -> Result<(), StorageError> {
        let fail = |e: io::Error| StorageError::new("save-file", path, e);
        let dir = path
            .parent()
            .ok_or_else(|| fail(StorageFault::NoParent.io(io::ErrorKind::InvalidInput)))?;
        let temp = self.create_temp(dir, bytes, temp_prefix).map_err(fail)?;
        let result = self
            .fs
            .sync_file(&temp)
            .and_then(|()| self.fs.rename(&temp, path));
        if let Err(e) = result {
            // Best effort: the failure itself is what the caller needs to hear about.
            let _ = self.fs.remove_file(&temp);
            return Err(fail(e));
        }
        // The rename is only durable once the folder's entry is on disk.
        self.fs.sync_dir(dir).map_err(fail)
    }

    /// A new temp file in `dir` holding `bytes` (not yet synced).
    fn create_temp(&self, dir: &Path, bytes: &[u8], prefix: &str) -> io::Result<PathBuf> {
        loop {
            let temp = dir.join(format!("{prefix}{}.tmp", random_suffix()));
            match self.create_temp_at(&temp, bytes) {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
                Ok(()) => return Ok(temp),
            }
        }
    }

    /// Creates the temp file `temp` holding `bytes` (not yet synced); a partly written one is
    /// removed.
    fn create_temp_at(&self, temp: &Path, bytes: &[u8]) -> io::Result<()> {
        let created = self.fs.create_new(temp, bytes);
        if let Err(e) = &created {
            if e.kind() != io::ErrorKind::AlreadyExists {
                // Of no use half written (it may not exist at all).
                let _ = self.fs.remove_file(temp);
            }
        }
        created
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

/// 12 random characters of a temp file's name.
fn random_suffix() -> String {
    (0..12)
        .map(|_| char::from_digit(rand::random_range(0..36u32), 36).expect("below 36"))
        .collect()
}

/// Creates `dir` and any missing parent, syncing each new folder's parent so that its name
/// survives a power loss (the files later synced inside it would be unreachable otherwise).
fn create_dir_all<F: Fs>(fs: &F, dir: &Path) -> io::Result<()> {
    match fs.metadata(dir) {
        Ok(meta) if meta.is_dir => return Ok(()),
        Ok(_) => return Err(io::ErrorKind::NotADirectory.into()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .ok_or(io::ErrorKind::NotFound)?;
    create_dir_all(fs, parent)?;
    match fs.create_dir(dir) {
        Ok(()) => fs.sync_dir(parent),
        // Made meanwhile by someone else: fine, as long as it is a folder.
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists && fs.metadata(dir)?.is_dir => Ok(()),
        Err(e) => Err(e),
    }
}

impl<F: Fs> Store for Storage<F> {
    fn root(&self) -> &Path {
        &self.root
    }

    fn in_use_elsewhere(&self) -> bool {
        matches!(self.owner, Owner::InUse)
    }

    fn check_unchanged(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        match self.check_path_unchanged(&self.path(folder, id)) {
            Err(e) if e.kind == StorageErrorKind::ChangedOnDisk => Err(e),
            _ => Ok(()),
        }
    }

    fn exists(&self, folder: Folder, id: &str) -> bool {
        self.fs.metadata(&self.path(folder, id)).is_ok()
    }

    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        let path = self.path(folder, id);
        let bytes = self.read_optional(&path)?;
        let mut known = self.known();
        match &bytes {
            Some(bytes) => known.insert(path, vec![fingerprint(bytes)]),
            None => known.remove(&path),
        };
        Ok(bytes)
    }

    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError> {
        self.check_writable()?;
        let path = self.path(folder, id);
        self.check_path_unchanged(&path)?;
        let dir = self.dir(folder);
        create_dir_all(&self.fs, &dir)
            .map_err(|e| StorageError::new("create-data-folder", &dir, e))?;
        let result = self.write_atomic(&path, bytes, TEMP_PREFIX);
        let print = fingerprint(bytes);
        let mut known = self.known();
        match &result {
            Ok(()) => {
                known.insert(path, vec![print]);
            }
            // The rename may have landed before the failure: either version may be there now.
            Err(_) => known.entry(path).or_default().push(print),
        }
        result
    }

    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        self.check_writable()?;
        let path = self.path(folder, id);
        let result = match self.fs.remove_file(&path) {
            Ok(()) => self
                .fs
                .sync_dir(&self.dir(folder))
                .map_err(|e| StorageError::new("delete-file", &path, e)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StorageError::new("delete-file", &path, e)),
        };
        self.known().remove(&path);
        result
    }

    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError> {
        let dir = self.dir(folder);
        let names = match self.fs.read_dir(&dir) {
            Ok(names) => names,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(StorageError::new("read-data-folder", &dir, e)),
        };
        let mut found = Vec::new();
        for name in names {
            let file_name = name.to_string_lossy().into_owned();
            if file_name.starts_with('.') {
                continue;
            }
            let path = dir.join(&name);
            // Only regular files (or links to them) are items, read up to the cap; a folder is
            // not listed, and a FIFO or a device is never opened (it could block or never end).
            let bytes = match self.fs.metadata(&path) {
                Ok(meta) if meta.is_dir => continue,
                Ok(meta) if !meta.is_file => Err(not_a_file()),
                Ok(_) => self.fs.read(&path, FILE_MAX_BYTES),
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
        self.check_writable()?;
        create_dir_all(&self.fs, &self.root)
            .map_err(|e| StorageError::new("create-data-folder", &self.root, e))?;
        self.write_atomic(&self.settings_path(), bytes, TEMP_PREFIX)
    }

    fn set_settings_aside(&self) -> Result<PathBuf, StorageError> {
        self.check_writable()?;
        let aside = self.root.join("settings.damaged.json");
        let fail = |e| StorageError::new("keep-settings-copy", &aside, e);
        self.fs
            .rename(&self.settings_path(), &aside)
            .map_err(fail)?;
        self.fs.sync_dir(&self.root).map_err(fail)?;
        Ok(aside)
    }

    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError> {
        self.fs
            .read(path, FILE_MAX_BYTES)
            .map_err(|e| StorageError::new("read-file", path, e))
    }

    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        self.write_export_noted(path, bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::export_notes::EXPORTS_IN_FLIGHT;
    use super::*;
    use crate::storage::Meta;
    use std::ffi::OsString;
    use std::fs;

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
    fn an_export_stopped_halfway_is_removed_at_the_next_start_and_nothing_else() {
        let (dir, storage) = temp_storage();
        let folder = dir.path().join("Documents");
        fs::create_dir(&folder).unwrap();
        // A finished export leaves its file and no note.
        storage
            .write_export(&folder.join("game.csv"), b"whole")
            .unwrap();
        let notes = dir.path().join("data").join(EXPORTS_IN_FLIGHT);
        assert_eq!(fs::read_dir(&notes).unwrap().count(), 0);
        // What a kill between the temp file and the rename leaves: the note and the temp file.
        let temp = folder.join(".game.csv.loadout-export-abc123.tmp");
        fs::write(&temp, b"half").unwrap();
        fs::write(notes.join("abc123.txt"), temp.to_string_lossy().as_bytes()).unwrap();
        // Notes that name what is not an export's temp file with their suffix remove nothing.
        let users = folder.join(".game.csv.loadout-export-zzz999.tmp");
        fs::write(&users, b"the user's").unwrap();
        fs::write(notes.join("abc999.txt"), users.to_string_lossy().as_bytes()).unwrap();
        let bashrc = folder.join(".bashrc");
        fs::write(&bashrc, b"the user's").unwrap();
        fs::write(
            notes.join("def456.txt"),
            bashrc.to_string_lossy().as_bytes(),
        )
        .unwrap();
        drop(storage);
        let (_again, error) = Storage::open(dir.path().join("data"));
        assert!(error.is_none(), "{error:?}");
        assert!(!temp.exists());
        assert!(users.exists() && bashrc.exists());
        assert_eq!(fs::read(folder.join("game.csv")).unwrap(), b"whole");
        assert_eq!(fs::read_dir(&notes).unwrap().count(), 0);
    }

    #[test]
    fn leftover_temp_files_are_removed_on_open() {
        let (dir, storage) = temp_storage();
        let leftover = storage.dir(Folder::Sessions).join(".loadout-tmp-abc.tmp");
        fs::write(&leftover, b"half").unwrap();
        // Another process's save may be in flight: only the folder's owner cleans up.
        let (second, error) = Storage::open(dir.path().join("data"));
        assert!(second.in_use_elsewhere());
        assert_eq!(error.unwrap().kind, StorageErrorKind::InUse);
        assert!(leftover.exists());
        drop((second, storage));
        let (again, error) = Storage::open(dir.path().join("data"));
        assert!(error.is_none());
        assert!(!again.in_use_elsewhere());
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
        fn create_dir(&self, dir: &Path) -> io::Result<()> {
            self.log("mkdir", dir);
            OsFs.create_dir(dir)
        }
        fn metadata(&self, path: &Path) -> io::Result<Meta> {
            OsFs.metadata(path)
        }
        fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>> {
            OsFs.read_dir(dir)
        }
        fn read(&self, path: &Path, cap: u64) -> io::Result<Vec<u8>> {
            OsFs.read(path, cap)
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
        fn try_lock(&self, dir: &Path) -> io::Result<Option<Box<dyn FolderLock>>> {
            OsFs.try_lock(dir)
        }
    }

    #[test]
    fn a_write_is_synced_before_it_is_renamed_and_the_folder_after_and_new_folders_too() {
        let dir = tempfile::tempdir().unwrap();
        fs::create_dir(dir.path().join("home")).unwrap();
        let (storage, error) =
            Storage::open_with(dir.path().join("home/data"), Recording::default());
        assert!(error.is_none());
        storage.write(Folder::Sessions, "a1", b"one").unwrap();
        storage.delete(Folder::Sessions, "a1").unwrap();
        assert_eq!(
            *storage.fs().0.lock().unwrap(),
            [
                // Each new folder's name is made durable in its parent.
                "mkdir data",
                "sync dir home",
                "mkdir sessions",
                "sync dir data",
                "mkdir catalogs",
                "sync dir data",
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
        let sp = &loadout_words::Speaker::ENGLISH;
        let error = error.expect("creating folders under a file fails");
        let message = error.message(sp);
        assert!(
            message.starts_with("Could not create the data folder"),
            "{message}"
        );
        let message = storage
            .write(Folder::Sessions, "a", b"{}")
            .unwrap_err()
            .message(sp);
        assert!(message.contains("then try again"), "{message}");
    }
}
