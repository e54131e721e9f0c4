//! Every sentence the tracker and the exports write is a message of `locales/<lang>/*.ftl`,
//! said through the tracker's `src/words/` (#13, #15). This test reads the sources of the
//! tracker (its `words/` included: they name messages by id and write no sentence) and of the
//! results crate and fails on a string literal that reads as words (a word of two letters or
//! more and a space, once `{…}` placeholders and escapes are left out) anywhere, except in comments, in `#[cfg(test)]` items, in the messages of panics that mean a bug
//! (`expect`, `unreachable!`), and in the allow-list below, each entry with why no person reads
//! it. The CLI's own English (its reports, usage and file errors) stays in the CLI (#15).
//!
//! Its limits: a single word ("Setup") is not found, and neither is a sentence built from
//! pieces without a space in any of them.

use std::path::{Path, PathBuf};

/// Literals outside `src/words/` that read as words but are not written for a person: (crate
/// and file, the literal as written in the source).
const ALLOWED: &[(&str, &str)] = &[
    // Matched against serde_json's own message, to cut its position off (we say where).
    ("tracker/document.rs", " at line "),
    // The results code's first line: what a reader checks, the same in every language (#15).
    ("results/payload.rs", "LOADOUT-RESULTS 1"),
];

/// Calls whose string argument is a message for a developer: the program has a bug if it shows.
const DEVELOPER_MESSAGES: &[&str] = &[".expect(", "unreachable!(", "panic!("];

/// A string literal of the sources: where it is and its text as written (escapes included).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Literal {
    line: usize,
    text: String,
    /// The code just before it on its line, to tell a developer message.
    before: String,
}

/// The string literals of `source` outside comments, with `#[cfg(test)]` items left out.
fn literals(source: &str) -> Vec<Literal> {
    let chars: Vec<char> = source.chars().collect();
    // `code`: the source with comments and literals blanked, so braces can be counted.
    let mut code = String::with_capacity(source.len());
    let mut found: Vec<(usize, Literal)> = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let blank = |code: &mut String, c: char| code.push(if c == '\n' { '\n' } else { ' ' });
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let ident_before = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                blank(&mut code, chars[i]);
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                if chars[i] == '\n' {
                    line += 1;
                }
                blank(&mut code, chars[i]);
                i += 1;
            }
            code.push_str("  ");
            i += 2;
            continue;
        }
        // A raw string: r"…", r#"…"#, br"…".
        let raw_start = if !ident_before && c == 'r' {
            Some(i + 1)
        } else if !ident_before && c == 'b' && next == Some('r') {
            Some(i + 2)
        } else {
            None
        };
        if let Some(mut j) = raw_start {
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                let start_line = line;
                let at = code.len();
                let before = line_before(&code);
                for _ in i..=j {
                    code.push(' ');
                }
                j += 1;
                let mut text = String::new();
                loop {
                    if j >= chars.len() {
                        break;
                    }
                    if chars[j] == '"' && (0..hashes).all(|h| chars.get(j + 1 + h) == Some(&'#')) {
                        for _ in 0..=hashes {
                            code.push(' ');
                        }
                        j += 1 + hashes;
                        break;
                    }
                    if chars[j] == '\n' {
                        line += 1;
                    }
                    text.push(chars[j]);
                    blank(&mut code, chars[j]);
                    j += 1;
                }
                found.push((
                    at,
                    Literal {
                        line: start_line,
                        text,
                        before,
                    },
                ));
                i = j;
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let at = code.len();
            let before = line_before(&code);
            code.push(' ');
            let mut j = i + 1;
            let mut text = String::new();
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' && j + 1 < chars.len() {
                    text.push(chars[j]);
                    blank(&mut code, chars[j]);
                    j += 1;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                text.push(chars[j]);
                blank(&mut code, chars[j]);
                j += 1;
            }
            code.push(' ');
            found.push((
                at,
                Literal {
                    line: start_line,
                    text,
                    before,
                },
            ));
            i = j + 1;
            continue;
        }
        // A char literal ('x', '\n', '\u{FEFF}'), not a lifetime ('a).
        if c == '\'' {
            let end = if next == Some('\\') {
                (i + 2..chars.len().min(i + 12)).find(|&k| chars[k] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                for _ in i..=end {
                    code.push(' ');
                }
                i = end + 1;
                continue;
            }
        }
        if c == '\n' {
            line += 1;
        }
        code.push(c);
        i += 1;
    }
    let tests = test_items(&code);
    found
        .into_iter()
        .filter(|(at, _)| !tests.iter().any(|r| r.contains(at)))
        .map(|(_, literal)| literal)
        .collect()
}

/// The code on the current line so far.
fn line_before(code: &str) -> String {
    code.rsplit('\n').next().unwrap_or("").to_owned()
}

/// The byte ranges (in `code`) of the items after each `#[cfg(test)]`.
fn test_items(code: &str) -> Vec<std::ops::Range<usize>> {
    let bytes = code.as_bytes();
    let mut ranges = Vec::new();
    for (start, _) in code.match_indices("#[cfg(test)]") {
        let Some(open) = code[start..].find('{').map(|o| start + o) else {
            continue;
        };
        let mut depth = 0;
        let mut end = code.len();
        for (k, b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = k + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        ranges.push(start..end);
    }
    ranges
}

/// Whether a literal's text reads as words: a word of two letters or more, and a space, once
/// `{…}` placeholders and backslash escapes are left out.
fn reads_as_words(text: &str) -> bool {
    let mut plain = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                plain.push('{');
            }
            // A placeholder stands for a value: neither a word nor a space.
            '{' => {
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
                plain.push('#');
            }
            '\\' => {
                match chars.next() {
                    Some('u') => {
                        for c in chars.by_ref() {
                            if c == '}' {
                                break;
                            }
                        }
                    }
                    Some('x') => {
                        chars.next();
                        chars.next();
                    }
                    _ => {}
                }
                plain.push(' ');
            }
            c => plain.push(c),
        }
    }
    let has_space = plain.trim().contains(char::is_whitespace);
    let has_word = plain
        .split(|c: char| !c.is_alphabetic())
        .any(|word| word.chars().count() >= 2);
    has_space && has_word
}

/// The literals of `source` that read as words and are neither developer messages nor allowed.
fn sentences(file: &str, source: &str) -> Vec<Literal> {
    literals(source)
        .into_iter()
        .filter(|l| reads_as_words(&l.text))
        .filter(|l| {
            !DEVELOPER_MESSAGES
                .iter()
                .any(|m| l.before.trim_end().ends_with(m))
        })
        .filter(|l| !ALLOWED.contains(&(file, l.text.as_str())))
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the tracker's src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The sentences in the sources under `src` (named `crate/…` in messages), and how many files of
/// `words/` were read.
fn scan(src: &Path, crate_name: &str) -> (Vec<String>, usize) {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    files.sort();
    let mut outside = Vec::new();
    let mut inside = 0;
    for path in &files {
        let name = path
            .strip_prefix(src)
            .expect("under src/")
            .to_string_lossy()
            .replace('\\', "/");
        let name = format!("{crate_name}/{name}");
        let source = std::fs::read_to_string(path).expect("a source file is readable");
        let found = sentences(&name, &source);
        if name.starts_with("tracker/words/") {
            inside += 1;
        }
        for literal in found {
            outside.push(format!("{name}:{}: \"{}\"", literal.line, literal.text));
        }
    }
    (outside, inside)
}

#[test]
fn every_sentence_is_written_in_the_words_module() {
    let tracker = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut outside, inside) = scan(&tracker.join("src"), "tracker");
    // The exports are words of the tracker too (the CLI's own English stays in the CLI: #15).
    let (results, _) = scan(&tracker.join("../results/src"), "results");
    outside.extend(results);
    assert!(
        outside.is_empty(),
        "sentences written in Rust (give the deciding code a structured value, its words a \
         function in words/ and a message in every locales/<lang>/*.ftl, or allow-list a \
         literal that no person reads):\n{}",
        outside.join("\n")
    );
    // The scan read the words module.
    assert!(inside >= 7, "only {inside} files of src/words/ read");
}

#[test]
fn a_planted_sentence_is_found() {
    let source = r####"
        //! A module doc "with a sentence" in it.
        use std::fmt;
        /// A doc comment "with a sentence".
        fn refuse(name: &str) -> String {
            let key = "format_version";
            let sep = ", ";
            let tick = '"';
            let lifetime: &'static str = "x";
            let debug = serde_json::to_string(&1).expect("a number always serializes");
            format!("{name} has no card: {key}{sep}{tick}{lifetime}{debug}")
        }
        fn raw() -> &'static str {
            r#"Also "planted" here"#
        }
        #[cfg(test)]
        mod tests {
            #[test]
            fn t() {
                assert_eq!(super::refuse("Ana"), "Ana has no card: format_version");
            }
        }
    "####;
    let found = sentences("planted.rs", source);
    let texts: Vec<&str> = found.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "{name} has no card: {key}{sep}{tick}{lifetime}{debug}",
            r#"Also "planted" here"#
        ]
    );
    assert_eq!(found[0].line, 11);
    assert_eq!(
        sentences("planted.rs", "fn f() { x.push(\"step {index}\") }").len(),
        1
    );
    assert!(sentences("planted.rs", "fn f() { x.push(\"{index:>3} {label}\\n\") }").is_empty());
}
