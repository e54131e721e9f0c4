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
        Lang::En => include_str!("../../../../locales/en/terms.ftl"),
        Lang::De => include_str!("../../../../locales/de/terms.ftl"),
        Lang::Fr => include_str!("../../../../locales/fr/terms.ftl"),
        Lang::Es => include_str!("../../../../locales/es/terms.ftl"),
    }
}

/// The message files of a language, after its terms (`sources(lang)`); built on first use.
pub struct Messages {
    sources: fn(Lang) -> &'static [&'static str],
    bundles: [OnceLock<FluentBundle<FluentResource>>; 4],
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
            for source in std::iter::once(terms(lang)).chain((self.sources)(lang).iter().copied()) {
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
        Lang::En => files!("en"),
        Lang::De => files!("de"),
        Lang::Fr => files!("fr"),
        Lang::Es => files!("es"),
    }
}

/// The tracker's own messages (every `words` function speaks through these).
pub static TRACKER: Messages = Messages::new(tracker_sources);
