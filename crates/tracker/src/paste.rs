//! Cards pasted from a spreadsheet into the catalog editor: one card a row, the cells separated
//! by tabs (what a spreadsheet copies) or commas (a CSV file), in the columns [`columns`] lists
//! for each deck (`docs/catalog-format.md`). Every problem names its row and column, as the
//! spreadsheet shows them ("row 3, column B"), so the facilitator fixes it there and pastes again.

use crate::card::{
    ActionCard, AnyCard, BrotherhoodCard, CardId, Deck, Effect, LifeHappensCard, LoadCard, Scope,
    Stat, Tag, TurningPointCard,
};
use crate::catalog::{
    suggested_id, validate_card, Catalog, Problem, EFFECT_LIMIT, PRESSURE_MAX, PRESSURE_MIN,
};
use std::collections::HashSet;

/// Most rows one paste may hold: far above any printed deck.
pub const MAX_ROWS: usize = 500;

/// One thing wrong with a pasted row, named the way the spreadsheet shows it
/// (`words::paste::row_problem` says it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProblem {
    /// The row, counted from 1 as the spreadsheet numbers it (a header row counts).
    pub row: u32,
    /// The column's letter ("A" for the first), when the problem is in one cell.
    pub column: Option<String>,
    pub fault: RowProblemFault,
}

/// What a [`RowProblem`] is about: the row as a whole, or one of its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowProblemFault {
    Row(RowFault),
    /// The cell in `column` of a row of `deck` (its index; past the deck's columns: an extra cell).
    Cell {
        deck: Deck,
        column: usize,
        fault: CellFault,
    },
}

/// The cards read from a paste, in row order, or every problem found in it. Cards come only
/// when no row has a problem: a paste is taken whole or not at all, so pasting again after a fix
/// adds nothing twice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PastedCards {
    pub cards: Vec<AnyCard>,
    pub problems: Vec<RowProblem>,
}

/// The words a paste is read with, in the language the facilitator writes (`words::paste`
/// gives them): a header row's first cell, and the words for a Turning Point's scope.
pub trait Vocabulary {
    /// Whether a first cell names the title column: a header row copied with the cards.
    fn is_title_header(&self, cell: &str) -> bool;
    /// The scope a cell's words name, if any.
    fn scope(&self, text: &str) -> Option<Scope>;
}

/// A column of a pasted row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Column {
    Title,
    Relief1,
    Relief2,
    Pressure,
    Helpful1,
    Helpful2,
    Tag,
    Scope,
    Load,
    Connection,
    Momentum,
    Shield,
    ReceiverLoad,
    ReceiverConnection,
    ReceiverMomentum,
    ReceiverShield,
    GiverLoad,
    GiverConnection,
    GiverMomentum,
    GiverShield,
    Copies,
    Id,
}

/// The columns a pasted row of `deck` has, in order. Only the title is needed: an empty change
/// is 0, empty copies are 1, and an empty id is made up from the deck.
pub fn columns(deck: Deck) -> &'static [Column] {
    use Column::*;
    match deck {
        Deck::Load => &[Title, Relief1, Relief2, Copies, Id],
        Deck::LifeHappens => &[Title, Pressure, Helpful1, Helpful2, Copies, Id],
        Deck::Action => &[Title, Tag, Load, Connection, Momentum, Shield, Copies, Id],
        Deck::Brotherhood => &[
            Title,
            ReceiverLoad,
            ReceiverConnection,
            ReceiverMomentum,
            ReceiverShield,
            GiverLoad,
            GiverConnection,
            GiverMomentum,
            GiverShield,
            Copies,
            Id,
        ],
        Deck::TurningPoint => &[Title, Scope, Load, Connection, Momentum, Shield, Copies, Id],
    }
}

/// What is wrong with a pasted row as a whole; `words::paste::row_fault` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowFault {
    /// The row does not read as CSV: `not_text` when it is not UTF-8, else the reader's `why`.
    Unreadable { not_text: bool, why: String },
    /// More than `MAX_ROWS` cards in one paste.
    TooMany,
    /// The card the row makes has a problem.
    Card { problem: Problem },
    /// Nothing to add: no row holds a card.
    NoRows { deck: Deck },
}

/// What a number's cell holds, for its problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Number {
    Change,
    Copies,
    Pressure,
}

/// What is wrong with one pasted cell; `words::paste::cell_fault` says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CellFault {
    /// The id of another card of the catalog or of the paste.
    IdUsed {
        id: String,
    },
    /// More cells than a card of `deck` has columns.
    ExtraColumns {
        deck: Deck,
    },
    NoTitle,
    NoTag,
    /// A tag the catalog spells otherwise (capital letters only).
    TagSpelt {
        text: String,
        declared: Tag,
    },
    UndeclaredTag {
        text: String,
        declared: Vec<Tag>,
    },
    OutOfRange {
        what: Number,
        n: i64,
        min: i64,
        max: i64,
    },
    NotWhole {
        text: String,
    },
    /// A scope the app does not know (`text` empty: none written).
    Scope {
        text: String,
    },
    NoPressure,
}

/// Reads pasted rows as cards of `deck` for `catalog` (its tags, and its ids, which new cards
/// must not reuse). Blank rows are skipped, and so is a first row whose first cell is "Title"
/// (a header copied with the cards, in `words`).
pub fn paste_rows(
    deck: Deck,
    text: &str,
    catalog: &Catalog,
    words: &dyn Vocabulary,
) -> PastedCards {
    let mut problems = Vec::new();
    let delimiter = if text.contains('\t') { b'\t' } else { b',' };
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(delimiter)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut used: HashSet<String> = catalog.cards().iter().map(|c| c.id().0.clone()).collect();
    let mut cards = Vec::new();
    let mut next_number = deck_len(catalog, deck) + 1;
    for (i, record) in reader.records().enumerate() {
        let row = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let fault = RowFault::Unreadable {
                    not_text: matches!(e.kind(), csv::ErrorKind::Utf8 { .. }),
                    why: e.to_string(),
                };
                problems.push(row_problem(row, fault));
                continue;
            }
        };
        let cells: Vec<&str> = record.iter().map(str::trim).collect();
        if cells.iter().all(|c| c.is_empty()) {
            continue;
        }
        if i == 0 && words.is_title_header(cells[0]) {
            continue;
        }
        if cards.len() + problems.len() >= MAX_ROWS {
            problems.push(row_problem(row, RowFault::TooMany));
            break;
        }
        let mut row_reader = Row {
            deck,
            row,
            cells: &cells,
            problems: Vec::new(),
            catalog,
            words,
        };
        let id = match row_reader.id() {
            Some(id) if used.contains(&id) => {
                let fault = CellFault::IdUsed { id: id.clone() };
                row_reader.problem(columns(deck).len() - 1, fault);
                id
            }
            Some(id) => id,
            None => loop {
                let id = suggested_id(deck, next_number);
                next_number += 1;
                if !used.contains(&id) {
                    break id;
                }
            },
        };
        used.insert(id.clone());
        let card = row_reader.card(CardId(id));
        let mut found = row_reader.problems;
        if found.is_empty() {
            // What the cells can't say wrong on their own (two equal approaches, a long title):
            // the catalog's own checks, named by row.
            let tags = (!catalog.tags.is_empty()).then_some(catalog.tags.as_slice());
            found.extend(
                validate_card(&card, tags)
                    .into_iter()
                    .map(|problem| row_problem(row, RowFault::Card { problem })),
            );
        }
        if found.is_empty() {
            cards.push(card);
        }
        problems.extend(found);
    }
    if cards.is_empty() && problems.is_empty() {
        problems.push(row_problem(1, RowFault::NoRows { deck }));
    }
    if !problems.is_empty() {
        cards.clear();
    }
    PastedCards { cards, problems }
}

/// A column's letter as spreadsheets show it: A..Z, then AA.
fn letter(index: usize) -> String {
    let mut n = index + 1;
    let mut s = Vec::new();
    while n > 0 {
        let d = (n - 1) % 26;
        s.push(b'A' + d as u8);
        n = (n - 1) / 26;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

fn deck_len(catalog: &Catalog, deck: Deck) -> usize {
    catalog.cards().iter().filter(|c| c.deck() == deck).count()
}

fn row_problem(row: u32, fault: RowFault) -> RowProblem {
    RowProblem {
        row,
        column: None,
        fault: RowProblemFault::Row(fault),
    }
}

/// One pasted row being read; each cell's problem is kept with its row and column.
struct Row<'a> {
    deck: Deck,
    row: u32,
    cells: &'a [&'a str],
    problems: Vec<RowProblem>,
    catalog: &'a Catalog,
    words: &'a dyn Vocabulary,
}

impl Row<'_> {
    fn cell(&self, column: usize) -> &str {
        self.cells.get(column).copied().unwrap_or("")
    }

    fn problem(&mut self, column: usize, fault: CellFault) {
        self.problems.push(RowProblem {
            row: self.row,
            column: Some(letter(column)),
            fault: RowProblemFault::Cell {
                deck: self.deck,
                column,
                fault,
            },
        });
    }

    fn id(&mut self) -> Option<String> {
        let wanted = columns(self.deck).len();
        if self.cells.len() > wanted {
            let extra: Vec<&str> = self.cells[wanted..]
                .iter()
                .copied()
                .filter(|c| !c.is_empty())
                .collect();
            if !extra.is_empty() {
                let fault = CellFault::ExtraColumns { deck: self.deck };
                self.problem(wanted, fault);
            }
        }
        let id = self.cell(wanted - 1);
        (!id.is_empty()).then(|| id.to_owned())
    }

    fn title(&mut self) -> String {
        let title = self.cell(0).to_owned();
        if title.is_empty() {
            self.problem(0, CellFault::NoTitle);
        }
        title
    }

    fn tag(&mut self, column: usize) -> Tag {
        let text = self.cell(column).to_owned();
        let declared = &self.catalog.tags;
        if text.is_empty() {
            self.problem(column, CellFault::NoTag);
        } else if !declared.is_empty() && !declared.iter().any(|t| t.0 == text) {
            let close = declared.iter().find(|t| t.0.eq_ignore_ascii_case(&text));
            let fault = match close {
                Some(t) => CellFault::TagSpelt {
                    text: text.clone(),
                    declared: t.clone(),
                },
                None => CellFault::UndeclaredTag {
                    text: text.clone(),
                    declared: declared.clone(),
                },
            };
            self.problem(column, fault);
        }
        Tag(text)
    }

    fn pair(&mut self, first: usize) -> [Tag; 2] {
        [self.tag(first), self.tag(first + 1)]
    }

    /// A whole number in a cell: empty is `empty`; "+1" and "−1" (a real minus) read as printed.
    fn number(&mut self, column: usize, empty: i64, range: (i64, i64), what: Number) -> i64 {
        let text = self.cell(column).replace('−', "-");
        if text.is_empty() {
            return empty;
        }
        let digits = text.strip_prefix('+').unwrap_or(&text);
        match digits.parse::<i64>() {
            Ok(n) if (range.0..=range.1).contains(&n) => n,
            Ok(n) => {
                let (min, max) = range;
                self.problem(column, CellFault::OutOfRange { what, n, min, max });
                empty
            }
            Err(_) => {
                self.problem(column, CellFault::NotWhole { text });
                empty
            }
        }
    }

    fn change(&mut self, column: usize) -> i8 {
        let limit = i64::from(EFFECT_LIMIT);
        let n = self.number(column, 0, (-limit, limit), Number::Change);
        i8::try_from(n).unwrap_or(0)
    }

    fn effect(&mut self, first: usize) -> Effect {
        let mut e = Effect::default();
        for (i, stat) in [Stat::Load, Stat::Connection, Stat::Momentum, Stat::Shield]
            .into_iter()
            .enumerate()
        {
            let n = self.change(first + i);
            match stat {
                Stat::Load => e.load = n,
                Stat::Connection => e.connection = n,
                Stat::Momentum => e.momentum = n,
                Stat::Shield => e.shield = n,
            }
        }
        e
    }

    fn copies(&mut self) -> u8 {
        let column = columns(self.deck).len() - 2;
        let n = self.number(column, 1, (1, 255), Number::Copies);
        u8::try_from(n).unwrap_or(1)
    }

    fn scope(&mut self, column: usize) -> Scope {
        let text = self.cell(column).to_owned();
        if let Some(scope) = self.words.scope(&text) {
            return scope;
        }
        self.problem(column, CellFault::Scope { text });
        Scope::Everyone
    }

    fn card(&mut self, id: CardId) -> AnyCard {
        let title = self.title();
        match self.deck {
            Deck::Load => AnyCard::Load(LoadCard {
                id,
                title,
                relief: self.pair(1),
                copies: self.copies(),
                adhoc: false,
            }),
            Deck::LifeHappens => {
                let range = (i64::from(PRESSURE_MIN), i64::from(PRESSURE_MAX));
                let pressure = self.number(1, i64::from(PRESSURE_MIN), range, Number::Pressure);
                if self.cell(1).is_empty() {
                    self.problem(1, CellFault::NoPressure);
                }
                AnyCard::LifeHappens(LifeHappensCard {
                    id,
                    title,
                    pressure: u8::try_from(pressure).unwrap_or(PRESSURE_MIN),
                    helpful: self.pair(2),
                    copies: self.copies(),
                    adhoc: false,
                })
            }
            Deck::Action => AnyCard::Action(ActionCard {
                id,
                title,
                tag: self.tag(1),
                effect: self.effect(2),
                copies: self.copies(),
                adhoc: false,
            }),
            Deck::Brotherhood => AnyCard::Brotherhood(BrotherhoodCard {
                id,
                title,
                receiver: self.effect(1),
                giver: self.effect(5),
                copies: self.copies(),
                adhoc: false,
            }),
            Deck::TurningPoint => AnyCard::TurningPoint(TurningPointCard {
                id,
                title,
                scope: self.scope(1),
                effect: self.effect(2),
                copies: self.copies(),
                adhoc: false,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn column_letters_go_on_past_z() {
        assert_eq!(letter(0), "A");
        assert_eq!(letter(25), "Z");
        assert_eq!(letter(26), "AA");
    }
}
