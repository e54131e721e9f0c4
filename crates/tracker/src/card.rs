//! The printed cards, as data: the five decks, tags, printed track changes, Turning Point scopes.

use serde::{Deserialize, Serialize};
use std::fmt;

use crate::rules::RuleSet;

/// A value on a printed 0..=10 track. Only made through constructors that keep it in range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "u8"))]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(0);
    pub const MAX: Level = Level(RuleSet::TRACK_MAX);

    /// `Some` when `value` is on the track.
    pub fn new(value: u8) -> Option<Level> {
        (value <= RuleSet::TRACK_MAX).then_some(Level(value))
    }

    /// The value a token reaches from here after moving by `delta`, stopping at 0 or 10.
    pub fn moved(self, delta: i16) -> Level {
        let target = i16::from(self.0) + delta;
        Level(target.clamp(0, i16::from(RuleSet::TRACK_MAX)) as u8)
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

impl TryFrom<u8> for Level {
    type Error = OutOfRange;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Level::new(value).ok_or(OutOfRange(value))
    }
}

/// A track value above the top of the track, as serde reports it: "11 > 10".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutOfRange(pub u8);

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} > {}", self.0, RuleSet::TRACK_MAX)
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The three scored tracks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Track {
    Load,
    Connection,
    Momentum,
}

/// Everything a change can touch: the three tracks and the Shield counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Load,
    Connection,
    Momentum,
    Shield,
}

impl From<Track> for Stat {
    fn from(track: Track) -> Stat {
        match track {
            Track::Load => Stat::Load,
            Track::Connection => Stat::Connection,
            Track::Momentum => Stat::Momentum,
        }
    }
}

/// Track changes printed on a card (or entered as a manual adjustment). Absent fields are 0.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default, deny_unknown_fields)]
pub struct Effect {
    pub load: i8,
    pub connection: i8,
    pub momentum: i8,
    pub shield: i8,
}

impl Effect {
    pub fn is_zero(&self) -> bool {
        *self == Effect::default()
    }

    /// The printed change for one stat.
    pub fn get(&self, stat: Stat) -> i8 {
        match stat {
            Stat::Load => self.load,
            Stat::Connection => self.connection,
            Stat::Momentum => self.momentum,
            Stat::Shield => self.shield,
        }
    }
}

/// An approach tag, matched exactly as the catalog spells it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "String"))]
#[serde(transparent)]
pub struct Tag(pub String);

impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for Tag {
    fn from(s: &str) -> Tag {
        Tag(s.to_owned())
    }
}

/// A card's id, unique within its catalog (ad hoc cards get ids of their own).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "String"))]
#[serde(transparent)]
pub struct CardId(pub String);

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for CardId {
    fn from(s: &str) -> CardId {
        CardId(s.to_owned())
    }
}

/// The five physical decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Load,
    LifeHappens,
    Action,
    Brotherhood,
    TurningPoint,
}

impl Deck {
    pub const ALL: [Deck; 5] = [
        Deck::Load,
        Deck::LifeHappens,
        Deck::Action,
        Deck::Brotherhood,
        Deck::TurningPoint,
    ];
}

fn one() -> u8 {
    1
}

fn is_one(n: &u8) -> bool {
    *n == 1
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A Load card: drawn face up, resolved by an Action whose tag is one of its Relief Approaches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct LoadCard {
    pub id: CardId,
    pub title: String,
    pub relief: [Tag; 2],
    /// Copies of this card in the physical deck.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub copies: u8,
    /// Entered from the values printed on it during play, not picked from a catalog.
    #[serde(default, skip_serializing_if = "is_false")]
    pub adhoc: bool,
}

/// A Life Happens event: Pressure added to Load, two Helpful Approaches for the match bonus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct LifeHappensCard {
    pub id: CardId,
    pub title: String,
    pub pressure: u8,
    pub helpful: [Tag; 2],
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub copies: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub adhoc: bool,
}

/// An Action: a tag and printed track changes for the player who plays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ActionCard {
    pub id: CardId,
    pub title: String,
    pub tag: Tag,
    #[serde(default)]
    pub effect: Effect,
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub copies: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub adhoc: bool,
}

/// A Brotherhood card: changes for the receiver and, where printed, for the giver.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BrotherhoodCard {
    pub id: CardId,
    pub title: String,
    #[serde(default)]
    pub receiver: Effect,
    #[serde(default)]
    pub giver: Effect,
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub copies: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub adhoc: bool,
}

/// Whom a Turning Point touches. Highest/lowest include every tied player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    Everyone,
    HighestLoad,
    LowestLoad,
    HighestConnection,
    LowestConnection,
    HighestMomentum,
    LowestMomentum,
    /// The player who started the round that this Turning Point ends.
    StartingPlayer,
}

impl Scope {
    pub const ALL: [Scope; 8] = [
        Scope::Everyone,
        Scope::HighestLoad,
        Scope::LowestLoad,
        Scope::HighestConnection,
        Scope::LowestConnection,
        Scope::HighestMomentum,
        Scope::LowestMomentum,
        Scope::StartingPlayer,
    ];
}

/// A Turning Point, revealed at the end of each round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TurningPointCard {
    pub id: CardId,
    pub title: String,
    #[serde(default)]
    pub effect: Effect,
    pub scope: Scope,
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub copies: u8,
    #[serde(default, skip_serializing_if = "is_false")]
    pub adhoc: bool,
}

/// A card of any deck, e.g. for amending an earlier event or validating an ad hoc card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "deck", content = "card", rename_all = "snake_case")]
pub enum AnyCard {
    Load(LoadCard),
    LifeHappens(LifeHappensCard),
    Action(ActionCard),
    Brotherhood(BrotherhoodCard),
    TurningPoint(TurningPointCard),
}

/// The same field of whichever card an `AnyCard` holds.
macro_rules! each_card {
    ($kind:ident, $card:expr, $c:ident => $field:expr) => {
        match $card {
            $kind::Load($c) => $field,
            $kind::LifeHappens($c) => $field,
            $kind::Action($c) => $field,
            $kind::Brotherhood($c) => $field,
            $kind::TurningPoint($c) => $field,
        }
    };
}

impl AnyCard {
    pub fn deck(&self) -> Deck {
        match self {
            AnyCard::Load(_) => Deck::Load,
            AnyCard::LifeHappens(_) => Deck::LifeHappens,
            AnyCard::Action(_) => Deck::Action,
            AnyCard::Brotherhood(_) => Deck::Brotherhood,
            AnyCard::TurningPoint(_) => Deck::TurningPoint,
        }
    }

    /// The card's id in its catalog.
    pub fn id(&self) -> &CardId {
        each_card!(AnyCard, self, c => &c.id)
    }

    /// The title printed on the card.
    pub fn title(&self) -> &str {
        each_card!(AnyCard, self, c => &c.title)
    }

    /// Copies of the card in its physical deck.
    pub fn copies(&self) -> u8 {
        each_card!(AnyCard, self, c => c.copies)
    }

    /// Typed in from the printed card during play rather than picked from a catalog.
    pub fn adhoc(&self) -> bool {
        each_card!(AnyCard, self, c => c.adhoc)
    }

    /// The card, borrowed.
    pub fn as_ref(&self) -> CardRef<'_> {
        each_card!(AnyCard, self, c => c.into())
    }
}

/// A borrowed card of any deck: what the card validator reads, so that the fold checks the cards
/// it records without copying them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardRef<'a> {
    Load(&'a LoadCard),
    LifeHappens(&'a LifeHappensCard),
    Action(&'a ActionCard),
    Brotherhood(&'a BrotherhoodCard),
    TurningPoint(&'a TurningPointCard),
}

impl<'a> CardRef<'a> {
    pub fn deck(self) -> Deck {
        match self {
            CardRef::Load(_) => Deck::Load,
            CardRef::LifeHappens(_) => Deck::LifeHappens,
            CardRef::Action(_) => Deck::Action,
            CardRef::Brotherhood(_) => Deck::Brotherhood,
            CardRef::TurningPoint(_) => Deck::TurningPoint,
        }
    }

    pub fn id(self) -> &'a CardId {
        each_card!(CardRef, self, c => &c.id)
    }

    pub fn title(self) -> &'a str {
        each_card!(CardRef, self, c => &c.title)
    }

    pub fn copies(self) -> u8 {
        each_card!(CardRef, self, c => c.copies)
    }

    pub fn adhoc(self) -> bool {
        each_card!(CardRef, self, c => c.adhoc)
    }
}

macro_rules! card_ref_from {
    ($($card:ident => $variant:ident),*) => {
        $(impl<'a> From<&'a $card> for CardRef<'a> {
            fn from(card: &'a $card) -> CardRef<'a> {
                CardRef::$variant(card)
            }
        })*
    };
}

card_ref_from!(
    LoadCard => Load,
    LifeHappensCard => LifeHappens,
    ActionCard => Action,
    BrotherhoodCard => Brotherhood,
    TurningPointCard => TurningPoint
);
