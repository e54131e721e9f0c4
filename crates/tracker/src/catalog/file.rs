//! A catalog as a file: read (its header checked first, then its shape, an unreadable card
//! located by deck and position), written in a fixed order, and the sample deck that ships.

use super::{Catalog, CatalogFileFault, UnreadableCard, CATALOG_FORMAT, CATALOG_FORMAT_VERSION};
use crate::card::{ActionCard, BrotherhoodCard, Deck, LifeHappensCard, LoadCard, TurningPointCard};
use crate::document;
use crate::error::{Error, ErrorKind, Fault, Result};

const SAMPLE_JSON: &str = include_str!("../../catalogs/sample.json");

fn file_error(fault: CatalogFileFault) -> Error {
    let kind = match fault {
        CatalogFileFault::Newer { .. } => ErrorKind::NewerFormat,
        _ => ErrorKind::DamagedFile,
    };
    Error::new(kind, Fault::CatalogFile(fault))
}

impl Catalog {
    /// Reads a catalog file. Only the file's shape is checked here: use [`Catalog::validate`]
    /// for the cards' values.
    ///
    /// Errors: `DamagedFile` when the text is not JSON or not a catalog (the message says what
    /// and where), `NewerFormat` when a newer app wrote it.
    pub fn from_json(json: &str) -> Result<Catalog> {
        let json = json.strip_prefix('\u{FEFF}').unwrap_or(json);
        let value = document::parse(json).map_err(|m| file_error(CatalogFileFault::NotJson(m)))?;
        check_header(&value)?;
        serde_json::from_str::<Catalog>(json).map_err(|e| {
            file_error(CatalogFileFault::Unreadable {
                card: locate_unreadable(&value),
                why: document::serde_message(&e),
                line: e.line(),
                column: e.column(),
            })
        })
    }

    /// The catalog as pretty JSON, fields in a fixed order (the order of this struct), under the
    /// oldest format version that holds it.
    pub fn to_json(&self) -> String {
        let needed = match self.language.is_some() || !self.terms.is_empty() {
            true => 2,
            false => 1,
        };
        let written = Catalog {
            format_version: needed,
            ..self.clone()
        };
        let mut json =
            serde_json::to_string_pretty(&written).expect("a catalog always serializes to JSON");
        json.push('\n');
        json
    }

    /// The sample deck that ships with the app: written for this project, not the printed cards.
    pub fn sample() -> Catalog {
        Catalog::from_json(SAMPLE_JSON).expect("catalogs/sample.json is a readable catalog")
    }
}

/// Checks `format` and `format_version` before the rest, so a newer or foreign file gets a
/// message about that rather than about some field deep inside it.
fn check_header(value: &serde_json::Value) -> Result<()> {
    if !value.is_object() {
        return Err(file_error(CatalogFileFault::NotAnObject));
    }
    match value.get("format").and_then(|f| f.as_str()) {
        Some(CATALOG_FORMAT) => {}
        Some(crate::format::SESSION_FORMAT) => return Err(file_error(CatalogFileFault::Session)),
        Some(other) => return Err(file_error(CatalogFileFault::OtherFormat(other.to_owned()))),
        None => return Err(file_error(CatalogFileFault::NoFormat)),
    }
    match document::version(value, "format_version") {
        Ok(version) if version > u64::from(CATALOG_FORMAT_VERSION) => {
            Err(file_error(CatalogFileFault::Newer { version }))
        }
        Ok(v) if v >= 1 => Ok(()),
        Ok(_) => Err(file_error(CatalogFileFault::VersionZero)),
        Err(fault) => Err(file_error(CatalogFileFault::Version(fault))),
    }
}

/// The first card (deck, position, id) that does not read as a card, by reading each card on
/// its own. `None` when every card reads and the fault is elsewhere.
fn locate_unreadable(value: &serde_json::Value) -> Option<UnreadableCard> {
    fn first_bad<T: serde::de::DeserializeOwned>(
        value: &serde_json::Value,
        key: &str,
        deck: Deck,
    ) -> Option<UnreadableCard> {
        let cards = value.get(key)?.as_array()?;
        cards.iter().enumerate().find_map(|(i, card)| {
            let err = serde_json::from_value::<T>(card.clone()).err()?;
            Some(UnreadableCard {
                deck,
                position: i + 1,
                id: card.get("id").and_then(|id| id.as_str()).map(str::to_owned),
                why: document::serde_message(&err),
            })
        })
    }
    first_bad::<LoadCard>(value, "load", Deck::Load)
        .or_else(|| first_bad::<LifeHappensCard>(value, "life_happens", Deck::LifeHappens))
        .or_else(|| first_bad::<ActionCard>(value, "action", Deck::Action))
        .or_else(|| first_bad::<BrotherhoodCard>(value, "brotherhood", Deck::Brotherhood))
        .or_else(|| first_bad::<TurningPointCard>(value, "turning_point", Deck::TurningPoint))
}
