//! The shell's own sentences (storage, file dialogs, settings, sharing): messages of
//! `locales/<lang>/shell.ftl`, with the game's terms, through the tracker's Fluent machinery
//! (`loadout_words::Messages`). They are said by a `Speaker`, as the tracker's words are:
//! `commands::dispatch` answers every command as `AppCore::speaker`, and the sharing server's
//! own refusals are said by the speaker each request is served with.

use loadout_tracker::Lang;
use loadout_words::Messages;

fn sources(lang: Lang) -> Vec<&'static str> {
    match lang {
        Lang::En | Lang::Pseudo => vec![include_str!("../../../locales/en/shell.ftl")],
        #[cfg(feature = "all-locales")]
        Lang::De => vec![include_str!("../../../locales/de/shell.ftl")],
        #[cfg(feature = "all-locales")]
        Lang::Fr => vec![include_str!("../../../locales/fr/shell.ftl")],
        #[cfg(feature = "all-locales")]
        Lang::Es => vec![include_str!("../../../locales/es/shell.ftl")],
        // Handed over at run time (loadout_words::messages::provide).
        #[cfg(not(feature = "all-locales"))]
        lang => loadout_words::messages::provided(lang, &["shell"]),
    }
}

/// The shell's messages, per language.
pub static SHELL: Messages = Messages::new(sources);

/// Says the shell's message `$id` as `$sp` speaks, with named arguments:
/// `say!(sp, "share-too-large", kib = 64)`.
#[macro_export]
macro_rules! say {
    ($sp:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::SHELL.say(
            $sp,
            $id,
            &[$((
                stringify!($name),
                ::loadout_words::messages::FluentValue::from($value),
            )),*],
        )
    };
}
pub use crate::say;
