//! Grants the app's commands to its window, from the one list (src/commands/list.rs).

use std::path::Path;

include!("src/commands/list.rs");

/// The names of the commands in `list.rs` (its types are not needed here).
macro_rules! names {
    ($( $name:ident : $req:tt => $res:ty , $access:ident ; )*) => {
        &[$( stringify!($name) ),*]
    };
}

const COMMANDS: &[&str] = command_list!(names);

fn main() {
    // Listing the commands makes each one a permission (`allow-<command>`) that a capability
    // must grant: a command nobody granted cannot be called from the webview.
    let manifest = tauri_build::AppManifest::new().commands(COMMANDS);
    write_if_changed(Path::new("capabilities/default.json"), &capability());
    println!("cargo:rerun-if-changed=src/commands/list.rs");
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri build script failed: check tauri.conf.json and capabilities/");
}

/// The main window's capability: every command of the list, and nothing else. No plugin's
/// commands: the file dialog is opened by the app's own commands on the Rust side, so the page
/// can neither open one nor hand the app a path. Generated, so it can never disagree with the
/// list; committed, so a reviewer sees the grant.
fn capability() -> String {
    let permissions: Vec<String> = COMMANDS
        .iter()
        .map(|name| format!("allow-{}", name.replace('_', "-")))
        .map(|p| format!("    \"{p}\""))
        .collect();
    format!(
        r#"{{
  "$schema": "../gen/schemas/desktop-schema.json",
  "identifier": "default",
  "description": "What the app's own window may call: the app's commands and nothing else. Written by build.rs from src/commands/list.rs: do not edit.",
  "windows": [
    "main"
  ],
  "permissions": [
{}
  ]
}}
"#,
        permissions.join(",\n")
    )
}

/// Writes only when the text changed, so an unchanged list rebuilds nothing.
fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).expect("capabilities/default.json can be written");
    }
}
