//! The results as they leave the table: places, names (after the names option), scores, tracks.

use loadout_words as words;
use loadout_words::Speaker;
use serde::{Deserialize, Serialize};

/// How player names appear in everything that leaves the table (QR code, CSV).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Names {
    /// The nicknames as the facilitator entered them.
    #[default]
    AsEntered,
    /// Initials, e.g. "Big Ana" → "BA"; players with the same initials get their seat added.
    Initials,
    /// "Seat 1", "Seat 2"… and no name at all.
    SeatNumbers,
}

/// What the caller chooses for an export.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// How names appear.
    pub names: Names,
    /// The date to print, as the caller formats it (this crate has no clock). `None`: no date.
    pub date: Option<String>,
}

/// Whether the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// The game is over: these are the final results and place 1 won.
    Final,
    /// Standings during play: place 1 is leading.
    InProgress {
        /// The round being played, from 1.
        round: u8,
        /// Rounds in a game.
        rounds: u8,
    },
}

/// A player's three scored tracks at the end (or at this point) of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tracks {
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
}

/// One player's line of the results.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// 1-based; tied players share a place (1, 1, 3).
    pub place: u8,
    /// The name after the names option.
    pub name: String,
    pub score: i16,
    /// `None` when the tracks were left out to fit a QR code.
    pub tracks: Option<Tracks>,
}

/// The results of one session, ready to print, encode or parse back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    /// Rules edition, e.g. "v1.1".
    pub edition: String,
    /// A one-line date given by the caller, e.g. "2025-05-04".
    pub date: Option<String>,
    /// Played with the project's sample deck, not the printed cards.
    pub sample: bool,
    pub status: Status,
    /// Best place first.
    pub rows: Vec<Row>,
}

impl Sheet {
    /// The players in place 1: the winner(s) of a finished game, the leader(s) during play.
    pub fn leaders(&self) -> impl Iterator<Item = &Row> {
        self.rows.iter().filter(|row| row.place == 1)
    }

    /// The same sheet with every name and the date made safe for one-line text: control
    /// characters become spaces, ends are trimmed, a name left empty becomes "(no name)".
    pub fn cleaned(&self, sp: &Speaker) -> Sheet {
        let mut sheet = self.clone();
        sheet.edition = one_line(&sheet.edition);
        sheet.date = sheet
            .date
            .as_deref()
            .map(one_line)
            .filter(|d| !d.is_empty());
        for row in &mut sheet.rows {
            row.name = one_line(&row.name);
            if row.name.is_empty() {
                row.name = words::exports::no_name(sp);
            }
        }
        sheet
    }
}

/// "Seat 1" for seat index 0.
pub(crate) fn seat_label(sp: &Speaker, index: usize) -> String {
    words::exports::seat_name(sp, index)
}

/// `text` on one line: line breaks and other control characters become spaces; trimmed.
pub(crate) fn one_line(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| {
            if c.is_control() || c == '\u{2028}' || c == '\u{2029}' {
                ' '
            } else {
                c
            }
        })
        .collect();
    spaced.trim().to_owned()
}

/// The first `max` characters of `name`, without a trailing space.
pub(crate) fn cut(name: &str, max: usize) -> String {
    name.chars()
        .take(max)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

/// The names of the players in seat order as the names option shows them. Always unique
/// (ignoring case) when the entered names are.
pub fn display_names(sp: &Speaker, entered: &[String], names: Names) -> Vec<String> {
    match names {
        Names::AsEntered => entered.iter().map(|n| one_line(n)).collect(),
        Names::SeatNumbers => (0..entered.len()).map(|a| seat_label(sp, a)).collect(),
        Names::Initials => {
            let initials: Vec<String> = entered.iter().map(|n| initials_of(n)).collect();
            initials
                .iter()
                .enumerate()
                .map(|(i, mine)| {
                    let shared = initials
                        .iter()
                        .filter(|other| other.to_lowercase() == mine.to_lowercase())
                        .count()
                        > 1;
                    if shared {
                        // Seats are unique and initials hold no spaces, so this can't collide.
                        words::exports::initials_at_seat(sp, mine, i)
                    } else {
                        mine.clone()
                    }
                })
                .collect()
        }
    }
}

/// At most three initials, upper case: the first letter or digit of each word ("Mary-Jane O"
/// → "MJO"). A name with no letter or digit keeps its first character.
fn initials_of(name: &str) -> String {
    let letters: String = name
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | '_' | '.'))
        .filter_map(|word| word.chars().find(|c| c.is_alphanumeric()))
        .take(3)
        .flat_map(char::to_uppercase)
        .collect();
    if letters.is_empty() {
        one_line(name).chars().take(1).collect()
    } else {
        letters
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn initials_take_the_first_letter_of_each_word() {
        let sp = &Speaker::ENGLISH;
        let shown = display_names(
            sp,
            &names(&["Big Ana", "mary-jane o'hara x", "Zoë", "🦊"]),
            Names::Initials,
        );
        assert_eq!(shown, ["BA", "MJO", "Z", "🦊"]);
    }

    #[test]
    fn shared_initials_get_their_seat() {
        let sp = &Speaker::ENGLISH;
        let shown = display_names(sp, &names(&["Ana", "Ben", "alex"]), Names::Initials);
        assert_eq!(shown, ["A (seat 1)", "B", "A (seat 3)"]);
    }

    #[test]
    fn seat_numbers_hide_every_name() {
        let sp = &Speaker::ENGLISH;
        let shown = display_names(sp, &names(&["Ana", "Ben"]), Names::SeatNumbers);
        assert_eq!(shown, ["Seat 1", "Seat 2"]);
    }

    #[test]
    fn cleaning_keeps_each_name_on_one_line() {
        let sp = &Speaker::ENGLISH;
        let sheet = Sheet {
            edition: "v1.1".into(),
            date: Some(" 4 May\n2025 ".into()),
            sample: false,
            status: Status::Final,
            rows: vec![
                Row {
                    place: 1,
                    name: "An\na\t".into(),
                    score: 16,
                    tracks: None,
                },
                Row {
                    place: 2,
                    name: "\r\n".into(),
                    score: 12,
                    tracks: None,
                },
            ],
        }
        .cleaned(sp);
        assert_eq!(sheet.date.as_deref(), Some("4 May 2025"));
        assert_eq!(sheet.rows[0].name, "An a");
        assert_eq!(sheet.rows[1].name, "(no name)");
    }

    #[test]
    fn cut_counts_characters_not_bytes() {
        assert_eq!(cut("Zoë Zoë Zoë Zoë", 6), "Zoë Zo");
        assert_eq!(cut("Ana Ben", 4), "Ana");
    }
}
