//! Properties over random sessions: legal ones generated through `legal_next`, and arbitrary
//! (mostly illegal) event sequences.

mod common;

use common::*;
use loadout_tracker::score::{score, standings};
use loadout_tracker::session::Session;
use loadout_tracker::session_file::{SessionFile, SessionMeta};
use loadout_tracker::state::{apply, Phase, State};
use loadout_tracker::*;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;
use proptest::collection::vec;
use proptest::prelude::*;

const TAGS: [&str; 5] = ["Rest", "Talk", "Move", "Plan", "Sing"];

/// Small numbers from the bits of a choice, so that one `u32` decides a whole event.
struct Bits(u32);

impl Bits {
    fn take(&mut self, n: u32) -> u32 {
        let v = self.0 % n;
        self.0 /= n;
        v
    }
    fn tag(&mut self) -> &'static str {
        TAGS[self.take(5) as usize]
    }
    /// Two different tags, as a card prints its two approaches.
    fn two_tags(&mut self) -> [&'static str; 2] {
        let first = self.take(5) as usize;
        let second = (first + 1 + self.take(4) as usize) % 5;
        [TAGS[first], TAGS[second]]
    }
    fn delta(&mut self) -> i8 {
        self.take(5) as i8 - 2
    }
    fn effect(&mut self) -> Effect {
        // Mostly one or two stats, as printed cards have.
        let mut e = Effect::default();
        match self.take(4) {
            0 => e.load = self.delta(),
            1 => e.connection = self.delta(),
            2 => e.momentum = self.delta(),
            _ => {
                e.load = self.delta();
                e.connection = self.delta();
                e.shield = self.take(3) as i8;
            }
        }
        e
    }
    /// Ids from a small pool, so that cards come back while still in the discard pile.
    fn id(&mut self, prefix: &str) -> String {
        format!("{prefix}{}", self.take(6))
    }
}

/// A legal next event chosen by `choice`, or `None` when the game is over.
fn legal_event(state: &State, choice: u32) -> Option<Event> {
    let legal = state.legal_next();
    if state.phase == Phase::GameOver {
        return None;
    }
    let mut b = Bits(choice);
    let seat = |b: &mut Bits, seats: &[Seat]| seats[b.take(seats.len() as u32) as usize];
    let in_play = state.phase != Phase::LoadCards;
    match b.take(24) {
        0 => {
            let mut effect = b.effect();
            if effect.is_zero() {
                effect.momentum = 1;
            }
            let seat = Seat(b.take(state.players.len() as u32) as u8);
            return Some(Event::Adjusted {
                seat,
                effect,
                reason: AdjustReason::Correction,
            });
        }
        1 if !legal.reshuffle.is_empty() => {
            return Some(Event::DeckReshuffled {
                deck: legal.reshuffle[b.take(legal.reshuffle.len() as u32) as usize],
            })
        }
        2 if in_play => {
            let seat = seat(&mut b, &legal.load_card_for);
            let id = b.id("L");
            return Some(Event::LoadCardDrawn {
                seat,
                card: load_card(&id, b.two_tags()),
            });
        }
        _ => {}
    }
    Some(if !in_play {
        let seat = seat(&mut b, &legal.load_card_for);
        let id = b.id("L");
        Event::LoadCardDrawn {
            seat,
            card: load_card(&id, b.two_tags()),
        }
    } else if legal.life_happens {
        // Pressure 1 to 5, as printed; 5 more often, so that players reach Load 10.
        let pressure = (b.take(8) + 1).min(5) as u8;
        let id = b.id("E");
        lh(&id, pressure, b.two_tags())
    } else if legal.action {
        let id = b.id("A");
        act(&id, b.tag(), b.effect())
    } else if legal.turning_point {
        let scope = Scope::ALL[b.take(8) as usize];
        let id = b.id("T");
        tp(&id, scope, b.effect())
    } else if !legal.brotherhood_givers.is_empty() && b.take(4) != 0 {
        let giver = seat(&mut b, &legal.brotherhood_givers);
        let id = b.id("B");
        let (receiver, giver_effect) = (
            b.effect(),
            if b.take(3) == 0 {
                b.effect()
            } else {
                Effect::default()
            },
        );
        Event::BrotherhoodGiven {
            giver,
            card: brother(&id, receiver, giver_effect),
        }
    } else {
        assert!(
            legal.end_turn,
            "some main step is always legal in play: {:?}",
            state.phase
        );
        Event::TurnEnded
    })
}

#[derive(Debug, Clone)]
struct Plan {
    players: usize,
    starting: u8,
    real_talk: bool,
    sizes: bool,
    choices: Vec<u32>,
}

fn plans() -> impl Strategy<Value = Plan> {
    (
        2usize..=6,
        any::<u8>(),
        any::<bool>(),
        any::<bool>(),
        vec(any::<u32>(), 0..300),
    )
        .prop_map(|(players, starting, real_talk, sizes, choices)| Plan {
            players,
            starting: starting % players as u8,
            real_talk,
            sizes,
            choices,
        })
}

fn setup_for(plan: &Plan) -> Setup {
    let names: Vec<String> = (0..plan.players).map(|i| format!("P{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut setup = setup_of(&names, plan.starting);
    setup.real_talk = plan.real_talk;
    if plan.sizes {
        setup.catalog.deck_sizes = Some(DeckSizes {
            load: 12,
            life_happens: 16,
            action: 20,
            brotherhood: 8,
            turning_point: 8,
        });
    }
    setup
}

/// Plays the plan's choices as legal events, checking after each one that it was accepted and
/// that the pure `apply` agrees with the session.
fn play(plan: &Plan) -> Session {
    let mut session = Session::new(setup_for(plan)).unwrap();
    for &choice in &plan.choices {
        let Some(event) = legal_event(session.state(), choice) else {
            break;
        };
        let (pure, applied) =
            apply(session.state(), &event).unwrap_or_else(|e| panic!("{event:?} refused: {e}"));
        let entry = session.record(event).unwrap().clone();
        assert_eq!(&pure, session.state());
        assert_eq!(
            (applied.changes, applied.notes),
            (entry.changes, entry.notes)
        );
        check_invariants(session.state());
    }
    session
}

fn check_invariants(state: &State) {
    for p in &state.players {
        for v in [p.load, p.connection, p.momentum] {
            assert!(v.get() <= 10);
        }
    }
    let legal = state.legal_next();
    if let Phase::Turn {
        seat, overloaded, ..
    } = state.phase
    {
        assert!(!(overloaded && legal.life_happens));
        assert!(!legal.brotherhood_givers.contains(&seat));
    }
    for deck in state.decks() {
        if let (Some(size), Some(left)) = (deck.size, deck.left) {
            assert!(left <= size);
        }
    }
}

fn standings_follow_the_rules(state: &State) {
    let table = standings(state);
    let key = |seat: Seat| {
        let p = &state.players[seat.index()];
        (-score(p), p.load, std::cmp::Reverse(p.connection))
    };
    for row in &table.rows {
        let p = &state.players[row.seat.index()];
        assert_eq!(
            row.score,
            10 - i16::from(p.load.get())
                + i16::from(p.connection.get())
                + i16::from(p.momentum.get())
        );
        let better = table
            .rows
            .iter()
            .filter(|r| key(r.seat) < key(row.seat))
            .count();
        assert_eq!(usize::from(row.place), better + 1, "competition ranking");
        let tied = table
            .rows
            .iter()
            .any(|r| r.seat != row.seat && key(r.seat) == key(row.seat));
        assert_eq!(row.shared, tied);
    }
    for pair in table.rows.windows(2) {
        assert!(key(pair[0].seat) <= key(pair[1].seat), "best first");
    }
    let firsts: Vec<Seat> = table
        .rows
        .iter()
        .filter(|r| r.place == 1)
        .map(|r| r.seat)
        .collect();
    assert_eq!(table.winners, firsts);
    assert_eq!(table.is_final, state.phase == Phase::GameOver);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn legal_sessions_replay_to_the_same_state(plan in plans()) {
        let session = play(&plan);
        let replayed = Session::replay(session.events().to_vec(), session.redo_events().to_vec()).unwrap();
        prop_assert_eq!(&replayed, &session);
        standings_follow_the_rules(session.state());
    }

    #[test]
    fn record_then_undo_is_the_identity(plan in plans(), choice in any::<u32>()) {
        let sp = &Speaker::ENGLISH;
        let session = play(&plan);
        if let Some(event) = legal_event(session.state(), choice) {
            let mut after = session.clone();
            after.record(event.clone()).unwrap();
            after.undo().unwrap();
            prop_assert_eq!(after.state(), session.state());
            prop_assert_eq!(after.events(), session.events());
            prop_assert_eq!(after.ledger(), session.ledger());
            prop_assert_eq!(after.redo_events(), &[event][..]);
            let (mut view, mut expected) = (after.view(sp), session.view(sp));
            view.can_redo = false;
            expected.can_redo = false;
            prop_assert_eq!(view, expected);
        }
    }

    #[test]
    fn undo_everything_then_redo_everything(plan in plans().prop_filter("short", |p| p.choices.len() < 150)) {
        let session = play(&plan);
        let mut s = session.clone();
        while s.undo().is_ok() {}
        prop_assert_eq!(s.len(), 1);
        while s.redo().is_ok() {}
        prop_assert_eq!(s, session);
    }

    #[test]
    fn a_saved_session_loads_unchanged(plan in plans(), undo in 0usize..4) {
        let mut session = play(&plan);
        for _ in 0..undo {
            let _ = session.undo();
        }
        let meta = SessionMeta {
            created: Some("2025-05-10T18:00:00Z".into()),
            updated: Some("2025-05-10T19:05:00.5+02:00".into()),
        };
        let json = session.to_file(meta.clone()).to_json();
        let file = SessionFile::from_json(&json).unwrap();
        prop_assert_eq!(&file.meta, &meta);
        prop_assert_eq!(file.into_session().unwrap(), session);
    }

    #[test]
    fn games_run_to_the_end(players in 2usize..=6, choices in vec(any::<u32>(), 8)) {
        let sp = &Speaker::ENGLISH;
        // Cycle the choices until the game is over; every game ends after 6 rounds.
        let plan = Plan { players, starting: 0, real_talk: false, sizes: true, choices: Vec::new() };
        let mut session = Session::new(setup_for(&plan)).unwrap();
        let mut i = 0u32;
        while let Some(event) = legal_event(session.state(), choices[i as usize % 8].wrapping_add(i.wrapping_mul(2_654_435_761))) {
            session.record(event).unwrap();
            i += 1;
            prop_assert!(i < 2000, "the game must end");
        }
        prop_assert_eq!(session.state().round, 6);
        prop_assert_eq!(session.view(sp).chart[0].points.len(), 7, "Start and R1..R6");
        standings_follow_the_rules(session.state());
        let all_kinds = Session::replay(session.events().to_vec(), Vec::new()).unwrap();
        prop_assert_eq!(all_kinds, session);
    }
}

fn any_tag() -> impl Strategy<Value = Tag> {
    prop_oneof![
        Just(Tag::from("Rest")),
        Just(Tag::from("Talk")),
        Just(Tag::from("")),
        "[a-z ]{0,3}".prop_map(Tag)
    ]
}

fn any_effect() -> impl Strategy<Value = Effect> {
    (any::<i8>(), any::<i8>(), any::<i8>(), any::<i8>()).prop_map(
        |(load, connection, momentum, shield)| Effect {
            load,
            connection,
            momentum,
            shield,
        },
    )
}

fn any_title() -> impl Strategy<Value = String> {
    prop_oneof![Just("Card".to_owned()), Just(String::new()), "\\PC{0,4}"]
}

/// Any event at all, with seats and values outside the rules.
fn any_event() -> impl Strategy<Value = Event> {
    let seat = (0u8..9).prop_map(Seat);
    let id = (0u8..4).prop_map(|i| CardId(format!("C{i}")));
    prop_oneof![
        (seat.clone(), id.clone(), any_title(), any_tag(), any_tag()).prop_map(
            |(seat, id, title, a, b)| {
                Event::LoadCardDrawn {
                    seat,
                    card: LoadCard {
                        id,
                        title,
                        relief: [a, b],
                        copies: 1,
                        adhoc: true,
                    },
                }
            }
        ),
        (id.clone(), any_title(), any::<u8>(), any_tag(), any_tag()).prop_map(
            |(id, title, pressure, a, b)| {
                Event::LifeHappensDrawn {
                    card: LifeHappensCard {
                        id,
                        title,
                        pressure,
                        helpful: [a, b],
                        copies: 1,
                        adhoc: true,
                    },
                }
            }
        ),
        (id.clone(), any_title(), any_tag(), any_effect()).prop_map(|(id, title, tag, effect)| {
            Event::ActionPlayed {
                card: ActionCard {
                    id,
                    title,
                    tag,
                    effect,
                    copies: 2,
                    adhoc: false,
                },
            }
        }),
        (
            seat.clone(),
            id.clone(),
            any_title(),
            any_effect(),
            any_effect()
        )
            .prop_map(|(giver, id, title, receiver, g)| {
                Event::BrotherhoodGiven {
                    giver,
                    card: BrotherhoodCard {
                        id,
                        title,
                        receiver,
                        giver: g,
                        copies: 1,
                        adhoc: false,
                    },
                }
            }),
        Just(Event::TurnEnded),
        Just(Event::TurnEnded),
        (id, any_title(), any_effect(), 0usize..8).prop_map(|(id, title, effect, scope)| {
            Event::TurningPointRevealed {
                card: TurningPointCard {
                    id,
                    title,
                    effect,
                    scope: Scope::ALL[scope],
                    copies: 1,
                    adhoc: false,
                },
            }
        }),
        (seat, any_effect()).prop_map(|(seat, effect)| Event::Adjusted {
            seat,
            effect,
            reason: AdjustReason::HouseRule
        }),
        (0usize..5).prop_map(|d| Event::DeckReshuffled { deck: Deck::ALL[d] }),
        Just(Event::Setup(setup_of(&["X", "Y"], 0))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn any_event_sequence_is_accepted_or_refused_without_change(plan in plans(), events in vec(any_event(), 0..60)) {
        let sp = &Speaker::ENGLISH;
        let mut session = play(&Plan { choices: plan.choices.iter().copied().take(40).collect(), ..plan });
        for event in events {
            let before = session.clone();
            match session.record(event) {
                Ok(_) => check_invariants(session.state()),
                Err(_) => prop_assert_eq!(&session, &before),
            }
        }
        let _ = session.view(sp);
        standings_follow_the_rules(session.state());
        prop_assert_eq!(Session::replay(session.events().to_vec(), Vec::new()).unwrap(), session);
    }

    #[test]
    fn any_amendment_is_applied_or_refused_without_change(plan in plans(), index in 0usize..400, event in any_event()) {
        let mut session = play(&plan);
        let card = match event {
            Event::LoadCardDrawn { card, .. } => AnyCard::Load(card),
            Event::LifeHappensDrawn { card } => AnyCard::LifeHappens(card),
            Event::ActionPlayed { card } => AnyCard::Action(card),
            Event::BrotherhoodGiven { card, .. } => AnyCard::Brotherhood(card),
            Event::TurningPointRevealed { card } => AnyCard::TurningPoint(card),
            _ => return Ok(()),
        };
        let before = session.clone();
        match session.amend(index % (session.len() + 2), card) {
            Ok(()) => {
                prop_assert_eq!(session.len(), before.len());
                let replayed = Session::replay(session.events().to_vec(), Vec::new()).unwrap();
                prop_assert_eq!(&replayed, &session);
            }
            Err(_) => prop_assert_eq!(session, before),
        }
    }

    #[test]
    fn any_insertion_is_applied_or_refused_and_undone_as_one_change(plan in plans(), at in 0usize..400, event in any_event()) {
        let mut session = play(&plan);
        let before = session.clone();
        let at = at % (session.len() + 1);
        match session.insert(at, event.clone()) {
            Ok(()) => {
                prop_assert_eq!(session.len(), before.len() + 1);
                prop_assert_eq!(&session.events()[at], &event);
                check_invariants(session.state());
                let redone = session.clone();
                session.undo().unwrap();
                prop_assert_eq!(session.events(), before.events());
                prop_assert_eq!(session.state(), before.state());
                prop_assert_eq!(session.ledger(), before.ledger());
                session.redo().unwrap();
                prop_assert_eq!(&session, &redone);
                let file = session.to_file(Default::default());
                let reopened = SessionFile::from_json(&file.to_json()).unwrap().into_session().unwrap();
                prop_assert_eq!(reopened, session);
            }
            Err(_) => prop_assert_eq!(session, before),
        }
    }

    #[test]
    fn any_log_replays_or_is_reported_damaged(events in vec(any_event(), 0..60)) {
        let sp = &Speaker::ENGLISH;
        let mut log = vec![Event::Setup(setup_of(&["Ana", "Ben", "Cal"], 1))];
        log.extend(events);
        if let Err(error) = Session::replay(log, Vec::new()) {
            prop_assert_eq!(error.kind(), ErrorKind::DamagedFile);
            prop_assert!(error.message(sp).contains("step "));
        }
    }

    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,200}") {
        if let Err(error) = SessionFile::from_json(&text) {
            prop_assert!(matches!(error.kind(), ErrorKind::DamagedFile | ErrorKind::NewerFormat));
        }
    }
}

/// The generator above must reach every rule, or the properties prove little.
#[test]
fn random_legal_games_reach_every_rule() {
    let mut seen_causes = std::collections::HashSet::new();
    let mut seen_notes = std::collections::HashSet::new();
    let mut game_overs = 0;
    let mut seed = 0x2545_f491_u32;
    for players in 2..=6 {
        let plan = Plan {
            players,
            starting: 1,
            real_talk: false,
            sizes: true,
            choices: Vec::new(),
        };
        let mut session = Session::new(setup_for(&plan)).unwrap();
        loop {
            seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let Some(event) = legal_event(session.state(), seed) else {
                break;
            };
            session.record(event).unwrap();
        }
        for entry in session.ledger() {
            seen_causes.extend(
                entry
                    .changes
                    .iter()
                    .map(|c| std::mem::discriminant(&c.cause)),
            );
            seen_notes.extend(entry.notes.iter().map(std::mem::discriminant));
        }
        game_overs += usize::from(session.state().phase == Phase::GameOver);
    }
    assert_eq!(game_overs, 5);
    assert_eq!(
        seen_causes.len(),
        12,
        "every Cause (adjustments count once)"
    );
    assert_eq!(seen_notes.len(), 7, "every Note");
}
