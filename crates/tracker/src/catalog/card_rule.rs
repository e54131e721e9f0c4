//! The one rule for every card the tracker accepts, in a catalog, typed in during play or read
//! from a session file: its printed values within the limits, its text within the text rules.

use super::{Problem, ProblemFault};
use crate::card::{AnyCard, CardRef, Effect, Stat, Tag};
use crate::error::{Error, ErrorKind, Fault, Result};
use crate::problem::{CardFault, CardName, TagRole, Whose};
use crate::text::{
    self, TextFault, TextRule, CATALOG_NAME_MAX, CATALOG_VERSION_MAX, ID_MAX, TAG_MAX, TITLE_MAX,
};
use serde::{Deserialize, Serialize};

/// Lowest Pressure a Life Happens card may print.
pub const PRESSURE_MIN: u8 = 1;
/// Highest Pressure a Life Happens card may print.
pub const PRESSURE_MAX: u8 = 5;
/// Largest change (either sign) a card may print for one track or the Shield.
pub const EFFECT_LIMIT: i8 = 5;

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

pub(super) fn card_problems(
    card: CardRef,
    tags: Option<&[Tag]>,
    check_empty_id: bool,
) -> Vec<Problem> {
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
