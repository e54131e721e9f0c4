fn main() {
    // Listing the commands makes each one a permission (`allow-<command>`) that a capability
    // must grant: a command nobody granted cannot be called from the webview.
    let manifest = tauri_build::AppManifest::new().commands(&["app_info"]);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri build script failed: check tauri.conf.json and capabilities/");
}
