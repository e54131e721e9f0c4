//! Exports written with a note: an export's temp file lies in a folder of the facilitator's,
//! where the data folder's clean-up never looks, so a durable note in `exports-in-flight/` says
//! where it is until the export is done; the folder's owner removes what a kill or a power loss
//! left behind at its next start.

use super::{create_dir_all, random_suffix, Owner, Storage, TEMP_PREFIX};
use crate::storage::Fs;
use loadout_core::storage::StorageError;
use loadout_core::storage::StorageFault;
use std::io;
use std::path::{Path, PathBuf};

/// Part of the name of an export's temporary file, in a folder the facilitator chose: named
/// after the export and apart from [`TEMP_PREFIX`], so that no clean-up of ours ever touches a
/// folder the app does not own.
const EXPORT_TEMP_MARK: &str = ".loadout-export-";

/// The data dir's folder of notes on exports being written, one per export: `<suffix>.txt`
/// holds the path of the export's temp file, whose name ends in `<suffix>.tmp`.
pub(super) const EXPORTS_IN_FLIGHT: &str = "exports-in-flight";

/// The most a note in [`EXPORTS_IN_FLIGHT`] is read (a path).
const NOTE_MAX_BYTES: u64 = 8 * 1024;

impl<F: Fs> Storage<F> {
    /// Writes an export over `path` like [`Self::write_atomic`], its temp file next to it; first a
    /// durable note in the data folder says where that temp file is, so that when a kill or a
    /// power loss stops the export halfway, the next start removes it. Without the folder's lock
    /// (another copy of the app owns it) there is no note: its owner's clean-up is not ours.
    pub(super) fn write_export_noted(&self, path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
        let fail = |e: io::Error| StorageError::new("save-file", path, e);
        let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
            return Err(fail(
                StorageFault::NoFileName.io(io::ErrorKind::InvalidInput),
            ));
        };
        let name = name.to_string_lossy();
        if !matches!(self.owner, Owner::Locked { .. }) {
            return self.write_atomic(path, bytes, &format!(".{name}{EXPORT_TEMP_MARK}"));
        }
        let notes = self.root.join(EXPORTS_IN_FLIGHT);
        create_dir_all(&self.fs, &notes)
            .map_err(|e| StorageError::new("create-data-folder", &notes, e))?;
        loop {
            let suffix = random_suffix();
            let temp = dir.join(format!(".{name}{EXPORT_TEMP_MARK}{suffix}.tmp"));
            let note = notes.join(format!("{suffix}.txt"));
            // Durable before the temp file exists: no moment leaves a temp file nobody knows.
            self.write_atomic(&note, temp.to_string_lossy().as_bytes(), TEMP_PREFIX)?;
            match self.create_temp_at(&temp, bytes) {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    let _ = self.fs.remove_file(&note);
                    continue;
                }
                Err(e) => {
                    let _ = self.fs.remove_file(&note);
                    return Err(fail(e));
                }
                Ok(()) => {}
            }
            let result = self
                .fs
                .sync_file(&temp)
                .and_then(|()| self.fs.rename(&temp, path))
                // The rename is only durable once the folder's entry is on disk.
                .and_then(|()| self.fs.sync_dir(dir));
            if result.is_err() {
                let _ = self.fs.remove_file(&temp);
            }
            // A note whose removal is lost finds no temp file at the next start: harmless.
            let _ = self.fs.remove_file(&note);
            return result.map_err(fail);
        }
    }

    /// The owner's clean-up of exports stopped halfway: each note's temp file, when its name is
    /// one of our export temp names with the note's own suffix (a damaged or foreign note names
    /// nothing we remove), then the note.
    pub(super) fn remove_exports_killed_in_flight(&self) {
        let notes = self.root.join(EXPORTS_IN_FLIGHT);
        let Ok(names) = self.fs.read_dir(&notes) else {
            return;
        };
        for name in names {
            let note = notes.join(&name);
            let name = name.to_string_lossy();
            let Some(suffix) = name.strip_suffix(".txt") else {
                // Our own temp files of a note being written; nothing else belongs here.
                if name.starts_with(TEMP_PREFIX) {
                    let _ = self.fs.remove_file(&note);
                }
                continue;
            };
            if let Ok(bytes) = self.fs.read(&note, NOTE_MAX_BYTES) {
                let temp = PathBuf::from(String::from_utf8_lossy(&bytes).into_owned());
                let ours = temp.file_name().is_some_and(|file| {
                    let file = file.to_string_lossy();
                    file.starts_with('.')
                        && file.ends_with(&format!("{EXPORT_TEMP_MARK}{suffix}.tmp"))
                });
                if ours && temp.is_absolute() {
                    // Best effort: gone already when the export finished but its note stayed.
                    let _ = self.fs.remove_file(&temp);
                }
            }
            let _ = self.fs.remove_file(&note);
        }
    }
}
