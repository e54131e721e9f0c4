//! The app's backbone as a plain Rust API: every Tauri command is a thin wrapper over one method
//! of [`AppCore`], so the whole command layer runs in tests without a window.
//!
//! `AppCore` holds the data dir and the sessions opened since start (in a `Mutex`). Every accepted
//! change to a session is saved before the method returns; when saving fails the session stays in
//! memory, the method answers `storage`, and the save is tried again at the start of every later
//! call (and by `session_save_retry`).

use crate::api::{
    code, AmendRequest, ApiError, AppState, CardValidateRequest, CatalogDoc, CatalogEntry,
    CatalogExportRequest, CatalogId, CatalogList, CatalogSaveRequest, CatalogValidateRequest,
    CsvExportRequest, CsvKind, DamagedFile, FilePath, NewSessionRequest, QrRequest, QrResponse,
    RecordRequest, SessionExportRequest, SessionId, SessionList, SessionResponse, SessionSummary,
    Settings, SettingsRequest, StartingSeat, StepRequest,
};
use crate::storage::{self, Folder, FoundFile, Storage, StorageError};
use loadout_tracker::catalog::{validate_card, Catalog, Problem};
use loadout_tracker::session::{HistoryItem, LedgerEntry, Session, SessionFile, SessionMeta};
use loadout_tracker::state::Phase;
use loadout_tracker::{CatalogInfo, ErrorKind, RuleSet, Seat, Setup};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};
use std::time::SystemTime;

/// The id of the sample deck, which ships inside the app and has no file.
pub const SAMPLE_ID: &str = "sample";

/// Largest file the import commands read: far above any real catalog or session.
const IMPORT_MAX_BYTES: u64 = 16 * 1024 * 1024;

/// A session opened (or started) since the app started.
struct OpenSession {
    session: Session,
    meta: SessionMeta,
    catalog_id: Option<String>,
    /// The last save failed; saved again at the start of the next call.
    unsaved: bool,
}

/// The command layer without Tauri: data dir, open sessions, settings.
pub struct AppCore {
    storage: Storage,
    storage_problem: Option<String>,
    open: Mutex<HashMap<String, OpenSession>>,
}

impl AppCore {
    /// Opens the data dir at `root`, creating its folders. A data dir that can't be prepared
    /// (read-only disk...) still opens: the problem is reported by `app_state` and by each save.
    pub fn new(root: impl Into<PathBuf>) -> AppCore {
        let (storage, problem) = Storage::open(root);
        AppCore {
            storage,
            storage_problem: problem.map(|e| e.message),
            open: Mutex::new(HashMap::new()),
        }
    }

    /// The data dir.
    pub fn data_dir(&self) -> &Path {
        self.storage.root()
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, OpenSession>> {
        // A panic while holding the lock leaves every session in a consistent state (each method
        // changes a session only through the tracker, which validates before it changes anything).
        let mut open = self
            .open
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        self.retry_unsaved(&mut open);
        open
    }

    /// Saves again every session whose last save failed; failures stay flagged for next time.
    fn retry_unsaved(&self, open: &mut HashMap<String, OpenSession>) {
        for (id, session) in open.iter_mut().filter(|(_, s)| s.unsaved) {
            // The caller's own save reports the error if the disk is still failing.
            let _ = self.save(id, session);
        }
    }

    fn save(&self, id: &str, open: &mut OpenSession) -> Result<(), StorageError> {
        open.meta.updated = Some(now_rfc3339());
        let json = open.session.to_file(open.meta.clone()).to_json();
        let result = self.storage.write(Folder::Sessions, id, json.as_bytes());
        open.unsaved = result.is_err();
        result
    }

    /// Saves after an accepted change; on failure the change is kept and the answer says so.
    fn save_after_change(&self, id: &str, open: &mut OpenSession) -> Result<(), ApiError> {
        self.save(id, open).map_err(|e| {
            ApiError::new(
                code::STORAGE,
                format!(
                    "Recorded, but not saved to disk. {} Nothing is lost while the app stays \
                     open: it saves again with your next step, or when you tap Retry save.",
                    e.message
                ),
            )
        })
    }

    fn response(id: &str, open: &OpenSession) -> SessionResponse {
        SessionResponse {
            id: id.to_owned(),
            view: open.session.view(),
            catalog_id: open.catalog_id.clone(),
            unsaved: open.unsaved,
        }
    }

    /// The open session `id`, loading it from disk first if needed. A file that can't be read is
    /// refused (and left as it is).
    fn get<'a>(
        &self,
        open: &'a mut HashMap<String, OpenSession>,
        id: &str,
    ) -> Result<&'a mut OpenSession, ApiError> {
        check_id(id, "session")?;
        if !open.contains_key(id) {
            let loaded = self.load(id)?;
            open.insert(id.to_owned(), loaded);
        }
        Ok(open.get_mut(id).expect("inserted above"))
    }

    fn load(&self, id: &str) -> Result<OpenSession, ApiError> {
        let Some(bytes) = self.storage.read(Folder::Sessions, id)? else {
            return Err(ApiError::new(
                code::NOT_FOUND,
                "That session is no longer on this device: it may have been deleted. Pick \
                 another one from the list.",
            ));
        };
        let file_name = format!("{id}.json");
        let file = parse_session_file(&bytes).map_err(|e| in_file(&file_name, e))?;
        let meta = file.meta.clone();
        let session = file.into_session().map_err(|e| in_file(&file_name, e))?;
        let catalog_id = self.catalog_id_for(&session.setup().catalog);
        Ok(OpenSession {
            session,
            meta,
            catalog_id,
            unsaved: false,
        })
    }

    // ----- app -----

    /// `app_state`: the data dir, the session to offer resuming, damaged files, disk trouble.
    pub fn app_state(&self) -> Result<AppState, ApiError> {
        let list = self.session_list()?;
        Ok(AppState {
            data_dir: self.storage.root().display().to_string(),
            resume: list.sessions.into_iter().find(|s| !s.finished),
            damaged_sessions: list.damaged.len(),
            storage_problem: self.storage_problem.clone(),
        })
    }

    // ----- sessions -----

    /// `session_new`: starts a game on a catalog and saves it.
    pub fn session_new(&self, req: NewSessionRequest) -> Result<SessionResponse, ApiError> {
        let catalog = self.catalog(&req.catalog_id)?;
        let players = req.players.len();
        let (starting_seat, starting_seat_random) = match req.starting_seat {
            StartingSeat::Seat(seat) => (seat, false),
            // An empty table draws nothing; the tracker refuses the player count below.
            StartingSeat::Random if players == 0 => (Seat(0), true),
            StartingSeat::Random => (Seat(rand::random_range(0..players) as u8), true),
        };
        let setup = Setup {
            rules: RuleSet::v1_1().edition,
            players: req.players,
            starting_seat,
            starting_seat_random,
            real_talk: req.real_talk,
            catalog: catalog.info(),
        };
        let session = Session::new(setup)?;
        let mut open = self.lock();
        let id = self.new_session_id(&open);
        let now = now_rfc3339();
        let mut new = OpenSession {
            session,
            meta: SessionMeta {
                created: Some(now.clone()),
                updated: Some(now),
            },
            catalog_id: Some(req.catalog_id),
            unsaved: true,
        };
        // Nothing is recorded yet: a session that can't be saved is not started at all.
        self.save(&id, &mut new)?;
        let response = Self::response(&id, &new);
        open.insert(id, new);
        Ok(response)
    }

    /// `session_list`: every session file read; good ones summarized (newest first), the others
    /// named as damaged and left untouched.
    pub fn session_list(&self) -> Result<SessionList, ApiError> {
        let open = self.lock();
        let mut sessions = Vec::new();
        let mut damaged = Vec::new();
        for found in self.storage.list(Folder::Sessions)? {
            if let Some(mem) = found.id.as_ref().and_then(|id| open.get(id)) {
                let id = found.id.as_deref().expect("matched above");
                sessions.push(summarize(id, &mem.session, &mem.meta));
                continue;
            }
            match read_found_session(&found) {
                Ok((id, session, meta)) => sessions.push(summarize(id, &session, &meta)),
                Err(e) => damaged.push(DamagedFile {
                    file_name: found.file_name.clone(),
                    code: e.code,
                    message: e.message,
                }),
            }
        }
        // Sessions started but never saved (disk trouble) are listed too.
        for (id, mem) in open.iter() {
            if !sessions.iter().any(|s| &s.id == id) {
                sessions.push(summarize(id, &mem.session, &mem.meta));
            }
        }
        sessions.sort_by(|a, b| (&b.updated, &b.id).cmp(&(&a.updated, &a.id)));
        Ok(SessionList { sessions, damaged })
    }

    /// `session_open`: loads a session (if not open yet) and answers its view.
    pub fn session_open(&self, req: SessionId) -> Result<SessionResponse, ApiError> {
        let mut open = self.lock();
        let session = self.get(&mut open, &req.id)?;
        Ok(Self::response(&req.id, session))
    }

    /// `session_view`: the current view of a session.
    pub fn session_view(&self, req: SessionId) -> Result<SessionResponse, ApiError> {
        self.session_open(req)
    }

    /// `session_delete`: removes the session's file (the UI asks for confirmation first).
    pub fn session_delete(&self, req: SessionId) -> Result<SessionList, ApiError> {
        check_id(&req.id, "session")?;
        {
            let mut open = self.lock();
            if open.remove(&req.id).is_none() && !self.storage.exists(Folder::Sessions, &req.id) {
                return Err(ApiError::new(
                    code::NOT_FOUND,
                    "That session is no longer on this device.",
                ));
            }
            self.storage.delete(Folder::Sessions, &req.id)?;
        }
        self.session_list()
    }

    /// `record`: one step entered at the table; refused as `stale` when the screen was out of date.
    pub fn record(&self, req: RecordRequest) -> Result<SessionResponse, ApiError> {
        self.change(&req.id, req.expected_len, |s| s.record(req.event).map(drop))
    }

    /// `undo`: drops the last step (never the setup).
    pub fn undo(&self, req: StepRequest) -> Result<SessionResponse, ApiError> {
        self.change(&req.id, req.expected_len, Session::undo)
    }

    /// `redo`: puts back the last undone step.
    pub fn redo(&self, req: StepRequest) -> Result<SessionResponse, ApiError> {
        self.change(&req.id, req.expected_len, Session::redo)
    }

    /// `amend`: replaces the card of an earlier step; every track is recomputed.
    pub fn amend(&self, req: AmendRequest) -> Result<SessionResponse, ApiError> {
        self.change(&req.id, req.expected_len, |s| s.amend(req.index, req.card))
    }

    fn change(
        &self,
        id: &str,
        expected_len: usize,
        apply: impl FnOnce(&mut Session) -> loadout_tracker::Result<()>,
    ) -> Result<SessionResponse, ApiError> {
        let mut open = self.lock();
        let session = self.get(&mut open, id)?;
        if session.session.len() != expected_len {
            return Err(ApiError::new(
                code::STALE,
                "This step was already recorded (the screen was out of date). Nothing was \
                 recorded twice.",
            ));
        }
        apply(&mut session.session)?;
        self.save_after_change(id, session)?;
        Ok(Self::response(id, session))
    }

    /// `session_save_retry`: tries the save again now; `storage` if the disk still refuses.
    pub fn session_save_retry(&self, req: SessionId) -> Result<SessionResponse, ApiError> {
        let mut open = self.lock();
        let session = self.get(&mut open, &req.id)?;
        if session.unsaved {
            self.save(&req.id, session)?;
        }
        Ok(Self::response(&req.id, session))
    }

    /// `history`: every step, with the card that can be amended.
    pub fn history(&self, req: SessionId) -> Result<Vec<HistoryItem>, ApiError> {
        let mut open = self.lock();
        Ok(self.get(&mut open, &req.id)?.session.history())
    }

    /// `ledger`: every step with the numbers it moved and why.
    pub fn ledger(&self, req: SessionId) -> Result<Vec<LedgerEntry>, ApiError> {
        let mut open = self.lock();
        Ok(self.get(&mut open, &req.id)?.session.ledger().to_vec())
    }

    /// `session_export`: writes the session file to a path the facilitator chose.
    pub fn session_export(&self, req: SessionExportRequest) -> Result<(), ApiError> {
        let path = check_path(&req.path)?;
        let json = {
            let mut open = self.lock();
            let session = self.get(&mut open, &req.id)?;
            session.session.to_file(session.meta.clone()).to_json()
        };
        storage::write_atomic(&path, json.as_bytes())?;
        Ok(())
    }

    /// `session_import`: reads a session file, replays it, and keeps it as a new session.
    /// A file that does not replay is refused with the failing step named; nothing is written.
    pub fn session_import(&self, req: FilePath) -> Result<SessionResponse, ApiError> {
        let bytes = read_import(&req.path)?;
        let name = file_name_of(&req.path);
        let file = parse_session_file(&bytes).map_err(|e| in_file(&name, e))?;
        let created = file.meta.created.clone();
        let session = file.into_session().map_err(|e| in_file(&name, e))?;
        let catalog_id = self.catalog_id_for(&session.setup().catalog);
        let mut open = self.lock();
        let id = self.new_session_id(&open);
        let mut new = OpenSession {
            session,
            meta: SessionMeta {
                created: created.or_else(|| Some(now_rfc3339())),
                updated: None,
            },
            catalog_id,
            unsaved: true,
        };
        // Not kept unless saved: the file stays where it is and can be imported again.
        self.save(&id, &mut new)?;
        let response = Self::response(&id, &new);
        open.insert(id, new);
        Ok(response)
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
        storage::write_atomic(&path, csv.as_bytes())?;
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
            storage::write_atomic(&path, &bytes)?;
        }
        let shortening = payload.shortening();
        Ok(QrResponse {
            text: payload.text().to_owned(),
            svg,
            shortened: (shortening != loadout_results::Shortening::Full)
                .then(|| shortening.describe().to_owned()),
            is_final,
        })
    }

    fn new_session_id(&self, open: &HashMap<String, OpenSession>) -> String {
        let stamp: String = now_rfc3339().chars().filter(char::is_ascii_digit).collect();
        loop {
            let suffix: String = (0..4)
                .map(|_| {
                    let n = rand::random_range(0..36u32);
                    char::from_digit(n, 36).expect("below 36")
                })
                .collect();
            // "YYYYMMDD-HHMMSS-xxxx": sorts by time, readable in a file manager.
            let id = format!("{}-{}-{suffix}", &stamp[..8], &stamp[8..14]);
            if !open.contains_key(&id) && !self.storage.exists(Folder::Sessions, &id) {
                return id;
            }
        }
    }

    // ----- catalogs -----

    fn catalog(&self, id: &str) -> Result<Catalog, ApiError> {
        if id == SAMPLE_ID {
            return Ok(Catalog::sample());
        }
        check_id(id, "catalog")?;
        let Some(bytes) = self.storage.read(Folder::Catalogs, id)? else {
            return Err(ApiError::new(
                code::NOT_FOUND,
                "That catalog is no longer on this device: pick another one.",
            ));
        };
        parse_catalog(&bytes).map_err(|e| in_file(&format!("{id}.json"), e))
    }

    /// The stored catalog a session's pickers should use: same name and version.
    fn catalog_id_for(&self, info: &CatalogInfo) -> Option<String> {
        let sample = Catalog::sample();
        if info.sample && info.name == sample.name {
            return Some(SAMPLE_ID.to_owned());
        }
        let found = self.storage.list(Folder::Catalogs).ok()?;
        found.iter().find_map(|f| {
            let catalog = parse_catalog(f.bytes.as_ref().ok()?).ok()?;
            (catalog.name == info.name && catalog.version == info.version)
                .then(|| f.id.clone())
                .flatten()
        })
    }

    /// `catalog_list`: the sample deck first, then the stored catalogs by name.
    pub fn catalog_list(&self) -> Result<CatalogList, ApiError> {
        let mut catalogs = Vec::new();
        let mut damaged = Vec::new();
        for found in self.storage.list(Folder::Catalogs)? {
            let parsed = match (&found.id, &found.bytes) {
                (None, _) => Err(not_an_item_name(&found.file_name, "catalog")),
                (Some(_), Err(e)) => Err(ApiError::new(
                    code::STORAGE,
                    StorageError::new("read the file", Path::new(&found.file_name), clone_io(e))
                        .message,
                )),
                (Some(id), Ok(bytes)) => parse_catalog(bytes).map(|c| (id.clone(), c)),
            };
            match parsed {
                Ok((id, catalog)) => catalogs.push(entry(id, &catalog)),
                Err(e) => damaged.push(DamagedFile {
                    file_name: found.file_name.clone(),
                    code: e.code,
                    message: e.message,
                }),
            }
        }
        catalogs.sort_by_key(|c| (c.name.to_lowercase(), c.id.clone()));
        catalogs.insert(0, entry(SAMPLE_ID.to_owned(), &Catalog::sample()));
        Ok(CatalogList { catalogs, damaged })
    }

    /// `catalog_get`: one catalog and its problems.
    pub fn catalog_get(&self, req: CatalogId) -> Result<CatalogDoc, ApiError> {
        let catalog = self.catalog(&req.id)?;
        Ok(CatalogDoc {
            problems: catalog.validate(),
            id: req.id,
            catalog,
        })
    }

    /// `catalog_validate`: every problem of a catalog being edited; nothing saved.
    pub fn catalog_validate(&self, req: CatalogValidateRequest) -> Vec<Problem> {
        req.catalog.validate()
    }

    /// `card_validate`: every problem of one card (an ad hoc card typed at the table).
    pub fn card_validate(&self, req: CardValidateRequest) -> Vec<Problem> {
        validate_card(&req.card, req.tags.as_deref())
    }

    /// `catalog_save`: saves a valid catalog (new when `id` is `None`); refuses an invalid one
    /// with every problem listed and nothing written.
    pub fn catalog_save(&self, req: CatalogSaveRequest) -> Result<CatalogDoc, ApiError> {
        let problems = req.catalog.validate();
        if !problems.is_empty() {
            return Err(ApiError::invalid_catalog(
                "The catalog was not saved",
                problems,
            ));
        }
        // Held while choosing the id and writing: two saves at once never pick the same new id.
        let _writing = self.lock();
        let id = match req.id {
            Some(id) if id == SAMPLE_ID => {
                return Err(ApiError::new(
                    code::INVALID_INPUT,
                    "The sample deck can't be changed: save your changes as a new catalog.",
                ))
            }
            Some(id) => {
                check_id(&id, "catalog")?;
                // Never overwrite what can't be read: a damaged file stays as it is.
                self.catalog(&id)?;
                id
            }
            None => self.new_catalog_id(&req.catalog.name),
        };
        self.storage
            .write(Folder::Catalogs, &id, req.catalog.to_json().as_bytes())?;
        Ok(CatalogDoc {
            id,
            catalog: req.catalog,
            problems: Vec::new(),
        })
    }

    /// `catalog_delete`: removes a stored catalog (sessions keep their own copies of the cards).
    pub fn catalog_delete(&self, req: CatalogId) -> Result<CatalogList, ApiError> {
        if req.id == SAMPLE_ID {
            return Err(ApiError::new(
                code::INVALID_INPUT,
                "The sample deck ships with the app and can't be deleted.",
            ));
        }
        check_id(&req.id, "catalog")?;
        if !self.storage.exists(Folder::Catalogs, &req.id) {
            return Err(ApiError::new(
                code::NOT_FOUND,
                "That catalog is no longer on this device.",
            ));
        }
        self.storage.delete(Folder::Catalogs, &req.id)?;
        self.catalog_list()
    }

    /// `catalog_import`: reads a catalog file and keeps it as a new catalog. A file with problems
    /// is refused with every problem listed; nothing is changed.
    pub fn catalog_import(&self, req: FilePath) -> Result<CatalogDoc, ApiError> {
        let bytes = read_import(&req.path)?;
        let name = file_name_of(&req.path);
        let catalog = parse_catalog(&bytes).map_err(|e| in_file(&name, e))?;
        let problems = catalog.validate();
        if !problems.is_empty() {
            return Err(ApiError::invalid_catalog(
                &format!("{name} was not imported"),
                problems,
            ));
        }
        let _writing = self.lock();
        let id = self.new_catalog_id(&catalog.name);
        self.storage
            .write(Folder::Catalogs, &id, catalog.to_json().as_bytes())?;
        Ok(CatalogDoc {
            id,
            catalog,
            problems: Vec::new(),
        })
    }

    /// `catalog_export`: writes a catalog (the sample deck too) to a path the facilitator chose.
    pub fn catalog_export(&self, req: CatalogExportRequest) -> Result<(), ApiError> {
        let path = check_path(&req.path)?;
        let catalog = self.catalog(&req.id)?;
        storage::write_atomic(&path, catalog.to_json().as_bytes())?;
        Ok(())
    }

    fn new_catalog_id(&self, name: &str) -> String {
        let mut slug = String::new();
        for c in name.chars().flat_map(char::to_lowercase) {
            if c.is_ascii_alphanumeric() {
                slug.push(c);
            } else if !slug.ends_with('-') && !slug.is_empty() {
                slug.push('-');
            }
        }
        slug.truncate(40);
        let slug = slug.trim_end_matches('-');
        let base = if slug.is_empty() { "catalog" } else { slug };
        (1..)
            .map(|n| match n {
                1 => base.to_owned(),
                n => format!("{base}-{n}"),
            })
            .find(|id| id != SAMPLE_ID && !self.storage.exists(Folder::Catalogs, id))
            .expect("some suffix is free")
    }

    // ----- settings -----

    /// `settings_get`: stored settings; defaults when there are none or the file can't be read.
    pub fn settings_get(&self) -> Result<Settings, ApiError> {
        let Some(bytes) = self.storage.read_settings()? else {
            return Ok(Settings::default());
        };
        // Settings are easy to choose again: an unreadable file gives the defaults (and is
        // replaced at the next settings_set).
        Ok(serde_json::from_slice(&bytes).unwrap_or_default())
    }

    /// `settings_set`: stores the settings.
    pub fn settings_set(&self, req: SettingsRequest) -> Result<Settings, ApiError> {
        let json = serde_json::to_string_pretty(&req.settings).expect("settings serialize");
        self.storage.write_settings(json.as_bytes())?;
        Ok(req.settings)
    }
}

/// A session as the list shows it.
fn summarize(id: &str, session: &Session, meta: &SessionMeta) -> SessionSummary {
    let view = session.view();
    let finished = matches!(view.phase, Phase::GameOver);
    let name_of = |seat: &Seat| {
        view.players
            .iter()
            .find(|p| p.seat == *seat)
            .map(|p| p.name.clone())
    };
    SessionSummary {
        id: id.to_owned(),
        created: meta.created.clone(),
        updated: meta.updated.clone(),
        players: view.players.iter().map(|p| p.name.clone()).collect(),
        round: view.round,
        rounds: view.rounds,
        finished,
        winners: if finished {
            view.standings.winners.iter().filter_map(name_of).collect()
        } else {
            Vec::new()
        },
        catalog: view.catalog.clone(),
        log_len: view.log_len,
    }
}

fn read_found_session(found: &FoundFile) -> Result<(&str, Session, SessionMeta), ApiError> {
    let Some(id) = found.id.as_deref() else {
        return Err(not_an_item_name(&found.file_name, "session"));
    };
    let bytes = found.bytes.as_ref().map_err(|e| {
        ApiError::new(
            code::STORAGE,
            StorageError::new("read the file", Path::new(&found.file_name), clone_io(e)).message,
        )
    })?;
    let file = parse_session_file(bytes)?;
    let meta = file.meta.clone();
    Ok((id, file.into_session()?, meta))
}

fn not_an_item_name(file_name: &str, what: &str) -> ApiError {
    ApiError::new(
        ErrorKind::DamagedFile.code(),
        format!(
            "{file_name} is not named like a {what} file (letters, digits, - and _ then .json). \
             It is left as it is; to use it, import it."
        ),
    )
}

fn parse_session_file(bytes: &[u8]) -> Result<SessionFile, ApiError> {
    let text = std::str::from_utf8(bytes).map_err(|_| {
        ApiError::new(
            ErrorKind::DamagedFile.code(),
            "This is not a session file: it is not text.",
        )
    })?;
    Ok(SessionFile::from_json(text)?)
}

fn parse_catalog(bytes: &[u8]) -> Result<Catalog, ApiError> {
    let text = std::str::from_utf8(bytes).map_err(|_| {
        ApiError::new(
            ErrorKind::DamagedFile.code(),
            "This is not a catalog file: it is not text.",
        )
    })?;
    Ok(Catalog::from_json(text)?)
}

/// Names the file in an error about its contents.
fn in_file(file_name: &str, e: impl Into<ApiError>) -> ApiError {
    let e: ApiError = e.into();
    ApiError {
        message: format!("{file_name}: {}", e.message),
        ..e
    }
}

fn check_id(id: &str, what: &str) -> Result<(), ApiError> {
    if storage::valid_id(id) {
        Ok(())
    } else {
        Err(ApiError::new(
            code::INVALID_INPUT,
            format!("“{id}” is not a {what} id: pick the {what} from the list."),
        ))
    }
}

fn check_path(path: &str) -> Result<PathBuf, ApiError> {
    let path = PathBuf::from(path);
    if path.is_absolute() && path.file_name().is_some() {
        Ok(path)
    } else {
        Err(ApiError::new(
            code::INVALID_INPUT,
            "Choose the file with the file picker (a full path is needed).",
        ))
    }
}

fn read_import(path: &str) -> Result<Vec<u8>, ApiError> {
    let path = check_path(path)?;
    let meta =
        std::fs::metadata(&path).map_err(|e| StorageError::new("read the file", &path, e))?;
    if meta.len() > IMPORT_MAX_BYTES {
        return Err(ApiError::new(
            ErrorKind::DamagedFile.code(),
            format!(
                "{} is too large to be a Loadout file: choose another file.",
                file_name_of(&path.display().to_string())
            ),
        ));
    }
    Ok(std::fs::read(&path).map_err(|e| StorageError::new("read the file", &path, e))?)
}

fn file_name_of(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_owned())
}

fn entry(id: String, catalog: &Catalog) -> CatalogEntry {
    CatalogEntry {
        id,
        name: catalog.name.clone(),
        version: catalog.version.clone(),
        sample: catalog.sample,
        deck_sizes: catalog.deck_sizes(),
        problems: catalog.validate().len(),
    }
}

fn clone_io(e: &std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), e.to_string())
}

/// Now, as the shell stamps it into session files: RFC 3339, UTC, whole seconds.
pub fn now_rfc3339() -> String {
    humantime::format_rfc3339_seconds(SystemTime::now()).to_string()
}
