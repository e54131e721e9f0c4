//! Exports: files written where the facilitator chose in the file dialog (session file, CSV,
//! the results' QR code). Each answers where the file was written (its whole path: the message
//! says where the file went, a name alone does not tell which folder), or `None` when the
//! facilitator closed the dialog. The dialog is asked before the sessions' lock is taken: it
//! waits for a person.

use super::AppCore;
use crate::api::SaidResult;
use crate::api::{
    ApiError, CsvExportRequest, CsvKind, Download, DownloadKind, DownloadRequest, ExportNames,
    QrImage, QrRequest, QrResponse, QrSaveRequest, ResultsCodeRequest, SessionExportRequest,
};
use crate::dialog::FileDialog;
use crate::words::say;
use loadout_tracker::session_file::SessionMeta;
use loadout_tracker::Setup;
use loadout_words::Speaker;

impl AppCore {
    /// `session_export`: writes the session file where the facilitator chooses.
    pub fn session_export(&self, req: SessionExportRequest) -> Result<Option<String>, ApiError> {
        let sp = &self.speaker();
        // The session is looked at first, so a wrong id opens no dialog.
        let file_name = self.export_name(&req.id, "loadout-session", "json")?;
        let Some(path) = self.choose_save(FileDialog {
            title: say!(sp, "dialog-save-session"),
            file_name: Some(file_name),
            filter: say!(sp, "filter-session"),
            extensions: &["json"],
        })?
        else {
            return Ok(None);
        };
        // As it is now: a step recorded while the dialog was open is in the file.
        let json = self.session_json(&req.id)?;
        self.storage.write_export(&path, json.as_bytes()).said(sp)?;
        Ok(Some(path.display().to_string()))
    }

    /// The name the save dialog suggests for an export of session `id`: what it is, then the
    /// day the session started and its label, e.g. `loadout-results-2026-12-01-thursday-group.csv`,
    /// so that this week's file does not replace last week's.
    fn export_name(&self, id: &str, what: &str, extension: &str) -> Result<String, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        let session = self.get(sp, &mut open, id)?;
        Ok(export_file_name(
            what,
            session.session.setup(),
            &session.meta,
            extension,
        ))
    }

    fn session_json(&self, id: &str) -> Result<String, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        let session = self.get(sp, &mut open, id)?;
        Ok(session.session.to_file(session.meta.clone()).to_json())
    }

    /// `download`: one export as text for a browser to save; nothing is written here. The same
    /// texts as the file exports (`session_json`, `csv_text`, the results' code).
    pub fn download(&self, req: DownloadRequest) -> Result<Download, ApiError> {
        let (what, extension, mime) = match req.kind {
            DownloadKind::Session => ("loadout-session", "json", "application/json"),
            DownloadKind::ResultsCsv => ("loadout-results", "csv", "text/csv"),
            DownloadKind::LedgerCsv => ("loadout-ledger", "csv", "text/csv"),
            DownloadKind::ResultsSvg => ("loadout-results", "svg", "image/svg+xml"),
        };
        let name = self.export_name(&req.id, what, extension)?;
        let text = match req.kind {
            DownloadKind::Session => self.session_json(&req.id)?,
            DownloadKind::ResultsCsv => self.csv_text(&req.id, CsvKind::Results, req.names)?,
            DownloadKind::LedgerCsv => self.csv_text(&req.id, CsvKind::Ledger, req.names)?,
            DownloadKind::ResultsSvg => {
                self.results_code(ResultsCodeRequest {
                    id: req.id,
                    names: req.names,
                    include_date: req.include_date,
                })?
                .svg
            }
        };
        Ok(Download {
            name,
            mime: mime.to_owned(),
            text,
        })
    }

    /// The results or the ledger of session `id` as CSV, names as chosen.
    fn csv_text(&self, id: &str, kind: CsvKind, names: ExportNames) -> Result<String, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        let session = &self.get(sp, &mut open, id)?.session;
        match kind {
            CsvKind::Results => loadout_results::csv::results_csv(sp, session, names.into()),
            CsvKind::Ledger => loadout_results::csv::ledger_csv(sp, session, names.into()),
        }
        .said(sp)
    }

    /// `results_code`: the results' QR code to show, nothing saved.
    pub fn results_code(&self, req: ResultsCodeRequest) -> Result<QrResponse, ApiError> {
        self.results_qr(QrRequest {
            id: req.id,
            names: req.names,
            include_date: req.include_date,
        })
    }

    /// `export_csv`: writes the results or the ledger of a session as CSV, names as chosen.
    pub fn export_csv(&self, req: CsvExportRequest) -> Result<Option<String>, ApiError> {
        let sp = &self.speaker();
        let csv = || self.csv_text(&req.id, req.kind, req.names);
        csv()?;
        let (title, what) = match req.kind {
            CsvKind::Results => (say!(sp, "dialog-save-results-csv"), "loadout-results"),
            CsvKind::Ledger => (say!(sp, "dialog-save-ledger-csv"), "loadout-ledger"),
        };
        let file_name = self.export_name(&req.id, what, "csv")?;
        let Some(path) = self.choose_save(FileDialog {
            title,
            file_name: Some(file_name),
            filter: say!(sp, "filter-csv"),
            extensions: &["csv"],
        })?
        else {
            return Ok(None);
        };
        self.storage
            .write_export(&path, csv()?.as_bytes())
            .said(sp)?;
        Ok(Some(path.display().to_string()))
    }

    /// `results_qr`: the results (or standings during play) as a QR code.
    pub fn results_qr(&self, req: QrRequest) -> Result<QrResponse, ApiError> {
        let sp = &self.speaker();
        let (payload, is_final) = self.results_payload(sp, &req.id, req.names, req.include_date)?;
        let shortening = payload.shortening();
        Ok(QrResponse {
            text: payload.text().to_owned(),
            svg: loadout_results::qr::svg(&payload),
            shortened: (shortening != loadout_results::Shortening::Full)
                .then(|| shortening.describe(sp)),
            is_final,
        })
    }

    /// `results_qr_save`: the code of `results_qr` as a PNG or SVG picture, where the
    /// facilitator chooses.
    pub fn results_qr_save(&self, req: QrSaveRequest) -> Result<Option<String>, ApiError> {
        let sp = &self.speaker();
        let picture = || -> Result<Vec<u8>, ApiError> {
            let (payload, _) = self.results_payload(sp, &req.id, req.names, req.include_date)?;
            Ok(match req.image {
                QrImage::Png => loadout_results::qr::png(sp, &payload).said(sp)?,
                QrImage::Svg => loadout_results::qr::svg(&payload).into_bytes(),
            })
        };
        picture()?;
        let dialog = match req.image {
            QrImage::Png => FileDialog {
                title: say!(sp, "dialog-save-png"),
                file_name: Some(self.export_name(&req.id, "loadout-results", "png")?),
                filter: say!(sp, "filter-png"),
                extensions: &["png"],
            },
            QrImage::Svg => FileDialog {
                title: say!(sp, "dialog-save-svg"),
                file_name: Some(self.export_name(&req.id, "loadout-results", "svg")?),
                filter: say!(sp, "filter-svg"),
                extensions: &["svg"],
            },
        };
        let Some(path) = self.choose_save(dialog)? else {
            return Ok(None);
        };
        self.storage.write_export(&path, &picture()?).said(sp)?;
        Ok(Some(path.display().to_string()))
    }

    /// The results payload of session `id` and whether the game is over.
    fn results_payload(
        &self,
        sp: &Speaker,
        id: &str,
        names: ExportNames,
        include_date: bool,
    ) -> Result<(loadout_results::Payload, bool), ApiError> {
        let (sheet, is_final) = {
            let mut open = self.lock();
            let session = self.get(sp, &mut open, id)?;
            let options = loadout_results::Options {
                names: names.into(),
                date: include_date
                    .then(|| session_date(session.session.setup(), &session.meta))
                    .flatten(),
            };
            let sheet = loadout_results::Sheet::from_session(sp, &session.session, &options);
            let is_final = sheet.status == loadout_results::Status::Final;
            (sheet, is_final)
        };
        Ok((loadout_results::payload(sp, &sheet).said(sp)?, is_final))
    }
}

/// The day the game was played, as YYYY-MM-DD: the one its setup records, or for a file from
/// before format version 3 the (UTC) date of its start stamp.
fn session_date(setup: &Setup, meta: &SessionMeta) -> Option<String> {
    setup.date.clone().or_else(|| {
        let created = meta.created.as_deref()?.get(..10)?;
        loadout_tracker::text::is_date(created).then(|| created.to_owned())
    })
}

/// `what`, the session's day and its label in lower case with dashes, and `extension`:
/// `loadout-results-2026-12-01-thursday-group.csv`. Letters of any script are kept (file names
/// are Unicode), everything else becomes one dash.
fn export_file_name(what: &str, setup: &Setup, meta: &SessionMeta, extension: &str) -> String {
    let mut name = what.to_owned();
    if let Some(date) = session_date(setup, meta) {
        name.push('-');
        name.push_str(&date);
    }
    if let Ok(Some(label)) = setup.checked_label() {
        let mut words = String::new();
        for c in label.chars().flat_map(char::to_lowercase) {
            if c.is_alphanumeric() {
                words.push(c);
            } else if !words.is_empty() && !words.ends_with('-') {
                words.push('-');
            }
        }
        let words = words.trim_end_matches('-');
        if !words.is_empty() {
            name.push('-');
            name.push_str(words);
        }
    }
    format!("{name}.{extension}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use loadout_tracker::{CatalogInfo, Seat};

    fn setup(label: Option<&str>, date: Option<&str>) -> Setup {
        Setup {
            rules: "v1.1".into(),
            players: vec!["Ana".into(), "Ben".into()],
            starting_seat: Seat(0),
            starting_seat_random: false,
            real_talk: false,
            catalog: CatalogInfo {
                id: None,
                name: "Sample".into(),
                version: String::new(),
                sample: true,
                deck_sizes: None,
                language: None,
                terms: Default::default(),
            },
            label: label.map(str::to_owned),
            date: date.map(str::to_owned),
        }
    }

    #[test]
    fn export_names_carry_the_day_and_the_label() {
        let meta = SessionMeta {
            created: Some("2026-11-24T19:02:00Z".into()),
            updated: None,
        };
        let name =
            |label, date| export_file_name("loadout-results", &setup(label, date), &meta, "csv");
        assert_eq!(
            name(Some("Thursday group, week 3"), Some("2026-12-01")),
            "loadout-results-2026-12-01-thursday-group-week-3.csv"
        );
        assert_eq!(
            name(Some("Jeudi soir à Liège!"), Some("2026-12-01")),
            "loadout-results-2026-12-01-jeudi-soir-à-liège.csv"
        );
        assert_eq!(
            name(None, Some("2026-12-01")),
            "loadout-results-2026-12-01.csv"
        );
        // A file from before version 3: the day of its start stamp.
        assert_eq!(name(None, None), "loadout-results-2026-11-24.csv");
        assert_eq!(name(Some("  "), None), "loadout-results-2026-11-24.csv");
        assert_eq!(
            export_file_name(
                "loadout-session",
                &setup(Some("../../etc"), None),
                &SessionMeta::default(),
                "json"
            ),
            "loadout-session-etc.json"
        );
    }
}
