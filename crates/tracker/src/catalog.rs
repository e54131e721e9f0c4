//! A card catalog: the printed cards of one deck edition, as data, and the checks that keep a
//! hand-entered catalog honest (every problem at once, each naming its deck and card).
//!
//! The file format is described for facilitators in `docs/catalog-format.md`.

use crate::card::Stat;
use crate::card::{
    ActionCard, AnyCard, BrotherhoodCard, CardId, CardRef, Deck, Effect, LifeHappensCard, LoadCard,
    Tag, TurningPointCard,
};
use crate::document;
use crate::error::{Error, ErrorKind, Fault, Result};
use crate::event::{CatalogInfo, DeckSizes};
pub use crate::file_fault::{CatalogFileFault, UnreadableCard};
pub use crate::format::{CATALOG_FORMAT, CATALOG_FORMAT_VERSION};
pub use crate::problem::{
    CardFault, CardName, CatalogFault, Problem, ProblemFault, TagRole, Whose,
};
pub use crate::terms::{check_language, PrintedTerms, Term};
use crate::text::{
    self, TextFault, TextRule, CATALOG_NAME_MAX, CATALOG_VERSION_MAX, ID_MAX, TAG_MAX, TITLE_MAX,
};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Lowest Pressure a Life Happens card may print.
pub const PRESSURE_MIN: u8 = 1;
/// Highest Pressure a Life Happens card may print.
pub const PRESSURE_MAX: u8 = 5;
/// Largest change (either sign) a card may print for one track or the Shield.
pub const EFFECT_LIMIT: i8 = 5;

const SAMPLE_JSON: &str = include_str!("../catalogs/sample.json");

/// The cards of one deck edition: five decks and the approach tags they use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Catalog {
    /// Always "loadout-catalog".
    pub format: String,
    /// Version of the file format (1).
    pub format_version: u32,
    /// Shown to the facilitator and recorded in each session, e.g. "Our printed deck".
    pub name: String,
    /// The deck's own edition or the facilitator's revision, e.g. "1.1" (free text).
    #[serde(default)]
    pub version: String,
    /// The project's sample deck rather than printed cards.
    #[serde(default)]
    pub sample: bool,
    /// The language the cards are printed in, as a BCP 47 code ("de", "pt-BR"); `None`: not
    /// said. The UI marks the cards' titles and tags with it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The game's terms as the cards print them ("Belastung" for Load): the app says these
    /// instead of its own words (`terms.ftl`) in every language. Empty: none declared.
    #[serde(default, skip_serializing_if = "PrintedTerms::is_empty")]
    pub terms: PrintedTerms,
    /// Every approach tag the cards may name, spelled as printed.
    #[serde(default)]
    pub tags: Vec<Tag>,
    /// The Load deck.
    #[serde(default)]
    pub load: Vec<LoadCard>,
    /// The Life Happens deck.
    #[serde(default)]
    pub life_happens: Vec<LifeHappensCard>,
    /// The Action deck.
    #[serde(default)]
    pub action: Vec<ActionCard>,
    /// The Brotherhood deck.
    #[serde(default)]
    pub brotherhood: Vec<BrotherhoodCard>,
    /// The Turning Point deck.
    #[serde(default)]
    pub turning_point: Vec<TurningPointCard>,
}

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

    /// What a session records about this catalog. Its `id` is `None`: a catalog does not know
    /// where it is kept; the app sets it.
    pub fn info(&self) -> CatalogInfo {
        CatalogInfo {
            id: None,
            name: self.name.clone(),
            version: self.version.clone(),
            sample: self.sample,
            deck_sizes: Some(self.deck_sizes()),
            language: self.language.clone(),
            terms: Box::new(self.terms.usable()),
        }
    }

    /// Cards in each physical deck, copies included.
    pub fn deck_sizes(&self) -> DeckSizes {
        fn total<'a>(copies: impl Iterator<Item = &'a u8>) -> u16 {
            copies.fold(0u16, |sum, &c| sum.saturating_add(u16::from(c)))
        }
        DeckSizes {
            load: total(self.load.iter().map(|c| &c.copies)),
            life_happens: total(self.life_happens.iter().map(|c| &c.copies)),
            action: total(self.action.iter().map(|c| &c.copies)),
            brotherhood: total(self.brotherhood.iter().map(|c| &c.copies)),
            turning_point: total(self.turning_point.iter().map(|c| &c.copies)),
        }
    }

    /// The card with this id in `deck`, if the catalog has one.
    pub fn find(&self, deck: Deck, id: &CardId) -> Option<AnyCard> {
        match deck {
            Deck::Load => self
                .load
                .iter()
                .find(|c| &c.id == id)
                .cloned()
                .map(AnyCard::Load),
            Deck::LifeHappens => self
                .life_happens
                .iter()
                .find(|c| &c.id == id)
                .cloned()
                .map(AnyCard::LifeHappens),
            Deck::Action => self
                .action
                .iter()
                .find(|c| &c.id == id)
                .cloned()
                .map(AnyCard::Action),
            Deck::Brotherhood => self
                .brotherhood
                .iter()
                .find(|c| &c.id == id)
                .cloned()
                .map(AnyCard::Brotherhood),
            Deck::TurningPoint => self
                .turning_point
                .iter()
                .find(|c| &c.id == id)
                .cloned()
                .map(AnyCard::TurningPoint),
        }
    }

    /// Every card of every deck, in deck order then file order.
    pub fn cards(&self) -> Vec<AnyCard> {
        let mut cards = Vec::new();
        cards.extend(self.load.iter().cloned().map(AnyCard::Load));
        cards.extend(self.life_happens.iter().cloned().map(AnyCard::LifeHappens));
        cards.extend(self.action.iter().cloned().map(AnyCard::Action));
        cards.extend(self.brotherhood.iter().cloned().map(AnyCard::Brotherhood));
        cards.extend(
            self.turning_point
                .iter()
                .cloned()
                .map(AnyCard::TurningPoint),
        );
        cards
    }

    /// Every problem with this catalog, catalog-wide ones first, then card by card in file
    /// order. Empty when the catalog can be played with.
    pub fn validate(&self) -> Vec<Problem> {
        let mut problems = Vec::new();
        let whole = |fault: CatalogFault| Problem {
            deck: None,
            card: None,
            fault: ProblemFault::Catalog(fault),
        };
        let of_deck = |deck: Deck, card: Option<CardId>, fault: CatalogFault| Problem {
            deck: Some(deck),
            card,
            fault: ProblemFault::Catalog(fault),
        };

        if let Err(fault) = text::check(&self.name, TextRule::CATALOG_NAME) {
            problems.push(whole(CatalogFault::Name(fault)));
        }
        if let Err(fault) = text::check(&self.version, TextRule::CATALOG_VERSION) {
            problems.push(whole(CatalogFault::Version(fault)));
        }

        if let Some(code) = &self.language {
            if let Err(canonical) = check_language(code) {
                problems.push(whole(CatalogFault::Language {
                    code: code.clone(),
                    canonical,
                }));
            }
        }
        for (term, printed) in self.terms.declared() {
            if let Err(fault) = text::check(printed, TextRule::TERM) {
                problems.push(whole(CatalogFault::Term { term, fault }));
            }
        }

        if self.tags.is_empty() {
            problems.push(whole(CatalogFault::NoTags));
        }
        let mut seen_tags: HashMap<String, &Tag> = HashMap::new();
        for tag in &self.tags {
            if let Err(fault) = text::check(&tag.0, TextRule::TAG) {
                problems.push(whole(CatalogFault::Tag {
                    tag: tag.0.clone(),
                    fault,
                }));
                continue;
            }
            match seen_tags.get(&tag.0.to_lowercase()) {
                Some(first) if *first == tag => {
                    problems.push(whole(CatalogFault::TagTwice { tag: tag.clone() }))
                }
                Some(first) => problems.push(whole(CatalogFault::TagsDifferInCase {
                    first: (*first).clone(),
                    tag: tag.clone(),
                })),
                None => {
                    seen_tags.insert(tag.0.to_lowercase(), tag);
                }
            }
        }

        for deck in Deck::ALL {
            let size = self.deck_size(deck);
            let max = u64::from(u16::MAX);
            if size > max {
                problems.push(of_deck(
                    deck,
                    None,
                    CatalogFault::DeckTooLarge { deck, size, max },
                ));
            }
            if self.deck_len(deck) == 0 {
                problems.push(of_deck(deck, None, CatalogFault::DeckEmpty { deck }));
            }
        }

        // Ids must be unique across the whole catalog: sessions and amendments name cards by id.
        let mut first_use: HashMap<&str, (Deck, usize)> = HashMap::new();
        let declared = (!self.tags.is_empty()).then_some(self.tags.as_slice());
        for (position, id, card) in self.numbered() {
            let deck = card.deck();
            if id.0.trim().is_empty() {
                let fault = CatalogFault::NoId {
                    deck,
                    position,
                    title: card.title().to_owned(),
                    suggested: suggested_id(deck, position),
                };
                problems.push(of_deck(deck, None, fault));
            } else if let Some(&(other_deck, other_position)) = first_use.get(id.0.as_str()) {
                let fault = CatalogFault::IdUsed {
                    deck,
                    position,
                    id: id.0.clone(),
                    other_deck,
                    other_position,
                };
                problems.push(of_deck(deck, Some(id.clone()), fault));
            } else {
                first_use.insert(&id.0, (deck, position));
            }
            problems.extend(card_problems(card.as_ref(), declared, false));
        }
        problems
    }

    /// `Ok` when [`Catalog::validate`] finds nothing; otherwise an `InvalidCatalog` error listing
    /// every problem, one per line.
    pub fn ensure_valid(&self) -> Result<()> {
        let problems = self.validate();
        if problems.is_empty() {
            return Ok(());
        }
        Err(Error::new(
            ErrorKind::InvalidCatalog,
            Fault::InvalidCatalog {
                name: self.name.clone(),
                problems,
            },
        ))
    }

    /// Each card with its 1-based position in its deck and its id borrowed from the catalog.
    fn numbered(&self) -> Vec<(usize, &CardId, AnyCard)> {
        fn number<T: Clone>(
            cards: &[T],
            id: fn(&T) -> &CardId,
            wrap: fn(T) -> AnyCard,
        ) -> impl Iterator<Item = (usize, &CardId, AnyCard)> {
            cards
                .iter()
                .enumerate()
                .map(move |(i, c)| (i + 1, id(c), wrap(c.clone())))
        }
        number(&self.load, |c| &c.id, AnyCard::Load)
            .chain(number(&self.life_happens, |c| &c.id, AnyCard::LifeHappens))
            .chain(number(&self.action, |c| &c.id, AnyCard::Action))
            .chain(number(&self.brotherhood, |c| &c.id, AnyCard::Brotherhood))
            .chain(number(
                &self.turning_point,
                |c| &c.id,
                AnyCard::TurningPoint,
            ))
            .collect()
    }

    /// Cards in `deck`, copies included, however many (`deck_sizes` holds what a session can).
    fn deck_size(&self, deck: Deck) -> u64 {
        fn total(copies: impl Iterator<Item = u8>) -> u64 {
            copies.map(u64::from).sum()
        }
        match deck {
            Deck::Load => total(self.load.iter().map(|c| c.copies)),
            Deck::LifeHappens => total(self.life_happens.iter().map(|c| c.copies)),
            Deck::Action => total(self.action.iter().map(|c| c.copies)),
            Deck::Brotherhood => total(self.brotherhood.iter().map(|c| c.copies)),
            Deck::TurningPoint => total(self.turning_point.iter().map(|c| c.copies)),
        }
    }

    fn deck_len(&self, deck: Deck) -> usize {
        match deck {
            Deck::Load => self.load.len(),
            Deck::LifeHappens => self.life_happens.len(),
            Deck::Action => self.action.len(),
            Deck::Brotherhood => self.brotherhood.len(),
            Deck::TurningPoint => self.turning_point.len(),
        }
    }
}

/// Every problem with one card's printed values, the one rule for every card the tracker
/// accepts: in a catalog, typed in during play, or read from a session file (the fold refuses a
/// card that has any, see [`check_card`]). Title 1 to 60 characters, id 1 to 64, tags 1 to 24
/// with no space at their start or end, none holding a control or invisible character (the text
/// rules of `text.rs`); Pressure 1 to 5; each printed change -5 to +5; at least one copy; a
/// card's two approaches different from each other and, when `tags` is given, declared there.
pub fn validate_card(card: &AnyCard, tags: Option<&[Tag]>) -> Vec<Problem> {
    card_problems(card.as_ref(), tags, true)
}

/// `Ok` when [`validate_card`] finds nothing; otherwise an `InvalidCard` error with every problem.
/// The fold checks each card it records with this, so that a session, a catalog and the CLI
/// agree on what a valid card is.
pub fn check_card<'a>(card: impl Into<CardRef<'a>>) -> Result<()> {
    let problems = card_problems(card.into(), None, true);
    if problems.is_empty() {
        return Ok(());
    }
    Err(Error::new(
        ErrorKind::InvalidCard,
        Fault::InvalidCard { problems },
    ))
}

/// The card limits, for screens that show them (the numbers of [`validate_card`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CardLimits {
    pub title_max: u8,
    pub tag_max: u8,
    pub id_max: u8,
    pub catalog_name_max: u8,
    pub catalog_version_max: u8,
    pub pressure_min: u8,
    pub pressure_max: u8,
    /// A printed change is -effect_max to +effect_max.
    pub effect_max: u8,
    pub copies_max: u8,
}

/// The limits every card is checked against.
pub const CARD_LIMITS: CardLimits = CardLimits {
    title_max: TITLE_MAX as u8,
    tag_max: TAG_MAX as u8,
    id_max: ID_MAX as u8,
    catalog_name_max: CATALOG_NAME_MAX as u8,
    catalog_version_max: CATALOG_VERSION_MAX as u8,
    pressure_min: PRESSURE_MIN,
    pressure_max: PRESSURE_MAX,
    effect_max: EFFECT_LIMIT as u8,
    copies_max: u8::MAX,
};

/// A card's faults as they are found (every card of every replay passes through here: a card
/// without one costs nothing more).
struct Found {
    faults: Vec<CardFault>,
}

impl Found {
    fn push(&mut self, fault: CardFault) {
        self.faults.push(fault);
    }
}

fn card_problems(card: CardRef, tags: Option<&[Tag]>, check_empty_id: bool) -> Vec<Problem> {
    let mut found = Found { faults: Vec::new() };

    if let Err(fault) = text::check(card.title(), TextRule::TITLE) {
        found.push(CardFault::Title(fault));
    }

    match text::check(&card.id().0, TextRule::ID) {
        Ok(()) => {}
        Err(TextFault::Empty) if !check_empty_id => {}
        Err(fault) => found.push(CardFault::Id(fault)),
    }

    if card.copies() == 0 {
        found.push(CardFault::NoCopies);
    }

    let check_tag = |tag: &Tag, role: TagRole, found: &mut Found| {
        if let Err(fault) = text::check(&tag.0, TextRule::TAG) {
            found.push(CardFault::Tag {
                role,
                tag: tag.0.clone(),
                fault,
            });
            return;
        }
        let Some(declared) = tags else { return };
        if !declared.contains(tag) {
            found.push(CardFault::UndeclaredTag {
                role,
                tag: tag.clone(),
                declared: declared.to_vec(),
            });
        }
    };
    let check_pair = |pair: &[Tag; 2], role: TagRole, found: &mut Found| {
        for tag in pair {
            check_tag(tag, role, found);
        }
        if pair[0] == pair[1] && !pair[0].0.trim().is_empty() {
            found.push(CardFault::SameTagTwice {
                role,
                tag: pair[0].0.clone(),
            });
        }
    };
    match card {
        CardRef::Load(c) => check_pair(&c.relief, TagRole::Relief, &mut found),
        CardRef::LifeHappens(c) => {
            check_pair(&c.helpful, TagRole::Helpful, &mut found);
            if !(PRESSURE_MIN..=PRESSURE_MAX).contains(&c.pressure) {
                found.push(CardFault::Pressure {
                    pressure: c.pressure,
                });
            }
        }
        CardRef::Action(c) => {
            check_tag(&c.tag, TagRole::Action, &mut found);
            check_effect(&c.effect, Whose::Card, &mut found);
        }
        CardRef::Brotherhood(c) => {
            check_effect(&c.receiver, Whose::Receiver, &mut found);
            check_effect(&c.giver, Whose::Giver, &mut found);
        }
        CardRef::TurningPoint(c) => check_effect(&c.effect, Whose::Card, &mut found),
    }

    if found.faults.is_empty() {
        return Vec::new();
    }
    let deck = card.deck();
    let id = card.id();
    let has_id = !id.0.trim().is_empty();
    let name = CardName::of(card);
    found
        .faults
        .into_iter()
        .map(|fault| Problem {
            deck: Some(deck),
            card: has_id.then(|| id.clone()),
            fault: ProblemFault::Card {
                card: name.clone(),
                fault,
            },
        })
        .collect()
}

fn check_effect(effect: &Effect, whose: Whose, found: &mut Found) {
    for stat in [Stat::Load, Stat::Connection, Stat::Momentum, Stat::Shield] {
        let value = effect.get(stat);
        if !(-EFFECT_LIMIT..=EFFECT_LIMIT).contains(&value) {
            found.push(CardFault::Effect { stat, value, whose });
        }
    }
}

/// The id the sample deck's style gives card number `position` of `deck`, e.g. "lh-07" (ids
/// are data, the same in every language).
pub(crate) fn suggested_id(deck: Deck, position: usize) -> String {
    let prefix = match deck {
        Deck::Load => "load",
        Deck::LifeHappens => "lh",
        Deck::Action => "act",
        Deck::Brotherhood => "bro",
        Deck::TurningPoint => "tp",
    };
    format!("{prefix}-{position:02}")
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
