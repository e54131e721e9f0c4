//! A player for tests and benchmarks: picks the next step from what the view says is legal (it
//! computes no rule of its own). Included by path where it is needed (the core's benchmark, the
//! desktop shell's tests), so that every game driven through the app is driven the same way.

use loadout_tracker::catalog::Catalog;
use loadout_tracker::state::Phase;
use loadout_tracker::Event;
use loadout_words::view::View;

/// A legal next step chosen from `view.legal`, varied by `k`; `None` once the game is over.
pub fn next_event(view: &View, catalog: &Catalog, k: usize) -> Option<Event> {
    let legal = &view.legal;
    let pick = |n: usize| (k * 7 + view.log_len) % n;
    if matches!(view.phase, Phase::LoadCards) {
        let seat = *legal.load_card_for.first()?;
        return Some(Event::LoadCardDrawn {
            seat,
            card: catalog.load[pick(catalog.load.len())].clone(),
        });
    }
    if let Some(deck) = view
        .decks
        .iter()
        .find(|d| d.reshuffle_needed && legal.reshuffle.contains(&d.deck))
    {
        return Some(Event::DeckReshuffled { deck: deck.deck });
    }
    if legal.life_happens {
        return Some(Event::LifeHappensDrawn {
            card: catalog.life_happens[pick(catalog.life_happens.len())].clone(),
        });
    }
    if legal.action {
        return Some(Event::ActionPlayed {
            card: catalog.action[pick(catalog.action.len())].clone(),
        });
    }
    if k.is_multiple_of(3) {
        if let Some(&giver) = legal.brotherhood_givers.first() {
            return Some(Event::BrotherhoodGiven {
                giver,
                card: catalog.brotherhood[pick(catalog.brotherhood.len())].clone(),
            });
        }
    }
    if legal.end_turn {
        return Some(Event::TurnEnded);
    }
    if legal.turning_point {
        return Some(Event::TurningPointRevealed {
            card: catalog.turning_point[pick(catalog.turning_point.len())].clone(),
        });
    }
    None
}
