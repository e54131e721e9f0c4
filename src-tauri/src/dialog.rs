//! Where files for import and export come from: the system's file dialog, opened here on the
//! Rust side. A path never arrives from the webview as a string, so a script in the page can
//! name no file of its own choosing (`~/.bashrc`): the only files read or written outside the
//! data folder are the ones the facilitator picked in the dialog.
//!
//! The dialog is behind [`FilePicker`], so that the command layer runs in tests with a stand-in
//! for the person at the dialog, and in the real app (and its end-to-end tests, which type into
//! GTK's chooser) with [`NativeDialog`].

use std::path::PathBuf;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_dialog::DialogExt;

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

/// The system's file dialog (tauri-plugin-dialog), in front of the app's window. It blocks the
/// calling thread until the facilitator answers: commands run off the main thread, and the
/// dialog itself runs on it, so the window keeps painting meanwhile.
pub struct NativeDialog<R: Runtime> {
    app: AppHandle<R>,
}

impl<R: Runtime> NativeDialog<R> {
    /// The dialog of the app `app`.
    pub fn new(app: AppHandle<R>) -> NativeDialog<R> {
        NativeDialog { app }
    }

    fn builder(&self, dialog: &FileDialog) -> tauri_plugin_dialog::FileDialogBuilder<R> {
        let mut builder = self
            .app
            .dialog()
            .file()
            .set_title(&dialog.title)
            .add_filter(&dialog.filter, dialog.extensions);
        if let Some(name) = &dialog.file_name {
            builder = builder.set_file_name(name);
        }
        if let Some(window) = self.app.get_webview_window("main") {
            builder = builder.set_parent(&window);
        }
        builder
    }
}

impl<R: Runtime> FilePicker for NativeDialog<R> {
    fn save_file(&self, dialog: &FileDialog) -> Option<PathBuf> {
        // A `file://` URL or a content URI (mobile) is no path: treated as not chosen.
        self.builder(dialog).blocking_save_file()?.into_path().ok()
    }
    fn open_file(&self, dialog: &FileDialog) -> Option<PathBuf> {
        self.builder(dialog).blocking_pick_file()?.into_path().ok()
    }
}
