//! Loadout Companion's desktop shell: a window showing the Svelte UI and the commands it calls.
//!
//! A thin layer over `loadout_core`, which does what the app does (`AppCore`, the command list,
//! the requests, responses and error codes): the shell computes no rule and no score. It gives
//! the core what a desktop has (the data folder on disk, `storage`; the system's file dialog,
//! `dialog`; the clock and locale, `platform`; sharing over the network, `server`) and carries
//! the commands to the window (`ipc`); the types that cross are generated for the UI by
//! `bindings`.

pub mod bindings;
pub mod dialog;
#[cfg(target_os = "linux")]
pub mod instance;
pub mod ipc;
pub mod platform;
pub mod server;
pub mod storage;
pub mod trace;

pub use platform::SystemPlatform;

use loadout_core::app::AppCore;
use std::path::PathBuf;
use std::sync::Arc;
use tauri::{Builder, Context, Emitter, Manager, RunEvent, Runtime, WindowEvent};

/// The app's core on the data folder at `root` (created if missing), with this computer's clock
/// and locale. A folder that can't be prepared (read-only disk...) still opens: the problem is
/// reported by `app_state` and by each save.
pub fn open_core(root: impl Into<PathBuf>) -> AppCore {
    let (storage, problem) = storage::Storage::open(root);
    trace::mark(format_args!("storage-opened"));
    let core = AppCore::new(Box::new(storage), Arc::new(SystemPlatform), problem);
    trace::mark(format_args!("core-made"));
    core
}

/// [`open_core`] with the desktop's sharing server as its `ShareService`: the two the app
/// manages (tests that build the app on a temp dir manage them too). The server starts serving
/// and watching the core's changes once the app is built ([`with_commands`]).
pub fn desktop_core(root: impl Into<PathBuf>) -> (AppCore, server::Sharing) {
    let sharing = server::Sharing::new();
    let core = open_core(root).with_sharing(Arc::new(sharing.clone()));
    (core, sharing)
}

/// The app's command set and plugins, registered on `builder`: the one list `run` and the tests
/// share. The data dir is `LOADOUT_DATA_DIR` or the app data dir, and files for import and
/// export come from the system's file dialog, unless the caller already manages an
/// [`AppCore`] (tests do, on a temp dir, with its [`server::Sharing`] when they share:
/// [`desktop_core`]).
pub fn with_commands<R: Runtime>(builder: Builder<R>) -> Builder<R> {
    builder
        .plugin(tauri_plugin_dialog::init())
        .plugin(core_plugin())
        .invoke_handler(ipc::invoke)
}

/// The app's core as a plugin without commands: a plugin is set up when the app is built (the
/// app's own `setup` waits until it runs), so tests that build the app without running it get
/// the same wiring.
fn core_plugin<R: Runtime>() -> tauri::plugin::TauriPlugin<R> {
    tauri::plugin::Builder::new("loadout-core")
        .setup(|app, _api| {
            trace::mark(format_args!("setup-start"));
            if app.try_state::<AppCore>().is_none() {
                let root = storage::Storage::resolve_root(|| app.path().app_data_dir().ok())
                    .ok_or("no folder for the app's data: set LOADOUT_DATA_DIR to one")?;
                let picker = Arc::new(dialog::NativeDialog::new(app.clone()));
                let (core, sharing) = desktop_core(root);
                app.manage(core.with_picker(picker));
                app.manage(sharing);
            }
            let core = app.state::<AppCore>();
            // The server serves the app's own UI and commands and hears of every change; the
            // windows hear when its devices change.
            if let Some(sharing) = app.try_state::<server::Sharing>() {
                let announcer = app.clone();
                sharing.attach(Arc::new(app.clone()), move || {
                    let _ = announcer.emit(SHARE_CHANGED, ());
                });
            }
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
            trace::mark(format_args!("setup-end"));
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
    #[cfg(target_os = "linux")]
    let Some(owner) = claim_instance() else {
        return;
    };
    #[cfg(target_os = "linux")]
    let socket = owner.as_ref().map(|owner| owner.path().to_owned());
    #[cfg(all(desktop, not(target_os = "linux")))]
    let builder = Builder::default().plugin(single_instance());
    #[cfg(any(not(desktop), target_os = "linux"))]
    let builder = Builder::default();
    #[cfg(target_os = "linux")]
    let builder = builder.setup(move |app| {
        if let Some(owner) = owner {
            let handle = app.handle().clone();
            owner.serve(move || {
                let app = handle.clone();
                let _ = handle.run_on_main_thread(move || to_front(&app));
            })?;
        }
        Ok(())
    });
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
        .on_page_load(|_, payload| {
            trace::mark(format_args!("page-load-{:?}", payload.event()));
        })
        .build(context())
        .expect("Loadout Companion could not start its window")
        .run(move |app, event| {
            if let RunEvent::Ready = event {
                trace::mark(format_args!("ready"));
            }
            if let RunEvent::Exit = event {
                // Quitting closes the shared session's socket and every device's connection.
                if let Some(sharing) = app.try_state::<server::Sharing>() {
                    tauri::async_runtime::block_on(sharing.stop());
                }
                #[cfg(target_os = "linux")]
                if let Some(socket) = &socket {
                    instance::Owner::remove(socket);
                }
            }
        });
}

/// One running app per user and data folder (`instance`): `None` if this launch handed over to
/// the running app and must exit, else the socket it now owns, if one could be made.
#[cfg(target_os = "linux")]
fn claim_instance() -> Option<Option<instance::Owner>> {
    let data_dir = std::env::var_os(storage::DATA_DIR_ENV).filter(|d| !d.is_empty());
    let claim = instance::socket_path(data_dir.as_deref())
        .map_or_else(instance::Claim::Unavailable, |path| instance::claim(&path));
    match claim {
        instance::Claim::Owner(owner) => Some(Some(owner)),
        instance::Claim::HandedOver => None,
        // For whoever runs the app from a terminal; the data folder's lock still keeps a
        // second app off this folder.
        instance::Claim::Unavailable(e) => {
            eprintln!(
                "loadout-companion: single-instance socket unavailable, starting anyway: {e}"
            );
            Some(None)
        }
    }
}

/// A later launch handed over to this app: its main window comes to the front.
#[cfg(desktop)]
fn to_front<R: Runtime>(app: &tauri::AppHandle<R>) {
    if let Some(window) = app.get_webview_window("main") {
        // Best effort: at worst nothing moves.
        let _ = window.unminimize();
        let _ = window.show();
        let _ = window.set_focus();
    }
}

/// One running app per user: a second launch brings the first one's window to the front (on
/// Linux, `instance` does it without the plugin's D-Bus client). Two apps on one folder are kept
/// apart by the folder's lock (`storage`) in any case.
#[cfg(all(desktop, not(target_os = "linux")))]
fn single_instance<R: Runtime>() -> tauri::plugin::TauriPlugin<R> {
    tauri_plugin_single_instance::Builder::new()
        .callback(|app, _args, _cwd| to_front(app))
        .build()
}
