//! What leaves the table, in words (the `loadout-results` crate decides, these functions speak):
//! the summary a results code holds, which the results crate also reads back (so the words that
//! mark its lines are read here too), what a code leaves out to fit, names as the names option
//! shows them, and what went wrong making an export.

use std::fmt::Display;

/// "Seat 1" for seat index 0: a player's name when names are replaced by seat numbers.
pub fn seat_name(index: usize) -> String {
    format!("Seat {}", index + 1)
}

/// "A (seat 1)": initials that another player shares, told apart by the seat.
pub fn initials_at_seat(initials: &str, index: usize) -> String {
    format!("{initials} (seat {})", index + 1)
}

/// Stands for a name that is empty once cleaned for one line.
pub fn no_name() -> &'static str {
    "(no name)"
}

/// The session could not be replayed with the names an export shows.
pub fn names_not_replaced(why: &str) -> String {
    format!(
        "The names could not be replaced for this export ({}). Choose names as entered or seat numbers.",
        why.trim_end_matches('.')
    )
}

/// What a results code leaves out to fit one code that a phone reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeftOut {
    pub tracks: bool,
    pub date: bool,
    /// Names are cut to this many characters.
    pub names_cut_to: Option<usize>,
    /// The winner line names the place, not the players.
    pub winner_place_only: bool,
}

/// A sentence for the facilitator saying what the code leaves out.
pub fn code_leaves_out(left: LeftOut) -> String {
    let what = match (left.tracks, left.date) {
        (false, false) => return "The code holds the full results.".to_owned(),
        (true, false) => "the tracks are",
        (false, true) => "the date is",
        (true, true) => "the tracks and the date are",
    };
    match (left.names_cut_to, left.winner_place_only) {
        (None, false) => format!("To fit one readable code, {what} left out."),
        (Some(n), false) => format!(
            "To fit one readable code, {what} left out and names are cut to {n} characters."
        ),
        (None, true) => format!(
            "To fit one readable code, {what} left out and the winner line gives the place only."
        ),
        (Some(n), true) => format!(
            "To fit one readable code, {what} left out, names are cut to {n} characters and the winner line gives the place only."
        ),
    }
}

/// No results code fits, however short.
pub fn too_long_for_code(players: usize, names_cut_to: usize) -> String {
    format!(
        "These results do not fit one QR code that a phone can read, even with names cut to {names_cut_to} characters ({players} players). Share the CSV file instead."
    )
}

/// The QR image could not be encoded.
pub fn qr_image_failed(why: impl Display) -> String {
    format!("The QR image could not be made: {why}")
}

/// A CSV file could not be written out.
pub fn csv_failed(why: impl Display) -> String {
    format!("The CSV file could not be made: {why}")
}

const GAME: &str = "The Loadout ";
const DATE: &str = "Date: ";
const SAMPLE: &str = "Sample deck";
const WINNER: &str = "Winner: ";
const SHARED_WIN: &str = "Shared win: ";

/// The code's game line: "The Loadout v1.1".
pub fn qr_game(edition: &str) -> String {
    format!("{GAME}{edition}")
}

/// The edition of a game line, if `line` is one.
pub fn qr_game_of(line: &str) -> Option<&str> {
    line.strip_prefix(GAME)
}

/// The code's date line: "Date: 2025-05-04".
pub fn qr_date(date: &str) -> String {
    format!("{DATE}{date}")
}

/// The date of a date line, if `line` is one.
pub fn qr_date_of(line: &str) -> Option<&str> {
    line.strip_prefix(DATE)
}

/// The line that says the session was played with the project's sample deck.
pub fn qr_sample() -> &'static str {
    SAMPLE
}

/// Who the last line names when it names the place only.
pub fn qr_place_one() -> &'static str {
    "place 1"
}

/// The code's last line: "Winner: Ana", "Shared win: Ana, Cal", or during play "Round 3 of 6,
/// not finished. Leading: Ana" (`progress`: the round and the rounds of a game).
pub fn qr_status(progress: Option<(u8, u8)>, shared: bool, who: &str) -> String {
    match progress {
        None if shared => format!("{SHARED_WIN}{who}"),
        None => format!("{WINNER}{who}"),
        Some((round, rounds)) => {
            let lead = if shared { "Shared lead" } else { "Leading" };
            format!("Round {round} of {rounds}, not finished. {lead}: {who}")
        }
    }
}

/// What a last line says the game is (`None`: over; `Some`: the round and the rounds), if it is
/// a last line at all. Who it names is for the caller to check.
pub fn qr_status_of(line: &str) -> Option<Option<(u8, u8)>> {
    if line.starts_with(WINNER) || line.starts_with(SHARED_WIN) {
        return Some(None);
    }
    let rest = line.strip_prefix("Round ")?;
    let (round, rest) = rest.split_once(" of ")?;
    let (rounds, _) = rest.split_once(", not finished. ")?;
    Some(Some((round.parse().ok()?, rounds.parse().ok()?)))
}

/// A text that does not start with the results code's first line.
pub fn not_a_results_code(magic: &str) -> String {
    format!("This is not a Loadout results code: its first line is not “{magic}”.")
}

/// A results code that ends after its first line.
pub fn code_cut_short() -> String {
    "This results code is cut short: it ends after its first line.".to_owned()
}

/// A results code whose second line is not the game line.
pub fn code_names_no_game() -> String {
    "This results code does not name the game on its second line.".to_owned()
}

/// A player's line of a results code that does not read.
pub fn code_damaged_line(line: &str) -> String {
    format!("This results code has a damaged line: “{line}” is not a place, a name and a score.")
}

/// A results code's last line that is not a last line.
pub fn code_damaged_last_line(line: &str) -> String {
    format!("This results code has a damaged last line: “{line}” names no winner or round.")
}

/// A results code whose last line names others than its place 1.
pub fn code_inconsistent(line: &str) -> String {
    format!(
        "This results code is inconsistent: its last line “{line}” does not match the players in place 1."
    )
}
