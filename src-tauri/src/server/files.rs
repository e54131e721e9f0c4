//! The process's open files: every socket of the server is one, and so is everything the app
//! itself opens (its window, session files, the webview's own). The server's sockets must never
//! use up what the app needs: the soft limit is raised to the hard one the first time sharing
//! starts, and the server keeps its sockets within what is left after a reserve.

use std::sync::OnceLock;

/// Open files kept for the app itself: half the limit, and never fewer than this.
const RESERVE: u64 = 128;
/// Sockets the server may always have, however low the limit (a tablet and a display).
const FLOOR: usize = 8;

/// The open-file soft limit now, raised to the hard one once (where the system has limits).
pub fn limit() -> Option<u64> {
    static RAISED: OnceLock<Option<u64>> = OnceLock::new();
    *RAISED.get_or_init(raise)
}

/// At most `wanted` sockets, within what the open-file limit leaves the server.
pub fn socket_budget(wanted: usize) -> usize {
    match limit() {
        Some(soft) => {
            let left = soft.saturating_sub((soft / 2).max(RESERVE));
            wanted
                .min(usize::try_from(left).unwrap_or(usize::MAX))
                .max(FLOOR)
        }
        None => wanted,
    }
}

#[cfg(unix)]
#[allow(clippy::useless_conversion)] // rlim_t is u64 on Linux, not everywhere
fn raise() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct it is given, which lives for the call.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return None;
    }
    if limit.rlim_cur < limit.rlim_max {
        // macOS refuses an unlimited soft limit: it takes at most OPEN_MAX (10240) then.
        for wanted in [limit.rlim_max, limit.rlim_max.min(10240)] {
            let raised = libc::rlimit {
                rlim_cur: wanted,
                rlim_max: limit.rlim_max,
            };
            // SAFETY: setrlimit reads the struct it is given, which lives for the call.
            if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
                limit.rlim_cur = wanted;
                break;
            }
        }
    }
    Some(u64::try_from(limit.rlim_cur).unwrap_or(u64::MAX))
}

#[cfg(not(unix))]
fn raise() -> Option<u64> {
    None
}
