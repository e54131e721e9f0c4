// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // WebKitGTK composites the page with OpenGL. Where that GL is software (Mesa's llvmpipe: no
    // GPU, virtual machines, remote desktops) every frame after a tap took 40-500 ms and the web
    // process grew by about 250 MiB over a game; painting without compositing took one frame and
    // kept it at about 140 MiB (bench/, on such a machine). The app's screens have no animation
    // or 3D that compositing would help, so it is off unless the user set the variable
    // (WEBKIT_DISABLE_COMPOSITING_MODE=0 turns compositing back on).
    #[cfg(target_os = "linux")]
    if std::env::var_os("WEBKIT_DISABLE_COMPOSITING_MODE").is_none() {
        // Before any thread exists: nothing else reads the environment yet.
        std::env::set_var("WEBKIT_DISABLE_COMPOSITING_MODE", "1");
    }
    loadout_companion::run();
}
