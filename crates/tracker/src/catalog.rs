//! A card catalog: the printed cards of one deck edition, as data, and the checks that keep a
//! hand-entered catalog honest (every problem at once, each naming its deck and card).
//!
//! The file format is described for facilitators in `docs/catalog-format.md`.

use crate::card::{
    ActionCard, AnyCard, BrotherhoodCard, CardId, CardRef, Deck, Effect, LifeHappensCard, LoadCard,
    Tag, TurningPointCard,
};
use crate::document;
use crate::error::{Error, ErrorKind, Result};
use crate::event::{CatalogInfo, DeckSizes};
use crate::text::{
    self, shown, TextFault, TextRule, CATALOG_NAME_MAX, CATALOG_VERSION_MAX, ID_MAX, TAG_MAX,
    TITLE_MAX,
};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// The `format` every catalog file declares.
pub const CATALOG_FORMAT: &str = "loadout-catalog";
/// The newest catalog format version this tracker reads and writes.
pub const CATALOG_FORMAT_VERSION: u32 = 1;
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

/// One thing wrong with a catalog or a card. `message` says what and what to do, and names the
/// card when there is one, so it reads well on its own.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Problem {
    /// The deck of the card at fault; `None` for the catalog as a whole.
    pub deck: Option<Deck>,
    /// The card at fault; `None` for the catalog as a whole or a card without an id.
    pub card: Option<CardId>,
    /// What is wrong and what to do, for a facilitator.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl Catalog {
    /// Reads a catalog file. Only the file's shape is checked here: use [`Catalog::validate`]
    /// for the cards' values.
    ///
    /// Errors: `DamagedFile` when the text is not JSON or not a catalog (the message says what
    /// and where), `NewerFormat` when a newer app wrote it.
    pub fn from_json(json: &str) -> Result<Catalog> {
        let json = json.strip_prefix('\u{FEFF}').unwrap_or(json);
        let value = document::parse(json).map_err(|mistake| {
            damaged(format!(
                "This catalog file is not valid JSON: {mistake}. If it was edited by hand, look \
                 there for a missing comma, quote or bracket."
            ))
        })?;
        check_header(&value)?;
        serde_json::from_str::<Catalog>(json).map_err(|e| {
            let what = locate_unreadable(&value).unwrap_or_else(|| serde_message(&e));
            damaged(format!(
                "This catalog file could not be read: {what} ({}). Fix that entry and try again \
                 (the catalog format guide lists every field).",
                position(&e)
            ))
        })
    }

    /// The catalog as pretty JSON, fields in a fixed order (the order of this struct).
    pub fn to_json(&self) -> String {
        let mut json =
            serde_json::to_string_pretty(self).expect("a catalog always serializes to JSON");
        json.push('\n');
        json
    }

    /// The sample deck that ships with the app: written for this project, not the printed cards.
    pub fn sample() -> Catalog {
        Catalog::from_json(SAMPLE_JSON).expect("catalogs/sample.json is a readable catalog")
    }

    /// What a session records about this catalog.
    pub fn info(&self) -> CatalogInfo {
        CatalogInfo {
            name: self.name.clone(),
            version: self.version.clone(),
            sample: self.sample,
            deck_sizes: Some(self.deck_sizes()),
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
        let whole = |message: String| Problem {
            deck: None,
            card: None,
            message,
        };

        match text::check(&self.name, TextRule::CATALOG_NAME) {
            Ok(()) => {}
            Err(TextFault::Empty) => problems.push(whole(
                "The catalog has no name: give it one in \"name\", e.g. \"Our printed deck\"."
                    .to_owned(),
            )),
            Err(fault) => problems.push(whole(fault.describe("The catalog name"))),
        }
        if let Err(fault) = text::check(&self.version, TextRule::CATALOG_VERSION) {
            problems.push(whole(fault.describe("The catalog version")));
        }

        if self.tags.is_empty() {
            problems.push(whole(
                "The catalog declares no approach tags: list every tag printed on the cards in \
                 \"tags\", e.g. [\"Talk\", \"Rest\"]."
                    .to_owned(),
            ));
        }
        let mut seen_tags: HashMap<String, &Tag> = HashMap::new();
        for tag in &self.tags {
            match text::check(&tag.0, TextRule::TAG) {
                Ok(()) => {}
                Err(TextFault::Empty) => {
                    problems.push(whole(
                        "\"tags\" has an empty tag: remove it or write the tag as printed."
                            .to_owned(),
                    ));
                    continue;
                }
                Err(TextFault::StraySpace) => {
                    problems.push(whole(format!(
                        "The tag \"{}\" in \"tags\" has a space at its start or end: remove \
                         the space (tags are matched exactly as spelled).",
                        shown(&tag.0)
                    )));
                    continue;
                }
                Err(fault) => {
                    problems.push(whole(
                        fault.describe(&format!("The tag \"{}\" in \"tags\"", shown(&tag.0))),
                    ));
                    continue;
                }
            }
            match seen_tags.get(&tag.0.to_lowercase()) {
                Some(first) if *first == tag => problems.push(whole(format!(
                    "The tag \"{tag}\" is declared twice in \"tags\": list it once."
                ))),
                Some(first) => problems.push(whole(format!(
                    "The tags \"{first}\" and \"{tag}\" differ only in capital letters: tags \
                     must match exactly, so keep one spelling and use it on every card."
                ))),
                None => {
                    seen_tags.insert(tag.0.to_lowercase(), tag);
                }
            }
        }

        for deck in Deck::ALL {
            let size = self.deck_size(deck);
            if size > u64::from(u16::MAX) {
                problems.push(Problem {
                    deck: Some(deck),
                    card: None,
                    message: format!(
                        "The {deck} deck has {size} cards, copies included: a deck holds at most \
                         {}. Check the \"copies\" of its cards.",
                        u16::MAX
                    ),
                });
            }
            if self.deck_len(deck) == 0 {
                problems.push(Problem {
                    deck: Some(deck),
                    card: None,
                    message: format!(
                        "The {deck} deck has no cards: enter at least one (every deck is drawn \
                         from during a game)."
                    ),
                });
            }
        }

        // Ids must be unique across the whole catalog: sessions and amendments name cards by id.
        let mut first_use: HashMap<&str, (Deck, usize)> = HashMap::new();
        let declared = (!self.tags.is_empty()).then_some(self.tags.as_slice());
        for (position, id, card) in self.numbered() {
            let deck = card.deck();
            if id.0.trim().is_empty() {
                problems.push(Problem {
                    deck: Some(deck),
                    card: None,
                    message: format!(
                        "{deck} card number {position} (\"{}\") has no id: give it one that no \
                         other card uses, e.g. \"{}\".",
                        shown(&shortened(card.title().trim())),
                        suggested_id(deck, position)
                    ),
                });
            } else if let Some((other_deck, other_position)) = first_use.get(id.0.as_str()) {
                problems.push(Problem {
                    deck: Some(deck),
                    card: Some(id.clone()),
                    message: format!(
                        "{deck} card number {position} uses the id \"{}\", already used by \
                         {other_deck} card number {other_position}: give each card its own id.",
                        shown(&id.0)
                    ),
                });
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
        let name = self.name.trim();
        let which = if name.is_empty() {
            "This catalog".to_owned()
        } else {
            format!("The catalog \"{name}\"")
        };
        let mut message = format!(
            "{which} has {} to fix before it can be played with:",
            plural(problems.len(), "problem", "problems")
        );
        for problem in &problems {
            message.push_str("\n- ");
            message.push_str(&problem.message);
        }
        Err(Error::new(ErrorKind::InvalidCatalog, message))
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
    let mut message = String::new();
    for problem in problems {
        if !message.is_empty() {
            message.push(' ');
        }
        message.push_str(&problem.message);
    }
    Err(Error::new(ErrorKind::InvalidCard, message))
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

/// A card's problems as they are found. The card's name for messages is made only when there
/// is a problem: every card of every replay passes through here.
struct Found<'a> {
    card: CardRef<'a>,
    who: Option<String>,
    messages: Vec<String>,
}

impl Found<'_> {
    fn push(&mut self, message: impl FnOnce(&str) -> String) {
        let card = self.card;
        let who = self.who.get_or_insert_with(|| card_name(card));
        self.messages.push(message(who));
    }
}

/// How a message names a card. A facilitator knows a card by the title printed on it; a catalog
/// card's id follows, as the catalog editor and the file show it. A card typed in during play has
/// an id nobody chose, so it is named by its title alone.
fn card_name(card: CardRef) -> String {
    let deck = card.deck();
    let id = card.id();
    let has_id = !id.0.trim().is_empty();
    let title = card.title().trim();
    let title = shown(&shortened(title));
    let id = shown(&id.0);
    if has_id && !card.adhoc() && !title.is_empty() {
        format!("{deck} card \"{title}\" (id {id})")
    } else if has_id && !card.adhoc() {
        format!("{deck} card \"{id}\"")
    } else if title.is_empty() {
        format!("This {deck} card")
    } else {
        format!("{deck} card \"{title}\"")
    }
}

fn card_problems(card: CardRef, tags: Option<&[Tag]>, check_empty_id: bool) -> Vec<Problem> {
    let mut found = Found {
        card,
        who: None,
        messages: Vec::new(),
    };

    match text::check(card.title(), TextRule::TITLE) {
        Ok(()) => {}
        Err(TextFault::Empty) => {
            found.push(|who| format!("{who} has no title: enter the title printed on the card."))
        }
        Err(TextFault::TooLong { length, max }) => found.push(|who| {
            format!("{who} has a title of {length} characters: shorten it to at most {max}.")
        }),
        Err(fault) => found.push(|who| fault.describe(&format!("The title of {who}"))),
    }

    match text::check(&card.id().0, TextRule::ID) {
        Ok(()) => {}
        Err(TextFault::Empty) if !check_empty_id => {}
        Err(TextFault::Empty) => found.push(|who| {
            format!("{who} has no id: give it one that no other card of its catalog uses.")
        }),
        Err(fault) => found.push(|who| fault.describe(&format!("The id of {who}"))),
    }

    if card.copies() == 0 {
        found.push(|who| {
            format!(
                "{who} has 0 copies: a card in the deck has at least 1 (leave \"copies\" out for \
                 1), or remove the card."
            )
        });
    }

    let check_tag =
        |tag: &Tag, role: &str, found: &mut Found| match text::check(&tag.0, TextRule::TAG) {
            Err(TextFault::Empty) => found.push(|who| {
                format!("{who} has an empty {role}: write the tag printed on the card.")
            }),
            Err(TextFault::StraySpace) => found.push(|who| {
                format!(
                "{who} has the {role} \"{}\" with a space at its start or end: remove the space \
                 (tags are matched exactly as spelled, so \"Plan \" would never match \"Plan\").",
                shown(&tag.0)
            )
            }),
            Err(fault) => found.push(|who| fault.describe(&format!("The {role} of {who}"))),
            Ok(()) => {
                let Some(declared) = tags else { return };
                if declared.contains(tag) {
                    return;
                }
                found.push(|who| {
                    let mut list: Vec<String> = Vec::new();
                    for t in declared {
                        let t = shown(&t.0);
                        if !t.trim().is_empty() && !list.contains(&t) {
                            list.push(t);
                        }
                    }
                    let list = list.join(", ");
                    format!(
                        "{who} has the {role} \"{tag}\", which is not one of the catalog's tags \
                     ({list}): fix the spelling or add it to \"tags\"."
                    )
                })
            }
        };
    let check_pair = |pair: &[Tag; 2], role: &str, found: &mut Found| {
        for tag in pair {
            check_tag(tag, role, found);
        }
        if pair[0] == pair[1] && !pair[0].0.trim().is_empty() {
            found.push(|who| {
                format!(
                    "{who} has the same {role} \"{}\" twice: a card prints two different approaches.",
                    shown(&pair[0].0)
                )
            });
        }
    };
    match card {
        CardRef::Load(c) => check_pair(&c.relief, "Relief Approach", &mut found),
        CardRef::LifeHappens(c) => {
            check_pair(&c.helpful, "Helpful Approach", &mut found);
            if !(PRESSURE_MIN..=PRESSURE_MAX).contains(&c.pressure) {
                found.push(|who| {
                    format!(
                        "{who} has Pressure {}: Pressure is {PRESSURE_MIN} to {PRESSURE_MAX}.",
                        c.pressure
                    )
                });
            }
        }
        CardRef::Action(c) => {
            check_tag(&c.tag, "tag", &mut found);
            check_effect(&c.effect, "", &mut found);
        }
        CardRef::Brotherhood(c) => {
            check_effect(&c.receiver, " for the receiver", &mut found);
            check_effect(&c.giver, " for the giver", &mut found);
        }
        CardRef::TurningPoint(c) => check_effect(&c.effect, "", &mut found),
    }

    let deck = card.deck();
    let id = card.id();
    let has_id = !id.0.trim().is_empty();
    found
        .messages
        .into_iter()
        .map(|message| Problem {
            deck: Some(deck),
            card: has_id.then(|| id.clone()),
            message,
        })
        .collect()
}

fn check_effect(effect: &Effect, whose: &str, found: &mut Found) {
    use crate::card::Stat;
    for stat in [Stat::Load, Stat::Connection, Stat::Momentum, Stat::Shield] {
        let value = effect.get(stat);
        if !(-EFFECT_LIMIT..=EFFECT_LIMIT).contains(&value) {
            found.push(|who| {
                format!(
                    "{who} changes {stat} by {value:+}{whose}: a card changes a track by \
                     -{EFFECT_LIMIT} to +{EFFECT_LIMIT}."
                )
            });
        }
    }
}

/// A title cut to a length that reads well inside a message.
fn shortened(title: &str) -> String {
    // Long enough for most printed titles; a longer one is cut at a word so it still reads.
    const KEEP: usize = 40;
    if title.chars().count() <= KEEP {
        return title.to_owned();
    }
    let cut: String = title.chars().take(KEEP - 1).collect();
    let at_word = match cut.rfind(char::is_whitespace) {
        Some(space) if space >= KEEP / 2 => &cut[..space],
        _ => cut.as_str(),
    };
    format!("{}…", at_word.trim_end())
}

/// The id the sample deck's style gives card number `position` of `deck`, e.g. "lh-07".
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

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn damaged(message: String) -> Error {
    Error::new(ErrorKind::DamagedFile, message)
}

/// serde_json's message without its trailing " at line L column C" (we say where ourselves).
fn serde_message(e: &serde_json::Error) -> String {
    let full = e.to_string();
    match full.rfind(" at line ") {
        Some(at) => full[..at].to_owned(),
        None => full,
    }
}

fn position(e: &serde_json::Error) -> String {
    format!("line {}, column {}", e.line(), e.column())
}

/// Checks `format` and `format_version` before the rest, so a newer or foreign file gets a
/// message about that rather than about some field deep inside it.
fn check_header(value: &serde_json::Value) -> Result<()> {
    let Some(object) = value.as_object() else {
        return Err(damaged(
            "This file is not a Loadout catalog: a catalog is a JSON object that starts with \
             \"format\": \"loadout-catalog\"."
                .to_owned(),
        ));
    };
    match object.get("format").and_then(|f| f.as_str()) {
        Some(CATALOG_FORMAT) => {}
        Some("loadout-session") => {
            return Err(damaged(
                "This is a saved session, not a catalog: open it from the sessions list instead."
                    .to_owned(),
            ))
        }
        Some(other) => {
            return Err(damaged(format!(
                "This file is not a Loadout catalog: its \"format\" is \"{}\", a catalog \
                 says \"{CATALOG_FORMAT}\".",
                shown(other)
            )))
        }
        None => {
            return Err(damaged(format!(
                "This file is not a Loadout catalog: it has no \"format\": \"{CATALOG_FORMAT}\" \
                 line."
            )))
        }
    }
    match document::version(value, "format_version") {
        Ok(v) if v > u64::from(CATALOG_FORMAT_VERSION) => Err(Error::new(
            ErrorKind::NewerFormat,
            format!(
                "This catalog was written by a newer version of Loadout Companion (catalog \
                 format {v}; this version reads format {CATALOG_FORMAT_VERSION}). Update the app \
                 to use it."
            ),
        )),
        Ok(v) if v >= 1 => Ok(()),
        Ok(_) => Err(damaged(format!(
            "This catalog file has no valid \"format_version\": it should say \
             \"format_version\": {CATALOG_FORMAT_VERSION}."
        ))),
        Err(why) => Err(damaged(format!(
            "This catalog file has no valid \"format_version\": {why}."
        ))),
    }
}

/// Names the first card (deck, position, id) that does not read as a card, by reading each card
/// on its own. `None` when every card reads and the fault is elsewhere.
fn locate_unreadable(value: &serde_json::Value) -> Option<String> {
    fn first_bad<T: serde::de::DeserializeOwned>(
        value: &serde_json::Value,
        key: &str,
        deck: Deck,
    ) -> Option<String> {
        let cards = value.get(key)?.as_array()?;
        cards.iter().enumerate().find_map(|(i, card)| {
            let err = serde_json::from_value::<T>(card.clone()).err()?;
            let id = card
                .get("id")
                .and_then(|id| id.as_str())
                .map(|id| format!(" (id \"{id}\")"))
                .unwrap_or_default();
            Some(format!(
                "{deck} card number {}{id}: {}",
                i + 1,
                serde_message(&err)
            ))
        })
    }
    first_bad::<LoadCard>(value, "load", Deck::Load)
        .or_else(|| first_bad::<LifeHappensCard>(value, "life_happens", Deck::LifeHappens))
        .or_else(|| first_bad::<ActionCard>(value, "action", Deck::Action))
        .or_else(|| first_bad::<BrotherhoodCard>(value, "brotherhood", Deck::Brotherhood))
        .or_else(|| first_bad::<TurningPointCard>(value, "turning_point", Deck::TurningPoint))
}
