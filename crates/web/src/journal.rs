//! The browser's [`Store`]: every file in memory, loaded whole at boot from what the worker read
//! out of the browser's storage, and every write or delete applied in memory **and** queued. The
//! worker takes the queue after each command ([`JournalStore::take_writes`]), makes it durable
//! (OPFS or IndexedDB) and only then shows the answer; when that fails the queue is given back
//! ([`JournalStore::put_back`]) and goes out again, merged with newer writes, after the next
//! command (the desktop's "kept in memory, saved with the next step").
//!
//! One owner: a tab that could not take the worker's exclusive lock is `in_use_elsewhere`, as a
//! second desktop app on a locked data folder: it reads, writes nothing.

use loadout_core::storage::{capped, Folder, FoundFile, StorageError, Store};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// The file name of the settings in the storage's root.
pub const SETTINGS_FILE: &str = "settings.json";
/// Where settings that could not be read are kept aside, as on the desktop.
pub const SETTINGS_ASIDE_FILE: &str = "settings.damaged.json";

/// One file as the worker reads it at boot and writes it after a command: `folder` is a folder's
/// name (`sessions`, `catalogs`, `catalog-drafts`) or `""` for the root (the settings); `bytes`
/// `None` deletes the file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileWrite {
    pub folder: String,
    pub name: String,
    pub bytes: Option<String>,
}

/// A file the page handed over (a download to make, or a file picked to import).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Download {
    pub name: String,
    pub text: String,
}

#[derive(Debug, Default)]
struct Inner {
    /// Every file by (folder, name); the root's folder is `""`.
    files: BTreeMap<(String, String), Vec<u8>>,
    /// What changed since the worker last took the queue, latest version per file.
    queue: BTreeMap<(String, String), Option<Vec<u8>>>,
    /// Files outside the data folder: the one the page picked for import, and exports.
    outside: BTreeMap<PathBuf, Vec<u8>>,
    /// Exports written since the last command, for the page to offer as downloads.
    downloads: Vec<Download>,
    /// Files the browser refused to keep (its quota): in memory only, and sent again with every
    /// command until it takes them. A session among them is said to be unsaved.
    refused: BTreeSet<(String, String)>,
    /// The files a command wrote itself since the worker last took the queue (the rest of the
    /// queue are refused files going out again).
    written: BTreeSet<(String, String)>,
    /// `written` as it was when the worker last took the queue.
    taken_written: BTreeSet<(String, String)>,
}

/// Items and settings in memory with a queue of what to make durable.
#[derive(Debug)]
pub struct JournalStore {
    root: PathBuf,
    in_use: bool,
    inner: Mutex<Inner>,
}

impl JournalStore {
    /// A store holding `files` (as read at boot); `in_use` when another tab owns the storage.
    /// Files whose folder is not one of ours, or whose bytes are not text, are refused.
    pub fn new(root: impl Into<PathBuf>, files: Vec<FileWrite>, in_use: bool) -> JournalStore {
        let mut inner = Inner::default();
        for file in files {
            if let Some(bytes) = file.bytes {
                inner
                    .files
                    .insert((file.folder, file.name), bytes.into_bytes());
            }
        }
        JournalStore {
            root: root.into(),
            in_use,
            inner: Mutex::new(inner),
        }
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        // Every change is one insert or remove: a poisoned lock is usable.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Everything written or deleted since the last call, in (folder, name) order.
    pub fn take_writes(&self) -> Vec<FileWrite> {
        let mut inner = self.inner();
        inner.taken_written = std::mem::take(&mut inner.written);
        let queue = std::mem::take(&mut inner.queue);
        queue
            .into_iter()
            .map(|((folder, name), bytes)| FileWrite {
                folder,
                name,
                bytes: bytes.map(|b| String::from_utf8_lossy(&b).into_owned()),
            })
            .collect()
    }

    /// Gives back writes the worker could not make durable: queued again unless a newer version
    /// of the same file was queued meanwhile, and refused until a later write of them is kept.
    /// Answers whether the command wrote none of them itself (only retries failed again).
    pub fn put_back(&self, writes: Vec<FileWrite>) -> bool {
        let mut inner = self.inner();
        let mut retries_only = true;
        for w in writes {
            let key = (w.folder, w.name);
            retries_only &= !inner.taken_written.contains(&key);
            inner.refused.insert(key.clone());
            inner
                .queue
                .entry(key)
                .or_insert(w.bytes.map(String::into_bytes));
        }
        retries_only
    }

    /// The worker made `writes` durable: none of them is refused any more.
    pub fn kept(&self, writes: &[FileWrite]) {
        let mut inner = self.inner();
        for w in writes {
            inner.refused.remove(&(w.folder.clone(), w.name.clone()));
        }
    }

    /// Whether the browser refused the last write of this file and it is only in memory.
    pub fn is_refused(&self, folder: &str, name: &str) -> bool {
        self.inner()
            .refused
            .contains(&(folder.to_owned(), name.to_owned()))
    }

    /// Whether something is queued.
    pub fn has_writes(&self) -> bool {
        !self.inner().queue.is_empty()
    }

    /// The exports written since the last call, for the page to download.
    pub fn take_downloads(&self) -> Vec<Download> {
        std::mem::take(&mut self.inner().downloads)
    }

    /// Puts the file the facilitator picked in the page at `path`, for `read_import`.
    pub fn put_outside(&self, path: PathBuf, bytes: Vec<u8>) {
        self.inner().outside.insert(path, bytes);
    }

    fn set(&self, folder: &str, name: &str, bytes: Option<Vec<u8>>) -> Result<(), StorageError> {
        if self.in_use {
            return Err(StorageError::in_another_tab());
        }
        let key = (folder.to_owned(), name.to_owned());
        let mut inner = self.inner();
        match &bytes {
            Some(b) => inner.files.insert(key.clone(), b.clone()),
            None => inner.files.remove(&key),
        };
        inner.written.insert(key.clone());
        inner.queue.insert(key, bytes);
        Ok(())
    }

    fn get(&self, folder: &str, name: &str) -> Option<Vec<u8>> {
        self.inner()
            .files
            .get(&(folder.to_owned(), name.to_owned()))
            .cloned()
    }

    fn path(&self, folder: Folder, id: &str) -> PathBuf {
        self.root.join(folder.dir_name()).join(format!("{id}.json"))
    }
}

impl Store for JournalStore {
    fn root(&self) -> &Path {
        &self.root
    }

    fn in_use_elsewhere(&self) -> bool {
        self.in_use
    }

    fn in_use_error(&self) -> StorageError {
        StorageError::in_another_tab()
    }

    fn check_unchanged(&self, _: Folder, _: &str) -> Result<(), StorageError> {
        // Only the tab holding the lock writes, and it reads everything at boot.
        Ok(())
    }

    fn exists(&self, folder: Folder, id: &str) -> bool {
        self.get(folder.dir_name(), &format!("{id}.json")).is_some()
    }

    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match self.get(folder.dir_name(), &format!("{id}.json")) {
            Some(bytes) => capped(&self.path(folder, id), &bytes).map(Some),
            None => Ok(None),
        }
    }

    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError> {
        self.set(
            folder.dir_name(),
            &format!("{id}.json"),
            Some(bytes.to_vec()),
        )
    }

    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        self.set(folder.dir_name(), &format!("{id}.json"), None)
    }

    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError> {
        let dir = self.root.join(folder.dir_name());
        let inner = self.inner();
        Ok(inner
            .files
            .iter()
            .filter(|((f, name), _)| f == folder.dir_name() && !name.starts_with('.'))
            .map(|((_, name), bytes)| FoundFile::held(&dir, name, bytes))
            .collect())
    }

    fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(self.get("", SETTINGS_FILE))
    }

    fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError> {
        self.set("", SETTINGS_FILE, Some(bytes.to_vec()))
    }

    fn set_settings_aside(&self) -> Result<PathBuf, StorageError> {
        let old = self.get("", SETTINGS_FILE);
        self.set("", SETTINGS_ASIDE_FILE, old)?;
        self.set("", SETTINGS_FILE, None)?;
        Ok(self.root.join(SETTINGS_ASIDE_FILE))
    }

    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError> {
        match self.inner().outside.get(path).cloned() {
            Some(bytes) => capped(path, &bytes),
            None => Err(StorageError::new(
                "read-file",
                path,
                io::Error::from(io::ErrorKind::NotFound),
            )),
        }
    }

    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.inner().downloads.push(Download {
            name,
            text: String::from_utf8_lossy(bytes).into_owned(),
        });
        Ok(())
    }
}
