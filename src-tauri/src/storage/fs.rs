//! [`Fs`]: the handful of file operations the data folder is built from, each durability step
//! (write, fsync, rename, fsync the folder) a call of its own, so that a layer wrapped around
//! [`OsFs`] (the power-loss test's simulated disk) sees exactly what is durable and when.

use loadout_core::storage::StorageFault;
use std::ffi::OsString;
use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::Path;

/// The file operations [`Storage`] is built from. Nothing written is durable until synced:
/// file contents by [`Fs::sync_file`], names created, renamed or removed (folders too) by
/// [`Fs::sync_dir`] of their folder.
pub trait Fs: Send + Sync {
    /// Creates the folder `dir`, whose parent exists; `AlreadyExists` when something is there.
    fn create_dir(&self, dir: &Path) -> io::Result<()>;
    /// What `path` is, following links.
    fn metadata(&self, path: &Path) -> io::Result<Meta>;
    /// The names in `dir`, in no particular order.
    fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>>;
    /// The regular file `path`, refused without reading more than `cap + 1` bytes:
    /// `FileTooLarge` above `cap`, `InvalidInput` when it is not a regular file.
    fn read(&self, path: &Path, cap: u64) -> io::Result<Vec<u8>>;
    /// Creates `path` with `bytes`; fails with `AlreadyExists` if it exists.
    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Adds `bytes` at the end of the existing file `path` (not yet synced).
    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Makes `path` hold `bytes` and nothing else, creating it when missing (not yet synced; a
    /// new name is durable once its folder is synced).
    fn replace_contents(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Makes `path`'s contents durable (fsync).
    fn sync_file(&self, path: &Path) -> io::Result<()>;
    /// Renames `from` to `to`, atomically replacing `to`.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes the file `path`.
    fn remove_file(&self, path: &Path) -> io::Result<()>;
    /// Makes the names in `dir` durable (fsync of the folder).
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
    /// Takes the folder `dir` for this process alone, for as long as the answer is kept.
    /// `Ok(None)` when another process holds it.
    fn try_lock(&self, dir: &Path) -> io::Result<Option<Box<dyn FolderLock>>>;
}

/// What [`Fs::metadata`] tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meta {
    pub is_dir: bool,
    /// A regular file (not a folder, a FIFO, a device).
    pub is_file: bool,
    pub len: u64,
}

/// Held while the data folder is ours; dropping it lets another process take the folder.
pub trait FolderLock: Send + Sync + fmt::Debug {}

/// The operating system's file system.
#[derive(Debug, Clone, Copy, Default)]
pub struct OsFs;

/// An open folder with an exclusive `flock` on it; closing it (drop) releases the lock.
#[derive(Debug)]
struct OsLock {
    _held: File,
}

impl FolderLock for OsLock {}

impl Fs for OsFs {
    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        fs::create_dir(dir)
    }

    fn metadata(&self, path: &Path) -> io::Result<Meta> {
        let meta = fs::metadata(path)?;
        Ok(Meta {
            is_dir: meta.is_dir(),
            is_file: meta.is_file(),
            len: meta.len(),
        })
    }

    fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>> {
        fs::read_dir(dir)?
            .map(|entry| entry.map(|e| e.file_name()))
            .collect()
    }

    fn read(&self, path: &Path, cap: u64) -> io::Result<Vec<u8>> {
        read_capped(path, cap)
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?
            .write_all(bytes)
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        OpenOptions::new().append(true).open(path)?.write_all(bytes)
    }

    fn replace_contents(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
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

    #[cfg(unix)]
    fn try_lock(&self, dir: &Path) -> io::Result<Option<Box<dyn FolderLock>>> {
        // The lock is on the folder itself (flock of the open folder), not on a file in it: it
        // needs no write access, leaves nothing behind, and the kernel drops it when the process
        // ends, however it ends.
        lock(File::open(dir)?)
    }

    #[cfg(not(unix))]
    fn try_lock(&self, dir: &Path) -> io::Result<Option<Box<dyn FolderLock>>> {
        // A folder can't be opened as a file here: lock a file in it instead.
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(dir.join(".loadout-lock"))?;
        lock(file)
    }
}

fn lock(file: File) -> io::Result<Option<Box<dyn FolderLock>>> {
    match file.try_lock() {
        Ok(()) => Ok(Some(Box::new(OsLock { _held: file }))),
        Err(fs::TryLockError::WouldBlock) => Ok(None),
        Err(fs::TryLockError::Error(e)) => Err(e),
    }
}

/// The error for a name that is not a regular file (a FIFO would block, a device never ends).
pub(super) fn not_a_file() -> io::Error {
    StorageFault::NotRegular.io(io::ErrorKind::InvalidInput)
}

fn too_large(cap: u64) -> io::Error {
    StorageFault::LargerThan { cap }.io(io::ErrorKind::FileTooLarge)
}

/// Reads a regular file of at most `cap` bytes, whatever stands at `path`: what it is is checked
/// before opening (a FIFO is never opened for a blocking read, a device never read), it is opened
/// without blocking and checked again (it may have been swapped meanwhile), and at most `cap + 1`
/// bytes are read (it may have grown).
pub fn read_capped(path: &Path, cap: u64) -> io::Result<Vec<u8>> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(not_a_file());
    }
    if meta.len() > cap {
        return Err(too_large(cap));
    }
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // A FIFO put there after the check must not block the open; on a regular file
        // O_NONBLOCK changes nothing.
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(not_a_file());
    }
    let mut bytes = Vec::new();
    file.take(cap + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(too_large(cap));
    }
    Ok(bytes)
}
