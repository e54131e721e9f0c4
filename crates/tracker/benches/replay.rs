//! How fast the fold is: a whole 6-player game replayed with its ledger (the app does this on
//! open, undo and amend), and one event appended (the app does this on every tap).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use loadout_tracker::session::Session;
use loadout_tracker::*;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use std::hint::black_box;

fn tags(a: &str, b: &str) -> [Tag; 2] {
    [a.into(), b.into()]
}

const TAGS: [&str; 4] = ["Rest", "Talk", "Move", "Plan"];

/// A full 6-player, 6-round game with Brotherhood on every turn (the next seat gives it).
fn full_game() -> Session {
    let players: Vec<String> = ["Ana", "Ben", "Cal", "Dee", "Eve", "Fay"]
        .map(String::from)
        .to_vec();
    let mut session = Session::new(Setup {
        rules: "v1.1".into(),
        players,
        starting_seat: Seat(0),
        starting_seat_random: false,
        real_talk: true,
        label: None,
        date: None,
        catalog: CatalogInfo {
            id: None,
            name: "Bench".into(),
            version: "1".into(),
            sample: true,
            deck_sizes: None,
            language: None,
            terms: Default::default(),
        },
    })
    .unwrap();
    for seat in 0..6u8 {
        let relief = tags(
            TAGS[usize::from(seat) % 4],
            TAGS[(usize::from(seat) + 1) % 4],
        );
        let card = LoadCard {
            id: CardId(format!("L{seat}")),
            title: "Deadline".into(),
            relief,
            copies: 1,
            adhoc: false,
        };
        session
            .record(Event::LoadCardDrawn {
                seat: Seat(seat),
                card,
            })
            .unwrap();
    }
    let mut n = 0usize;
    while session.state().legal_next().turning_point || session.state().active_seat().is_some() {
        n += 1;
        if session.state().legal_next().turning_point {
            let effect = Effect {
                momentum: 1,
                ..Effect::default()
            };
            let card = TurningPointCard {
                id: CardId(format!("T{}", n % 8)),
                title: "A new season".into(),
                effect,
                scope: Scope::ALL[n % 8],
                copies: 1,
                adhoc: false,
            };
            session
                .record(Event::TurningPointRevealed { card })
                .unwrap();
            continue;
        }
        let seat = session.state().active_seat().unwrap();
        let legal = session.state().legal_next();
        if legal.life_happens {
            let card = LifeHappensCard {
                id: CardId(format!("E{}", n % 20)),
                title: "Flat tyre".into(),
                pressure: 1 + (n % 4) as u8,
                helpful: tags(TAGS[n % 4], TAGS[(n + 2) % 4]),
                copies: 1,
                adhoc: false,
            };
            session.record(Event::LifeHappensDrawn { card }).unwrap();
        }
        let effect = Effect {
            load: -1,
            connection: 1,
            ..Effect::default()
        };
        let card = ActionCard {
            id: CardId(format!("A{}", n % 30)),
            title: "Call a friend".into(),
            tag: TAGS[n % 4].into(),
            effect,
            copies: 1,
            adhoc: false,
        };
        session.record(Event::ActionPlayed { card }).unwrap();
        let giver = Seat(((seat.index() + 1) % 6) as u8);
        let card = BrotherhoodCard {
            id: CardId(format!("B{}", n % 10)),
            title: "Got your back".into(),
            receiver: Effect {
                connection: 1,
                ..Effect::default()
            },
            giver: Effect {
                momentum: 1,
                ..Effect::default()
            },
            copies: 1,
            adhoc: false,
        };
        session
            .record(Event::BrotherhoodGiven { giver, card })
            .unwrap();
        session.record(Event::TurnEnded).unwrap();
    }
    session
}

fn bench(c: &mut Criterion) {
    let sp = &Speaker::ENGLISH;
    let game = full_game();
    assert_eq!(
        game.len(),
        157,
        "setup, 6 Load cards, 36 turns of 4 events, 6 Turning Points"
    );
    let events = game.events().to_vec();
    c.bench_function("replay 6 players x 6 rounds with ledger", |b| {
        b.iter_batched(
            || events.clone(),
            |events| Session::replay(black_box(events), Vec::new()).unwrap(),
            BatchSize::SmallInput,
        )
    });

    // The last event of the game appended to everything before it, in a session opened from
    // its file (a replay), as the app does after a restart.
    let before_last = events[..events.len() - 1].to_vec();
    let last = events[events.len() - 1].clone();
    c.bench_function("record one event", |b| {
        b.iter_batched(
            || {
                (
                    Session::replay(before_last.clone(), Vec::new()).unwrap(),
                    last.clone(),
                )
            },
            |(mut session, event)| {
                session.record(black_box(event)).unwrap();
                session
            },
            BatchSize::PerIteration,
        )
    });

    c.bench_function("undo one event (refold)", |b| {
        b.iter_batched(
            || game.clone(),
            |mut session| {
                session.undo().unwrap();
                session
            },
            BatchSize::SmallInput,
        )
    });

    c.bench_function("view of a full game", |b| {
        b.iter(|| black_box(&game).view(sp))
    });

    // The same view with nothing said before: every sentence formatted again (a view after a
    // step says some sentences for the first time; the bench above repeats what it said).
    c.bench_function("view of a full game, nothing said before", |b| {
        b.iter(|| {
            loadout_words::messages::TRACKER.forget();
            black_box(&game).view(sp)
        })
    });

    // The same game on a deck that prints its own terms: every sentence goes through the
    // catalog's bundle (docs/catalog-format.md, "Language and printed terms").
    let mut printed = events.clone();
    if let Event::Setup(setup) = &mut printed[0] {
        setup.catalog.terms.load = Some("Belastung".into());
        setup.catalog.terms.action = Some("Handlung".into());
    }
    let printed = Session::replay(printed, Vec::new()).unwrap();
    c.bench_function("view of a full game, printed terms", |b| {
        b.iter(|| black_box(&printed).view(sp))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
