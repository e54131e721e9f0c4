//! `loadout ledger`: every turn with each change and its cause, as text or as JSON.

use loadout_tracker::session::{LedgerEntry, Session};
use loadout_tracker::Stat;
use loadout_words as words;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use serde::Serialize;

/// The ledger of `session` as text (or JSON for scripts).
pub fn render(sp: &Speaker, session: &Session, json: bool) -> String {
    if json {
        let entries: Vec<Entry> = session
            .ledger()
            .iter()
            .map(|e| Entry::of(sp, session, e))
            .collect();
        let mut text = serde_json::to_string_pretty(&entries).expect("the ledger serializes");
        text.push('\n');
        text
    } else {
        text(sp, session)
    }
}

fn text(sp: &Speaker, session: &Session) -> String {
    let mut out = String::new();
    let mut current = String::new();
    for entry in session.ledger() {
        let heading = words::part(sp, session.state(), entry.part);
        if heading != current {
            if !current.is_empty() {
                out.push('\n');
            }
            out.push_str(&heading);
            out.push('\n');
            current = heading;
        }
        out.push_str(&format!(
            "  step {:>3}  {}\n",
            entry.index,
            session.label(sp, entry)
        ));
        for line in session.explain(sp, entry) {
            out.push_str(&format!("             {line}\n"));
        }
    }
    out
}

/// One entry of `--json`.
#[derive(Serialize)]
struct Entry {
    /// Position in the log; the setup is step 0.
    step: usize,
    round: u8,
    /// Whose turn it was, if anyone's.
    turn_of: Option<String>,
    label: String,
    changes: Vec<ChangeOut>,
    notes: Vec<String>,
}

#[derive(Serialize)]
struct ChangeOut {
    player: String,
    stat: Stat,
    before: u16,
    after: u16,
    requested: i16,
    /// The cause in words, e.g. "match bonus".
    cause: String,
    /// 0 or 10 when the track stopped at its end before the full change.
    stopped_at: Option<u16>,
    /// The whole change in words, as the text ledger prints it.
    text: String,
}

impl Entry {
    fn of(sp: &Speaker, session: &Session, entry: &LedgerEntry) -> Entry {
        let state = session.state();
        Entry {
            step: entry.index,
            round: entry.round,
            turn_of: entry.turn_of.map(|s| state.name(s)),
            label: session.label(sp, entry),
            changes: entry
                .changes
                .iter()
                .map(|c| ChangeOut {
                    player: state.name(c.seat),
                    stat: c.stat,
                    before: c.before,
                    after: c.after,
                    requested: c.requested,
                    cause: words::cause(sp, c.cause),
                    stopped_at: words::stopped_at(c),
                    text: words::change_of(sp, state, c),
                })
                .collect(),
            notes: entry
                .notes
                .iter()
                .map(|n| words::note(sp, state, n))
                .collect(),
        }
    }
}
