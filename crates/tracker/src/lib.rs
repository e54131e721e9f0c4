//! The Loadout v1.1 tracker: rules, card catalogs and the session log.
//!
//! Pure: no Tauri, no files, no clock, no randomness. A session is a log of the events a
//! facilitator recorded; every number (tracks, scores, standings) is a fold over that log, and
//! every change carries its cause.

pub mod card;
pub mod catalog;
pub mod decks;
pub mod document;
pub mod error;
pub mod event;
pub mod event_kind;
pub mod explain;
pub mod file_fault;
pub mod format;
pub mod lang;
pub mod paste;
pub mod problem;
pub mod rules;
pub mod score;
pub mod seat;
pub mod session;
pub mod session_file;
pub mod state;
pub mod terms;
pub mod text;
pub mod turn;

pub use card::*;
pub use error::{Correction, Error, ErrorKind, Fault, Refusal, Result, StepName, WrongStepAt};
pub use event::*;
pub use explain::*;
pub use lang::Lang;
pub use rules::RuleSet;
