//! What the message-file tests share: where the repository is, how a language's files read, and
//! the terms a printed deck might print.
#![allow(dead_code)] // each test binary uses its own subset

use loadout_tracker::catalog::PrintedTerms;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The repository's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every message file of a language (`code`: "en", "de"…), by file name ("game.ftl"), with its
/// text.
pub fn files(code: &str) -> BTreeMap<String, String> {
    let dir = root().join("locales").join(code);
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a folder entry").path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let name = path
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            let text = std::fs::read_to_string(&path).expect("an FTL file reads");
            out.insert(name, text);
        }
    }
    out
}

/// Terms a German printed deck might print, none of them the glossary's.
pub fn german_deck() -> PrintedTerms {
    PrintedTerms {
        load: Some("Belastung".into()),
        connection: Some("Nähe".into()),
        momentum: Some("Antrieb".into()),
        shield: Some("Puffer".into()),
        pressure: Some("Stress".into()),
        life_happens: Some("Alltag".into()),
        action: Some("Handlung".into()),
        brotherhood: Some("Beistand".into()),
        turning_point: Some("Kehrtwende".into()),
    }
}
