//! [`Storage`]: the [`Store`] on a real file system, under the data dir.
//!
//! Layout (`LOADOUT_DATA_DIR` or Tauri's app data dir):
//! ```text
//! sessions/<id>.json   one session file each (the tracker's SessionFile)
//! sessions/.<id>.journal  the steps since that file was last written whole (edit_journal)
//! catalogs/<id>.json   the facilitator's catalogs (the sample deck ships inside the app)
//! settings.json        theme, text size, export defaults
//! exports-in-flight/   one note per export being written: where its temp file is
//! ```
//! Every write is atomic and durable: a new temporary file in the same folder, fsync it, rename it
//! over the old file, fsync the folder; a new folder's parent is fsynced too. Each of those steps
//! is one call of [`Fs`], so a layer wrapped around [`OsFs`] sees exactly what is durable and when.
//!
//! A session changes at every step, so a step is not written that way (three flushes of the
//! disk in a row): its change is appended to the session's journal and the journal flushed, one
//! flush ([`loadout_core::storage::edit_journal`] has the format and how a torn line is read).
//! A session is read as its file with its journal's changes applied. The file is written whole
//! again, and the journal started afresh, every [`JOURNAL_MAX_CHANGES`] steps or
//! [`JOURNAL_MAX_BYTES`], after a write that failed, and when the journal ends in a torn line.
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
use loadout_core::storage::edit_journal::{self, Composed};
use loadout_core::storage::{
    valid_id, Folder, FoundFile, StorageError, StorageFault, Store, FILE_MAX_BYTES,
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

/// Steps a session's journal holds before its file is written whole again: a whole write costs
/// three flushes of the disk where a step appended costs one.
const JOURNAL_MAX_CHANGES: usize = 100;
/// Bytes a journal grows to before its file is written whole again (a correction early in a
/// long game is a long change).
const JOURNAL_MAX_BYTES: usize = 512 * 1024;

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
    /// Per session file: what the last read of its journal found, so that the next read (two a
    /// step: the stale check, then the write's) reads only the lines added since.
    journals_read: Arc<Mutex<HashMap<PathBuf, edit_journal::Memo>>>,
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
            journals_read: Arc::default(),
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
            storage.remove_orphan_journals();
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

    /// The journal of item `id`, when items of `folder` keep one (sessions do).
    fn journal_path(&self, folder: Folder, id: &str) -> Option<PathBuf> {
        (folder == Folder::Sessions).then(|| self.dir(folder).join(journal_name(id)))
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

    /// Item `id` as it is on disk now: its file with its journal's changes.
    fn read_item(&self, folder: Folder, id: &str) -> Result<Option<Composed>, StorageError> {
        let Some(base) = self.read_optional(&self.path(folder, id))? else {
            return Ok(None);
        };
        let Some(journal_path) = self.journal_path(folder, id) else {
            return Ok(Some(edit_journal::compose(base, None)));
        };
        let journal = self.read_optional(&journal_path)?;
        // The map holds plain values, consistent after any panic.
        let mut memos = self
            .journals_read
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let (composed, memo) =
            edit_journal::compose_from(base, journal.as_deref(), memos.get(&journal_path));
        match memo {
            Some(memo) => memos.insert(journal_path, memo),
            None => memos.remove(&journal_path),
        };
        Ok(Some(composed))
    }

    /// `Err(ChangedOnDisk)` unless `on_disk` (what `path` holds now) is a version this process
    /// last read or wrote.
    fn check_known(&self, path: &Path, on_disk: Option<&[u8]>) -> Result<(), StorageError> {
        let same = match (self.known().get(path), on_disk) {
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

    /// Writes `bytes` as item `id`, whose content on disk is `current` (checked to be the one this
    /// process knows): a change appended to its journal when it keeps one in good order, the
    /// whole file otherwise.
    fn write_item(
        &self,
        folder: Folder,
        id: &str,
        current: Option<&Composed>,
        bytes: &[u8],
    ) -> Result<(), StorageError> {
        let path = self.path(folder, id);
        let journal = self.journal_path(folder, id);
        let appendable = |current: &Composed| {
            // After a failed write either version may be on disk: write it whole.
            let settled = self
                .known()
                .get(&path)
                .is_some_and(|prints| prints.len() == 1);
            let roomy = current.journal.as_ref().is_none_or(|j| {
                j.clean_end && j.changes < JOURNAL_MAX_CHANGES && j.valid_len < JOURNAL_MAX_BYTES
            });
            settled && roomy
        };
        if let (Some(journal), Some(current)) = (&journal, current.filter(|c| appendable(c))) {
            let line = match &current.journal {
                Some(state) => edit_journal::change(state.nonce, &current.bytes, bytes),
                None => None,
            };
            let fail = |e: io::Error| StorageError::new("save-file", &path, e);
            if let Some(line) = line {
                // One flush: the change after the journal's last one.
                self.fs.append(journal, &line).map_err(fail)?;
                return self.fs.sync_file(journal).map_err(fail);
            }
            if current.journal.is_none() {
                let nonce = rand::random();
                if let Some(line) = edit_journal::change(nonce, &current.bytes, bytes) {
                    // A journal of the file as it is (no journal names it), with this change.
                    let existed = self.fs.metadata(journal).is_ok();
                    let mut text = edit_journal::header(nonce, &current.bytes);
                    text.extend_from_slice(&line);
                    self.fs.replace_contents(journal, &text).map_err(fail)?;
                    self.fs.sync_file(journal).map_err(fail)?;
                    if !existed {
                        self.fs.sync_dir(&self.dir(folder)).map_err(fail)?;
                    }
                    return Ok(());
                }
            }
        }
        self.write_atomic(&path, bytes, TEMP_PREFIX)?;
        if let Some(journal) = journal.filter(|j| self.fs.metadata(j).is_ok()) {
            // The file is durable with every change in it; the journal, which names the file as
            // it was, now counts for nothing, unless the file came back to exactly those bytes:
            // started afresh, so that it never can.
            let fresh = edit_journal::header(rand::random(), bytes);
            let fail = |e: io::Error| StorageError::new("save-file", &path, e);
            self.fs.replace_contents(&journal, &fresh).map_err(fail)?;
            self.fs.sync_file(&journal).map_err(fail)?;
        }
        Ok(())
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

    /// Removes journals whose session file is gone (a delete cut short): they count for nothing,
    /// and a later session of the same id would start its own.
    fn remove_orphan_journals(&self) {
        let dir = self.dir(Folder::Sessions);
        let Ok(names) = self.fs.read_dir(&dir) else {
            return;
        };
        for name in names {
            let name = name.to_string_lossy();
            let Some(id) = name
                .strip_prefix('.')
                .and_then(|n| n.strip_suffix(".journal"))
                .filter(|id| valid_id(id))
            else {
                continue;
            };
            if matches!(self.fs.metadata(&self.path(Folder::Sessions, id)), Err(e) if e.kind() == io::ErrorKind::NotFound)
            {
                // Best effort, as for temp files.
                let _ = self.fs.remove_file(&dir.join(&*name));
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

/// The name of the journal of session `id`, beside its file: hidden, so never listed as an item.
fn journal_name(id: &str) -> String {
    format!(".{id}.journal")
}

/// The content of the session file at `path` (`<folder>/<id>.json`) as the app reads it: with
/// its journal's changes. For those who look into a data folder from outside the app (tests).
pub fn session_on_disk(path: &Path) -> io::Result<Vec<u8>> {
    let base = OsFs.read(path, FILE_MAX_BYTES)?;
    let journal = match (path.parent(), path.file_stem()) {
        (Some(dir), Some(id)) => {
            let journal = dir.join(journal_name(&id.to_string_lossy()));
            match OsFs.read(&journal, FILE_MAX_BYTES) {
                Ok(bytes) => Some(bytes),
                Err(e) if e.kind() == io::ErrorKind::NotFound => None,
                Err(e) => return Err(e),
            }
        }
        _ => None,
    };
    Ok(edit_journal::compose(base, journal.as_deref()).bytes)
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
        let Ok(current) = self.read_item(folder, id) else {
            // Other trouble reading it is left to the write.
            return Ok(());
        };
        self.check_known(
            &self.path(folder, id),
            current.as_ref().map(|c| &c.bytes[..]),
        )
    }

    fn exists(&self, folder: Folder, id: &str) -> bool {
        self.fs.metadata(&self.path(folder, id)).is_ok()
    }

    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        let path = self.path(folder, id);
        let bytes = self.read_item(folder, id)?.map(|c| c.bytes);
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
        let current = self.read_item(folder, id)?;
        self.check_known(&path, current.as_ref().map(|c| &c.bytes[..]))?;
        let dir = self.dir(folder);
        create_dir_all(&self.fs, &dir)
            .map_err(|e| StorageError::new("create-data-folder", &dir, e))?;
        let result = self.write_item(folder, id, current.as_ref(), bytes);
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
        let remove = |path: &Path| match self.fs.remove_file(path) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(e) => Err(StorageError::new("delete-file", path, e)),
        };
        // The file first: a journal left alone names a file that is gone, and counts for nothing.
        let result = remove(&path).and_then(|removed| {
            let journal = self.journal_path(folder, id);
            let removed = removed | journal.as_deref().map(remove).transpose()?.unwrap_or(false);
            if removed {
                self.fs
                    .sync_dir(&self.dir(folder))
                    .map_err(|e| StorageError::new("delete-file", &path, e))?;
            }
            Ok(())
        });
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
            let id = file_name
                .strip_suffix(".json")
                .filter(|stem| valid_id(stem))
                .map(str::to_owned);
            let bytes = match self.fs.metadata(&path) {
                Ok(meta) if meta.is_dir => continue,
                Ok(meta) if !meta.is_file => Err(not_a_file()),
                Ok(_) => self.fs.read(&path, FILE_MAX_BYTES),
                Err(e) => Err(e),
            };
            // An item's content is its file with its journal's changes.
            let journal = id.as_deref().and_then(|id| self.journal_path(folder, id));
            let bytes = match (bytes, journal) {
                (Ok(base), Some(journal)) => match self.fs.read(&journal, FILE_MAX_BYTES) {
                    Ok(journal) => Ok(edit_journal::compose(base, Some(&journal)).bytes),
                    Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(base),
                    Err(e) => Err(e),
                },
                (bytes, _) => bytes,
            };
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
    use loadout_core::storage::StorageErrorKind;
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
        // No temp file is left behind; the second version is in the session's journal.
        let mut names: Vec<_> = fs::read_dir(storage.dir(Folder::Sessions))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, [".a1.journal", "a1.json"]);
    }

    /// Writes each of `versions` as session `id`, in turn.
    fn write_all(storage: &Storage, id: &str, versions: &[&[u8]]) {
        for version in versions {
            storage.write(Folder::Sessions, id, version).unwrap();
        }
    }

    /// The session file of `id` as it is on disk, without its journal.
    fn file_alone(storage: &Storage, id: &str) -> Vec<u8> {
        fs::read(storage.path(Folder::Sessions, id)).unwrap()
    }

    #[test]
    fn a_step_goes_to_the_journal_and_every_reader_sees_the_file_with_it() {
        let (dir, storage) = temp_storage();
        let versions = [
            "{\"events\": []}",
            "{\"events\": [1]}",
            "{\"events\": [1, 2]}",
        ];
        for version in versions {
            storage
                .write(Folder::Sessions, "a1", version.as_bytes())
                .unwrap();
        }
        assert_eq!(file_alone(&storage, "a1"), versions[0].as_bytes());
        let last = versions[2].as_bytes();
        assert_eq!(storage.read(Folder::Sessions, "a1").unwrap().unwrap(), last);
        // Another process (the app started again after a crash, or a second copy reading).
        drop(storage);
        let (again, _) = Storage::open(dir.path().join("data"));
        assert_eq!(again.read(Folder::Sessions, "a1").unwrap().unwrap(), last);
        let listed = again.list(Folder::Sessions).unwrap();
        assert_eq!(
            listed.len(),
            1,
            "the journal is not listed as a file of its own"
        );
        assert_eq!(listed[0].bytes.as_ref().unwrap(), last);
        // And it writes on from there.
        again
            .write(Folder::Sessions, "a1", b"{\"events\": [1, 2, 3]}")
            .unwrap();
        assert_eq!(
            again.read(Folder::Sessions, "a1").unwrap().unwrap(),
            b"{\"events\": [1, 2, 3]}"
        );
    }

    #[test]
    fn the_file_is_written_whole_again_when_the_journal_is_full() {
        let (_dir, storage) = temp_storage();
        let version = |n: usize| format!("{{\"steps\": {n}}}");
        for n in 0..=JOURNAL_MAX_CHANGES {
            storage
                .write(Folder::Sessions, "a1", version(n).as_bytes())
                .unwrap();
        }
        assert_eq!(file_alone(&storage, "a1"), version(0).as_bytes());
        storage
            .write(
                Folder::Sessions,
                "a1",
                version(JOURNAL_MAX_CHANGES + 1).as_bytes(),
            )
            .unwrap();
        let whole = version(JOURNAL_MAX_CHANGES + 1);
        assert_eq!(file_alone(&storage, "a1"), whole.as_bytes());
        assert_eq!(
            storage.read(Folder::Sessions, "a1").unwrap().unwrap(),
            whole.as_bytes()
        );
        let journal = fs::read(storage.dir(Folder::Sessions).join(".a1.journal")).unwrap();
        assert_eq!(
            journal.iter().filter(|&&b| b == b'\n').count(),
            1,
            "a header alone"
        );
    }

    #[test]
    fn a_torn_line_is_not_read_and_the_next_step_writes_the_file_whole() {
        let (dir, storage) = temp_storage();
        write_all(&storage, "a1", &[b"{\"steps\": 1}", b"{\"steps\": 2}"]);
        drop(storage);
        // A power loss in the middle of the third step's line.
        let journal = dir.path().join("data/sessions/.a1.journal");
        let mut bytes = fs::read(&journal).unwrap();
        bytes.extend_from_slice(b"0badc0de {\"n\": \"cut sh");
        fs::write(&journal, bytes).unwrap();
        let (storage, _) = Storage::open(dir.path().join("data"));
        assert_eq!(
            storage.read(Folder::Sessions, "a1").unwrap().unwrap(),
            b"{\"steps\": 2}"
        );
        storage
            .write(Folder::Sessions, "a1", b"{\"steps\": 3}")
            .unwrap();
        assert_eq!(
            file_alone(&storage, "a1"),
            b"{\"steps\": 3}",
            "not appended after the torn line"
        );
        assert_eq!(
            storage.read(Folder::Sessions, "a1").unwrap().unwrap(),
            b"{\"steps\": 3}"
        );
    }

    #[test]
    fn a_file_changed_behind_the_apps_back_is_not_written_and_its_journal_not_applied() {
        let (_dir, storage) = temp_storage();
        write_all(&storage, "a1", &[b"{\"steps\": 1}", b"{\"steps\": 2}"]);
        fs::write(storage.path(Folder::Sessions, "a1"), b"{\"mine\": true}").unwrap();
        let refused = storage
            .write(Folder::Sessions, "a1", b"{\"steps\": 3}")
            .unwrap_err();
        assert_eq!(refused.kind, StorageErrorKind::ChangedOnDisk);
        assert_eq!(file_alone(&storage, "a1"), b"{\"mine\": true}");
        assert_eq!(
            storage.read(Folder::Sessions, "a1").unwrap().unwrap(),
            b"{\"mine\": true}"
        );
    }

    #[test]
    fn a_journal_whose_file_is_gone_is_removed_at_the_next_start() {
        let (dir, storage) = temp_storage();
        write_all(&storage, "a1", &[b"{\"steps\": 1}", b"{\"steps\": 2}"]);
        write_all(&storage, "b2", &[b"{\"steps\": 1}", b"{\"steps\": 2}"]);
        // A delete cut short after the file went.
        fs::remove_file(storage.path(Folder::Sessions, "a1")).unwrap();
        drop(storage);
        let (_storage, _) = Storage::open(dir.path().join("data"));
        let sessions = dir.path().join("data/sessions");
        assert!(!sessions.join(".a1.journal").exists());
        assert!(
            sessions.join(".b2.journal").exists(),
            "a session's own journal stays"
        );
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
        fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.log("append", path);
            OsFs.append(path, bytes)
        }
        fn replace_contents(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
            self.log("replace", path);
            OsFs.replace_contents(path, bytes)
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
        storage.write(Folder::Sessions, "a1", b"one two").unwrap();
        storage
            .write(Folder::Sessions, "a1", b"one two three")
            .unwrap();
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
                // The next step starts the session's journal: a new name, made durable too.
                "replace .a1.journal",
                "sync .a1.journal",
                "sync dir sessions",
                // Every later step: one flush.
                "append .a1.journal",
                "sync .a1.journal",
                "remove a1.json",
                "remove .a1.journal",
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
