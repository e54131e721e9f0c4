//! The requests and responses of the catalog commands (`app/catalogs.rs`): the facilitator's
//! decks, their drafts, pasted rows and the cards checked as they are typed.

use super::DamagedFile;
use loadout_tracker::catalog::Catalog;
use loadout_tracker::{AnyCard, Deck, DeckSizes};
use loadout_words::catalog::SaidProblem as Problem;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Names a catalog (`"sample"` for the sample deck).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogId {
    pub id: String,
}

/// One catalog in `catalog_list`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogEntry {
    /// `"sample"` for the sample deck.
    pub id: String,
    pub name: String,
    pub version: String,
    /// The project's sample deck, not the printed cards.
    pub sample: bool,
    /// The language the cards are printed in (`Catalog::language`), when the catalog says.
    pub language: Option<String>,
    pub deck_sizes: DeckSizes,
    /// Problems found in a stored catalog edited outside the app (empty when valid).
    pub problems: usize,
}

/// `catalog_list`: the sample deck first, then the facilitator's catalogs by name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogList {
    pub catalogs: Vec<CatalogEntry>,
    pub damaged: Vec<DamagedFile>,
    /// Catalogs being typed in, not saved as catalogs yet; the most recently saved first.
    pub drafts: Vec<DraftEntry>,
}

/// A catalog draft as the catalogs screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftEntry {
    pub id: String,
    /// The catalog's name as typed so far (may be empty).
    pub name: String,
    /// The stored catalog these are changes to; `None` for a new catalog.
    pub replaces: Option<String>,
    /// Cards typed so far, every deck together.
    pub cards: usize,
    /// What is left to fix before it can be saved as a catalog.
    pub problems: usize,
    /// When it was last saved (RFC 3339, UTC).
    pub saved: Option<String>,
}

/// Where the facilitator was in a draft, to open it there again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftPlace {
    /// The deck on screen.
    pub deck: Deck,
    /// The card last typed in, counted from 0 in that deck; `None`: none yet.
    pub card: Option<u32>,
}

/// `catalog_draft_save`: a catalog as it is being typed, problems and all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftSaveRequest {
    /// The draft this replaces; `None` starts a new one.
    pub id: Option<String>,
    /// The stored catalog these are changes to; `None` for a new catalog.
    pub replaces: Option<String>,
    pub place: DraftPlace,
    pub catalog: Catalog,
}

/// `catalog_draft_save`: the draft's id (new the first time) and when it was saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftSaved {
    pub id: String,
    pub saved: String,
}

/// `catalog_draft_get`: a draft to go on typing, with its problems.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct DraftDoc {
    pub id: String,
    pub replaces: Option<String>,
    pub place: DraftPlace,
    pub catalog: Catalog,
    pub problems: Vec<Problem>,
    pub saved: Option<String>,
}

/// `catalog_get`: a catalog with its id, and its problems (for the editor).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogDoc {
    pub id: String,
    pub catalog: Catalog,
    pub problems: Vec<Problem>,
}

/// `catalog_save`: `id` `None` saves a new catalog; an id replaces that catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogSaveRequest {
    pub id: Option<String>,
    pub catalog: Catalog,
    /// The draft it was typed in: deleted once the catalog is saved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub draft: Option<String>,
}

/// `catalog_validate`: live validation for the editor, nothing saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CatalogValidateRequest {
    pub catalog: Catalog,
}

/// `catalog_paste_columns`: the columns of a row pasted for `deck`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PasteColumnsRequest {
    pub deck: Deck,
}

/// `catalog_paste_rows`: rows pasted from a spreadsheet, read as cards of `deck` for `catalog`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PasteRowsRequest {
    pub deck: Deck,
    pub text: String,
    pub catalog: Catalog,
}

/// `card_validate`: check an ad hoc card typed at the table (tags checked against `tags` when given).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct CardValidateRequest {
    pub card: AnyCard,
    pub tags: Option<Vec<loadout_tracker::Tag>>,
}

/// `catalog_export`: write catalog `id` where the facilitator chooses in the file dialog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct CatalogExportRequest {
    pub id: String,
}
