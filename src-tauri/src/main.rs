// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    loadout_companion::trace::mark(format_args!("main"));
    // WebKitGTK composites the page: each part that may move gets a layer of its own, painted
    // into a buffer and put together with OpenGL. The screens are flat text and boxes with a few
    // fades, which need none of it, and its buffers and their pools were the largest part of the
    // web process's memory: with compositing off the page is painted straight into one backing
    // store, and the app's memory after a 2-player game fell by about 90 MiB (MEASURED; bench/
    // RESULTS.md, "Compositing off"). Where OpenGL is software (Mesa's llvmpipe: no GPU, virtual
    // machines, remote desktops) compositing also made the frame after a tap take 40-500 ms.
    // WebKit still paints on the CPU (Skia), kept for anyone who turns compositing back on
    // (WEBKIT_DISABLE_COMPOSITING_MODE=0): on software GL that halved the same two figures.
    // A value already set in the environment is left alone.
    #[cfg(target_os = "linux")]
    for (name, value) in [
        ("WEBKIT_DISABLE_COMPOSITING_MODE", "1"),
        ("WEBKIT_SKIA_ENABLE_CPU_RENDERING", "1"),
    ] {
        if std::env::var_os(name).is_none() {
            // Before any thread exists: nothing else reads the environment yet.
            std::env::set_var(name, value);
        }
    }
    loadout_companion::run();
}
