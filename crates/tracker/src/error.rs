//! The tracker's one error type: a kind to match on and a message for a facilitator.

use crate::card::Deck;
use crate::event_kind::EventKind;
use crate::file_fault::{CatalogFileFault, NotUtf8, SessionFileFault};
use crate::problem::Problem;
use crate::seat::Seat;
use crate::text::TextFault;
use serde::{Deserialize, Serialize};

/// What went wrong, for callers to branch on. Crosses IPC as a snake_case `code`.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Serialize,
    Deserialize,
    strum::IntoStaticStr,
    strum::VariantArray,
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
#[strum(serialize_all = "snake_case")]
pub enum ErrorKind {
    /// Setup is invalid: player count, names, starting seat, unknown rules edition.
    InvalidSetup,
    /// A name is empty, too long, or repeats another player's name.
    InvalidName,
    /// The event does not fit the step the game is at (e.g. an Action before Life Happens).
    WrongStep,
    /// The active player began the turn at Load 10: no Life Happens card.
    Overloaded,
    /// A seat that is not at this table.
    UnknownSeat,
    /// Brotherhood can't be given: to oneself, twice in a turn, or by a player who has used theirs this round.
    BrotherhoodUnavailable,
    /// The player already drew their setup Load card.
    LoadCardAlreadyDrawn,
    /// The game is over: nothing more is recorded.
    GameOver,
    /// A card's printed values are invalid (empty title, pressure out of range, unknown tag...).
    InvalidCard,
    /// An adjustment that changes nothing.
    EmptyAdjustment,
    NothingToUndo,
    NothingToRedo,
    /// Amend names an event that does not exist or has no card of that deck; insert names a
    /// step that does not exist or the setup.
    AmendMismatch,
    /// A correction (amend, insert) would not fit where it goes, or would make a later event invalid.
    AmendConflict,
    /// A catalog has problems (each listed).
    InvalidCatalog,
    /// A session or catalog file is not readable: not JSON, damaged, wrong format or inconsistent.
    DamagedFile,
    /// The file was written by a newer version of the app.
    NewerFormat,
}

impl ErrorKind {
    /// The snake_case code used across IPC and in `--json` output: serde's name for the kind
    /// (`rename_all` above), so the two cannot differ.
    pub fn code(self) -> &'static str {
        self.into()
    }
}

/// Why the tracker refused something, with the names and numbers its sentence needs. The words
/// for each are in `words::refusal`; the fold decides, the words module speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The setup names a rules edition this tracker does not know.
    UnknownEdition {
        edition: String,
        known: String,
    },
    PlayerCount {
        min: u8,
        max: u8,
        count: usize,
    },
    NoName {
        seat: Seat,
    },
    NameTooLong {
        name: String,
        chars: usize,
        max: u8,
    },
    /// A nickname that breaks a text rule other than its length (a hidden character).
    NameText {
        seat: Seat,
        fault: TextFault,
    },
    /// Two nicknames that differ only in capital letters.
    SameName {
        name: String,
        other: String,
    },
    StartingSeat {
        seat: Seat,
        count: usize,
    },
    /// The session's label breaks the text rules.
    Label {
        fault: TextFault,
    },
    /// The setup's date is not a day written as "2026-12-01".
    SetupDate {
        date: String,
    },
    /// The catalog's name or version recorded in the setup breaks the text rules.
    SetupCatalog {
        field: CatalogField,
        fault: TextFault,
    },
    /// The cards' language recorded in the setup is not a language code.
    SetupLanguage {
        code: String,
    },
    /// `name` already drew their setup Load card; `missing` still need one.
    LoadCardAlreadyDrawn {
        name: String,
        missing: Vec<String>,
    },
    /// A Life Happens card for a player who began the turn at Load 10.
    Overloaded {
        name: String,
    },
    /// `event` does not fit where the game is (`at`).
    WrongStep {
        at: WrongStepAt,
        event: EventKind,
    },
    /// A Turning Point before every player has had their turn.
    RoundNotOver {
        round: u8,
        left: usize,
        name: String,
    },
    BrotherhoodToSelf {
        name: String,
    },
    BrotherhoodTwice {
        name: String,
    },
    BrotherhoodUsed {
        name: String,
        round: u8,
    },
    EmptyAdjustment {
        name: String,
    },
    UnknownSeat {
        seat: Seat,
        players: usize,
    },
    GameOver {
        rounds: u8,
    },
    /// A second setup in a session.
    AlreadySetUp,
    NothingToUndo,
    NothingToRedo,
    /// Amend names a step the log does not have; `last` is the last step's index.
    NoSuchStep {
        index: usize,
        last: usize,
    },
    /// Amend gives a card of another deck than the step holds.
    OtherDeck {
        index: usize,
        has: Deck,
        given: Deck,
    },
    /// Amend names a step that holds no card.
    NoCard {
        index: usize,
        kind: EventKind,
    },
    /// The amended step itself no longer fits (`why` is that step's refusal).
    CardDoesNotFit {
        step: StepName,
        why: Box<Error>,
    },
    /// A correction (an amended card, an inserted step) would make a later step no longer fit.
    LaterStepBreaks {
        correction: Correction,
        /// The later step's index in the log as it is now (before the correction).
        step: usize,
        /// That step as messages name it, e.g. "step 14 (round 2, Ana's Life Happens)".
        name: StepName,
        /// The refusal that step would get after the correction.
        why: Box<Error>,
        /// Undos that take that step off the log: it and every step after it.
        undo_steps: usize,
    },
    /// Nothing can be inserted before the setup (step 0).
    InsertBeforeSetup,
    /// The inserted step itself does not fit where it would go (`why`: the refusal it gets there).
    InsertDoesNotFit {
        before: usize,
        kind: EventKind,
        why: Box<Error>,
    },
    LogDoesNotStartWithSetup {
        kind: EventKind,
    },
    EmptyLog,
    /// A saved log does not replay: `step` is the first one that does not fit, `why` its refusal.
    LogDoesNotReplay {
        step: StepName,
        why: Box<Error>,
    },
}

/// A step of the log as messages name it: "step 14 (round 3, Ben's Action)".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepName {
    /// The setup, the log's first step.
    Setup,
    /// A step by its number only.
    Number(usize),
    /// A recorded step: its index, the round it was in (`None`: during setup's Load cards),
    /// whose it was (a nickname) and what it is.
    Step {
        index: usize,
        round: Option<u8>,
        who: Option<String>,
        kind: EventKind,
    },
}

/// A field of the catalog a setup records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogField {
    Id,
    Name,
    Version,
    /// A term as the cards print it.
    Term(crate::terms::Term),
}

/// A correction made from the history, as refusals name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Correction {
    /// The card of step `index` replaced.
    Amend { index: usize },
    /// A forgotten step of this kind inserted before step `before`.
    Insert { before: usize, kind: EventKind },
}

impl Correction {
    /// The step the correction is made at: the amended one, or the one the new step goes before.
    pub fn at(self) -> usize {
        match self {
            Correction::Amend { index } => index,
            Correction::Insert { before, .. } => before,
        }
    }
}

/// Where the game was when an event did not fit, for `Refusal::WrongStep`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrongStepAt {
    /// Setup: these players still need their Load card.
    LoadCards {
        missing: Vec<String>,
    },
    LifeHappens {
        name: String,
    },
    OverloadedAction {
        name: String,
    },
    Action {
        name: String,
    },
    Support {
        name: String,
    },
    RoundEnd {
        round: u8,
    },
    GameOver,
}

impl Refusal {
    /// The kind callers branch on.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Refusal::UnknownEdition { .. }
            | Refusal::PlayerCount { .. }
            | Refusal::StartingSeat { .. }
            | Refusal::SetupCatalog { .. }
            | Refusal::SetupLanguage { .. }
            | Refusal::Label { .. }
            | Refusal::SetupDate { .. } => ErrorKind::InvalidSetup,
            Refusal::NoName { .. }
            | Refusal::NameTooLong { .. }
            | Refusal::NameText { .. }
            | Refusal::SameName { .. } => ErrorKind::InvalidName,
            Refusal::LoadCardAlreadyDrawn { .. } => ErrorKind::LoadCardAlreadyDrawn,
            Refusal::Overloaded { .. } => ErrorKind::Overloaded,
            Refusal::WrongStep { .. } | Refusal::RoundNotOver { .. } | Refusal::AlreadySetUp => {
                ErrorKind::WrongStep
            }
            Refusal::BrotherhoodToSelf { .. }
            | Refusal::BrotherhoodTwice { .. }
            | Refusal::BrotherhoodUsed { .. } => ErrorKind::BrotherhoodUnavailable,
            Refusal::EmptyAdjustment { .. } => ErrorKind::EmptyAdjustment,
            Refusal::UnknownSeat { .. } => ErrorKind::UnknownSeat,
            Refusal::GameOver { .. } => ErrorKind::GameOver,
            Refusal::NothingToUndo => ErrorKind::NothingToUndo,
            Refusal::NothingToRedo => ErrorKind::NothingToRedo,
            Refusal::NoSuchStep { .. } | Refusal::OtherDeck { .. } | Refusal::NoCard { .. } => {
                ErrorKind::AmendMismatch
            }
            Refusal::CardDoesNotFit { .. }
            | Refusal::LaterStepBreaks { .. }
            | Refusal::InsertDoesNotFit { .. } => ErrorKind::AmendConflict,
            Refusal::InsertBeforeSetup => ErrorKind::AmendMismatch,
            Refusal::LogDoesNotStartWithSetup { .. }
            | Refusal::EmptyLog
            | Refusal::LogDoesNotReplay { .. } => ErrorKind::DamagedFile,
        }
    }
}

/// Why the tracker refused or could not read something, as data: `words::error` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// The rules refused (a step, a setup, a correction).
    Refusal(Refusal),
    /// A file's bytes are not UTF-8 text.
    NotUtf8(NotUtf8),
    /// A file does not read as a session.
    SessionFile(SessionFileFault),
    /// A session file written by a newer app, in this format version.
    NewerSession { version: u64 },
    /// A file does not read as a catalog.
    CatalogFile(CatalogFileFault),
    /// A catalog (named `name`) with these problems.
    InvalidCatalog {
        name: String,
        problems: Vec<Problem>,
    },
    /// A card with these problems.
    InvalidCard { problems: Vec<Problem> },
}

/// A refusal: nothing was recorded or changed. A kind to branch on and the fault it came from
/// (the words for it are said at the edge, by `words::error`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    fault: Box<Fault>,
}

impl Error {
    /// An error of `kind` for `fault` (files, formats: not a refusal of the fold).
    pub fn new(kind: ErrorKind, fault: Fault) -> Self {
        Error {
            kind,
            fault: Box::new(fault),
        }
    }

    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// What went wrong, with the names and numbers its sentence needs.
    pub fn fault(&self) -> &Fault {
        &self.fault
    }

    /// The structured reason, when the tracker's rules refused.
    pub fn refusal(&self) -> Option<&Refusal> {
        match &*self.fault {
            Fault::Refusal(refusal) => Some(refusal),
            _ => None,
        }
    }
}

/// The code of its kind (`wrong_step`): the words are `words::error`'s.
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.kind.code())
    }
}

impl std::error::Error for Error {}

impl From<Refusal> for Error {
    fn from(refusal: Refusal) -> Self {
        Error::new(refusal.kind(), Fault::Refusal(refusal))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::ErrorKind;
    use strum::VariantArray;

    #[test]
    fn every_code_is_the_name_serde_writes() {
        for kind in ErrorKind::VARIANTS {
            let wire = serde_json::to_value(kind).unwrap();
            assert_eq!(wire.as_str(), Some(kind.code()), "{kind:?}");
        }
        assert_eq!(
            ErrorKind::LoadCardAlreadyDrawn.code(),
            "load_card_already_drawn"
        );
    }
}
