//! The sentences that state a number of cards (#27 item 7): each says what `docs/rules.md`
//! says, and the app's own deck count moves by the number the sentence states. A table that did
//! what the words say must end with the cards the rules leave it.
//!
//! The golden game (`tests/golden/four-players.json`): in round 1 the players at seats 1 and 2
//! give Brotherhood, in round 2 the player at seat 3.

use loadout_tracker::session::Session;
use loadout_tracker::session_file::SessionFile;
use loadout_tracker::{Deck, Event, Lang};
use loadout_words::view::View;
use loadout_words::SessionWords;
use loadout_words::Speaker;

fn golden() -> Vec<Event> {
    let text = include_str!("../../../tests/golden/four-players.json");
    SessionFile::from_json(text)
        .expect("the golden file reads")
        .into_session()
        .expect("the golden file replays")
        .events()
        .to_vec()
}

/// The view after the first `len` steps of `events`, in `lang`.
fn view(lang: Lang, events: &[Event], len: usize) -> View {
    {
        let sp = &Speaker::new(lang);
        Session::replay(events[..len].to_vec(), Vec::new())
            .expect("a prefix replays")
            .view(sp)
    }
}

/// Where the `n`-th (from 1) event of a kind is in the log.
fn nth(events: &[Event], n: usize, is: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .enumerate()
        .filter(|(_, e)| is(e))
        .nth(n - 1)
        .map(|(i, _)| i)
        .expect("the golden game has it")
}

fn turning_point(events: &[Event], n: usize) -> usize {
    nth(events, n, |e| {
        matches!(e, Event::TurningPointRevealed { .. })
    })
}

fn left(view: &View, deck: Deck) -> u16 {
    view.decks
        .iter()
        .find(|d| d.deck == deck)
        .and_then(|d| d.left)
        .expect("the sample deck gives every deck's size")
}

fn starter(view: &View) -> String {
    let p = view.players.iter().find(|p| p.starting).expect("a starter");
    p.name.clone()
}

fn name(view: &View, seat: usize) -> String {
    view.players[seat].name.clone()
}

#[test]
fn a_round_start_replaces_only_the_brotherhood_cards_given_in_the_round_just_ended() {
    let events = golden();
    let first = turning_point(&events, 1);
    let before = view(Lang::En, &events, first);
    let after = view(Lang::En, &events, first + 1);
    let said = after.guide.round_begins.clone().expect("a round begins");
    assert_eq!(
        said,
        format!(
            "Round 2 begins: {} starts. {} and {} each gave a Brotherhood card last round and \
             each take a new one from the deck (2 cards).",
            starter(&after),
            name(&after, 0),
            name(&after, 1)
        )
    );
    assert_eq!(
        left(&before, Deck::Brotherhood) - left(&after, Deck::Brotherhood),
        2,
        "the deck gives the two cards the sentence says"
    );
    let german = view(Lang::De, &events, first + 1).guide.round_begins;
    assert!(
        german.as_deref().is_some_and(|s| s.contains("(2 Karten)")),
        "{german:?}"
    );

    // Round 2: one player gave, one card is replaced.
    let second = turning_point(&events, 2);
    let before = view(Lang::En, &events, second);
    let after = view(Lang::En, &events, second + 1);
    let said = after.guide.round_begins.clone().expect("a round begins");
    assert!(
        said.ends_with(&format!(
            "{} gave a Brotherhood card last round and takes a new one from the deck.",
            name(&after, 2)
        )),
        "{said}"
    );
    assert_eq!(
        left(&before, Deck::Brotherhood) - left(&after, Deck::Brotherhood),
        1
    );
}

#[test]
fn a_round_in_which_no_one_gave_brotherhood_replaces_no_card() {
    let mut events = golden();
    let first = turning_point(&events, 1);
    // The same game without round 1's two Brotherhood cards.
    let mut i = 0;
    events.retain(|e| {
        i += 1;
        i > first || !matches!(e, Event::BrotherhoodGiven { .. })
    });
    let first = turning_point(&events, 1);
    let before = view(Lang::En, &events, first);
    let after = view(Lang::En, &events, first + 1);
    let said = after.guide.round_begins.clone().expect("a round begins");
    assert!(
        said.ends_with(
            "No one gave a Brotherhood card last round: every player still holds theirs."
        ),
        "{said}"
    );
    assert_eq!(
        left(&before, Deck::Brotherhood),
        left(&after, Deck::Brotherhood)
    );
}

#[test]
fn the_deal_says_the_hands_the_decks_count() {
    let events = golden();
    let setup = view(Lang::En, &events, 1);
    assert_eq!(
        setup.guide.deal.as_deref(),
        Some(
            "Deal each player 3 Action cards and 1 Brotherhood card. Then draw a Load card face \
             up for each player."
        )
    );
    let players = setup.players.len() as u16;
    let size = |deck: Deck| {
        setup
            .decks
            .iter()
            .find(|d| d.deck == deck)
            .and_then(|d| d.size)
            .expect("a size")
    };
    assert_eq!(left(&setup, Deck::Action), size(Deck::Action) - 3 * players);
    assert_eq!(
        left(&setup, Deck::Brotherhood),
        size(Deck::Brotherhood) - players
    );
}

#[test]
fn the_refill_says_the_hand_and_the_deck_gives_one_card() {
    let events = golden();
    let action = nth(&events, 1, |e| matches!(e, Event::ActionPlayed { .. }));
    let support = view(Lang::En, &events, action + 1);
    assert!(
        support.prompt.contains("refill to 3 Action cards"),
        "{}",
        support.prompt
    );
    let ended = nth(&events, 1, |e| matches!(e, Event::TurnEnded));
    let after = view(Lang::En, &events, ended + 1);
    assert_eq!(
        left(&view(Lang::En, &events, ended), Deck::Action) - left(&after, Deck::Action),
        1,
        "one Action card played, one drawn back"
    );
}
