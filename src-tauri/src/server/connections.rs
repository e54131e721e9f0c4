//! Every open socket of a sharing (an HTTP connection, and the WebSocket it may become), counted
//! so that nobody can spend the budget of others:
//!
//! - A connection that has not shown a device's secret yet (a page or an asset loading, a join,
//!   or an attacker's idle socket) is *unproven*: at most `per_address` of them per address (a
//!   new one closes that address's oldest), and each gets `unproven_timeout` to prove itself
//!   before it is closed.
//! - When every place is taken, a new connection takes the place of the oldest unproven one that
//!   has sent nothing yet (`Slot::heard` wraps its stream) from the address holding the most
//!   unproven ones (a fair share): an idle flood can only push itself out, never a device, nor a
//!   device's request on its way to proving it (a display's WebSocket handshake among a flood
//!   that churns faster than the handshake is read, or whose bytes are still on their way). Only
//!   when no silent connection is left does the oldest unproven one that spoke make way.
//! - A proven connection belongs to its device; a device holds at most `per_device` of them
//!   (HTTP and WebSocket alike), a new one closing its oldest.
//!
//! A [`Slot`] is a connection's place: it is given back when the connection (or its WebSocket,
//! which holds it too) ends.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::io::AsyncRead;
use tokio::sync::Notify;
use tokio_util::io::InspectReader;
use tokio_util::sync::CancellationToken;

/// The budgets, from [`super::Limits`].
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Open sockets at most, all together.
    pub total: usize,
    /// Unproven connections at most per address.
    pub per_address: usize,
    /// Sockets at most per device.
    pub per_device: usize,
}

struct Entry {
    ip: IpAddr,
    device: Option<u32>,
    /// Set once the connection has sent its first bytes.
    spoke: Arc<AtomicBool>,
    /// Cancelled when this connection must close (its place was given to another).
    cut: CancellationToken,
}

impl Entry {
    fn unproven_and_open(&self) -> bool {
        self.device.is_none() && !self.cut.is_cancelled()
    }

    fn silent(&self) -> bool {
        !self.spoke.load(Ordering::Relaxed)
    }
}

struct Table {
    next: u64,
    /// By the order they opened: the first unproven one is the oldest.
    open: BTreeMap<u64, Entry>,
}

/// The open sockets of one sharing.
pub struct Connections {
    budget: Budget,
    table: Mutex<Table>,
    /// Told when a place is given back.
    freed: Notify,
}

/// One connection's place, given back when the last holder drops it.
pub struct Slot {
    id: u64,
    connections: Arc<Connections>,
    /// Cancelled when the connection must close.
    pub cut: CancellationToken,
    spoke: Arc<AtomicBool>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.connections.table().open.remove(&self.id);
        self.connections.freed.notify_waiters();
    }
}

impl Connections {
    pub fn new(budget: Budget) -> Arc<Connections> {
        Arc::new(Connections {
            budget,
            table: Mutex::new(Table {
                next: 0,
                open: BTreeMap::new(),
            }),
            freed: Notify::new(),
        })
    }

    fn table(&self) -> MutexGuard<'_, Table> {
        // Each change is complete before it could panic: a poisoned lock is usable.
        self.table.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Most sockets open at once, those told to close and not closed yet included.
    fn ceiling(&self) -> usize {
        self.budget.total + self.budget.total / 4
    }

    /// Returns once there is room under the ceiling for one more socket: while connections told
    /// to close have not closed yet, the next waits in the listener's queue rather than being
    /// accepted and closed at once (it may be a device's).
    pub async fn room(&self) {
        loop {
            let freed = self.freed.notified();
            let mut freed = std::pin::pin!(freed);
            freed.as_mut().enable();
            if self.table().open.len() < self.ceiling() {
                return;
            }
            freed.await;
        }
    }

    /// A place for a new connection from `ip`, or `None` (it is closed at once) when every
    /// place is held by devices with one socket each. A browser loading a page opens several
    /// connections at once: the newest from an address closes that address's oldest unproven
    /// one (most likely idle by then) rather than being refused.
    pub fn open(self: &Arc<Self>, ip: IpAddr) -> Option<Slot> {
        let mut table = self.table();
        let mut unproven_here = table
            .open
            .values()
            .filter(|e| e.device.is_none() && e.ip == ip && !e.cut.is_cancelled());
        if unproven_here.clone().count() >= self.budget.per_address {
            if let Some(oldest) = unproven_here.next() {
                oldest.cut.cancel();
            }
        }
        // Places still held by connections told to close count until they have closed (their
        // file descriptors are open), up to a ceiling.
        let closing = table.open.values().filter(|e| e.cut.is_cancelled()).count();
        if table.open.len() - closing >= self.budget.total {
            let victim = fair_share_silent(&table)
                .or_else(|| oldest_unproven(&table, |_| true))
                .or_else(|| largest_holders_oldest(&table));
            victim?.cancel();
        }
        if table.open.len() >= self.ceiling() {
            return None;
        }
        let id = table.next;
        table.next += 1;
        let cut = CancellationToken::new();
        let spoke = Arc::new(AtomicBool::new(false));
        table.open.insert(
            id,
            Entry {
                ip,
                device: None,
                spoke: spoke.clone(),
                cut: cut.clone(),
            },
        );
        Some(Slot {
            id,
            connections: self.clone(),
            cut,
            spoke,
        })
    }

    /// Open sockets now, and how many of them are proven.
    #[cfg(test)]
    pub fn count(&self) -> (usize, usize) {
        let table = self.table();
        let proven = table.open.values().filter(|e| e.device.is_some()).count();
        (table.open.len(), proven)
    }
}

/// The oldest silent unproven connection of the address that holds the most unproven ones (the
/// oldest of all on a tie): a flood from a few addresses pushes out its own, never a phone's one
/// connection whose request is still on its way (on a busy network or computer it may take
/// longer to arrive than the flood takes to open as many connections as there are places).
fn fair_share_silent(table: &Table) -> Option<&CancellationToken> {
    let mut held: std::collections::HashMap<IpAddr, usize> = std::collections::HashMap::new();
    for entry in table.open.values().filter(|e| e.unproven_and_open()) {
        *held.entry(entry.ip).or_default() += 1;
    }
    table
        .open
        .iter()
        .filter(|(_, e)| e.unproven_and_open() && e.silent())
        .max_by_key(|(&id, e)| (held[&e.ip], std::cmp::Reverse(id)))
        .map(|(_, e)| &e.cut)
}

/// The oldest unproven connection not already closing that is `such`.
fn oldest_unproven(table: &Table, such: impl Fn(&Entry) -> bool) -> Option<&CancellationToken> {
    table
        .open
        .values()
        .find(|e| e.unproven_and_open() && such(e))
        .map(|e| &e.cut)
}

/// The oldest socket of the device holding the most (when it holds more than one): a fair
/// share, so that a device with one socket (the tablet) never loses it to one with many.
fn largest_holders_oldest(table: &Table) -> Option<&CancellationToken> {
    let mut held: BTreeMap<u32, usize> = BTreeMap::new();
    for entry in table.open.values().filter(|e| !e.cut.is_cancelled()) {
        if let Some(device) = entry.device {
            *held.entry(device).or_default() += 1;
        }
    }
    let (&device, &count) = held.iter().max_by_key(|entry| *entry.1)?;
    if count < 2 {
        return None;
    }
    table
        .open
        .values()
        .find(|e| e.device == Some(device) && !e.cut.is_cancelled())
        .map(|e| &e.cut)
}

impl Slot {
    /// This connection showed device `device`'s secret: it is the device's from now on, and the
    /// device's oldest socket closes if it has more than it may.
    pub fn prove(&self, device: u32) {
        let mut table = self.connections.table();
        let Some(entry) = table.open.get_mut(&self.id) else {
            return;
        };
        if entry.device == Some(device) {
            return;
        }
        entry.device = Some(device);
        let per_device = self.connections.budget.per_device;
        let mine: Vec<&Entry> = table
            .open
            .values()
            .filter(|e| e.device == Some(device) && !e.cut.is_cancelled())
            .collect();
        let over = mine.len().saturating_sub(per_device);
        for entry in mine.into_iter().take(over) {
            entry.cut.cancel();
        }
    }

    /// Marks this place as spoken for now: its first bytes are already waiting (see
    /// `http::has_bytes`), before its task has read them.
    pub fn heard_already(&self) {
        self.spoke.store(true, Ordering::Relaxed);
    }

    /// The connection's stream, which marks this place as spoken for at its first bytes.
    pub fn heard<S: AsyncRead>(&self, stream: S) -> InspectReader<S, impl FnMut(&[u8])> {
        let spoke = self.spoke.clone();
        InspectReader::new(stream, move |bytes: &[u8]| {
            if !bytes.is_empty() {
                spoke.store(true, Ordering::Relaxed);
            }
        })
    }

    /// Has this connection shown a device's secret?
    pub fn proven(&self) -> bool {
        self.connections
            .table()
            .open
            .get(&self.id)
            .is_some_and(|e| e.device.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn ip(n: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 0, n))
    }

    #[test]
    fn an_address_has_a_few_unproven_connections_and_a_flood_pushes_only_itself_out() {
        let connections = Connections::new(Budget {
            total: 6,
            per_address: 3,
            per_device: 2,
        });
        let mut flood: Vec<Slot> = (0..3).filter_map(|_| connections.open(ip(2))).collect();
        assert_eq!(flood.len(), 3);
        // A fourth from one address closes that address's first.
        flood.push(connections.open(ip(2)).unwrap());
        assert!(flood[0].cut.is_cancelled() && !flood[1].cut.is_cancelled());
        flood.remove(0);
        // A device's connection proves itself and keeps its place.
        let tablet = connections.open(ip(1)).unwrap();
        tablet.prove(1);
        let more: Vec<Slot> = (0..2).filter_map(|_| connections.open(ip(3))).collect();
        assert_eq!(more.len(), 2);
        // Full: a new connection takes the oldest unproven place, never the device's.
        let late = connections.open(ip(4)).expect("a place for a newcomer");
        assert!(flood[0].cut.is_cancelled());
        assert!(!tablet.cut.is_cancelled());
        drop(flood);
        drop(late);
        assert_eq!(connections.count(), (3, 1));
    }

    #[test]
    fn a_newcomer_pushes_out_a_silent_connection_before_one_that_spoke() {
        let connections = Connections::new(Budget {
            total: 4,
            per_address: 10,
            per_device: 2,
        });
        // The oldest sent its request (a display's handshake, not yet read to its cookie).
        let handshake = connections.open(ip(1)).unwrap();
        handshake.spoke.store(true, Ordering::Relaxed);
        let idle: Vec<Slot> = (0..3).filter_map(|_| connections.open(ip(2))).collect();
        let late = connections.open(ip(3)).unwrap();
        assert!(
            !handshake.cut.is_cancelled(),
            "the request that spoke keeps its place"
        );
        assert!(idle[0].cut.is_cancelled() && !idle[1].cut.is_cancelled());
        // When every unproven one spoke (a slow sender's partial headers), the oldest goes.
        drop(idle);
        late.spoke.store(true, Ordering::Relaxed);
        let more: Vec<Slot> = (0..2).filter_map(|_| connections.open(ip(3))).collect();
        for slot in &more {
            slot.spoke.store(true, Ordering::Relaxed);
        }
        let _newcomer = connections.open(ip(4)).unwrap();
        assert!(handshake.cut.is_cancelled() && !late.cut.is_cancelled());
    }

    #[test]
    fn a_newcomer_pushes_out_the_busiest_addresss_silent_connection_not_a_phones_one() {
        let connections = Connections::new(Budget {
            total: 4,
            per_address: 10,
            per_device: 2,
        });
        // A phone's connection whose request has not arrived yet, then a flood from one address.
        let phone = connections.open(ip(1)).unwrap();
        let flood: Vec<Slot> = (0..3).filter_map(|_| connections.open(ip(2))).collect();
        let late = connections.open(ip(3)).unwrap();
        assert!(!phone.cut.is_cancelled(), "the phone keeps its place");
        assert!(flood[0].cut.is_cancelled() && !flood[1].cut.is_cancelled());
        // Every address holding as many: the oldest silent one goes.
        drop(flood);
        let other = connections.open(ip(4)).unwrap();
        let fourth = connections.open(ip(5)).unwrap();
        let _newcomer = connections.open(ip(6)).unwrap();
        assert!(phone.cut.is_cancelled());
        assert!(!late.cut.is_cancelled() && !other.cut.is_cancelled());
        assert!(!fourth.cut.is_cancelled());
    }

    #[tokio::test]
    async fn a_stream_is_heard_at_its_first_bytes() {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let connections = Connections::new(Budget {
            total: 3,
            per_address: 3,
            per_device: 2,
        });
        let slot = connections.open(ip(1)).unwrap();
        let (mut client, server) = tokio::io::duplex(64);
        let mut heard = slot.heard(server);
        assert!(!slot.spoke.load(Ordering::Relaxed));
        client.write_all(b"GET").await.unwrap();
        let mut buf = [0u8; 3];
        heard.read_exact(&mut buf).await.unwrap();
        assert!(slot.spoke.load(Ordering::Relaxed));
    }

    #[test]
    fn a_device_holds_a_few_sockets_and_a_new_one_closes_its_oldest() {
        let connections = Connections::new(Budget {
            total: 10,
            per_address: 10,
            per_device: 2,
        });
        let slots: Vec<Slot> = (0..3).map(|_| connections.open(ip(1)).unwrap()).collect();
        for slot in &slots {
            slot.prove(7);
        }
        assert!(slots[0].cut.is_cancelled());
        assert!(!slots[1].cut.is_cancelled() && !slots[2].cut.is_cancelled());
        assert!(slots[2].proven());
    }
}
