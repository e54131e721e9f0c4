//! Who may use a shared session: the two links' secrets, the devices that traded one for a
//! cookie, and the count of failed attempts per address.
//!
//! Every secret is 128 random bits from the operating system, compared in constant time. A link's
//! secret travels only in the URL fragment (which browsers never send) and, once, in the
//! `X-Loadout-Token` header of the join request; the device then holds its own secret in an
//! HttpOnly, SameSite=Strict cookie.

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
        let mut value: u128 = 0;
        let mut count = 0;
        for c in text.chars() {
            let c = match c.to_ascii_uppercase() {
                ' ' | '-' => continue,
                'O' => '0',
                'I' | 'L' => '1',
                c => c,
            };
            let digit = ALPHABET.iter().position(|&a| a as char == c)? as u128;
            count += 1;
            if count > 26 {
                return None;
            }
            if count == 26 {
                if digit & 0b11 != 0 {
                    return None;
                }
                value = (value << 3) | (digit >> 2);
            } else {
                value = (value << 5) | digit;
            }
        }
        (count == 26).then(|| Secret(value.to_be_bytes()))
    }

    /// Equal, in time that does not depend on where the two differ.
    pub fn matches(&self, other: &Secret) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

/// A device that joined through a link.
pub struct Device {
    pub id: u32,
    pub kind: DeviceKind,
    /// "Tablet 2" is the second tablet that joined since sharing started.
    pub number: u32,
    secret: Secret,
    /// Open live connections (a page has one; a page reloading may briefly have two).
    pub sockets: u32,
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
    /// Every device place is taken (503).
    Full,
}

/// Failed attempts from one address within the current window.
struct Failures {
    since: Instant,
    count: u32,
}

/// The links' secrets, the devices and the failure counts of one sharing.
pub struct Access {
    display: Secret,
    tablet: Secret,
    devices: Vec<Device>,
    next_id: u32,
    numbers: HashMap<&'static str, u32>,
    failures: HashMap<IpAddr, Failures>,
    max_devices: usize,
    failures_allowed: u32,
    failure_window: Duration,
}

/// Addresses tracked at most: a flood from many addresses can't grow memory without bound.
const MAX_TRACKED: usize = 1024;

impl Access {
    /// Fresh secrets for both links, no device.
    pub fn new(max_devices: usize, failures_allowed: u32, failure_window: Duration) -> Access {
        Access {
            display: Secret::random(),
            tablet: Secret::random(),
            devices: Vec::new(),
            next_id: 1,
            numbers: HashMap::new(),
            failures: HashMap::new(),
            max_devices,
            failures_allowed,
            failure_window,
        }
    }

    /// The secret of `kind`'s link.
    pub fn link(&self, kind: DeviceKind) -> &Secret {
        match kind {
            DeviceKind::Display => &self.display,
            DeviceKind::Tablet => &self.tablet,
        }
    }

    /// The devices, in the order they joined.
    pub fn devices(&self) -> &[Device] {
        &self.devices
    }

    /// Refused while `ip` has used up its failed attempts.
    pub fn check_limit(&mut self, ip: IpAddr, now: Instant) -> Result<(), Refusal> {
        let window = self.failure_window;
        match self.failures.get(&ip) {
            Some(f) if now.duration_since(f.since) >= window => {
                self.failures.remove(&ip);
                Ok(())
            }
            Some(f) if f.count >= self.failures_allowed => Err(Refusal::Limited(
                window.saturating_sub(now.duration_since(f.since)),
            )),
            _ => Ok(()),
        }
    }

    /// Counts a failed attempt from `ip`: refused as `Unknown`, or `Limited` once the allowance
    /// is used up.
    pub fn fail(&mut self, ip: IpAddr, now: Instant) -> Refusal {
        let window = self.failure_window;
        if self.failures.len() >= MAX_TRACKED && !self.failures.contains_key(&ip) {
            self.failures
                .retain(|_, f| now.duration_since(f.since) < window);
            if self.failures.len() >= MAX_TRACKED {
                // Still full of live entries: a flood. Refuse this one as limited too.
                return Refusal::Limited(window);
            }
        }
        let entry = self.failures.entry(ip).or_insert(Failures {
            since: now,
            count: 0,
        });
        entry.count += 1;
        if entry.count > self.failures_allowed {
            Refusal::Limited(window.saturating_sub(now.duration_since(entry.since)))
        } else {
            Refusal::Unknown
        }
    }

    /// Trades a link's secret (as typed or from the fragment) for a new device and its secret.
    pub fn join(
        &mut self,
        token: &str,
        ip: IpAddr,
        now: Instant,
    ) -> Result<(&Device, Secret), Refusal> {
        self.check_limit(ip, now)?;
        let given = Secret::decode(token);
        // Both links compared every time, so the time taken says nothing about which matched.
        let (display, tablet) = match &given {
            Some(given) => (self.display.matches(given), self.tablet.matches(given)),
            None => (false, false),
        };
        let kind = match (display, tablet) {
            (true, _) => DeviceKind::Display,
            (_, true) => DeviceKind::Tablet,
            _ => return Err(self.fail(ip, now)),
        };
        if self.devices.len() >= self.max_devices {
            return Err(Refusal::Full);
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
            gone: CancellationToken::new(),
        });
        self.next_id += 1;
        Ok((self.devices.last().expect("pushed above"), secret))
    }

    /// The device of `kind` whose secret is `cookie`; a wrong one counts as a failed attempt.
    pub fn device(
        &mut self,
        kind: DeviceKind,
        cookie: Option<&str>,
        ip: IpAddr,
        now: Instant,
    ) -> Result<&mut Device, Refusal> {
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
            Some(i) => Ok(&mut self.devices[i]),
            None => {
                self.check_limit(ip, now)?;
                Err(self.fail(ip, now))
            }
        }
    }

    /// The device `id`, if it is still there.
    pub fn device_by_id(&mut self, id: u32) -> Option<&mut Device> {
        self.devices.iter_mut().find(|d| d.id == id)
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
        for device in self.devices.drain(..) {
            device.gone.cancel();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    const IP: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

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
        let mut access = Access::new(16, 3, Duration::from_secs(60));
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(access.join("nope", IP, start).err(), Some(Refusal::Unknown));
        }
        assert!(matches!(
            access.join("nope", IP, start),
            Err(Refusal::Limited(_))
        ));
        // Even the right secret waits until the window ends.
        let right = access.link(DeviceKind::Tablet).encode();
        assert!(matches!(
            access.join(&right, IP, start),
            Err(Refusal::Limited(_))
        ));
        let other = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
        assert!(access.join(&right, other, start).is_ok());
        let later = start + Duration::from_secs(61);
        let (device, _) = access.join(&right, IP, later).unwrap();
        assert_eq!(device.label(), "Tablet 2");
    }

    #[test]
    fn devices_are_numbered_by_kind_and_capped() {
        let mut access = Access::new(3, 5, Duration::from_secs(60));
        let now = Instant::now();
        let display = access.link(DeviceKind::Display).encode();
        let tablet = access.link(DeviceKind::Tablet).encode();
        let labels: Vec<String> = [&display, &tablet, &display]
            .iter()
            .map(|t| access.join(t, IP, now).unwrap().0.label())
            .collect();
        assert_eq!(labels, ["Display 1", "Tablet 1", "Display 2"]);
        assert_eq!(access.join(&tablet, IP, now).err(), Some(Refusal::Full));
    }

    #[test]
    fn a_device_is_known_by_its_own_secret_and_kind_until_revoked() {
        let mut access = Access::new(16, 5, Duration::from_secs(60));
        let now = Instant::now();
        let tablet = access.link(DeviceKind::Tablet).encode();
        let (device, secret) = access.join(&tablet, IP, now).unwrap();
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
        assert!(access.join(&tablet, IP, now).is_err());
    }
}
