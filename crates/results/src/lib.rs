//! Results that leave the table: the QR payload and its code (PNG, SVG), and CSV exports of the
//! results and the ledger. The app and the `loadout` CLI both use this crate, so both produce the
//! same bytes.
//!
//! Names leave the table only as the facilitator chooses (`Names`): as entered, as initials, or
//! as seat numbers. The choice is applied at the source: the session is replayed with the shown
//! names, so no entered name survives in a label or an explanation.

pub mod csv;
pub mod error;
pub mod payload;
pub mod qr;
pub mod sheet;
pub mod source;

pub use error::{Error, ErrorKind, Result};
pub use payload::{parse, payload, Payload, Shortening};
pub use sheet::{display_names, Names, Options, Row, Sheet, Status, Tracks};
