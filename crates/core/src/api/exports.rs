//! The requests and responses of the export commands (`app/exports.rs`): the session file, the
//! CSV files, the results code and its QR picture, and downloads for a browser.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// `session_export`: write the session file where the facilitator chooses in the file dialog.
/// No path: a request that carries one is refused (the page never names a file).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct SessionExportRequest {
    pub id: String,
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
