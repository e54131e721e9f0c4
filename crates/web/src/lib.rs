//! Loadout Companion in a browser tab (issue #25): the same [`AppCore`] and command list as the
//! desktop, run in a dedicated Worker (ui/src/lib/api/web/worker.ts) through `wasm-bindgen`.
//!
//! The worker reads every file from the browser's storage at boot and hands them to
//! [`WebApp::new`]; the core then runs over a [`JournalStore`] in memory. Each [`WebApp::call`]
//! answers the command's result **with the files it wrote**; the worker makes those durable and
//! only then posts the answer to the page, so that the screen never says "recorded" before the
//! step is kept. The worker then says how that went ([`WebApp::settle`]) and shows the reply the
//! shell makes of it: when the browser refused a write (its quota), the writes are given back to
//! go out again with the next command, and the reply is the desktop's full-disk answer; a session
//! whose file is refused is said to be unsaved until a later write of it is kept.
//!
//! Words: the module embeds English only. Before each call the worker asks which language the
//! call will be said in when that language's message files are not here yet
//! ([`WebApp::words_needed`]), fetches them (its own chunks, precached for offline use) and
//! hands them over ([`WebApp::provide_words`]).

pub mod journal;

use journal::{FileWrite, JournalStore};
use loadout_core::api::{ApiError, SessionResponse, ShellCode};
use loadout_core::app::AppCore;
use loadout_core::commands;
use loadout_core::dialog::{FileDialog, FilePicker};
use loadout_core::platform::Platform;
use loadout_core::say;
use loadout_core::storage::{StorageError, Store};
use loadout_tracker::Lang;
use loadout_words::messages;
use serde::Serialize;
use serde_json::Value;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use wasm_bindgen::prelude::*;

/// Where exports go: a path only the picker and the store agree on; the page gets a download.
const DOWNLOADS: &str = "/downloads";
/// Where the file picked in the page for an import is put.
const PICKED: &str = "/picked";

/// What a command answers: the files it wrote, to make durable before its reply is shown.
#[derive(Debug)]
pub struct Answer {
    /// The files to make durable before the reply is shown.
    pub writes: Vec<FileWrite>,
    /// The reply, as the command made it ([`Shell::settle`] makes the one to show).
    pub reply: Reply,
}

/// What the page shows: a command's reply, once the worker has tried to keep its files.
#[derive(Debug, Serialize)]
pub struct Reply {
    /// The command's response (absent when it was refused or its files could not be kept).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ok: Option<Value>,
    /// Why it was refused, or why its files could not be kept (absent when it ran).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub err: Option<ApiError>,
    /// Exports for the page to offer as downloads.
    pub downloads: Vec<journal::Download>,
    /// Sessions the command changed besides the one it answers, newest view of each, flagged
    /// `unsaved` while their file is refused: a language picked in the settings says every open
    /// session again. The desktop pushes these to its windows as events; the page hands them to
    /// its screens the same way (`subscribe`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub changed: Vec<SessionResponse>,
}

/// Why the browser did not keep a command's files (what its storage threw).
#[derive(Debug, Clone, Copy)]
pub struct NotKept<'a> {
    pub why: &'a str,
    /// The browser's quota is full (the desktop's full disk).
    pub quota: bool,
}

/// The file dialogs of a browser: a save is a download (named as the desktop's dialog would
/// suggest), an open is the file the page's file input picked before the call.
#[derive(Default)]
struct WebPicker {
    picked: Mutex<Option<PathBuf>>,
}

impl FilePicker for WebPicker {
    fn save_file(&self, dialog: &FileDialog) -> Option<PathBuf> {
        let name = dialog.file_name.clone().unwrap_or_else(|| "export".into());
        Some(PathBuf::from(DOWNLOADS).join(name))
    }
    fn open_file(&self, _: &FileDialog) -> Option<PathBuf> {
        self.picked.lock().unwrap_or_else(|p| p.into_inner()).take()
    }
}

/// The browser's clock, dice and language.
struct BrowserPlatform {
    locale: Option<String>,
}

#[wasm_bindgen]
extern "C" {
    type JsDate;
    #[wasm_bindgen(constructor, js_class = "Date")]
    fn new() -> JsDate;
    #[wasm_bindgen(method, js_class = "Date", js_name = toISOString)]
    fn to_iso_string(this: &JsDate) -> String;
    #[wasm_bindgen(method, js_class = "Date", js_name = getFullYear)]
    fn full_year(this: &JsDate) -> f64;
    #[wasm_bindgen(method, js_class = "Date", js_name = getMonth)]
    fn month0(this: &JsDate) -> f64;
    #[wasm_bindgen(method, js_class = "Date", js_name = getDate)]
    fn day(this: &JsDate) -> f64;
    #[wasm_bindgen(js_namespace = Math)]
    fn random() -> f64;
}

impl Platform for BrowserPlatform {
    fn now_rfc3339(&self) -> String {
        // `2026-12-04T21:42:09.123Z` without its milliseconds, as the desktop stamps files.
        let iso = JsDate::new().to_iso_string();
        match iso.split_once('.') {
            Some((seconds, _)) => format!("{seconds}Z"),
            None => iso,
        }
    }
    fn today(&self) -> String {
        let d = JsDate::new();
        format!(
            "{:04}-{:02}-{:02}",
            d.full_year() as i32,
            d.month0() as i32 + 1,
            d.day() as i32
        )
    }
    fn random_below(&self, below: u32) -> u32 {
        ((random() * f64::from(below)) as u32).min(below.saturating_sub(1))
    }
    fn locale(&self) -> Option<String> {
        self.locale.clone()
    }
}

/// The app as the worker holds it: the core over the journal.
#[wasm_bindgen]
pub struct WebApp {
    inner: Shell,
    /// The last command's answer, until the worker says whether its files were kept.
    pending: Mutex<Option<Answer>>,
}

/// What [`WebApp`] is, without wasm-bindgen (for the crate's tests on the desktop target).
pub struct Shell {
    core: AppCore,
    store: Arc<JournalStore>,
    picker: Arc<WebPicker>,
    /// Every change to a session during the current call (`AppCore::on_change`).
    changed: Arc<Mutex<Vec<SessionResponse>>>,
}

impl Shell {
    /// The core over `files` (what the worker read), at `root` (shown as the data folder);
    /// `in_use` when another tab holds the storage.
    pub fn new(
        root: &str,
        files: Vec<FileWrite>,
        in_use: bool,
        platform: Arc<dyn Platform>,
    ) -> Shell {
        let store = Arc::new(JournalStore::new(root, files, in_use));
        let picker = Arc::new(WebPicker::default());
        // As on the desktop, a store another owner holds is said on the start screen.
        let problem = in_use.then(|| store.in_use_error());
        let core =
            AppCore::new(Box::new(store.clone()), platform, problem).with_picker(picker.clone());
        let changed = Arc::new(Mutex::new(Vec::new()));
        let heard = Arc::clone(&changed);
        core.on_change(move |response: &SessionResponse| {
            let mut heard = heard.lock().unwrap_or_else(|p| p.into_inner());
            // The newest view of each session is enough.
            heard.retain(|r: &SessionResponse| r.id != response.id);
            heard.push(response.clone());
        });
        Shell {
            core,
            store,
            picker,
            changed,
        }
    }

    /// Runs `command` with `req`; `picked` is the file the page's input picked for an import.
    pub fn call(&self, command: &str, req: Value, picked: Option<(String, String)>) -> Answer {
        if let Some((name, text)) = picked {
            let path = PathBuf::from(PICKED).join(name);
            self.store.put_outside(path.clone(), text.into_bytes());
            *self.picker.picked.lock().unwrap_or_else(|p| p.into_inner()) = Some(path);
        }
        self.changed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clear();
        let result = commands::dispatch(&self.core, command, req);
        // A picked file not asked for (the command refused first) is not kept for the next one.
        self.picker
            .picked
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take();
        let (ok, err) = match result {
            Ok(v) => (Some(v), None),
            Err(e) => (None, Some(e)),
        };
        let mut changed =
            std::mem::take(&mut *self.changed.lock().unwrap_or_else(|p| p.into_inner()));
        // The session the command answers with is not said twice.
        let answered = ok
            .as_ref()
            .and_then(|v| v.get("id"))
            .and_then(Value::as_str);
        changed.retain(|r| Some(r.id.as_str()) != answered);
        Answer {
            writes: self.store.take_writes(),
            reply: Reply {
                ok,
                err,
                downloads: self.store.take_downloads(),
                changed,
            },
        }
    }

    /// The language `command` with `req` will be said in, when its message files have not been
    /// handed over yet ([`provide_words`]): they are needed before it runs.
    pub fn words_needed(&self, command: &str, req: &Value) -> Option<Lang> {
        let lang = self.core.lang_for(command, req);
        (!messages::speakable(lang)).then_some(lang)
    }

    /// How keeping `answer`'s files went (`failure` when the browser's storage threw): the reply
    /// to show. Refused files are queued again and go out with the next command; a command's own
    /// save that fails answers the desktop's "recorded, but not saved to disk", while retries
    /// alone failing again stay silent, so a read still shows its view. A session's answer says
    /// `unsaved` while its file is refused.
    pub fn settle(&self, answer: Answer, failure: Option<NotKept<'_>>) -> Reply {
        let Answer { writes, mut reply } = answer;
        match failure {
            None => self.store.kept(&writes),
            Some(failure) if !writes.is_empty() => {
                let first = self
                    .core
                    .data_dir()
                    .join(&writes[0].folder)
                    .join(&writes[0].name);
                if !self.store.put_back(writes) {
                    reply.ok = None;
                    reply.err = Some(self.not_saved(&first, failure));
                }
            }
            Some(_) => {}
        }
        reply.ok = reply.ok.map(|ok| self.flag_unsaved(ok));
        reply.changed = self.flag_changed(reply.changed);
        reply
    }

    /// The sessions a command changed besides its own, flagged as [`Self::flag_unsaved`] does.
    fn flag_changed(&self, mut changed: Vec<SessionResponse>) -> Vec<SessionResponse> {
        for session in &mut changed {
            session.unsaved |= self
                .store
                .is_refused("sessions", &format!("{}.json", session.id));
        }
        changed
    }

    /// A session's answer (`SessionResponse`: `id`, `unsaved`) with `unsaved` set while the
    /// browser refuses its file: the core wrote it to memory and cannot know.
    fn flag_unsaved(&self, mut ok: Value) -> Value {
        let refused = match (ok.get("id").and_then(Value::as_str), ok.get("unsaved")) {
            (Some(id), Some(_)) => self.store.is_refused("sessions", &format!("{id}.json")),
            _ => false,
        };
        if refused {
            ok["unsaved"] = Value::Bool(true);
        }
        ok
    }

    /// The desktop's "recorded, but not saved to disk" for a file at `path` the browser refused.
    fn not_saved(&self, path: &std::path::Path, failure: NotKept<'_>) -> ApiError {
        let kind = if failure.quota {
            std::io::ErrorKind::QuotaExceeded
        } else {
            std::io::ErrorKind::Other
        };
        let sp = self.core.speaker();
        let e = StorageError::new(
            "save-file",
            path,
            std::io::Error::new(kind, failure.why.to_owned()),
        );
        ApiError::new(
            ShellCode::Storage,
            say!(&sp, "shell-not-saved-to-disk", why = e.message(&sp)),
        )
    }
}

#[wasm_bindgen]
impl WebApp {
    /// `files_json`: every file the worker read, `[{folder, name, bytes}]`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        root: &str,
        files_json: &str,
        in_use: bool,
        locale: Option<String>,
    ) -> Result<WebApp, JsError> {
        let files: Vec<FileWrite> = serde_json::from_str(files_json)?;
        Ok(WebApp {
            inner: Shell::new(root, files, in_use, Arc::new(BrowserPlatform { locale })),
            pending: Mutex::new(None),
        })
    }

    /// Runs `command` with `req_json` (`null` for none); answers the files to make durable,
    /// `{"writes": [{folder, name, bytes}]}`, and keeps the command's answer for [`Self::settle`].
    /// `picked_name`/`picked_text`: the file the page picked for an import, if any.
    pub fn call(
        &self,
        command: &str,
        req_json: &str,
        picked_name: Option<String>,
        picked_text: Option<String>,
    ) -> Result<String, JsError> {
        let req: Value = serde_json::from_str(req_json)?;
        let answer = self.inner.call(command, req, picked_name.zip(picked_text));
        let writes = serde_json::to_string(&serde_json::json!({ "writes": answer.writes }))?;
        *self.pending.lock().unwrap_or_else(|p| p.into_inner()) = Some(answer);
        Ok(writes)
    }

    /// See [`Shell::words_needed`]: `{"lang": "de", "files": ["terms", "game", …]}` as JSON (the
    /// files of `locales/<lang>/` to hand over, without `.ftl`), or nothing.
    pub fn words_needed(&self, command: &str, req_json: &str) -> Result<Option<String>, JsError> {
        let req: Value = serde_json::from_str(req_json)?;
        Ok(self.inner.words_needed(command, &req).map(|lang| {
            serde_json::json!({ "lang": lang.code(), "files": messages::FILES }).to_string()
        }))
    }

    /// Hands over the message files of `lang` (its code): `files_json` is `[[name, text], …]`,
    /// as [`WebApp::words_needed`] named them.
    pub fn provide_words(&self, lang: &str, files_json: &str) -> Result<(), JsError> {
        let lang =
            Lang::from_tag(lang).ok_or_else(|| JsError::new(&format!("no language {lang}")))?;
        let files: Vec<(String, String)> = serde_json::from_str(files_json)?;
        messages::provide(lang, files);
        Ok(())
    }

    /// After [`Self::call`]: the files were kept (`why` absent) or the browser's storage threw
    /// `why` (`quota` when it was full); answers the [`Reply`] to show, as JSON.
    pub fn settle(&self, why: Option<String>, quota: bool) -> Result<String, JsError> {
        let answer = self
            .pending
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
            .ok_or_else(|| JsError::new("settle without a call before it"))?;
        let failure = why.as_deref().map(|why| NotKept { why, quota });
        Ok(serde_json::to_string(&self.inner.settle(answer, failure))?)
    }
}
