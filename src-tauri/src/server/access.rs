//! Who may use a shared session: the two links' secrets, the short codes typed instead, the
//! devices that traded one for a cookie, and the count of failed attempts per address.
//!
//! Every secret is 128 random bits from the operating system, compared in constant time. A link's
//! secret travels only in the URL fragment (which browsers never send) and, once, in the
//! `X-Loadout-Token` header of the join request; the device then holds its own secret in an
//! HttpOnly, SameSite=Strict cookie.
//!
//! A link's QR code holds its secret; a person who types instead types its short code: 8
//! characters (40 random bits), single use, valid for minutes ([`Allowance::code_valid`]), and
//! joined under the same failure limits. With at most `failures_global` guesses a window for both
//! codes together, a code is guessed once in hundreds of millions of its lifetimes.

use loadout_core::api::DeviceKind;
use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};
use subtle::ConstantTimeEq;
use tokio_util::sync::CancellationToken;

/// 128 random bits.
#[derive(Clone)]
pub struct Secret([u8; 16]);

/// Crockford's base32 alphabet: no I, L, O or U, so a typed code is hard to get wrong.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Reads `text` as typed: case, spaces and dashes ignored, O, I and L read as 0, 1 and 1. The
/// alphabet's digits, or `None` for a character outside it; at most `max` of them (`None` past).
fn typed_digits(text: &str, max: usize) -> Option<Vec<u8>> {
    let mut digits = Vec::with_capacity(max);
    for c in text.chars() {
        let c = match c.to_ascii_uppercase() {
            ' ' | '-' => continue,
            'O' => '0',
            'I' | 'L' => '1',
            c => c,
        };
        let digit = ALPHABET.iter().position(|&a| a as char == c)?;
        if digits.len() == max {
            return None;
        }
        digits.push(digit as u8);
    }
    Some(digits)
}

impl Secret {
    /// Fresh random bits from the operating system.
    pub fn random() -> Secret {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
        Secret(bytes)
    }

    /// The secret as 26 base32 characters (130 bits, the last 2 always zero).
    pub fn encode(&self) -> String {
        let mut out = String::with_capacity(26);
        let value = u128::from_be_bytes(self.0);
        // 26 groups of 5 bits from the top; the last group has 3 bits of the value.
        for i in 0..26 {
            let shift = 128i32 - 5 * (i + 1);
            let bits = if shift >= 0 {
                (value >> shift) & 0x1f
            } else {
                (value << -shift) & 0x1f
            };
            out.push(ALPHABET[bits as usize] as char);
        }
        out
    }

    /// Reads a secret as `encode` writes it, as typed too: case, spaces and dashes are ignored,
    /// and O, I and L are read as 0, 1 and 1.
    pub fn decode(text: &str) -> Option<Secret> {
        let digits = typed_digits(text, 26)?;
        if digits.len() != 26 || digits[25] & 0b11 != 0 {
            return None;
        }
        let mut value: u128 = 0;
        for &digit in &digits[..25] {
            value = (value << 5) | u128::from(digit);
        }
        value = (value << 3) | u128::from(digits[25] >> 2);
        Some(Secret(value.to_be_bytes()))
    }

    /// Equal, in time that does not depend on where the two differ.
    pub fn matches(&self, other: &Secret) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

/// A short code to type instead of a link's secret: 8 characters of the same alphabet, 40 random
/// bits, written in two groups of four ("K7MX-2QHD").
#[derive(Clone)]
pub struct ShortCode([u8; CODE_LENGTH]);

/// Characters of a short code.
const CODE_LENGTH: usize = 8;

impl ShortCode {
    /// Fresh random characters from the operating system.
    pub fn random() -> ShortCode {
        let mut bytes = [0u8; CODE_LENGTH];
        getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
        // 256 is a multiple of 32: each character is uniform.
        ShortCode(bytes.map(|b| b % 32))
    }

    /// "K7MX-2QHD".
    pub fn text(&self) -> String {
        let (first, second) = self.0.split_at(CODE_LENGTH / 2);
        let word = |digits: &[u8]| {
            digits
                .iter()
                .map(|&d| ALPHABET[d as usize] as char)
                .collect::<String>()
        };
        format!("{}-{}", word(first), word(second))
    }

    /// Reads a code as typed: case, spaces and dashes ignored, O, I and L read as 0, 1 and 1.
    pub fn decode(text: &str) -> Option<ShortCode> {
        let digits = typed_digits(text, CODE_LENGTH)?;
        Some(ShortCode(digits.try_into().ok()?))
    }

    /// Equal, in time that does not depend on where the two differ.
    pub fn matches(&self, other: &ShortCode) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

/// What a person typed or a QR code carried to join.
enum Token {
    /// A link's secret (26 characters).
    Link(Option<Secret>),
    /// A short code, or what was meant as one (anything but 26 characters): `None` when it is
    /// not one at all (a typo).
    Code(Option<ShortCode>),
}

impl Token {
    fn read(text: &str) -> Token {
        let length = text.chars().filter(|c| !matches!(c, ' ' | '-')).count();
        if length == 26 {
            Token::Link(Secret::decode(text))
        } else {
            Token::Code(ShortCode::decode(text))
        }
    }
}

/// A link's short code now, and until when it may be typed.
struct Typed {
    code: ShortCode,
    until: Instant,
}

/// Why a short code no longer joins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spent {
    /// A device joined with it.
    Used,
    /// Its minutes ran out.
    Expired,
}

/// Short codes that no longer join, remembered at most (a person who types one is told why).
const RETIRED_KEPT: usize = 8;

/// A device that joined through a link.
pub struct Device {
    pub id: u32,
    pub kind: DeviceKind,
    /// "Tablet 2" is the second tablet that joined since sharing started.
    pub number: u32,
    secret: Secret,
    /// Open live connections (a page has one; a page reloading may briefly have two).
    pub sockets: u32,
    /// Since when it has had no live connection (from joining, until its page connects).
    away_since: Option<Instant>,
    /// Cancelled when the facilitator disconnects this device: its connections close.
    pub gone: CancellationToken,
}

impl Device {
    /// "Tablet 1", "Display 2": never a name.
    pub fn label(&self) -> String {
        format!("{} {}", self.kind.word(), self.number)
    }
}

/// Why a request was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No valid secret (401).
    Unknown,
    /// Too many failed attempts from this address; try again after the duration (429).
    Limited(Duration),
    /// Too many failed attempts to join from all addresses together (a flood); try again after
    /// the duration (429).
    Flooded(Duration),
    /// Every place of the link's kind is taken (503).
    Full,
    /// A short code that is no link's (a typo) (401).
    WrongCode,
    /// A short code that joined once already, or whose minutes ran out (401).
    Spent(Spent),
}

/// Attempts within the current window, from one address or from all.
#[derive(Clone, Copy)]
struct Failures {
    since: Instant,
    count: u32,
}

impl Failures {
    fn fresh(now: Instant) -> Failures {
        Failures {
            since: now,
            count: 0,
        }
    }
}

/// How many of what an `Access` allows.
#[derive(Debug, Clone, Copy)]
pub struct Allowance {
    /// Devices at once, both kinds together.
    pub max_devices: usize,
    /// Of those, the places only the tablet's link fills: the display link, which the whole
    /// table sees, never takes them (a tablet may take any free place).
    pub tablet_places: usize,
    /// Failed attempts per address within `failure_window`.
    pub failures_allowed: u32,
    /// Failed attempts to join from all addresses together within `failure_window`.
    pub failures_global: u32,
    pub failure_window: Duration,
    /// A device without a live connection for this long gives its place to a newcomer that
    /// finds its kind's places taken.
    pub away_after: Duration,
    /// How long a short code may be typed.
    pub code_valid: Duration,
}

/// The links' secrets, the devices and the failure counts of one sharing.
pub struct Access {
    display: Secret,
    tablet: Secret,
    /// The short codes, the display's then the tablet's.
    codes: [Typed; 2],
    /// Codes that no longer join, newest last, and why.
    retired: Vec<(ShortCode, Spent)>,
    devices: Vec<Device>,
    next_id: u32,
    numbers: HashMap<&'static str, u32>,
    failures: HashMap<IpAddr, Failures>,
    /// Every address's failed joins together: what a flood from many addresses spends.
    global: Failures,
    allowance: Allowance,
}

/// Addresses tracked at most: a flood from many addresses can't grow memory without bound (the
/// global budget bounds what it can try).
const MAX_TRACKED: usize = 1024;

impl Access {
    /// Fresh secrets for both links, no device.
    pub fn new(allowance: Allowance) -> Access {
        let now = Instant::now();
        Access {
            display: Secret::random(),
            tablet: Secret::random(),
            codes: [0, 1].map(|_| Typed {
                code: ShortCode::random(),
                until: now + allowance.code_valid,
            }),
            retired: Vec::new(),
            devices: Vec::new(),
            next_id: 1,
            numbers: HashMap::new(),
            failures: HashMap::new(),
            global: Failures::fresh(Instant::now()),
            allowance,
        }
    }

    /// The secret of `kind`'s link.
    pub fn link(&self, kind: DeviceKind) -> &Secret {
        match kind {
            DeviceKind::Display => &self.display,
            DeviceKind::Tablet => &self.tablet,
        }
    }

    /// The short code to type for `kind`'s link now (a fresh one once it has been used or has
    /// expired: call [`Access::renew`] first).
    pub fn code(&self, kind: DeviceKind) -> &ShortCode {
        &self.codes[code_index(kind)].code
    }

    /// When the next short code expires: the time to [`Access::renew`] and show the new one.
    pub fn next_expiry(&self) -> Instant {
        self.codes[0].until.min(self.codes[1].until)
    }

    /// A fresh short code for each kind whose code has expired by `now`; whether one had.
    pub fn renew(&mut self, now: Instant) -> bool {
        let mut renewed = false;
        for kind in [DeviceKind::Display, DeviceKind::Tablet] {
            if self.codes[code_index(kind)].until <= now {
                self.retire(kind, Spent::Expired, now);
                renewed = true;
            }
        }
        renewed
    }

    /// `kind`'s short code no longer joins (`why`); a fresh one takes its place.
    fn retire(&mut self, kind: DeviceKind, why: Spent, now: Instant) {
        let fresh = Typed {
            code: ShortCode::random(),
            until: now + self.allowance.code_valid,
        };
        let old = std::mem::replace(&mut self.codes[code_index(kind)], fresh);
        if self.retired.len() == RETIRED_KEPT {
            self.retired.remove(0);
        }
        self.retired.push((old.code, why));
    }

    /// The same links, devices and codes, after sharing stopped and starts again under
    /// `allowance`: every device is away from `now` until its page connects again.
    pub fn resume(&mut self, allowance: Allowance, now: Instant) {
        self.allowance = allowance;
        for device in &mut self.devices {
            device.sockets = 0;
            device.away_since = Some(now);
        }
    }

    /// What is left of this sharing's links and devices to start again with; this one keeps
    /// nothing (its last connections, closing, find no device).
    pub fn take(&mut self) -> Access {
        std::mem::replace(self, Access::new(self.allowance))
    }

    /// The devices, in the order they joined.
    pub fn devices(&self) -> &[Device] {
        &self.devices
    }

    /// Counts one attempt from `ip` (and, for a join, against the global budget) *before* its
    /// secret is compared: refused, without comparing, once the allowance is used up. An
    /// attempt that turns out right is given back ([`Access::forgive`]).
    fn attempt(&mut self, ip: IpAddr, now: Instant, global: bool) -> Result<(), Refusal> {
        let window = self.allowance.failure_window;
        let left = |f: &Failures| window.saturating_sub(now.duration_since(f.since));
        if now.duration_since(self.global.since) >= window {
            self.global = Failures::fresh(now);
        }
        if let Some(f) = self.failures.get(&ip) {
            if now.duration_since(f.since) >= window {
                self.failures.remove(&ip);
            }
        }
        if let Some(f) = self.failures.get(&ip) {
            if f.count >= self.allowance.failures_allowed {
                return Err(Refusal::Limited(left(f)));
            }
        }
        if global && self.global.count >= self.allowance.failures_global {
            return Err(Refusal::Flooded(left(&self.global)));
        }
        if self.failures.len() >= MAX_TRACKED && !self.failures.contains_key(&ip) {
            self.failures
                .retain(|_, f| now.duration_since(f.since) < window);
            if self.failures.len() >= MAX_TRACKED {
                // Still full: the address tracked longest makes room. What a flood gains by
                // pushing its own addresses out, the global budget bounds.
                let oldest = self
                    .failures
                    .iter()
                    .min_by_key(|(_, f)| f.since)
                    .map(|(ip, _)| *ip);
                if let Some(oldest) = oldest {
                    self.failures.remove(&oldest);
                }
            }
        }
        self.failures
            .entry(ip)
            .or_insert(Failures::fresh(now))
            .count += 1;
        if global {
            self.global.count += 1;
        }
        Ok(())
    }

    /// An attempt counted by [`Access::attempt`] was right after all.
    fn forgive(&mut self, ip: IpAddr, global: bool) {
        if let Some(f) = self.failures.get_mut(&ip) {
            f.count = f.count.saturating_sub(1);
            if f.count == 0 {
                self.failures.remove(&ip);
            }
        }
        if global {
            self.global.count = self.global.count.saturating_sub(1);
        }
    }

    /// Trades a link's secret (as typed or from the fragment) for a new device and its secret.
    /// A browser that joined this kind before and still has its cookie (`cookie(kind)`: a
    /// display's page opened from the code again) is that device again, in its old place.
    pub fn join(
        &mut self,
        token: &str,
        ip: IpAddr,
        now: Instant,
        cookie: impl Fn(DeviceKind) -> Option<String>,
    ) -> Result<(&Device, Secret), Refusal> {
        // Only a short code can be guessed, so only a short code spends the budget all addresses
        // share: a link's 128-bit secret (the QR code) is counted per address alone, and the
        // facilitator's tablet scanning it joins while a flood of guesses has spent the rest.
        // Which of the two a token is shows in its length, known before anything is compared.
        let guessable = matches!(Token::read(token), Token::Code(_));
        self.attempt(ip, now, guessable)?;
        let (kind, typed) = self.compare(token, now)?;
        self.forgive(ip, guessable);
        if let Some(given) = cookie(kind).as_deref().and_then(Secret::decode) {
            let mut found = None;
            for (i, device) in self.devices.iter().enumerate() {
                if device.secret.matches(&given) && device.kind == kind {
                    found = Some(i);
                }
            }
            if let Some(i) = found {
                if typed {
                    self.retire(kind, Spent::Used, now);
                }
                let device = &self.devices[i];
                return Ok((device, device.secret.clone()));
            }
        }
        if !self.place_for(kind, now) {
            return Err(Refusal::Full);
        }
        if typed {
            self.retire(kind, Spent::Used, now);
        }
        let number = self.numbers.entry(kind.path()).or_insert(0);
        *number += 1;
        let secret = Secret::random();
        self.devices.push(Device {
            id: self.next_id,
            kind,
            number: *number,
            secret: secret.clone(),
            sockets: 0,
            away_since: Some(now),
            gone: CancellationToken::new(),
        });
        self.next_id += 1;
        Ok((self.devices.last().expect("pushed above"), secret))
    }

    /// The kind whose link `token` opens, and whether it was a short code (used up by a join).
    fn compare(&mut self, token: &str, now: Instant) -> Result<(DeviceKind, bool), Refusal> {
        // Both links (or codes) compared every time, so the time taken says nothing about which
        // matched.
        let (display, tablet, typed) = match Token::read(token) {
            Token::Link(None) => return Err(Refusal::Unknown),
            Token::Code(None) => return Err(Refusal::WrongCode),
            Token::Link(Some(given)) => (
                self.display.matches(&given),
                self.tablet.matches(&given),
                false,
            ),
            Token::Code(Some(given)) => {
                self.renew(now);
                let [display, tablet] = &self.codes;
                let matched = (
                    display.code.matches(&given),
                    tablet.code.matches(&given),
                    true,
                );
                if !matched.0 && !matched.1 {
                    let mut spent = None;
                    for (code, why) in &self.retired {
                        if code.matches(&given) {
                            spent = Some(*why);
                        }
                    }
                    return Err(spent.map_or(Refusal::WrongCode, Refusal::Spent));
                }
                matched
            }
        };
        match (display, tablet) {
            (true, _) => Ok((DeviceKind::Display, typed)),
            (_, true) => Ok((DeviceKind::Tablet, typed)),
            _ => Err(Refusal::Unknown),
        }
    }

    /// Is there a place for one more device of `kind`? A display may not take the tablet's
    /// places. When there is none, the device away the longest gives its place, if it has been
    /// away long enough: for a display, another display; for a tablet, any device.
    fn place_for(&mut self, kind: DeviceKind, now: Instant) -> bool {
        let max = self.allowance.max_devices;
        let display_places = max.saturating_sub(self.allowance.tablet_places);
        let total = self.devices.len();
        let displays = self
            .devices
            .iter()
            .filter(|d| d.kind == DeviceKind::Display)
            .count();
        let free = match kind {
            DeviceKind::Display => displays < display_places && total < max,
            DeviceKind::Tablet => total < max,
        };
        if free {
            return true;
        }
        let away_after = self.allowance.away_after;
        let longest = self
            .devices
            .iter()
            .enumerate()
            .filter(|(_, d)| kind == DeviceKind::Tablet || d.kind == DeviceKind::Display)
            .filter(|(_, d)| d.sockets == 0)
            .filter_map(|(i, d)| Some((i, d.away_since?)))
            .filter(|(_, since)| now.duration_since(*since) >= away_after)
            .min_by_key(|(_, since)| *since);
        match longest {
            Some((i, _)) => {
                self.devices.remove(i).gone.cancel();
                true
            }
            None => false,
        }
    }

    /// The device of `kind` whose secret is `cookie`; a wrong one counts as a failed attempt.
    pub fn device(
        &mut self,
        kind: DeviceKind,
        cookie: Option<&str>,
        ip: IpAddr,
        now: Instant,
    ) -> Result<&mut Device, Refusal> {
        // A device's own secret is not the link's: a flood of wrong joins (the global budget)
        // does not shut out the devices already there.
        self.attempt(ip, now, false)?;
        let given = cookie.and_then(Secret::decode);
        let mut found = None;
        if let Some(given) = &given {
            // Every device compared, whatever matches first.
            for (i, device) in self.devices.iter().enumerate() {
                if device.secret.matches(given) && device.kind == kind {
                    found = Some(i);
                }
            }
        }
        match found {
            Some(i) => {
                self.forgive(ip, false);
                Ok(&mut self.devices[i])
            }
            None => Err(Refusal::Unknown),
        }
    }

    /// Device `id`'s live connections, one more or one fewer.
    pub fn count_socket(&mut self, id: u32, opened: bool, now: Instant) {
        if let Some(device) = self.devices.iter_mut().find(|d| d.id == id) {
            if opened {
                device.sockets += 1;
                device.away_since = None;
            } else {
                device.sockets = device.sockets.saturating_sub(1);
                if device.sockets == 0 {
                    device.away_since = Some(now);
                }
            }
        }
    }

    /// Forgets device `id` and closes its connections; `false` if there was none.
    pub fn disconnect(&mut self, id: u32) -> bool {
        let Some(i) = self.devices.iter().position(|d| d.id == id) else {
            return false;
        };
        self.devices.remove(i).gone.cancel();
        true
    }

    /// New secrets for both links; every device forgotten and its connections closed.
    pub fn revoke(&mut self) {
        self.display = Secret::random();
        self.tablet = Secret::random();
        let until = Instant::now() + self.allowance.code_valid;
        self.codes = [0, 1].map(|_| Typed {
            code: ShortCode::random(),
            until,
        });
        self.retired.clear();
        for device in self.devices.drain(..) {
            device.gone.cancel();
        }
    }
}

/// Where `kind`'s short code is kept in `Access::codes`.
fn code_index(kind: DeviceKind) -> usize {
    match kind {
        DeviceKind::Display => 0,
        DeviceKind::Tablet => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    const IP: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

    fn allowance(max_devices: usize, failures_allowed: u32) -> Allowance {
        Allowance {
            max_devices,
            tablet_places: 1,
            failures_allowed,
            failures_global: 10_000,
            failure_window: Duration::from_secs(60),
            away_after: Duration::from_secs(20),
            code_valid: Duration::from_secs(600),
        }
    }

    /// A browser without a device cookie.
    fn none(_: DeviceKind) -> Option<String> {
        None
    }

    fn address(n: u32) -> IpAddr {
        IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + n))
    }

    #[test]
    fn a_secret_reads_back_as_written_and_as_typed() {
        for _ in 0..100 {
            let secret = Secret::random();
            let text = secret.encode();
            assert_eq!(text.len(), 26);
            assert!(Secret::decode(&text).unwrap().matches(&secret));
            let typed = text
                .to_lowercase()
                .chars()
                .collect::<Vec<_>>()
                .chunks(4)
                .map(|c| c.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("-");
            assert!(Secret::decode(&typed).unwrap().matches(&secret));
        }
        assert!(Secret::decode("").is_none());
        assert!(Secret::decode(&"0".repeat(25)).is_none());
        assert!(Secret::decode(&"0".repeat(27)).is_none());
        assert!(Secret::decode(&format!("{}U", "0".repeat(25))).is_none());
        // The last character carries 3 bits: one with the low 2 bits set is no secret's.
        assert!(Secret::decode(&format!("{}1", "0".repeat(25))).is_none());
    }

    #[test]
    fn two_random_secrets_differ() {
        assert!(!Secret::random().matches(&Secret::random()));
    }

    #[test]
    fn failed_attempts_are_limited_per_address_until_the_window_ends() {
        let mut access = Access::new(allowance(16, 3));
        let start = Instant::now();
        let wrong = Secret::random().encode();
        for _ in 0..3 {
            assert_eq!(
                access.join(&wrong, IP, start, none).err(),
                Some(Refusal::Unknown)
            );
        }
        assert!(matches!(
            access.join(&wrong, IP, start, none),
            Err(Refusal::Limited(_))
        ));
        // Even the right secret waits until the window ends.
        let right = access.link(DeviceKind::Tablet).encode();
        assert!(matches!(
            access.join(&right, IP, start, none),
            Err(Refusal::Limited(_))
        ));
        let other = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
        assert!(access.join(&right, other, start, none).is_ok());
        let later = start + Duration::from_secs(61);
        let (device, _) = access.join(&right, IP, later, none).unwrap();
        assert_eq!(device.label(), "Tablet 2");
    }

    #[test]
    fn devices_are_numbered_by_kind_and_capped() {
        let mut access = Access::new(Allowance {
            tablet_places: 2,
            ..allowance(4, 5)
        });
        let now = Instant::now();
        let display = access.link(DeviceKind::Display).encode();
        let tablet = access.link(DeviceKind::Tablet).encode();
        let labels: Vec<String> = [&display, &tablet, &display]
            .iter()
            .map(|t| access.join(t, IP, now, none).unwrap().0.label())
            .collect();
        assert_eq!(labels, ["Display 1", "Tablet 1", "Display 2"]);
        assert_eq!(
            access.join(&display, IP, now, none).err(),
            Some(Refusal::Full)
        );
        assert_eq!(
            access.join(&tablet, IP, now, none).unwrap().0.label(),
            "Tablet 2"
        );
        assert_eq!(
            access.join(&tablet, IP, now, none).err(),
            Some(Refusal::Full)
        );
    }

    #[test]
    fn a_device_is_known_by_its_own_secret_and_kind_until_revoked() {
        let mut access = Access::new(allowance(16, 5));
        let now = Instant::now();
        let tablet = access.link(DeviceKind::Tablet).encode();
        let (device, secret) = access.join(&tablet, IP, now, none).unwrap();
        let (id, gone) = (device.id, device.gone.clone());
        let cookie = secret.encode();
        assert_eq!(
            access
                .device(DeviceKind::Tablet, Some(&cookie), IP, now)
                .unwrap()
                .id,
            id
        );
        assert!(access
            .device(DeviceKind::Display, Some(&cookie), IP, now)
            .is_err());
        assert!(access.device(DeviceKind::Tablet, None, IP, now).is_err());
        access.revoke();
        assert!(gone.is_cancelled());
        assert!(access
            .device(DeviceKind::Tablet, Some(&cookie), IP, now)
            .is_err());
        assert!(access.join(&tablet, IP, now, none).is_err());
    }

    #[test]
    fn a_flood_from_many_addresses_leaves_the_limit_sound_and_a_first_typo_a_typo() {
        let mut access = Access::new(allowance(16, 10));
        let now = Instant::now();
        let right = access.link(DeviceKind::Tablet).encode();
        let wrong = Secret::random().encode();
        for n in 0..1100 {
            assert_eq!(
                access.join(&wrong, address(n), now, none).err(),
                Some(Refusal::Unknown)
            );
        }
        // A fresh address's first typo is a typo, not "rate limited".
        let fresh = address(5000);
        let tries: Vec<_> = (0..12)
            .map(|_| access.join(&wrong, fresh, now, none).err())
            .collect();
        assert_eq!(&tries[..10], [Some(Refusal::Unknown); 10]);
        assert!(matches!(tries[10], Some(Refusal::Limited(_))));
        // Counted before compared: the right secret from the limited address waits too.
        assert!(matches!(
            access.join(&right, fresh, now, none),
            Err(Refusal::Limited(_))
        ));
        assert!(access.join(&right, address(6000), now, none).is_ok());
    }

    #[test]
    fn a_global_budget_bounds_what_many_addresses_try_and_spares_the_devices() {
        let mut access = Access::new(Allowance {
            failures_global: 20,
            ..allowance(16, 10)
        });
        let now = Instant::now();
        let right = access.link(DeviceKind::Tablet).encode();
        let (device, secret) = access.join(&right, IP, now, none).unwrap();
        let id = device.id;
        let code = access.code(DeviceKind::Display).text();
        for n in 0..20 {
            assert_eq!(
                access.join("0000-0000", address(n), now, none).err(),
                Some(Refusal::WrongCode)
            );
        }
        // Spent: even the right short code from a new address is refused without a comparison.
        assert!(matches!(
            access.join(&code, address(99), now, none),
            Err(Refusal::Flooded(_))
        ));
        // A link's secret cannot be guessed, so the flood did not spend its way: the facilitator's
        // tablet scanning the QR code from a new address joins.
        assert!(access.join(&right, address(98), now, none).is_ok());
        // Guessing links instead spends only each address's own budget, never the shared one.
        let wrong = Secret::random().encode();
        for n in 0..40 {
            assert_eq!(
                access.join(&wrong, address(200 + n), now, none).err(),
                Some(Refusal::Unknown)
            );
        }
        // The tablet that joined before goes on working.
        let cookie = secret.encode();
        let found = access.device(DeviceKind::Tablet, Some(&cookie), IP, now);
        assert_eq!(found.map(|d| d.id).ok(), Some(id));
        // The window ends, and the short code works again.
        let later = now + Duration::from_secs(61);
        assert!(access.join(&code, address(99), later, none).is_ok());
    }

    #[test]
    fn the_display_link_cannot_take_the_tablets_place_and_away_devices_give_theirs() {
        let mut access = Access::new(allowance(4, 10));
        let now = Instant::now();
        let display = access.link(DeviceKind::Display).encode();
        let tablet = access.link(DeviceKind::Tablet).encode();
        let ids: Vec<u32> = (0..3)
            .map(|_| access.join(&display, IP, now, none).unwrap().0.id)
            .collect();
        for &id in &ids[1..] {
            access.count_socket(id, true, now);
        }
        assert_eq!(
            access.join(&display, IP, now, none).err(),
            Some(Refusal::Full)
        );
        // The tablet's place is its own.
        let (first_tablet, _) = access.join(&tablet, IP, now, none).unwrap();
        let first_tablet = first_tablet.id;
        assert_eq!(
            access.join(&tablet, IP, now, none).err(),
            Some(Refusal::Full)
        );
        // Away for less than the heartbeat's timeout: still its place.
        let soon = now + Duration::from_secs(19);
        assert_eq!(
            access.join(&display, IP, soon, none).err(),
            Some(Refusal::Full)
        );
        // Away for longer: the display that never connected gives its place; connected ones
        // keep theirs.
        let later = now + Duration::from_secs(21);
        let (newcomer, _) = access.join(&display, IP, later, none).unwrap();
        assert_eq!(newcomer.label(), "Display 4");
        let left: Vec<u32> = access.devices().iter().map(|d| d.id).collect();
        assert!(!left.contains(&ids[0]) && left.contains(&ids[1]) && left.contains(&ids[2]));
        // A tablet whose page closed is away from then on, and gives its place in turn.
        access.count_socket(first_tablet, true, later);
        access.count_socket(first_tablet, false, later);
        assert_eq!(
            access.join(&tablet, IP, later, none).err(),
            Some(Refusal::Full)
        );
        let (second, _) = access
            .join(&tablet, IP, later + Duration::from_secs(21), none)
            .unwrap();
        assert_eq!(second.label(), "Tablet 2");
    }

    #[test]
    fn a_browser_that_joins_again_with_its_cookie_keeps_its_place() {
        let mut access = Access::new(allowance(3, 10));
        let now = Instant::now();
        let display = access.link(DeviceKind::Display).encode();
        let (first, secret) = access.join(&display, IP, now, none).unwrap();
        let (id, label) = (first.id, first.label());
        let cookie = secret.encode();
        for _ in 0..5 {
            let (again, same) = access
                .join(&display, IP, now, |kind| {
                    (kind == DeviceKind::Display).then(|| cookie.clone())
                })
                .unwrap();
            assert_eq!((again.id, again.label()), (id, label.clone()));
            assert!(same.matches(&secret));
        }
        assert_eq!(access.devices().len(), 1);
        // A tablet's cookie is no display's.
        let (other, _) = access
            .join(&display, IP, now, |kind| {
                (kind == DeviceKind::Tablet).then(|| cookie.clone())
            })
            .unwrap();
        assert_eq!(other.label(), "Display 2");
    }

    #[test]
    fn a_short_code_reads_back_as_written_and_as_typed() {
        for _ in 0..100 {
            let code = ShortCode::random();
            let text = code.text();
            assert_eq!(text.len(), 9);
            assert_eq!(&text[4..5], "-");
            assert!(ShortCode::decode(&text).unwrap().matches(&code));
            let typed = text.replace('-', " ").to_lowercase();
            assert!(ShortCode::decode(&typed).unwrap().matches(&code));
        }
        assert!(ShortCode::decode("0000-000").is_none());
        assert!(ShortCode::decode("0000-00000").is_none());
        assert!(ShortCode::decode("0000-000U").is_none());
        // O, I and L read as the digits they look like.
        assert!(ShortCode::decode("OIL0-0000")
            .unwrap()
            .matches(&ShortCode::decode("0110-0000").unwrap()));
    }

    #[test]
    fn a_short_code_joins_once_then_a_fresh_one_is_shown() {
        let mut access = Access::new(allowance(16, 10));
        let now = Instant::now();
        let link = access.link(DeviceKind::Tablet).encode();
        let code = access.code(DeviceKind::Tablet).text();
        let other = access.code(DeviceKind::Display).text();
        let (device, _) = access.join(&code, IP, now, none).unwrap();
        assert_eq!(device.label(), "Tablet 1");
        assert_eq!(
            access.join(&code, IP, now, none).err(),
            Some(Refusal::Spent(Spent::Used))
        );
        let fresh = access.code(DeviceKind::Tablet).text();
        assert_ne!(fresh, code);
        // The link's secret and the other kind's code are as they were.
        assert_eq!(access.link(DeviceKind::Tablet).encode(), link);
        assert_eq!(access.code(DeviceKind::Display).text(), other);
        assert_eq!(
            access.join(&fresh, IP, now, none).unwrap().0.label(),
            "Tablet 2"
        );
        assert_eq!(
            access.join(&other, IP, now, none).unwrap().0.label(),
            "Display 1"
        );
    }

    #[test]
    fn a_short_code_expires_and_a_typo_is_a_wrong_code() {
        let mut access = Access::new(allowance(16, 10));
        let now = Instant::now();
        let code = access.code(DeviceKind::Display).text();
        let until = access.next_expiry();
        assert!(!access.renew(until - Duration::from_secs(1)));
        assert!(access.renew(until));
        assert_eq!(
            access.join(&code, IP, until, none).err(),
            Some(Refusal::Spent(Spent::Expired))
        );
        let fresh = access.code(DeviceKind::Display).text();
        assert_ne!(fresh, code);
        // Unrenewed, an expired code is found out when it is typed.
        let later = access.next_expiry();
        assert_eq!(
            access.join(&fresh, IP, later, none).err(),
            Some(Refusal::Spent(Spent::Expired))
        );
        for typo in ["K7MX-2QH", "", "K7MX-2QHDD", "K7MX-2QHU", "0000-0000"] {
            assert_eq!(
                access.join(typo, IP, now, none).err(),
                Some(Refusal::WrongCode),
                "{typo}"
            );
        }
        // After New links, an old code is just wrong.
        let current = access.code(DeviceKind::Tablet).text();
        access.revoke();
        assert_eq!(
            access.join(&current, address(1), now, none).err(),
            Some(Refusal::WrongCode)
        );
    }

    #[test]
    fn short_codes_are_counted_before_compared() {
        let mut access = Access::new(Allowance {
            failures_global: 25,
            ..allowance(16, 10)
        });
        let now = Instant::now();
        let right = access.code(DeviceKind::Tablet).text();
        for _ in 0..10 {
            assert_eq!(
                access.join("0000-0000", IP, now, none).err(),
                Some(Refusal::WrongCode)
            );
        }
        assert!(matches!(
            access.join(&right, IP, now, none),
            Err(Refusal::Limited(_))
        ));
        for n in 0..15 {
            assert!(access.join("0000-0000", address(n), now, none).is_err());
        }
        assert!(matches!(
            access.join(&right, address(99), now, none),
            Err(Refusal::Flooded(_))
        ));
        // Neither refusal used the code up.
        let later = now + Duration::from_secs(61);
        assert!(access.join(&right, IP, later, none).is_ok());
    }

    #[test]
    fn links_devices_and_codes_outlive_a_restart_until_revoked() {
        let mut access = Access::new(allowance(16, 10));
        let now = Instant::now();
        let display = access.link(DeviceKind::Display).encode();
        let code = access.code(DeviceKind::Tablet).text();
        let (device, secret) = access.join(&display, IP, now, none).unwrap();
        let id = device.id;
        access.count_socket(id, true, now);
        let mut kept = access.take();
        assert!(access.devices().is_empty());
        kept.resume(allowance(16, 10), now);
        assert_eq!(kept.link(DeviceKind::Display).encode(), display);
        assert_eq!(kept.code(DeviceKind::Tablet).text(), code);
        let cookie = secret.encode();
        let found = kept
            .device(DeviceKind::Display, Some(&cookie), IP, now)
            .unwrap();
        assert_eq!((found.id, found.sockets), (id, 0));
    }
}
