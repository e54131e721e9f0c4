//! What Loadout Companion does, apart from any window: every command is one method of
//! [`app::AppCore`] over one storage boundary ([`storage::Store`]); the command list
//! (`commands/list.rs`) names each with its request, response and [`commands::Access`]; the
//! types that cross to a client live in [`api`]. Nothing here depends on Tauri, a file system, a
//! clock or a network: a shell gives a `Store`, a [`platform::Platform`] (the clock, chance and
//! the system's language), a [`dialog::FilePicker`] and a [`app::ShareService`], and carries the
//! commands to its clients. The desktop shell is `src-tauri`; the crate also builds for
//! `wasm32-unknown-unknown`, for a browser's.

pub mod api;
pub mod app;
pub mod commands;
pub mod dialog;
pub mod platform;
pub mod storage;
pub mod words;
