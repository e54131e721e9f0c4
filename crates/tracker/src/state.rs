//! The fold: the game state after a log of events, and `apply`, which checks one more event
//! against the rules and returns the next state with every change it made and why.

use crate::card::{
    ActionCard, BrotherhoodCard, Deck, Effect, Level, LifeHappensCard, LoadCard, Scope, Stat, Tag,
    TurningPointCard,
};
use crate::catalog::check_card;
use crate::decks::{DeckStatus, Decks};
use crate::error::{Error, Refusal, Result, WrongStepAt};
use crate::event::{AdjustReason, Event, EventKind, Seat, Setup};
use crate::explain::{Cause, Change, Note};
use crate::rules::RuleSet;
use serde::{Deserialize, Serialize};

/// One player's tracks, Shield and face-up Load cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerState {
    pub seat: Seat,
    pub name: String,
    pub load: Level,
    pub connection: Level,
    pub momentum: Level,
    /// Pressure this player can still absorb; no upper limit.
    pub shield: u16,
    /// Held Load cards, oldest first (the oldest matching card resolves).
    pub load_cards: Vec<LoadCard>,
    /// The player still holds this round's Brotherhood card.
    pub brotherhood_available: bool,
}

impl PlayerState {
    /// The value of one stat, Shield included.
    pub fn stat(&self, stat: Stat) -> u16 {
        match stat {
            Stat::Load => self.load.get().into(),
            Stat::Connection => self.connection.get().into(),
            Stat::Momentum => self.momentum.get().into(),
            Stat::Shield => self.shield,
        }
    }

    /// At the top of the Load track: the player's next turn is a recovery turn.
    pub fn is_overloaded(&self) -> bool {
        self.load == Level::MAX
    }

    /// Moves one stat by `delta` (tracks stop at 0 and 10, Shield at 0) and says what happened.
    fn shift(&mut self, stat: Stat, delta: i16, cause: Cause) -> Change {
        let before = self.stat(stat);
        match stat {
            Stat::Load => self.load = self.load.moved(delta),
            Stat::Connection => self.connection = self.connection.moved(delta),
            Stat::Momentum => self.momentum = self.momentum.moved(delta),
            Stat::Shield => {
                self.shield =
                    (i32::from(self.shield) + i32::from(delta)).clamp(0, i32::from(u16::MAX)) as u16
            }
        }
        Change {
            seat: self.seat,
            stat,
            before,
            after: self.stat(stat),
            requested: delta,
            cause,
        }
    }

    /// Applies every non-zero part of a printed effect, in the order Load, Connection, Momentum, Shield.
    fn apply_effect(&mut self, effect: &Effect, cause: Cause, changes: &mut Vec<Change>) {
        for stat in [Stat::Load, Stat::Connection, Stat::Momentum, Stat::Shield] {
            let delta = effect.get(stat);
            if delta != 0 {
                changes.push(self.shift(stat, delta.into(), cause));
            }
        }
    }
}

/// Where the fold is in a turn (`docs/rules.md`, "A turn, step by step").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TurnStep {
    /// Waiting for the Life Happens event (step 1).
    LifeHappens,
    /// Waiting for the Action (step 2; match bonus and Load resolution follow from it).
    Action,
    /// After the Action: optional Brotherhood, Real Talk, refill, end of turn.
    Support,
}

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Setup: each player draws a Load card face up before round 1.
    LoadCards,
    /// `seat` is taking a turn. `overloaded`: they began it at Load 10 (no Life Happens).
    Turn {
        seat: Seat,
        step: TurnStep,
        overloaded: bool,
    },
    /// Every player has taken a turn: a Turning Point is next.
    RoundEnd,
    /// The last round's Turning Point is applied: nothing more is recorded.
    GameOver,
}

/// What the fold did with one event.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Applied {
    pub changes: Vec<Change>,
    pub notes: Vec<Note>,
}

/// What may be recorded next: drives which buttons are enabled.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Legal {
    /// Seats that may draw a Load card (setup draws, or a card effect during play).
    pub load_card_for: Vec<Seat>,
    pub life_happens: bool,
    pub action: bool,
    /// Players who may give the active player a Brotherhood card now.
    pub brotherhood_givers: Vec<Seat>,
    pub end_turn: bool,
    pub turning_point: bool,
    pub adjust: bool,
    /// Decks with cards in their discard pile.
    pub reshuffle: Vec<Deck>,
}

/// The game after a log of events. Built only by `State::start` and `apply`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct State {
    pub rules: RuleSet,
    pub real_talk: bool,
    pub players: Vec<PlayerState>,
    pub phase: Phase,
    /// The current round, 1-based (1 during setup's Load cards).
    pub round: u8,
    /// The player who starts the current round.
    pub starting_seat: Seat,
    /// Turns finished in the current round.
    turns_done: u8,
    /// The Helpful Approaches of this turn's Life Happens event, until the Action is played.
    helpful: Option<[Tag; 2]>,
    /// Somebody already gave Brotherhood this turn.
    brotherhood_this_turn: bool,
    decks: Decks,
}

impl State {
    /// Checks the setup and deals with the rules of its edition (`RuleSet::by_edition`).
    pub fn start(setup: &Setup) -> Result<(State, Applied)> {
        let rules = RuleSet::by_edition(&setup.rules).ok_or_else(|| Refusal::UnknownEdition {
            edition: setup.rules.clone(),
            known: RuleSet::current().edition,
        })?;
        State::start_with(setup, rules)
    }

    /// Checks the setup against `rules` and deals: start values, hands counted out of the decks.
    pub fn start_with(setup: &Setup, rules: RuleSet) -> Result<(State, Applied)> {
        let count = setup.players.len();
        if count < usize::from(rules.min_players) || count > usize::from(rules.max_players) {
            return Err(Refusal::PlayerCount {
                min: rules.min_players,
                max: rules.max_players,
                count,
            }
            .into());
        }
        let names = setup.checked_names(&rules)?;
        setup.check_catalog()?;
        setup.checked_label()?;
        setup.check_date()?;
        if setup.starting_seat.index() >= count {
            return Err(Refusal::StartingSeat {
                seat: setup.starting_seat,
                count,
            }
            .into());
        }

        let mut applied = Applied::default();
        let players: Vec<PlayerState> = names
            .into_iter()
            .enumerate()
            .map(|(i, name)| {
                let seat = Seat(i as u8);
                let mut player = PlayerState {
                    seat,
                    name,
                    load: Level::MIN,
                    connection: Level::MIN,
                    momentum: Level::MIN,
                    shield: 0,
                    load_cards: Vec::new(),
                    brotherhood_available: true,
                };
                let start = Effect {
                    load: rules.start_load as i8,
                    connection: rules.start_connection as i8,
                    momentum: rules.start_momentum as i8,
                    shield: 0,
                };
                player.apply_effect(&start, Cause::Start, &mut applied.changes);
                player
            })
            .collect();

        let decks = Decks::new(setup.catalog.deck_sizes);
        let mut state = State {
            real_talk: setup.real_talk,
            players,
            phase: Phase::LoadCards,
            round: 1,
            starting_seat: setup.starting_seat,
            turns_done: 0,
            helpful: None,
            brotherhood_this_turn: false,
            decks,
            rules,
        };
        let n = count as u16;
        let action_hand = u16::from(state.rules.action_hand_size(count));
        let brotherhood_hand = u16::from(state.rules.brotherhood_hand);
        state
            .deck_mut(Deck::Action)
            .draw(Deck::Action, n * action_hand, &mut applied.notes);
        state.deck_mut(Deck::Brotherhood).draw(
            Deck::Brotherhood,
            n * brotherhood_hand,
            &mut applied.notes,
        );
        Ok((state, applied))
    }

    fn deck_mut(&mut self, deck: Deck) -> &mut crate::decks::DeckCount {
        self.decks.get_mut(deck)
    }

    /// The player at `seat`, if the table has one.
    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat.index())
    }

    /// The nickname at `seat` (empty for a seat that is not at the table: the fold checks every
    /// seat an event names before it names the player).
    pub fn name(&self, seat: Seat) -> String {
        self.player(seat)
            .map_or_else(String::new, |p| p.name.clone())
    }

    /// The player whose turn it is.
    pub fn active_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Turn { seat, .. } => Some(seat),
            _ => None,
        }
    }

    /// Turns finished in the current round.
    pub fn turns_done(&self) -> u8 {
        self.turns_done
    }

    /// The counts of the five physical decks. Once the game is over no deck needs a reshuffle:
    /// nothing more is drawn, and none could be recorded.
    pub fn decks(&self) -> Vec<DeckStatus> {
        self.decks.status(self.phase != Phase::GameOver)
    }

    /// What may be recorded next.
    pub fn legal_next(&self) -> Legal {
        let mut legal = Legal::default();
        if self.phase == Phase::GameOver {
            return legal;
        }
        legal.adjust = true;
        legal.reshuffle = Deck::ALL
            .into_iter()
            .filter(|&d| !self.decks.get(d).discard.is_empty())
            .collect();
        match self.phase {
            Phase::LoadCards => {
                legal.load_card_for = self
                    .players
                    .iter()
                    .filter(|p| p.load_cards.is_empty())
                    .map(|p| p.seat)
                    .collect();
            }
            Phase::Turn {
                seat,
                step,
                overloaded,
            } => {
                legal.load_card_for = self.players.iter().map(|p| p.seat).collect();
                match step {
                    TurnStep::LifeHappens => legal.life_happens = !overloaded,
                    TurnStep::Action => legal.action = true,
                    TurnStep::Support => {
                        legal.end_turn = true;
                        if !self.brotherhood_this_turn {
                            legal.brotherhood_givers = self
                                .players
                                .iter()
                                .filter(|p| p.seat != seat && p.brotherhood_available)
                                .map(|p| p.seat)
                                .collect();
                        }
                    }
                }
            }
            Phase::RoundEnd => {
                legal.load_card_for = self.players.iter().map(|p| p.seat).collect();
                legal.turning_point = true;
            }
            Phase::GameOver => {}
        }
        legal
    }

    /// Applies one event in place. Every check happens before anything changes, so on `Err`
    /// the state is exactly as it was. This is the fast path that replay uses.
    pub fn apply_mut(&mut self, event: &Event) -> Result<Applied> {
        if self.phase == Phase::GameOver {
            return Err(Refusal::GameOver {
                rounds: self.rules.rounds,
            }
            .into());
        }
        let mut applied = Applied::default();
        match event {
            Event::Setup(_) => return Err(Refusal::AlreadySetUp.into()),
            Event::LoadCardDrawn { seat, card } => {
                self.load_card_drawn(*seat, card, &mut applied)?
            }
            Event::LifeHappensDrawn { card } => self.life_happens(card, &mut applied)?,
            Event::ActionPlayed { card } => self.action(card, &mut applied)?,
            Event::BrotherhoodGiven { giver, card } => {
                self.brotherhood(*giver, card, &mut applied)?
            }
            Event::TurnEnded => self.end_turn(&mut applied)?,
            Event::TurningPointRevealed { card } => self.turning_point(card, &mut applied)?,
            Event::Adjusted {
                seat,
                effect,
                reason,
            } => self.adjust(*seat, effect, *reason, &mut applied)?,
            Event::DeckReshuffled { deck } => {
                self.decks.reshuffle(*deck);
            }
        }
        Ok(applied)
    }

    fn check_seat(&self, seat: Seat) -> Result<()> {
        if seat.index() < self.players.len() {
            Ok(())
        } else {
            Err(Refusal::UnknownSeat {
                seat,
                players: self.players.len(),
            }
            .into())
        }
    }

    /// The refusal for an event that does not fit the current phase or step.
    fn wrong_step(&self, event: EventKind) -> Error {
        let at = match self.phase {
            Phase::LoadCards => WrongStepAt::LoadCards {
                missing: self.missing_load_cards(),
            },
            Phase::Turn {
                seat,
                step,
                overloaded,
            } => {
                let name = self.name(seat);
                match step {
                    TurnStep::LifeHappens => WrongStepAt::LifeHappens { name },
                    TurnStep::Action if overloaded => WrongStepAt::OverloadedAction { name },
                    TurnStep::Action => WrongStepAt::Action { name },
                    TurnStep::Support => WrongStepAt::Support { name },
                }
            }
            Phase::RoundEnd => WrongStepAt::RoundEnd { round: self.round },
            Phase::GameOver => WrongStepAt::GameOver,
        };
        Refusal::WrongStep { at, event }.into()
    }

    /// The nicknames of the players who still need their setup Load card.
    fn missing_load_cards(&self) -> Vec<String> {
        self.players
            .iter()
            .filter(|p| p.load_cards.is_empty())
            .map(|p| p.name.clone())
            .collect()
    }

    /// The active seat and its flags when the turn is at `want`.
    fn expect_step(&self, want: TurnStep, event: EventKind) -> Result<(Seat, bool)> {
        match self.phase {
            Phase::Turn {
                seat,
                step,
                overloaded,
            } if step == want => Ok((seat, overloaded)),
            _ => Err(self.wrong_step(event)),
        }
    }

    /// True while the active player has recorded nothing this turn.
    fn turn_not_begun(&self) -> bool {
        matches!(
            self.phase,
            Phase::Turn {
                step: TurnStep::LifeHappens,
                ..
            } | Phase::Turn {
                step: TurnStep::Action,
                overloaded: true,
                ..
            }
        )
    }

    /// Starts `seat`'s turn: overloaded when they begin it at Load 10.
    fn begin_turn(&mut self, seat: Seat, notes: &mut Vec<Note>) {
        let overloaded = self.players[seat.index()].is_overloaded();
        let step = if overloaded {
            TurnStep::Action
        } else {
            TurnStep::LifeHappens
        };
        self.phase = Phase::Turn {
            seat,
            step,
            overloaded,
        };
        self.helpful = None;
        self.brotherhood_this_turn = false;
        if overloaded {
            notes.push(Note::Overloaded { seat });
        }
    }

    /// A change of Load before the active player has recorded anything may change whether they
    /// begin the turn overloaded (e.g. a correction), so the turn is begun again.
    fn recheck_turn_start(&mut self, notes: &mut Vec<Note>) {
        if self.turn_not_begun() {
            if let Phase::Turn {
                seat, overloaded, ..
            } = self.phase
            {
                let now = self.players[seat.index()].is_overloaded();
                if now != overloaded {
                    self.begin_turn(seat, notes);
                }
            }
        }
    }

    fn load_card_drawn(
        &mut self,
        seat: Seat,
        card: &LoadCard,
        applied: &mut Applied,
    ) -> Result<()> {
        self.check_seat(seat)?;
        check_card(card)?;
        if self.phase == Phase::LoadCards && !self.players[seat.index()].load_cards.is_empty() {
            return Err(Refusal::LoadCardAlreadyDrawn {
                name: self.name(seat),
                missing: self.missing_load_cards(),
            }
            .into());
        }
        let deck = self.deck_mut(Deck::Load);
        deck.check_not_discarded(Deck::Load, &card.id, card.copies, &mut applied.notes);
        deck.draw(Deck::Load, 1, &mut applied.notes);
        let draw = i16::from(self.rules.load_card_draw);
        let player = &mut self.players[seat.index()];
        player.load_cards.push(card.clone());
        applied
            .changes
            .push(player.shift(Stat::Load, draw, Cause::LoadCardDrawn));
        if self.phase == Phase::LoadCards {
            if self.players.iter().all(|p| !p.load_cards.is_empty()) {
                self.begin_turn(self.starting_seat, &mut applied.notes);
            }
        } else {
            self.recheck_turn_start(&mut applied.notes);
        }
        Ok(())
    }

    fn life_happens(&mut self, card: &LifeHappensCard, applied: &mut Applied) -> Result<()> {
        if let Phase::Turn {
            seat,
            overloaded: true,
            ..
        } = self.phase
        {
            return Err(Refusal::Overloaded {
                name: self.name(seat),
            }
            .into());
        }
        let (seat, _) = self.expect_step(TurnStep::LifeHappens, EventKind::LifeHappens)?;
        check_card(card)?;
        let deck = self.deck_mut(Deck::LifeHappens);
        deck.draw(Deck::LifeHappens, 1, &mut applied.notes);
        deck.check_and_discard(
            Deck::LifeHappens,
            &card.id,
            &card.title,
            card.copies,
            &mut applied.notes,
        );

        let player = &mut self.players[seat.index()];
        let pressure = u16::from(card.pressure);
        let absorbed = pressure.min(player.shield);
        if absorbed > 0 {
            applied.changes.push(player.shift(
                Stat::Shield,
                -(absorbed as i16),
                Cause::ShieldAbsorbed,
            ));
        }
        let rest = pressure - absorbed;
        if rest > 0 {
            applied
                .changes
                .push(player.shift(Stat::Load, rest as i16, Cause::Pressure));
        }
        self.helpful = Some(card.helpful.clone());
        self.phase = Phase::Turn {
            seat,
            step: TurnStep::Action,
            overloaded: false,
        };
        Ok(())
    }

    fn action(&mut self, card: &ActionCard, applied: &mut Applied) -> Result<()> {
        let (seat, overloaded) = self.expect_step(TurnStep::Action, EventKind::Action)?;
        check_card(card)?;
        let deck = self.deck_mut(Deck::Action);
        deck.check_and_discard(
            Deck::Action,
            &card.id,
            &card.title,
            card.copies,
            &mut applied.notes,
        );

        let rules = &self.rules;
        let player = &mut self.players[seat.index()];
        player.apply_effect(&card.effect, Cause::Action, &mut applied.changes);
        if overloaded {
            applied.changes.push(player.shift(
                Stat::Load,
                -i16::from(rules.recovery),
                Cause::Recovery,
            ));
        } else if self.helpful.as_ref().is_some_and(|h| h.contains(&card.tag)) {
            applied.changes.push(player.shift(
                Stat::Load,
                -i16::from(rules.match_bonus),
                Cause::MatchBonus,
            ));
        } else {
            applied.notes.push(Note::NoMatch);
        }
        let resolved = player
            .load_cards
            .iter()
            .position(|c| c.relief.contains(&card.tag));
        match resolved {
            Some(i) => {
                let load_card = player.load_cards.remove(i);
                applied.changes.push(player.shift(
                    Stat::Load,
                    -i16::from(rules.resolve_load),
                    Cause::LoadResolved,
                ));
                applied.changes.push(player.shift(
                    Stat::Momentum,
                    i16::from(rules.resolve_momentum),
                    Cause::LoadResolved,
                ));
                self.deck_mut(Deck::Load).discard(
                    &load_card.id,
                    &load_card.title,
                    load_card.copies,
                );
            }
            None if !player.load_cards.is_empty() => applied.notes.push(Note::NoResolve),
            None => {}
        }
        self.helpful = None;
        self.phase = Phase::Turn {
            seat,
            step: TurnStep::Support,
            overloaded,
        };
        Ok(())
    }

    fn brotherhood(
        &mut self,
        giver: Seat,
        card: &BrotherhoodCard,
        applied: &mut Applied,
    ) -> Result<()> {
        let (seat, _) = self.expect_step(TurnStep::Support, EventKind::Brotherhood)?;
        self.check_seat(giver)?;
        check_card(card)?;
        if giver == seat {
            return Err(Refusal::BrotherhoodToSelf {
                name: self.name(seat),
            }
            .into());
        }
        if self.brotherhood_this_turn {
            return Err(Refusal::BrotherhoodTwice {
                name: self.name(seat),
            }
            .into());
        }
        if !self.players[giver.index()].brotherhood_available {
            return Err(Refusal::BrotherhoodUsed {
                name: self.name(giver),
                round: self.round,
            }
            .into());
        }
        let deck = self.deck_mut(Deck::Brotherhood);
        deck.check_and_discard(
            Deck::Brotherhood,
            &card.id,
            &card.title,
            card.copies,
            &mut applied.notes,
        );
        self.players[seat.index()].apply_effect(
            &card.receiver,
            Cause::BrotherhoodReceived,
            &mut applied.changes,
        );
        let giver_state = &mut self.players[giver.index()];
        giver_state.apply_effect(&card.giver, Cause::BrotherhoodGiven, &mut applied.changes);
        giver_state.brotherhood_available = false;
        self.brotherhood_this_turn = true;
        Ok(())
    }

    fn end_turn(&mut self, applied: &mut Applied) -> Result<()> {
        let (seat, _) = self.expect_step(TurnStep::Support, EventKind::EndOfTurn)?;
        // Refill: the player draws one Action card to replace the one played.
        self.deck_mut(Deck::Action)
            .draw(Deck::Action, 1, &mut applied.notes);
        self.turns_done += 1;
        self.helpful = None;
        self.brotherhood_this_turn = false;
        if usize::from(self.turns_done) >= self.players.len() {
            self.phase = Phase::RoundEnd;
            applied.notes.push(Note::RoundOver { round: self.round });
        } else {
            let next = Seat(((seat.index() + 1) % self.players.len()) as u8);
            self.begin_turn(next, &mut applied.notes);
        }
        Ok(())
    }

    /// The seats a Turning Point's scope picks, before any of its changes apply.
    pub fn scope_seats(&self, scope: Scope) -> Vec<Seat> {
        let by = |value: fn(&PlayerState) -> Level, highest: bool| -> Vec<Seat> {
            let values = self.players.iter().map(value);
            let target = if highest { values.max() } else { values.min() };
            self.players
                .iter()
                .filter(|p| Some(value(p)) == target)
                .map(|p| p.seat)
                .collect()
        };
        match scope {
            Scope::Everyone => self.players.iter().map(|p| p.seat).collect(),
            Scope::HighestLoad => by(|p| p.load, true),
            Scope::LowestLoad => by(|p| p.load, false),
            Scope::HighestConnection => by(|p| p.connection, true),
            Scope::LowestConnection => by(|p| p.connection, false),
            Scope::HighestMomentum => by(|p| p.momentum, true),
            Scope::LowestMomentum => by(|p| p.momentum, false),
            Scope::StartingPlayer => vec![self.starting_seat],
        }
    }

    fn turning_point(&mut self, card: &TurningPointCard, applied: &mut Applied) -> Result<()> {
        match self.phase {
            Phase::RoundEnd => {}
            Phase::Turn { seat, .. } => {
                let left = self.players.len() - usize::from(self.turns_done);
                return Err(Refusal::RoundNotOver {
                    round: self.round,
                    left,
                    name: self.name(seat),
                }
                .into());
            }
            _ => return Err(self.wrong_step(EventKind::TurningPoint)),
        }
        check_card(card)?;
        let deck = self.deck_mut(Deck::TurningPoint);
        deck.draw(Deck::TurningPoint, 1, &mut applied.notes);
        deck.check_and_discard(
            Deck::TurningPoint,
            &card.id,
            &card.title,
            card.copies,
            &mut applied.notes,
        );

        for seat in self.scope_seats(card.scope) {
            self.players[seat.index()].apply_effect(
                &card.effect,
                Cause::TurningPoint,
                &mut applied.changes,
            );
        }
        let used = self
            .players
            .iter()
            .filter(|p| !p.brotherhood_available)
            .count() as u16;
        for player in &mut self.players {
            player.brotherhood_available = true;
        }
        if self.round >= self.rules.rounds {
            // Nobody draws after the last Turning Point: no Brotherhood card is replaced, so no
            // empty deck asks for a reshuffle that could no longer be recorded.
            self.phase = Phase::GameOver;
            applied.notes.push(Note::GameOver);
        } else {
            // Used Brotherhood cards are replaced from the deck.
            self.deck_mut(Deck::Brotherhood)
                .draw(Deck::Brotherhood, used, &mut applied.notes);
            self.round += 1;
            self.turns_done = 0;
            self.starting_seat =
                Seat(((self.starting_seat.index() + 1) % self.players.len()) as u8);
            self.begin_turn(self.starting_seat, &mut applied.notes);
        }
        Ok(())
    }

    fn adjust(
        &mut self,
        seat: Seat,
        effect: &Effect,
        reason: AdjustReason,
        applied: &mut Applied,
    ) -> Result<()> {
        self.check_seat(seat)?;
        if effect.is_zero() {
            return Err(Refusal::EmptyAdjustment {
                name: self.name(seat),
            }
            .into());
        }
        self.players[seat.index()].apply_effect(
            effect,
            Cause::Adjustment { reason },
            &mut applied.changes,
        );
        self.recheck_turn_start(&mut applied.notes);
        Ok(())
    }
}

/// The state after `event`, and what changed. Pure: `state` is left as it was.
pub fn apply(state: &State, event: &Event) -> Result<(State, Applied)> {
    let mut next = state.clone();
    let applied = next.apply_mut(event)?;
    Ok((next, applied))
}
