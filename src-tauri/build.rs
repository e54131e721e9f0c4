fn main() {
    // Listing the commands makes each one a permission (`allow-<command>`) that a capability
    // must grant: a command nobody granted cannot be called from the webview.
    // The same list as `handler!` in src/lib.rs and the permissions in capabilities/default.json.
    let manifest = tauri_build::AppManifest::new().commands(&[
        "app_info",
        "app_state",
        "session_new",
        "session_list",
        "session_open",
        "session_view",
        "session_delete",
        "session_save_retry",
        "record",
        "undo",
        "redo",
        "amend",
        "history",
        "ledger",
        "session_export",
        "session_import",
        "catalog_list",
        "catalog_get",
        "catalog_save",
        "catalog_delete",
        "catalog_import",
        "catalog_export",
        "catalog_validate",
        "card_validate",
        "settings_get",
        "settings_set",
        "export_csv",
        "results_qr",
    ]);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri build script failed: check tauri.conf.json and capabilities/");
}
