//! What the core needs from the machine it runs on and a browser gives differently from a
//! desktop: the time, chance and the system's language. The desktop shell's is
//! `loadout_companion::SystemPlatform`.

/// The machine's clock, dice and locale, as the core asks for them.
pub trait Platform: Send + Sync {
    /// Now, as session and catalog files are stamped: RFC 3339, UTC, whole seconds
    /// (`2026-04-05T14:30:12Z`).
    fn now_rfc3339(&self) -> String;

    /// Today on the facilitator's calendar (the system's time zone), e.g. `2026-12-01`.
    fn today(&self) -> String;

    /// A number drawn at random from `0..below` (`below` > 0): the starting seat when the
    /// facilitator asks the app to draw one, and the suffix of a new file's id.
    fn random_below(&self, below: u32) -> u32;

    /// The system's locale as a BCP 47 tag (`de-DE`), if it says one: what the language setting
    /// `system` follows.
    fn locale(&self) -> Option<String>;
}

/// A machine whose clock stands still and whose dice count up: the same answers every run, for
/// tests, benchmarks and a shell that replays.
#[derive(Debug)]
pub struct Fixed {
    /// What [`Platform::now_rfc3339`] answers, e.g. `2026-04-05T14:30:12Z`.
    pub now: String,
    /// What [`Platform::locale`] answers.
    pub locale: Option<String>,
    draws: std::sync::atomic::AtomicU32,
}

impl Fixed {
    /// Stands still at `now` (RFC 3339, UTC), with no system locale.
    pub fn at(now: &str) -> Fixed {
        Fixed {
            now: now.to_owned(),
            locale: None,
            draws: std::sync::atomic::AtomicU32::new(0),
        }
    }
}

impl Platform for Fixed {
    fn now_rfc3339(&self) -> String {
        self.now.clone()
    }

    fn today(&self) -> String {
        self.now.get(..10).unwrap_or_default().to_owned()
    }

    fn random_below(&self, below: u32) -> u32 {
        self.draws
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            .wrapping_mul(7)
            % below
    }

    fn locale(&self) -> Option<String> {
        self.locale.clone()
    }
}
