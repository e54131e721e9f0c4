//! The message files behind the words: Project Fluent bundles, one per language, built once from
//! `locales/<lang>/*.ftl` (embedded: the tracker reads no file), and who says them (`Speaker`:
//! a language and the printed terms, a value every wording function is given).
//!
//! The shell has its own sentences (`locales/<lang>/shell.ftl`): it makes its own `Messages`
//! with `Messages::new` and the same terms (`TERMS`), so both sides format the same way.
//!
//! English is always embedded. The other languages are too with the `all-locales` feature (the
//! desktop app and the CLI); without it (the web app, issue #25) their files are handed over at
//! run time (`provide`) before anything is said in them, so the module carries one language.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumberOptions;
use fluent_bundle::{FluentArgs, FluentResource};

/// A message's argument: a name, a number… (re-exported for the shell's messages).
pub use fluent_bundle::FluentValue;

use loadout_tracker::catalog::PrintedTerms;
use loadout_tracker::lang::Lang;

/// Who says the words: a language, and the game's terms as the cards of a session print them
/// (`printing`) or the app's own (`terms.ftl`). Every wording function is given one; nothing
/// reads a language from anywhere else, so two speakers (a view in German for a tablet while
/// the app speaks English) say their own words side by side, on any thread.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Speaker {
    lang: Lang,
    /// The usable printed terms (`PrintedTerms::usable`); `None`: the app's own.
    printed: Option<Arc<PrintedTerms>>,
}

impl Speaker {
    /// A speaker of `lang` with the app's own terms.
    pub const fn new(lang: Lang) -> Self {
        Speaker {
            lang,
            printed: None,
        }
    }

    /// English with the app's own terms: the CLI's words.
    pub const ENGLISH: Speaker = Speaker::new(Lang::En);

    /// The language this speaker says its words in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The same speaker in `lang` (its printed terms kept).
    pub fn in_lang(&self, lang: Lang) -> Speaker {
        Speaker {
            lang,
            printed: self.printed.clone(),
        }
    }

    /// The same language, saying the game's terms as `terms` prints them (a session's catalog,
    /// `Catalog::terms`) instead of the app's own. Only the terms that pass the text rules are
    /// said: a file's term that does not is refused, in words that name it by the app's own
    /// word. No terms: the app's own words.
    pub fn printing(&self, terms: &PrintedTerms) -> Speaker {
        let printed = match terms.is_empty() {
            true => None,
            false => Some(terms.usable())
                .filter(|usable| !usable.is_empty())
                .map(Arc::new),
        };
        Speaker {
            lang: self.lang,
            printed,
        }
    }

    /// The terms this speaker's cards print (`printing`), as terms of its language: each
    /// declared one, and for a deck the word for its cards ("Stress card", "Stress cards").
    /// Empty for the app's own terms.
    pub fn printed_terms(&self) -> Vec<PrintedTerm> {
        match &self.printed {
            Some(terms) => printed_list(self.lang, terms),
            None => Vec::new(),
        }
    }
}

/// One of the game's terms (`terms.ftl`) as a catalog prints it, in one language: `id` without
/// its dash (`load`, or `load-card` for the word of a card of that deck), with its form for one
/// and for more (the same for a name).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PrintedTerm {
    pub id: String,
    pub one: String,
    pub other: String,
}

fn printed_list(lang: Lang, terms: &PrintedTerms) -> Vec<PrintedTerm> {
    let mut list = Vec::new();
    for (term, text) in terms.declared() {
        let text = text.trim();
        list.push(PrintedTerm {
            id: term.id().to_owned(),
            one: text.to_owned(),
            other: text.to_owned(),
        });
        if term.deck().is_some() {
            // The base bundle: the card word is made from the language's own pattern.
            let bundle = TRACKER.bundle(lang);
            let card = |count: u8| {
                let args = [("deck", FluentValue::from(text)), ("count", count.into())];
                format(bundle, lang, "printed-card", &args)
            };
            list.push(PrintedTerm {
                id: format!("{}-card", term.id()),
                one: card(1),
                other: card(2),
            });
        }
    }
    list
}

/// The printed terms as a Fluent resource that overrides `terms.ftl`: every text a string
/// literal, so nothing a catalog prints reads as Fluent syntax. The UI's `i18n` writes the same.
pub fn printed_ftl(terms: &[PrintedTerm]) -> String {
    fn literal(text: &str) -> String {
        format!(
            "{{ \"{}\" }}",
            text.replace('\\', "\\\\").replace('"', "\\\"")
        )
    }
    let mut ftl = String::new();
    for term in terms {
        if term.one == term.other {
            ftl.push_str(&format!("-{} = {}\n", term.id, literal(&term.one)));
        } else {
            ftl.push_str(&format!(
                "-{} = {{ $count ->\n    [other] {}\n   *[one] {}\n}}\n",
                term.id,
                literal(&term.other),
                literal(&term.one)
            ));
        }
    }
    ftl
}

/// The game's terms (`terms.ftl`) of a language: every bundle loads them first.
pub fn terms(lang: Lang) -> &'static str {
    match lang {
        Lang::En | Lang::Pseudo => include_str!("../../../locales/en/terms.ftl"),
        #[cfg(feature = "all-locales")]
        Lang::De => include_str!("../../../locales/de/terms.ftl"),
        #[cfg(feature = "all-locales")]
        Lang::Fr => include_str!("../../../locales/fr/terms.ftl"),
        #[cfg(feature = "all-locales")]
        Lang::Es => include_str!("../../../locales/es/terms.ftl"),
        #[cfg(not(feature = "all-locales"))]
        lang => provided(lang, &["terms"])
            .first()
            .copied()
            .unwrap_or_default(),
    }
}

/// The files of the languages handed over at run time (`provide`), by language and name.
static PROVIDED: Mutex<Vec<(Lang, &'static str, &'static str)>> = Mutex::new(Vec::new());

/// Hands over the message files of `lang` (`(name, text)`, the name without `.ftl`: "game",
/// "shell"…), so that it can be spoken. Once per language: later calls for it change nothing,
/// as its bundles may already be built. With the `all-locales` feature every language is embedded
/// and this keeps nothing.
pub fn provide(lang: Lang, files: Vec<(String, String)>) {
    if cfg!(feature = "all-locales") {
        return;
    }
    let mut kept = PROVIDED.lock().unwrap_or_else(|e| e.into_inner());
    if lang == Lang::En || lang == Lang::Pseudo || kept.iter().any(|(l, _, _)| *l == lang) {
        return;
    }
    for (name, text) in files {
        // Kept for the life of the program, as embedded files are: a few per language.
        kept.push((lang, name.leak(), text.leak()));
    }
}

/// The files named `names` of `lang` as handed over (`provide`), in that order; those not
/// handed over are left out.
pub fn provided(lang: Lang, names: &[&str]) -> Vec<&'static str> {
    let kept = PROVIDED.lock().unwrap_or_else(|e| e.into_inner());
    names
        .iter()
        .filter_map(|name| {
            kept.iter()
                .find(|(l, n, _)| *l == lang && n == name)
                .map(|(_, _, text)| *text)
        })
        .collect()
}

/// Whether `lang` can be spoken: it is embedded, or its files were handed over (`provide`).
pub fn speakable(lang: Lang) -> bool {
    if cfg!(feature = "all-locales") || lang == Lang::En || lang == Lang::Pseudo {
        return true;
    }
    let kept = PROVIDED.lock().unwrap_or_else(|e| e.into_inner());
    kept.iter().any(|(l, _, _)| *l == lang)
}

/// The language `lang`'s words are said in: itself once it can be spoken, else English.
fn spoken(lang: Lang) -> Lang {
    if speakable(lang) {
        lang
    } else {
        Lang::En
    }
}

/// The names of the message files a language needs (`provide`): the terms, the tracker's and
/// the shell's (`locales/<lang>/<name>.ftl`).
pub const FILES: [&str; 8] = [
    "terms", "game", "catalog", "files", "text", "paste", "exports", "shell",
];

/// The message files of a language, after its terms (`sources(lang)`); built on first use.
pub struct Messages {
    sources: fn(Lang) -> Vec<&'static str>,
    bundles: [OnceLock<FluentBundle<FluentResource>>; 5],
    /// Bundles with a catalog's printed terms, the most recently used last.
    printed: Mutex<Vec<PrintedBundle>>,
    /// What was said already (`Said`).
    said: Mutex<Option<Said>>,
}

/// A language's bundle with the terms a catalog prints.
struct PrintedBundle {
    lang: Lang,
    terms: PrintedTerms,
    bundle: Arc<FluentBundle<FluentResource>>,
    /// Names this bundle among every bundle ever built, for `Said` (never reused).
    id: u64,
}

/// The sentences said already, by bundle, message id and arguments: formatting a message is a
/// pure function of these, and a view says mostly what the previous one said (the ranking, the
/// chart's marks, the formula: issue #29, bench/RESULTS.md). Forgotten all at once when full.
struct Said {
    sentences: HashMap<Box<[u8]>, String, foldhash::fast::RandomState>,
}

/// Sentences kept in `Said` before it starts again (a whole game's history in four languages fits).
const SAID_KEPT: usize = 8192;

/// The next printed bundle's `id`: after the base bundles' (a language's index).
static NEXT_BUNDLE: AtomicU64 = AtomicU64::new(Lang::ALL.len() as u64 + 1);

/// Writes what a sentence is said from into `key`: the bundle, the message id and each argument's
/// name and value, each one length-prefixed so that no two different calls write the same bytes.
/// `false` for a value that is not a plain string or number (said each time, not kept).
fn said_key(key: &mut Vec<u8>, bundle: u64, id: &str, args: &[(&str, FluentValue)]) -> bool {
    let text = |key: &mut Vec<u8>, text: &str| {
        key.extend_from_slice(&(text.len() as u64).to_le_bytes());
        key.extend_from_slice(text.as_bytes());
    };
    key.extend_from_slice(&bundle.to_le_bytes());
    text(key, id);
    for (name, value) in args {
        text(key, name);
        match value {
            FluentValue::String(s) => {
                key.push(b's');
                text(key, s);
            }
            FluentValue::Number(n) if n.options == FluentNumberOptions::default() => {
                key.push(b'n');
                key.extend_from_slice(&n.value.to_bits().to_le_bytes());
            }
            _ => return false,
        }
    }
    true
}

/// Printed-term bundles kept per `Messages` (a table display and a facilitator's tablet on two
/// sessions of two catalogs, in two languages, fit).
const PRINTED_BUNDLES: usize = 8;

impl Messages {
    /// Messages from `sources`: the FTL texts of each language (terms are added before them).
    pub const fn new(sources: fn(Lang) -> Vec<&'static str>) -> Self {
        Messages {
            sources,
            bundles: [
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
                OnceLock::new(),
            ],
            printed: Mutex::new(Vec::new()),
            said: Mutex::new(None),
        }
    }

    /// The bundle of `lang`, built on first use. A file that does not parse is a bug that
    /// `tests/messages.rs` finds; what parses is kept. A language whose files were not handed
    /// over yet (`provide`) is said in English, and its bundle is built once they are.
    pub fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        let lang = spoken(lang);
        self.bundles[lang.index()].get_or_init(|| self.build(lang, None))
    }

    /// The bundle of `lang` with `terms` as printed, built on first use and kept, with its `id`.
    fn printed_bundle(
        &self,
        lang: Lang,
        terms: &PrintedTerms,
    ) -> (Arc<FluentBundle<FluentResource>>, u64) {
        let lang = spoken(lang);
        let found = |kept: &mut Vec<PrintedBundle>| {
            let at = kept
                .iter()
                .position(|b| b.lang == lang && b.terms == *terms)?;
            let entry = kept.remove(at);
            let bundle = (Arc::clone(&entry.bundle), entry.id);
            kept.push(entry);
            Some(bundle)
        };
        let mut kept = self.printed.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(bundle) = found(&mut kept) {
            return bundle;
        }
        drop(kept);
        let ftl = printed_ftl(&printed_list(lang, terms));
        let bundle = Arc::new(self.build(lang, Some(ftl)));
        let id = NEXT_BUNDLE.fetch_add(1, Ordering::Relaxed);
        let mut kept = self.printed.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() >= PRINTED_BUNDLES {
            kept.remove(0);
        }
        kept.push(PrintedBundle {
            lang,
            terms: terms.clone(),
            bundle: Arc::clone(&bundle),
            id,
        });
        (bundle, id)
    }

    /// A bundle of `lang`: its terms, then `printed` over them, then its messages.
    fn build(&self, lang: Lang, printed: Option<String>) -> FluentBundle<FluentResource> {
        {
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
            let parse = |source: String| FluentResource::try_new(source).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(parse(terms(files).to_owned()));
            if let Some(printed) = printed {
                bundle.add_resource_overriding(parse(printed));
            }
            for source in (self.sources)(files) {
                let _ = bundle.add_resource(parse((*source).to_owned()));
            }
            bundle
        }
    }

    /// Message `id` with `args`, as `speaker` says it: in its language, with its printed terms.
    /// A missing message says its id (and fails a debug build: every test would notice).
    /// Said once per bundle, message and arguments, then repeated (`Said`).
    pub fn say(&self, speaker: &Speaker, id: &str, args: &[(&str, FluentValue)]) -> String {
        let lang = speaker.lang;
        match &speaker.printed {
            Some(terms) => {
                let (bundle, bundle_id) = self.printed_bundle(lang, terms);
                self.said(bundle_id, id, args, || format(&bundle, lang, id, args))
            }
            None => {
                let bundle_id = spoken(lang).index() as u64;
                self.said(bundle_id, id, args, || {
                    format(self.bundle(lang), lang, id, args)
                })
            }
        }
    }

    /// The sentence said with bundle `bundle_id`, message `id` and `args`: as said before, or
    /// `say` now (and kept).
    fn said(
        &self,
        bundle_id: u64,
        id: &str,
        args: &[(&str, FluentValue)],
        say: impl FnOnce() -> String,
    ) -> String {
        thread_local! {
            /// The key of the sentence being said, its buffer kept between calls.
            static KEY: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
        }
        // The sentence as said before; else its key to keep it by (`None`: not kept). `say`
        // runs after the buffer is given back, so nothing it calls can find it borrowed.
        let found = KEY.with_borrow_mut(|key| {
            key.clear();
            if !said_key(key, bundle_id, id, args) {
                return Err(None);
            }
            let said = self.said.lock().unwrap_or_else(|e| e.into_inner());
            match said.as_ref().and_then(|s| s.sentences.get(&key[..])) {
                Some(sentence) => Ok(sentence.clone()),
                None => Err(Some(Box::<[u8]>::from(&key[..]))),
            }
        });
        let key = match found {
            Ok(sentence) => return sentence,
            Err(None) => return say(),
            Err(Some(key)) => key,
        };
        let sentence = say();
        let mut said = self.said.lock().unwrap_or_else(|e| e.into_inner());
        let said = said.get_or_insert_with(|| Said {
            sentences: HashMap::default(),
        });
        if said.sentences.len() >= SAID_KEPT {
            said.sentences.clear();
        }
        said.sentences.insert(key, sentence.clone());
        sentence
    }

    /// Forgets every sentence said (`Said`): the next ones are formatted again. For the
    /// benchmarks that measure a view said for the first time.
    pub fn forget(&self) {
        *self.said.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// Message `id` with `args` in `lang`, with the app's own terms.
    pub fn say_in(&self, lang: Lang, id: &str, args: &[(&str, FluentValue)]) -> String {
        self.say(&Speaker::new(lang), id, args)
    }

    /// Whether `lang` has message `id`.
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }
}

/// Message `id` of `bundle` (in `lang`) with `args`.
fn format(
    bundle: &FluentBundle<FluentResource>,
    lang: Lang,
    id: &str,
    args: &[(&str, FluentValue)],
) -> String {
    {
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
fn tracker_sources(lang: Lang) -> Vec<&'static str> {
    macro_rules! files {
        ($code:literal) => {
            vec![
                include_str!(concat!("../../../locales/", $code, "/game.ftl")),
                include_str!(concat!("../../../locales/", $code, "/catalog.ftl")),
                include_str!(concat!("../../../locales/", $code, "/files.ftl")),
                include_str!(concat!("../../../locales/", $code, "/text.ftl")),
                include_str!(concat!("../../../locales/", $code, "/paste.ftl")),
                include_str!(concat!("../../../locales/", $code, "/exports.ftl")),
            ]
        };
    }
    match lang {
        Lang::En | Lang::Pseudo => files!("en"),
        #[cfg(feature = "all-locales")]
        Lang::De => files!("de"),
        #[cfg(feature = "all-locales")]
        Lang::Fr => files!("fr"),
        #[cfg(feature = "all-locales")]
        Lang::Es => files!("es"),
        #[cfg(not(feature = "all-locales"))]
        lang => provided(
            lang,
            &["game", "catalog", "files", "text", "paste", "exports"],
        ),
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
