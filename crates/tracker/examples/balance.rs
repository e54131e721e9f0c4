//! Balance report for the sample deck: plays many seeded random games per table size through the
//! real `Session` API and prints a markdown report (docs/balance.md explains the figures).
//!
//!     cargo run --release -p loadout-tracker --example balance -- --games 10000 --seed 1
//!
//! The tracker itself draws nothing at random; the shuffles and the players' choices live here.
//! Players follow a simple plausible policy: play the Action worth most right now (its printed
//! changes, plus the match bonus and Load resolution it would earn), and on a share of turns a
//! random player who still holds a Brotherhood card gives it.

use loadout_tracker::catalog::Catalog;
use loadout_tracker::score::{score, standings};
use loadout_tracker::session::Session;
use loadout_tracker::state::{Phase, PlayerState, State};
use loadout_tracker::{
    ActionCard, BrotherhoodCard, Cause, Deck, Event, LifeHappensCard, LoadCard, Note, RuleSet,
    Seat, Setup, Tag, TurningPointCard,
};
use loadout_words::Said;
use loadout_words::Speaker;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::process::ExitCode;

const USAGE: &str = "usage: balance [--games N] [--seed S] [--brotherhood SHARE] [--players A-B]";

/// What the command line asked for.
struct Options {
    games: u32,
    seed: u64,
    /// Chance that somebody gives a Brotherhood card on a turn where somebody can.
    brotherhood: f64,
    players: std::ops::RangeInclusive<usize>,
}

fn parse_args() -> Result<Options, String> {
    let mut options = Options {
        games: 10_000,
        seed: 1,
        brotherhood: 0.4,
        players: 2..=6,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let bad = |_: std::num::ParseIntError| format!("{flag}: can't read \"{value}\"\n{USAGE}");
        match flag.as_str() {
            "--games" => options.games = value.parse().map_err(bad)?,
            "--seed" => options.seed = value.parse().map_err(bad)?,
            "--brotherhood" => {
                options.brotherhood = value
                    .parse()
                    .map_err(|_| format!("{flag}: can't read \"{value}\"\n{USAGE}"))?
            }
            "--players" => {
                let (a, b) = value.split_once('-').unwrap_or((&value, &value));
                let (a, b): (usize, usize) = (a.parse().map_err(bad)?, b.parse().map_err(bad)?);
                if !(2..=6).contains(&a) || !(a..=6).contains(&b) {
                    return Err(format!("--players: 2 to 6 players, e.g. 2-6\n{USAGE}"));
                }
                options.players = a..=b;
            }
            _ => return Err(format!("unknown option {flag}\n{USAGE}")),
        }
    }
    if options.games == 0 || !(0.0..=1.0).contains(&options.brotherhood) {
        return Err(format!(
            "--games must be at least 1 and --brotherhood within 0..1\n{USAGE}"
        ));
    }
    Ok(options)
}

/// A physical deck: a shuffled draw pile and a discard pile.
struct Pile<T> {
    deck: Deck,
    draw: Vec<T>,
    discard: Vec<T>,
}

impl<T: Clone> Pile<T> {
    fn new(deck: Deck, cards: &[T], rng: &mut ChaCha8Rng) -> Pile<T> {
        let mut draw = cards.to_vec();
        draw.shuffle(rng);
        Pile {
            deck,
            draw,
            discard: Vec::new(),
        }
    }

    /// Makes sure `n` cards can be drawn, shuffling the discard pile back in (and recording it,
    /// as a facilitator would) when the draw pile is short.
    fn ensure(&mut self, n: usize, rng: &mut ChaCha8Rng, game: &mut Game) {
        if self.draw.len() < n && !self.discard.is_empty() {
            self.draw.append(&mut self.discard);
            self.draw.shuffle(rng);
            game.record(Event::DeckReshuffled { deck: self.deck });
            game.tally.reshuffles += 1;
        }
    }

    /// The deck and how many cards its draw pile holds.
    fn status(&self) -> (Deck, usize) {
        (self.deck, self.draw.len())
    }

    fn take(&mut self) -> T {
        self.draw
            .pop()
            .expect("the draw pile was refilled before drawing")
    }
}

/// Counts over every game of one table size.
#[derive(Default)]
struct Tally {
    games: u64,
    final_scores: Vec<i16>,
    winning_scores: Vec<i16>,
    /// First place's lead over second place (0 when the top score is tied).
    margins: Vec<i16>,
    final_load: [u64; 11],
    final_connection: Vec<u8>,
    final_momentum: Vec<u8>,
    shared_wins: u64,
    turns: u64,
    overloaded_turns: u64,
    players_overloaded: u64,
    events: u64,
    match_bonuses: u64,
    players: u64,
    resolved: u64,
    /// Sum of the rounds in which Load cards were resolved.
    resolved_round_sum: u64,
    /// Life Happens Pressure that found Load already at 10 or pushed it there.
    pressure_to_ten: u64,
    brotherhood: u64,
    reshuffles: u64,
    /// Notes that mean the simulated table and the tracker disagree (should stay 0).
    odd_notes: u64,
}

/// One game being played: the session and the running tally.
struct Game<'t> {
    session: Session,
    tally: &'t mut Tally,
}

impl Game<'_> {
    fn record(&mut self, event: Event) {
        let sp = &Speaker::ENGLISH;
        let round = self.session.state().round;
        let entry = match self.session.record(event.clone()) {
            Ok(entry) => entry,
            Err(e) => panic!("the tracker refused {event:?}: {}", e.message(sp)),
        };
        for change in &entry.changes {
            match change.cause {
                Cause::MatchBonus => self.tally.match_bonuses += 1,
                Cause::LoadResolved if change.stat == loadout_tracker::Stat::Load => {
                    self.tally.resolved += 1;
                    self.tally.resolved_round_sum += u64::from(round);
                }
                Cause::Pressure if change.after == u16::from(RuleSet::TRACK_MAX) => {
                    self.tally.pressure_to_ten += 1
                }
                _ => {}
            }
        }
        for note in &entry.notes {
            if matches!(note, Note::DeckEmpty { .. } | Note::CardInDiscard { .. }) {
                self.tally.odd_notes += 1;
            }
        }
    }

    fn state(&self) -> &State {
        self.session.state()
    }
}

/// What `card` would be worth to `player` right now: the change in Balance Score from its
/// printed changes, the match bonus and the Load card it would resolve (Shield counted as a
/// point, since the next event's Pressure will use it).
fn worth(
    player: &PlayerState,
    card: &ActionCard,
    helpful: Option<&[Tag; 2]>,
    overloaded: bool,
) -> i32 {
    let clamp = |v: i32| v.clamp(0, i32::from(RuleSet::TRACK_MAX));
    let before = i32::from(score(player));
    let mut load = clamp(i32::from(player.load.get()) + i32::from(card.effect.load));
    let connection = clamp(i32::from(player.connection.get()) + i32::from(card.effect.connection));
    let mut momentum = clamp(i32::from(player.momentum.get()) + i32::from(card.effect.momentum));
    // An overloaded turn's recovery, or else the match bonus: one more Load off.
    if overloaded || helpful.is_some_and(|h| h.contains(&card.tag)) {
        load = clamp(load - 1);
    }
    if player
        .load_cards
        .iter()
        .any(|c| c.relief.contains(&card.tag))
    {
        load = clamp(load - 2);
        momentum = clamp(momentum + 1);
    }
    let after = (i32::from(RuleSet::TRACK_MAX) - load) + connection + momentum;
    after - before + i32::from(card.effect.shield)
}

fn play_game(
    catalog: &Catalog,
    players: usize,
    options: &Options,
    rng: &mut ChaCha8Rng,
    tally: &mut Tally,
) {
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let setup = Setup {
        rules: "v1.1".to_owned(),
        players: names,
        starting_seat: Seat(rng.random_range(0..players) as u8),
        starting_seat_random: true,
        real_talk: false,
        label: None,
        date: None,
        catalog: catalog.info(),
    };
    let session = Session::new(setup).expect("a valid setup");
    let mut game = Game { session, tally };

    let mut load: Pile<LoadCard> = Pile::new(Deck::Load, &catalog.load, rng);
    let mut events: Pile<LifeHappensCard> =
        Pile::new(Deck::LifeHappens, &catalog.life_happens, rng);
    let mut actions: Pile<ActionCard> = Pile::new(Deck::Action, &catalog.action, rng);
    let mut support: Pile<BrotherhoodCard> =
        Pile::new(Deck::Brotherhood, &catalog.brotherhood, rng);
    let mut turning: Pile<TurningPointCard> =
        Pile::new(Deck::TurningPoint, &catalog.turning_point, rng);

    let hand_size = usize::from(game.state().rules.action_hand_size(players));
    let mut hands: Vec<Vec<ActionCard>> = (0..players)
        .map(|_| (0..hand_size).map(|_| actions.take()).collect())
        .collect();
    let mut held: Vec<Option<BrotherhoodCard>> =
        (0..players).map(|_| Some(support.take())).collect();
    let mut overloaded_once = vec![false; players];

    for seat in 0..players {
        let card = load.take();
        game.record(Event::LoadCardDrawn {
            seat: Seat(seat as u8),
            card,
        });
    }

    loop {
        match game.state().phase {
            Phase::Turn {
                seat, overloaded, ..
            } => {
                let s = seat.index();
                game.tally.turns += 1;
                let mut helpful = None;
                if overloaded {
                    game.tally.overloaded_turns += 1;
                    overloaded_once[s] = true;
                } else {
                    events.ensure(1, rng, &mut game);
                    let card = events.take();
                    helpful = Some(card.helpful.clone());
                    events.discard.push(card.clone());
                    game.record(Event::LifeHappensDrawn { card });
                    game.tally.events += 1;
                }

                let player = &game.state().players[s];
                hands[s].shuffle(rng); // equal worth: any of them
                let best = (0..hands[s].len())
                    .max_by_key(|&i| worth(player, &hands[s][i], helpful.as_ref(), overloaded))
                    .expect("a hand is never empty");
                let card = hands[s].swap_remove(best);
                actions.discard.push(card.clone());
                let held_before = game.state().players[s].load_cards.clone();
                game.record(Event::ActionPlayed { card });
                let held_after = &game.state().players[s].load_cards;
                // A resolved Load card goes to the Load discard pile.
                let resolved = held_before.into_iter().filter(|c| !held_after.contains(c));
                load.discard.extend(resolved);

                let givers = game.state().legal_next().brotherhood_givers;
                let holding: Vec<Seat> = (0..players)
                    .filter(|&g| g != s && held[g].is_some())
                    .map(|g| Seat(g as u8))
                    .collect();
                assert_eq!(
                    givers, holding,
                    "the tracker and the table agree on who holds Brotherhood"
                );
                if !givers.is_empty() && rng.random_bool(options.brotherhood) {
                    let giver = givers[rng.random_range(0..givers.len())];
                    let card = held[giver.index()].take().expect("the giver holds a card");
                    support.discard.push(card.clone());
                    game.record(Event::BrotherhoodGiven { giver, card });
                    game.tally.brotherhood += 1;
                }

                actions.ensure(1, rng, &mut game);
                hands[s].push(actions.take());
                game.record(Event::TurnEnded);
            }
            Phase::RoundEnd => {
                let used = held.iter().filter(|h| h.is_none()).count();
                support.ensure(used, rng, &mut game);
                for slot in held.iter_mut().filter(|h| h.is_none()) {
                    *slot = Some(support.take());
                }
                turning.ensure(1, rng, &mut game);
                let card = turning.take();
                turning.discard.push(card.clone());
                game.record(Event::TurningPointRevealed { card });
            }
            Phase::GameOver => break,
            Phase::LoadCards => unreachable!("every player drew a Load card"),
        }
        let piles = [
            load.status(),
            events.status(),
            actions.status(),
            support.status(),
            turning.status(),
        ];
        check_counts(game.state(), &piles);
    }

    let Game { session, tally } = game;
    let state = session.state();
    let table = standings(state);
    tally.games += 1;
    tally.players += players as u64;
    tally.players_overloaded += overloaded_once.iter().filter(|&&o| o).count() as u64;
    for p in &state.players {
        tally.final_scores.push(score(p));
        tally.final_load[usize::from(p.load.get())] += 1;
        tally.final_connection.push(p.connection.get());
        tally.final_momentum.push(p.momentum.get());
    }
    let top = table.rows[0].score;
    tally.winning_scores.push(top);
    tally.margins.push(top - table.rows[1].score);
    if table.winners.len() > 1 {
        tally.shared_wins += 1;
    }
}

/// The tracker's deck counts must match the cards this simulated table holds.
fn check_counts(state: &State, piles: &[(Deck, usize)]) {
    for status in state.decks() {
        let (_, left) = piles
            .iter()
            .find(|(deck, _)| *deck == status.deck)
            .expect("every deck is simulated");
        assert_eq!(
            status.left,
            Some(*left as u16),
            "the tracker's count of the {:?} draw pile",
            status.deck
        );
    }
}

/// The value at `q` (0..=1) of sorted `values`, nearest rank.
fn quantile<T: Copy>(sorted: &[T], q: f64) -> T {
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

fn mean(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, n) = values.fold((0.0, 0u64), |(s, n), v| (s + v, n + 1));
    sum / n as f64
}

fn percent(part: u64, whole: u64) -> String {
    format!("{:.1}%", 100.0 * part as f64 / whole as f64)
}

fn main() -> ExitCode {
    let sp = &Speaker::ENGLISH;
    let options = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let catalog = Catalog::sample();
    if let Err(e) = catalog.ensure_valid() {
        eprintln!("{}", e.message(sp));
        return ExitCode::FAILURE;
    }

    let mut tallies = Vec::new();
    for players in options.players.clone() {
        // One random stream per table size, so a single size can be re-run on its own.
        let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
        rng.set_stream(players as u64);
        let mut tally = Tally::default();
        for _ in 0..options.games {
            play_game(&catalog, players, &options, &mut rng, &mut tally);
        }
        tallies.push((players, tally));
    }
    print_report(&catalog, &options, &mut tallies);
    ExitCode::SUCCESS
}

fn print_report(catalog: &Catalog, options: &Options, tallies: &mut [(usize, Tally)]) {
    println!(
        "# Balance of \"{}\" (version {})\n",
        catalog.name, catalog.version
    );
    println!(
        "{} games per table size, seed {}, Brotherhood given on {:.0}% of the turns where someone could.\n",
        options.games,
        options.seed,
        options.brotherhood * 100.0
    );

    println!("## Final Balance Score (every player)\n");
    println!("| Players | min | p10 | median | p90 | max | mean | winning score: p10 / median / p90 | lead of 1st over 2nd: median / mean |");
    println!("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | :---: |");
    for (players, t) in tallies.iter_mut() {
        t.final_scores.sort_unstable();
        t.winning_scores.sort_unstable();
        t.margins.sort_unstable();
        let s = &t.final_scores;
        let w = &t.winning_scores;
        println!(
            "| {players} | {} | {} | {} | {} | {} | {:.1} | {} / {} / {} | {} / {:.1} |",
            s[0],
            quantile(s, 0.1),
            quantile(s, 0.5),
            quantile(s, 0.9),
            s[s.len() - 1],
            mean(s.iter().map(|&v| f64::from(v))),
            quantile(w, 0.1),
            quantile(w, 0.5),
            quantile(w, 0.9),
            quantile(&t.margins, 0.5),
            mean(t.margins.iter().map(|&v| f64::from(v))),
        );
    }

    println!("\n## Final tracks (every player)\n");
    println!("| Players | Load: median / mean | at Load 0 | at Load 10 | Connection: median / mean | Momentum: median / mean |");
    println!("| ---: | :---: | ---: | ---: | :---: | :---: |");
    for (players, t) in tallies.iter_mut() {
        let loads: Vec<u8> = (0..=RuleSet::TRACK_MAX)
            .flat_map(|v| std::iter::repeat_n(v, t.final_load[usize::from(v)] as usize))
            .collect();
        t.final_connection.sort_unstable();
        t.final_momentum.sort_unstable();
        println!(
            "| {players} | {} / {:.1} | {} | {} | {} / {:.1} | {} / {:.1} |",
            quantile(&loads, 0.5),
            mean(loads.iter().map(|&v| f64::from(v))),
            percent(t.final_load[0], t.players),
            percent(t.final_load[10], t.players),
            quantile(&t.final_connection, 0.5),
            mean(t.final_connection.iter().map(|&v| f64::from(v))),
            quantile(&t.final_momentum, 0.5),
            mean(t.final_momentum.iter().map(|&v| f64::from(v))),
        );
    }

    println!("\n## Final Load, share of players at each value\n");
    print!("| Players |");
    for v in 0..=RuleSet::TRACK_MAX {
        print!(" {v} |");
    }
    println!();
    println!("| ---: |{}", " ---: |".repeat(11));
    for (players, t) in tallies.iter() {
        print!("| {players} |");
        for v in 0..=10 {
            print!(
                " {:.0}% |",
                100.0 * t.final_load[v] as f64 / t.players as f64
            );
        }
        println!();
    }

    println!("\n## How often things happen\n");
    println!("| Players | match bonus (of events) | Load card resolved (of players) | resolved in round (mean) | overloaded turns (of turns) | players overloaded at least once | Pressure reaching Load 10 (of events) | shared wins (of games) | Brotherhood per game | reshuffles per game |");
    println!("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (players, t) in tallies.iter() {
        println!(
            "| {players} | {} | {} | {:.1} | {} | {} | {} | {} | {:.1} | {:.1} |",
            percent(t.match_bonuses, t.events),
            percent(t.resolved, t.players),
            t.resolved_round_sum as f64 / t.resolved.max(1) as f64,
            percent(t.overloaded_turns, t.turns),
            percent(t.players_overloaded, t.players),
            percent(t.pressure_to_ten, t.events),
            percent(t.shared_wins, t.games),
            t.brotherhood as f64 / t.games as f64,
            t.reshuffles as f64 / t.games as f64,
        );
    }
    let odd: u64 = tallies.iter().map(|(_, t)| t.odd_notes).sum();
    println!(
        "\nDeck notes from the tracker (empty deck, card already discarded) over all games: {odd}."
    );
}
