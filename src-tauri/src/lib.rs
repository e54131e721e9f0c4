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
pub mod dialog;
pub mod server;
pub mod storage;
pub mod words;

use std::sync::Arc;
use tauri::{Builder, Context, Emitter, Manager, RunEvent, Runtime, WindowEvent};

/// The app's command set and plugins, registered on `builder`: the one list `run` and the tests
/// share. The data dir is `LOADOUT_DATA_DIR` or the app data dir, and files for import and
/// export come from the system's file dialog, unless the caller already manages an
/// [`app::AppCore`] (tests do, on a temp dir).
pub fn with_commands<R: Runtime>(builder: Builder<R>) -> Builder<R> {
    builder
        .plugin(tauri_plugin_dialog::init())
        .plugin(core_plugin())
        .invoke_handler(commands::invoke)
}

/// The app's core as a plugin without commands: a plugin is set up when the app is built (the
/// app's own `setup` waits until it runs), so tests that build the app without running it get
/// the same wiring.
fn core_plugin<R: Runtime>() -> tauri::plugin::TauriPlugin<R> {
    tauri::plugin::Builder::new("loadout-core")
        .setup(|app, _api| {
            if app.try_state::<app::AppCore>().is_none() {
                let root = storage::Storage::resolve_root(|| app.path().app_data_dir().ok())
                    .ok_or("no folder for the app's data: set LOADOUT_DATA_DIR to one")?;
                let picker = std::sync::Arc::new(dialog::NativeDialog::new(app.clone()));
                app.manage(app::AppCore::new(root).with_picker(picker));
            }
            let core = app.state::<app::AppCore>();
            // The server serves the app's own UI and commands; the windows hear when its
            // devices change.
            let announcer = app.clone();
            core.sharing().attach(Arc::new(app.clone()), move || {
                let _ = announcer.emit(SHARE_CHANGED, ());
            });
            // The desktop hears of every change to a session, from whichever device made it.
            let handle = app.clone();
            core.on_change(move |response| {
                let _ = handle.emit(SESSION_CHANGED, response);
            });
            // ... and of a change of language, for the screens that show no session.
            let handle = app.clone();
            core.on_language(move |lang| {
                let _ = handle.emit(LANGUAGE_CHANGED, lang);
            });
            Ok(())
        })
        .build()
}

/// The event the windows get with every change to a session (its `SessionResponse`).
pub const SESSION_CHANGED: &str = "session-changed";
/// The event the windows get when the app's language changes (its new `Lang`).
pub const LANGUAGE_CHANGED: &str = "language-changed";
/// The event the windows get when sharing starts or stops, or its devices change.
pub const SHARE_CHANGED: &str = "share-changed";

/// The app's configuration, capabilities and (in release builds) embedded UI, for any runtime.
pub fn context<R: Runtime>() -> Context<R> {
    tauri::generate_context!()
}

/// Starts the app and blocks until its window is closed.
#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    // First, before anything opens the data folder: a second launch hands over to the running
    // app, which comes to the front, and exits.
    #[cfg(desktop)]
    let builder = Builder::default().plugin(single_instance());
    #[cfg(not(desktop))]
    let builder = Builder::default();
    with_commands(builder)
        .on_window_event(|window, event| {
            // Closing the app's window quits the app, as it did before there was a second
            // window: a table display window left open would keep the app running with no way
            // back to it (a second launch hands over to the running app, which has no main
            // window to show) and sharing still on.
            if window.label() == "main" && matches!(event, WindowEvent::Destroyed) {
                window.app_handle().exit(0);
            }
        })
        .build(context())
        .expect("Loadout Companion could not start its window")
        .run(|app, event| {
            if let RunEvent::Exit = event {
                // Quitting closes the shared session's socket and every device's connection.
                tauri::async_runtime::block_on(app.state::<app::AppCore>().sharing().stop());
            }
        });
}

/// One running app per user and data folder: a second launch brings the first one's window to
/// the front. A data folder set with `LOADOUT_DATA_DIR` (a portable copy, a test) gets an
/// instance of its own on Linux; two apps on one folder are kept apart by the folder's lock
/// (`storage`) in any case.
#[cfg(desktop)]
fn single_instance<R: Runtime>() -> tauri::plugin::TauriPlugin<R> {
    #[allow(unused_mut)] // the D-Bus name is Linux's only
    let mut plugin = tauri_plugin_single_instance::Builder::new().callback(|app, _args, _cwd| {
        if let Some(window) = app.get_webview_window("main") {
            // Best effort: the other launch has already given up; at worst nothing moves.
            let _ = window.unminimize();
            let _ = window.show();
            let _ = window.set_focus();
        }
    });
    #[cfg(target_os = "linux")]
    if let Some(dir) = std::env::var_os(storage::DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        use std::hash::{DefaultHasher, Hash, Hasher};
        let mut hasher = DefaultHasher::new();
        dir.hash(&mut hasher);
        plugin = plugin.dbus_id(format!("app.loadout.companion.d{:016x}", hasher.finish()));
    }
    plugin.build()
}
