//! What leaves the table, in words (the `loadout-results` crate decides, these functions speak):
//! the summary a results code holds, which the results crate also reads back (so the words that
//! mark its lines are read here too, in any language the app speaks), what a code leaves out to
//! fit, names as the names option shows them, and what went wrong making an export.

use crate::messages::Speaker;
use std::fmt::Display;

use super::messages::TRACKER;
use loadout_tracker::lang::Lang;

/// "Seat 1" for seat index 0: a player's name when names are replaced by seat numbers.
pub fn seat_name(sp: &Speaker, index: usize) -> String {
    say!(sp, "export-seat", n = index + 1)
}

/// "A (seat 1)": initials that another player shares, told apart by the seat.
pub fn initials_at_seat(sp: &Speaker, initials: &str, index: usize) -> String {
    say!(
        sp,
        "export-initials-at-seat",
        initials = initials,
        n = index + 1
    )
}

/// Stands for a name that is empty once cleaned for one line.
pub fn no_name(sp: &Speaker) -> String {
    say!(sp, "export-no-name")
}

/// The session could not be replayed with the names an export shows.
pub fn names_not_replaced(sp: &Speaker, why: &str) -> String {
    say!(
        sp,
        "export-names-not-replaced",
        why = why.trim_end_matches('.')
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
pub fn code_leaves_out(sp: &Speaker, left: LeftOut) -> String {
    let what = match (left.tracks, left.date) {
        (false, false) => return say!(sp, "code-full"),
        (true, false) => "tracks",
        (false, true) => "date",
        (true, true) => "both",
    };
    say!(
        sp,
        "code-leaves-out",
        what = what,
        cut = if left.names_cut_to.is_some() {
            "yes"
        } else {
            "no"
        },
        n = left.names_cut_to.unwrap_or(0),
        winner = if left.winner_place_only { "yes" } else { "no" }
    )
}

/// No results code fits, however short.
pub fn too_long_for_code(sp: &Speaker, players: usize, names_cut_to: usize) -> String {
    say!(sp, "code-too-long", players = players, n = names_cut_to)
}

/// The QR image could not be encoded.
pub fn qr_image_failed(sp: &Speaker, why: impl Display) -> String {
    say!(sp, "qr-image-failed", why = why.to_string())
}

/// A CSV file could not be written out.
pub fn csv_failed(sp: &Speaker, why: impl Display) -> String {
    say!(sp, "csv-failed", why = why.to_string())
}

/// Stands for an argument while a line's message is laid out to be read back.
const SLOT: &str = "\u{1}";

/// The pieces of text around the arguments of message `id` in `lang` (each argument in `args`
/// stands in its place), to read a line of that message back.
fn pieces(lang: Lang, id: &str, args: &[&str]) -> Vec<String> {
    let args: Vec<_> = args
        .iter()
        .map(|name| (*name, fluent_bundle::FluentValue::from(SLOT)))
        .collect();
    TRACKER
        .say_in(lang, id, &args)
        .split(SLOT)
        .map(str::to_owned)
        .collect()
}

/// The languages a results code is read back in: the one spoken first, then the others.
fn reading_langs(sp: &Speaker) -> impl Iterator<Item = Lang> {
    let now = sp.lang();
    std::iter::once(now).chain(Lang::ALL.into_iter().filter(move |&l| l != now))
}

/// The one argument of a line of message `id` (of one argument, `arg`), in any language.
fn read_one<'a>(sp: &Speaker, line: &'a str, id: &str, arg: &str) -> Option<&'a str> {
    reading_langs(sp).find_map(|lang| match pieces(lang, id, &[arg]).as_slice() {
        [before, after] => line
            .strip_prefix(before.as_str())?
            .strip_suffix(after.as_str()),
        _ => None,
    })
}

/// The code's game line: "The Loadout v1.1".
pub fn qr_game(sp: &Speaker, edition: &str) -> String {
    say!(sp, "qr-game", edition = edition)
}

/// The edition of a game line, if `line` is one.
pub fn qr_game_of<'a>(sp: &Speaker, line: &'a str) -> Option<&'a str> {
    read_one(sp, line, "qr-game", "edition")
}

/// The code's date line: "Date: 2025-05-04".
pub fn qr_date(sp: &Speaker, date: &str) -> String {
    say!(sp, "qr-date", date = date)
}

/// The date of a date line, if `line` is one.
pub fn qr_date_of<'a>(sp: &Speaker, line: &'a str) -> Option<&'a str> {
    read_one(sp, line, "qr-date", "date")
}

/// The line that says the session was played with the project's sample deck.
pub fn qr_sample(sp: &Speaker) -> String {
    say!(sp, "qr-sample")
}

/// Whether `line` is the sample deck's line, in any language.
pub fn is_qr_sample(sp: &Speaker, line: &str) -> bool {
    reading_langs(sp).any(|lang| TRACKER.say_in(lang, "qr-sample", &[]) == line)
}

/// Who the last line names when it names the place only.
pub fn qr_place_one(sp: &Speaker) -> String {
    say!(sp, "qr-place-one")
}

/// The code's last line: "Winner: Ana", "Shared win: Ana, Cal", or during play "Round 3 of 6,
/// not finished. Leading: Ana" (`progress`: the round and the rounds of a game).
pub fn qr_status(sp: &Speaker, progress: Option<(u8, u8)>, shared: bool, who: &str) -> String {
    match progress {
        None if shared => say!(sp, "qr-shared-win", who = who),
        None => say!(sp, "qr-winner", who = who),
        Some((round, rounds)) => {
            let lead = if shared {
                say!(sp, "qr-shared-lead")
            } else {
                say!(sp, "qr-leading")
            };
            say!(
                sp,
                "qr-progress",
                round = round,
                rounds = rounds,
                lead = lead,
                who = who
            )
        }
    }
}

/// What a last line says the game is (`None`: over; `Some`: the round and the rounds), if it is
/// a last line at all. Who it names is for the caller to check.
pub fn qr_status_of(sp: &Speaker, line: &str) -> Option<Option<(u8, u8)>> {
    reading_langs(sp).find_map(|lang| {
        for id in ["qr-winner", "qr-shared-win"] {
            if let [before, _] = pieces(lang, id, &["who"]).as_slice() {
                if line.starts_with(before.as_str()) {
                    return Some(None);
                }
            }
        }
        let pieces = pieces(lang, "qr-progress", &["round", "rounds", "lead", "who"]);
        let [before, between, after, ..] = pieces.as_slice() else {
            return None;
        };
        let rest = line.strip_prefix(before.as_str())?;
        let (round, rest) = rest.split_once(between.as_str())?;
        let (rounds, _) = rest.split_once(after.as_str())?;
        Some(Some((round.parse().ok()?, rounds.parse().ok()?)))
    })
}

/// A text that does not start with the results code's first line.
pub fn not_a_results_code(sp: &Speaker, magic: &str) -> String {
    say!(sp, "code-not-results", magic = magic)
}

/// A results code that ends after its first line.
pub fn code_cut_short(sp: &Speaker) -> String {
    say!(sp, "code-cut-short")
}

/// A results code whose second line is not the game line.
pub fn code_names_no_game(sp: &Speaker) -> String {
    say!(sp, "code-no-game")
}

/// A player's line of a results code that does not read.
pub fn code_damaged_line(sp: &Speaker, line: &str) -> String {
    say!(sp, "code-damaged-line", line = line)
}

/// A results code's last line that is not a last line.
pub fn code_damaged_last_line(sp: &Speaker, line: &str) -> String {
    say!(sp, "code-damaged-last-line", line = line)
}

/// A results code whose last line names others than its place 1.
pub fn code_inconsistent(sp: &Speaker, line: &str) -> String {
    say!(sp, "code-inconsistent", line = line)
}
