//! Places, scores and the ranking in words: the ranking the screens show (`ranking`: places,
//! the tie-break that decided each, the score's formula), ordinals, a player's score in its parts
//! and what the players in first place are called.

use crate::game::names;
use crate::messages::Speaker;
use loadout_tracker::event::Seat;
use loadout_tracker::rules::RuleSet;
use loadout_tracker::score::{DecidedBy, Standing, Standings};
use loadout_tracker::state::State;
use serde::{Deserialize, Serialize};

/// One place of the ranking in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlaceWords {
    pub seat: Seat,
    /// "1st", "2nd (shared)".
    pub place: String,
    /// The score in its parts, e.g. "(10 − 3) + 5 + 4".
    pub parts: String,
    /// The tie-break that placed the player, naming the players it was needed against.
    pub how: String,
}

/// The ranking's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RankingWords {
    /// "Final ranking" or "Standings so far".
    pub title: String,
    /// "Winner", "Shared win", "In first place", "Sharing first place".
    pub winner_label: String,
    /// "Ana", "Ana and Ben".
    pub winners: String,
    /// Said while the game is not over.
    pub note: Option<String>,
    /// "Score = (10 − Load) + Connection + Momentum".
    pub formula: String,
    /// One per row of the standings, in the same order.
    pub places: Vec<PlaceWords>,
}

/// The ranking in words.
pub(crate) fn ranking(sp: &Speaker, state: &State, standings: &Standings) -> RankingWords {
    let winners: Vec<String> = standings.winners.iter().map(|&s| state.name(s)).collect();
    let rows = &standings.rows;
    let places = rows
        .iter()
        .map(|row| PlaceWords {
            seat: row.seat,
            place: place(sp, row.place, row.shared),
            parts: score_parts(sp, row.load, row.connection, row.momentum),
            how: placed_by(sp, rows, row),
        })
        .collect();
    RankingWords {
        title: match standings.is_final {
            true => say!(sp, "ranking-final"),
            false => say!(sp, "ranking-so-far"),
        },
        winner_label: winner_label(sp, standings.is_final, winners.len() > 1),
        winners: names(sp, winners.iter().map(String::as_str)),
        note: (!standings.is_final).then(|| say!(sp, "not-final")),
        formula: say!(sp, "score-formula", max = RuleSet::TRACK_MAX),
        places,
    }
}

/// How `row`'s place was decided, against the others of `rows` it was decided against or
/// shared with: "by score", "by a lower Load than Ben"…
fn placed_by(sp: &Speaker, rows: &[Standing], row: &Standing) -> String {
    match row.decided_by {
        DecidedBy::Score => say!(sp, "place-by-score"),
        DecidedBy::LowerLoad => {
            let others = others(sp, rows, row, |r| r.score == row.score);
            say!(sp, "place-by-load", others = others)
        }
        DecidedBy::HigherConnection => {
            let others = others(sp, rows, row, |r| {
                r.score == row.score && r.load == row.load
            });
            say!(sp, "place-by-connection", others = others)
        }
        DecidedBy::Shared => {
            let others = others(sp, rows, row, |r| r.place == row.place);
            say!(sp, "place-shared-with", others = others)
        }
    }
}

/// The players other than `row` in `rows` for which `same` holds, named.
fn others(
    sp: &Speaker,
    rows: &[Standing],
    row: &Standing,
    same: impl Fn(&Standing) -> bool,
) -> String {
    names(
        sp,
        rows.iter()
            .filter(|r| r.seat != row.seat && same(r))
            .map(|r| r.name.as_str()),
    )
}

/// The tie-break that placed a player, for the results.
pub fn decided_by(sp: &Speaker, decided_by: DecidedBy) -> String {
    match decided_by {
        DecidedBy::Score => say!(sp, "decided-by-score"),
        DecidedBy::LowerLoad => say!(sp, "decided-by-lower-load"),
        DecidedBy::HigherConnection => say!(sp, "decided-by-higher-connection"),
        DecidedBy::Shared => say!(sp, "decided-by-shared"),
    }
}

/// "(10 − 3) + 5 + 4": a player's score in its parts.
pub fn score_parts(sp: &Speaker, load: u8, connection: u8, momentum: u8) -> String {
    say!(
        sp,
        "score-parts",
        max = RuleSet::TRACK_MAX,
        load = load,
        connection = connection,
        momentum = momentum
    )
}

/// "1st", "2nd", "3rd", "4th"…, with "(shared)" for a shared place.
pub fn place(sp: &Speaker, place: u8, shared: bool) -> String {
    let ordinal = say!(sp, "ordinal", place = place);
    if shared {
        say!(sp, "place-shared", place = ordinal)
    } else {
        ordinal
    }
}

/// A player's place in the round's order of turns, e.g. "2nd to play this round, done".
/// `done`: they have played; `now`: they are playing.
pub fn turn_place(sp: &Speaker, n: usize, done: bool, now: bool) -> String {
    let n = u8::try_from(n).unwrap_or(u8::MAX);
    let place = place(sp, n, false);
    match (done, now) {
        (true, _) => say!(sp, "turn-place-done", place = place),
        (false, true) => say!(sp, "turn-place-now", place = place),
        (false, false) => say!(sp, "turn-place", place = place),
    }
}

/// What the players in first place are called: "Winner", "Shared win", "In first place"…
pub fn winner_label(sp: &Speaker, is_final: bool, shared: bool) -> String {
    match (is_final, shared) {
        (true, false) => say!(sp, "winner"),
        (true, true) => say!(sp, "winner-shared"),
        (false, false) => say!(sp, "winner-so-far"),
        (false, true) => say!(sp, "winner-so-far-shared"),
    }
}
