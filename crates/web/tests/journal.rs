//! The web shell's core on the desktop target: what a command writes comes back with its answer
//! (for the worker to make durable before it shows the answer), a tab restarted from those files
//! finds the game where it was, writes the browser refused go out again with the next command,
//! and a tab that does not own the storage writes nothing.

use loadout_core::platform::Fixed;
use loadout_web::journal::FileWrite;
use loadout_web::{Answer, NotKept, Shell};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::Arc;

fn shell(files: Vec<FileWrite>, in_use: bool) -> Shell {
    Shell::new(
        "opfs://loadout",
        files,
        in_use,
        Arc::new(Fixed::at("2026-04-05T14:30:12Z")),
    )
}

fn new_game(shell: &Shell) -> Answer {
    shell.call(
        "session_new",
        json!({ "players": ["Ana", "Ben"], "real_talk": false, "catalog_id": "sample",
                "starting_seat": { "seat": 0 }, "label": "" }),
        None,
    )
}

fn load_card() -> Value {
    let catalog = loadout_tracker::catalog::Catalog::sample();
    json!({ "type": "load_card_drawn", "seat": 0, "card": catalog.load[0] })
}

/// What the worker keeps: the files of every answer so far, applied in order.
#[derive(Default)]
struct Disk(BTreeMap<(String, String), String>);

impl Disk {
    fn apply(&mut self, writes: &[FileWrite]) {
        for w in writes {
            let key = (w.folder.clone(), w.name.clone());
            match &w.bytes {
                Some(b) => self.0.insert(key, b.clone()),
                None => self.0.remove(&key),
            };
        }
    }
    fn files(&self) -> Vec<FileWrite> {
        self.0
            .iter()
            .map(|((folder, name), bytes)| FileWrite {
                folder: folder.clone(),
                name: name.clone(),
                bytes: Some(bytes.clone()),
            })
            .collect()
    }
}

#[test]
fn a_step_comes_back_with_its_file_and_a_restarted_tab_resumes_from_it() {
    let first = shell(Vec::new(), false);
    let game = new_game(&first);
    let id = game.reply.ok.as_ref().expect("a new game")["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let len = game.reply.ok.as_ref().unwrap()["view"]["log_len"]
        .as_u64()
        .unwrap();
    assert_eq!(game.writes.len(), 1, "{:?}", game.writes);
    assert_eq!(game.writes[0].folder, "sessions");
    assert_eq!(game.writes[0].name, format!("{id}.json"));
    let mut disk = Disk::default();
    disk.apply(&game.writes);

    let step = first.call(
        "record",
        json!({ "id": id, "expected_len": len, "event": load_card() }),
        None,
    );
    assert!(step.reply.err.is_none(), "{:?}", step.reply.err);
    assert_eq!(step.writes.len(), 1);
    disk.apply(&step.writes);
    // Nothing is queued twice.
    let read = first.call("session_list", Value::Null, None);
    assert!(read.writes.is_empty(), "{:?}", read.writes);

    // The tab reloaded: a new core from what the worker kept offers the game, one step in.
    let second = shell(disk.files(), false);
    let state = second
        .call("app_state", Value::Null, None)
        .reply
        .ok
        .unwrap();
    assert_eq!(state["resume"]["id"], json!(id));
    let opened = second
        .call("session_open", json!({ "id": id }), None)
        .reply
        .ok
        .unwrap();
    assert_eq!(opened["view"]["log_len"].as_u64(), Some(len + 1));
}

const FULL: Option<NotKept<'static>> = Some(NotKept {
    why: "quota exceeded",
    quota: true,
});

#[test]
fn writes_the_browser_refused_go_out_again_with_the_next_command() {
    let shell = shell(Vec::new(), false);
    let game = new_game(&shell);
    let id = game.reply.ok.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let len = game.reply.ok.as_ref().unwrap()["view"]["log_len"]
        .as_u64()
        .unwrap();
    let writes = game.writes.clone();
    let refused = shell.settle(game, FULL).err.expect("said");
    assert_eq!(refused.code, "storage");
    assert!(
        refused.message.contains("disk is full"),
        "the desktop's full disk: {}",
        refused.message
    );

    // A read that writes nothing still carries the refused file, for the worker to try again;
    // that retry failing again is silent, and the session says it is only in memory.
    let again = shell.call("session_open", json!({ "id": id }), None);
    assert_eq!(again.writes, writes);
    let reply = shell.settle(again, FULL);
    assert!(
        reply.err.is_none(),
        "a retry failing again: {:?}",
        reply.err
    );
    assert_eq!(reply.ok.unwrap()["unsaved"], json!(true));

    // A step while still full: its own save failed, said again.
    let step = shell.call(
        "record",
        json!({ "id": id, "expected_len": len, "event": load_card() }),
        None,
    );
    assert_eq!(step.writes.len(), 1);
    assert_eq!(shell.settle(step, FULL).err.expect("said").code, "storage");

    // Room again: the newest version goes out with the next command and is kept.
    let read = shell.call("session_open", json!({ "id": id }), None);
    assert_eq!(read.writes.len(), 1);
    let saved: Value = serde_json::from_str(read.writes[0].bytes.as_deref().unwrap()).unwrap();
    assert_eq!(
        saved["events"].as_array().unwrap().len() as u64,
        len + 1,
        "the newest version goes out"
    );
    let reply = shell.settle(read, None);
    assert_eq!(
        reply.ok.unwrap()["unsaved"],
        json!(false),
        "kept: no warning"
    );
    let after = shell.call("session_open", json!({ "id": id }), None);
    assert!(after.writes.is_empty(), "nothing left to send");
}

#[test]
fn a_tab_that_does_not_own_the_storage_reads_and_writes_nothing() {
    let owner = shell(Vec::new(), false);
    let mut disk = Disk::default();
    disk.apply(&new_game(&owner).writes);

    let second = shell(disk.files(), true);
    let state = second
        .call("app_state", Value::Null, None)
        .reply
        .ok
        .unwrap();
    assert_eq!(state["folder_in_use"], json!(true));
    assert!(
        state["storage_problem"]
            .as_str()
            .is_some_and(|p| p.contains("open in another tab or window of this browser")),
        "the start screen says why: {state}"
    );
    assert!(state["resume"].is_object(), "it still reads: {state}");
    let refused = new_game(&second);
    assert_eq!(refused.reply.err.expect("refused").code, "folder_in_use");
    assert!(refused.writes.is_empty());
}

#[test]
fn an_export_comes_back_as_a_download_and_an_import_reads_the_picked_file() {
    let shell = shell(Vec::new(), false);
    let game = new_game(&shell);
    let id = game.reply.ok.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let exported = shell.call("session_export", json!({ "id": id }), None);
    assert!(exported.reply.err.is_none(), "{:?}", exported.reply.err);
    assert_eq!(exported.reply.downloads.len(), 1);
    let file = &exported.reply.downloads[0];
    assert!(file.name.ends_with(".json"), "{}", file.name);

    let imported = shell.call(
        "session_import",
        Value::Null,
        Some((file.name.clone(), file.text.clone())),
    );
    assert!(imported.reply.err.is_none(), "{:?}", imported.reply.err);
    assert!(
        imported.reply.ok.unwrap().is_object(),
        "the picked file is imported"
    );
    // Without a picked file the dialog was closed: nothing imported.
    let closed = shell.call("session_import", Value::Null, None);
    assert_eq!(closed.reply.ok, Some(Value::Null));
}
