//! Whole games played through the tracker's API, for the export tests.
#![allow(dead_code)] // each test binary uses its own subset

use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::*;

const TAGS: [&str; 5] = ["Talk", "Rest", "Move", "Plan", "Ask"];

/// A small deterministic generator, so every run plays the same game.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % below as u64) as usize
    }
    fn tag(&mut self) -> Tag {
        Tag::from(TAGS[self.next(TAGS.len())])
    }
    /// Two different tags, as a card prints its two approaches.
    fn two_tags(&mut self) -> [Tag; 2] {
        let first = self.next(TAGS.len());
        let second = (first + 1 + self.next(TAGS.len() - 1)) % TAGS.len();
        [Tag::from(TAGS[first]), Tag::from(TAGS[second])]
    }
}

pub fn setup(names: &[&str], sample: bool) -> Setup {
    Setup {
        rules: "v1.1".into(),
        players: names.iter().map(|n| n.to_string()).collect(),
        starting_seat: Seat(0),
        starting_seat_random: false,
        real_talk: false,
        label: None,
        date: None,
        catalog: CatalogInfo {
            id: None,
            name: "Export test cards".into(),
            version: "1".into(),
            sample,
            deck_sizes: None,
            language: None,
            terms: Default::default(),
        },
    }
}

/// Plays `names` through setup and `events` recorded steps after it (`usize::MAX`: to the end),
/// with varied cards: pressure up to 4 (so tracks stop at 10), Brotherhood on most turns,
/// Turning Points of every scope.
pub fn play(names: &[&str], sample: bool, seed: u64, events: usize) -> Session {
    let mut session = Session::new(setup(names, sample)).expect("valid setup");
    let mut rng = Lcg(seed);
    let mut n = 0;
    while n < events {
        let state = session.state();
        let legal = state.legal_next();
        let k = session.len();
        let event = if state.phase == state::Phase::LoadCards {
            let seat = legal.load_card_for[0];
            Event::LoadCardDrawn {
                seat,
                card: LoadCard {
                    id: CardId(format!("L{k}")),
                    title: format!("Worry {k}"),
                    relief: rng.two_tags(),
                    copies: 1,
                    adhoc: true,
                },
            }
        } else if legal.life_happens {
            Event::LifeHappensDrawn {
                card: LifeHappensCard {
                    id: CardId(format!("E{k}")),
                    title: format!("Event {k}"),
                    pressure: 1 + rng.next(4) as u8,
                    helpful: rng.two_tags(),
                    copies: 1,
                    adhoc: true,
                },
            }
        } else if legal.action {
            let effect = Effect {
                load: rng.next(3) as i8 - 1,
                connection: rng.next(3) as i8,
                momentum: rng.next(2) as i8,
                shield: (rng.next(4) == 0) as i8,
            };
            Event::ActionPlayed {
                card: ActionCard {
                    id: CardId(format!("A{k}")),
                    title: format!("Action {k}"),
                    tag: rng.tag(),
                    effect,
                    copies: 1,
                    adhoc: true,
                },
            }
        } else if !legal.brotherhood_givers.is_empty()
            && rng.next(3) > 0
            && !given_this_turn(&session)
        {
            let giver = legal.brotherhood_givers[rng.next(legal.brotherhood_givers.len())];
            Event::BrotherhoodGiven {
                giver,
                card: BrotherhoodCard {
                    id: CardId(format!("B{k}")),
                    title: format!("Support {k}"),
                    receiver: Effect {
                        connection: 1,
                        ..Effect::default()
                    },
                    giver: Effect {
                        momentum: rng.next(2) as i8,
                        ..Effect::default()
                    },
                    copies: 1,
                    adhoc: true,
                },
            }
        } else if legal.end_turn {
            Event::TurnEnded
        } else if legal.turning_point {
            let scope = Scope::ALL[rng.next(Scope::ALL.len())];
            Event::TurningPointRevealed {
                card: TurningPointCard {
                    id: CardId(format!("T{k}")),
                    title: format!("Turn {k}"),
                    effect: Effect {
                        load: 2 - rng.next(4) as i8,
                        momentum: 1,
                        ..Effect::default()
                    },
                    scope,
                    copies: 1,
                    adhoc: true,
                },
            }
        } else {
            break; // game over
        };
        session.record(event).expect("a legal event");
        n += 1;
    }
    session
}

fn given_this_turn(session: &Session) -> bool {
    matches!(
        session.events().last(),
        Some(Event::BrotherhoodGiven { .. })
    )
}

/// A finished game.
pub fn finished(names: &[&str], sample: bool, seed: u64) -> Session {
    let session = play(names, sample, seed, usize::MAX);
    assert_eq!(
        session.state().phase,
        loadout_tracker::state::Phase::GameOver
    );
    session
}

/// A golden session file of `tests/golden`.
pub fn golden(name: &str) -> Session {
    let path = format!(
        "{}/../../tests/golden/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let json = std::fs::read_to_string(&path).expect("the golden file");
    SessionFile::from_json(&json)
        .unwrap()
        .into_session()
        .unwrap()
}

/// Six distinct names of exactly `len` characters made of `letter`.
pub fn long_names(players: usize, len: usize, letter: char) -> Vec<String> {
    (0..players)
        .map(|i| {
            let mut name: String = std::iter::repeat_n(letter, len - 1).collect();
            name.push(char::from(b'A' + i as u8));
            name
        })
        .collect()
}
