//! Deck counting: what is left in each physical deck's draw pile and what is in its discard
//! pile, as far as the log tells. The fold keeps one `DeckCount` per deck; screens get `DeckStatus`.

use crate::card::{CardId, Deck};
use crate::event::DeckSizes;
use crate::explain::Note;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Copies of one card in a deck's discard pile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Discarded {
    pub card: CardId,
    pub title: String,
    pub count: u16,
    /// Every copy the catalog prints of the card is in the discard pile (a card picked now is
    /// one the table cannot have drawn).
    pub all: bool,
}

impl Discarded {
    /// One more copy discarded, of a card printed `copies` times.
    fn add(&mut self, copies: u8) {
        self.count = self.count.saturating_add(1);
        self.all = self.count >= u16::from(copies.max(1));
    }
}

/// A physical deck as far as the tracker can count it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DeckStatus {
    pub deck: Deck,
    /// Cards in the deck (copies included); `None` when the catalog gives no sizes.
    pub size: Option<u16>,
    /// Cards left in the draw pile; `None` when not counted.
    pub left: Option<u16>,
    /// The discard pile, sorted by card id.
    // The fold's own pile, shared: a view copies none of its cards.
    pub discard: Arc<Vec<Discarded>>,
    /// The draw pile is empty: shuffle the discard pile back in.
    pub reshuffle_needed: bool,
}

/// Draw pile and discard pile counts of one deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct DeckCount {
    pub(crate) size: Option<u16>,
    /// Cards out of the draw pile since the last reshuffle: in hands, on the table or discarded.
    pub(crate) out: u16,
    /// Shared with the views made since it last changed (`status`); copied when it changes then.
    pub(crate) discard: Arc<Vec<Discarded>>,
}

impl DeckCount {
    pub(crate) fn left(&self) -> Option<u16> {
        self.size.map(|size| size.saturating_sub(self.out))
    }

    /// Takes `n` cards from the draw pile; notes when the pile was already empty.
    pub(crate) fn draw(&mut self, deck: Deck, n: u16, notes: &mut Vec<Note>) {
        if n > 0 && self.left().is_some_and(|left| left < n) {
            notes.push(Note::DeckEmpty { deck });
        }
        self.out = self.out.saturating_add(n);
    }

    /// Where `id` is (or would go) in the discard pile, which is kept sorted by card id so
    /// that a replay does not scan it for every card.
    fn find(&self, id: &CardId) -> std::result::Result<usize, usize> {
        self.discard.binary_search_by(|d| d.card.cmp(id))
    }

    /// Notes a card whose every copy is already in the discard pile.
    pub(crate) fn check_not_discarded(
        &self,
        deck: Deck,
        id: &CardId,
        copies: u8,
        notes: &mut Vec<Note>,
    ) {
        if let Ok(i) = self.find(id) {
            self.note_if_all_discarded(i, deck, copies, notes);
        }
    }

    fn note_if_all_discarded(&self, i: usize, deck: Deck, copies: u8, notes: &mut Vec<Note>) {
        if self.discard[i].count >= u16::from(copies.max(1)) {
            notes.push(Note::CardInDiscard {
                deck,
                card: self.discard[i].card.clone(),
            });
        }
    }

    pub(crate) fn discard(&mut self, id: &CardId, title: &str, copies: u8) {
        match self.find(id) {
            Ok(i) => Arc::make_mut(&mut self.discard)[i].add(copies),
            Err(i) => self.insert(i, id, title, copies),
        }
    }

    fn insert(&mut self, i: usize, id: &CardId, title: &str, copies: u8) {
        let mut first = Discarded {
            card: id.clone(),
            title: title.to_owned(),
            count: 0,
            all: false,
        };
        first.add(copies);
        Arc::make_mut(&mut self.discard).insert(i, first);
    }

    /// A card played straight to the discard pile: noted when every copy was there already.
    pub(crate) fn check_and_discard(
        &mut self,
        deck: Deck,
        id: &CardId,
        title: &str,
        copies: u8,
        notes: &mut Vec<Note>,
    ) {
        match self.find(id) {
            Ok(i) => {
                self.note_if_all_discarded(i, deck, copies, notes);
                Arc::make_mut(&mut self.discard)[i].add(copies);
            }
            Err(i) => self.insert(i, id, title, copies),
        }
    }

    fn discarded(&self) -> u16 {
        self.discard
            .iter()
            .map(|d| d.count)
            .fold(0, u16::saturating_add)
    }
}

fn deck_index(deck: Deck) -> usize {
    match deck {
        Deck::Load => 0,
        Deck::LifeHappens => 1,
        Deck::Action => 2,
        Deck::Brotherhood => 3,
        Deck::TurningPoint => 4,
    }
}

/// The counts of the five physical decks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Decks([DeckCount; 5]);

impl Decks {
    /// Full draw piles of these sizes (`None`: not counted), empty discard piles.
    pub(crate) fn new(sizes: Option<DeckSizes>) -> Self {
        Decks(Deck::ALL.map(|deck| DeckCount {
            size: sizes.map(|s| s.get(deck)),
            out: 0,
            discard: Arc::new(Vec::new()),
        }))
    }

    pub(crate) fn get(&self, deck: Deck) -> &DeckCount {
        &self.0[deck_index(deck)]
    }

    pub(crate) fn get_mut(&mut self, deck: Deck) -> &mut DeckCount {
        &mut self.0[deck_index(deck)]
    }

    /// The discard pile of `deck` shuffled back into its draw pile.
    pub(crate) fn reshuffle(&mut self, deck: Deck) {
        let count = self.get_mut(deck);
        count.out = count.out.saturating_sub(count.discarded());
        count.discard = Arc::new(Vec::new());
    }

    /// Each deck as the screens show it; `drawing`: cards are still drawn (the game is not over).
    pub(crate) fn status(&self, drawing: bool) -> Vec<DeckStatus> {
        Deck::ALL
            .iter()
            .map(|&deck| {
                let count = self.get(deck);
                let left = count.left();
                DeckStatus {
                    deck,
                    size: count.size,
                    left,
                    discard: Arc::clone(&count.discard),
                    reshuffle_needed: drawing && left == Some(0) && !count.discard.is_empty(),
                }
            })
            .collect()
    }
}
