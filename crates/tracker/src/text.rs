//! The text rules: what a string the tracker accepts may hold, for every field at once (player
//! names, card titles, ids and tags, the catalog's name and version, a session file's times).
//!
//! - Lengths are counted in user-perceived characters (grapheme clusters): "José" is 4 whether
//!   its "é" is one code point or two, and a family emoji is 1.
//! - Control characters (newlines, tabs, ESC) and invisible format characters (U+200B zero-width
//!   space, U+202E right-to-left override, a byte order mark) are refused: they would make two
//!   names that look the same differ, or turn a line of a ledger around. The joiner inside an
//!   emoji sequence and the tags of a subdivision flag are part of what is shown, so they pass.
//! - Tags and ids are matched exactly as spelled, so spaces at their start or end are refused
//!   rather than silently never matching.
//! - Player names are compared in Unicode normal form C after case folding: "Ana" and "ana",
//!   "José" precomposed and decomposed, are the same player.

use unicode_general_category::{get_general_category, GeneralCategory};
use unicode_segmentation::UnicodeSegmentation;

/// Unicode's normal forms C and KC: from Unicode's tables (`unicode-normalization`), or in a
/// browser from its own (`String.prototype.normalize`), so that the web app's module carries none.
#[cfg(not(target_family = "wasm"))]
mod forms {
    use unicode_normalization::UnicodeNormalization;

    pub fn nfc(text: &str) -> String {
        text.nfc().collect()
    }
    pub fn nfkc(text: &str) -> String {
        text.nfkc().collect()
    }
}

#[cfg(target_family = "wasm")]
mod forms {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        /// A JavaScript string.
        #[wasm_bindgen(js_name = String)]
        type JsText;
        #[wasm_bindgen(method, js_class = "String", js_name = normalize)]
        fn normalize(this: &JsText, form: &str) -> String;
    }

    fn normalize_as(text: &str, form: &str) -> String {
        JsValue::from_str(text)
            .unchecked_into::<JsText>()
            .normalize(form)
    }
    pub fn nfc(text: &str) -> String {
        normalize_as(text, "NFC")
    }
    pub fn nfkc(text: &str) -> String {
        normalize_as(text, "NFKC")
    }
}

/// Longest card title, in characters.
pub const TITLE_MAX: usize = 60;
/// Longest approach tag, in characters.
pub const TAG_MAX: usize = 24;
/// Longest card id, in characters.
pub const ID_MAX: usize = 64;
/// Longest catalog name, in characters.
pub const CATALOG_NAME_MAX: usize = 60;
/// Longest catalog version label, in characters.
pub const CATALOG_VERSION_MAX: usize = 40;
/// Longest term as a deck prints it ("Turning Point"), in characters.
pub const TERM_MAX: usize = 30;
/// Longest session label ("Thursday group, week 3"), in characters.
pub const LABEL_MAX: usize = 40;
/// Longest time stamp in a session file's `meta` ("2025-05-10T18:00:00.123456789+01:00" is 35).
pub const TIME_MAX: usize = 40;

/// Most code points one character (grapheme cluster) may take: a family emoji with skin tones is
/// 11, a subdivision flag 7. A text of `max` characters holds at most `max` times this many code
/// points, so the JSON Schemas can bound it too (their `maxLength` counts code points) and a run
/// of combining marks on one letter is refused as too long.
pub const CODE_POINTS_PER_CHARACTER: usize = 16;

/// How one field is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextRule {
    /// Most characters (grapheme clusters) after trimming.
    pub max: usize,
    /// Empty (or only spaces) is allowed.
    pub optional: bool,
    /// Matched exactly as spelled: spaces at the start or end are refused, not trimmed.
    pub exact: bool,
}

impl TextRule {
    /// A player's nickname of at most `max` characters.
    pub const fn name(max: usize) -> TextRule {
        TextRule {
            max,
            optional: false,
            exact: false,
        }
    }
    /// A card title.
    pub const TITLE: TextRule = TextRule {
        max: TITLE_MAX,
        optional: false,
        exact: false,
    };
    /// An approach tag.
    pub const TAG: TextRule = TextRule {
        max: TAG_MAX,
        optional: false,
        exact: true,
    };
    /// A card id.
    pub const ID: TextRule = TextRule {
        max: ID_MAX,
        optional: false,
        exact: true,
    };
    /// A catalog's name.
    pub const CATALOG_NAME: TextRule = TextRule {
        max: CATALOG_NAME_MAX,
        optional: false,
        exact: false,
    };
    /// A term as a deck prints it ("Belastung" for Load).
    pub const TERM: TextRule = TextRule {
        max: TERM_MAX,
        optional: false,
        exact: false,
    };
    /// A session's label: a few words, trimmed like a nickname (may be left empty).
    pub const LABEL: TextRule = TextRule {
        max: LABEL_MAX,
        optional: true,
        exact: false,
    };
    /// A catalog's version label (may be left empty).
    pub const CATALOG_VERSION: TextRule = TextRule {
        max: CATALOG_VERSION_MAX,
        optional: true,
        exact: false,
    };
}

/// Why a piece of text was refused; `words::text::fault` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextFault {
    /// Nothing but spaces, where something is needed.
    Empty,
    /// More characters than the field holds.
    TooLong { length: usize, max: usize },
    /// A control character or an invisible format character.
    Hidden(char),
    /// Spaces at the start or end of a tag or id.
    StraySpace,
}

/// Checks `text` against `rule`; the first fault found.
pub fn check(text: &str, rule: TextRule) -> Result<(), TextFault> {
    if let Some(ch) = hidden_char(text) {
        return Err(TextFault::Hidden(ch));
    }
    let trimmed = text.trim();
    if rule.exact && trimmed.len() != text.len() {
        return Err(TextFault::StraySpace);
    }
    if trimmed.is_empty() {
        return if rule.optional {
            Ok(())
        } else {
            Err(TextFault::Empty)
        };
    }
    let length = length(trimmed);
    if length > rule.max || trimmed.chars().count() > rule.max * CODE_POINTS_PER_CHARACTER {
        return Err(TextFault::TooLong {
            length,
            max: rule.max,
        });
    }
    Ok(())
}

/// User-perceived characters (extended grapheme clusters) in `text`.
pub fn length(text: &str) -> usize {
    // A cluster holds at least one code point, and most text is ASCII: count bytes first.
    if text.is_ascii() {
        return text.len();
    }
    text.graphemes(true).count()
}

/// The first character of `text` that is a control or an invisible format character, except
/// those that are part of a visible emoji (the joiner between two pictographs, a flag's tags).
pub fn hidden_char(text: &str) -> Option<char> {
    if text.bytes().all(|b| (0x20..0x7f).contains(&b)) {
        return None;
    }
    for cluster in text.graphemes(true) {
        let mut chars = cluster.chars().peekable();
        let first = *chars.peek()?;
        let mut previous: Option<char> = None;
        while let Some(ch) = chars.next() {
            if is_hidden(ch) && !shown_in_emoji(first, previous, ch, chars.peek().copied()) {
                return Some(ch);
            }
            if !is_modifier(ch) {
                previous = Some(ch);
            }
        }
    }
    None
}

fn is_hidden(ch: char) -> bool {
    if ch.is_ascii() {
        return ch.is_ascii_control();
    }
    matches!(
        get_general_category(ch),
        GeneralCategory::Control
            | GeneralCategory::Format
            | GeneralCategory::PrivateUse
            | GeneralCategory::LineSeparator
            | GeneralCategory::ParagraphSeparator
    )
}

/// Variation selectors and skin tones sit between a pictograph and the joiner that follows it.
fn is_modifier(ch: char) -> bool {
    matches!(ch, '\u{FE00}'..='\u{FE0F}' | '\u{1F3FB}'..='\u{1F3FF}')
}

const ZERO_WIDTH_JOINER: char = '\u{200D}';
const BLACK_FLAG: char = '\u{1F3F4}';

/// A format character that is part of an emoji: the joiner between two pictographs
/// ("👨‍👩‍👧"), or the tag characters of a subdivision flag ("🏴 + gbeng + cancel tag").
fn shown_in_emoji(first: char, previous: Option<char>, ch: char, next: Option<char>) -> bool {
    let pictograph = |c: Option<char>| {
        c.is_some_and(|c| get_general_category(c) == GeneralCategory::OtherSymbol)
    };
    match ch {
        ZERO_WIDTH_JOINER => pictograph(previous) && pictograph(next),
        '\u{E0020}'..='\u{E007F}' => first == BLACK_FLAG,
        _ => false,
    }
}

/// Whether `ch` is a private-use character (named as such when it is refused).
pub fn is_hidden_private_use(ch: char) -> bool {
    get_general_category(ch) == GeneralCategory::PrivateUse
}

/// `text` as it can be quoted in a message: controls and invisible characters written as
/// `<U+200B>`, so a message never carries an escape code or a direction override.
pub fn shown(text: &str) -> String {
    if hidden_char(text).is_none() {
        return text.to_owned();
    }
    text.chars()
        .map(|c| {
            if is_hidden(c) {
                format!("<U+{:04X}>", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// A player's name as the table knows it: spaces trimmed, in normal form C.
pub fn normalize_name(name: &str) -> String {
    let trimmed = name.trim();
    if trimmed.is_ascii() {
        return trimmed.to_owned();
    }
    forms::nfc(trimmed)
}

/// Whether two names are the same player: names that look the same on screen, compared as
/// Unicode's identifier rule does (UAX #31, `NFKC_Casefold`): in compatibility normal form, so
/// that a half-width "ﾊﾞﾝ" is "バン" and a full-width "Ａｎａ" is "Ana", after case folding.
pub fn same_name(a: &str, b: &str) -> bool {
    let key = |name: &str| -> String { forms::nfkc(name.trim()) };
    unicase::UniCase::new(key(a)) == unicase::UniCase::new(key(b))
}

/// Whether `stamp` is a time as RFC 3339 writes it, e.g. "2025-05-10T18:00:00Z". Parsed only:
/// the tracker reads no clock.
pub fn is_rfc3339(stamp: &str) -> bool {
    stamp.len() <= TIME_MAX
        && time::OffsetDateTime::parse(stamp, &time::format_description::well_known::Rfc3339)
            .is_ok()
}

/// Whether `date` is a day of the calendar written as ISO 8601 does, e.g. "2026-12-01".
pub fn is_date(date: &str) -> bool {
    let b = date.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' || !digits(0..4) || !digits(5..7) {
        return false;
    }
    if !digits(8..10) {
        return false;
    }
    let (Ok(year), Ok(month), Ok(day)) = (
        date[..4].parse::<i32>(),
        date[5..7].parse::<u8>(),
        date[8..].parse::<u8>(),
    ) else {
        return false;
    };
    time::Month::try_from(month)
        .and_then(|month| time::Date::from_calendar_date(year, month, day))
        .is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_are_user_perceived_characters() {
        assert_eq!(length("José"), 4);
        assert_eq!(length("Jose\u{301}"), 4);
        assert_eq!(length("👨\u{200D}👩\u{200D}👧\u{200D}👦"), 1);
        assert_eq!(length("🇫🇷"), 1);
    }

    #[test]
    fn a_character_holds_a_bounded_number_of_code_points() {
        let rule = TextRule::name(24);
        // 24 family emoji with skin tones (11 code points each) are 24 characters: taken.
        let family = "👨🏽\u{200D}👩🏽\u{200D}👧🏽\u{200D}👦🏽".repeat(24);
        assert_eq!(check(&family, rule), Ok(()));
        // One letter under 400 combining marks is one character, but not a name.
        let piled = format!("a{}", "\u{301}".repeat(400));
        assert_eq!(length(&piled), 1);
        assert!(matches!(
            check(&piled, rule),
            Err(TextFault::TooLong { .. })
        ));
    }

    #[test]
    fn hidden_characters_are_found_but_emoji_joiners_are_not() {
        assert_eq!(hidden_char("Ana\u{200B}"), Some('\u{200B}'));
        assert_eq!(hidden_char("Ana\u{200D}"), Some('\u{200D}'));
        assert_eq!(hidden_char("\u{202E}anA"), Some('\u{202E}'));
        assert_eq!(hidden_char("A\u{1B}[31mna"), Some('\u{1B}'));
        assert_eq!(hidden_char("An\na"), Some('\n'));
        assert_eq!(hidden_char("\u{FEFF}Ana"), Some('\u{FEFF}'));
        assert_eq!(hidden_char("👨\u{200D}👩\u{200D}👧\u{200D}👦"), None);
        assert_eq!(hidden_char("👍🏽\u{200D}"), Some('\u{200D}'));
        assert_eq!(hidden_char("🏳\u{FE0F}\u{200D}🌈"), None);
        assert_eq!(
            hidden_char("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"),
            None
        );
        assert_eq!(hidden_char("a\u{E0067}"), Some('\u{E0067}'));
        assert_eq!(hidden_char("José Ngọc Ánh 李"), None);
    }

    #[test]
    fn names_match_after_normalisation_and_case_folding() {
        assert!(same_name("Ana", "ana"));
        assert!(same_name("José", "Jose\u{301}"));
        assert!(same_name(" Ana ", "ANA"));
        assert!(same_name("Straße", "STRASSE"));
        // Look-alikes that only the width or a ligature of their characters tells apart.
        assert!(same_name("ﾊﾞﾝ", "バン"));
        assert!(same_name("Ａｎａ", "ana"));
        assert!(same_name("ﬁona", "Fiona"));
        assert!(!same_name("バン", "パン"));
        assert!(!same_name("Ana", "Ann"));
        assert_eq!(normalize_name(" Jose\u{301} "), "José");
    }

    #[test]
    fn tags_and_ids_refuse_stray_spaces() {
        assert_eq!(check("Plan ", TextRule::TAG), Err(TextFault::StraySpace));
        assert_eq!(check(" ", TextRule::TAG), Err(TextFault::StraySpace));
        assert_eq!(check("", TextRule::TAG), Err(TextFault::Empty));
        assert_eq!(check("Plan", TextRule::TAG), Ok(()));
        assert_eq!(check(" Night shifts ", TextRule::TITLE), Ok(()));
        assert_eq!(check("", TextRule::CATALOG_VERSION), Ok(()));
        assert_eq!(
            check(&"x".repeat(61), TextRule::TITLE),
            Err(TextFault::TooLong {
                length: 61,
                max: 60
            })
        );
    }

    #[test]
    fn times_are_rfc3339() {
        assert!(is_rfc3339("2025-05-10T18:00:00Z"));
        assert!(is_rfc3339("2025-05-10T18:00:00.5+02:00"));
        assert!(!is_rfc3339("2025-05-10"));
        assert!(!is_rfc3339("Ana told us about her divorce"));
        assert!(!is_rfc3339("2025-13-10T18:00:00Z"));
    }

    #[test]
    fn dates_are_days_of_the_calendar() {
        assert!(is_date("2026-12-01"));
        assert!(is_date("2024-02-29"));
        assert!(!is_date("2025-02-29"));
        assert!(!is_date("2026-13-01"));
        assert!(!is_date("2026-12-1"));
        assert!(!is_date("2026-12-01T18:00:00Z"));
        assert!(!is_date("last Tuesday"));
        assert!(!is_date("2026-1é-01"));
    }

    #[test]
    fn messages_quote_text_without_its_hidden_characters() {
        assert_eq!(shown("Ana\u{1B}[2J"), "Ana<U+001B>[2J");
        assert_eq!(shown("José"), "José");
    }
}
