//! The requests and responses of the session commands (`app/sessions.rs`): start, record,
//! correct, list and open a game.

use super::ErrorCode;
use loadout_tracker::{AnyCard, CatalogInfo, Event, Seat};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Names a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionId {
    pub id: String,
}

/// Who starts round 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum StartingSeat {
    /// The facilitator picked this seat (0-based, in the order players were entered).
    Seat(Seat),
    /// The app draws a seat at random (recorded in the session as drawn at random).
    Random,
}

/// `session_new`: start a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewSessionRequest {
    /// Nicknames in seat order (2 to 6).
    pub players: Vec<String>,
    pub real_talk: bool,
    /// A catalog id from `catalog_list`, or `"sample"`.
    pub catalog_id: String,
    pub starting_seat: StartingSeat,
    /// A few words naming the session ("Thursday group"); empty for none. Stored with the date
    /// the session starts, shown in Past sessions and on the print sheet, and put in the
    /// suggested names of its exports.
    #[serde(default)]
    pub label: String,
}

/// `record`: one step entered at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct RecordRequest {
    pub id: String,
    /// The `view.log_len` the screen was showing; a different length is refused as `stale`.
    pub expected_len: usize,
    pub event: Event,
}

/// `undo` and `redo`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct StepRequest {
    pub id: String,
    pub expected_len: usize,
}

/// `amend`: replace the card of an earlier event (its index from `history`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct AmendRequest {
    pub id: String,
    pub expected_len: usize,
    pub index: usize,
    pub card: AnyCard,
}

/// `insert`: a forgotten step inserted before step `before` (its index from `history`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct InsertRequest {
    pub id: String,
    pub expected_len: usize,
    pub before: usize,
    pub event: Event,
}

/// Every command about one session answers with the whole screen's data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct SessionResponse {
    pub id: String,
    pub view: loadout_words::view::View,
    /// The catalog this session's pickers use: the one whose name and version match the session's,
    /// `"sample"` for the sample deck; `None` when no stored catalog matches (type cards ad hoc).
    pub catalog_id: Option<String>,
    /// The last save failed: the session is only in memory until a save succeeds
    /// (`session_save_retry`, or any next command).
    pub unsaved: bool,
    /// Grows with every change to any session since the app started (and when a session is
    /// opened again). Of two responses about one session, the one with the larger revision is newer: a screen that hears of changes from
    /// several places (its own answers, changes pushed from other devices) keeps the newest.
    pub revision: u64,
    /// What this command did, in words, when the view alone does not say it: after `undo`,
    /// the step it took back; after `redo`, the step it put back.
    pub said: Option<String>,
}

/// One good session file, for the session list and the resume offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionSummary {
    pub id: String,
    /// When the session was started (RFC 3339, UTC), if known.
    pub created: Option<String>,
    /// When it was last saved (RFC 3339, UTC), if known.
    pub updated: Option<String>,
    /// The session's label ("Thursday group"), if it has one.
    pub label: Option<String>,
    /// The day it was started on the facilitator's calendar ("2026-12-01"), when the file
    /// records it (files before format version 3 do not: `created` is all there is).
    pub date: Option<String>,
    /// Nicknames in seat order.
    pub players: Vec<String>,
    /// Round reached (1..=rounds).
    pub round: u8,
    pub rounds: u8,
    pub finished: bool,
    /// Nicknames of the winner(s) once finished (several when the win is shared); empty before.
    pub winners: Vec<String>,
    pub catalog: CatalogInfo,
    /// Steps recorded.
    pub log_len: usize,
}

/// A file in the data dir that can't be read: reported by name and never written to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DamagedFile {
    pub file_name: String,
    /// `damaged_file`, `newer_format` or `storage`.
    pub code: ErrorCode,
    pub message: String,
}

/// `session_list`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionList {
    /// Newest first.
    pub sessions: Vec<SessionSummary>,
    pub damaged: Vec<DamagedFile>,
}
