//! The empty Tauri 2 app the benchmarks measure Loadout Companion against.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    tauri::Builder::default()
        .run(tauri::generate_context!())
        .expect("the empty app could not start its window");
}
