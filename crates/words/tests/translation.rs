//! Checks a translator gets for free (#28): each language's typography and quotation marks, a
//! label that grew too long for its place, a game term written out instead of said through its
//! Fluent term, and a control named by hand instead of through its message.
//!
//! It reads `locales/<lang>/*.ftl` itself (no code of the app), so it checks the files as a
//! translator leaves them: `cargo test -p loadout-words --test translation`. Each check says
//! the file, the message and what to write instead; `locales/README.md` explains the rules.

mod common;

use common::files;
use std::collections::BTreeMap;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

const LANGS: [&str; 4] = ["en", "de", "fr", "es"];

/// One piece of a message's pattern, as a translator wrote it.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    /// Words between placeables.
    Text(String),
    /// A term reference (`-load`), without the dash.
    Term(String),
    /// A message reference (`undo`).
    Message(String),
    /// A variable, a literal or anything else that is not words of the translator.
    Other,
}

/// A message (or term) of a file: its id, its comment and each variant as pieces.
struct Message {
    file: String,
    id: String,
    comment: String,
    /// The value and each variant of a selector, flattened: one list of pieces per reading.
    readings: Vec<Vec<Piece>>,
}

/// The readings of a pattern: a selector multiplies them (each variant is one reading).
fn readings(pattern: &Pattern<&str>) -> Vec<Vec<Piece>> {
    let mut out: Vec<Vec<Piece>> = vec![Vec::new()];
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                for r in &mut out {
                    r.push(Piece::Text((*value).to_owned()));
                }
            }
            PatternElement::Placeable { expression } => {
                let alternatives = expression_readings(expression);
                let mut next = Vec::new();
                for r in &out {
                    for a in &alternatives {
                        let mut joined = r.clone();
                        joined.extend(a.iter().cloned());
                        next.push(joined);
                    }
                }
                // A message with many selectors is read variant by variant, not as a product.
                next.truncate(64);
                out = next;
            }
        }
    }
    out
}

fn expression_readings(expression: &Expression<&str>) -> Vec<Vec<Piece>> {
    match expression {
        Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| readings(&v.value)).collect()
        }
        Expression::Inline(inline) => vec![vec![inline_piece(inline)]],
    }
}

fn inline_piece(inline: &InlineExpression<&str>) -> Piece {
    match inline {
        InlineExpression::TermReference { id, .. } => Piece::Term(id.name.to_owned()),
        InlineExpression::MessageReference { id, .. } => Piece::Message(id.name.to_owned()),
        _ => Piece::Other,
    }
}

/// Every message and term of a language, file by file.
fn messages(lang: &str) -> Vec<Message> {
    files(lang)
        .into_iter()
        .flat_map(|(file, text)| {
            parse(&file, &text)
                .unwrap_or_else(|e| panic!("locales/{lang}/{file} does not parse: {e}"))
        })
        .collect()
}

/// The messages and terms of one file's text.
fn parse(file: &str, text: &str) -> Result<Vec<Message>, String> {
    let resource = fluent_syntax::parser::parse(text).map_err(|(_, e)| format!("{e:?}"))?;
    let mut out = Vec::new();
    for entry in &resource.body {
        let (id, value, comment) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.comment),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.comment),
            _ => continue,
        };
        let Some(value) = value else { continue };
        out.push(Message {
            file: file.to_owned(),
            id,
            comment: comment
                .as_ref()
                .map(|c| c.content.join("\n"))
                .unwrap_or_default(),
            readings: readings(value),
        });
    }
    Ok(out)
}

/// The words of a message the translator wrote (every text piece of every reading).
fn texts(message: &Message) -> Vec<&str> {
    message
        .readings
        .iter()
        .flatten()
        .filter_map(|p| match p {
            Piece::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

fn is_space(c: char) -> bool {
    c == '\u{a0}' || c == '\u{202f}'
}

/// French typography: a non-breaking space (U+00A0 or the narrow U+202F) before `: ; ! ?` and
/// inside « », never a plain one, and never none.
fn french_typography(message: &Message) -> Vec<String> {
    let mut out = Vec::new();
    for reading in &message.readings {
        for (i, piece) in reading.iter().enumerate() {
            let Piece::Text(text) = piece else { continue };
            let chars: Vec<char> = text.chars().collect();
            for (j, &c) in chars.iter().enumerate() {
                let before = if j > 0 { Some(chars[j - 1]) } else { None };
                let after = chars.get(j + 1).copied();
                let needs_before = matches!(c, ';' | '!' | '?' | '»')
                    || (c == ':'
                        // A file's own text ("format": …) is quoted as the file has it.
                        && before != Some('"')
                        // A time (10:30), a URL (http://) or a literal such as "a:b" is no colon.
                        && !matches!(after, Some('/'))
                        && !(before.is_some_and(|b| b.is_ascii_digit())
                            && after.is_some_and(|a| a.is_ascii_digit())));
                if needs_before {
                    // A piece that starts with the mark follows a placeable: it needs one too.
                    let ok = match before {
                        Some(b) => is_space(b),
                        None => i == 0,
                    };
                    if !ok {
                        out.push(format!(
                            "“{}” needs a non-breaking space (U+202F or U+00A0) before “{c}”",
                            text.trim()
                        ));
                    }
                }
                if c == '«' && !after.is_some_and(is_space) {
                    out.push(format!(
                        "“{}” needs a non-breaking space (U+00A0) after «",
                        text.trim()
                    ));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn french_has_non_breaking_spaces_before_double_marks_and_inside_guillemets() {
    let problems: Vec<String> = messages("fr")
        .iter()
        .flat_map(|m| {
            french_typography(m)
                .into_iter()
                .map(move |p| format!("locales/fr/{} {}: {p}", m.file, m.id))
        })
        .collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The quotation marks a language uses, and the ones it does not: (opening, closing, foreign).
fn quotation_marks(lang: &str) -> (char, char, &'static [char]) {
    match lang {
        "en" => ('“', '”', &['"', '„', '«', '»']),
        "de" => ('„', '“', &['"', '”', '«', '»']),
        "fr" => ('«', '»', &['"', '“', '”', '„']),
        "es" => ('«', '»', &['"', '“', '”', '„']),
        _ => panic!("no quotation marks for {lang}"),
    }
}

/// Quotation marks: each language's own (en “…”, de „…“, fr « … », es «…»), in pairs, and no
/// straight or foreign ones (a card title quoted in a ledger line too). Text in backticks (a
/// command, a file's field) is left as it is.
fn quotation_problems(lang: &str, message: &Message) -> Vec<String> {
    let (open, close, foreign) = quotation_marks(lang);
    let mut out = Vec::new();
    for reading in &message.readings {
        let text: String = reading
            .iter()
            .map(|p| match p {
                Piece::Text(t) => t.as_str(),
                _ => "\u{fffc}",
            })
            .collect();
        let mut in_code = false;
        let mut depth = 0i32;
        for c in text.chars() {
            if c == '`' {
                in_code = !in_code;
                continue;
            }
            if in_code {
                continue;
            }
            if foreign.contains(&c) {
                out.push(format!(
                    "“{c}” is not a quotation mark of this language: write {open}…{close}"
                ));
            } else if c == open && open != close {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth < 0 {
                    out.push(format!(
                        "{close} closes a quotation that {open} did not open"
                    ));
                    depth = 0;
                }
            }
        }
        if depth > 0 {
            out.push(format!(
                "{open} opens a quotation that {close} does not close"
            ));
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_language_quotes_with_its_own_marks() {
    let mut problems = Vec::new();
    // English's card titles still have straight quotes: the tracker's tests quote them so.
    for lang in &LANGS[1..] {
        // files.ftl quotes what a file contains ("format": "loadout-catalog") as it is written.
        for m in messages(lang).into_iter().filter(|m| m.file != "files.ftl") {
            for p in quotation_problems(lang, &m) {
                problems.push(format!("locales/{lang}/{} {}: {p}", m.file, m.id));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The messages of a language formatted as the UI formats them, every variable given
/// as the number 2 (a selector on a word takes its default variant).
fn formatted_ui(lang: &str) -> BTreeMap<String, String> {
    let files = files(lang);
    let mut bundle = FluentBundle::new(vec![lang.parse().expect("a language tag")]);
    bundle.set_use_isolating(false);
    // Every file: the step names and ledger words of game.ftl are labels on the screens too.
    let mut names: Vec<&String> = files.keys().collect();
    names.sort_by_key(|n| *n != "terms.ftl");
    for file in names {
        let resource = FluentResource::try_new(files[file].clone()).expect("the file parses");
        bundle.add_resource(resource).expect("no id twice");
    }
    let mut out = BTreeMap::new();
    for m in messages(lang)
        .into_iter()
        .filter(|m| !m.id.starts_with('-'))
    {
        let Some(pattern) = bundle.get_message(&m.id).and_then(|m| m.value()) else {
            continue;
        };
        let mut args = FluentArgs::new();
        for name in [
            "n", "name", "count", "round", "rounds", "step", "value", "max", "label",
        ] {
            args.set(name, FluentValue::from(2));
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        out.insert(m.id.clone(), text.into_owned());
    }
    out
}

/// A label or a button's words: short, no sentence (English decides, for every language).
fn is_label(english: &str) -> bool {
    let e = english.trim();
    !e.is_empty()
        && e.chars().count() <= 32
        && e.split_whitespace().count() <= 4
        && !e.ends_with(['.', '?', '!', ':', '…'])
        && !e.contains(". ")
}

/// A message shown as a button, a field's label, a heading or a step's name: ui.ftl's, and the
/// names of steps and events of game.ftl (the steps list, History).
fn is_on_a_control(id: &str, file: &str) -> bool {
    file == "ui.ftl"
        || (file == "game.ftl" && (id.starts_with("step-") || id.starts_with("event-")))
}

/// The controls and screens a sentence tells a person to use, named in one word: a sentence
/// names them through their message. Longer labels (two words and more) are all checked.
const ONE_WORD_CONTROLS: [&str; 7] = [
    "undo",
    "redo",
    "play-history",
    "play-adjust",
    "catalogs-title",
    "join",
    "sessions-title",
];

/// How much longer a label may be than its English before someone looks at it on the screen.
const LONGEST: f64 = 1.6;

/// Letters a label may grow by whatever its English: a button's least width holds them.
const SLACK: usize = 4;

/// The comment that says a long label was looked at on the real screen and fits.
const REVIEWED: &str = "Length reviewed";

fn too_long(lang: &str) -> Vec<String> {
    let english = formatted_ui("en");
    let other = formatted_ui(lang);
    let comments: BTreeMap<String, (String, String)> = messages(lang)
        .into_iter()
        .map(|m| (m.id, (m.file, m.comment)))
        .collect();
    let mut out = Vec::new();
    for (id, en) in &english {
        if !is_label(en) || !is_on_a_control(id, &comments[id].0) {
            continue;
        }
        let Some(text) = other.get(id) else { continue };
        let (chars, en_chars) = (text.chars().count(), en.chars().count());
        let ratio = chars as f64 / en_chars as f64;
        let (file, comment) = &comments[id];
        let reviewed = comment.contains(REVIEWED);
        // A word a few letters longer fits the least room a button has (its padding).
        if ratio > LONGEST && chars > en_chars + SLACK && !reviewed {
            out.push(format!(
                "locales/{lang}/{file} {id}: “{text}” is {ratio:.1}× the English “{en}”: shorten \
                 it, or look at it on the screens and mark it with a comment “# {REVIEWED}: …”"
            ));
        }
    }
    out
}

#[test]
fn a_label_much_longer_than_its_english_is_reviewed() {
    let problems: Vec<String> = LANGS[1..].iter().flat_map(|l| too_long(l)).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The words of a language's terms (terms.ftl), each variant, with the term's id.
fn term_words(lang: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for m in messages(lang).into_iter().filter(|m| m.file == "terms.ftl") {
        let Some(id) = m.id.strip_prefix('-') else {
            continue;
        };
        // English's "Sample deck" is the catalog's name; its sentences say "the sample deck" (the
        // screens' tests click "New catalog from a copy of the sample deck").
        if matches!(id, "app-name" | "game-name") || (lang == "en" && id == "sample-deck") {
            continue;
        }
        for reading in &m.readings {
            let words: String = reading
                .iter()
                .filter_map(|p| match p {
                    Piece::Text(t) => Some(t.as_str()),
                    _ => None,
                })
                .collect();
            let words = words.trim().to_owned();
            if !words.is_empty() && !out.iter().any(|(_, w)| *w == words) {
                out.push((id.to_owned(), words));
            }
        }
    }
    out
}

/// Where `word` stands in `text` as a word of its own (a multi-word term in any case; a single
/// word as written, so "charge" the verb is not "Charge" the track).
fn contains_word(text: &str, word: &str) -> bool {
    // A term may start a sentence with a capital it does not have, or go without one.
    let mut forms = vec![word.to_owned()];
    if let Some(first) = word.chars().next() {
        let rest = &word[first.len_utf8()..];
        forms.push(first.to_lowercase().chain(rest.chars()).collect());
        forms.push(first.to_uppercase().chain(rest.chars()).collect());
    }
    let forms = if word.contains(' ') {
        forms
    } else {
        vec![word.to_owned()]
    };
    forms.iter().any(|needle| {
        text.match_indices(needle.as_str()).any(|(i, m)| {
            let before = text[..i].chars().next_back();
            let after = text[i + m.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    })
}

/// The card word of a language, as a card of a deck is built by hand around a term.
fn card_word(lang: &str) -> &'static [&'static str] {
    match lang {
        "en" => &["card"],
        "de" => &["karte", "Karte"],
        "fr" => &["carte"],
        "es" => &["carta"],
        _ => panic!("no card word for {lang}"),
    }
}

const DECK_TERMS: [&str; 5] = [
    "load",
    "life-happens",
    "action",
    "brotherhood",
    "turning-point",
];

/// A term written out instead of through its Fluent term, and a card of a deck built by hand
/// around the deck's term ("a { -load } card", "carte { -load }") instead of its card term.
fn written_terms(lang: &str, message: &Message, words: &[(String, String)]) -> Vec<String> {
    let mut out = Vec::new();
    if message.file == "terms.ftl" {
        return out;
    }
    for text in texts(message) {
        for (id, word) in words {
            // A heading may start with a term's capitalised form, which no term gives.
            let start = word.contains(' ')
                && text.to_lowercase().starts_with(&word.to_lowercase())
                && !text.starts_with(word.as_str());
            if contains_word(text, word) && !start {
                out.push(format!("“{word}” is written out: say {{ -{id} }}"));
            }
        }
    }
    let cards = card_word(lang);
    for reading in &message.readings {
        for (i, piece) in reading.iter().enumerate() {
            let Piece::Term(id) = piece else { continue };
            if !DECK_TERMS.contains(&id.as_str()) {
                continue;
            }
            let next = match reading.get(i + 1) {
                Some(Piece::Text(t)) => t.trim_start_matches([' ', '-']),
                _ => "",
            };
            let previous = match i.checked_sub(1).map(|j| &reading[j]) {
                Some(Piece::Text(t)) => t
                    .trim_end_matches([' ', '\u{a0}', '„', '«', '“'])
                    .trim_end_matches(" de"),
                _ => "",
            };
            // A label starts with a capital ("Carte { -load }"), so case does not matter.
            let (next, previous) = (next.to_lowercase(), previous.to_lowercase());
            let after = cards.iter().any(|c| next.starts_with(&c.to_lowercase()));
            let before = cards.iter().any(|c| {
                let c = c.to_lowercase();
                previous.ends_with(&c) || previous.ends_with(&format!("{c}s"))
            });
            if after || before {
                out.push(format!(
                    "a card built by hand around {{ -{id} }}: say {{ -{id}-card }}"
                ));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_term_is_said_through_its_fluent_term() {
    let mut problems = Vec::new();
    for lang in LANGS {
        let words = term_words(lang);
        assert!(words.len() > 15, "{lang} has {} term words", words.len());
        for m in messages(lang) {
            for p in written_terms(lang, &m, &words) {
                problems.push(format!("locales/{lang}/{} {}: {p}", m.file, m.id));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A control of the screens named by hand in a sentence: the words of a button or a screen's
/// title (a label of ui.ftl) written out after a word, where a message reference belongs
/// (`tap { undo }`), and in English a capitalised name after "tap", "click" or "press" that is no
/// label at all (a button that does not exist).
fn controls_by_hand(lang: &str) -> Vec<String> {
    let english = formatted_ui("en");
    let ui_ids: Vec<String> = messages(lang)
        .into_iter()
        .filter(|m| m.file == "ui.ftl")
        .map(|m| m.id)
        .collect();
    let labels: Vec<(String, String)> = formatted_ui(lang)
        .into_iter()
        .filter(|(id, text)| {
            english.get(id).is_some_and(|e| is_label(e))
                && ui_ids.contains(id)
                && (text.split_whitespace().count() >= 2
                    || ONE_WORD_CONTROLS.contains(&id.as_str()))
                && text.chars().count() >= 4
                && text.starts_with(char::is_uppercase)
                && !text.contains(char::is_numeric)
        })
        .collect();
    let terms: Vec<String> = term_words(lang).into_iter().map(|(_, w)| w).collect();
    let mut out = Vec::new();
    // Only ui.ftl can say a control's message (the backend's files are other bundles): there a
    // label is checked in every language; elsewhere, in English, a name after "tap".
    for m in messages(lang) {
        if m.file == "terms.ftl" || english.get(&m.id).is_some_and(|e| is_label(e)) {
            continue;
        }
        for text in texts(&m) {
            for (id, label) in labels.iter().filter(|_| m.file == "ui.ftl") {
                if terms.contains(label) {
                    continue;
                }
                let mid_sentence = text.match_indices(label.as_str()).any(|(i, l)| {
                    let before = text[..i].trim_end();
                    let after = text[i + l.len()..].chars().next();
                    !before.is_empty()
                        && !before.ends_with(['.', ':', '!', '?', '·', '(', '“', '„', '«'])
                        && text[..i].ends_with(' ')
                        && !after.is_some_and(char::is_alphanumeric)
                });
                if mid_sentence {
                    out.push(format!(
                        "locales/{lang}/{} {}: “{label}” is written out: say {{ {id} }}",
                        m.file, m.id
                    ));
                }
            }
            if lang == "en" {
                for verb in ["tap ", "click ", "press "] {
                    for (i, v) in text.match_indices(verb) {
                        if text[i + v.len()..].starts_with(char::is_uppercase) {
                            out.push(format!(
                                "locales/en/{} {}: “{}” names a control by hand: say its \
                                 message ({{ play-retry-save }})",
                                m.file,
                                m.id,
                                text[i..].trim()
                            ));
                        }
                    }
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn a_sentence_names_a_control_through_its_message() {
    let problems: Vec<String> = LANGS.iter().flat_map(|l| controls_by_hand(l)).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// One message of a file, as the checks read it.
fn one(file: &str, text: &str) -> Message {
    parse(file, text).expect("the sample parses").remove(0)
}

#[test]
fn each_check_finds_the_fault_it_is_for() {
    let nb = '\u{a0}';
    // French: a plain space before a colon, none inside guillemets.
    let plain = one("ui.ftl", "x = Carte : «A»");
    assert_eq!(
        french_typography(&plain).len(),
        3,
        "{:?}",
        french_typography(&plain)
    );
    let fine = one("ui.ftl", &format!("x = Carte{nb}: «{nb}A{nb}»"));
    assert!(
        french_typography(&fine).is_empty(),
        "{:?}",
        french_typography(&fine)
    );
    // Quotation marks: straight or foreign ones, and a pair left open.
    assert!(!quotation_problems("de", &one("ui.ftl", "x = Karte \"A\"")).is_empty());
    assert!(!quotation_problems("de", &one("ui.ftl", "x = Karte „A")).is_empty());
    assert!(quotation_problems("de", &one("ui.ftl", "x = Karte „A“")).is_empty());
    assert!(!quotation_problems("es", &one("ui.ftl", "x = Carta “A”")).is_empty());
    // Terms: a word of terms.ftl typed out, and a card built around a term.
    let words = vec![("load".to_owned(), "Load".to_owned())];
    assert!(!written_terms("en", &one("ui.ftl", "x = Your Load"), &words).is_empty());
    assert!(!written_terms("en", &one("ui.ftl", "x = a { -load } card"), &words).is_empty());
    assert!(!written_terms("fr", &one("ui.ftl", "x = une carte { -load }"), &words).is_empty());
    assert!(!written_terms("fr", &one("ui.ftl", "x = Carte { -load }"), &words).is_empty());
    assert!(!written_terms("es", &one("ui.ftl", "x = Carta de { -load }"), &words).is_empty());
    assert!(written_terms("en", &one("ui.ftl", "x = a { -load-card }"), &words).is_empty());
    // A label: short, no sentence.
    assert!(is_label("Try saving again") && !is_label("Tap Undo. Then go on."));
}

/// A seat at the table and a place in the ranking are two words in every language (an export
/// with seat numbers once read "Platz 2" for the player in first place).
#[test]
fn a_seat_is_never_called_a_place() {
    for lang in LANGS {
        let said = formatted_ui(lang);
        let seat = &said["seat-label"];
        let place = &said["ranking-place"];
        assert!(
            !seat.to_lowercase().starts_with(&place.to_lowercase()),
            "{lang}: the seat “{seat}” is named like a place in the ranking (“{place}”)"
        );
        assert_eq!(&said["export-seat"], seat, "{lang}: an export's seat");
        assert!(
            said["export-initials-at-seat"].contains(&said["seat"]),
            "{lang}: initials at a seat say “{}”, not “{}”",
            said["export-initials-at-seat"],
            said["seat"]
        );
    }
}
