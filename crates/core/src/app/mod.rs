//! The app's backbone as a plain Rust API: every command is one method of [`AppCore`], so the
//! whole command layer runs in tests without a window, and every transport calls the same code.
//!
//! `AppCore` holds its storage (a [`Store`]) and the sessions opened since start (in a `Mutex`).
//! Every accepted change to a session is saved before the method returns; when saving fails the
//! session stays in memory, the method answers `storage`, and the save is tried again at the start
//! of every later call (and by `session_save_retry`).
//!
//! One file per resource: `sessions.rs` (start, list, open, record, undo, import), `catalogs.rs`,
//! `exports.rs` (files written for the facilitator), `settings.rs` and `sharing.rs` (the session
//! shared with the table over the local network, `crate::server`); this file has what they share
//! (the open sessions, saving, ids and paths).

mod catalogs;
mod exports;
mod sessions;
mod settings;
pub use settings::resolve as resolve_language;
mod sharing;
pub use sharing::{NoSharing, ShareService};

use crate::api::{SaidResult, Unsaid};
use crate::words::say;
use loadout_words::Speaker;
use sessions::parse_session_file;

use crate::api::{
    ApiError, AppInfo, AppState, Limits, SessionResponse, SetupCheck, SetupCheckRequest, ShellCode,
};
use crate::dialog::{FileDialog, FilePicker, NoDialog};
use crate::platform::Platform;
use crate::storage::{valid_id, Folder, FoundFile, StorageError, StorageErrorKind, Store};
use loadout_tracker::catalog::Catalog;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionMeta;
use loadout_tracker::{document, ErrorKind, Lang, RuleSet};
use loadout_words::{Said, SessionWords};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

/// The app's name, as `productName` in tauri.conf.json says it (a test checks they agree).
pub const PRODUCT_NAME: &str = "Loadout Companion";

/// The id of the sample deck, which ships inside the app and has no file.
pub const SAMPLE_ID: &str = "sample";

/// A session opened (or started) since the app started.
struct OpenSession {
    session: Session,
    meta: SessionMeta,
    catalog_id: Option<String>,
    /// The last save failed; saved again at the start of the next call.
    unsaved: bool,
    /// The revision of its last change or load (see `SessionResponse::revision`).
    revision: u64,
}

/// The callers told of something that happened to the core, each with what happened: every
/// change to an open session ([`AppCore::on_change`]), a change of language
/// ([`AppCore::on_language`]).
struct Watchers<T: ?Sized>(RwLock<Vec<Watcher<T>>>);

/// One caller told of something (see [`Watchers`]).
type Watcher<T> = Box<dyn Fn(&T) + Send + Sync>;

impl<T: ?Sized> Watchers<T> {
    fn new() -> Self {
        Watchers(RwLock::new(Vec::new()))
    }

    fn add(&self, watcher: impl Fn(&T) + Send + Sync + 'static) {
        self.0
            .write()
            .unwrap_or_else(|p| p.into_inner())
            .push(Box::new(watcher));
    }

    fn tell(&self, what: &T) {
        for watcher in self.0.read().unwrap_or_else(|p| p.into_inner()).iter() {
            watcher(what);
        }
    }
}

/// The command layer without Tauri: data dir, open sessions, settings, and the file dialog.
pub struct AppCore {
    storage: Box<dyn Store>,
    /// What went wrong preparing the storage, said when `app_state` reports it.
    storage_problem: Option<StorageError>,
    open: Mutex<HashMap<String, OpenSession>>,
    watchers: Watchers<SessionResponse>,
    language_watchers: Watchers<Lang>,
    /// The shell's sharing with the table ([`NoSharing`] until it gives one).
    sharing: Arc<dyn ShareService>,
    /// The clock, chance and the system's language.
    platform: Arc<dyn Platform>,
    /// The last revision handed out. One counter for every session, so a revision keeps growing
    /// when a session is dropped from memory (its file changed on disk) and opened again.
    revisions: AtomicU64,
    /// Where imports and exports come from: never a path from the request.
    picker: Arc<dyn FilePicker>,
    /// The language the app speaks now: the setting, resolved (`settings::resolve`).
    lang: RwLock<Lang>,
}

impl AppCore {
    /// An `AppCore` on `storage` (the desktop's data dir, a browser's storage, a
    /// `MemoryStore`) and the machine's `platform`; `problem` is what went wrong preparing the
    /// storage (a read-only disk...), reported by `app_state` and by each save. It speaks the
    /// language its stored settings choose.
    pub fn new(
        storage: Box<dyn Store>,
        platform: Arc<dyn Platform>,
        problem: Option<StorageError>,
    ) -> AppCore {
        AppCore {
            storage,
            storage_problem: problem,
            open: Mutex::new(HashMap::new()),
            watchers: Watchers::new(),
            language_watchers: Watchers::new(),
            sharing: Arc::new(NoSharing),
            platform,
            revisions: AtomicU64::new(0),
            picker: Arc::new(NoDialog),
            lang: RwLock::new(Lang::En),
        }
        .speaking_as_set()
    }

    /// The language the app speaks now: every command is answered in it (`speaker`).
    pub fn lang(&self) -> Lang {
        *self.lang.read().unwrap_or_else(|p| p.into_inner())
    }

    /// Who says the app's words now: its language (the settings', resolved), with the app's
    /// own terms. A session's words add its printed terms (`SessionWords::speaker`).
    pub fn speaker(&self) -> Speaker {
        Speaker::new(self.lang())
    }

    /// A revision larger than every one handed out before.
    fn next_revision(&self) -> u64 {
        self.revisions.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Calls `watcher` with the new response after every change to a session (record, undo,
    /// redo, amend, a save that succeeded at last), while the sessions are still locked: watchers
    /// see the changes in the order they were made, and must be quick (no I/O, no waiting).
    pub fn on_change(&self, watcher: impl Fn(&SessionResponse) + Send + Sync + 'static) {
        self.watchers.add(watcher);
    }

    /// Calls `watcher` with the new language whenever the settings change it, after every open
    /// session has been said again in it: the windows' screens that show no session (start,
    /// settings, catalogs) switch their words on it.
    pub fn on_language(&self, watcher: impl Fn(Lang) + Send + Sync + 'static) {
        self.language_watchers
            .add(move |lang: &Lang| watcher(*lang));
    }

    fn language_changed(&self, lang: Lang) {
        self.language_watchers.tell(&lang);
    }

    fn changed(&self, response: &SessionResponse) {
        self.watchers.tell(response);
    }

    /// The same `AppCore` with `sharing` as its way of sharing a session with the table (the
    /// desktop's network server); it hears of changes through [`AppCore::on_change`].
    pub fn with_sharing(mut self, sharing: Arc<dyn ShareService>) -> AppCore {
        self.sharing = sharing;
        self
    }

    /// The same `AppCore` with `picker` as its file dialog (the app's window gives the system's
    /// dialog; without one, every dialog closes at once and nothing is read or written).
    pub fn with_picker(mut self, picker: Arc<dyn FilePicker>) -> AppCore {
        self.picker = picker;
        self
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
        open.meta.updated = Some(self.now());
        let json = open.session.to_file(open.meta.clone()).to_json();
        let result = self.storage.write(Folder::Sessions, id, json.as_bytes());
        open.unsaved = result.is_err();
        result
    }

    /// Saves after an accepted change. When the disk fails, the change is kept and the answer
    /// says so; when the file may not be written at all (another copy of the app holds the
    /// folder, or another program changed the file meanwhile), the session is dropped from
    /// memory with the change, so that what is on disk stands.
    fn save_after_change(
        &self,
        sp: &Speaker,
        open: &mut HashMap<String, OpenSession>,
        id: &str,
    ) -> Result<(), ApiError> {
        let session = open.get_mut(id).expect("the caller holds this session");
        match self.save(id, session) {
            Ok(()) => Ok(()),
            Err(e) if e.kind == StorageErrorKind::Io => Err(ApiError::new(
                ShellCode::Storage,
                say!(sp, "shell-not-saved-to-disk", why = e.message(sp)),
            )),
            Err(e) => {
                open.remove(id);
                Err(e.said(sp))
            }
        }
    }

    /// `Err(folder_in_use)` when another copy of the app holds the data folder.
    fn check_writable(&self) -> Result<(), ApiError> {
        let sp = &self.speaker();
        if self.storage.in_use_elsewhere() {
            Err(self.storage.in_use_error().said(sp))
        } else {
            Ok(())
        }
    }

    /// Refuses a change to session `id` before it is made when its file may not be written:
    /// another copy of the app holds the folder, or another program changed the file (then the
    /// session is dropped from memory: opening it again shows the file as it is now). Disk
    /// trouble is left to the save, which keeps the change in memory.
    fn check_can_save(
        &self,
        sp: &Speaker,
        open: &mut HashMap<String, OpenSession>,
        id: &str,
    ) -> Result<(), ApiError> {
        self.check_writable()?;
        if let Err(e) = self.storage.check_unchanged(Folder::Sessions, id) {
            open.remove(id);
            return Err(e.said(sp));
        }
        Ok(())
    }

    fn response(sp: &Speaker, id: &str, open: &OpenSession) -> SessionResponse {
        SessionResponse {
            id: id.to_owned(),
            view: open.session.view(sp),
            catalog_id: open.catalog_id.clone(),
            unsaved: open.unsaved,
            revision: open.revision,
            said: None,
        }
    }

    /// The open session `id`, loading it from disk first if needed. A file that can't be read is
    /// refused (and left as it is).
    fn get<'a>(
        &self,
        sp: &Speaker,
        open: &'a mut HashMap<String, OpenSession>,
        id: &str,
    ) -> Result<&'a mut OpenSession, ApiError> {
        check_id(sp, id, "session")?;
        if !open.contains_key(id) {
            let loaded = self.load(id)?;
            open.insert(id.to_owned(), loaded);
        }
        Ok(open.get_mut(id).expect("inserted above"))
    }

    /// Stored file `id` of `folder`, read and parsed: `gone` says what to do when it is not
    /// there (deleted since it was listed), and an error of `parse` names the file.
    pub(super) fn read_stored<T>(
        &self,
        sp: &Speaker,
        folder: Folder,
        id: &str,
        gone: impl FnOnce() -> String,
        parse: impl FnOnce(&Speaker, &[u8]) -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        let Some(bytes) = self.storage.read(folder, id).said(sp)? else {
            return Err(ApiError::new(ShellCode::NotFound, gone()));
        };
        parse(sp, &bytes).map_err(|e| in_file(sp, &format!("{id}.json"), e))
    }

    fn load(&self, id: &str) -> Result<OpenSession, ApiError> {
        let sp = &self.speaker();
        let file = self.read_stored(
            sp,
            Folder::Sessions,
            id,
            || say!(sp, "shell-session-gone-pick"),
            parse_session_file,
        )?;
        let file_name = format!("{id}.json");
        let meta = file.meta.clone();
        let printing = loadout_words::ledger::printed_in(sp, &file.events);
        let session = file
            .into_session()
            .map_err(|e| in_file(sp, &file_name, e.said(&printing)))?;
        let catalog_id = self.catalog_id_for(&session.setup().catalog);
        Ok(OpenSession {
            session,
            meta,
            catalog_id,
            unsaved: false,
            revision: self.next_revision(),
        })
    }

    /// Asks the facilitator where to save; `None` when they close the dialog. Called without
    /// the sessions' lock held: the dialog waits for a person.
    fn choose_save(&self, dialog: FileDialog) -> Result<Option<PathBuf>, ApiError> {
        let sp = &self.speaker();
        self.picker
            .save_file(&dialog)
            .map(|path| check_path(sp, &path))
            .transpose()
    }

    /// Asks the facilitator which JSON file to import (a dialog titled `title` showing the
    /// files of `filter`), reads it (a regular file of at most `FILE_MAX_BYTES`, refused unread
    /// otherwise) and makes of it what `parse` makes: the file's name and that, or `None` when
    /// they close the dialog. An error about its contents names the file.
    fn import_file<T>(
        &self,
        sp: &Speaker,
        title: String,
        filter: String,
        parse: impl FnOnce(&[u8]) -> Result<T, ApiError>,
    ) -> Result<Option<(String, T)>, ApiError> {
        let dialog = FileDialog {
            title,
            file_name: None,
            filter,
            extensions: &["json"],
        };
        let Some(path) = self.picker.open_file(&dialog) else {
            return Ok(None);
        };
        let path = check_path(sp, &path)?;
        let bytes = self.storage.read_import(&path).said(sp)?;
        let name = file_name_of(&path);
        let parsed = parse(&bytes).map_err(|e| in_file(sp, &name, e))?;
        Ok(Some((name, parsed)))
    }

    /// `app_info`: the app's name and version, the rules edition it scores, the deck it ships.
    pub fn app_info(&self) -> Result<AppInfo, ApiError> {
        let sp = &self.speaker();
        let rules = RuleSet::current();
        Ok(AppInfo {
            name: PRODUCT_NAME.to_owned(),
            // The workspace's version: the app's, as its every crate shares it.
            version: env!("CARGO_PKG_VERSION").to_owned(),
            rules_edition: rules.edition.clone(),
            lang: self.lang(),
            sample_deck: Catalog::sample().name,
            limits: Limits {
                deal_reminder: loadout_words::deal_reminder(sp, &rules),
                rules,
                cards: loadout_tracker::catalog::CARD_LIMITS,
                track_max: loadout_tracker::RuleSet::TRACK_MAX,
            },
        })
    }

    /// `setup_check`: every seat's nickname problem, in the words a refused start would use.
    pub fn setup_check(&self, req: SetupCheckRequest) -> Result<SetupCheck, ApiError> {
        let sp = &self.speaker();
        let rules = RuleSet::current();
        if req.players.len() > usize::from(rules.max_players) {
            return Err(
                loadout_tracker::Error::from(loadout_tracker::Refusal::PlayerCount {
                    min: rules.min_players,
                    max: rules.max_players,
                    count: req.players.len(),
                })
                .said(sp),
            );
        }
        let seats = loadout_tracker::Setup::name_problems(&req.players, &rules)
            .into_iter()
            .map(|p| p.map(|e| e.message(sp).to_owned()))
            .collect();
        let label =
            loadout_tracker::Setup::label_problem(&req.label).map(|e| e.message(sp).to_owned());
        Ok(SetupCheck { seats, label })
    }

    /// `app_state`: the data dir, the session to offer resuming, damaged files, disk trouble.
    pub fn app_state(&self) -> Result<AppState, ApiError> {
        let sp = &self.speaker();
        let list = self.session_list()?;
        Ok(AppState {
            data_dir: self.storage.root().display().to_string(),
            resume: list.sessions.into_iter().find(|s| !s.finished),
            damaged_sessions: list.damaged.len(),
            storage_problem: self.storage_problem.as_ref().map(|e| e.message(sp)),
            folder_in_use: self.storage.in_use_elsewhere(),
            settings_problem: self.stored_settings().problem,
        })
    }
}

/// The id and bytes of a file found in a folder of `what` items ("session", "catalog",
/// "draft"); refused when its name is not an item's or it could not be read.
pub(crate) fn found_item<'a>(
    sp: &Speaker,
    found: &'a FoundFile,
    what: &str,
) -> Result<(&'a str, &'a [u8]), ApiError> {
    let Some(id) = found.id.as_deref() else {
        return Err(not_an_item_name(sp, &found.file_name, what));
    };
    let bytes = found.bytes.as_ref().map_err(|e| {
        StorageError::new("read-file", Path::new(&found.file_name), clone_io(e)).said(sp)
    })?;
    Ok((id, bytes))
}

fn not_an_item_name(sp: &Speaker, file_name: &str, what: &str) -> ApiError {
    ApiError::new(
        ErrorKind::DamagedFile,
        say!(sp, "shell-not-named-like", file = file_name, what = what),
    )
}

/// Names the file in an error about its contents.
pub(crate) fn in_file(sp: &Speaker, file_name: &str, e: impl Unsaid) -> ApiError {
    let e = e.said(sp);
    ApiError {
        message: format!("{file_name}: {}", e.message),
        ..e
    }
}

pub(crate) fn check_id(sp: &Speaker, id: &str, what: &str) -> Result<(), ApiError> {
    if valid_id(id) {
        Ok(())
    } else {
        Err(ApiError::new(
            ShellCode::InvalidInput,
            say!(sp, "shell-not-an-id", id = id, what = what),
        ))
    }
}

/// The dialog's answer is a file's full path; anything else (a folder, a relative path from a
/// broken dialog) is refused before anything is read or written.
fn check_path(sp: &Speaker, path: &Path) -> Result<PathBuf, ApiError> {
    // `Path::is_absolute` is false for every path in a browser (wasm32-unknown-unknown: std's
    // Unix paths there also want a prefix, which they never have), where the web shell's file
    // picker gives paths from the root; a path from the root is a full one there.
    let full = path.is_absolute()
        || (cfg!(all(target_family = "wasm", target_os = "unknown")) && path.has_root());
    if full && path.file_name().is_some() {
        Ok(path.to_owned())
    } else {
        Err(ApiError::new(
            ShellCode::InvalidInput,
            say!(sp, "shell-not-a-file"),
        ))
    }
}

/// The text of a file that should be a Loadout `what` file ("session", "catalog"). A file
/// that does not name a Loadout format is refused without a word of what it holds: it may be
/// any file of the facilitator's, picked by mistake, and its content is none of the app's
/// business. Everything else goes to the tracker's reader, whose messages are about a Loadout
/// file's own fields (and about JSON mistakes only by their line and column).
pub(crate) fn loadout_text<'a>(
    sp: &Speaker,
    bytes: &'a [u8],
    what: &str,
) -> Result<&'a str, ApiError> {
    let text = document::decode(bytes).said(sp)?;
    if let Ok(value) = document::parse(text) {
        if matches!(
            document::kind(&value),
            document::Kind::Other(_) | document::Kind::Unknown
        ) {
            return Err(ApiError::new(
                ErrorKind::DamagedFile,
                say!(sp, "shell-not-loadout", what = what),
            ));
        }
    }
    Ok(text)
}

/// The last part of `path`, as the facilitator saw it in the dialog.
pub(crate) fn file_name_of(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}

fn clone_io(e: &std::io::Error) -> std::io::Error {
    std::io::Error::new(e.kind(), e.to_string())
}

impl AppCore {
    /// Now, as files are stamped: RFC 3339, UTC, whole seconds.
    pub(crate) fn now(&self) -> String {
        self.platform.now_rfc3339()
    }

    /// Today on the facilitator's calendar, e.g. "2026-12-01".
    pub(crate) fn today(&self) -> String {
        self.platform.today()
    }

    /// A new file's id, one that `taken` says is free: "YYYYMMDD-HHMMSS-xxxx" (now, and four
    /// letters or digits drawn at random), which sorts by time and reads well in a file manager.
    pub(crate) fn new_id(&self, taken: impl Fn(&str) -> bool) -> String {
        let stamp: String = self.now().chars().filter(char::is_ascii_digit).collect();
        loop {
            let suffix: String = (0..4)
                .map(|_| char::from_digit(self.platform.random_below(36), 36).expect("below 36"))
                .collect();
            let id = format!("{}-{}-{suffix}", &stamp[..8], &stamp[8..14]);
            if !taken(&id) {
                return id;
            }
        }
    }
}
