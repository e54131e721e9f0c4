//! Cards pasted from a spreadsheet, in words (`paste::RowFault`, `paste::CellFault`): the
//! columns' names, each problem named by its row and column as the spreadsheet shows them, and
//! the words a facilitator may write for a Turning Point's scope.

use crate::card::{Deck, Scope};
use crate::paste::{CellFault, Number, RowFault, MAX_ROWS};

/// The names of the columns a pasted row of `deck` has, in order.
pub fn columns(deck: Deck) -> &'static [&'static str] {
    match deck {
        Deck::Load => &[
            "Title",
            "Relief approach 1",
            "Relief approach 2",
            "Copies",
            "Id",
        ],
        Deck::LifeHappens => &[
            "Title",
            "Pressure",
            "Helpful approach 1",
            "Helpful approach 2",
            "Copies",
            "Id",
        ],
        Deck::Action => &[
            "Title",
            "Tag",
            "Load",
            "Connection",
            "Momentum",
            "Shield",
            "Copies",
            "Id",
        ],
        Deck::Brotherhood => &[
            "Title",
            "Receiver Load",
            "Receiver Connection",
            "Receiver Momentum",
            "Receiver Shield",
            "Giver Load",
            "Giver Connection",
            "Giver Momentum",
            "Giver Shield",
            "Copies",
            "Id",
        ],
        Deck::TurningPoint => &[
            "Title",
            "Who it touches",
            "Load",
            "Connection",
            "Momentum",
            "Shield",
            "Copies",
            "Id",
        ],
    }
}

/// Whether a first cell names the title column: a header row copied with the cards.
pub fn is_title_header(cell: &str) -> bool {
    cell.eq_ignore_ascii_case(columns(Deck::Load)[0])
}

/// A problem of a whole row (`row` counted from 1, as the spreadsheet numbers it).
pub fn row_fault(row: u32, fault: &RowFault) -> String {
    match fault {
        RowFault::Unreadable { not_text, why } => {
            let why = if *not_text {
                "it is not plain text"
            } else {
                why
            };
            format!(
                "Row {row} could not be read ({why}): check its quotes, or copy the cells from \
                 the spreadsheet again."
            )
        }
        RowFault::TooMany => {
            format!("Row {row}: a paste takes at most {MAX_ROWS} cards. Paste the rest separately.")
        }
        RowFault::Card { problem } => format!("Row {row}: {problem}"),
        RowFault::NoRows { deck } => format!(
            "There are no rows to add: copy the cards' cells from the spreadsheet, one card a \
             row, in the columns {}.",
            columns(*deck).join(", ")
        ),
    }
}

/// How a number's cell is named in a problem, e.g. "a change of".
fn number(what: Number) -> &'static str {
    match what {
        Number::Change => "a change of",
        Number::Copies => "copies",
        Number::Pressure => "Pressure",
    }
}

/// A problem of one cell: its row, its column's letter and name (`None`: a cell beyond the
/// deck's columns), then what is wrong and what to do.
pub fn cell_fault(row: u32, letter: &str, column: Option<&str>, fault: &CellFault) -> String {
    let name = column.unwrap_or("extra cell");
    let what = match fault {
        CellFault::IdUsed { id } => format!(
            "the id \"{id}\" is already used by another card: give this card its own, or leave the cell empty"
        ),
        CellFault::ExtraColumns { deck } => {
            let columns = columns(*deck);
            format!(
                "{} card has {} columns ({}); this row has more: check that the columns are in \
                 this order",
                super::a_deck(*deck),
                columns.len(),
                columns.join(", ")
            )
        }
        CellFault::NoTitle => "no title: type the title printed on the card".to_owned(),
        CellFault::NoTag => "empty: type the tag printed on the card".to_owned(),
        CellFault::TagSpelt { text, declared } => format!(
            "\"{text}\" is spelt \"{declared}\" in the catalog's tags: use that spelling"
        ),
        CellFault::UndeclaredTag { text, declared } => {
            let list: Vec<&str> = declared.iter().map(|t| t.0.as_str()).collect();
            format!(
                "\"{text}\" is not one of the catalog's tags ({}): fix the spelling, or add it under Approach tags first",
                list.join(", ")
            )
        }
        CellFault::OutOfRange { what, n, min, max } => {
            format!("{} {n}: a card prints {min} to {max}", number(*what))
        }
        CellFault::NotWhole { text } => format!("\"{text}\" is not a whole number"),
        CellFault::Scope { text } => {
            let what = if text.is_empty() {
                "empty".to_owned()
            } else {
                format!("\"{text}\" is not a scope the app knows")
            };
            let scopes: Vec<&str> = Scope::ALL.iter().map(|&s| super::scope(s)).collect();
            format!("{what}: write one of {}", scopes.join("; "))
        }
        CellFault::NoPressure => "empty: type the Pressure printed on the card".to_owned(),
    };
    format!("Row {row}, column {letter} ({name}): {what}.")
}

/// A scope as a facilitator may write it: the file's name ("highest_load"), the app's words
/// ("the player(s) with the highest Load") or short words ("highest Load", "everyone").
pub fn scope_from(text: &str) -> Option<Scope> {
    let folded = text.trim().to_lowercase().replace(['_', '-'], " ");
    let short = folded
        .trim_start_matches("the player(s) with the ")
        .trim_start_matches("the players with the ")
        .trim_start_matches("the ");
    Scope::ALL.into_iter().find(|&s| {
        let names: &[&str] = match s {
            Scope::Everyone => &["everyone", "every player", "all"],
            Scope::HighestLoad => &["highest load"],
            Scope::LowestLoad => &["lowest load"],
            Scope::HighestConnection => &["highest connection"],
            Scope::LowestConnection => &["lowest connection"],
            Scope::HighestMomentum => &["highest momentum"],
            Scope::LowestMomentum => &["lowest momentum"],
            Scope::StartingPlayer => &["starting player", "round's starting player"],
        };
        names.contains(&short) || folded == super::scope(s).to_lowercase()
    })
}
