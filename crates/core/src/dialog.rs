//! Where files for import and export come from: the system's file dialog, opened here on the
//! Rust side. A path never arrives from the webview as a string, so a script in the page can
//! name no file of its own choosing (`~/.bashrc`): the only files read or written outside the
//! data folder are the ones the facilitator picked in the dialog.
//!
//! The dialog is behind [`FilePicker`], so that the command layer runs in tests with a stand-in
//! for the person at the dialog, and in the real app (and its end-to-end tests, which type into
//! GTK's chooser) with the shell's (`loadout_companion::dialog::NativeDialog`).

use std::path::PathBuf;

/// What a dialog asks for: its title, the file name it suggests and the files it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileDialog {
    pub title: String,
    /// The name suggested in a save dialog (`None` in an open dialog).
    pub file_name: Option<String>,
    /// The filter's name, e.g. "Loadout session (JSON)".
    pub filter: String,
    /// The extensions shown, without the dot.
    pub extensions: &'static [&'static str],
}

/// The person at the file dialog: the file they chose, or `None` when they closed the dialog.
pub trait FilePicker: Send + Sync {
    /// Asks where to save.
    fn save_file(&self, dialog: &FileDialog) -> Option<PathBuf>;
    /// Asks which file to open.
    fn open_file(&self, dialog: &FileDialog) -> Option<PathBuf>;
}

/// No dialog at all (an `AppCore` without a window): every dialog is closed at once, so nothing
/// is read or written.
pub struct NoDialog;

impl FilePicker for NoDialog {
    fn save_file(&self, _: &FileDialog) -> Option<PathBuf> {
        None
    }
    fn open_file(&self, _: &FileDialog) -> Option<PathBuf> {
        None
    }
}
