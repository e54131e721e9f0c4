//! The types that cross IPC: one request struct per command, the responses, and the error.
//!
//! Field names are snake_case, like the tracker's types, so the generated TypeScript reads the
//! same on both sides. Every type here derives `ts_rs::TS`; `bindings.rs` writes them to
//! `ui/src/lib/api/bindings/`.

use crate::words::say;
use loadout_tracker::catalog::Catalog;
use loadout_tracker::{AnyCard, CatalogInfo, Deck, DeckSizes, ErrorKind, Event, Lang, Seat};
use loadout_words::catalog::SaidProblem as Problem;
use loadout_words::{Conflict, Said, Speaker};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

mod sharing;
pub use sharing::*;

/// An error as the UI receives it: branch on `code`, show `message`.
///
/// In TypeScript it is `WireError`: the client turns it into its `ApiError` class.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS, thiserror::Error)]
#[ts(rename = "WireError")]
#[error("{message}")]
pub struct ApiError {
    pub code: ErrorCode,
    pub message: String,
    /// Every problem of a refused catalog or card, each naming its card (empty otherwise).
    pub problems: Vec<Problem>,
    /// A correction refused because a later step would break: which step (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub conflict: Option<Conflict>,
}

/// What went wrong, to branch on: the tracker's `ErrorKind` or the results crate's unchanged,
/// or the shell's own. On the wire and in TypeScript it is the snake_case string, e.g.
/// `"wrong_step"`, `"too_long"`, `"stale"`; each is spelled once, where its kind is declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged)]
pub enum ErrorCode {
    Tracker(ErrorKind),
    Results(loadout_results::ErrorKind),
    Shell(ShellCode),
}

/// Declares [`ShellCode`] with each code's wire string, once: serde, TypeScript and
/// [`ShellCode::as_str`] all take it from here.
macro_rules! shell_codes {
    ($( $(#[$doc:meta])* $variant:ident = $code:literal, )*) => {
        /// The shell's own error codes.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
        pub enum ShellCode {
            $( $(#[$doc])* #[serde(rename = $code)] $variant, )*
        }

        impl ShellCode {
            /// The code as it crosses the wire, e.g. `"stale"`.
            pub fn as_str(self) -> &'static str {
                match self {
                    $( ShellCode::$variant => $code, )*
                }
            }
        }
    };
}

shell_codes! {
    /// The request's `expected_len` is not the session's log length: the screen was out of date.
    Stale = "stale",
    /// Reading or writing the data dir failed; a session is kept in memory and saved again later.
    Storage = "storage",
    /// No session or catalog with that id.
    NotFound = "not_found",
    /// The request itself is malformed (bad id, bad path, a request that does not fit).
    InvalidInput = "invalid_input",
    /// Another copy of the app holds the data folder: this one may look but not change anything.
    FolderInUse = "folder_in_use",
    /// The file on disk was changed by another program since this app read or saved it; nothing
    /// was written.
    ChangedOnDisk = "changed_on_disk",
    /// A shared session's device: its link is not valid (no secret, a wrong one, revoked).
    Unauthorized = "unauthorized",
    /// A shared session's device asked for what its link does not allow (a display recording,
    /// another session, anything of the app outside the shared session).
    Forbidden = "forbidden",
    /// Too many wrong links from one address: wait, then scan the code again.
    RateLimited = "rate_limited",
    /// As many devices as allowed have joined the shared session.
    TooManyDevices = "too_many_devices",
    /// A request to the shared session under another host name than the address served
    /// (DNS rebinding).
    WrongHost = "wrong_host",
    /// A request to the shared session from another web page (`Origin`).
    ForeignOrigin = "foreign_origin",
}

impl ErrorCode {
    /// The code as it crosses the wire, e.g. `"stale"`.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::Tracker(kind) => kind.code(),
            ErrorCode::Results(kind) => kind.code(),
            ErrorCode::Shell(code) => code.as_str(),
        }
    }
}

impl From<ErrorKind> for ErrorCode {
    fn from(kind: ErrorKind) -> Self {
        ErrorCode::Tracker(kind)
    }
}

impl From<ShellCode> for ErrorCode {
    fn from(code: ShellCode) -> Self {
        ErrorCode::Shell(code)
    }
}

impl From<loadout_results::ErrorKind> for ErrorCode {
    fn from(kind: loadout_results::ErrorKind) -> Self {
        ErrorCode::Results(kind)
    }
}

/// Tests compare codes with their wire strings.
impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl ApiError {
    /// An error with its code and a message for the facilitator.
    pub fn new(code: impl Into<ErrorCode>, message: impl Into<String>) -> Self {
        ApiError {
            code: code.into(),
            message: message.into(),
            problems: Vec::new(),
            conflict: None,
        }
    }

    /// An `invalid_catalog` refusal listing every problem in the message and in `problems`.
    pub fn invalid_catalog(sp: &Speaker, what: &str, problems: Vec<Problem>) -> Self {
        let mut message = say!(
            sp,
            "shell-invalid-catalog",
            what = what,
            count = problems.len()
        );
        for problem in &problems {
            message.push_str("\n- ");
            message.push_str(&problem.message);
        }
        ApiError {
            code: ErrorKind::InvalidCatalog.into(),
            message,
            problems,
            conflict: None,
        }
    }
}

/// An error that becomes an [`ApiError`] when it is said: the words of its message are the
/// speaker's.
pub trait Unsaid {
    /// This error as the app answers it, its message said by `sp`.
    fn said(self, sp: &Speaker) -> ApiError;
}

impl Unsaid for loadout_tracker::Error {
    fn said(self, sp: &Speaker) -> ApiError {
        ApiError {
            conflict: self.conflict(sp),
            ..ApiError::new(self.kind(), self.message(sp))
        }
    }
}

impl Unsaid for loadout_results::Error {
    fn said(self, _: &Speaker) -> ApiError {
        ApiError::new(self.kind(), self.message())
    }
}

impl Unsaid for crate::storage::StorageError {
    fn said(self, sp: &Speaker) -> ApiError {
        use crate::storage::StorageErrorKind as Kind;
        let code: ErrorCode = match self.kind {
            Kind::Io => ShellCode::Storage.into(),
            Kind::InUse => ShellCode::FolderInUse.into(),
            Kind::ChangedOnDisk => ShellCode::ChangedOnDisk.into(),
            Kind::TooLarge | Kind::NotAFile => ErrorKind::DamagedFile.into(),
        };
        ApiError::new(code, self.message(sp))
    }
}

impl Unsaid for ApiError {
    fn said(self, _: &Speaker) -> ApiError {
        self
    }
}

/// `result?` for an error that is said first: `result.said(sp)?`.
pub trait SaidResult<T> {
    /// The result with its error said by `sp`.
    fn said(self, sp: &Speaker) -> Result<T, ApiError>;
}

impl<T, E: Unsaid> SaidResult<T> for Result<T, E> {
    fn said(self, sp: &Speaker) -> Result<T, ApiError> {
        self.map_err(|e| e.said(sp))
    }
}

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

/// Names a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionId {
    pub id: String,
}

/// Names a catalog (`"sample"` for the sample deck).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogId {
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

/// `session_export`: write the session file where the facilitator chooses in the file dialog.
/// No path: a request that carries one is refused (the page never names a file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct SessionExportRequest {
    pub id: String,
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

/// One catalog in `catalog_list`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogEntry {
    /// `"sample"` for the sample deck.
    pub id: String,
    pub name: String,
    pub version: String,
    /// The project's sample deck, not the printed cards.
    pub sample: bool,
    /// The language the cards are printed in (`Catalog::language`), when the catalog says.
    pub language: Option<String>,
    pub deck_sizes: DeckSizes,
    /// Problems found in a stored catalog edited outside the app (empty when valid).
    pub problems: usize,
}

/// `catalog_list`: the sample deck first, then the facilitator's catalogs by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogList {
    pub catalogs: Vec<CatalogEntry>,
    pub damaged: Vec<DamagedFile>,
    /// Catalogs being typed in, not saved as catalogs yet; the most recently saved first.
    pub drafts: Vec<DraftEntry>,
}

/// A catalog draft as the catalogs screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftEntry {
    pub id: String,
    /// The catalog's name as typed so far (may be empty).
    pub name: String,
    /// The stored catalog these are changes to; `None` for a new catalog.
    pub replaces: Option<String>,
    /// Cards typed so far, every deck together.
    pub cards: usize,
    /// What is left to fix before it can be saved as a catalog.
    pub problems: usize,
    /// When it was last saved (RFC 3339, UTC).
    pub saved: Option<String>,
}

/// Where the facilitator was in a draft, to open it there again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftPlace {
    /// The deck on screen.
    pub deck: Deck,
    /// The card last typed in, counted from 0 in that deck; `None`: none yet.
    pub card: Option<u32>,
}

/// `catalog_draft_save`: a catalog as it is being typed, problems and all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftSaveRequest {
    /// The draft this replaces; `None` starts a new one.
    pub id: Option<String>,
    /// The stored catalog these are changes to; `None` for a new catalog.
    pub replaces: Option<String>,
    pub place: DraftPlace,
    pub catalog: Catalog,
}

/// `catalog_draft_save`: the draft's id (new the first time) and when it was saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftSaved {
    pub id: String,
    pub saved: String,
}

/// `catalog_draft_get`: a draft to go on typing, with its problems.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftDoc {
    pub id: String,
    pub replaces: Option<String>,
    pub place: DraftPlace,
    pub catalog: Catalog,
    pub problems: Vec<Problem>,
    pub saved: Option<String>,
}

/// `catalog_get`: a catalog with its id, and its problems (for the editor).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogDoc {
    pub id: String,
    pub catalog: Catalog,
    pub problems: Vec<Problem>,
}

/// `catalog_save`: `id` `None` saves a new catalog; an id replaces that catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogSaveRequest {
    pub id: Option<String>,
    pub catalog: Catalog,
    /// The draft it was typed in: deleted once the catalog is saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub draft: Option<String>,
}

/// `catalog_validate`: live validation for the editor, nothing saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogValidateRequest {
    pub catalog: Catalog,
}

/// `catalog_paste_columns`: the columns of a row pasted for `deck`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PasteColumnsRequest {
    pub deck: Deck,
}

/// `catalog_paste_rows`: rows pasted from a spreadsheet, read as cards of `deck` for `catalog`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PasteRowsRequest {
    pub deck: Deck,
    pub text: String,
    pub catalog: Catalog,
}

/// `card_validate`: check an ad hoc card typed at the table (tags checked against `tags` when given).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CardValidateRequest {
    pub card: AnyCard,
    pub tags: Option<Vec<loadout_tracker::Tag>>,
}

/// `catalog_export`: write catalog `id` where the facilitator chooses in the file dialog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct CatalogExportRequest {
    pub id: String,
}

/// Light or dark, or as the system says.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

/// The language setting: `"system"` (the system's language, English when the app does not speak
/// it) or a language's code. A code this version does not know (a newer version's file) reads as
/// `"system"`, never as an error.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum LanguageChoice {
    #[default]
    System,
    /// This language, by its code (the pseudo-language's too, for checking that every screen has
    /// room for a longer translation; the settings screen does not offer it).
    #[serde(untagged)]
    Lang(Lang),
}

impl LanguageChoice {
    /// The language chosen; `None` for the system's.
    pub fn lang(self) -> Option<Lang> {
        match self {
            LanguageChoice::System => None,
            LanguageChoice::Lang(lang) => Some(lang),
        }
    }
}

impl<'de> Deserialize<'de> for LanguageChoice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        Ok(Lang::from_tag(&code).map_or(LanguageChoice::System, LanguageChoice::Lang))
    }
}

/// Text size for reading at arm's length.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum TextSize {
    #[default]
    Normal,
    Large,
    Larger,
}

/// How players are named in exports (the results crate's `Names`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ExportNames {
    /// The nicknames as entered.
    #[default]
    AsEntered,
    /// Initials, e.g. "Big Ana" → "BA".
    Initials,
    /// "Seat 1", "Seat 2", ... and no name at all.
    SeatNumbers,
}

impl From<ExportNames> for loadout_results::Names {
    fn from(names: ExportNames) -> Self {
        match names {
            ExportNames::AsEntered => loadout_results::Names::AsEntered,
            ExportNames::Initials => loadout_results::Names::Initials,
            ExportNames::SeatNumbers => loadout_results::Names::SeatNumbers,
        }
    }
}

/// Which CSV file to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum CsvKind {
    /// A row per player, best place first.
    Results,
    /// A row per change, in log order.
    Ledger,
}

/// `export_csv`: write a session's results or ledger as CSV where the facilitator chooses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct CsvExportRequest {
    pub id: String,
    pub kind: CsvKind,
    pub names: ExportNames,
}

/// `results_code`: the results (or standings during play) as a QR code to show; nothing written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ResultsCodeRequest {
    pub id: String,
    pub names: ExportNames,
    /// Print the day the session was started.
    pub include_date: bool,
}

/// What `download` hands over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum DownloadKind {
    /// The session file (JSON).
    Session,
    /// The results as CSV.
    ResultsCsv,
    /// The ledger as CSV.
    LedgerCsv,
    /// The results' QR code as an SVG picture.
    ResultsSvg,
}

/// `download`: one export of a session as text, for a browser to save (a shared session's
/// tablet has no file paths on the computer).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct DownloadRequest {
    pub id: String,
    pub kind: DownloadKind,
    pub names: ExportNames,
    /// For the QR code: print the day the session was started.
    pub include_date: bool,
}

/// An export as a browser saves it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Download {
    /// The file name to suggest, e.g. `loadout-results.csv`.
    pub name: String,
    /// Its MIME type, e.g. `text/csv`.
    pub mime: String,
    pub text: String,
}

/// `results_qr`: the results as a QR code, to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct QrRequest {
    pub id: String,
    pub names: ExportNames,
    /// Print the day the session was started.
    pub include_date: bool,
}

/// A picture of the QR code as a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum QrImage {
    Png,
    Svg,
}

/// `results_qr_save`: the code of `results_qr` saved as a picture where the facilitator chooses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct QrSaveRequest {
    pub id: String,
    pub names: ExportNames,
    pub include_date: bool,
    pub image: QrImage,
}

/// The results code, ready to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct QrResponse {
    /// The text the code holds (plain text, readable by any QR reader).
    pub text: String,
    /// The code as an SVG document (black on white, quiet zone included).
    pub svg: String,
    /// What was left out to fit one readable code; `None` when nothing was.
    pub shortened: Option<String>,
    /// The code holds final results (the game is over), not standings during play.
    pub is_final: bool,
}

/// What exports contain unless changed at export time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct ExportDefaults {
    pub names: ExportNames,
    pub include_date: bool,
}

impl Default for ExportDefaults {
    fn default() -> Self {
        ExportDefaults {
            names: ExportNames::AsEntered,
            include_date: true,
        }
    }
}

/// The app's settings, kept in `settings.json` apart from sessions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(default)]
pub struct Settings {
    /// The app's language: the system's, or one chosen.
    pub language: LanguageChoice,
    pub theme: Theme,
    pub text_size: TextSize,
    pub export: ExportDefaults,
}

/// `settings_set`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SettingsRequest {
    pub settings: Settings,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The settings file keeps the language as it always did: "system" or the language's code.
    #[test]
    fn a_language_choice_is_its_code() {
        for (choice, code) in [
            (LanguageChoice::System, "system"),
            (LanguageChoice::Lang(Lang::En), "en"),
            (LanguageChoice::Lang(Lang::De), "de"),
            (LanguageChoice::Lang(Lang::Fr), "fr"),
            (LanguageChoice::Lang(Lang::Es), "es"),
            (LanguageChoice::Lang(Lang::Pseudo), "en-XA"),
        ] {
            assert_eq!(serde_json::to_value(choice).unwrap(), code);
            assert_eq!(
                serde_json::from_value::<LanguageChoice>(code.into()).unwrap(),
                choice
            );
        }
        // A newer version's language reads as the system's.
        assert_eq!(
            serde_json::from_value::<LanguageChoice>("nl".into()).unwrap(),
            LanguageChoice::System
        );
        eprintln!(
            "{}",
            <LanguageChoice as TS>::decl(&ts_rs::Config::default())
        );
    }

    /// The wire string of every code is the one its crate states, so the UI's union is right.
    #[test]
    fn error_codes_cross_the_wire_as_their_crates_codes() {
        use loadout_results::ErrorKind as R;
        let tracker = [
            ErrorKind::WrongStep,
            ErrorKind::Overloaded,
            ErrorKind::InvalidCatalog,
            ErrorKind::DamagedFile,
            ErrorKind::NewerFormat,
        ];
        for kind in tracker {
            let code = ErrorCode::from(kind);
            assert_eq!(serde_json::to_value(code).unwrap(), kind.code());
            assert_eq!(code.as_str(), kind.code());
        }
        for kind in [R::TooLong, R::NotResults, R::Names, R::Write] {
            let code = ErrorCode::from(kind);
            assert_eq!(serde_json::to_value(code).unwrap(), kind.code());
            assert_eq!(code.as_str(), kind.code());
        }
        for (code, wire) in [
            (ShellCode::Stale, "stale"),
            (ShellCode::Storage, "storage"),
            (ShellCode::NotFound, "not_found"),
            (ShellCode::InvalidInput, "invalid_input"),
            (ShellCode::FolderInUse, "folder_in_use"),
            (ShellCode::ChangedOnDisk, "changed_on_disk"),
            (ShellCode::Unauthorized, "unauthorized"),
            (ShellCode::Forbidden, "forbidden"),
            (ShellCode::RateLimited, "rate_limited"),
            (ShellCode::TooManyDevices, "too_many_devices"),
            (ShellCode::WrongHost, "wrong_host"),
            (ShellCode::ForeignOrigin, "foreign_origin"),
        ] {
            assert_eq!(serde_json::to_value(code).unwrap(), wire);
            assert_eq!(ErrorCode::from(code).as_str(), wire);
            let back: ErrorCode = serde_json::from_value(wire.into()).unwrap();
            assert_eq!(back, ErrorCode::from(code));
        }
    }
}
