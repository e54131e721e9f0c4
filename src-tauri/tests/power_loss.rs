//! The power-loss test, in the spirit of SQLite's crash-test VFS: the app runs on a simulated disk
//! (`SimDisk`, an `Fs` under the storage layer) that keeps, apart from what reads see, what
//! is really on the platters: a file's bytes only once it was synced (`sync_all`), a folder's names
//! (new files, renames, removals, new folders) only once that folder was synced. At a random
//! operation the power goes: that operation and every later one fail, and the disk keeps what was
//! synced plus a random part of the rest (each unsynced name change kept or undone on its own,
//! each unsynced file kept, lost or torn block by block). Then the app starts again on that disk.
//!
//! After every crash: every step the app acknowledged (the command returned) is in its session
//! file (read as the app reads it: with its journal's changes), each session file holds exactly
//! an acknowledged state or the one in flight, and every file of the data folder reads. Removing
//! any of storage's syncs (the file's, the folder's after the rename, a new folder's parent's,
//! the journal's after a step is appended, the folder's after a journal is started) makes this
//! test fail.

mod common;

use common::next_event;
use loadout_companion::storage::{FolderLock, Fs, Meta, Storage};
use loadout_companion::SystemPlatform;
use loadout_core::api::{
    CatalogSaveRequest, NewSessionRequest, RecordRequest, Settings, SettingsRequest, StartingSeat,
    StepRequest, TextSize,
};
use loadout_core::app::AppCore;
use loadout_core::storage::edit_journal;
use loadout_tracker::catalog::Catalog;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::{Event, Seat};
use std::collections::{BTreeMap, HashMap};
use std::ffi::OsString;
use std::io;
use std::path::{Component, Path};
use std::sync::{Arc, Mutex, MutexGuard};

/// Independent runs, each on a fresh disk (so a new data folder is created in each).
const RUNS: u64 = 8;
/// Power losses per run.
const CRASHES_PER_RUN: usize = 25;
/// Where the data folder is on the simulated disk.
const DATA: &str = "/home/data";

// ----- the simulated disk -----

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Node {
    File(u64),
    Dir(u64),
}

/// A file: what reads see, and what the disk holds (as of its last sync).
#[derive(Debug, Clone, Default)]
struct FileNode {
    data: Vec<u8>,
    synced: Vec<u8>,
}

/// A folder: its names as reads see them, and as the disk holds them (as of its last sync).
#[derive(Debug, Clone, Default)]
struct DirNode {
    entries: BTreeMap<String, Node>,
    synced: BTreeMap<String, Node>,
}

#[derive(Debug, Default)]
struct Model {
    files: HashMap<u64, FileNode>,
    dirs: HashMap<u64, DirNode>,
    next_id: u64,
    /// Operations so far, and the one at which the power goes.
    ops: u64,
    crash_at: u64,
    crashed: bool,
}

/// A small deterministic random source, so that a failing run can be replayed from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn coin(&mut self) -> bool {
        self.next() & 1 == 1
    }
}

const ROOT: u64 = 0;

impl Model {
    fn new() -> Model {
        let mut model = Model {
            next_id: 1,
            crash_at: u64::MAX,
            ..Model::default()
        };
        model.dirs.insert(ROOT, DirNode::default());
        model
    }

    fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// A new file `name` in the folder `parent` holding `bytes` in the page cache only: the disk
    /// holds an empty file until it is synced, and the name until the folder is.
    fn new_file(&mut self, parent: u64, name: String, bytes: &[u8]) {
        let id = self.new_id();
        let file = FileNode {
            data: bytes.to_vec(),
            synced: Vec::new(),
        };
        self.files.insert(id, file);
        let parent = self.dirs.get_mut(&parent).expect("resolved");
        parent.entries.insert(name, Node::File(id));
    }

    /// Counts an operation; fails it (and every later one) once the power is gone.
    fn tick(&mut self) -> io::Result<()> {
        self.ops += 1;
        if self.ops >= self.crash_at {
            self.crashed = true;
        }
        if self.crashed {
            Err(io::Error::other("simulated power loss"))
        } else {
            Ok(())
        }
    }

    fn names(path: &Path) -> Vec<String> {
        path.components()
            .filter_map(|c| match c {
                Component::Normal(name) => Some(name.to_string_lossy().into_owned()),
                _ => None,
            })
            .collect()
    }

    fn resolve(&self, path: &Path) -> io::Result<Node> {
        let mut node = Node::Dir(ROOT);
        for name in Model::names(path) {
            let Node::Dir(dir) = node else {
                return Err(io::ErrorKind::NotADirectory.into());
            };
            node = *self.dirs[&dir]
                .entries
                .get(&name)
                .ok_or(io::ErrorKind::NotFound)?;
        }
        Ok(node)
    }

    /// The folder holding `path`, and `path`'s last name.
    fn parent(&self, path: &Path) -> io::Result<(u64, String)> {
        let name = Model::names(path)
            .pop()
            .ok_or(io::ErrorKind::InvalidInput)?;
        match self.resolve(path.parent().ok_or(io::ErrorKind::InvalidInput)?)? {
            Node::Dir(dir) => Ok((dir, name)),
            Node::File(_) => Err(io::ErrorKind::NotADirectory.into()),
        }
    }

    /// What survives the power loss: what was synced, and a random part of what was not.
    fn after_power_loss(&self, rng: &mut Rng) -> Model {
        let mut after = Model::new();
        after.next_id = self.next_id;
        // Sometimes the disk keeps nothing unsynced at all; otherwise each part on its own.
        let keep_nothing = rng.below(4) == 0;
        for (&id, dir) in &self.dirs {
            let mut kept = BTreeMap::new();
            let names: std::collections::BTreeSet<&String> =
                dir.entries.keys().chain(dir.synced.keys()).collect();
            for name in names {
                let (now, synced) = (dir.entries.get(name), dir.synced.get(name));
                let survives = if now == synced || keep_nothing || rng.coin() {
                    synced
                } else {
                    now
                };
                if let Some(&node) = survives {
                    kept.insert(name.clone(), node);
                }
            }
            after.dirs.insert(
                id,
                DirNode {
                    entries: kept.clone(),
                    synced: kept,
                },
            );
        }
        for (&id, file) in &self.files {
            let bytes = if file.data == file.synced || keep_nothing {
                file.synced.clone()
            } else {
                match rng.below(3) {
                    0 => file.synced.clone(),
                    1 => file.data.clone(),
                    _ => torn(&file.synced, &file.data, rng),
                }
            };
            after.files.insert(
                id,
                FileNode {
                    data: bytes.clone(),
                    synced: bytes,
                },
            );
        }
        after
    }
}

/// A file half written when the power went: some 512-byte blocks new, some old (zeros where
/// there was nothing), cut at the old length, the new one or in between.
fn torn(old: &[u8], new: &[u8], rng: &mut Rng) -> Vec<u8> {
    let (short, long) = (old.len().min(new.len()), old.len().max(new.len()));
    let len = short + rng.below((long - short) as u64 + 1) as usize;
    let mut out = Vec::with_capacity(len);
    for start in (0..len).step_by(512) {
        let end = (start + 512).min(len);
        let from = if rng.coin() { new } else { old };
        for i in start..end {
            out.push(from.get(i).copied().unwrap_or(0));
        }
    }
    out
}

#[derive(Debug, Clone)]
struct SimDisk(Arc<Mutex<Model>>);

impl SimDisk {
    fn model(&self) -> MutexGuard<'_, Model> {
        self.0.lock().unwrap()
    }
}

#[derive(Debug)]
struct NoLock;

impl FolderLock for NoLock {}

impl Fs for SimDisk {
    fn create_dir(&self, dir: &Path) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let (parent, name) = model.parent(dir)?;
        if model.dirs[&parent].entries.contains_key(&name) {
            return Err(io::ErrorKind::AlreadyExists.into());
        }
        let id = model.new_id();
        model.dirs.insert(id, DirNode::default());
        let parent = model.dirs.get_mut(&parent).expect("resolved");
        parent.entries.insert(name, Node::Dir(id));
        Ok(())
    }

    fn metadata(&self, path: &Path) -> io::Result<Meta> {
        let mut model = self.model();
        model.tick()?;
        Ok(match model.resolve(path)? {
            Node::File(id) => Meta {
                is_dir: false,
                is_file: true,
                len: model.files[&id].data.len() as u64,
            },
            Node::Dir(_) => Meta {
                is_dir: true,
                is_file: false,
                len: 0,
            },
        })
    }

    fn read_dir(&self, dir: &Path) -> io::Result<Vec<OsString>> {
        let mut model = self.model();
        model.tick()?;
        let Node::Dir(dir) = model.resolve(dir)? else {
            return Err(io::ErrorKind::NotADirectory.into());
        };
        Ok(model.dirs[&dir]
            .entries
            .keys()
            .map(OsString::from)
            .collect())
    }

    fn read(&self, path: &Path, cap: u64) -> io::Result<Vec<u8>> {
        let mut model = self.model();
        model.tick()?;
        let Node::File(id) = model.resolve(path)? else {
            return Err(io::ErrorKind::InvalidInput.into());
        };
        let data = &model.files[&id].data;
        if data.len() as u64 > cap {
            return Err(io::ErrorKind::FileTooLarge.into());
        }
        Ok(data.clone())
    }

    fn create_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let (parent, name) = model.parent(path)?;
        if model.dirs[&parent].entries.contains_key(&name) {
            return Err(io::ErrorKind::AlreadyExists.into());
        }
        model.new_file(parent, name, bytes);
        Ok(())
    }

    fn append(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let Node::File(id) = model.resolve(path)? else {
            return Err(io::ErrorKind::InvalidInput.into());
        };
        // In the page cache only, as any write.
        let file = model.files.get_mut(&id).expect("resolved");
        file.data.extend_from_slice(bytes);
        Ok(())
    }

    fn replace_contents(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        match model.resolve(path) {
            Ok(Node::File(id)) => {
                model.files.get_mut(&id).expect("resolved").data = bytes.to_vec();
                Ok(())
            }
            Ok(Node::Dir(_)) => Err(io::ErrorKind::IsADirectory.into()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                let (parent, name) = model.parent(path)?;
                model.new_file(parent, name, bytes);
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    fn sync_file(&self, path: &Path) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let Node::File(id) = model.resolve(path)? else {
            return Err(io::ErrorKind::InvalidInput.into());
        };
        let file = model.files.get_mut(&id).expect("resolved");
        file.synced = file.data.clone();
        Ok(())
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let (from_dir, from_name) = model.parent(from)?;
        let (to_dir, to_name) = model.parent(to)?;
        if let Ok(Node::Dir(_)) = model.resolve(to) {
            return Err(io::ErrorKind::IsADirectory.into());
        }
        let node = model
            .dirs
            .get_mut(&from_dir)
            .expect("resolved")
            .entries
            .remove(&from_name)
            .ok_or(io::ErrorKind::NotFound)?;
        let to = model.dirs.get_mut(&to_dir).expect("resolved");
        to.entries.insert(to_name, node);
        Ok(())
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let (dir, name) = model.parent(path)?;
        let dir = model.dirs.get_mut(&dir).expect("resolved");
        match dir.entries.get(&name) {
            Some(Node::File(_)) => {
                dir.entries.remove(&name);
                Ok(())
            }
            Some(Node::Dir(_)) => Err(io::ErrorKind::IsADirectory.into()),
            None => Err(io::ErrorKind::NotFound.into()),
        }
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        let mut model = self.model();
        model.tick()?;
        let Node::Dir(id) = model.resolve(dir)? else {
            return Err(io::ErrorKind::NotADirectory.into());
        };
        let dir = model.dirs.get_mut(&id).expect("resolved");
        dir.synced = dir.entries.clone();
        Ok(())
    }

    fn try_lock(&self, dir: &Path) -> io::Result<Option<Box<dyn FolderLock>>> {
        let mut model = self.model();
        model.tick()?;
        model.resolve(dir)?;
        // One app at a time runs on this disk: the lock itself is tested on the real one.
        Ok(Some(Box::new(NoLock)))
    }
}

// ----- the test -----

/// What the test knows a session holds: the events acknowledged, and those of the command in
/// flight when the power went (if it would have changed them).
struct Expected {
    acked: Vec<Event>,
    in_flight: Option<Vec<Event>>,
}

#[derive(Default)]
struct Figures {
    crashes: usize,
    crashes_in_a_save: usize,
    steps_acknowledged: usize,
    steps_lost: usize,
    unreadable: usize,
    in_flight_kept: usize,
}

/// Every file of the data folder as the disk holds it now, read as the app would.
fn check_disk(
    disk: &SimDisk,
    expected: &HashMap<String, Expected>,
    figures: &mut Figures,
    context: &str,
) {
    let model = disk.model();
    let sessions = match model.resolve(&Path::new(DATA).join("sessions")) {
        Ok(Node::Dir(id)) => model.dirs[&id].entries.clone(),
        _ => BTreeMap::new(),
    };
    let mut on_disk: HashMap<String, Vec<Event>> = HashMap::new();
    for (name, node) in &sessions {
        let (Some(id), Node::File(file)) = (name.strip_suffix(".json"), node) else {
            continue; // temp files (".loadout-tmp-…"), removed at the next start
        };
        let text = String::from_utf8(session_bytes(&model, &sessions, id, *file));
        match text
            .map_err(|e| e.to_string())
            .and_then(|t| SessionFile::from_json(&t).map_err(|e| e.to_string()))
        {
            Ok(file) => {
                on_disk.insert(id.to_owned(), file.events);
            }
            Err(why) => {
                figures.unreadable += 1;
                panic!("{context}: {name} does not read: {why}");
            }
        }
    }
    for other in ["settings.json"] {
        if let Ok(Node::File(id)) = model.resolve(&Path::new(DATA).join(other)) {
            let parsed = serde_json::from_slice::<Settings>(&model.files[&id].data);
            assert!(parsed.is_ok(), "{context}: {other} does not read");
        }
    }
    if let Ok(Node::Dir(dir)) = model.resolve(&Path::new(DATA).join("catalogs")) {
        for (name, node) in &model.dirs[&dir].entries {
            if let (false, Node::File(id)) = (name.starts_with('.'), node) {
                let text = std::str::from_utf8(&model.files[id].data).unwrap_or("");
                assert!(
                    Catalog::from_json(text).is_ok(),
                    "{context}: catalog {name} does not read"
                );
            }
        }
    }
    for (id, want) in expected {
        let Some(events) = on_disk.get(id) else {
            figures.steps_lost += want.acked.len();
            panic!(
                "{context}: session {id} is gone ({} steps acknowledged)",
                want.acked.len()
            );
        };
        if *events == want.acked {
            continue;
        }
        if want.in_flight.as_ref() == Some(events) {
            figures.in_flight_kept += 1;
            continue;
        }
        let common = events
            .iter()
            .zip(&want.acked)
            .take_while(|(a, b)| a == b)
            .count();
        figures.steps_lost += want.acked.len() - common;
        panic!(
            "{context}: session {id} has {} steps on disk, {} acknowledged ({} in common)",
            events.len(),
            want.acked.len(),
            common
        );
    }
}

fn new_request(players: usize) -> NewSessionRequest {
    NewSessionRequest {
        players: ["Ana", "Ben", "Cal", "Dee"][..players]
            .iter()
            .map(|p| p.to_string())
            .collect(),
        real_talk: false,
        catalog_id: "sample".into(),
        starting_seat: StartingSeat::Seat(Seat(0)),
        label: String::new(),
    }
}

/// The events of a session file as the app wrote it (synced or not): a new session's setup.
/// A session as the app reads it: its file (`file`, in the folder of `entries`) with its
/// journal's changes.
fn session_bytes(model: &Model, entries: &BTreeMap<String, Node>, id: &str, file: u64) -> Vec<u8> {
    let journal = match entries.get(&format!(".{id}.journal")) {
        Some(Node::File(journal)) => Some(model.files[journal].data.as_slice()),
        _ => None,
    };
    edit_journal::compose(model.files[&file].data.clone(), journal).bytes
}

fn written_events(disk: &SimDisk, id: &str) -> Vec<Event> {
    let model = disk.model();
    let path = Path::new(DATA).join("sessions").join(format!("{id}.json"));
    let Ok(Node::File(file)) = model.resolve(&path) else {
        panic!("session_new answered {id} but wrote no file");
    };
    let Ok(Node::Dir(dir)) = model.resolve(&Path::new(DATA).join("sessions")) else {
        panic!("no sessions folder");
    };
    let bytes = session_bytes(&model, &model.dirs[&dir].entries, id, file);
    let text = std::str::from_utf8(&bytes).expect("text");
    SessionFile::from_json(text)
        .expect("the app wrote a session")
        .events
}

/// Runs the app until the power goes; `expected` follows every acknowledged change.
fn run_until_power_loss(
    core: &AppCore,
    disk: &SimDisk,
    rng: &mut Rng,
    expected: &mut HashMap<String, Expected>,
) {
    let catalog = Catalog::sample();
    let Ok(state) = core.app_state() else { return };
    let mut current = match state.resume {
        Some(summary) => match core.session_open(loadout_core::api::SessionId { id: summary.id }) {
            Ok(response) => response,
            Err(_) => return,
        },
        None => {
            let players = 2 + rng.below(3) as usize;
            match core.session_new(new_request(players)) {
                Ok(response) => {
                    expected.insert(
                        response.id.clone(),
                        Expected {
                            acked: written_events(disk, &response.id),
                            in_flight: None,
                        },
                    );
                    response
                }
                Err(_) => return,
            }
        }
    };
    for k in 0.. {
        let id = current.id.clone();
        let want = expected.get_mut(&id).expect("a session the test started");
        want.in_flight = None;
        let roll = rng.below(100);
        let result = if roll < 4 {
            // Settings and catalogs are saved the same way; their files must read too.
            let settings = Settings {
                text_size: [TextSize::Normal, TextSize::Large][k % 2],
                ..Settings::default()
            };
            if core.settings_set(SettingsRequest { settings }).is_err() {
                return;
            }
            continue;
        } else if roll < 6 {
            let mut deck = Catalog::sample();
            deck.name = format!("Deck {k}");
            deck.sample = false;
            let request = CatalogSaveRequest {
                draft: None,
                id: None,
                catalog: deck,
            };
            if core.catalog_save(request).is_err() {
                return;
            }
            continue;
        } else if roll < 12 && want.acked.len() > 1 {
            let mut after = want.acked.clone();
            after.pop();
            want.in_flight = Some(after);
            core.undo(StepRequest {
                id: id.clone(),
                expected_len: current.view.log_len,
            })
        } else {
            let Some(event) = next_event(&current.view, &catalog, rng.below(1000) as usize) else {
                // Game over: start the next one (acknowledged once session_new returns).
                match core.session_new(new_request(2)) {
                    Ok(response) => {
                        expected.insert(
                            response.id.clone(),
                            Expected {
                                acked: written_events(disk, &response.id),
                                in_flight: None,
                            },
                        );
                        current = response;
                        continue;
                    }
                    Err(_) => return,
                }
            };
            let mut after = want.acked.clone();
            after.push(event.clone());
            want.in_flight = Some(after);
            core.record(RecordRequest {
                id: id.clone(),
                expected_len: current.view.log_len,
                event,
            })
        };
        match result {
            Ok(response) => {
                let want = expected.get_mut(&id).expect("a session the test started");
                want.acked = want.in_flight.take().expect("a change was in flight");
                current = response;
            }
            // The power went during this command: it was not acknowledged.
            Err(_) => return,
        }
    }
}

#[test]
fn no_acknowledged_step_is_lost_at_a_power_loss() {
    let mut figures = Figures::default();
    for run in 0..RUNS {
        let seed = 0x9e37_79b9_7f4a_7c15 ^ (run + 1).wrapping_mul(0x1000_0000_01b3);
        let mut rng = Rng(seed);
        let disk = SimDisk(Arc::new(Mutex::new(Model::new())));
        {
            // The home folder exists, durably, before the app ever runs.
            let mut model = disk.model();
            let id = model.new_id();
            model.dirs.insert(id, DirNode::default());
            let root = model.dirs.get_mut(&ROOT).unwrap();
            root.entries.insert("home".into(), Node::Dir(id));
            root.synced = root.entries.clone();
        }
        let mut expected: HashMap<String, Expected> = HashMap::new();
        for crash in 0..CRASHES_PER_RUN {
            {
                let mut model = disk.model();
                model.crashed = false;
                model.crash_at = model.ops + 1 + rng.below(240);
            }
            let (storage, problem) = Storage::open_with(DATA, disk.clone());
            let core = AppCore::new(Box::new(storage), Arc::new(SystemPlatform), problem);
            run_until_power_loss(&core, &disk, &mut rng, &mut expected);
            drop(core);
            let in_a_save = expected.values().any(|e| e.in_flight.is_some());
            figures.crashes += 1;
            figures.crashes_in_a_save += usize::from(in_a_save);
            let after = disk.model().after_power_loss(&mut rng);
            *disk.model() = after;
            let context = format!("run {run} (seed {seed:#x}), power loss {crash}");
            check_disk(&disk, &expected, &mut figures, &context);
            // What is on disk now is what the next start sees: the state to expect from here.
            let model = disk.model();
            let sessions = match model.resolve(&Path::new(DATA).join("sessions")) {
                Ok(Node::Dir(id)) => model.dirs[&id].entries.clone(),
                _ => BTreeMap::new(),
            };
            for (id, want) in expected.iter_mut() {
                if let Some(Node::File(file)) = sessions.get(&format!("{id}.json")) {
                    let bytes = session_bytes(&model, &sessions, id, *file);
                    let text = std::str::from_utf8(&bytes).unwrap();
                    want.acked = SessionFile::from_json(text).unwrap().events;
                }
                want.in_flight = None;
            }
        }
        figures.steps_acknowledged += expected.values().map(|e| e.acked.len()).sum::<usize>();
    }
    println!(
        "power-loss test: {} power losses simulated in {RUNS} runs ({} during a recording \
         command), {} steps in the acknowledged sessions at the end, all on disk; steps lost {}; \
         unreadable files {}; a step in flight kept {} times",
        figures.crashes,
        figures.crashes_in_a_save,
        figures.steps_acknowledged,
        figures.steps_lost,
        figures.unreadable,
        figures.in_flight_kept
    );
    assert_eq!(figures.steps_lost, 0);
    assert_eq!(figures.unreadable, 0);
    assert!(figures.crashes_in_a_save > figures.crashes / 2);
}
