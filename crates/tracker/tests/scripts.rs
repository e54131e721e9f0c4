//! Short game scripts in, ledger and tracks out (expect-test; update with `UPDATE_EXPECT=1`).
//!
//! Script lines (names are the players' nicknames, effects like `L-1 C+1 M+2 S+1`,
//! Brotherhood giver effects prefixed with `g`, e.g. `gM+1`):
//! `setup Ana Ben start=Ben [real_talk] [sizes=L,LH,A,B,TP]`, `load NAME Tag/Tag`,
//! `lh PRESSURE Tag/Tag`, `act Tag EFFECTS`, `give NAME EFFECTS`, `end`,
//! `tp SCOPE EFFECTS`, `adjust NAME EFFECTS`, `reshuffle DECK`, `undo`, `redo`.
//! A refused line prints its error code and message; the script goes on.

mod common;

use common::*;
use expect_test::{expect, Expect};
use loadout_tracker::score::standings;
use loadout_tracker::session::Session;
use loadout_tracker::*;
use loadout_words as words;
use loadout_words::Said;
use loadout_words::SessionWords;
use loadout_words::Speaker;

fn parse_effects<'a>(tokens: impl Iterator<Item = &'a str>) -> (Effect, Effect) {
    let (mut mine, mut giver) = (Effect::default(), Effect::default());
    for token in tokens {
        let (target, token) = match token.strip_prefix('g') {
            Some(rest) => (&mut giver, rest),
            None => (&mut mine, token),
        };
        let (stat, delta) = token.split_at(1);
        let delta: i8 = delta
            .parse()
            .unwrap_or_else(|_| panic!("bad effect {token}"));
        match stat {
            "L" => target.load = delta,
            "C" => target.connection = delta,
            "M" => target.momentum = delta,
            "S" => target.shield = delta,
            _ => panic!("bad stat in {token}"),
        }
    }
    (mine, giver)
}

fn parse_tags(s: &str) -> [&str; 2] {
    let (a, b) = s.split_once('/').expect("tags as A/B");
    [a, b]
}

fn enum_from<T: serde::de::DeserializeOwned>(word: &str) -> T {
    serde_json::from_value(serde_json::Value::String(word.to_owned()))
        .unwrap_or_else(|_| panic!("unknown word {word}"))
}

/// Runs a script and renders the ledger, refusals, the final tracks, prompt, standings and chart.
fn run(script: &str) -> String {
    let sp = &Speaker::ENGLISH;
    let mut lines = script
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let first: Vec<&str> = lines
        .next()
        .expect("a setup line")
        .split_whitespace()
        .collect();
    assert_eq!(first[0], "setup");
    let mut setup = setup_of(&[], 0);
    for word in &first[1..] {
        if let Some(name) = word.strip_prefix("start=") {
            setup.starting_seat = Seat(
                setup
                    .players
                    .iter()
                    .position(|p| p == name)
                    .expect("starting player") as u8,
            );
        } else if *word == "real_talk" {
            setup.real_talk = true;
        } else if let Some(sizes) = word.strip_prefix("sizes=") {
            let n: Vec<u16> = sizes.split(',').map(|n| n.parse().unwrap()).collect();
            setup.catalog.deck_sizes = Some(DeckSizes {
                load: n[0],
                life_happens: n[1],
                action: n[2],
                brotherhood: n[3],
                turning_point: n[4],
            });
        } else {
            setup.players.push(word.to_string());
        }
    }
    let mut session = Session::new(setup).expect("valid setup");
    let mut out = session.ledger_text(sp);
    let mut card = 0;
    for line in lines {
        card += 1;
        let id = format!("{card}");
        let words: Vec<&str> = line.split_whitespace().collect();
        let seat = |name: &str| {
            Seat(
                session
                    .state()
                    .players
                    .iter()
                    .position(|p| p.name == name)
                    .map_or(9, |i| i as u8),
            )
        };
        let event = match words[0] {
            "load" => Event::LoadCardDrawn {
                seat: seat(words[1]),
                card: load_card(&id, parse_tags(words[2])),
            },
            "lh" => lh(&id, words[1].parse().unwrap(), parse_tags(words[2])),
            "act" => act(&id, words[1], parse_effects(words[2..].iter().copied()).0),
            "give" => {
                let (receiver, giver) = parse_effects(words[2..].iter().copied());
                Event::BrotherhoodGiven {
                    giver: seat(words[1]),
                    card: brother(&id, receiver, giver),
                }
            }
            "end" => Event::TurnEnded,
            "tp" => tp(
                &id,
                enum_from(words[1]),
                parse_effects(words[2..].iter().copied()).0,
            ),
            "adjust" => Event::Adjusted {
                seat: seat(words[1]),
                effect: parse_effects(words[2..].iter().copied()).0,
                reason: AdjustReason::Correction,
            },
            "reshuffle" => Event::DeckReshuffled {
                deck: enum_from(words[1]),
            },
            "undo" | "redo" => {
                let done = if words[0] == "undo" {
                    session.undo()
                } else {
                    session.redo()
                };
                match done {
                    Ok(()) => out.push_str(&format!("{line}: log has {} steps\n", session.len())),
                    Err(e) => out.push_str(&format!(
                        "{line}: refused ({}): {}\n",
                        e.kind().code(),
                        e.message(sp)
                    )),
                }
                continue;
            }
            other => panic!("unknown script word {other}"),
        };
        match session.record(event) {
            Ok(entry) => {
                let entry = entry.clone();
                out.push_str(&session.entry_text(sp, &entry));
            }
            Err(e) => out.push_str(&format!(
                "{line}: refused ({}): {}\n",
                e.kind().code(),
                e.message(sp)
            )),
        }
    }
    let mut text = out;
    text.push_str("--\n");
    for p in &session.state().players {
        text.push_str(&format!(
            "{} L{} C{} M{} S{} cards[{}]\n",
            p.name,
            p.load,
            p.connection,
            p.momentum,
            p.shield,
            p.load_cards
                .iter()
                .map(|c| c.id.0.as_str())
                .collect::<Vec<_>>()
                .join(",")
        ));
    }
    text.push_str(&format!(
        "prompt: {}\n",
        loadout_words::prompt(sp, session.state())
    ));
    for row in standings(session.state()).rows {
        text.push_str(&format!(
            "{}. {} {} ({})\n",
            row.place,
            row.name,
            row.score,
            loadout_words::decided_by(sp, row.decided_by)
        ));
    }
    for series in session.view(sp).chart {
        let points: Vec<String> = series
            .points
            .iter()
            .map(|p| format!("{} {}/{}/{}", p.label, p.load, p.connection, p.momentum))
            .collect();
        text.push_str(&format!("chart {}: {}\n", series.name, points.join(" · ")));
    }
    for deck in session.state().decks() {
        if deck.size.is_some() || !deck.discard.is_empty() {
            let discard: Vec<String> = deck
                .discard
                .iter()
                .map(|d| format!("{}x{}", d.card, d.count))
                .collect();
            text.push_str(&format!(
                "deck {}: left {:?}, discard [{}]{}\n",
                words::deck(sp, deck.deck),
                deck.left,
                discard.join(" "),
                if deck.reshuffle_needed {
                    ", reshuffle needed"
                } else {
                    ""
                }
            ));
        }
    }
    text
}

fn check(script: &str, expect: Expect) {
    expect.assert_eq(&run(script));
}

#[test]
fn setup_and_a_first_turn() {
    check(
        "
        setup Ana Ben start=Ben
        lh 2 Talk/Move
        load Ana Rest/Talk
        load Ana Rest/Talk
        load Ben Move/Plan
        lh 2 Talk/Move
        act Move L-1
        give Ana C+1 gM+1
        give Ana C+1
        end
        ",
        expect![[r#"
              0 Setup: 2 players, Ben starts
                  Ana Load 0 → 2 (start)
                  Ana Connection 0 → 3 (start)
                  Ana Momentum 0 → 1 (start)
                  Ben Load 0 → 2 (start)
                  Ben Connection 0 → 3 (start)
                  Ben Momentum 0 → 1 (start)
            lh 2 Talk/Move: refused (wrong_step): Round 1 has not started: every player draws a Load card first (still needed for Ana and Ben). Then record the Life Happens card.
              1 Ana: Load card “Load 2” (Rest, Talk)
                  Ana Load 2 → 3 (Load card drawn)
            load Ana Rest/Talk: refused (load_card_already_drawn): Ana already has their setup Load card: draw one for Ben next.
              2 Ben: Load card “Load 4” (Move, Plan)
                  Ben Load 2 → 3 (Load card drawn)
              3 Ben: Life Happens “Event 5”, Pressure 2 (Talk, Move)
                  Ben Load 3 → 5 (pressure)
              4 Ben: Action “Action 6” (Move)
                  Ben Load 5 → 4 (Action)
                  Ben Load 4 → 3 (match bonus)
                  Ben Load 3 → 1 (Load resolved)
                  Ben Momentum 1 → 2 (Load resolved)
              5 Ben: Brotherhood “Support 7” from Ana
                  Ben Connection 3 → 4 (Brotherhood received)
                  Ana Momentum 1 → 2 (Brotherhood given)
            give Ana C+1: refused (brotherhood_unavailable): Ben has already received a Brotherhood card this turn: at most one per turn.
              6 Ben: end of turn
            --
            Ana L3 C3 M2 S0 cards[2]
            Ben L1 C4 M2 S0 cards[]
            prompt: Round 1 · Ana's turn: draw a Life Happens card
            1. Ben 15 (score)
            2. Ana 12 (score)
            chart Ana: Start 3/3/1
            chart Ben: Start 3/3/1
            deck Load: left None, discard [4x1]
            deck Life Happens: left None, discard [5x1]
            deck Action: left None, discard [6x1]
            deck Brotherhood: left None, discard [7x1]
        "#]],
    );
}

#[test]
fn a_round_ends_with_a_turning_point_that_picks_all_tied_players() {
    check(
        "
        setup Ana Ben Cal start=Cal
        load Ana Rest/Talk
        load Ben Move/Plan
        load Cal Move/Plan
        lh 3 Talk/Move
        act Sing C+1
        end
        tp everyone M+1
        lh 1 Rest/Plan
        act Rest
        give Cal C+1
        end
        lh 3 Rest/Talk
        act Sing S+1
        end
        tp highest_load L-2
        lh 1 Rest/Plan
        ",
        expect![[r#"
              0 Setup: 3 players, Cal starts
                  Ana Load 0 → 2 (start)
                  Ana Connection 0 → 3 (start)
                  Ana Momentum 0 → 1 (start)
                  Ben Load 0 → 2 (start)
                  Ben Connection 0 → 3 (start)
                  Ben Momentum 0 → 1 (start)
                  Cal Load 0 → 2 (start)
                  Cal Connection 0 → 3 (start)
                  Cal Momentum 0 → 1 (start)
              1 Ana: Load card “Load 1” (Rest, Talk)
                  Ana Load 2 → 3 (Load card drawn)
              2 Ben: Load card “Load 2” (Move, Plan)
                  Ben Load 2 → 3 (Load card drawn)
              3 Cal: Load card “Load 3” (Move, Plan)
                  Cal Load 2 → 3 (Load card drawn)
              4 Cal: Life Happens “Event 4”, Pressure 3 (Talk, Move)
                  Cal Load 3 → 6 (pressure)
              5 Cal: Action “Action 5” (Sing)
                  Cal Connection 3 → 4 (Action)
                  No match bonus: the Action's tag is not one of the event's Helpful Approaches.
                  No Load card resolved: no held Load card lists the Action's tag.
              6 Cal: end of turn
            tp everyone M+1: refused (wrong_step): Round 1 is not over: 2 turns left, Ana's now. The Turning Point comes after every player's turn.
              7 Ana: Life Happens “Event 8”, Pressure 1 (Rest, Plan)
                  Ana Load 3 → 4 (pressure)
              8 Ana: Action “Action 9” (Rest)
                  Ana Load 4 → 3 (match bonus)
                  Ana Load 3 → 1 (Load resolved)
                  Ana Momentum 1 → 2 (Load resolved)
              9 Ana: Brotherhood “Support 10” from Cal
                  Ana Connection 3 → 4 (Brotherhood received)
             10 Ana: end of turn
             11 Ben: Life Happens “Event 12”, Pressure 3 (Rest, Talk)
                  Ben Load 3 → 6 (pressure)
             12 Ben: Action “Action 13” (Sing)
                  Ben Shield 0 → 1 (Action)
                  No match bonus: the Action's tag is not one of the event's Helpful Approaches.
                  No Load card resolved: no held Load card lists the Action's tag.
             13 Ben: end of turn
                  Round 1 is over: reveal a Turning Point.
             14 Round 1: Turning Point “Turn 15” for the player(s) with the highest Load
                  Ben Load 6 → 4 (Turning Point)
                  Cal Load 6 → 4 (Turning Point)
             15 Ana: Life Happens “Event 16”, Pressure 1 (Rest, Plan)
                  Ana Load 1 → 2 (pressure)
            --
            Ana L2 C4 M2 S0 cards[]
            Ben L4 C3 M1 S1 cards[2]
            Cal L4 C4 M1 S0 cards[3]
            prompt: Round 2 · Ana's turn: record their Action
            1. Ana 14 (score)
            2. Cal 11 (score)
            3. Ben 10 (score)
            chart Ana: Start 3/3/1 · R1 1/4/2
            chart Ben: Start 3/3/1 · R1 4/3/1
            chart Cal: Start 3/3/1 · R1 4/4/1
            deck Load: left None, discard [1x1]
            deck Life Happens: left None, discard [12x1 16x1 4x1 8x1]
            deck Action: left None, discard [13x1 5x1 9x1]
            deck Brotherhood: left None, discard [10x1]
            deck Turning Point: left None, discard [15x1]
        "#]],
    );
}

#[test]
fn an_overloaded_player_recovers() {
    check(
        "
        setup Ana Ben start=Ana
        load Ana Rest/Talk
        load Ben Move/Plan
        adjust Ben L+5
        lh 1 Talk/Move
        act Talk
        end
        act Move
        lh 4 Talk/Move
        adjust Ben L+1
        lh 4 Talk/Move
        act Sing M+1
        give Ben C+1
        end
        tp lowest_load
        lh 1 Talk/Move
        act Move M+1
        give Ana C+1
        end
        ",
        expect![[r#"
              0 Setup: 2 players, Ana starts
                  Ana Load 0 → 2 (start)
                  Ana Connection 0 → 3 (start)
                  Ana Momentum 0 → 1 (start)
                  Ben Load 0 → 2 (start)
                  Ben Connection 0 → 3 (start)
                  Ben Momentum 0 → 1 (start)
              1 Ana: Load card “Load 1” (Rest, Talk)
                  Ana Load 2 → 3 (Load card drawn)
              2 Ben: Load card “Load 2” (Move, Plan)
                  Ben Load 2 → 3 (Load card drawn)
              3 Ben: adjustment (correction)
                  Ben Load 3 → 8 (correction)
              4 Ana: Life Happens “Event 4”, Pressure 1 (Talk, Move)
                  Ana Load 3 → 4 (pressure)
              5 Ana: Action “Action 5” (Talk)
                  Ana Load 4 → 3 (match bonus)
                  Ana Load 3 → 1 (Load resolved)
                  Ana Momentum 1 → 2 (Load resolved)
              6 Ana: end of turn
            act Move: refused (wrong_step): Ben's turn starts with a Life Happens card: record it before the Action.
              7 Ben: Life Happens “Event 8”, Pressure 4 (Talk, Move)
                  Ben Load 8 → 10 (pressure +4, stopped at 10)
              8 Ben: adjustment (correction)
                  Ben Load 10 → 10 (correction +1, stopped at 10)
            lh 4 Talk/Move: refused (wrong_step): Ben has drawn their Life Happens card: record their Action next.
              9 Ben: Action “Action 11” (Sing)
                  Ben Momentum 1 → 2 (Action)
                  No match bonus: the Action's tag is not one of the event's Helpful Approaches.
                  No Load card resolved: no held Load card lists the Action's tag.
            give Ben C+1: refused (brotherhood_unavailable): Ben can't give Brotherhood to themselves: another player gives it.
             10 Ben: end of turn
                  Round 1 is over: reveal a Turning Point.
             11 Round 1: Turning Point “Turn 14” for the player(s) with the lowest Load
                  Ben begins the turn at Load 10: recovery turn, no Life Happens card.
            lh 1 Talk/Move: refused (overloaded): Ben is overloaded this turn: no Life Happens card; record their Action.
             12 Ben: Action “Action 16” (Move)
                  Ben Momentum 2 → 3 (Action)
                  Ben Load 10 → 9 (recovery)
                  Ben Load 9 → 7 (Load resolved)
                  Ben Momentum 3 → 4 (Load resolved)
             13 Ben: Brotherhood “Support 17” from Ana
                  Ben Connection 3 → 4 (Brotherhood received)
             14 Ben: end of turn
            --
            Ana L1 C3 M2 S0 cards[]
            Ben L7 C4 M4 S0 cards[]
            prompt: Round 2 · Ana's turn: draw a Life Happens card
            1. Ana 14 (score)
            2. Ben 11 (score)
            chart Ana: Start 3/3/1 · R1 1/3/2
            chart Ben: Start 3/3/1 · R1 10/3/2
            deck Load: left None, discard [1x1 2x1]
            deck Life Happens: left None, discard [4x1 8x1]
            deck Action: left None, discard [11x1 16x1 5x1]
            deck Brotherhood: left None, discard [17x1]
            deck Turning Point: left None, discard [14x1]
        "#]],
    );
}

#[test]
fn shield_and_track_ends() {
    check(
        "
        setup Ana Ben start=Ana
        load Ana Rest/Talk
        load Ben Move/Plan
        adjust Ana C+4 S+2 M-5
        lh 3 Talk/Move
        act Sing L-4 C+5 S+3
        give Ben C+2 gL-5
        end
        ",
        expect![[r#"
              0 Setup: 2 players, Ana starts
                  Ana Load 0 → 2 (start)
                  Ana Connection 0 → 3 (start)
                  Ana Momentum 0 → 1 (start)
                  Ben Load 0 → 2 (start)
                  Ben Connection 0 → 3 (start)
                  Ben Momentum 0 → 1 (start)
              1 Ana: Load card “Load 1” (Rest, Talk)
                  Ana Load 2 → 3 (Load card drawn)
              2 Ben: Load card “Load 2” (Move, Plan)
                  Ben Load 2 → 3 (Load card drawn)
              3 Ana: adjustment (correction)
                  Ana Connection 3 → 7 (correction)
                  Ana Momentum 1 → 0 (correction -5, stopped at 0)
                  Ana Shield 0 → 2 (correction)
              4 Ana: Life Happens “Event 4”, Pressure 3 (Talk, Move)
                  Ana Shield 2 → 0 (Shield absorbed)
                  Ana Load 3 → 4 (pressure)
              5 Ana: Action “Action 5” (Sing)
                  Ana Load 4 → 0 (Action)
                  Ana Connection 7 → 10 (Action +5, stopped at 10)
                  Ana Shield 0 → 3 (Action)
                  No match bonus: the Action's tag is not one of the event's Helpful Approaches.
                  No Load card resolved: no held Load card lists the Action's tag.
              6 Ana: Brotherhood “Support 6” from Ben
                  Ana Connection 10 → 10 (Brotherhood received +2, stopped at 10)
                  Ben Load 3 → 0 (Brotherhood given -5, stopped at 0)
              7 Ana: end of turn
            --
            Ana L0 C10 M0 S3 cards[1]
            Ben L0 C3 M1 S0 cards[2]
            prompt: Round 1 · Ben's turn: draw a Life Happens card
            1. Ana 20 (score)
            2. Ben 14 (score)
            chart Ana: Start 3/3/1
            chart Ben: Start 3/3/1
            deck Life Happens: left None, discard [4x1]
            deck Action: left None, discard [5x1]
            deck Brotherhood: left None, discard [6x1]
        "#]],
    );
}

#[test]
fn decks_are_counted_and_reshuffled() {
    check(
        "
        setup Ana Ben start=Ana sizes=3,2,7,2,6
        load Ana Rest/Talk
        load Ben Move/Plan
        lh 1 Talk/Move
        act Talk
        end
        lh 1 Talk/Move
        act Move
        give Ana
        end
        tp everyone
        reshuffle life_happens
        lh 1 Talk/Move
        ",
        expect![[r#"
              0 Setup: 2 players, Ana starts
                  Ana Load 0 → 2 (start)
                  Ana Connection 0 → 3 (start)
                  Ana Momentum 0 → 1 (start)
                  Ben Load 0 → 2 (start)
                  Ben Connection 0 → 3 (start)
                  Ben Momentum 0 → 1 (start)
              1 Ana: Load card “Load 1” (Rest, Talk)
                  Ana Load 2 → 3 (Load card drawn)
              2 Ben: Load card “Load 2” (Move, Plan)
                  Ben Load 2 → 3 (Load card drawn)
              3 Ana: Life Happens “Event 3”, Pressure 1 (Talk, Move)
                  Ana Load 3 → 4 (pressure)
              4 Ana: Action “Action 4” (Talk)
                  Ana Load 4 → 3 (match bonus)
                  Ana Load 3 → 1 (Load resolved)
                  Ana Momentum 1 → 2 (Load resolved)
              5 Ana: end of turn
              6 Ben: Life Happens “Event 6”, Pressure 1 (Talk, Move)
                  Ben Load 3 → 4 (pressure)
              7 Ben: Action “Action 7” (Move)
                  Ben Load 4 → 3 (match bonus)
                  Ben Load 3 → 1 (Load resolved)
                  Ben Momentum 1 → 2 (Load resolved)
              8 Ben: Brotherhood “Support 8” from Ana
              9 Ben: end of turn
                  The Action deck is empty: shuffle its discard pile back in and record the reshuffle.
                  Round 1 is over: reveal a Turning Point.
             10 Round 1: Turning Point “Turn 10” for every player
                  The Brotherhood deck is empty: shuffle its discard pile back in and record the reshuffle.
             11 Life Happens discard pile shuffled back in
             12 Ben: Life Happens “Event 12”, Pressure 1 (Talk, Move)
                  Ben Load 1 → 2 (pressure)
            --
            Ana L1 C3 M2 S0 cards[]
            Ben L2 C3 M2 S0 cards[]
            prompt: Round 2 · Ben's turn: record their Action
            1. Ana 14 (score)
            2. Ben 13 (score)
            chart Ana: Start 3/3/1 · R1 1/3/2
            chart Ben: Start 3/3/1 · R1 1/3/2
            deck Load: left Some(1), discard [1x1 2x1]
            deck Life Happens: left Some(1), discard [12x1]
            deck Action: left Some(0), discard [4x1 7x1], reshuffle needed
            deck Brotherhood: left Some(0), discard [8x1], reshuffle needed
            deck Turning Point: left Some(5), discard [10x1]
        "#]],
    );
}

#[test]
fn undo_and_redo() {
    check(
        "
        setup Ana Ben start=Ana real_talk
        undo
        load Ana Rest/Talk
        load Ben Move/Plan
        lh 2 Talk/Move
        act Sing
        undo
        undo
        redo
        redo
        redo
        undo
        lh 5 Rest/Plan
        redo
        ",
        expect![[r#"
              0 Setup: 2 players, Ana starts
                  Ana Load 0 → 2 (start)
                  Ana Connection 0 → 3 (start)
                  Ana Momentum 0 → 1 (start)
                  Ben Load 0 → 2 (start)
                  Ben Connection 0 → 3 (start)
                  Ben Momentum 0 → 1 (start)
            undo: refused (nothing_to_undo): Nothing to undo: only the setup is recorded. Start a new session to change the setup.
              1 Ana: Load card “Load 2” (Rest, Talk)
                  Ana Load 2 → 3 (Load card drawn)
              2 Ben: Load card “Load 3” (Move, Plan)
                  Ben Load 2 → 3 (Load card drawn)
              3 Ana: Life Happens “Event 4”, Pressure 2 (Talk, Move)
                  Ana Load 3 → 5 (pressure)
              4 Ana: Action “Action 5” (Sing)
                  No match bonus: the Action's tag is not one of the event's Helpful Approaches.
                  No Load card resolved: no held Load card lists the Action's tag.
            undo: log has 4 steps
            undo: log has 3 steps
            redo: log has 4 steps
            redo: log has 5 steps
            redo: refused (nothing_to_redo): Nothing to redo: no step has been undone since the last one recorded.
            undo: log has 4 steps
            lh 5 Rest/Plan: refused (wrong_step): Ana has drawn their Life Happens card: record their Action next.
            redo: log has 5 steps
            --
            Ana L5 C3 M1 S0 cards[2]
            Ben L3 C3 M1 S0 cards[3]
            prompt: Round 1 · Ana's turn: Brotherhood if someone gives it, Real Talk, refill to 3 Action cards, then end the turn
            1. Ben 11 (score)
            2. Ana 9 (score)
            chart Ana: Start 3/3/1
            chart Ben: Start 3/3/1
            deck Life Happens: left None, discard [4x1]
            deck Action: left None, discard [5x1]
        "#]],
    );
}

/// Two players, six rounds of one quiet turn each, then what the game says at the end.
fn six_rounds() -> String {
    let mut script =
        String::from("setup Ana Ben start=Ben\nload Ana Rest/Talk\nload Ben Move/Plan\n");
    for round in 1..=6 {
        for _ in 0..2 {
            script.push_str("lh 1 Talk/Sing\nact Talk C+1\nend\n");
        }
        let scope = if round % 2 == 0 {
            "starting_player"
        } else {
            "lowest_momentum"
        };
        script.push_str(&format!("tp {scope} M+1\n"));
    }
    script.push_str("adjust Ana L-1\n");
    script
}

#[test]
fn the_game_ends_after_six_rounds() {
    let text = run(&six_rounds());
    let tail = text
        .lines()
        .skip_while(|l| !l.contains("Round 6: Turning Point"))
        .collect::<Vec<_>>()
        .join("\n");
    expect![[r#"
         44 Round 6: Turning Point “Turn 44” for the round's starting player
              Ana Momentum 4 → 5 (Turning Point)
              The game is over.
        adjust Ana L-1: refused (game_over): The game is over after round 6: nothing more can be recorded. Undo to change the last steps.
        --
        Ana L1 C9 M5 S0 cards[]
        Ben L3 C9 M4 S0 cards[2]
        prompt: Game over · Ana wins
        1. Ana 23 (score)
        2. Ben 20 (score)
        chart Ana: Start 3/3/1 · R1 1/4/2 · R2 1/5/3 · R3 1/6/3 · R4 1/7/4 · R5 1/8/4 · R6 1/9/5
        chart Ben: Start 3/3/1 · R1 3/4/2 · R2 3/5/2 · R3 3/6/3 · R4 3/7/3 · R5 3/8/4 · R6 3/9/4
        deck Load: left None, discard [1x1]
        deck Life Happens: left None, discard [10x1 13x1 17x1 20x1 24x1 27x1 3x1 31x1 34x1 38x1 41x1 6x1]
        deck Action: left None, discard [11x1 14x1 18x1 21x1 25x1 28x1 32x1 35x1 39x1 4x1 42x1 7x1]
        deck Turning Point: left None, discard [16x1 23x1 30x1 37x1 44x1 9x1]"#]].assert_eq(&tail);
}
