//! The types that cross IPC: one request struct per command, the responses, and the error.
//!
//! Field names are snake_case, like the tracker's types, so the generated TypeScript reads the
//! same on both sides. Every type here derives `ts_rs::TS`; `bindings.rs` writes them to
//! `ui/src/lib/api/bindings/`.
//!
//! A room per resource, beside `app`'s: `sessions`, `catalogs`, `exports`, `settings`,
//! `sharing`, and the error in `error`; each is re-exported here (`api::SessionResponse`). The
//! app's own (what the start screen and the new session form ask for) are here.

use loadout_tracker::Lang;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

mod catalogs;
mod error;
mod exports;
mod sessions;
mod settings;
mod sharing;

pub use catalogs::*;
pub use error::*;
pub use exports::*;
pub use sessions::*;
pub use settings::*;
pub use sharing::*;

/// What the start screen shows about the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct AppInfo {
    /// The product name, "Loadout Companion".
    pub name: String,
    /// The app's version, e.g. "0.1.0".
    pub version: String,
    /// The rules edition the tracker scores, e.g. "v1.1".
    pub rules_edition: String,
    /// The name of the card catalog that ships with the app.
    pub sample_deck: String,
    /// The language the app speaks now (the setting resolved): the screens before any view.
    pub lang: Lang,
    /// The numbers the forms state and enforce before a session exists (players per table,
    /// nickname length, card limits). The tracker checks them again; the UI copies none.
    pub limits: Limits,
}

/// The rules and limits a new session and a card form are held to, from the tracker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Limits {
    /// The rules a new session is scored by.
    pub rules: loadout_tracker::RuleSet,
    /// Every card is checked against these (`catalog::check_card`).
    pub cards: loadout_tracker::catalog::CardLimits,
    /// The top of every track.
    pub track_max: u8,
    /// What to deal before the first Load card, for the New session form (`words::deal_reminder`).
    pub deal_reminder: String,
}

/// `setup_check`: the nicknames and the label typed so far, nicknames in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SetupCheckRequest {
    pub players: Vec<String>,
    #[serde(default)]
    pub label: String,
}

/// `setup_check`: each seat's problem in words (`null` when the nickname is fine), and the
/// label's, as the start of the session would refuse them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SetupCheck {
    pub seats: Vec<Option<String>>,
    pub label: Option<String>,
}

/// `app_state`: what the start screen needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct AppState {
    /// Where sessions, catalogs and settings are kept.
    pub data_dir: String,
    /// The most recently saved unfinished session, to offer resuming it.
    pub resume: Option<SessionSummary>,
    /// Session files that can't be read (see `session_list`).
    pub damaged_sessions: usize,
    /// Set when the data dir could not be prepared (e.g. read-only): saving will fail; or when
    /// another copy of the app holds it (then `folder_in_use` too).
    pub storage_problem: Option<String>,
    /// Another copy of the app holds the data folder: this one may show it but changes nothing
    /// (every command that would write answers `folder_in_use`).
    pub folder_in_use: bool,
    /// Why `settings.json` can't be used (the default settings are in use meanwhile).
    pub settings_problem: Option<String>,
}
