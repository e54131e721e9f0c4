//! The text rules' faults in words (`text::TextFault`): what is wrong with a field and what to do.

use crate::messages::Speaker;
use loadout_tracker::text::{is_hidden_private_use, TextFault};

/// The fault in words after the field's name (e.g. "The name of the player at seat 2", "The
/// title of Action card “Run”"), ending with what to do.
pub fn fault(sp: &Speaker, field: &str, fault: &TextFault) -> String {
    match fault {
        TextFault::Empty => say!(sp, "text-empty", field = field),
        TextFault::TooLong { length, max } => {
            say!(
                sp,
                "text-too-long",
                field = field,
                length = length,
                max = max
            )
        }
        TextFault::Hidden(ch) => say!(
            sp,
            "text-hidden",
            field = field,
            what = hidden_name(sp, *ch)
        ),
        TextFault::StraySpace => say!(sp, "text-stray-space", field = field),
    }
}

/// How a refused character is named in a message: "a line break", "U+200B (a zero-width space)".
pub fn hidden_name(sp: &Speaker, ch: char) -> String {
    let what = match ch {
        '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}' => return say!(sp, "char-line-break"),
        '\t' => return say!(sp, "char-tab"),
        '\u{1B}' => say!(sp, "char-escape"),
        '\u{200B}' => say!(sp, "char-zero-width-space"),
        '\u{200C}' => say!(sp, "char-zero-width-non-joiner"),
        '\u{200D}' => say!(sp, "char-zero-width-joiner"),
        '\u{200E}' | '\u{200F}' | '\u{61C}' => say!(sp, "char-direction-mark"),
        '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => say!(sp, "char-direction-override"),
        '\u{FEFF}' => say!(sp, "char-byte-order-mark"),
        '\u{AD}' => say!(sp, "char-soft-hyphen"),
        c if c.is_control() => say!(sp, "char-control"),
        c if is_hidden_private_use(c) => say!(sp, "char-private-use"),
        _ => say!(sp, "char-invisible"),
    };
    say!(
        sp,
        "char-code",
        code = format!("{:04X}", u32::from(ch)),
        what = what
    )
}
