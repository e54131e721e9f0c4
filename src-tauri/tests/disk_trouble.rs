//! Disk trouble: saving fails, the session stays in memory, the command answers `storage`, and
//! the save is retried. Real failures from the operating system, no injected writer:
//! - a file standing where the sessions folder should be (works for any user, root included);
//! - a read-only tmpfs and a full tmpfs (need the right to mount, e.g. root in a container;
//!   without it those two tests say so and pass without checking).

mod common;

use common::{new_game, next_event, play};
use loadout_companion::storage::session_on_disk;
use loadout_core::api::{ApiError, RecordRequest, SessionId, SessionResponse};
use loadout_core::app::AppCore;
use loadout_tracker::catalog::Catalog;
use loadout_tracker::session_file::SessionFile;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn record_next(
    core: &AppCore,
    id: &str,
    view_len: usize,
    k: usize,
) -> Result<SessionResponse, ApiError> {
    let view = core.session_view(SessionId { id: id.into() }).unwrap().view;
    assert_eq!(view.log_len, view_len);
    let event = next_event(&view, &Catalog::sample(), k).unwrap();
    core.record(RecordRequest {
        id: id.into(),
        expected_len: view_len,
        event,
    })
}

fn events_on_disk(data: &Path, id: &str) -> usize {
    // As the app reads it: the file with its journal's changes.
    let bytes = session_on_disk(&data.join("sessions").join(format!("{id}.json"))).unwrap();
    SessionFile::from_json(std::str::from_utf8(&bytes).unwrap())
        .unwrap()
        .events
        .len()
}

#[test]
fn a_blocked_sessions_folder_keeps_the_session_in_memory_and_saves_it_later() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let core = loadout_companion::open_core(&data);
    let game = play(&core, new_game(&core, &["Ana", "Ben"]), 3);
    let id = game.id.clone();
    let sessions = data.join("sessions");
    let moved = data.join("sessions-moved");

    // Something that is not a folder stands where the sessions folder was.
    fs::rename(&sessions, &moved).unwrap();
    fs::write(&sessions, b"in the way").unwrap();

    let error = record_next(&core, &id, 4, 0).unwrap_err();
    assert_eq!(error.code, "storage");
    assert!(
        error
            .message
            .starts_with("Recorded, but not saved to disk."),
        "{}",
        error.message
    );
    assert!(
        error.message.contains("at once from the play screen"),
        "{}",
        error.message
    );
    let kept = core.session_view(SessionId { id: id.clone() }).unwrap();
    assert_eq!(kept.view.log_len, 5, "the step is kept in memory");
    assert!(kept.unsaved);
    let retry = core
        .session_save_retry(SessionId { id: id.clone() })
        .unwrap_err();
    assert_eq!(retry.code, "storage");
    // A second step while the disk still fails is kept as well.
    assert_eq!(record_next(&core, &id, 5, 1).unwrap_err().code, "storage");

    // The folder is back: the next command saves everything.
    fs::remove_file(&sessions).unwrap();
    fs::rename(&moved, &sessions).unwrap();
    assert_eq!(events_on_disk(&data, &id), 4);
    let saved = record_next(&core, &id, 6, 2).unwrap();
    assert!(!saved.unsaved);
    assert_eq!(events_on_disk(&data, &id), 7);
    let retried = core
        .session_save_retry(SessionId { id: id.clone() })
        .unwrap();
    assert!(!retried.unsaved);
    assert_eq!(
        loadout_companion::open_core(&data)
            .session_view(SessionId { id })
            .unwrap()
            .view,
        saved.view
    );
}

/// A tmpfs mounted for one test, unmounted when dropped.
struct Mount(PathBuf);

impl Mount {
    /// `None` (with a note) when this user may not mount.
    fn tmpfs(at: &Path, options: &str) -> Option<Mount> {
        fs::create_dir_all(at).unwrap();
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", options, "tmpfs"])
            .arg(at)
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false);
        if !ok {
            println!("not checked: mounting a tmpfs needs root (CAP_SYS_ADMIN)");
        }
        ok.then(|| Mount(at.to_path_buf()))
    }

    fn remount(&self, options: &str) {
        let status = Command::new("mount")
            .args(["-o", &format!("remount,{options}")])
            .arg(&self.0)
            .status()
            .unwrap();
        assert!(status.success());
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

#[test]
fn a_read_only_data_dir_gives_storage_and_keeps_the_session() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let Some(mount) = Mount::tmpfs(&data, "size=4m") else {
        return;
    };
    let core = loadout_companion::open_core(&data);
    let game = play(&core, new_game(&core, &["Ana", "Ben", "Cal"]), 5);
    let id = game.id.clone();

    mount.remount("ro");
    let error = record_next(&core, &id, 6, 0).unwrap_err();
    assert_eq!(error.code, "storage");
    assert!(error.message.contains("read-only"), "{}", error.message);
    assert_eq!(events_on_disk(&data, &id), 6, "the old file is intact");
    let kept = core.session_view(SessionId { id: id.clone() }).unwrap();
    assert!(kept.unsaved);
    assert_eq!(kept.view.log_len, 7);
    // Starting a game on a read-only disk is refused outright: nothing would be kept.
    let refused = core
        .session_new(common::new_request(&["Dee", "Eve"]))
        .unwrap_err();
    assert_eq!(refused.code, "storage");
    let fresh = loadout_companion::open_core(dir.path().join("data").join("new-sub-dir"));
    assert!(fresh.app_state().unwrap().storage_problem.is_some());

    mount.remount("rw");
    let saved = core
        .session_save_retry(SessionId { id: id.clone() })
        .unwrap();
    assert!(!saved.unsaved);
    assert_eq!(events_on_disk(&data, &id), 7);
    assert_eq!(core.session_list().unwrap().sessions.len(), 1);
}

#[test]
fn a_full_disk_gives_storage_and_the_save_succeeds_once_there_is_room() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let Some(_mount) = Mount::tmpfs(&data, "size=512k") else {
        return;
    };
    let core = loadout_companion::open_core(&data);
    let game = play(&core, new_game(&core, &["Ana", "Ben"]), 5);
    let id = game.id.clone();

    // Fill the disk.
    let filler = data.join("filler");
    let chunk = vec![0u8; 4096];
    let mut file = fs::File::create(&filler).unwrap();
    while std::io::Write::write_all(&mut file, &chunk).is_ok() {}
    drop(file);

    // A step appended to the session's journal is saved while it fits the room left in the
    // journal's last block; the first that does not is refused.
    let mut len = 6;
    let error = loop {
        match record_next(&core, &id, len, 0) {
            Ok(saved) => {
                assert!(!saved.unsaved);
                len += 1;
                assert!(len < 40, "the disk never filled up");
            }
            Err(error) => break error,
        }
    };
    assert_eq!(error.code, "storage");
    assert!(error.message.contains("disk is full"), "{}", error.message);
    assert_eq!(
        events_on_disk(&data, &id),
        len,
        "every step saved before is intact"
    );
    assert!(
        fs::read_dir(data.join("sessions")).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .starts_with(".loadout-tmp-")),
        "no temp file is left behind"
    );

    fs::remove_file(&filler).unwrap();
    let saved = record_next(&core, &id, len + 1, 1).unwrap();
    assert!(!saved.unsaved);
    assert_eq!(events_on_disk(&data, &id), len + 2);
}
