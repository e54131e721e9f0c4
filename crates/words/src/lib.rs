//! Every sentence the tracker says, in one crate, a module by subject: the game's terms (names,
//! seats, decks, stats, causes, scopes: `game`), refusals and errors (`refusals`), what moved
//! the numbers (`changes`: changes and notes), the ledger (`ledger`: labels, step names, parts),
//! the turn (`turn`: the prompt, the steps and what each did), places and the ranking
//! (`standings`), the screen model (`view`), catalogs and cards (`catalog`), cards pasted from a
//! spreadsheet (`paste`), files (`files`), text that breaks the text rules (`text`) and what
//! leaves the table (`exports`: the results crate's words). The functions most callers need are
//! re-exported here (`loadout_words::refusal`, `loadout_words::label`…).
//! The deciding code produces structured values (`Change`, `Note`, `Refusal`, `Phase`,
//! `CardFault`, `CatalogFault`, `SessionFileFault`, `TextFault`…); the functions here turn them
//! into words for every output: the app's screens (through the `View` and the errors), the CLI
//! and the exports.
//!
//! The words themselves are Project Fluent messages in `locales/<lang>/*.ftl` at the repo root
//! (`messages`): a function here picks the message by its id and gives it the names and numbers
//! it needs; plurals, articles and lists are the message file's business. The language and the
//! printed terms are the `Speaker`'s that every function here is given (the CLI speaks
//! English, the app the language of its settings).
//!
//! The pattern, for anyone adding a sentence: the code that decides keeps a structured value
//! (a `Refusal` variant with the names and numbers it needs, a `Note`, an enum), one function
//! here takes that value and says a message, and the message goes into every language's file
//! (`tests/messages.rs` fails on one missing). Nothing outside the message files writes a
//! sentence (`tests/words_only.rs` fails on one).

/// Says the tracker's message `$id` with named arguments: `say!(sp, "seat", n = 3)`.
macro_rules! say {
    ($sp:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::messages::TRACKER.say(
            $sp,
            $id,
            &[$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),*],
        )
    };
}

pub mod catalog;
pub mod changes;
pub mod exports;
pub mod files;
pub mod game;
pub mod ledger;
pub mod messages;
pub mod paste;
pub mod refusals;
pub mod standings;
pub mod text;
pub mod turn;
pub mod view;

pub use changes::{change, change_of, moved, note, stopped_at, stopped_at_end};
pub use game::{a_card, adjust_reason, cause, deck, event_kind, names, scope, seat, stat};
pub use game::{scope_preview, scope_touches};
pub use ledger::{entry_text, label, part, step_name, SessionWords};
pub use messages::{Messages, Speaker};
pub use refusals::{error, refusal, Conflict, Said};
pub use standings::{decided_by, place, score_parts, turn_place, winner_label};
pub use turn::{deal, deal_reminder, load_card_during_play, prompt, round_begins, step};
pub use turn::{redone, step_detail, undone};
