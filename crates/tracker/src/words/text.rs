//! The text rules' faults in words (`text::TextFault`): what is wrong with a field and what to do.

use crate::text::{is_hidden_private_use, TextFault};

/// The fault in words after the field's name (e.g. "The name of the player at seat 2", "The
/// title of Action card “Run”"), ending with what to do.
pub fn fault(field: &str, fault: &TextFault) -> String {
    match fault {
        TextFault::Empty => format!("{field} is empty: fill it in."),
        TextFault::TooLong { length, max } => {
            format!("{field} is {length} characters long: shorten it to at most {max}.")
        }
        TextFault::Hidden(ch) => format!(
            "{field} holds {}, which does not show on screen: type it again without it.",
            hidden_name(*ch)
        ),
        TextFault::StraySpace => format!(
            "{field} has a space at its start or end: remove it (it is matched exactly as spelled)."
        ),
    }
}

/// How a refused character is named in a message: "a line break", "U+200B (a zero-width space)".
pub fn hidden_name(ch: char) -> String {
    let what = match ch {
        '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}' => return "a line break".to_owned(),
        '\t' => return "a tab".to_owned(),
        '\u{1B}' => "an escape code",
        '\u{200B}' => "a zero-width space",
        '\u{200C}' => "a zero-width non-joiner",
        '\u{200D}' => "a zero-width joiner outside an emoji",
        '\u{200E}' | '\u{200F}' | '\u{61C}' => "a direction mark",
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => "a text direction override",
        '\u{FEFF}' => "a byte order mark",
        '\u{AD}' => "a soft hyphen",
        c if c.is_control() => "a control character",
        c if is_hidden_private_use(c) => "a private-use character",
        _ => "an invisible formatting character",
    };
    format!("U+{:04X} ({what})", u32::from(ch))
}
