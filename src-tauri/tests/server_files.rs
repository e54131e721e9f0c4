//! The app's own open files are never used up by the network: sharing raises the open-file soft
//! limit to the hard one (a desktop's default soft limit is often 1024), and the server keeps its
//! sockets within half of it. One test in its own process: the limit is the process's.
#![cfg(unix)]

mod common;
mod server_common;

use loadout_companion::server::Limits;
use loadout_core::api::DeviceKind;

#[allow(clippy::useless_conversion)] // rlim_t is u64 on Linux, not everywhere
fn nofile() -> (u64, u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes the struct it is given, which lives for the call.
    assert_eq!(
        unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
        0
    );
    (limit.rlim_cur.into(), limit.rlim_max.into())
}

#[allow(clippy::unnecessary_cast)] // rlim_t is u64 on Linux, not everywhere
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sharing_raises_the_open_file_limit_to_the_hard_one() {
    let (_, hard) = nofile();
    // As a desktop session starts the app: a soft limit below the hard one.
    let low = libc::rlimit {
        rlim_cur: 256.min(hard) as libc::rlim_t,
        rlim_max: hard as libc::rlim_t,
    };
    // SAFETY: setrlimit reads the struct it is given, which lives for the call.
    assert_eq!(unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &low) }, 0);
    let shared = server_common::share(Limits::default()).await;
    let (soft, _) = nofile();
    // macOS takes at most OPEN_MAX (10240) as a soft limit.
    assert!(
        soft == hard || (cfg!(target_os = "macos") && soft >= 10240.min(hard)),
        "soft limit {soft}, hard {hard}"
    );
    // And the tablet is served as ever.
    let tablet = shared.join(DeviceKind::Tablet).await;
    let (status, body) = shared.record_next(&tablet, &shared.game).await;
    assert_eq!(status, 200, "{body}");
}
