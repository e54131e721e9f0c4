//! The system's file dialog, the desktop's [`FilePicker`]: opened here on the Rust side, so
//! that a path never arrives from the webview as a string (`loadout_core::dialog`).

use loadout_core::dialog::{FileDialog, FilePicker};
use std::path::PathBuf;
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_dialog::DialogExt;

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
