//! The languages the app speaks (#15). Which one the words are in is a value the words are
//! given (`words::Speaker`); this file only names them.

use serde::{Deserialize, Serialize};

/// A language the app's words are written in (`locales/<code>/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    /// Accented English, 40% longer ("Ńēŵ šēššīōń ~~~~"): every screen shown in it must still
    /// fit, so a longer translation finds room. For checking layouts (the screens test, a
    /// translator); not among the languages the settings offer (`ALL`).
    #[serde(rename = "en-XA")]
    Pseudo,
}

impl Lang {
    /// Every language a facilitator can choose, English first (the pseudo-language aside).
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::Es];

    /// The BCP 47 code, as in `locales/<code>/` and on the wire: "en", "de", "fr", "es".
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language of a BCP 47 tag or a POSIX locale by its primary subtag ("de-AT", "fr_CH.UTF-8",
    /// "ES"), if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        if tag
            .replace('_', "-")
            .eq_ignore_ascii_case(Lang::Pseudo.code())
        {
            return Some(Lang::Pseudo);
        }
        let primary = tag.split(['-', '_', '.', '@']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// Where the language sits in `Lang::ALL`.
    pub fn index(self) -> usize {
        self as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_read_by_their_primary_subtag() {
        assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_tag("fr_CH.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("ES"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("en"), Some(Lang::En));
        assert_eq!(Lang::from_tag("pt-BR"), None);
        assert_eq!(Lang::from_tag("C"), None);
        assert_eq!(Lang::from_tag(""), None);
        assert_eq!(Lang::from_tag("en-XA"), Some(Lang::Pseudo));
        assert_eq!(Lang::from_tag("en_xa"), Some(Lang::Pseudo));
        assert_eq!(serde_json::to_string(&Lang::Pseudo).unwrap(), r#""en-XA""#);
        assert_eq!(
            serde_json::to_string(&Lang::ALL).unwrap(),
            r#"["en","de","fr","es"]"#
        );
    }
}
