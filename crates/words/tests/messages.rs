//! The message files (#15): every `locales/<lang>/*.ftl` parses; every language has the same
//! messages and terms, with the same attributes and the same variables, as English; every message
//! formats in every language without a Fluent error; every id the Rust code asks for exists; and a
//! golden game spoken in German has none of the English sentences left.
//!
//! Run it after changing a message file: `cargo test -p loadout-words --test messages`.

mod common;

use common::{files, root};
use loadout_words::SessionWords;
use loadout_words::Speaker;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::Lang;

/// What a message or term has that every language must have alike.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Shape {
    file: String,
    attributes: BTreeSet<String>,
    variables: BTreeSet<String>,
}

fn inline_variables(expression: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. }
        | InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        // A message said inside another passes its variables on: noted as "{id}", replaced by
        // that message's variables once every message is read (`with_references`).
        InlineExpression::MessageReference {
            id,
            attribute: None,
        } => {
            out.insert(format!("{{{}}}", id.name));
        }
        _ => {}
    }
}

/// `shapes` with each "{id}" of a message it says replaced by that message's own variables, so
/// that `{ deck-card }` in a message counts as its `$deck`.
fn with_references(mut shapes: BTreeMap<String, Shape>) -> BTreeMap<String, Shape> {
    fn own(id: &str, shapes: &BTreeMap<String, Shape>, seen: &mut Vec<String>) -> BTreeSet<String> {
        let Some(shape) = shapes.get(id) else {
            return BTreeSet::new();
        };
        if seen.iter().any(|s| s == id) {
            return BTreeSet::new();
        }
        seen.push(id.to_owned());
        let mut out = BTreeSet::new();
        for v in &shape.variables {
            match v.strip_prefix('{').and_then(|v| v.strip_suffix('}')) {
                Some(referenced) => out.extend(own(referenced, shapes, seen)),
                None => {
                    out.insert(v.clone());
                }
            }
        }
        out
    }
    let resolved: Vec<(String, BTreeSet<String>)> = shapes
        .keys()
        .map(|id| (id.clone(), own(id, &shapes, &mut Vec::new())))
        .collect();
    for (id, variables) in resolved {
        shapes.get_mut(&id).expect("listed").variables = variables;
    }
    shapes
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn pattern_variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

/// The text of a pattern outside its placeables (the words a translator writes).
fn pattern_texts<'s>(pattern: &Pattern<&'s str>, out: &mut Vec<&'s str>) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push(value),
            PatternElement::Placeable {
                expression: Expression::Select { variants, .. },
            } => {
                for v in variants {
                    pattern_texts(&v.value, out);
                }
            }
            PatternElement::Placeable { .. } => {}
        }
    }
}

/// Every message ("id") and term ("-id") of a language with its shape; fails on a file that
/// does not parse and on an id written twice (a message and a term may not share a name either:
/// fluent-bundle keeps them under one name).
fn shapes(lang: Lang) -> BTreeMap<String, Shape> {
    let mut out = BTreeMap::new();
    for (file, text) in files(lang.code()) {
        let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| {
            panic!("locales/{}/{file} does not parse: {errors:?}", lang.code())
        });
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
                Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                Entry::Junk { content } => {
                    panic!("locales/{}/{file} does not parse: {content}", lang.code())
                }
                _ => continue,
            };
            let mut shape = Shape {
                file: file.clone(),
                ..Shape::default()
            };
            if let Some(value) = value {
                pattern_variables(value, &mut shape.variables);
            }
            for a in attributes {
                shape.attributes.insert(a.id.name.to_owned());
                pattern_variables(&a.value, &mut shape.variables);
            }
            let twin = match id.strip_prefix('-') {
                Some(term) => term.to_owned(),
                None => format!("-{id}"),
            };
            assert!(
                !out.contains_key(&twin),
                "{id} and {twin} share a name in locales/{}",
                lang.code()
            );
            if let Some(before) = out.insert(id.clone(), shape) {
                panic!(
                    "{id} is written twice in locales/{} ({} and {file})",
                    lang.code(),
                    before.file
                );
            }
        }
    }
    with_references(out)
}

/// What differs between English and `lang`: missing, extra, other attributes or variables.
fn differences(english: &BTreeMap<String, Shape>, other: &BTreeMap<String, Shape>) -> Vec<String> {
    let mut out = Vec::new();
    for (id, shape) in english {
        match other.get(id) {
            None => out.push(format!("{id} ({}) is missing", shape.file)),
            Some(o) if o.file != shape.file => {
                out.push(format!("{id} is in {}, not {}", o.file, shape.file))
            }
            Some(o) if o.attributes != shape.attributes => out.push(format!(
                "{id} has the attributes {:?}, English {:?}",
                o.attributes, shape.attributes
            )),
            // A term may take parameters of its language's own grammar (French and Spanish
            // `$cap` for a card word that begins a label): a caller that passes none gets the
            // default variant, so only a variable English has and the term lacks is a fault.
            Some(o) if id.starts_with('-') && o.variables.is_superset(&shape.variables) => {}
            Some(o) if o.variables != shape.variables => out.push(format!(
                "{id} has the variables {:?}, English {:?}",
                o.variables, shape.variables
            )),
            Some(_) => {}
        }
    }
    for id in other.keys() {
        if !english.contains_key(id) {
            out.push(format!("{id} is not in English"));
        }
    }
    out
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = shapes(Lang::En);
    assert!(english.len() > 300, "English has {} entries", english.len());
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().skip(1) {
        for problem in differences(&english, &shapes(lang)) {
            problems.push(format!("locales/{}: {problem}", lang.code()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_missing_message_or_another_variable_is_found() {
    let english = shapes(Lang::En);
    let mut other = english.clone();
    other.remove("seat");
    other
        .get_mut("refusal-overloaded")
        .expect("a message")
        .variables
        .insert("nmae".to_owned());
    other.insert("extra".to_owned(), Shape::default());
    assert_eq!(
        differences(&english, &other),
        [
            "refusal-overloaded has the variables {\"name\", \"nmae\"}, English {\"name\"}",
            "seat (game.ftl) is missing",
            "extra is not in English",
        ]
    );
}

/// The message files the Rust code says (the UI's `ui.ftl` is checked by its own tests).
const RUST_FILES: [&str; 7] = [
    "game.ftl",
    "catalog.ftl",
    "files.ftl",
    "text.ftl",
    "paste.ftl",
    "exports.ftl",
    "shell.ftl",
];

/// Every message of the Rust side's files formats in every language, its variables given,
/// without a Fluent error (a term or message it names that does not exist, a variable it lacks),
/// in a bundle made the way the app makes it (terms first, isolation marks off).
#[test]
fn every_message_formats_in_every_language() {
    let english = shapes(Lang::En);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let files = files(lang.code());
        for file in RUST_FILES {
            let mut bundle = fluent_bundle::FluentBundle::new(vec![lang
                .code()
                .parse()
                .expect("a language tag")]);
            bundle.set_use_isolating(false);
            bundle.add_builtins().expect("the built-in functions");
            for text in [&files["terms.ftl"], &files[file]] {
                let resource = fluent_bundle::FluentResource::try_new(text.clone())
                    .unwrap_or_else(|_| panic!("locales/{}/{file} parses", lang.code()));
                if let Err(errors) = bundle.add_resource(resource) {
                    problems.push(format!("{}/{file}: {errors:?}", lang.code()));
                }
            }
            for (id, shape) in english.iter().filter(|(_, s)| s.file == file) {
                let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                    problems.push(format!("{}: {id} does not load", lang.code()));
                    continue;
                };
                for value in [fluent_bundle::FluentValue::from("x"), 1.into(), 3.into()] {
                    let mut args = fluent_bundle::FluentArgs::new();
                    for v in &shape.variables {
                        args.set(v.as_str(), value.clone());
                    }
                    let mut errors = Vec::new();
                    bundle.format_pattern(pattern, Some(&args), &mut errors);
                    if !errors.is_empty() {
                        problems.push(format!("{}: {id}: {errors:?}", lang.code()));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The message ids the Rust code under `dir` names: the first argument of `say!`, and with
/// `shaped`, every literal of a message id's shape (`column-title`, as the words name some).
fn ids_in_code(dir: &Path, shaped: bool) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            out.extend(ids_in_code(&path, shaped));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("a source file");
        for (i, _) in source.match_indices("say!(") {
            // `say!(sp, "id", …)`: the id follows the speaker.
            let rest = source[i + 5..].trim_start();
            let rest = match rest.starts_with('"') {
                true => rest,
                false => rest.split_once(',').map_or("", |(_, id)| id.trim_start()),
            };
            if let Some(rest) = rest.strip_prefix('"') {
                let id = &rest[..rest.find('"').expect("a closed literal")];
                out.insert(id.to_owned());
            }
        }
        let pieces: Vec<&str> = source.split('"').collect();
        for k in (1..pieces.len()).step_by(2) {
            let piece = pieces[k];
            // A cargo feature's name (`feature = "all-locales"`) is not a message.
            let feature = pieces[k - 1].trim_end().ends_with("feature =");
            let id_like = shaped
                && !feature
                && piece.contains('-')
                && piece.starts_with(|c: char| c.is_ascii_lowercase())
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if id_like {
                out.insert(piece.to_owned());
            }
        }
    }
    out
}

#[test]
fn every_id_the_code_asks_for_exists() {
    let english = shapes(Lang::En);
    let mut ids = ids_in_code(&root().join("crates/words/src"), true);
    assert!(ids.len() > 250, "found {} ids", ids.len());
    // The shell's own sentences: the core's and the desktop shell's.
    let shell: BTreeSet<String> = ["crates/core/src", "src-tauri/src"]
        .iter()
        .flat_map(|dir| ids_in_code(&root().join(dir), false))
        .collect();
    assert!(shell.len() > 60, "found {} ids of the shell", shell.len());
    ids.extend(shell);
    let missing: Vec<&String> = ids.iter().filter(|id| !english.contains_key(*id)).collect();
    assert!(missing.is_empty(), "no message for {missing:?}");
}

/// Everything the screens and the ledger say about a golden game, in one text.
fn golden_text(lang: Lang) -> String {
    let text = include_str!("../../../tests/golden/four-players.json");
    {
        let sp = &Speaker::new(lang);
        let session = SessionFile::from_json(text)
            .expect("golden file reads")
            .into_session()
            .expect("golden file replays");
        let mut out = session.ledger_text(sp);
        for len in 1..=session.events().len() {
            let mut events = session.events().to_vec();
            events.truncate(len);
            let part = loadout_tracker::session::Session::replay(events, Vec::new())
                .expect("a prefix replays");
            out.push_str(&serde_json::to_string(&part.view(sp)).expect("a view serializes"));
        }
        out
    }
}

/// The English words of the tracker's messages: each piece of text between placeables that
/// reads as words (two words at least), for finding English left in another language.
fn english_pieces() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, text) in files(Lang::En.code()) {
        let resource = fluent_syntax::parser::parse(text.as_str()).expect("English parses");
        for entry in &resource.body {
            if let Entry::Message(m) = entry {
                let mut texts = Vec::new();
                if let Some(value) = &m.value {
                    pattern_texts(value, &mut texts);
                }
                for t in texts {
                    let t = t.trim();
                    if t.split_whitespace().filter(|w| w.len() > 2).count() >= 2 {
                        out.insert(t.to_owned());
                    }
                }
            }
        }
    }
    out
}

#[test]
fn a_golden_game_in_german_has_no_english_sentence() {
    let english = golden_text(Lang::En);
    let german = golden_text(Lang::De);
    let pieces = english_pieces();
    let said: Vec<&String> = pieces
        .iter()
        .filter(|p| english.contains(p.as_str()))
        .collect();
    assert!(said.len() > 50, "English says {} pieces", said.len());
    let left: Vec<&&String> = said
        .iter()
        .filter(|p| german.contains(p.as_str()))
        .collect();
    assert!(left.is_empty(), "English left in German: {left:?}");
}
