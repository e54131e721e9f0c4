//! `loadout score`: the standings, or the final results, as a table or as JSON.

use loadout_tracker::score::{standings, DecidedBy, Standings};
use loadout_tracker::session::Session;
use loadout_words as words;
use loadout_words::Speaker;
use serde::Serialize;

/// The standings of `session` as text (or JSON for scripts).
pub fn render(sp: &Speaker, session: &Session, json: bool) -> String {
    let report = Report::of(sp, session);
    if json {
        let mut text = serde_json::to_string_pretty(&report).expect("the report serializes");
        text.push('\n');
        text
    } else {
        report.text(sp)
    }
}

/// What `--json` prints.
#[derive(Serialize)]
struct Report {
    rules: String,
    catalog: Catalog,
    /// The game is over: these are the final results.
    #[serde(rename = "final")]
    is_final: bool,
    /// The round being played (the last round once the game is over).
    round: u8,
    rounds: u8,
    standings: Vec<Row>,
    /// Names of the winners of a finished game, or of the leaders during play.
    winners: Vec<String>,
}

#[derive(Serialize)]
struct Catalog {
    name: String,
    version: String,
    sample: bool,
}

#[derive(Serialize)]
struct Row {
    place: u8,
    /// Seat number from 0, as in session files.
    seat: u8,
    name: String,
    load: u8,
    connection: u8,
    momentum: u8,
    score: i16,
    decided_by: DecidedBy,
    /// `decided_by` in words.
    decided_by_text: String,
    shared: bool,
}

impl Report {
    fn of(sp: &Speaker, session: &Session) -> Report {
        let state = session.state();
        let catalog = &session.setup().catalog;
        let Standings {
            rows,
            winners,
            is_final,
        } = standings(state);
        Report {
            rules: state.rules.edition.clone(),
            catalog: Catalog {
                name: catalog.name.clone(),
                version: catalog.version.clone(),
                sample: catalog.sample,
            },
            is_final,
            round: state.round,
            rounds: state.rules.rounds,
            winners: winners.iter().map(|&s| state.name(s)).collect(),
            standings: rows
                .into_iter()
                .map(|s| Row {
                    place: s.place,
                    seat: s.seat.0,
                    name: s.name,
                    load: s.load,
                    connection: s.connection,
                    momentum: s.momentum,
                    score: s.score,
                    decided_by: s.decided_by,
                    decided_by_text: words::decided_by(sp, s.decided_by),
                    shared: s.shared,
                })
                .collect(),
        }
    }

    fn text(&self, sp: &Speaker) -> String {
        let mut out = format!(
            "The Loadout {} · cards: {} (version {})\n",
            self.rules, self.catalog.name, self.catalog.version
        );
        if self.catalog.sample {
            out.push_str(
                "Sample deck: played with the project's sample cards, not the printed game.\n",
            );
        }
        if self.is_final {
            out.push_str("Final results\n\n");
        } else {
            out.push_str(&format!(
                "Standings in round {} of {} (the game is not finished)\n\n",
                self.round, self.rounds
            ));
        }
        let header = [
            "Place",
            "Name",
            "Load",
            "Connection",
            "Momentum",
            "Score",
            "Decided by",
        ];
        let rows: Vec<[String; 7]> = self
            .standings
            .iter()
            .map(|r| {
                [
                    r.place.to_string(),
                    r.name.clone(),
                    r.load.to_string(),
                    r.connection.to_string(),
                    r.momentum.to_string(),
                    r.score.to_string(),
                    r.decided_by_text.to_owned(),
                ]
            })
            .collect();
        out.push_str(&table(header, &rows));
        out.push('\n');
        // The same words as the app's ranking: one wording for who is in first place.
        let label = words::winner_label(sp, self.is_final, self.winners.len() > 1);
        let names = words::names(sp, self.winners.iter().map(String::as_str));
        let last = format!("{label}: {names}");
        out.push_str(&last);
        out.push('\n');
        out
    }
}

/// Columns padded to their widest cell; numbers right-aligned, the name and the last column left.
fn table<const N: usize>(header: [&str; N], rows: &[[String; N]]) -> String {
    let width = |i: usize| {
        rows.iter()
            .map(|r| r[i].chars().count())
            .chain([header[i].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..N).map(width).collect();
    let line = |cells: [&str; N], is_header: bool| {
        let mut text = String::new();
        for (i, cell) in cells.iter().enumerate() {
            let pad = widths[i] - cell.chars().count();
            let left = is_header || i == 1 || i == N - 1;
            if i > 0 {
                text.push_str("  ");
            }
            if i == N - 1 {
                text.push_str(cell);
            } else if left {
                text.push_str(cell);
                text.push_str(&" ".repeat(pad));
            } else {
                text.push_str(&" ".repeat(pad));
                text.push_str(cell);
            }
        }
        text.push('\n');
        text
    };
    let mut out = line(header, true);
    for row in rows {
        out.push_str(&line(std::array::from_fn(|i| row[i].as_str()), false));
    }
    out
}
