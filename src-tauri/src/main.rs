// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    loadout_companion::trace::mark(format_args!("main"));
    // WebKitGTK paints the page with OpenGL (Skia on the GPU). Where that GL is software (Mesa's
    // llvmpipe: no GPU, virtual machines, remote desktops) the frame after a tap took 40-500 ms
    // and the web process grew by about 250 MiB over a game; painting on the CPU roughly halved
    // both (bench/, on such a machine). The screens are flat text and boxes, which the CPU paints
    // well anywhere. A value already set in the environment is left alone.
    // Turning compositing off instead (WEBKIT_DISABLE_COMPOSITING_MODE) was faster still, but
    // WebKitWebDriver's screenshots then never return, which the e2e tests rely on.
    #[cfg(target_os = "linux")]
    if std::env::var_os("WEBKIT_SKIA_ENABLE_CPU_RENDERING").is_none() {
        // Before any thread exists: nothing else reads the environment yet.
        std::env::set_var("WEBKIT_SKIA_ENABLE_CPU_RENDERING", "1");
    }
    loadout_companion::run();
}
