//! A catalog's and a card's problems in words (`CatalogFault`, `CardFault`): each names its card
//! the way a facilitator knows it and says what to do.

use super::text::fault as text_fault;
use crate::card::{CardRef, Deck, Stat};
use crate::catalog::{
    CardFault, CatalogFault, Problem, TagRole, Whose, EFFECT_LIMIT, PRESSURE_MAX, PRESSURE_MIN,
};
use crate::text::{shown, TextFault};

/// How a message names a card. A facilitator knows a card by the title printed on it; a catalog
/// card's id follows, as the catalog editor and the file show it. A card typed in during play has
/// an id nobody chose, so it is named by its title alone.
pub fn card_name(card: CardRef) -> String {
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
fn role(role: TagRole) -> &'static str {
    match role {
        TagRole::Relief => "Relief Approach",
        TagRole::Helpful => "Helpful Approach",
        TagRole::Action => "tag",
    }
}

/// Whose track a printed change moves, after the change: "", " for the receiver".
fn whose(whose: Whose) -> &'static str {
    match whose {
        Whose::Card => "",
        Whose::Receiver => " for the receiver",
        Whose::Giver => " for the giver",
    }
}

/// One problem of one card, after the card's name (`who`, from [`card_name`]).
pub fn card_fault(who: &str, fault: &CardFault) -> String {
    match fault {
        CardFault::Title(TextFault::Empty) => {
            format!("{who} has no title: enter the title printed on the card.")
        }
        CardFault::Title(TextFault::TooLong { length, max }) => {
            format!("{who} has a title of {length} characters: shorten it to at most {max}.")
        }
        CardFault::Title(fault) => text_fault(&format!("The title of {who}"), fault),
        CardFault::Id(TextFault::Empty) => {
            format!("{who} has no id: give it one that no other card of its catalog uses.")
        }
        CardFault::Id(fault) => text_fault(&format!("The id of {who}"), fault),
        CardFault::NoCopies => format!(
            "{who} has 0 copies: a card in the deck has at least 1 copy. Set its copies to 1 or \
             more, or remove the card."
        ),
        CardFault::Tag {
            role: r,
            fault: TextFault::Empty,
            ..
        } => format!(
            "{who} has an empty {}: write the tag printed on the card.",
            role(*r)
        ),
        CardFault::Tag {
            role: r,
            tag,
            fault: TextFault::StraySpace,
        } => format!(
            "{who} has the {} \"{}\" with a space at its start or end: remove the space (tags are \
             matched exactly as spelled, so \"Plan \" would never match \"Plan\").",
            role(*r),
            shown(tag)
        ),
        CardFault::Tag { role: r, fault, .. } => {
            text_fault(&format!("The {} of {who}", role(*r)), fault)
        }
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
            format!(
                "{who} has the {} \"{tag}\", which is not one of the catalog's approach tags \
                 ({}): fix the spelling or add it to the approach tags.",
                role(*r),
                list.join(", ")
            )
        }
        CardFault::SameTagTwice { role: r, tag } => format!(
            "{who} has the same {} \"{}\" twice: a card prints two different approaches.",
            role(*r),
            shown(tag)
        ),
        CardFault::Pressure { pressure } => {
            format!("{who} has Pressure {pressure}: Pressure is {PRESSURE_MIN} to {PRESSURE_MAX}.")
        }
        CardFault::Effect {
            stat,
            value,
            whose: w,
        } => format!(
            "{who} changes {} by {value:+}{}: a card changes a track by -{EFFECT_LIMIT} to \
             +{EFFECT_LIMIT}.",
            stat_name(*stat),
            whose(*w)
        ),
    }
}

fn stat_name(stat: Stat) -> &'static str {
    super::stat(stat)
}

fn deck(deck: Deck) -> &'static str {
    super::deck(deck)
}

/// A problem of the catalog as a whole, or of a card's place in it (its id, its deck).
pub fn catalog_fault(fault: &CatalogFault) -> String {
    match fault {
        CatalogFault::Name(TextFault::Empty) => {
            "The catalog has no name: give it one, e.g. “Our printed deck”.".to_owned()
        }
        CatalogFault::Name(fault) => text_fault("The catalog name", fault),
        CatalogFault::Version(fault) => text_fault("The catalog version", fault),
        CatalogFault::NoTags => "The catalog has no approach tags yet: add every tag printed on \
                                 the cards (such as Talk or Rest) to its approach tags."
            .to_owned(),
        CatalogFault::Tag {
            fault: TextFault::Empty,
            ..
        } => "One of the approach tags is empty: remove it or write the tag as printed.".to_owned(),
        CatalogFault::Tag {
            tag,
            fault: TextFault::StraySpace,
        } => format!(
            "The approach tag \"{}\" has a space at its start or end: remove the space (tags are \
             matched exactly as spelled).",
            shown(tag)
        ),
        CatalogFault::Tag { tag, fault } => {
            text_fault(&format!("The approach tag \"{}\"", shown(tag)), fault)
        }
        CatalogFault::TagTwice { tag } => {
            format!("The approach tag \"{tag}\" is listed twice: keep it once.")
        }
        CatalogFault::TagsDifferInCase { first, tag } => format!(
            "The tags \"{first}\" and \"{tag}\" differ only in capital letters: tags must match \
             exactly, so keep one spelling and use it on every card."
        ),
        CatalogFault::DeckTooLarge { deck: d, size, max } => format!(
            "The {} deck has {size} cards, copies included: a deck holds at most {max}. Check how \
             many copies each of its cards has.",
            deck(*d)
        ),
        CatalogFault::DeckEmpty { deck: d } => format!(
            "The {} deck has no cards: enter at least one (every deck is drawn from during a \
             game).",
            deck(*d)
        ),
        CatalogFault::NoId {
            deck: d,
            position,
            title,
            suggested,
        } => format!(
            "{} card number {position} (\"{}\") has no id: give it one that no other card uses, \
             e.g. \"{suggested}\".",
            deck(*d),
            shown(&shortened(title.trim()))
        ),
        CatalogFault::IdUsed {
            deck: d,
            position,
            id,
            other_deck,
            other_position,
        } => format!(
            "{} card number {position} uses the id \"{}\", already used by {} card number \
             {other_position}: give each card its own id.",
            deck(*d),
            shown(id),
            deck(*other_deck)
        ),
    }
}

/// A catalog that can't be played with: how many problems, then each on a line of its own.
pub fn catalog_problems(name: &str, problems: &[Problem]) -> String {
    let name = name.trim();
    let which = if name.is_empty() {
        "This catalog".to_owned()
    } else {
        format!("The catalog \"{name}\"")
    };
    let count = problems.len();
    let noun = if count == 1 { "problem" } else { "problems" };
    let mut message = format!("{which} has {count} {noun} to fix before it can be played with:");
    for problem in problems {
        message.push_str("\n- ");
        message.push_str(&problem.message);
    }
    message
}

/// A card's problems in one message, one sentence after another.
pub fn card_problems(problems: &[Problem]) -> String {
    let sentences: Vec<&str> = problems.iter().map(|p| p.message.as_str()).collect();
    sentences.join(" ")
}
