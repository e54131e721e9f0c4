//! From a recorded session to what leaves the table, with the names option applied at the source.

use crate::error::{Error, ErrorKind, Result};
use crate::sheet::{display_names, Names, Options, Row, Sheet, Status, Tracks};
use loadout_tracker::score::standings;
use loadout_tracker::session::Session;
use loadout_tracker::Event;
use loadout_words as words;
use loadout_words::Said;
use loadout_words::Speaker;
use std::borrow::Cow;

/// The players' names in seat order as `names` shows them.
pub fn shown_names(sp: &Speaker, session: &Session, names: Names) -> Vec<String> {
    let entered: Vec<String> = session
        .state()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    display_names(sp, &entered, names)
}

/// The session replayed with every player renamed as `names` shows them, so that no entered
/// name survives anywhere (ledger labels, explanations). `AsEntered` borrows the session as is.
pub fn renamed<'a>(sp: &Speaker, session: &'a Session, names: Names) -> Result<Cow<'a, Session>> {
    if names == Names::AsEntered {
        return Ok(Cow::Borrowed(session));
    }
    let shown = shown_names(sp, session, names);
    let mut events = session.events().to_vec();
    if let Some(Event::Setup(setup)) = events.first_mut() {
        setup.players = shown;
    }
    Session::replay(events, Vec::new())
        .map(Cow::Owned)
        .map_err(|e| {
            Error::new(
                ErrorKind::Names,
                words::exports::names_not_replaced(sp, &e.message(sp)),
            )
        })
}

impl Sheet {
    /// The standings (final results once the game is over) of `session`, with the catalog's
    /// "Sample deck" label, names as `options` chooses and its date.
    pub fn from_session(sp: &Speaker, session: &Session, options: &Options) -> Sheet {
        let state = session.state();
        let shown = shown_names(sp, session, options.names);
        let standings = standings(state);
        let status = if standings.is_final {
            Status::Final
        } else {
            Status::InProgress {
                round: state.round,
                rounds: state.rules.rounds,
            }
        };
        Sheet {
            edition: state.rules.edition.clone(),
            date: options.date.clone(),
            sample: session.setup().catalog.sample,
            status,
            rows: standings
                .rows
                .iter()
                .map(|s| Row {
                    place: s.place,
                    name: shown[s.seat.index()].clone(),
                    score: s.score,
                    tracks: Some(Tracks {
                        load: s.load,
                        connection: s.connection,
                        momentum: s.momentum,
                    }),
                })
                .collect(),
        }
        .cleaned(sp)
    }
}
