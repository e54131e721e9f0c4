//! Settings: language, theme, text size and export defaults, kept apart from sessions. A file
//! written by a newer version keeps the keys this one does not know; a file that can't be read is
//! reported and left alone until the facilitator saves settings.
//!
//! The language: `"system"` follows the system's locale (`sys-locale`: LANG, LC_ALL… on Linux),
//! English when the app does not speak it. A change switches at once: every open session's words
//! are said again and its view pushed to every window and device, as a recorded step is.

use super::AppCore;
use crate::api::SaidResult;
use crate::api::{ApiError, LanguageChoice, Settings, SettingsRequest};
use crate::words::say;
use loadout_tracker::Lang;
use serde::Deserialize;

/// The language a setting means on a system whose locale is `locale`: the one chosen, or the
/// system's, or English.
pub fn resolve(choice: LanguageChoice, locale: Option<String>) -> Lang {
    choice
        .lang()
        .or_else(|| locale.and_then(|tag| Lang::from_tag(&tag)))
        .unwrap_or_default()
}

impl AppCore {
    /// `settings_get`: stored settings; the defaults when there are none or the file can't be
    /// read as settings (`app_state` then says why, and the file is left as it is).
    pub fn settings_get(&self) -> Result<Settings, ApiError> {
        Ok(self.stored_settings().settings)
    }

    /// `settings_set`: stores the settings. Keys the file holds that this version does not know
    /// (written by a newer version) are kept. A file that could not be read as settings is kept
    /// as `settings.damaged.json` before it is replaced.
    pub fn settings_set(&self, req: SettingsRequest) -> Result<Settings, ApiError> {
        let sp = &self.speaker();
        self.check_writable()?;
        let stored = self.stored_settings();
        if stored.damaged {
            self.storage.set_settings_aside().said(sp)?;
        }
        let mut json = serde_json::Value::Object(stored.json.unwrap_or_default());
        merge_json(
            &mut json,
            serde_json::to_value(req.settings).expect("settings serialize"),
        );
        let text = serde_json::to_string_pretty(&json).expect("settings serialize");
        self.storage.write_settings(text.as_bytes()).said(sp)?;
        let lang = resolve(req.settings.language, self.platform.locale());
        if lang != self.lang() {
            *self.lang.write().unwrap_or_else(|p| p.into_inner()) = lang;
            self.say_again();
            self.language_changed(lang);
        }
        Ok(req.settings)
    }

    /// The language `command` with `req` is answered in: the one a `settings_set` chooses (it
    /// says every open session again in it), the app's own for any other command. The web app
    /// hands over that language's message files before the command runs.
    pub fn lang_for(&self, command: &str, req: &serde_json::Value) -> Lang {
        if command != "settings_set" {
            return self.lang();
        }
        match SettingsRequest::deserialize(req) {
            Ok(req) => resolve(req.settings.language, self.platform.locale()),
            // Refused before it changes anything: said in the app's language.
            Err(_) => self.lang(),
        }
    }

    /// The same `AppCore`, speaking the language its stored settings choose.
    pub(super) fn speaking_as_set(self) -> AppCore {
        let lang = resolve(
            self.stored_settings().settings.language,
            self.platform.locale(),
        );
        *self.lang.write().unwrap_or_else(|p| p.into_inner()) = lang;
        self
    }

    /// Every open session's words said again in the language now spoken, each pushed with a new
    /// revision to the windows and devices (`changed`), so every screen switches at once.
    fn say_again(&self) {
        let sp = &self.speaker();
        let mut open = self.lock();
        for (id, session) in open.iter_mut() {
            session.revision = self.next_revision();
            let response = AppCore::response(sp, id, session);
            self.changed(&response);
        }
    }

    pub(super) fn stored_settings(&self) -> StoredSettings {
        let sp = &self.speaker();
        let mut stored = StoredSettings {
            settings: Settings::default(),
            json: None,
            damaged: false,
            problem: None,
        };
        match self.storage.read_settings() {
            Ok(None) => {}
            Err(e) => stored.problem = Some(e.message(sp)),
            Ok(Some(bytes)) => {
                if let Ok(serde_json::Value::Object(map)) = serde_json::from_slice(&bytes) {
                    stored.json = Some(map);
                }
                match serde_json::from_slice::<Settings>(&bytes) {
                    Ok(settings) => stored.settings = settings,
                    Err(e) => {
                        stored.damaged = true;
                        stored.problem =
                            Some(say!(sp, "shell-settings-unreadable", why = e.to_string()));
                    }
                }
            }
        }
        stored
    }
}

/// What `settings.json` holds, as far as it can be read.
pub(super) struct StoredSettings {
    /// The settings to use: the defaults when the file can't be read.
    settings: Settings,
    /// The file as JSON when it is an object: its keys are kept when settings are saved.
    json: Option<serde_json::Map<String, serde_json::Value>>,
    /// The file is there but is not settings this version reads.
    damaged: bool,
    /// What the facilitator is told: why the settings file can't be used.
    pub(super) problem: Option<String>,
}

/// Writes `new` over `target`, object by object, so that keys only `target` has are kept.
fn merge_json(target: &mut serde_json::Value, new: serde_json::Value) {
    match (target, new) {
        (serde_json::Value::Object(target), serde_json::Value::Object(new)) => {
            for (key, value) in new {
                merge_json(target.entry(key).or_insert(serde_json::Value::Null), value);
            }
        }
        (target, new) => *target = new,
    }
}
