//! A catalog's and a card's problems in words (`CatalogFault`, `CardFault`): each names its card
//! the way a facilitator knows it and says what to do.

use super::text::fault as text_fault;
use crate::game;
use crate::messages::Speaker;
use loadout_tracker::card::{CardId, Deck};
use loadout_tracker::catalog::{
    CardFault, CardName, CatalogFault, Problem, ProblemFault, TagRole, Term, Whose, EFFECT_LIMIT,
    PRESSURE_MAX, PRESSURE_MIN,
};
use loadout_tracker::text::{shown, TextFault};
use serde::{Deserialize, Serialize};

/// How a message names a card. A facilitator knows a card by the title printed on it; a catalog
/// card's id follows, as the catalog editor and the file show it. A card typed in during play has
/// an id nobody chose, so it is named by its title alone.
pub fn card_name(sp: &Speaker, card: &CardName) -> String {
    let has_id = !card.id.0.trim().is_empty();
    let title = card.title.trim();
    let title = shown(&shortened(title));
    let id = shown(&card.id.0);
    let deck = game::deck(sp, card.deck);
    if has_id && !card.adhoc && !title.is_empty() {
        say!(
            sp,
            "card-name-title-id",
            deck = deck,
            title = title,
            id = id
        )
    } else if has_id && !card.adhoc {
        say!(sp, "card-name-id", deck = deck, id = id)
    } else if title.is_empty() {
        say!(sp, "card-name-this", deck = deck)
    } else {
        say!(sp, "card-name-title", deck = deck, title = title)
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

/// The name of a tag's place on a card, e.g. "Relief Approach".
fn role(sp: &Speaker, role: TagRole) -> String {
    match role {
        TagRole::Relief => say!(sp, "role-relief"),
        TagRole::Helpful => say!(sp, "role-helpful"),
        TagRole::Action => say!(sp, "role-tag"),
    }
}

/// Whose track a printed change moves: "card", "receiver", "giver" (the message chooses).
fn whose(whose: Whose) -> &'static str {
    match whose {
        Whose::Card => "card",
        Whose::Receiver => "receiver",
        Whose::Giver => "giver",
    }
}

/// One problem of one card, after the card's name (`who`, from [`card_name`]).
pub fn card_fault(sp: &Speaker, who: &str, fault: &CardFault) -> String {
    match fault {
        CardFault::Title(TextFault::Empty) => say!(sp, "card-no-title", who = who),
        CardFault::Title(TextFault::TooLong { length, max }) => {
            say!(
                sp,
                "card-title-too-long",
                who = who,
                length = length,
                max = max
            )
        }
        CardFault::Title(fault) => text_fault(sp, &say!(sp, "field-card-title", who = who), fault),
        CardFault::Id(TextFault::Empty) => say!(sp, "card-no-id", who = who),
        CardFault::Id(fault) => text_fault(sp, &say!(sp, "field-card-id", who = who), fault),
        CardFault::NoCopies => say!(sp, "card-no-copies", who = who),
        CardFault::Tag {
            role: r,
            fault: TextFault::Empty,
            ..
        } => say!(sp, "card-empty-tag", who = who, role = role(sp, *r)),
        CardFault::Tag {
            role: r,
            tag,
            fault: TextFault::StraySpace,
        } => say!(
            sp,
            "card-tag-stray-space",
            who = who,
            role = role(sp, *r),
            tag = shown(tag)
        ),
        CardFault::Tag { role: r, fault, .. } => text_fault(
            sp,
            &say!(sp, "field-card-tag", role = role(sp, *r), who = who),
            fault,
        ),
        CardFault::UndeclaredTag {
            role: r,
            tag,
            declared,
        } => {
            let mut list: Vec<String> = Vec::new();
            for t in declared {
                let t = shown(&t.0);
                if !t.trim().is_empty() && !list.contains(&t) {
                    list.push(t);
                }
            }
            say!(
                sp,
                "card-undeclared-tag",
                who = who,
                role = role(sp, *r),
                tag = tag.0.as_str(),
                tags = list.join(", ")
            )
        }
        CardFault::SameTagTwice { role: r, tag } => say!(
            sp,
            "card-same-tag-twice",
            who = who,
            role = role(sp, *r),
            tag = shown(tag)
        ),
        CardFault::Pressure { pressure } => say!(
            sp,
            "card-pressure",
            who = who,
            pressure = pressure,
            min = PRESSURE_MIN,
            max = PRESSURE_MAX
        ),
        CardFault::Effect {
            stat,
            value,
            whose: w,
        } => say!(
            sp,
            "card-effect",
            who = who,
            stat = game::stat(sp, *stat),
            value = format!("{value:+}"),
            whose = whose(*w),
            limit = EFFECT_LIMIT
        ),
    }
}

/// A term of the game in the app's words ("Load"), to name it in a catalog's problems.
pub fn term(sp: &Speaker, term: Term) -> String {
    match term {
        Term::Load => say!(sp, "term-load"),
        Term::Connection => say!(sp, "term-connection"),
        Term::Momentum => say!(sp, "term-momentum"),
        Term::Shield => say!(sp, "term-shield"),
        Term::Pressure => say!(sp, "term-pressure"),
        Term::LifeHappens => say!(sp, "term-life-happens"),
        Term::Action => say!(sp, "term-action"),
        Term::Brotherhood => say!(sp, "term-brotherhood"),
        Term::TurningPoint => say!(sp, "term-turning-point"),
    }
}

/// A problem of the catalog as a whole, or of a card's place in it (its id, its deck).
pub fn catalog_fault(sp: &Speaker, fault: &CatalogFault) -> String {
    match fault {
        CatalogFault::Name(TextFault::Empty) => say!(sp, "catalog-no-name"),
        CatalogFault::Name(fault) => text_fault(sp, &say!(sp, "field-catalog-name"), fault),
        CatalogFault::Version(fault) => text_fault(sp, &say!(sp, "field-catalog-version"), fault),
        CatalogFault::Language {
            code,
            canonical: Some(canonical),
        } => say!(
            sp,
            "catalog-language-canonical",
            code = shown(code),
            canonical = canonical.as_str()
        ),
        CatalogFault::Language {
            code,
            canonical: None,
        } => say!(sp, "catalog-language", code = shown(code)),
        CatalogFault::Term {
            term: t,
            fault: TextFault::Empty,
        } => say!(sp, "catalog-term-empty", term = term(sp, *t)),
        CatalogFault::Term { term: t, fault } => text_fault(
            sp,
            &say!(sp, "field-catalog-term", term = term(sp, *t)),
            fault,
        ),
        CatalogFault::NoTags => say!(sp, "catalog-no-tags"),
        CatalogFault::Tag {
            fault: TextFault::Empty,
            ..
        } => say!(sp, "catalog-empty-tag"),
        CatalogFault::Tag {
            tag,
            fault: TextFault::StraySpace,
        } => say!(sp, "catalog-tag-stray-space", tag = shown(tag)),
        CatalogFault::Tag { tag, fault } => {
            text_fault(sp, &say!(sp, "field-catalog-tag", tag = shown(tag)), fault)
        }
        CatalogFault::TagTwice { tag } => say!(sp, "catalog-tag-twice", tag = tag.0.as_str()),
        CatalogFault::TagsDifferInCase { first, tag } => say!(
            sp,
            "catalog-tags-differ-in-case",
            first = first.0.as_str(),
            tag = tag.0.as_str()
        ),
        CatalogFault::DeckTooLarge { deck: d, size, max } => {
            say!(
                sp,
                "catalog-deck-too-large",
                deck = game::deck(sp, *d),
                size = size,
                max = max
            )
        }
        CatalogFault::DeckEmpty { deck: d } => {
            say!(sp, "catalog-deck-empty", deck = game::deck(sp, *d))
        }
        CatalogFault::NoId {
            deck: d,
            position,
            title,
            suggested,
        } => say!(
            sp,
            "catalog-no-id",
            deck = game::deck(sp, *d),
            position = position,
            title = shown(&shortened(title.trim())),
            suggested = suggested.as_str()
        ),
        CatalogFault::IdUsed {
            deck: d,
            position,
            id,
            other_deck,
            other_position,
        } => say!(
            sp,
            "catalog-id-used",
            deck = game::deck(sp, *d),
            position = position,
            id = shown(id),
            other_deck = game::deck(sp, *other_deck),
            other_position = other_position
        ),
    }
}

/// A catalog that can't be played with: how many problems, then each on a line of its own.
pub fn catalog_problems(sp: &Speaker, name: &str, problems: &[Problem]) -> String {
    let name = name.trim();
    let count = problems.len();
    let mut message = if name.is_empty() {
        say!(sp, "catalog-problems-unnamed", count = count)
    } else {
        say!(sp, "catalog-problems", name = name, count = count)
    };
    for p in problems {
        message.push_str("\n- ");
        message.push_str(&problem(sp, p));
    }
    message
}

/// A card's problems in one message, one sentence after another.
pub fn card_problems(sp: &Speaker, problems: &[Problem]) -> String {
    let sentences: Vec<String> = problems.iter().map(|p| problem(sp, p)).collect();
    sentences.join(" ")
}

/// One problem in words: what is wrong and what to do, naming the card when there is one.
pub fn problem(sp: &Speaker, problem: &Problem) -> String {
    match &problem.fault {
        ProblemFault::Catalog(fault) => catalog_fault(sp, fault),
        ProblemFault::Card { card, fault } => card_fault(sp, &card_name(sp, card), fault),
    }
}

/// One thing wrong with a catalog or a card. `message` says what and what to do, and names the
/// card when there is one, so it reads well on its own.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "Problem"))]
pub struct SaidProblem {
    /// The deck of the card at fault; `None` for the catalog as a whole.
    pub deck: Option<Deck>,
    /// The card at fault; `None` for the catalog as a whole or a card without an id.
    pub card: Option<CardId>,
    /// What is wrong and what to do, for a facilitator.
    pub message: String,
}

impl SaidProblem {
    /// `problem` in the language spoken.
    pub fn of(sp: &Speaker, p: &Problem) -> SaidProblem {
        SaidProblem {
            deck: p.deck,
            card: p.card.clone(),
            message: problem(sp, p),
        }
    }
}

/// Each problem in words.
pub fn said(sp: &Speaker, problems: &[Problem]) -> Vec<SaidProblem> {
    problems.iter().map(|p| SaidProblem::of(sp, p)).collect()
}
