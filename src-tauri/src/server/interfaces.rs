//! The network interfaces a session can be shared on, as the facilitator picks from them.

use loadout_core::api::NetworkInterface;
use std::net::IpAddr;

/// Every usable address, private IPv4 first (the default is the first), then other IPv4, then
/// IPv6; link-local IPv6 addresses are left out (a browser can't use them without a zone).
pub fn list() -> Vec<NetworkInterface> {
    let mut found: Vec<NetworkInterface> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| match i.ip() {
            IpAddr::V6(v6) => !v6.is_unicast_link_local(),
            IpAddr::V4(v4) => !v4.is_link_local(),
        })
        .map(|i| NetworkInterface {
            address: i.ip().to_string(),
            private: is_private(i.ip()),
            loopback: i.ip().is_loopback(),
            name: i.name,
        })
        .collect();
    found.sort_by_key(|i| {
        let v6 = i.address.contains(':');
        (v6, i.loopback, !i.private)
    });
    found.dedup();
    found
}

/// The address a session is shared on unless the facilitator picks another: the first private
/// one, else the first listed.
pub fn default_address(list: &[NetworkInterface]) -> Option<&NetworkInterface> {
    list.iter().find(|i| i.private).or_else(|| list.first())
}

/// A local network's address: 10/8, 172.16/12, 192.168/16, or IPv6 unique local (fc00::/7).
pub fn is_private(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_private(),
        IpAddr::V6(v6) => (v6.segments()[0] & 0xfe00) == 0xfc00,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_is_listed_and_marked() {
        let list = list();
        let lo = list
            .iter()
            .find(|i| i.address == "127.0.0.1")
            .expect("this machine has 127.0.0.1");
        assert!(lo.loopback && !lo.private);
    }

    #[test]
    fn the_default_is_the_first_private_address() {
        let make = |address: &str| NetworkInterface {
            name: "x".into(),
            address: address.into(),
            private: is_private(address.parse().unwrap()),
            loopback: false,
        };
        let list = [make("203.0.113.5"), make("192.168.1.20"), make("10.0.0.2")];
        assert_eq!(default_address(&list).unwrap().address, "192.168.1.20");
        assert_eq!(default_address(&list[..1]).unwrap().address, "203.0.113.5");
        assert!(is_private("fd12::1".parse().unwrap()));
        assert!(!is_private("2001:db8::1".parse().unwrap()));
        assert!(is_private("172.20.0.1".parse().unwrap()));
        assert!(!is_private("172.32.0.1".parse().unwrap()));
    }
}
