//! Exports: files written where the facilitator chose in the file dialog (session file, CSV,
//! the results' QR code). Each answers where the file was written (its whole path: the message
//! says where the file went, a name alone does not tell which folder), or `None` when the
//! facilitator closed the dialog. The dialog is asked before the sessions' lock is taken: it
//! waits for a person.

use super::AppCore;
use crate::api::{
    ApiError, CsvExportRequest, CsvKind, Download, DownloadKind, DownloadRequest, ExportNames,
    QrImage, QrRequest, QrResponse, QrSaveRequest, ResultsCodeRequest, SessionExportRequest,
};
use crate::dialog::FileDialog;

impl AppCore {
    /// `session_export`: writes the session file where the facilitator chooses.
    pub fn session_export(&self, req: SessionExportRequest) -> Result<Option<String>, ApiError> {
        // The session is looked at first, so a wrong id opens no dialog.
        self.session_json(&req.id)?;
        let Some(path) = self.choose_save(FileDialog {
            title: "Save the whole session file",
            file_name: Some("loadout-session.json".to_owned()),
            filter: "Loadout session (JSON)",
            extensions: &["json"],
        })?
        else {
            return Ok(None);
        };
        // As it is now: a step recorded while the dialog was open is in the file.
        let json = self.session_json(&req.id)?;
        self.storage.write_export(&path, json.as_bytes())?;
        Ok(Some(path.display().to_string()))
    }

    fn session_json(&self, id: &str) -> Result<String, ApiError> {
        let mut open = self.lock();
        let session = self.get(&mut open, id)?;
        Ok(session.session.to_file(session.meta.clone()).to_json())
    }

    /// `download`: one export as text for a browser to save; nothing is written here. The same
    /// texts as the file exports (`session_json`, `csv_text`, the results' code).
    pub fn download(&self, req: DownloadRequest) -> Result<Download, ApiError> {
        let (name, mime, text) = match req.kind {
            DownloadKind::Session => (
                "loadout-session.json",
                "application/json",
                self.session_json(&req.id)?,
            ),
            DownloadKind::ResultsCsv => (
                "loadout-results.csv",
                "text/csv",
                self.csv_text(&req.id, CsvKind::Results, req.names)?,
            ),
            DownloadKind::LedgerCsv => (
                "loadout-ledger.csv",
                "text/csv",
                self.csv_text(&req.id, CsvKind::Ledger, req.names)?,
            ),
            DownloadKind::ResultsSvg => {
                let code = self.results_code(ResultsCodeRequest {
                    id: req.id,
                    names: req.names,
                    include_date: req.include_date,
                })?;
                ("loadout-results.svg", "image/svg+xml", code.svg)
            }
        };
        Ok(Download {
            name: name.to_owned(),
            mime: mime.to_owned(),
            text,
        })
    }

    /// The results or the ledger of session `id` as CSV, names as chosen.
    fn csv_text(&self, id: &str, kind: CsvKind, names: ExportNames) -> Result<String, ApiError> {
        let mut open = self.lock();
        let session = &self.get(&mut open, id)?.session;
        Ok(match kind {
            CsvKind::Results => loadout_results::csv::results_csv(session, names.into()),
            CsvKind::Ledger => loadout_results::csv::ledger_csv(session, names.into()),
        }?)
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
        let csv = || self.csv_text(&req.id, req.kind, req.names);
        csv()?;
        let (title, file_name) = match req.kind {
            CsvKind::Results => ("Save results as CSV", "loadout-results.csv"),
            CsvKind::Ledger => ("Save the ledger as CSV", "loadout-ledger.csv"),
        };
        let Some(path) = self.choose_save(FileDialog {
            title,
            file_name: Some(file_name.to_owned()),
            filter: "CSV for spreadsheets",
            extensions: &["csv"],
        })?
        else {
            return Ok(None);
        };
        self.storage.write_export(&path, csv()?.as_bytes())?;
        Ok(Some(path.display().to_string()))
    }

    /// `results_qr`: the results (or standings during play) as a QR code.
    pub fn results_qr(&self, req: QrRequest) -> Result<QrResponse, ApiError> {
        let (payload, is_final) = self.results_payload(&req.id, req.names, req.include_date)?;
        let shortening = payload.shortening();
        Ok(QrResponse {
            text: payload.text().to_owned(),
            svg: loadout_results::qr::svg(&payload),
            shortened: (shortening != loadout_results::Shortening::Full)
                .then(|| shortening.describe()),
            is_final,
        })
    }

    /// `results_qr_save`: the code of `results_qr` as a PNG or SVG picture, where the
    /// facilitator chooses.
    pub fn results_qr_save(&self, req: QrSaveRequest) -> Result<Option<String>, ApiError> {
        let picture = || -> Result<Vec<u8>, ApiError> {
            let (payload, _) = self.results_payload(&req.id, req.names, req.include_date)?;
            Ok(match req.image {
                QrImage::Png => loadout_results::qr::png(&payload)?,
                QrImage::Svg => loadout_results::qr::svg(&payload).into_bytes(),
            })
        };
        picture()?;
        let dialog = match req.image {
            QrImage::Png => FileDialog {
                title: "Save the code as PNG",
                file_name: Some("loadout-results.png".to_owned()),
                filter: "PNG picture",
                extensions: &["png"],
            },
            QrImage::Svg => FileDialog {
                title: "Save the code as SVG",
                file_name: Some("loadout-results.svg".to_owned()),
                filter: "SVG picture",
                extensions: &["svg"],
            },
        };
        let Some(path) = self.choose_save(dialog)? else {
            return Ok(None);
        };
        self.storage.write_export(&path, &picture()?)?;
        Ok(Some(path.display().to_string()))
    }

    /// The results payload of session `id` and whether the game is over.
    fn results_payload(
        &self,
        id: &str,
        names: ExportNames,
        include_date: bool,
    ) -> Result<(loadout_results::Payload, bool), ApiError> {
        let (sheet, is_final) = {
            let mut open = self.lock();
            let session = self.get(&mut open, id)?;
            let options = loadout_results::Options {
                names: names.into(),
                // The day the game was played (UTC date of its start), as YYYY-MM-DD.
                date: include_date
                    .then(|| {
                        session
                            .meta
                            .created
                            .as_deref()?
                            .get(..10)
                            .map(str::to_owned)
                    })
                    .flatten(),
            };
            let sheet = loadout_results::Sheet::from_session(&session.session, &options);
            let is_final = sheet.status == loadout_results::Status::Final;
            (sheet, is_final)
        };
        Ok((loadout_results::payload(&sheet)?, is_final))
    }
}
