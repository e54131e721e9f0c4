//! What the facilitator records: the events of a session log. Derived steps (match bonus,
//! Load resolution, recovery, round ends) are never events: the fold computes them.

use crate::card::{
    ActionCard, AnyCard, BrotherhoodCard, CardRef, Deck, Effect, LifeHappensCard, LoadCard,
    TurningPointCard,
};
use crate::error::{CatalogField, Error, Refusal, Result};
pub use crate::event_kind::EventKind;
use crate::rules::RuleSet;
pub use crate::seat::Seat;
use crate::terms::PrintedTerms;
use crate::text::{self, shown, TextFault, TextRule};
use serde::{Deserialize, Serialize};

/// The catalog a session was played with, as far as the session needs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct CatalogInfo {
    /// The id of the stored catalog the game was started on (its file name in the app's data
    /// folder, `"sample"` for the sample deck), so that two catalogs with the same name are told
    /// apart. `None` in files written before session format version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    pub name: String,
    pub version: String,
    /// The project's sample deck, not the printed cards.
    pub sample: bool,
    /// Cards per physical deck (copies included), for deck counts. `None`: not counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deck_sizes: Option<DeckSizes>,
    /// Version 4: the language the cards are printed in (`Catalog::language`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Version 4: the terms as the cards print them (`Catalog::terms`), which the session's words
    /// say instead of the app's own, so a replay reads as the game did.
    /// (Boxed: most sessions have none, and a setup is an event like every other.)
    #[serde(default, skip_serializing_if = "no_terms")]
    pub terms: Box<PrintedTerms>,
}

fn no_terms(terms: &PrintedTerms) -> bool {
    terms.is_empty()
}

/// Cards in each physical deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct DeckSizes {
    pub load: u16,
    pub life_happens: u16,
    pub action: u16,
    pub brotherhood: u16,
    pub turning_point: u16,
}

impl DeckSizes {
    pub fn get(&self, deck: Deck) -> u16 {
        match deck {
            Deck::Load => self.load,
            Deck::LifeHappens => self.life_happens,
            Deck::Action => self.action,
            Deck::Brotherhood => self.brotherhood,
            Deck::TurningPoint => self.turning_point,
        }
    }
}

/// The first event of every session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Rules edition, e.g. "v1.1" (see `RuleSet::by_edition`).
    pub rules: String,
    /// Nicknames in seat order.
    pub players: Vec<String>,
    pub starting_seat: Seat,
    /// The shell drew the starting player at random (recorded as data; the tracker draws nothing).
    #[serde(default)]
    pub starting_seat_random: bool,
    /// Real Talk Mode on. Nothing said, answered or passed is ever recorded.
    pub real_talk: bool,
    pub catalog: CatalogInfo,
    /// Version 3: a few words the facilitator gave the session ("Thursday group"), under the
    /// text rules of a nickname (`TextRule::LABEL`). `None`: no label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Version 3: the day the session was started, as the facilitator's calendar showed it
    /// ("2026-12-01"), stamped by the shell (the tracker reads no clock). `None`: not known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

impl Setup {
    /// The players' names as the table knows them (trimmed, in normal form C), after the text
    /// rules: 1 to `name_max_chars` characters, no control or invisible character, and no two
    /// the same once normalised and case-folded ("Ana" and "ana", "José" in either form).
    pub fn checked_names(&self, rules: &RuleSet) -> Result<Vec<String>> {
        let mut names: Vec<String> = Vec::with_capacity(self.players.len());
        for (i, raw) in self.players.iter().enumerate() {
            names.push(check_name(raw, Seat(i as u8), &names, rules)?);
        }
        Ok(names)
    }

    /// Every seat's problem with its nickname, or `None`: the checks of `checked_names` for all
    /// seats at once, so a form shows each problem next to its field. A repeated name is the
    /// problem of the later seat; a seat with a problem is not compared with the seats after it.
    pub fn name_problems(players: &[String], rules: &RuleSet) -> Vec<Option<Error>> {
        let mut names: Vec<String> = Vec::with_capacity(players.len());
        players
            .iter()
            .enumerate()
            .map(
                |(i, raw)| match check_name(raw, Seat(i as u8), &names, rules) {
                    Ok(name) => {
                        names.push(name);
                        None
                    }
                    Err(e) => Some(e),
                },
            )
            .collect()
    }

    /// The session's label as the screens and files show it (trimmed, in normal form C), after
    /// the text rules; `None` when there is none (or it is only spaces).
    pub fn checked_label(&self) -> Result<Option<String>> {
        let Some(raw) = &self.label else {
            return Ok(None);
        };
        text::check(raw, TextRule::LABEL).map_err(|fault| Refusal::Label { fault })?;
        let label = text::normalize_name(raw);
        Ok((!label.is_empty()).then_some(label))
    }

    /// The problem with a label typed for a new session, or `None` when it is fine (or empty):
    /// the check of `checked_label`, for a form to show next to its field.
    pub fn label_problem(label: &str) -> Option<Error> {
        text::check(label, TextRule::LABEL)
            .err()
            .map(|fault| Refusal::Label { fault }.into())
    }

    /// The date, if any, is a day of the calendar written as "2026-12-01".
    pub fn check_date(&self) -> Result<()> {
        match &self.date {
            Some(date) if !text::is_date(date) => {
                Err(Refusal::SetupDate { date: shown(date) }.into())
            }
            _ => Ok(()),
        }
    }

    /// The catalog's id, name, version and printed terms follow the text rules; its language is
    /// a language code.
    pub fn check_catalog(&self) -> Result<()> {
        let refuse = |field: CatalogField| {
            move |fault: TextFault| Error::from(Refusal::SetupCatalog { field, fault })
        };
        if let Some(id) = &self.catalog.id {
            text::check(id, TextRule::ID).map_err(refuse(CatalogField::Id))?;
        }
        text::check(&self.catalog.name, TextRule::CATALOG_NAME)
            .map_err(refuse(CatalogField::Name))?;
        text::check(&self.catalog.version, TextRule::CATALOG_VERSION)
            .map_err(refuse(CatalogField::Version))?;
        if let Some(code) = &self.catalog.language {
            if crate::terms::check_language(code).is_err() {
                return Err(Refusal::SetupLanguage { code: shown(code) }.into());
            }
        }
        for (term, printed) in self.catalog.terms.declared() {
            text::check(printed, TextRule::TERM).map_err(refuse(CatalogField::Term(term)))?;
        }
        Ok(())
    }
}

/// One nickname after the text rules, in its normal form; `earlier` are the names of the seats
/// before it, already normalised.
fn check_name(raw: &str, seat: Seat, earlier: &[String], rules: &RuleSet) -> Result<String> {
    match text::check(raw, TextRule::name(usize::from(rules.name_max_chars))) {
        Ok(()) => {}
        Err(TextFault::Empty) => return Err(Refusal::NoName { seat }.into()),
        Err(TextFault::TooLong { length, .. }) => {
            return Err(Refusal::NameTooLong {
                name: shown(raw.trim()),
                chars: length,
                max: rules.name_max_chars,
            }
            .into())
        }
        Err(fault) => return Err(Refusal::NameText { seat, fault }.into()),
    }
    let name = text::normalize_name(raw);
    if let Some(other) = earlier.iter().find(|n| text::same_name(n, &name)) {
        return Err(Refusal::SameName {
            name,
            other: other.clone(),
        }
        .into());
    }
    Ok(name)
}

/// Why a manual adjustment was made: a fixed list, never free text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum AdjustReason {
    /// A printed card effect the model cannot express.
    CardEffect,
    /// Fixing a number that was wrong.
    Correction,
    /// A rule the table agreed on.
    HouseRule,
}

/// One recorded step. Cards are embedded whole, so a session never depends on a catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    Setup(Setup),
    /// A Load card drawn face up for `seat` (+1 Load): once per player at setup, or later by a card effect.
    LoadCardDrawn {
        seat: Seat,
        card: LoadCard,
    },
    /// The active player's Life Happens event (step 1).
    LifeHappensDrawn {
        card: LifeHappensCard,
    },
    /// The active player's Action (step 2; steps 3 and 4 follow from it).
    ActionPlayed {
        card: ActionCard,
    },
    /// `giver` uses a Brotherhood card on the active player (step 5).
    BrotherhoodGiven {
        giver: Seat,
        card: BrotherhoodCard,
    },
    /// The active player's turn is over (steps 6 and 7 record nothing).
    TurnEnded,
    /// The Turning Point that ends the round.
    TurningPointRevealed {
        card: TurningPointCard,
    },
    /// A manual change for what the model cannot express.
    Adjusted {
        seat: Seat,
        effect: Effect,
        reason: AdjustReason,
    },
    /// A deck's discard pile was shuffled back in.
    DeckReshuffled {
        deck: Deck,
    },
}

impl Event {
    /// What kind of event this is.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Setup(_) => EventKind::Setup,
            Event::LoadCardDrawn { .. } => EventKind::LoadCard,
            Event::LifeHappensDrawn { .. } => EventKind::LifeHappens,
            Event::ActionPlayed { .. } => EventKind::Action,
            Event::BrotherhoodGiven { .. } => EventKind::Brotherhood,
            Event::TurnEnded => EventKind::EndOfTurn,
            Event::TurningPointRevealed { .. } => EventKind::TurningPoint,
            Event::Adjusted { .. } => EventKind::Adjustment,
            Event::DeckReshuffled { .. } => EventKind::Reshuffle,
        }
    }

    /// The card the event carries, borrowed, if it has one.
    pub fn card_ref(&self) -> Option<CardRef<'_>> {
        match self {
            Event::LoadCardDrawn { card, .. } => Some(card.into()),
            Event::LifeHappensDrawn { card } => Some(card.into()),
            Event::ActionPlayed { card } => Some(card.into()),
            Event::BrotherhoodGiven { card, .. } => Some(card.into()),
            Event::TurningPointRevealed { card } => Some(card.into()),
            _ => None,
        }
    }

    /// The card the event carries, if it has one (and so can be amended).
    pub fn card(&self) -> Option<AnyCard> {
        match self {
            Event::LoadCardDrawn { card, .. } => Some(AnyCard::Load(card.clone())),
            Event::LifeHappensDrawn { card } => Some(AnyCard::LifeHappens(card.clone())),
            Event::ActionPlayed { card } => Some(AnyCard::Action(card.clone())),
            Event::BrotherhoodGiven { card, .. } => Some(AnyCard::Brotherhood(card.clone())),
            Event::TurningPointRevealed { card } => Some(AnyCard::TurningPoint(card.clone())),
            _ => None,
        }
    }

    /// This event with its card replaced by `card`, when both are of the same deck.
    pub fn with_card(&self, card: AnyCard) -> Option<Event> {
        Some(match (self, card) {
            (Event::LoadCardDrawn { seat, .. }, AnyCard::Load(card)) => {
                Event::LoadCardDrawn { seat: *seat, card }
            }
            (Event::LifeHappensDrawn { .. }, AnyCard::LifeHappens(card)) => {
                Event::LifeHappensDrawn { card }
            }
            (Event::ActionPlayed { .. }, AnyCard::Action(card)) => Event::ActionPlayed { card },
            (Event::BrotherhoodGiven { giver, .. }, AnyCard::Brotherhood(card)) => {
                Event::BrotherhoodGiven {
                    giver: *giver,
                    card,
                }
            }
            (Event::TurningPointRevealed { .. }, AnyCard::TurningPoint(card)) => {
                Event::TurningPointRevealed { card }
            }
            _ => return None,
        })
    }
}
