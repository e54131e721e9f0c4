//! The shell's own sentences (storage, file dialogs, settings, sharing): messages of
//! `locales/<lang>/shell.ftl`, with the game's terms, through the tracker's Fluent machinery
//! (`loadout_words::Messages`). They are said in the language of the thread, as the
//! tracker's words are: `commands::dispatch` runs every command in `AppCore::lang`, and the
//! sharing server's own refusals are said in it too.

use loadout_tracker::Lang;
use loadout_words::Messages;

fn sources(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En | Lang::Pseudo => &[include_str!("../../../locales/en/shell.ftl")],
        Lang::De => &[include_str!("../../../locales/de/shell.ftl")],
        Lang::Fr => &[include_str!("../../../locales/fr/shell.ftl")],
        Lang::Es => &[include_str!("../../../locales/es/shell.ftl")],
    }
}

tokio::task_local! {
    /// The language of the sharing server's answers to one request (its own refusals).
    pub static SERVING: Lang;
}

/// The language the shell's words are in now: the request's being served, or this thread's.
pub fn lang() -> Lang {
    SERVING
        .try_with(|lang| *lang)
        .unwrap_or_else(|_| loadout_words::lang())
}

/// The shell's messages, per language.
pub static SHELL: Messages = Messages::new(sources);

/// Says the shell's message `$id` with named arguments: `say!("share-too-large", kib = 64)`.
#[macro_export]
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::SHELL.say_in(
            $crate::words::lang(),
            $id,
            &[$((
                stringify!($name),
                ::loadout_words::messages::FluentValue::from($value),
            )),*],
        )
    };
}
pub use crate::say;
