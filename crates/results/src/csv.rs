//! CSV files for spreadsheets: the results (a row per player) and the ledger (a row per change).
//!
//! UTF-8 with a byte order mark, so that spreadsheet programs show accented and emoji names
//! right; CSV readers (the `csv` crate, Python's `utf-8-sig`) skip the mark. Text cells that a
//! spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`) get a leading `'`.

use crate::error::{Error, ErrorKind, Result};
use crate::sheet::Names;
use crate::source::{renamed, shown_names};
use loadout_tracker::score::standings;
use loadout_tracker::session::Session;
use loadout_words as words;
use loadout_words::SessionWords;
use loadout_words::Speaker;

/// The byte order mark at the start of every CSV file.
pub const BOM: &str = "\u{feff}";

/// Columns of the results CSV.
pub const RESULTS_HEADER: [&str; 9] = [
    "place",
    "name",
    "score",
    "load",
    "connection",
    "momentum",
    "shield",
    "decided_by",
    "winner",
];

/// Columns of the ledger CSV.
pub const LEDGER_HEADER: [&str; 11] = [
    "step",
    "round",
    "turn_of",
    "event",
    "player",
    "stat",
    "before",
    "after",
    "requested",
    "cause",
    "stopped_at_end",
];

/// A row per player, best place first. `winner` is "yes" for the winner(s) of a finished game,
/// "leading" for place 1 of a game still being played, otherwise "no".
pub fn results_csv(sp: &Speaker, session: &Session, names: Names) -> Result<String> {
    // Tie-breaks name the tracks as the session's cards print them, as the screens do.
    let sp = &session.speaker(sp);
    let state = session.state();
    let shown = shown_names(sp, session, names);
    let standings = standings(state);
    let over = standings.is_final;
    let mut out = writer();
    out.write_record(RESULTS_HEADER)
        .map_err(|a| write_error(sp, a))?;
    for row in &standings.rows {
        let winner = match (row.place, over) {
            (1, true) => "yes",
            (1, false) => "leading",
            _ => "no",
        };
        out.write_record([
            row.place.to_string(),
            text(&shown[row.seat.index()]),
            row.score.to_string(),
            row.load.to_string(),
            row.connection.to_string(),
            row.momentum.to_string(),
            state.players[row.seat.index()].shield.to_string(),
            words::decided_by(sp, row.decided_by).to_owned(),
            winner.to_owned(),
        ])
        .map_err(|a| write_error(sp, a))?;
    }
    finish(sp, out)
}

/// A row per change the fold made, in log order. `step` is the event's place in the log (the
/// setup is step 0), `event` its ledger label; `stopped_at_end` says "stopped at 10" (or 0)
/// when the track reached its end before the full change. Events that change no number (end
/// of turn, reshuffle) have no row.
pub fn ledger_csv(sp: &Speaker, session: &Session, names: Names) -> Result<String> {
    let session = renamed(sp, session, names)?;
    // Tracks and causes named as the session's cards print them, as its ledger labels are.
    let sp = &session.speaker(sp);
    let state = session.state();
    let mut out = writer();
    out.write_record(LEDGER_HEADER)
        .map_err(|a| write_error(sp, a))?;
    for entry in session.ledger() {
        let turn_of = entry.turn_of.map(|s| state.name(s)).unwrap_or_default();
        for change in &entry.changes {
            let stopped = words::stopped_at(change)
                .map(|a| words::stopped_at_end(sp, a))
                .unwrap_or_default();
            out.write_record([
                entry.index.to_string(),
                entry.round.to_string(),
                text(&turn_of),
                text(&session.label(sp, entry)),
                text(&state.name(change.seat)),
                words::stat(sp, change.stat),
                change.before.to_string(),
                change.after.to_string(),
                change.requested.to_string(),
                words::cause(sp, change.cause).to_owned(),
                stopped,
            ])
            .map_err(|a| write_error(sp, a))?;
        }
    }
    finish(sp, out)
}

fn writer() -> ::csv::Writer<Vec<u8>> {
    ::csv::Writer::from_writer(BOM.as_bytes().to_vec())
}

fn finish(sp: &Speaker, out: ::csv::Writer<Vec<u8>>) -> Result<String> {
    let bytes = out
        .into_inner()
        .map_err(|e| Error::new(ErrorKind::Write, words::exports::csv_failed(sp, e)))?;
    String::from_utf8(bytes)
        .map_err(|e| Error::new(ErrorKind::Write, words::exports::csv_failed(sp, e)))
}

fn write_error(sp: &Speaker, e: ::csv::Error) -> Error {
    Error::new(ErrorKind::Write, words::exports::csv_failed(sp, e))
}

/// A text cell that no spreadsheet runs as a formula.
fn text(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}
