//! What is wrong with a catalog or a card, as data: the values `Catalog::validate` and
//! `validate_card` report and the error type carries.

use crate::card::{CardId, CardRef, Deck, Stat, Tag};
use crate::terms::Term;
use crate::text::TextFault;

/// One thing wrong with a catalog or a card, as data: `words::catalog::problem` says what and
/// what to do, naming the card when there is one, so that it reads well on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The deck of the card at fault; `None` for the catalog as a whole.
    pub deck: Option<Deck>,
    /// The card at fault; `None` for the catalog as a whole or a card without an id.
    pub card: Option<CardId>,
    pub fault: ProblemFault,
}

/// What a [`Problem`] is about: the catalog (or a card's place in it), or a card's printed values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemFault {
    Catalog(CatalogFault),
    Card { card: CardName, fault: CardFault },
}

/// What messages name a card by: its deck, id and title, and whether it was typed in at the
/// table (a typed card's id is the app's, not printed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardName {
    pub deck: Deck,
    pub id: CardId,
    pub title: String,
    pub adhoc: bool,
}

impl CardName {
    pub fn of(card: CardRef) -> CardName {
        CardName {
            deck: card.deck(),
            id: card.id().clone(),
            title: card.title().to_owned(),
            adhoc: card.adhoc(),
        }
    }
}

/// What is wrong with a catalog as a whole, or with a card's place in it (its id, its deck);
/// `words::catalog::catalog_fault` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CatalogFault {
    /// The catalog's name (`Empty`: it has none).
    Name(TextFault),
    Version(TextFault),
    /// The declared language is not a language code; `canonical` is how it would be written.
    Language {
        code: String,
        canonical: Option<String>,
    },
    /// A declared term does not pass the text rules (`Empty`: it is blank).
    Term {
        term: Term,
        fault: TextFault,
    },
    NoTags,
    /// A declared tag.
    Tag {
        tag: String,
        fault: TextFault,
    },
    TagTwice {
        tag: Tag,
    },
    /// Two declared tags that differ only in capital letters.
    TagsDifferInCase {
        first: Tag,
        tag: Tag,
    },
    DeckTooLarge {
        deck: Deck,
        size: u64,
        max: u64,
    },
    DeckEmpty {
        deck: Deck,
    },
    /// The card at `position` (from 1) in its deck has no id; `suggested` is one it could have.
    NoId {
        deck: Deck,
        position: usize,
        title: String,
        suggested: String,
    },
    IdUsed {
        deck: Deck,
        position: usize,
        id: String,
        other_deck: Deck,
        other_position: usize,
    },
}

/// Where a tag is printed on a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TagRole {
    /// A Load card's Relief Approaches.
    Relief,
    /// A Life Happens card's Helpful Approaches.
    Helpful,
    /// An Action card's tag.
    Action,
}

/// Whose tracks a printed change moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whose {
    /// The card has one effect.
    Card,
    /// A Brotherhood card's receiver.
    Receiver,
    /// A Brotherhood card's giver.
    Giver,
}

/// One problem with a card's printed values; `words::catalog::card_fault` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardFault {
    Title(TextFault),
    /// The id (`Empty`: it has none).
    Id(TextFault),
    NoCopies,
    Tag {
        role: TagRole,
        tag: String,
        fault: TextFault,
    },
    /// A tag the catalog does not declare.
    UndeclaredTag {
        role: TagRole,
        tag: Tag,
        declared: Vec<Tag>,
    },
    /// The card's two approaches are the same.
    SameTagTwice {
        role: TagRole,
        tag: String,
    },
    Pressure {
        pressure: u8,
    },
    Effect {
        stat: Stat,
        value: i8,
        whose: Whose,
    },
}
