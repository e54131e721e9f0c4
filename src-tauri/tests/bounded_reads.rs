//! Every read is bounded: only regular files are read, never more than the cap, and a FIFO, a
//! device or a huge file where a Loadout file was expected is refused at once, in the data folder
//! and in imports alike.
#![cfg(unix)]

mod common;

use common::{core, core_with_chooser, new_game, play};
use loadout_core::api::SessionId;
use loadout_core::app::AppCore;
use loadout_core::storage::FILE_MAX_BYTES;
use std::fs;
use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::Command;
use std::sync::mpsc;
use std::time::Duration;

fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
}

/// A file of `len` bytes that takes no room (sparse).
fn huge_file(path: &Path, len: u64) {
    fs::File::create(path).unwrap().set_len(len).unwrap();
}

/// Runs `f` on another thread. A read that blocks forever would hang the test run; this turns it
/// into a failure instead (the bound is generous: the work takes milliseconds).
fn finishes<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(120))
        .unwrap_or_else(|_| panic!("{what} did not finish: a read blocked or never ended"))
}

#[test]
fn odd_files_in_the_data_folder_are_listed_as_damaged_without_being_read() {
    let (dir, core) = core();
    let game = play(&core, new_game(&core, &["Ana", "Ben"]), 3);
    let data = dir.path().join("data");
    // The size that took 14 s and 1 GB to list before reads were capped.
    huge_file(&data.join("catalogs/huge.json"), 61 * 1024 * 1024);
    mkfifo(&data.join("catalogs/pipe.json"));
    std::os::unix::fs::symlink("/dev/zero", data.join("catalogs/zero.json")).unwrap();
    huge_file(&data.join("sessions/huge.json"), FILE_MAX_BYTES + 1);
    mkfifo(&data.join("sessions/pipe.json"));

    let core = std::sync::Arc::new(core);
    let lister = core.clone();
    let (catalogs, sessions, state) = finishes("listing", move || {
        (
            lister.catalog_list().unwrap(),
            lister.session_list().unwrap(),
            lister.app_state().unwrap(),
        )
    });
    let damaged: Vec<_> = catalogs
        .damaged
        .iter()
        .map(|d| (d.file_name.as_str(), d.code.as_str()))
        .collect();
    assert_eq!(
        damaged,
        [
            ("huge.json", "damaged_file"),
            ("pipe.json", "damaged_file"),
            ("zero.json", "damaged_file")
        ]
    );
    assert!(
        catalogs.damaged[0].message.contains("too large"),
        "{}",
        catalogs.damaged[0].message
    );
    assert!(
        catalogs.damaged[1].message.contains("not a regular file"),
        "{}",
        catalogs.damaged[1].message
    );
    assert_eq!(sessions.sessions.len(), 1);
    assert_eq!(sessions.damaged.len(), 2);
    assert_eq!(state.damaged_sessions, 2);

    // Opening one by its id is refused just the same, and the good session still opens.
    let opener = core.clone();
    let (pipe, huge, good) = finishes("opening", move || {
        (
            opener.session_open(SessionId { id: "pipe".into() }),
            opener.session_open(SessionId { id: "huge".into() }),
            opener.session_open(SessionId {
                id: game.id.clone(),
            }),
        )
    });
    assert_eq!(pipe.unwrap_err().code, "damaged_file");
    assert_eq!(huge.unwrap_err().code, "damaged_file");
    assert_eq!(good.unwrap().view.log_len, 4);
    assert!(fs::metadata(data.join("catalogs/pipe.json"))
        .unwrap()
        .file_type()
        .is_fifo());
}

#[test]
fn importing_a_device_a_fifo_or_a_huge_file_is_refused_at_once() {
    let (dir, core, chooser) = core_with_chooser();
    let pipe = dir.path().join("pipe.json");
    mkfifo(&pipe);
    let huge = dir.path().join("huge.json");
    huge_file(&huge, 61 * 1024 * 1024);
    let core: std::sync::Arc<AppCore> = std::sync::Arc::new(core);
    for path in ["/dev/zero".into(), pipe, huge] {
        let importer = core.clone();
        chooser.choose(&path);
        chooser.choose(&path);
        let (session, catalog) = finishes("an import", move || {
            (importer.session_import(), importer.catalog_import())
        });
        for error in [session.unwrap_err(), catalog.unwrap_err()] {
            assert_eq!(error.code, "damaged_file", "{}: {error:?}", path.display());
        }
    }
    assert!(core.session_list().unwrap().sessions.is_empty());
}
