//! The session file (`docs/session-format.md`): a versioned JSON document holding the log and the
//! redo stack. Reading it checks the format name, the version and the shape; replaying the log is
//! `Session::replay`.

use crate::document::{self, Unreadable};
use crate::error::{Error, ErrorKind, Fault, Result};
use crate::event::Event;
pub use crate::file_fault::{FileStep, SessionFileFault};
pub use crate::format::{SESSION_FORMAT, SESSION_VERSION};
use crate::session::{Inserted, Session};
use crate::text;
use serde::{Deserialize, Serialize};

/// Who wrote a session file and when; stamped by the shell, opaque to the tracker.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SessionMeta {
    #[serde(default)]
    pub created: Option<String>,
    #[serde(default)]
    pub updated: Option<String>,
}

impl SessionMeta {
    /// Each stamp is a time, as RFC 3339 writes it ("2025-05-10T18:00:00Z"): a session holds no
    /// free text, and `meta` is no place for any.
    pub fn check(&self) -> Result<()> {
        for (key, stamp) in [("created", &self.created), ("updated", &self.updated)] {
            if let Some(stamp) = stamp {
                if !text::is_rfc3339(stamp) {
                    return Err(damaged(SessionFileFault::MetaTime { key }));
                }
            }
        }
        Ok(())
    }
}

/// The session file: the log, the redo stack, and a format name and version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SessionFile {
    /// Always "loadout-session".
    pub format: String,
    /// 1 to [`SESSION_VERSION`]: the oldest version that holds what the file has.
    pub version: u32,
    #[serde(default)]
    pub meta: SessionMeta,
    pub events: Vec<Event>,
    #[serde(default)]
    pub redo: Vec<Event>,
    /// Version 2: steps inserted before later ones, which undo takes out as one change.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inserted: Vec<Inserted>,
    /// Version 2: the undone steps that were inserted: redo puts entry `redo` of the redo list
    /// back before step `at`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub redo_inserted: Vec<RedoInserted>,
}

/// An undone step that was inserted before a later one, for redo to put back there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct RedoInserted {
    /// Its index in the redo list.
    pub redo: usize,
    /// The step it goes back before.
    pub at: usize,
}

fn damaged(fault: SessionFileFault) -> Error {
    Error::new(ErrorKind::DamagedFile, Fault::SessionFile(fault))
}

impl Session {
    /// The session as a file document; `meta` is stamped by the caller.
    pub fn to_file(&self, meta: SessionMeta) -> SessionFile {
        let inserted = self.insertions().to_vec();
        let redo_inserted: Vec<RedoInserted> = self
            .redo_insertions()
            .into_iter()
            .map(|(redo, at)| RedoInserted { redo, at })
            .collect();
        let setup = self.setup();
        let version = if setup.catalog.language.is_some() || !setup.catalog.terms.is_empty() {
            4
        } else if setup.label.is_some() || setup.date.is_some() {
            3
        } else if inserted.is_empty() && redo_inserted.is_empty() && setup.catalog.id.is_none() {
            1
        } else {
            2
        };
        SessionFile {
            format: SESSION_FORMAT.to_owned(),
            version,
            meta,
            events: self.events().to_vec(),
            redo: self.redo_events(),
            inserted,
            redo_inserted,
        }
    }
}

impl SessionFile {
    /// Pretty JSON, as written to disk.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a session file serializes")
    }

    /// Reads a session file. `NewerFormat` when a newer app wrote it; `DamagedFile` when it is not
    /// JSON, not a session, or its events are unreadable. The log is replayed by `into_session`.
    pub fn from_json(json: &str) -> Result<SessionFile> {
        let value = document::parse(json).map_err(|m| damaged(SessionFileFault::NotJson(m)))?;
        match document::kind(&value) {
            document::Kind::Session => {}
            document::Kind::Catalog => return Err(damaged(SessionFileFault::Catalog)),
            document::Kind::Other(other) => {
                return Err(damaged(SessionFileFault::OtherFormat(other)))
            }
            _ => return Err(damaged(SessionFileFault::NoFormat)),
        }
        let version = document::version(&value, "version")
            .map_err(|fault| damaged(SessionFileFault::Version(fault)))?;
        if version > u64::from(SESSION_VERSION) {
            return Err(Error::new(
                ErrorKind::NewerFormat,
                Fault::NewerSession { version },
            ));
        }
        if version == 0 {
            return Err(damaged(SessionFileFault::VersionZero));
        }
        reject_fields_on_unit_events(&value)?;
        let file: SessionFile = match document::read_as(value.clone()) {
            Ok(file) => file,
            Err(why) => {
                let fault = locate(&value).unwrap_or_else(|| at_step(why));
                return Err(damaged(fault));
            }
        };
        file.meta.check()?;
        match file.events.first() {
            Some(Event::Setup(_)) => {}
            _ => return Err(damaged(SessionFileFault::NoSetupFirst)),
        }
        if let Some(i) = file
            .events
            .iter()
            .skip(1)
            .position(|e| matches!(e, Event::Setup(_)))
        {
            return Err(damaged(SessionFileFault::SecondSetup { index: i + 1 }));
        }
        if file.redo.iter().any(|e| matches!(e, Event::Setup(_))) {
            return Err(damaged(SessionFileFault::SetupInRedo));
        }
        if version < 2 && !(file.inserted.is_empty() && file.redo_inserted.is_empty()) {
            return Err(damaged(SessionFileFault::InsertedInVersionOne));
        }
        if let (true, Some(Event::Setup(setup))) = (version < 3, file.events.first()) {
            if setup.label.is_some() || setup.date.is_some() {
                return Err(damaged(SessionFileFault::LabelBeforeVersionThree));
            }
        }
        if let (true, Some(Event::Setup(setup))) = (version < 4, file.events.first()) {
            if setup.catalog.language.is_some() || !setup.catalog.terms.is_empty() {
                return Err(damaged(SessionFileFault::PrintedBeforeVersionFour));
            }
        }
        Ok(file)
    }

    /// Replays the log into a session; a log that does not replay is `DamagedFile`, naming the step.
    pub fn into_session(self) -> Result<Session> {
        let redo_at: Vec<(usize, usize)> =
            self.redo_inserted.iter().map(|r| (r.redo, r.at)).collect();
        Session::replay(self.events, self.redo)?
            .with_insertions(self.inserted, &redo_at)
            .ok_or_else(|| damaged(SessionFileFault::InsertedDoNotFit))
    }
}

/// The first step (of the log, then of the redo list) that does not read, with the field at
/// fault: serde stops at the event's tag, so each field of the step is read on its own.
fn locate(value: &serde_json::Value) -> Option<SessionFileFault> {
    use crate::card::{
        ActionCard, BrotherhoodCard, Deck, Effect, LifeHappensCard, LoadCard, TurningPointCard,
    };
    use crate::event::{AdjustReason, Seat, Setup};
    use document::read_as;
    fn field<T: serde::de::DeserializeOwned>(
        event: &serde_json::Value,
        key: &str,
    ) -> Option<Unreadable> {
        let part = event.get(key)?.clone();
        read_as::<T>(part).err().map(|Unreadable { path, why }| {
            let path = if path.is_empty() {
                key.to_owned()
            } else {
                format!("{key}.{path}")
            };
            Unreadable { path, why }
        })
    }
    for (list, redo) in [("events", false), ("redo", true)] {
        let events = value.get(list)?.as_array()?;
        for (index, event) in events.iter().enumerate() {
            if read_as::<Event>(event.clone()).is_ok() {
                continue;
            }
            let found = match event.get("type").and_then(|t| t.as_str()) {
                Some("setup") => {
                    let mut fields = event.clone();
                    fields.as_object_mut()?.remove("type");
                    read_as::<Setup>(fields).err()
                }
                Some("load_card_drawn") => {
                    field::<Seat>(event, "seat").or_else(|| field::<LoadCard>(event, "card"))
                }
                Some("life_happens_drawn") => field::<LifeHappensCard>(event, "card"),
                Some("action_played") => field::<ActionCard>(event, "card"),
                Some("brotherhood_given") => field::<Seat>(event, "giver")
                    .or_else(|| field::<BrotherhoodCard>(event, "card")),
                Some("turning_point_revealed") => field::<TurningPointCard>(event, "card"),
                Some("adjusted") => field::<Seat>(event, "seat")
                    .or_else(|| field::<Effect>(event, "effect"))
                    .or_else(|| field::<AdjustReason>(event, "reason")),
                Some("deck_reshuffled") => field::<Deck>(event, "deck"),
                _ => None,
            };
            if let Some(unreadable) = found {
                return Some(SessionFileFault::Unreadable {
                    at: Some(FileStep { redo, index }),
                    unreadable,
                });
            }
        }
    }
    None
}

/// A field path of the whole file turned into the step it is in: "events[4].card" is step 4,
/// field "card"; "redo[0]" is undone step 0.
fn at_step(unreadable: Unreadable) -> SessionFileFault {
    for (list, redo) in [("events[", false), ("redo[", true)] {
        let Some(rest) = unreadable.path.strip_prefix(list) else {
            continue;
        };
        let Some((index, rest)) = rest.split_once(']') else {
            continue;
        };
        let Ok(index) = index.parse() else { continue };
        let path = rest.strip_prefix('.').unwrap_or(rest).to_owned();
        return SessionFileFault::Unreadable {
            at: Some(FileStep { redo, index }),
            unreadable: Unreadable {
                path,
                why: unreadable.why,
            },
        };
    }
    SessionFileFault::Unreadable {
        at: None,
        unreadable,
    }
}

/// serde's `deny_unknown_fields` does not reach the unit variants of an internally tagged enum, so
/// `{"type":"turn_ended","note":"…"}` would load and silently lose its extra field. A session
/// holds no free text: such a file was not written by this app and is refused instead.
fn reject_fields_on_unit_events(value: &serde_json::Value) -> Result<()> {
    for (list, redo) in [("events", false), ("redo", true)] {
        let Some(events) = value.get(list).and_then(|e| e.as_array()) else {
            continue;
        };
        for (index, event) in events.iter().enumerate() {
            let Some(fields) = event.as_object() else {
                continue;
            };
            if fields.get("type").and_then(|t| t.as_str()) == Some("turn_ended") {
                if let Some(extra) = fields.keys().find(|k| k.as_str() != "type") {
                    return Err(damaged(SessionFileFault::FieldOnEndOfTurn {
                        at: FileStep { redo, index },
                        field: extra.clone(),
                    }));
                }
            }
        }
    }
    Ok(())
}
