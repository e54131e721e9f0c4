//! A [`Store`] in memory: the core's own tests, and a shell whose storage lives elsewhere (a
//! browser's, which loads it whole) start from one. Nothing is durable: what a `MemoryStore`
//! holds is gone with it. The files a facilitator "picks" for import are put in by hand
//! ([`MemoryStore::put_file`]) and exports are kept to be read back ([`MemoryStore::file`]).

use super::{capped, Folder, FoundFile, StorageError, Store};
use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// Items, settings and outside files, each a byte string, behind one lock.
#[derive(Debug, Default)]
pub struct MemoryStore {
    root: PathBuf,
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// Every folder's files by name (`<id>.json`, or any name put there by
    /// [`MemoryStore::put_item_file`]).
    items: BTreeMap<(&'static str, String), Vec<u8>>,
    settings: Option<Vec<u8>>,
    settings_aside: Option<Vec<u8>>,
    /// Files outside the data folder, by path: what import reads and export writes.
    files: BTreeMap<PathBuf, Vec<u8>>,
}

impl MemoryStore {
    /// An empty store; `root` is what `app_state` shows as the data folder.
    pub fn new(root: impl Into<PathBuf>) -> MemoryStore {
        MemoryStore {
            root: root.into(),
            inner: Mutex::default(),
        }
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        // Every change is one insert or remove: a poisoned lock is usable.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Puts a file outside the data folder at `path`, as if the facilitator had it on their disk.
    pub fn put_file(&self, path: impl Into<PathBuf>, bytes: impl Into<Vec<u8>>) {
        self.inner().files.insert(path.into(), bytes.into());
    }

    /// The file outside the data folder at `path` (one put there, or an export).
    pub fn file(&self, path: &Path) -> Option<Vec<u8>> {
        self.inner().files.get(path).cloned()
    }

    /// Puts a file named `file_name` into `folder`, as another program would (a damaged
    /// session, a file whose name is no item's).
    pub fn put_item_file(&self, folder: Folder, file_name: &str, bytes: impl Into<Vec<u8>>) {
        self.inner()
            .items
            .insert((folder.dir_name(), file_name.to_owned()), bytes.into());
    }

    fn key(folder: Folder, id: &str) -> (&'static str, String) {
        (folder.dir_name(), format!("{id}.json"))
    }

    fn path(&self, folder: Folder, id: &str) -> PathBuf {
        self.root.join(folder.dir_name()).join(format!("{id}.json"))
    }
}

impl Store for MemoryStore {
    fn root(&self) -> &Path {
        &self.root
    }

    fn in_use_elsewhere(&self) -> bool {
        false
    }

    fn check_unchanged(&self, _: Folder, _: &str) -> Result<(), StorageError> {
        // Nothing else reaches this memory.
        Ok(())
    }

    fn exists(&self, folder: Folder, id: &str) -> bool {
        self.inner().items.contains_key(&Self::key(folder, id))
    }

    fn read(&self, folder: Folder, id: &str) -> Result<Option<Vec<u8>>, StorageError> {
        match self.inner().items.get(&Self::key(folder, id)) {
            Some(bytes) => capped(&self.path(folder, id), bytes).map(Some),
            None => Ok(None),
        }
    }

    fn write(&self, folder: Folder, id: &str, bytes: &[u8]) -> Result<(), StorageError> {
        self.inner()
            .items
            .insert(Self::key(folder, id), bytes.to_vec());
        Ok(())
    }

    fn delete(&self, folder: Folder, id: &str) -> Result<(), StorageError> {
        self.inner().items.remove(&Self::key(folder, id));
        Ok(())
    }

    fn list(&self, folder: Folder) -> Result<Vec<FoundFile>, StorageError> {
        let dir = self.root.join(folder.dir_name());
        Ok(self
            .inner()
            .items
            .iter()
            .filter(|((f, name), _)| *f == folder.dir_name() && !name.starts_with('.'))
            .map(|((_, name), bytes)| FoundFile::held(&dir, name, bytes))
            .collect())
    }

    fn read_settings(&self) -> Result<Option<Vec<u8>>, StorageError> {
        Ok(self.inner().settings.clone())
    }

    fn write_settings(&self, bytes: &[u8]) -> Result<(), StorageError> {
        self.inner().settings = Some(bytes.to_vec());
        Ok(())
    }

    fn set_settings_aside(&self) -> Result<PathBuf, StorageError> {
        let mut inner = self.inner();
        inner.settings_aside = inner.settings.take();
        Ok(self.root.join("settings.damaged.json"))
    }

    fn read_import(&self, path: &Path) -> Result<Vec<u8>, StorageError> {
        match self.inner().files.get(path) {
            Some(bytes) => capped(path, bytes),
            None => Err(StorageError::new(
                "read-file",
                path,
                io::Error::from(io::ErrorKind::NotFound),
            )),
        }
    }

    fn write_export(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        self.inner().files.insert(path.to_owned(), bytes.to_vec());
        Ok(())
    }
}
