//! Loadout Companion's desktop shell: a window showing the Svelte UI and the commands it calls.
//!
//! A thin layer over `loadout_tracker`: the shell computes no rule and no score.

mod commands;

pub use commands::AppInfo;

use tauri::{Builder, Context, Runtime};

/// The app's command set, registered on `builder`: the one list `run` and the tests share.
pub fn with_commands<R: Runtime>(builder: Builder<R>) -> Builder<R> {
    builder.invoke_handler(tauri::generate_handler![commands::app_info])
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
