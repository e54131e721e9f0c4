//! A seat at the table: a plain value every layer of the model names.

use serde::{Deserialize, Serialize};

/// A seat at the table, numbered from 0 in the order players were entered (shown as seat 1..).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "u8"))]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}
