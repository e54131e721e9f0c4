//! Exports: files written where the facilitator chose (session file, CSV, the results' QR code).

use super::{check_path, AppCore};
use crate::api::{
    ApiError, CsvExportRequest, CsvKind, QrRequest, QrResponse, SessionExportRequest,
};

impl AppCore {
    /// `session_export`: writes the session file to a path the facilitator chose.
    pub fn session_export(&self, req: SessionExportRequest) -> Result<(), ApiError> {
        let path = check_path(&req.path)?;
        let json = {
            let mut open = self.lock();
            let session = self.get(&mut open, &req.id)?;
            session.session.to_file(session.meta.clone()).to_json()
        };
        self.storage.write_export(&path, json.as_bytes())?;
        Ok(())
    }

    /// `export_csv`: writes the results or the ledger of a session as CSV, names as chosen.
    pub fn export_csv(&self, req: CsvExportRequest) -> Result<(), ApiError> {
        let path = check_path(&req.path)?;
        let csv = {
            let mut open = self.lock();
            let session = &self.get(&mut open, &req.id)?.session;
            match req.kind {
                CsvKind::Results => loadout_results::csv::results_csv(session, req.names.into()),
                CsvKind::Ledger => loadout_results::csv::ledger_csv(session, req.names.into()),
            }?
        };
        self.storage.write_export(&path, csv.as_bytes())?;
        Ok(())
    }

    /// `results_qr`: the results (or standings during play) as a QR code, optionally saved.
    pub fn results_qr(&self, req: QrRequest) -> Result<QrResponse, ApiError> {
        let path = req.path.as_deref().map(check_path).transpose()?;
        let (sheet, is_final) = {
            let mut open = self.lock();
            let session = self.get(&mut open, &req.id)?;
            let options = loadout_results::Options {
                names: req.names.into(),
                // The day the game was played (UTC date of its start), as YYYY-MM-DD.
                date: req
                    .include_date
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
        let payload = loadout_results::payload(&sheet)?;
        let svg = loadout_results::qr::svg(&payload);
        if let Some(path) = path {
            let png = path
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("png"));
            let bytes = if png {
                loadout_results::qr::png(&payload)?
            } else {
                svg.clone().into_bytes()
            };
            self.storage.write_export(&path, &bytes)?;
        }
        let shortening = payload.shortening();
        Ok(QrResponse {
            text: payload.text().to_owned(),
            svg,
            shortened: (shortening != loadout_results::Shortening::Full)
                .then(|| shortening.describe()),
            is_final,
        })
    }
}
