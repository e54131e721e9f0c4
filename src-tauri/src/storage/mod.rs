//! The desktop's [`Store`](loadout_core::storage::Store): the data folder on disk (`disk.rs`),
//! built on the [`Fs`] layer of file operations (`fs.rs`).

mod disk;
mod fs;

pub use disk::{session_on_disk, Storage, DATA_DIR_ENV};
pub use fs::{read_capped, FolderLock, Fs, Meta, OsFs};
