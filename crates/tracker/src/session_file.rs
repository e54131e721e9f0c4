//! The session file (`docs/session-format.md`): a versioned JSON document holding the log and the
//! redo stack. Reading it checks the format name, the version and the shape; replaying the log is
//! `Session::replay`.

use crate::error::{Error, ErrorKind, Result};
use crate::event::Event;
use crate::session::Session;
use serde::{Deserialize, Serialize};

/// The session file's format name.
pub const SESSION_FORMAT: &str = "loadout-session";
/// The newest session file version this tracker reads and the one it writes.
pub const SESSION_VERSION: u32 = 1;

/// Who wrote a session file and when; stamped by the shell, opaque to the tracker.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SessionMeta {
    #[serde(default)]
    pub created: Option<String>,
    #[serde(default)]
    pub updated: Option<String>,
}

/// The session file: the log, the redo stack, and a format name and version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SessionFile {
    /// Always "loadout-session".
    pub format: String,
    /// 1 for this tracker.
    pub version: u32,
    #[serde(default)]
    pub meta: SessionMeta,
    pub events: Vec<Event>,
    #[serde(default)]
    pub redo: Vec<Event>,
}

fn damaged(why: impl std::fmt::Display) -> Error {
    Error::new(
        ErrorKind::DamagedFile,
        format!("This file is not a readable Loadout session: {why}. Nothing was changed; open another file."),
    )
}

impl Session {
    /// The session as a file document; `meta` is stamped by the caller.
    pub fn to_file(&self, meta: SessionMeta) -> SessionFile {
        SessionFile {
            format: SESSION_FORMAT.to_owned(),
            version: SESSION_VERSION,
            meta,
            events: self.events().to_vec(),
            redo: self.redo_events().to_vec(),
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
        let value: serde_json::Value = serde_json::from_str(json)
            .map_err(|e| damaged(format!("it is not valid JSON ({e})")))?;
        let format = value.get("format").and_then(|f| f.as_str());
        if format != Some(SESSION_FORMAT) {
            return Err(damaged(match format {
                Some(other) => format!("its format is “{other}”, not “{SESSION_FORMAT}”"),
                None => "it has no format name".to_owned(),
            }));
        }
        let version = value
            .get("version")
            .and_then(|v| v.as_u64())
            .ok_or_else(|| damaged("it has no version number"))?;
        if version > u64::from(SESSION_VERSION) {
            return Err(Error::new(
                ErrorKind::NewerFormat,
                format!("This session was saved by a newer version of the app (format version {version}; this app reads up to {SESSION_VERSION}). Update the app to open it."),
            ));
        }
        if version == 0 {
            return Err(damaged("its version number is 0"));
        }
        reject_fields_on_unit_events(&value)?;
        let file: SessionFile = serde_json::from_value(value).map_err(damaged)?;
        match file.events.first() {
            Some(Event::Setup(_)) => {}
            _ => return Err(damaged("its log does not start with the setup")),
        }
        if let Some(i) = file
            .events
            .iter()
            .skip(1)
            .position(|e| matches!(e, Event::Setup(_)))
        {
            return Err(damaged(format!("step {} is a second setup", i + 1)));
        }
        if file.redo.iter().any(|e| matches!(e, Event::Setup(_))) {
            return Err(damaged("its redo list holds a setup"));
        }
        Ok(file)
    }

    /// Replays the log into a session; a log that does not replay is `DamagedFile`, naming the step.
    pub fn into_session(self) -> Result<Session> {
        Session::replay(self.events, self.redo)
    }
}

/// serde's `deny_unknown_fields` does not reach the unit variants of an internally tagged enum, so
/// `{"type":"turn_ended","note":"…"}` would load and silently lose its extra field. A session
/// holds no free text: such a file was not written by this app and is refused instead.
fn reject_fields_on_unit_events(value: &serde_json::Value) -> Result<()> {
    for (list, what) in [("events", "step"), ("redo", "undone step")] {
        let Some(events) = value.get(list).and_then(|e| e.as_array()) else {
            continue;
        };
        for (i, event) in events.iter().enumerate() {
            let Some(fields) = event.as_object() else {
                continue;
            };
            if fields.get("type").and_then(|t| t.as_str()) == Some("turn_ended") {
                if let Some(extra) = fields.keys().find(|k| k.as_str() != "type") {
                    return Err(damaged(format!(
                        "{what} {i} is an end of turn with an unknown field “{extra}”"
                    )));
                }
            }
        }
    }
    Ok(())
}
