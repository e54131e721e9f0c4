//! Card and setup builders shared by the integration tests.
#![allow(dead_code)] // each test binary uses its own subset of the builders

use loadout_tracker::session::Session;
use loadout_tracker::*;

pub fn tags(list: [&str; 2]) -> [Tag; 2] {
    list.map(Tag::from)
}

pub fn eff(load: i8, connection: i8, momentum: i8, shield: i8) -> Effect {
    Effect {
        load,
        connection,
        momentum,
        shield,
    }
}

pub fn load_card(id: &str, relief: [&str; 2]) -> LoadCard {
    LoadCard {
        id: id.into(),
        title: format!("Load {id}"),
        relief: tags(relief),
        copies: 1,
        adhoc: false,
    }
}

pub fn life(id: &str, pressure: u8, helpful: [&str; 2]) -> LifeHappensCard {
    LifeHappensCard {
        id: id.into(),
        title: format!("Event {id}"),
        pressure,
        helpful: tags(helpful),
        copies: 1,
        adhoc: false,
    }
}

pub fn action(id: &str, tag: &str, effect: Effect) -> ActionCard {
    ActionCard {
        id: id.into(),
        title: format!("Action {id}"),
        tag: tag.into(),
        effect,
        copies: 1,
        adhoc: false,
    }
}

pub fn brother(id: &str, receiver: Effect, giver: Effect) -> BrotherhoodCard {
    BrotherhoodCard {
        id: id.into(),
        title: format!("Support {id}"),
        receiver,
        giver,
        copies: 1,
        adhoc: false,
    }
}

pub fn turning(id: &str, scope: Scope, effect: Effect) -> TurningPointCard {
    TurningPointCard {
        id: id.into(),
        title: format!("Turn {id}"),
        effect,
        scope,
        copies: 1,
        adhoc: false,
    }
}

pub fn catalog(deck_sizes: Option<DeckSizes>) -> CatalogInfo {
    CatalogInfo {
        id: None,
        name: "Test deck".into(),
        version: "1".into(),
        sample: true,
        deck_sizes,
        language: None,
        terms: Default::default(),
    }
}

pub fn setup_of(names: &[&str], starting: u8) -> Setup {
    Setup {
        rules: "v1.1".into(),
        players: names.iter().map(|n| n.to_string()).collect(),
        starting_seat: Seat(starting),
        starting_seat_random: false,
        real_talk: false,
        label: None,
        date: None,
        catalog: catalog(None),
    }
}

/// A session whose players each drew a Load card with the given Relief Approaches (all at Load 3).
pub fn started(names: &[&str], starting: u8, relief: &[[&str; 2]]) -> Session {
    let mut session = Session::new(setup_of(names, starting)).expect("valid setup");
    for (i, r) in relief.iter().enumerate() {
        session
            .record(Event::LoadCardDrawn {
                seat: Seat(i as u8),
                card: load_card(&format!("L{i}"), *r),
            })
            .expect("setup Load card");
    }
    session
}

/// The refusal of a session file read back from its JSON, as opening it in the app does.
pub fn reopened(file: &loadout_tracker::session_file::SessionFile) -> Error {
    loadout_tracker::session_file::SessionFile::from_json(&file.to_json())
        .expect("the file reads as JSON")
        .into_session()
        .expect_err("the file should be refused as a session")
}

pub fn adjust(seat: u8, effect: Effect) -> Event {
    Event::Adjusted {
        seat: Seat(seat),
        effect,
        reason: AdjustReason::HouseRule,
    }
}

pub fn lh(id: &str, pressure: u8, helpful: [&str; 2]) -> Event {
    Event::LifeHappensDrawn {
        card: life(id, pressure, helpful),
    }
}

pub fn act(id: &str, tag: &str, effect: Effect) -> Event {
    Event::ActionPlayed {
        card: action(id, tag, effect),
    }
}

pub fn give(giver: u8, id: &str, receiver: Effect) -> Event {
    Event::BrotherhoodGiven {
        giver: Seat(giver),
        card: brother(id, receiver, Effect::default()),
    }
}

pub fn tp(id: &str, scope: Scope, effect: Effect) -> Event {
    Event::TurningPointRevealed {
        card: turning(id, scope, effect),
    }
}

/// (Load, Connection, Momentum, Shield) of a seat.
pub fn tracks(session: &Session, seat: u8) -> (u8, u8, u8, u16) {
    let p = &session.state().players[usize::from(seat)];
    (p.load.get(), p.connection.get(), p.momentum.get(), p.shield)
}
