//! The UI's TypeScript types, generated from the Rust types with ts-rs and committed under
//! `ui/src/lib/api/bindings/`. `ui_bindings_are_current` fails when they are out of date;
//! `UPDATE_EXPECT=1 cargo test -p loadout-companion ui_bindings` rewrites them.

use crate::api::*;
use crate::commands::AppInfo;
use loadout_tracker::session::{HistoryItem, LedgerEntry};
use loadout_tracker::view::View;
use std::path::Path;
use ts_rs::{Config, ExportError, TS};

/// Writes every type that crosses IPC, with the types they use, into `dir` (one file per type).
pub fn export_bindings(dir: &Path) -> Result<(), ExportError> {
    // Every integer we send fits in a JS number (no u64 counts anywhere near 2^53).
    let cfg = Config::new().with_out_dir(dir).with_large_int("number");
    macro_rules! export {
        ($($t:ty),* $(,)?) => { $( <$t as TS>::export_all(&cfg)?; )* };
    }
    export!(
        AppInfo,
        ApiError,
        Empty,
        SessionId,
        CatalogId,
        FilePath,
        StartingSeat,
        NewSessionRequest,
        RecordRequest,
        StepRequest,
        AmendRequest,
        SessionExportRequest,
        SessionResponse,
        SessionSummary,
        DamagedFile,
        SessionList,
        AppState,
        CatalogEntry,
        CatalogList,
        CatalogDoc,
        CatalogSaveRequest,
        CatalogValidateRequest,
        CardValidateRequest,
        CatalogExportRequest,
        Settings,
        SettingsRequest,
        View,
        HistoryItem,
        LedgerEntry,
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};
    use std::fs;
    use std::path::PathBuf;

    fn ts_files(dir: &Path) -> BTreeMap<String, String> {
        let Ok(entries) = fs::read_dir(dir) else {
            return BTreeMap::new();
        };
        entries
            .map(|e| e.expect("a readable bindings folder").path())
            .filter(|p| p.extension().is_some_and(|x| x == "ts"))
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                (name, fs::read_to_string(&p).expect("a readable bindings file"))
            })
            .collect()
    }

    /// The committed bindings equal freshly generated ones: no file missing, extra or different.
    #[test]
    fn ui_bindings_are_current() {
        let committed_dir =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ui/src/lib/api/bindings");
        let fresh = tempfile::tempdir().expect("a temp dir");
        export_bindings(fresh.path()).expect("the bindings generate");
        let expected = ts_files(fresh.path());
        assert!(expected.contains_key("View.ts") && expected.contains_key("Event.ts"));

        if std::env::var_os("UPDATE_EXPECT").is_some() {
            for stale in ts_files(&committed_dir).keys() {
                fs::remove_file(committed_dir.join(stale)).expect("removable");
            }
            fs::create_dir_all(&committed_dir).expect("the bindings folder can be made");
            for (name, text) in &expected {
                fs::write(committed_dir.join(name), text).expect("writable");
            }
        }
        let committed = ts_files(&committed_dir);
        let differing: BTreeSet<_> = expected
            .keys()
            .chain(committed.keys())
            .filter(|name| expected.get(*name) != committed.get(*name))
            .collect();
        assert!(
            differing.is_empty(),
            "ui/src/lib/api/bindings is out of date ({differing:?}): run \
             `UPDATE_EXPECT=1 cargo test -p loadout-companion ui_bindings` and commit the result"
        );
    }
}
