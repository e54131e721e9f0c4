//! `loadout check`: validates a session or a catalog file and lists every problem.

use crate::files::{read_text, Failure};
use loadout_tracker::catalog::{validate_card, Catalog, CATALOG_FORMAT};
use loadout_tracker::document::{self, Kind};
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SESSION_FORMAT};
use loadout_tracker::state::Phase;
use loadout_tracker::text;
use loadout_tracker::{ErrorKind, Event, Note};
use loadout_words as words;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use std::path::Path;

/// The report for a file with no problem (with its warnings, if any); a `Failure` listing every
/// problem otherwise.
pub fn run(sp: &Speaker, path: &Path) -> Result<String, Failure> {
    let text = read_text(sp, path)?;
    let name = path.display();
    let checked = match document::parse(&text) {
        Ok(value) => match document::kind(&value) {
            Kind::Session => check_session(sp, &text),
            Kind::Catalog => check_catalog(sp, &text),
            Kind::Other(format) => {
                return Err(neither(
                    &name.to_string(),
                    &format!("its \"format\" is \"{}\"", text::shown(&format)),
                ))
            }
            Kind::Unknown => return Err(neither(&name.to_string(), "it has no \"format\" field")),
        },
        // A Loadout file with a JSON mistake gets that file's own message, with the line and
        // column; any other text is simply not one of ours.
        Err(_) if text.contains(CATALOG_FORMAT) => check_catalog(sp, &text),
        Err(_) if text.contains(SESSION_FORMAT) => check_session(sp, &text),
        Err(_) => return Err(neither(&name.to_string(), "it is not JSON")),
    };
    checked
        .map(|ok| format!("{name}: {ok}\n"))
        .map_err(|problems| problems.at(&name.to_string()))
}

fn neither(name: &str, why: &str) -> Failure {
    Failure::new(format!(
        "{name} is neither a Loadout session nor a catalog: {why}. A session says \
         \"format\": \"{SESSION_FORMAT}\" and a catalog \"format\": \"{CATALOG_FORMAT}\"."
    ))
}

/// Problems found in a file, listed one per line under a summary.
struct Problems(Vec<String>);

impl Problems {
    fn at(self, name: &str) -> Failure {
        let count = self.0.len();
        let mut message = format!(
            "{name} has {count} {}:",
            if count == 1 { "problem" } else { "problems" }
        );
        for problem in self.0 {
            message.push_str("\n  - ");
            message.push_str(&problem.replace('\n', "\n    "));
        }
        Failure::new(message)
    }
}

fn check_catalog(sp: &Speaker, text: &str) -> Result<String, Problems> {
    let catalog = Catalog::from_json(text).map_err(|e| Problems(vec![e.message(sp).to_owned()]))?;
    let problems = catalog.validate();
    if !problems.is_empty() {
        return Err(Problems(
            problems
                .iter()
                .map(|a| words::catalog::problem(sp, a))
                .collect(),
        ));
    }
    let sizes = catalog.deck_sizes();
    let label = if catalog.sample {
        " (the sample deck)"
    } else {
        ""
    };
    Ok(format!(
        "catalog “{}” {}{label}: {} Load, {} Life Happens, {} Action, {} Brotherhood, {} Turning Point cards. No problems found.",
        catalog.name,
        catalog.version,
        sizes.load,
        sizes.life_happens,
        sizes.action,
        sizes.brotherhood,
        sizes.turning_point
    ))
}

/// Every card of the log and of the redo list is checked on its own (all of them). Then the log
/// is replayed step by step; that stops at the first step that does not fit the rules, since
/// every later step depends on it. Last, the undone steps are redone on a copy.
fn check_session(sp: &Speaker, text: &str) -> Result<String, Problems> {
    let file =
        SessionFile::from_json(text).map_err(|e| Problems(vec![e.message(sp).to_owned()]))?;
    let mut problems = Vec::new();
    let mut bad_cards = Vec::new();
    for (label, events) in [("step", &file.events), ("undone step", &file.redo)] {
        for (i, event) in events.iter().enumerate() {
            let Some(card) = event.card() else { continue };
            let found = validate_card(&card, None);
            if !found.is_empty() && label == "step" {
                bad_cards.push(i);
            }
            problems.extend(
                found
                    .into_iter()
                    .map(|p| format!("{label} {i}: {}", words::catalog::problem(sp, &p))),
            );
        }
    }
    let SessionFile {
        events,
        redo,
        inserted,
        redo_inserted,
        ..
    } = file;
    let mut events = events.into_iter();
    let Some(Event::Setup(setup)) = events.next() else {
        unreachable!("SessionFile::from_json checks that the log starts with the setup")
    };
    // Refusals name the game's terms as the session's cards print them.
    let terms = setup.catalog.terms.clone();
    let mut session = match Session::new(setup) {
        Ok(session) => session,
        Err(e) => {
            let said = e.message(&sp.printing(&terms));
            problems.push(format!("step 0 (setup): {said}"));
            return Err(Problems(problems));
        }
    };
    let total = events.len() + 1;
    for (i, event) in (1..).zip(events) {
        let name = words::step_name(
            sp,
            &loadout_tracker::session::step_name(session.state(), i, &event),
        );
        if let Err(e) = session.record(event) {
            if !bad_cards.contains(&i) {
                let said = e.message(&session.speaker(sp));
                problems.push(format!("{name}: {said}"));
            }
            if i + 1 < total {
                problems.push(format!(
                    "Steps {} to {} were not checked against the rules: they follow step {i}. Fix step {i} and check again.",
                    i + 1,
                    total - 1
                ));
            }
            return Err(Problems(problems));
        }
    }
    let redo_at: Vec<(usize, usize)> = redo_inserted.iter().map(|r| (r.redo, r.at)).collect();
    let Some(mut copy) = Session::replay(session.events().to_vec(), redo)
        .expect("the log was just replayed")
        .with_insertions(inserted, &redo_at)
    else {
        problems.push(
            "Its list of inserted steps (\"inserted\", \"redo_inserted\") does not fit its log."
                .to_owned(),
        );
        return Err(Problems(problems));
    };
    loop {
        match copy.redo() {
            Ok(()) => {}
            Err(e) if e.kind() == ErrorKind::NothingToRedo => break,
            Err(e) => {
                let said = e.message(&copy.speaker(sp));
                problems.push(format!(
                    "An undone step can't be redone ({}): it will be dropped when a new step is recorded.",
                    said.trim_end_matches('.')
                ));
                break;
            }
        }
    }
    if problems.is_empty() {
        Ok(summary(&session) + &warnings(sp, &session))
    } else {
        Err(Problems(problems))
    }
}

/// The notes of the log that ask the facilitator to look again without making the session
/// invalid (a deck run empty, a card whose every copy is already discarded), one per line.
fn warnings(sp: &Speaker, session: &Session) -> String {
    let mut lines = Vec::new();
    for entry in session.ledger() {
        for note in &entry.notes {
            if matches!(note, Note::DeckEmpty { .. } | Note::CardInDiscard { .. }) {
                lines.push(format!(
                    "step {} ({}): {}",
                    entry.index,
                    session.label(sp, entry),
                    words::note(sp, session.state(), note)
                ));
            }
        }
    }
    if lines.is_empty() {
        return String::new();
    }
    let count = lines.len();
    let mut out = format!(
        "\n{count} {} (the session is valid; look at these steps again):",
        if count == 1 { "warning" } else { "warnings" }
    );
    for line in lines {
        out.push_str("\n  - warning: ");
        out.push_str(&line);
    }
    out
}

fn summary(session: &Session) -> String {
    let state = session.state();
    let when = match state.phase {
        Phase::GameOver => "game over".to_owned(),
        _ => format!("round {} of {}", state.round, state.rules.rounds),
    };
    let sample = if session.setup().catalog.sample {
        ", Sample deck"
    } else {
        ""
    };
    format!(
        "session of {} players, {} steps, {when}{sample}. No problems found.",
        state.players.len(),
        session.len()
    )
}
