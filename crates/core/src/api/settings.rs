//! The app's settings (`app/settings.rs`): theme, language, text size and what exports contain
//! unless changed at export time.

use super::ExportNames;
use loadout_tracker::Lang;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

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
}
