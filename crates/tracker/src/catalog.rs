//! A card catalog: the printed cards of one deck edition, as data, and the checks that keep a
//! hand-entered catalog honest (every problem at once, each naming its deck and card). The one
//! rule every card is held to is in `card_rule`; reading and writing a catalog file in `file`.
//!
//! The file format is described for facilitators in `docs/catalog-format.md`.

use crate::card::{
    ActionCard, AnyCard, BrotherhoodCard, CardId, Deck, LifeHappensCard, LoadCard, Tag,
    TurningPointCard,
};
use crate::error::{Error, ErrorKind, Fault, Result};
use crate::event::{CatalogInfo, DeckSizes};
pub use crate::file_fault::{CatalogFileFault, UnreadableCard};
pub use crate::format::{CATALOG_FORMAT, CATALOG_FORMAT_VERSION};
pub use crate::problem::{
    CardFault, CardName, CatalogFault, Problem, ProblemFault, TagRole, Whose,
};
pub use crate::terms::{check_language, PrintedTerms, Term};
use crate::text::{self, TextRule};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

mod card_rule;
mod file;

use card_rule::card_problems;
pub use card_rule::{
    check_card, validate_card, CardLimits, CARD_LIMITS, EFFECT_LIMIT, PRESSURE_MAX, PRESSURE_MIN,
};

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

impl Catalog {
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
