// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    loadout_companion::trace::mark(format_args!("main"));
    // WebKitGTK composites the page: parts that may move get layers of their own, painted into
    // buffers of their own and put together with OpenGL. The screens are flat text and boxes
    // with a few fades, which need none of it, and those buffers and their pools were the web
    // process's largest cost: with compositing off the page is painted into one backing store,
    // and the app after a 2-player game takes 203 MiB (PSS) instead of 295, its web process 115
    // instead of 209 (release builds one after the other; bench/RESULTS.md, "Compositing off").
    // On software OpenGL (Mesa's llvmpipe: no GPU, virtual machines, remote desktops)
    // compositing also made the frame after a tap take 40-500 ms. Painting on the CPU (Skia)
    // changes nothing more with compositing off; it stays for anyone who turns compositing back
    // on (WEBKIT_DISABLE_COMPOSITING_MODE=0), where on software OpenGL it halved both figures.
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
