//! Loadout Companion's desktop shell: a window showing the Svelte UI and the commands it calls.
//!
//! A thin layer over `loadout_tracker`: the shell computes no rule and no score. The commands
//! (`commands`) wrap a plain Rust API (`app::AppCore`) over one storage boundary
//! (`storage::Store`); the types that cross IPC live in `api` and are generated for the UI by
//! `bindings`.

pub mod api;
pub mod app;
pub mod bindings;
pub mod commands;
pub mod storage;

use tauri::{Builder, Context, Manager, Runtime};

/// The app's command set and plugins, registered on `builder`: the one list `run` and the tests
/// share. The data dir is `LOADOUT_DATA_DIR` or the app data dir, unless the caller already
/// manages an [`app::AppCore`] (tests do, on a temp dir).
pub fn with_commands<R: Runtime>(builder: Builder<R>) -> Builder<R> {
    builder
        .plugin(tauri_plugin_dialog::init())
        .invoke_handler(commands::invoke)
        .setup(|app| {
            if app.try_state::<app::AppCore>().is_none() {
                let root = storage::Storage::resolve_root(|| app.path().app_data_dir().ok())
                    .ok_or("no folder for the app's data: set LOADOUT_DATA_DIR to one")?;
                app.manage(app::AppCore::new(root));
            }
            Ok(())
        })
}

/// The app's configuration, capabilities and (in release builds) embedded UI, for any runtime.
pub fn context<R: Runtime>() -> Context<R> {
    tauri::generate_context!()
}

/// Starts the app and blocks until its window is closed.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    with_commands(Builder::default())
        .run(context())
        .expect("Loadout Companion could not start its window");
}
