//! Cards pasted from a spreadsheet, in words (`paste::RowFault`, `paste::CellFault`): the
//! columns' names, each problem named by its row and column as the spreadsheet shows them, and
//! the words a facilitator may write for a Turning Point's scope.

use crate::messages::Speaker;
use loadout_tracker::card::AnyCard;
use loadout_tracker::card::{Deck, Scope};
use loadout_tracker::catalog::Catalog;
use loadout_tracker::lang::Lang;
use loadout_tracker::paste::{
    self, CellFault, Column, Number, PastedCards, RowFault, RowProblem, RowProblemFault, MAX_ROWS,
};
use serde::{Deserialize, Serialize};

/// The message id of a column's name.
fn column_id(column: Column) -> &'static str {
    match column {
        Column::Title => "column-title",
        Column::Relief1 => "column-relief-1",
        Column::Relief2 => "column-relief-2",
        Column::Pressure => "column-pressure",
        Column::Helpful1 => "column-helpful-1",
        Column::Helpful2 => "column-helpful-2",
        Column::Tag => "column-tag",
        Column::Scope => "column-scope",
        Column::Load => "column-load",
        Column::Connection => "column-connection",
        Column::Momentum => "column-momentum",
        Column::Shield => "column-shield",
        Column::ReceiverLoad => "column-receiver-load",
        Column::ReceiverConnection => "column-receiver-connection",
        Column::ReceiverMomentum => "column-receiver-momentum",
        Column::ReceiverShield => "column-receiver-shield",
        Column::GiverLoad => "column-giver-load",
        Column::GiverConnection => "column-giver-connection",
        Column::GiverMomentum => "column-giver-momentum",
        Column::GiverShield => "column-giver-shield",
        Column::Copies => "column-copies",
        Column::Id => "column-id",
    }
}

/// The names of the columns a pasted row of `deck` has, in order.
pub fn columns(sp: &Speaker, deck: Deck) -> Vec<String> {
    paste::columns(deck)
        .iter()
        .map(|&c| super::messages::TRACKER.say(sp, column_id(c), &[]))
        .collect()
}

/// Whether a first cell names the title column: a header row copied with the cards (in `lang`
/// or in English).
fn is_title_header(lang: Lang, cell: &str) -> bool {
    let title = |lang| super::messages::TRACKER.say_in(lang, "column-title", &[]);
    let cell = cell.trim();
    cell.eq_ignore_ascii_case(&title(lang))
        || cell.to_lowercase() == title(lang).to_lowercase()
        || cell.eq_ignore_ascii_case(&title(Lang::En))
}

/// A problem of a whole row (`row` counted from 1, as the spreadsheet numbers it).
pub fn row_fault(sp: &Speaker, row: u32, fault: &RowFault) -> String {
    match fault {
        RowFault::Unreadable { not_text, why } => {
            let why = if *not_text {
                say!(sp, "paste-not-text")
            } else {
                why.clone()
            };
            say!(sp, "paste-row-unreadable", row = row, why = why)
        }
        RowFault::TooMany => say!(sp, "paste-too-many", row = row, max = MAX_ROWS),
        RowFault::Card { problem } => say!(
            sp,
            "paste-row-card",
            row = row,
            problem = super::catalog::problem(sp, problem)
        ),
        RowFault::NoRows { deck } => {
            say!(sp, "paste-no-rows", columns = columns(sp, *deck).join(", "))
        }
    }
}

/// How a number's cell is named in a problem, e.g. "a change of".
fn number(sp: &Speaker, what: Number) -> String {
    match what {
        Number::Change => say!(sp, "paste-number-change"),
        Number::Copies => say!(sp, "paste-number-copies"),
        Number::Pressure => say!(sp, "paste-number-pressure"),
    }
}

/// A problem of one cell: its row, its column's letter and name (`None`: a cell beyond the
/// deck's columns), then what is wrong and what to do.
pub fn cell_fault(
    sp: &Speaker,
    row: u32,
    letter: &str,
    column: Option<&str>,
    fault: &CellFault,
) -> String {
    let name = column.map_or_else(|| say!(sp, "paste-extra-cell"), str::to_owned);
    let what = match fault {
        CellFault::IdUsed { id } => say!(sp, "paste-id-used", id = id.as_str()),
        CellFault::ExtraColumns { deck } => {
            let columns = columns(sp, *deck);
            say!(
                sp,
                "paste-extra-columns",
                card = super::a_card(sp, *deck),
                count = columns.len(),
                columns = columns.join(", ")
            )
        }
        CellFault::NoTitle => say!(sp, "paste-no-title"),
        CellFault::NoTag => say!(sp, "paste-no-tag"),
        CellFault::TagSpelt { text, declared } => say!(
            sp,
            "paste-tag-spelt",
            text = text.as_str(),
            declared = declared.to_string()
        ),
        CellFault::UndeclaredTag { text, declared } => {
            let list: Vec<&str> = declared.iter().map(|t| t.0.as_str()).collect();
            say!(
                sp,
                "paste-undeclared-tag",
                text = text.as_str(),
                tags = list.join(", ")
            )
        }
        CellFault::OutOfRange { what, n, min, max } => say!(
            sp,
            "paste-out-of-range",
            what = number(sp, *what),
            n = n.to_string(),
            min = min.to_string(),
            max = max.to_string()
        ),
        CellFault::NotWhole { text } => say!(sp, "paste-not-whole", text = text.as_str()),
        CellFault::Scope { text } => {
            let scopes: Vec<String> = Scope::ALL.iter().map(|&s| super::scope(sp, s)).collect();
            if text.is_empty() {
                say!(sp, "paste-scope-empty", scopes = scopes.join("; "))
            } else {
                say!(
                    sp,
                    "paste-scope-unknown",
                    text = text.as_str(),
                    scopes = scopes.join("; ")
                )
            }
        }
        CellFault::NoPressure => say!(sp, "paste-no-pressure"),
    };
    say!(
        sp,
        "paste-cell",
        row = row,
        letter = letter,
        column = name,
        what = what
    )
}

/// A scope as a facilitator may write it: the file's name ("highest_load"), the app's words
/// ("the player(s) with the highest Load") or short words ("highest Load", "everyone"), in the
/// language `lang` or in English.
fn scope_from(sp: &Speaker, text: &str) -> Option<Scope> {
    let lang = sp.lang();
    let folded = text.trim().to_lowercase().replace(['_', '-'], " ");
    let langs = [lang, Lang::En];
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
                || folded == super::scope(&sp.in_lang(lang), s).to_lowercase()
        })
    })
}

/// The words a paste is read with: those of the facilitator's language, and English.
pub struct Spoken<'a>(pub &'a Speaker);

impl paste::Vocabulary for Spoken<'_> {
    fn is_title_header(&self, cell: &str) -> bool {
        is_title_header(self.0.lang(), cell)
    }

    fn scope(&self, text: &str) -> Option<Scope> {
        scope_from(self.0, text)
    }
}

/// A pasted row's problem in words: its row and column as the spreadsheet shows them, what is
/// wrong and what to do.
pub fn row_problem(sp: &Speaker, problem: &RowProblem) -> String {
    match &problem.fault {
        RowProblemFault::Row(fault) => row_fault(sp, problem.row, fault),
        RowProblemFault::Cell {
            deck,
            column,
            fault,
        } => {
            let name = paste::columns(*deck)
                .get(*column)
                .map(|&c| super::messages::TRACKER.say(sp, column_id(c), &[]));
            let letter = problem.column.as_deref().unwrap_or_default();
            cell_fault(sp, problem.row, letter, name.as_deref(), fault)
        }
    }
}

/// One thing wrong with a pasted row, named the way the spreadsheet shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RowProblem"))]
pub struct SaidRowProblem {
    /// The row, counted from 1 as the spreadsheet numbers it (a header row counts).
    pub row: u32,
    /// The column's letter ("A" for the first), when the problem is in one cell.
    pub column: Option<String>,
    /// What is wrong and what to do, naming the row and column, for a facilitator.
    pub message: String,
}

/// The cards read from a paste, in row order, or every problem found in it. Cards come only
/// when no row has a problem: a paste is taken whole or not at all, so pasting again after a fix
/// adds nothing twice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "PastedCards"))]
pub struct SaidPastedCards {
    pub cards: Vec<AnyCard>,
    pub problems: Vec<SaidRowProblem>,
}

impl SaidPastedCards {
    /// `pasted` with its problems in the language spoken.
    pub fn of(sp: &Speaker, pasted: PastedCards) -> SaidPastedCards {
        SaidPastedCards {
            problems: pasted
                .problems
                .iter()
                .map(|p| SaidRowProblem {
                    row: p.row,
                    column: p.column.clone(),
                    message: row_problem(sp, p),
                })
                .collect(),
            cards: pasted.cards,
        }
    }
}

/// Reads pasted rows as cards of `deck` for `catalog` in the language spoken (`paste::paste_rows`),
/// every problem in words.
pub fn paste_rows(sp: &Speaker, deck: Deck, text: &str, catalog: &Catalog) -> SaidPastedCards {
    SaidPastedCards::of(sp, paste::paste_rows(deck, text, catalog, &Spoken(sp)))
}
