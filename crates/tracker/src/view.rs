//! What a screen shows, built from a session in one value. The UI renders it as is: it computes
//! no rule and no score.

use crate::card::LoadCard;
use crate::decks::DeckStatus;
use crate::event::{CatalogInfo, Seat};
use crate::score::{score, standings, Standings};
use crate::session::{LedgerEntry, Session};
use crate::state::{Legal, Phase};
use serde::{Deserialize, Serialize};

/// Cards each player holds, as a reminder: the tracker does not track hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Hand {
    pub action: u8,
    pub brotherhood: u8,
}

/// One player's row on the table screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerView {
    pub seat: Seat,
    pub name: String,
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
    pub shield: u16,
    pub score: i16,
    pub load_cards: Vec<LoadCard>,
    /// At Load 10: their next turn is a recovery turn.
    pub overloaded: bool,
    /// It is this player's turn.
    pub active: bool,
    /// This player started the current round.
    pub starting: bool,
    pub brotherhood_available: bool,
}

/// Tracks at one point of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrackPoint {
    /// "Start" (after setup's Load cards), then "R1".."R6" (after each round's Turning Point).
    pub label: String,
    pub load: u8,
    pub connection: u8,
    pub momentum: u8,
}

/// One player's line on the chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrackSeries {
    pub seat: Seat,
    pub name: String,
    pub points: Vec<TrackPoint>,
}

/// Everything the session screens show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    /// Events in the log; recording commands send it back as `expected_len`.
    pub log_len: usize,
    pub can_undo: bool,
    pub can_redo: bool,
    pub real_talk: bool,
    pub catalog: CatalogInfo,
    pub hand: Hand,
    pub round: u8,
    pub rounds: u8,
    pub phase: Phase,
    pub prompt: String,
    pub players: Vec<PlayerView>,
    pub legal: Legal,
    pub standings: Standings,
    /// What the last recorded event did.
    pub latest: Option<LedgerEntry>,
    pub decks: Vec<DeckStatus>,
    pub chart: Vec<TrackSeries>,
}

impl Session {
    /// The view of the session as it stands.
    pub fn view(&self) -> View {
        let state = self.state();
        let setup = self.setup();
        let active = state.active_seat();
        let players = state
            .players
            .iter()
            .map(|p| PlayerView {
                seat: p.seat,
                name: p.name.clone(),
                load: p.load.get(),
                connection: p.connection.get(),
                momentum: p.momentum.get(),
                shield: p.shield,
                score: score(p),
                load_cards: p.load_cards.clone(),
                overloaded: p.is_overloaded(),
                active: active == Some(p.seat),
                starting: state.starting_seat == p.seat,
                brotherhood_available: p.brotherhood_available,
            })
            .collect();
        let chart = state
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| TrackSeries {
                seat: p.seat,
                name: p.name.clone(),
                points: self
                    .marks()
                    .iter()
                    .map(|mark| {
                        let [load, connection, momentum] = mark.tracks[i];
                        TrackPoint {
                            label: mark.label.clone(),
                            load,
                            connection,
                            momentum,
                        }
                    })
                    .collect(),
            })
            .collect();
        View {
            log_len: self.len(),
            can_undo: self.len() > 1,
            can_redo: !self.redo_events().is_empty(),
            real_talk: setup.real_talk,
            catalog: setup.catalog.clone(),
            hand: Hand {
                action: state.rules.action_hand_size(state.players.len()),
                brotherhood: state.rules.brotherhood_hand,
            },
            round: state.round,
            rounds: state.rules.rounds,
            phase: state.phase,
            prompt: crate::words::prompt(state),
            players,
            legal: state.legal_next(),
            standings: standings(state),
            latest: self.ledger().last().cloned(),
            decks: state.decks(),
            chart,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::TurnStep;

    #[test]
    fn phase_serializes_with_a_phase_tag() {
        let phase = Phase::Turn {
            seat: Seat(1),
            step: TurnStep::Action,
            overloaded: false,
        };
        assert_eq!(
            serde_json::to_string(&phase).unwrap(),
            r#"{"phase":"turn","seat":1,"step":"action","overloaded":false}"#
        );
    }
}
