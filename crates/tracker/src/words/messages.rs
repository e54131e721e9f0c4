//! The message files behind the words: Project Fluent bundles, one per language, built once from
//! `locales/<lang>/*.ftl` (embedded: the tracker reads no file), and the language the words of
//! this thread are in (`speaking`).
//!
//! The shell has its own sentences (`locales/<lang>/shell.ftl`): it makes its own `Messages`
//! with `Messages::new` and the same terms (`TERMS`), so both sides format the same way.

use std::cell::Cell;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// A message's argument: a name, a number… (re-exported for the shell's messages).
pub use fluent_bundle::FluentValue;

use crate::lang::Lang;

thread_local! {
    /// The language of this thread's words; English unless a caller says otherwise (the CLI).
    static SPEAKING: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Runs `f` with every word it produces in `lang`, then goes back to the language before (also
/// when `f` panics). Words are English outside any `speaking`.
pub fn speaking<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            SPEAKING.with(|s| s.set(self.0));
        }
    }
    let _restore = Restore(SPEAKING.with(|s| s.replace(lang)));
    f()
}

/// The language the words of this thread are in now.
pub fn lang() -> Lang {
    SPEAKING.with(Cell::get)
}

/// The game's terms (`terms.ftl`) of a language: every bundle loads them first.
pub fn terms(lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::Pseudo => include_str!("../../../../locales/en/terms.ftl"),
        Lang::De => include_str!("../../../../locales/de/terms.ftl"),
        Lang::Fr => include_str!("../../../../locales/fr/terms.ftl"),
        Lang::Es => include_str!("../../../../locales/es/terms.ftl"),
    }
}

/// The message files of a language, after its terms (`sources(lang)`); built on first use.
pub struct Messages {
    sources: fn(Lang) -> &'static [&'static str],
    bundles: [OnceLock<FluentBundle<FluentResource>>; 5],
}

impl Messages {
    /// Messages from `sources`: the FTL texts of each language (terms are added before them).
    pub const fn new(sources: fn(Lang) -> &'static [&'static str]) -> Self {
        Messages {
            sources,
            bundles: [
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
            ],
        }
    }

    /// The bundle of `lang`, built on first use. A file that does not parse is a bug that
    /// `tests/messages.rs` finds; what parses is kept.
    pub fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        self.bundles[lang.index()].get_or_init(|| {
            let id = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // The text rules and the tests compare plain text: no bidi isolation marks.
            bundle.set_use_isolating(false);
            let _ = bundle.add_builtins();
            // The pseudo-language is English's messages, each piece of text made longer.
            let files = match lang {
                Lang::Pseudo => {
                    bundle.set_transform(Some(pseudo));
                    Lang::En
                }
                lang => lang,
            };
            for source in std::iter::once(terms(files)).chain((self.sources)(files).iter().copied())
            {
                let resource =
                    FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
                let _ = bundle.add_resource(resource);
            }
            bundle
        })
    }

    /// Message `id` with `args`, in the language of this thread.
    pub fn say(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        self.say_in(lang(), id, args)
    }

    /// Message `id` with `args` in `lang`. A missing message says its id (and fails a debug
    /// build: every test would notice).
    pub fn say_in(&self, lang: Lang, id: &str, args: &[(&str, FluentValue)]) -> String {
        let bundle = self.bundle(lang);
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            if cfg!(debug_assertions) {
                panic!("no message {id} in {}", lang.code());
            }
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        if cfg!(debug_assertions) && !errors.is_empty() {
            panic!("{id} in {}: {errors:?}", lang.code());
        }
        text.into_owned()
    }

    /// Whether `lang` has message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }
}

/// Accented letters for the pseudo-language, a..z then A..Z.
const ACCENTED: [char; 52] = [
    'ā', 'ƀ', 'ç', 'đ', 'ē', 'ƒ', 'ĝ', 'ĥ', 'ī', 'ĵ', 'ķ', 'ĺ', 'ɱ', 'ń', 'ō', 'þ', 'ǫ', 'ŕ', 'š',
    'ţ', 'ū', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž', 'Ā', 'Ɓ', 'Ç', 'Đ', 'Ē', 'Ƒ', 'Ĝ', 'Ĥ', 'Ī', 'Ĵ', 'Ķ', 'Ĺ',
    'Ṁ', 'Ń', 'Ō', 'Þ', 'Ǫ', 'Ŕ', 'Š', 'Ţ', 'Ū', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
];

/// A piece of a message's text in the pseudo-language: every ASCII letter accented, and 40%
/// more length as tildes after the last letter, so that "Undo" becomes "Ūńđō ~~". What is not
/// text (the names, numbers and cards a message is given) is left as it is. The UI's
/// `ui/src/lib/i18n` does the same to its messages.
pub fn pseudo(text: &str) -> std::borrow::Cow<'_, str> {
    let letters = text.chars().filter(char::is_ascii_alphabetic).count();
    if letters == 0 {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 2 + 4);
    let end = text.trim_end().len();
    for c in text[..end].chars() {
        out.push(match c {
            'a'..='z' => ACCENTED[c as usize - 'a' as usize],
            'A'..='Z' => ACCENTED[26 + c as usize - 'A' as usize],
            c => c,
        });
    }
    out.push(' ');
    out.extend(std::iter::repeat_n('~', (letters * 2).div_ceil(5)));
    out.push_str(&text[end..]);
    std::borrow::Cow::Owned(out)
}

/// The tracker's message files, per language.
fn tracker_sources(lang: Lang) -> &'static [&'static str] {
    macro_rules! files {
        ($code:literal) => {
            &[
                include_str!(concat!("../../../../locales/", $code, "/game.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/catalog.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/files.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/text.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/paste.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/exports.ftl")),
            ]
        };
    }
    match lang {
        Lang::En | Lang::Pseudo => files!("en"),
        Lang::De => files!("de"),
        Lang::Fr => files!("fr"),
        Lang::Es => files!("es"),
    }
}

/// The tracker's own messages (every `words` function speaks through these).
pub static TRACKER: Messages = Messages::new(tracker_sources);

#[cfg(test)]
mod pseudo_tests {
    use super::*;

    #[test]
    fn the_pseudo_language_accents_every_letter_and_is_longer_by_two_fifths() {
        assert_eq!(pseudo("Undo"), "Ūńđō ~~");
        assert_eq!(pseudo("From "), "Ƒŕōɱ ~~ ");
        assert_eq!(pseudo(" · "), " · ");
        let english = TRACKER.say_in(Lang::En, "scope-everyone", &[]);
        let pseudo = TRACKER.say_in(Lang::Pseudo, "scope-everyone", &[]);
        assert!(!pseudo.chars().any(|c| c.is_ascii_alphabetic()), "{pseudo}");
        assert!(
            pseudo.chars().count() * 10 >= english.chars().count() * 14,
            "{pseudo} is 40% longer than {english}"
        );
    }
}
