//! The desktop's clock, dice and locale, as the core asks for them ([`Platform`]).

use loadout_core::platform::Platform;
use std::time::SystemTime;

/// The computer the app runs on: its clock and time zone, the operating system's randomness,
/// and its locale (`LANG`, `LC_ALL`… on Linux).
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemPlatform;

impl Platform for SystemPlatform {
    fn now_rfc3339(&self) -> String {
        humantime::format_rfc3339_seconds(SystemTime::now()).to_string()
    }

    fn today(&self) -> String {
        // The system's time zone (TZ, or /etc/localtime), which RFC 3339 UTC stamps do not give.
        jiff::ZonedDateTime::now().date().to_string()
    }

    fn random_below(&self, below: u32) -> u32 {
        rand::random_range(0..below)
    }

    fn locale(&self) -> Option<String> {
        sys_locale::get_locale()
    }
}
