//! Cards pasted from a spreadsheet, in words (`paste::RowFault`, `paste::CellFault`): the
//! columns' names, each problem named by its row and column as the spreadsheet shows them, and
//! the words a facilitator may write for a Turning Point's scope.

use crate::card::{Deck, Scope};
use crate::lang::Lang;
use crate::paste::{CellFault, Number, RowFault, MAX_ROWS};

/// The message ids of the columns a pasted row of `deck` has, in order.
fn column_ids(deck: Deck) -> &'static [&'static str] {
    match deck {
        Deck::Load => &[
            "column-title",
            "column-relief-1",
            "column-relief-2",
            "column-copies",
            "column-id",
        ],
        Deck::LifeHappens => &[
            "column-title",
            "column-pressure",
            "column-helpful-1",
            "column-helpful-2",
            "column-copies",
            "column-id",
        ],
        Deck::Action => &[
            "column-title",
            "column-tag",
            "column-load",
            "column-connection",
            "column-momentum",
            "column-shield",
            "column-copies",
            "column-id",
        ],
        Deck::Brotherhood => &[
            "column-title",
            "column-receiver-load",
            "column-receiver-connection",
            "column-receiver-momentum",
            "column-receiver-shield",
            "column-giver-load",
            "column-giver-connection",
            "column-giver-momentum",
            "column-giver-shield",
            "column-copies",
            "column-id",
        ],
        Deck::TurningPoint => &[
            "column-title",
            "column-scope",
            "column-load",
            "column-connection",
            "column-momentum",
            "column-shield",
            "column-copies",
            "column-id",
        ],
    }
}

/// The names of the columns a pasted row of `deck` has, in order.
pub fn columns(deck: Deck) -> Vec<String> {
    column_ids(deck)
        .iter()
        .map(|id| super::messages::TRACKER.say(id, &[]))
        .collect()
}

/// Whether a first cell names the title column: a header row copied with the cards (in the
/// language spoken or in English).
pub fn is_title_header(cell: &str) -> bool {
    let title = |lang| super::messages::TRACKER.say_in(lang, "column-title", &[]);
    let cell = cell.trim();
    cell.eq_ignore_ascii_case(&title(super::lang()))
        || cell.to_lowercase() == title(super::lang()).to_lowercase()
        || cell.eq_ignore_ascii_case(&title(crate::lang::Lang::En))
}

/// A problem of a whole row (`row` counted from 1, as the spreadsheet numbers it).
pub fn row_fault(row: u32, fault: &RowFault) -> String {
    match fault {
        RowFault::Unreadable { not_text, why } => {
            let why = if *not_text {
                say!("paste-not-text")
            } else {
                why.clone()
            };
            say!("paste-row-unreadable", row = row, why = why)
        }
        RowFault::TooMany => say!("paste-too-many", row = row, max = MAX_ROWS),
        RowFault::Card { problem } => say!("paste-row-card", row = row, problem = problem),
        RowFault::NoRows { deck } => {
            say!("paste-no-rows", columns = columns(*deck).join(", "))
        }
    }
}

/// How a number's cell is named in a problem, e.g. "a change of".
fn number(what: Number) -> String {
    match what {
        Number::Change => say!("paste-number-change"),
        Number::Copies => say!("paste-number-copies"),
        Number::Pressure => say!("paste-number-pressure"),
    }
}

/// A problem of one cell: its row, its column's letter and name (`None`: a cell beyond the
/// deck's columns), then what is wrong and what to do.
pub fn cell_fault(row: u32, letter: &str, column: Option<&str>, fault: &CellFault) -> String {
    let name = column.map_or_else(|| say!("paste-extra-cell"), str::to_owned);
    let what = match fault {
        CellFault::IdUsed { id } => say!("paste-id-used", id = id.as_str()),
        CellFault::ExtraColumns { deck } => {
            let columns = columns(*deck);
            say!(
                "paste-extra-columns",
                card = super::a_card(*deck),
                count = columns.len(),
                columns = columns.join(", ")
            )
        }
        CellFault::NoTitle => say!("paste-no-title"),
        CellFault::NoTag => say!("paste-no-tag"),
        CellFault::TagSpelt { text, declared } => say!(
            "paste-tag-spelt",
            text = text.as_str(),
            declared = declared.to_string()
        ),
        CellFault::UndeclaredTag { text, declared } => {
            let list: Vec<&str> = declared.iter().map(|t| t.0.as_str()).collect();
            say!(
                "paste-undeclared-tag",
                text = text.as_str(),
                tags = list.join(", ")
            )
        }
        CellFault::OutOfRange { what, n, min, max } => say!(
            "paste-out-of-range",
            what = number(*what),
            n = n.to_string(),
            min = min.to_string(),
            max = max.to_string()
        ),
        CellFault::NotWhole { text } => say!("paste-not-whole", text = text.as_str()),
        CellFault::Scope { text } => {
            let scopes: Vec<String> = Scope::ALL.iter().map(|&s| super::scope(s)).collect();
            if text.is_empty() {
                say!("paste-scope-empty", scopes = scopes.join("; "))
            } else {
                say!(
                    "paste-scope-unknown",
                    text = text.as_str(),
                    scopes = scopes.join("; ")
                )
            }
        }
        CellFault::NoPressure => say!("paste-no-pressure"),
    };
    say!(
        "paste-cell",
        row = row,
        letter = letter,
        column = name,
        what = what
    )
}

/// A scope as a facilitator may write it: the file's name ("highest_load"), the app's words
/// ("the player(s) with the highest Load") or short words ("highest Load", "everyone"), in the
/// language spoken or in English.
pub fn scope_from(text: &str) -> Option<Scope> {
    let folded = text.trim().to_lowercase().replace(['_', '-'], " ");
    let langs = [super::lang(), Lang::En];
    let say = |lang: Lang, id: &str| super::messages::TRACKER.say_in(lang, id, &[]);
    let mut short = folded.as_str();
    for lang in langs {
        for prefix in say(lang, "scope-words-prefixes").split('|') {
            let prefix = format!("{} ", prefix.trim().to_lowercase());
            if let Some(rest) = short.strip_prefix(prefix.as_str()) {
                short = rest;
            }
        }
    }
    Scope::ALL.into_iter().find(|&s| {
        let id = match s {
            Scope::Everyone => "scope-words-everyone",
            Scope::HighestLoad => "scope-words-highest-load",
            Scope::LowestLoad => "scope-words-lowest-load",
            Scope::HighestConnection => "scope-words-highest-connection",
            Scope::LowestConnection => "scope-words-lowest-connection",
            Scope::HighestMomentum => "scope-words-highest-momentum",
            Scope::LowestMomentum => "scope-words-lowest-momentum",
            Scope::StartingPlayer => "scope-words-starting-player",
        };
        langs.into_iter().any(|lang| {
            say(lang, id)
                .split('|')
                .any(|words| words.trim().to_lowercase() == short)
                || folded == super::speaking(lang, || super::scope(s)).to_lowercase()
        })
    })
}
