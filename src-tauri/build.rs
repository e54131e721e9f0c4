//! Grants the app's commands to its window, from the one list (crates/core/src/commands/list.rs).

use std::path::Path;

include!("../crates/core/src/commands/list.rs");

/// The names of the commands in `list.rs` with their access class (its types are not needed
/// here).
macro_rules! names {
    ($( $name:ident : $req:tt => $res:ty , $access:ident ; )*) => {
        &[$( (stringify!($name), stringify!($access)) ),*]
    };
}

const LIST: &[(&str, &str)] = command_list!(names);

/// The names alone, as the manifest takes them.
macro_rules! only_names {
    ($( $name:ident : $req:tt => $res:ty , $access:ident ; )*) => {
        &[$( stringify!($name) ),*]
    };
}

const COMMANDS: &[&str] = command_list!(only_names);

/// What the main window may call besides the app's commands: hearing of changes made elsewhere
/// (`session-changed`, `share-changed`), opening the table display window and telling it which
/// session to show. No plugin's
/// commands for files: the file dialog is opened by the app's own commands on the Rust side, so
/// the page can neither open one nor hand the app a path.
const PLUGIN_PERMISSIONS: &[&str] = &[
    "core:event:allow-listen",
    "core:event:allow-unlisten",
    "core:webview:allow-create-webview-window",
    "core:window:allow-get-all-windows",
    "core:window:allow-close",
    // Bringing the table display window to the front when it is open already.
    "core:window:allow-unminimize",
    "core:window:allow-show",
    "core:window:allow-set-focus",
    // Telling the table display window which session to show (`table-follow`).
    "core:event:allow-emit-to",
    // The results sheet printed through the system's print dialog: under Tauri, WebKitGTK does
    // nothing for the page's own window.print().
    "core:webview:allow-print",
];

/// What the table display window may call besides the `Read` commands: hearing of changes.
const TABLE_PERMISSIONS: &[&str] = &["core:event:allow-listen", "core:event:allow-unlisten"];

fn main() {
    // Listing the commands makes each one a permission (`allow-<command>`) that a capability
    // must grant: a command nobody granted cannot be called from the webview.
    let manifest = tauri_build::AppManifest::new().commands(COMMANDS);
    let read: Vec<&str> = LIST
        .iter()
        .filter(|(_, access)| *access == "Read")
        .map(|(name, _)| *name)
        .collect();
    write_if_changed(
        Path::new("capabilities/default.json"),
        &capability(
            "default",
            "What the app's own window may call: the app's commands, the events that tell of changes made elsewhere, opening the table display window and telling it which session to show (no file dialog: the app opens it on the Rust side).",
            "main",
            COMMANDS,
            PLUGIN_PERMISSIONS,
        ),
    );
    write_if_changed(
        Path::new("capabilities/table.json"),
        &capability(
            "table",
            "What the table display window may call: the commands that read a session (access class Read) and the events that tell of changes.",
            "table",
            &read,
            TABLE_PERMISSIONS,
        ),
    );
    println!("cargo:rerun-if-changed=../crates/core/src/commands/list.rs");
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri build script failed: check tauri.conf.json and capabilities/");
}

/// A window's capability: `commands` of the list and the plugins' `extra` permissions.
/// Generated, so it can never disagree with the list; committed, so a reviewer sees the grant.
fn capability(
    identifier: &str,
    description: &str,
    window: &str,
    commands: &[&str],
    extra: &[&str],
) -> String {
    let permissions: Vec<String> = commands
        .iter()
        .map(|name| format!("allow-{}", name.replace('_', "-")))
        .chain(extra.iter().map(|p| p.to_string()))
        .map(|p| format!("    \"{p}\""))
        .collect();
    format!(
        r#"{{
  "$schema": "../gen/schemas/desktop-schema.json",
  "identifier": "{identifier}",
  "description": "{description} Written by build.rs from crates/core/src/commands/list.rs: do not edit.",
  "windows": [
    "{window}"
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
        std::fs::write(path, text).expect("capabilities/ can be written");
    }
}
