//! The commands the UI calls. Kept out of the crate root: `#[tauri::command]` there clashes
//! with the macro's generated items (E0255).

use loadout_tracker::catalog::Catalog;
use serde::Serialize;
use tauri::{AppHandle, Runtime};
use ts_rs::TS;

/// What the start screen shows about the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
pub struct AppInfo {
    /// The product name, "Loadout Companion".
    pub name: String,
    /// The app's version, e.g. "0.1.0".
    pub version: String,
    /// The rules edition the tracker scores, e.g. "v1.1".
    pub rules_edition: String,
    /// The name of the card catalog that ships with the app.
    pub sample_deck: String,
}

/// The app's name and version, the rules edition it scores and the deck it ships with.
#[tauri::command]
pub fn app_info<R: Runtime>(app: AppHandle<R>) -> AppInfo {
    let package = app.package_info();
    AppInfo {
        name: package.name.clone(),
        version: package.version.to_string(),
        rules_edition: loadout_tracker::RuleSet::v1_1().edition,
        sample_deck: Catalog::sample().name,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// The UI's copy of the types it receives is generated from these Rust types and committed;
    /// this fails when it is out of date. `UPDATE_EXPECT=1 cargo test -p loadout-companion` rewrites it.
    #[test]
    fn ui_bindings_are_current() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../ui/src/lib/api/bindings");
        let cfg = ts_rs::Config::new();
        let expected = AppInfo::export_to_string(&cfg).expect("AppInfo has a TypeScript form");
        let path = dir.join("AppInfo.ts");
        if std::env::var_os("UPDATE_EXPECT").is_some() {
            std::fs::write(&path, &expected).expect("the bindings folder is writable");
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == expected,
            "{} is out of date: run `UPDATE_EXPECT=1 cargo test -p loadout-companion` and commit it",
            path.display()
        );
    }
}
