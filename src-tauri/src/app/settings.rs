//! Settings: theme, text size and export defaults, kept apart from sessions.

use super::AppCore;
use crate::api::{ApiError, Settings, SettingsRequest};

impl AppCore {
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
