//! Sessions: start, list, open, record, undo, redo, amend, insert, history, ledger, import,
//! delete.

use super::{check_id, found_item, loadout_text, AppCore, OpenSession};
use crate::api::SaidResult;
use crate::api::{
    AmendRequest, ApiError, DamagedFile, InsertRequest, NewSessionRequest, RecordRequest,
    SessionId, SessionList, SessionResponse, SessionSummary, ShellCode, StartingSeat, StepRequest,
};
use crate::storage::{Folder, FoundFile};
use crate::words::say;
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::state::Phase;
use loadout_tracker::{CatalogInfo, RuleSet, Seat, Setup};
use loadout_words as words;
use loadout_words::view::Entry;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use std::collections::HashMap;

impl AppCore {
    /// `session_new`: starts a game on a catalog and saves it.
    pub fn session_new(&self, req: NewSessionRequest) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        let catalog = self.catalog(&req.catalog_id)?;
        let players = req.players.len();
        let (starting_seat, starting_seat_random) = match req.starting_seat {
            StartingSeat::Seat(seat) => (seat, false),
            // An empty table draws nothing; the tracker refuses the player count below.
            StartingSeat::Random if players == 0 => (Seat(0), true),
            StartingSeat::Random => (Seat(self.platform.random_below(players as u32) as u8), true),
        };
        let setup = Setup {
            rules: RuleSet::current().edition,
            players: req.players,
            starting_seat,
            starting_seat_random,
            real_talk: req.real_talk,
            catalog: CatalogInfo {
                id: Some(req.catalog_id.clone()),
                ..catalog.info()
            },
            label: Some(req.label),
            date: Some(self.today()),
        };
        // Stored as the screens show it (trimmed, normal form C), or not at all when empty; the
        // tracker refuses a label that breaks the text rules.
        let setup = Setup {
            label: setup.checked_label().said(sp)?,
            ..setup
        };
        // A refusal names the game's terms as the session's cards print them.
        let printing = sp.printing(&setup.catalog.terms);
        let session = Session::new(setup).said(&printing)?;
        self.check_writable()?;
        let mut open = self.lock();
        let id = self.new_session_id(&open);
        let now = self.now();
        let mut new = OpenSession {
            session,
            meta: SessionMeta {
                created: Some(now.clone()),
                updated: Some(now),
            },
            catalog_id: Some(req.catalog_id),
            unsaved: true,
            revision: self.next_revision(),
        };
        // Nothing is recorded yet: a session that can't be saved is not started at all.
        self.save(&id, &mut new).said(sp)?;
        let response = Self::response(sp, &id, &new);
        open.insert(id, new);
        Ok(response)
    }

    /// `session_list`: every session file read; good ones summarized (newest first), the others
    /// named as damaged and left untouched.
    pub fn session_list(&self) -> Result<SessionList, ApiError> {
        let sp = &self.speaker();
        // The open sessions as they are now; the files are read and replayed without holding
        // the lock, so a long listing never holds up a step being recorded.
        let in_memory: HashMap<String, SessionSummary> = self
            .lock()
            .iter()
            .map(|(id, mem)| (id.clone(), summarize(sp, id, &mem.session, &mem.meta)))
            .collect();
        let mut sessions = Vec::new();
        let mut damaged = Vec::new();
        for found in self.storage.list(Folder::Sessions).said(sp)? {
            if let Some(mem) = found.id.as_ref().and_then(|id| in_memory.get(id)) {
                sessions.push(mem.clone());
                continue;
            }
            match read_found_session(sp, &found) {
                Ok((id, session, meta)) => sessions.push(summarize(sp, id, &session, &meta)),
                Err(e) => damaged.push(DamagedFile {
                    file_name: found.file_name.clone(),
                    code: e.code,
                    message: e.message,
                }),
            }
        }
        // Sessions started but never saved (disk trouble) are listed too.
        for (id, mem) in in_memory {
            if !sessions.iter().any(|s| s.id == id) {
                sessions.push(mem);
            }
        }
        sessions.sort_by(|a, b| (&b.updated, &b.id).cmp(&(&a.updated, &a.id)));
        Ok(SessionList { sessions, damaged })
    }

    /// `session_open`: loads a session (if not open yet) and answers its view.
    pub fn session_open(&self, req: SessionId) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        let session = self.get(sp, &mut open, &req.id)?;
        Ok(Self::response(sp, &req.id, session))
    }

    /// `session_view`: the current view of a session.
    pub fn session_view(&self, req: SessionId) -> Result<SessionResponse, ApiError> {
        self.session_open(req)
    }

    /// `session_delete`: removes the session's file (the UI asks for confirmation first).
    pub fn session_delete(&self, req: SessionId) -> Result<SessionList, ApiError> {
        let sp = &self.speaker();
        check_id(sp, &req.id, "session")?;
        self.check_writable()?;
        {
            let mut open = self.lock();
            if open.remove(&req.id).is_none() && !self.storage.exists(Folder::Sessions, &req.id) {
                return Err(ApiError::new(
                    ShellCode::NotFound,
                    say!(sp, "shell-session-gone"),
                ));
            }
            self.storage.delete(Folder::Sessions, &req.id).said(sp)?;
        }
        self.session_list()
    }

    /// `record`: one step entered at the table; refused as `stale` when the screen was out of date.
    pub fn record(&self, req: RecordRequest) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        self.change(sp, &req.id, req.expected_len, |s| {
            s.record(req.event).map(drop)
        })
    }

    /// `undo`: drops the last step (never the setup), and says which step it took back.
    pub fn undo(&self, req: StepRequest) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        self.change_saying(sp, &req.id, req.expected_len, |s| {
            let label = s.ledger().last().map(|e| s.label(sp, e));
            s.undo()?;
            Ok(label.map(|l| words::undone(sp, &l)))
        })
    }

    /// `redo`: puts back the last undone step, and says which.
    pub fn redo(&self, req: StepRequest) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        self.change_saying(sp, &req.id, req.expected_len, |s| {
            s.redo()?;
            Ok(s.ledger()
                .last()
                .map(|e| words::redone(sp, &s.label(sp, e))))
        })
    }

    /// `amend`: replaces the card of an earlier step; every track is recomputed.
    pub fn amend(&self, req: AmendRequest) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        self.change(sp, &req.id, req.expected_len, |s| {
            s.amend(req.index, req.card)
        })
    }

    /// `insert`: a forgotten step inserted before a later one; every track is recomputed.
    pub fn insert(&self, req: InsertRequest) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        self.change(sp, &req.id, req.expected_len, |s| {
            s.insert(req.before, req.event)
        })
    }

    fn change(
        &self,
        sp: &Speaker,
        id: &str,
        expected_len: usize,
        apply: impl FnOnce(&mut Session) -> loadout_tracker::Result<()>,
    ) -> Result<SessionResponse, ApiError> {
        self.change_saying(sp, id, expected_len, |s| apply(s).map(|()| None))
    }

    /// A change whose `apply` may say what it did (`SessionResponse::said`): the words go to
    /// every device told of the change, not only to the one that asked.
    fn change_saying(
        &self,
        sp: &Speaker,
        id: &str,
        expected_len: usize,
        apply: impl FnOnce(&mut Session) -> loadout_tracker::Result<Option<String>>,
    ) -> Result<SessionResponse, ApiError> {
        let mut open = self.lock();
        let session = self.get(sp, &mut open, id)?;
        if session.session.len() != expected_len {
            return Err(ApiError::new(ShellCode::Stale, say!(sp, "shell-stale")));
        }
        self.check_can_save(sp, &mut open, id)?;
        let session = open.get_mut(id).expect("loaded above");
        // A refusal names the game's terms as the session's cards print them.
        let printing = session.session.speaker(sp);
        let said = apply(&mut session.session).said(&printing)?;
        session.revision = self.next_revision();
        let saved = self.save_after_change(sp, &mut open, id);
        // A change still in memory is told to every device even when its save failed; a session
        // dropped because its file may not be written (changed on disk) changed nothing.
        let Some(session) = open.get(id) else {
            return Err(saved.expect_err("a session is dropped only when its save is refused"));
        };
        let response = SessionResponse {
            said,
            ..Self::response(sp, id, session)
        };
        self.changed(&response);
        saved.map(|()| response)
    }

    /// `session_save_retry`: tries the save again now; `storage` if the disk still refuses.
    pub fn session_save_retry(&self, req: SessionId) -> Result<SessionResponse, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        let session = self.get(sp, &mut open, &req.id)?;
        if session.unsaved {
            self.save(&req.id, session).said(sp)?;
            session.revision = self.next_revision();
            let response = Self::response(sp, &req.id, session);
            self.changed(&response);
            return Ok(response);
        }
        Ok(Self::response(sp, &req.id, session))
    }

    /// `history`: every step, with the card that can be amended.
    pub fn history(&self, req: SessionId) -> Result<Vec<Entry>, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        Ok(self.get(sp, &mut open, &req.id)?.session.entries(sp))
    }

    /// `ledger`: every step with the numbers it moved and why.
    pub fn ledger(&self, req: SessionId) -> Result<Vec<Entry>, ApiError> {
        let sp = &self.speaker();
        let mut open = self.lock();
        Ok(self.get(sp, &mut open, &req.id)?.session.entries(sp))
    }

    /// `session_import`: reads the session file the facilitator picks in the file dialog,
    /// replays it, and keeps it as a new session; `None` when they close the dialog. A file that
    /// does not replay is refused with the failing step named; nothing is written.
    pub fn session_import(&self) -> Result<Option<SessionResponse>, ApiError> {
        let sp = &self.speaker();
        let Some((_, (session, created))) = self.import_file(
            sp,
            say!(sp, "dialog-import-session"),
            say!(sp, "filter-session"),
            |bytes| {
                let file = parse_session_file(sp, bytes)?;
                let created = file.meta.created.clone();
                let printing = words::ledger::printed_in(sp, &file.events);
                Ok((file.into_session().said(&printing)?, created))
            },
        )?
        else {
            return Ok(None);
        };
        let catalog_id = self.catalog_id_for(&session.setup().catalog);
        self.check_writable()?;
        let mut open = self.lock();
        let id = self.new_session_id(&open);
        let mut new = OpenSession {
            session,
            meta: SessionMeta {
                created: created.or_else(|| Some(self.now())),
                updated: None,
            },
            catalog_id,
            unsaved: true,
            revision: self.next_revision(),
        };
        // Not kept unless saved: the file stays where it is and can be imported again.
        self.save(&id, &mut new).said(sp)?;
        let response = Self::response(sp, &id, &new);
        open.insert(id, new);
        Ok(Some(response))
    }

    fn new_session_id(&self, open: &HashMap<String, OpenSession>) -> String {
        self.new_id(|id| open.contains_key(id) || self.storage.exists(Folder::Sessions, id))
    }
}

/// A session as the list shows it.
fn summarize(sp: &Speaker, id: &str, session: &Session, meta: &SessionMeta) -> SessionSummary {
    let view = session.view(sp);
    let finished = matches!(view.phase, Phase::GameOver);
    let name_of = |seat: &Seat| {
        view.players
            .iter()
            .find(|p| p.seat == *seat)
            .map(|p| p.name.clone())
    };
    SessionSummary {
        id: id.to_owned(),
        created: meta.created.clone(),
        updated: meta.updated.clone(),
        label: view.label.clone(),
        date: view.date.clone(),
        players: view.players.iter().map(|p| p.name.clone()).collect(),
        round: view.round,
        rounds: view.rounds,
        finished,
        winners: if finished {
            view.standings.winners.iter().filter_map(name_of).collect()
        } else {
            Vec::new()
        },
        catalog: view.catalog.clone(),
        log_len: view.log_len,
    }
}

fn read_found_session<'a>(
    sp: &Speaker,
    found: &'a FoundFile,
) -> Result<(&'a str, Session, SessionMeta), ApiError> {
    let (id, bytes) = found_item(sp, found, "session")?;
    let file = parse_session_file(sp, bytes)?;
    let meta = file.meta.clone();
    let printing = words::ledger::printed_in(sp, &file.events);
    let session = file.into_session().said(&printing)?;
    Ok((id, session, meta))
}

pub(super) fn parse_session_file(sp: &Speaker, bytes: &[u8]) -> Result<SessionFile, ApiError> {
    SessionFile::from_json(loadout_text(sp, bytes, "session")?).said(sp)
}
