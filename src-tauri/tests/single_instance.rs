//! One app per user and data folder on Linux (`instance`): with real Unix sockets in a temp
//! folder, a second launch hands over to the first (which is told) and exits, a socket left by a
//! crash is reclaimed, what a stranger writes on the socket never blocks the app, two folders are
//! two apps, and of launches at the same moment exactly one owns the socket.
#![cfg(target_os = "linux")]

use loadout_companion::instance::{self, Claim, Owner, HELLO};
use std::io::{Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::Path;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Barrier};

fn owner(path: &Path) -> Owner {
    match instance::claim(path) {
        Claim::Owner(owner) => owner,
        other => panic!("expected to own {}, got {other:?}", path.display()),
    }
}

/// `owner` serving: each hand-over it hears arrives on the receiver.
fn serving(owner: Owner) -> Receiver<()> {
    let (told, heard) = mpsc::channel();
    owner
        .serve(move || {
            let _ = told.send(());
        })
        .expect("serve");
    heard
}

#[test]
fn the_first_launch_owns_the_socket_and_a_second_hands_over_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.sock");
    let heard = serving(owner(&path));
    // Only this user may connect.
    let mode = std::fs::metadata(&path).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "socket mode {mode:o}");

    assert!(matches!(instance::claim(&path), Claim::HandedOver));
    // The first was told before it answered, so before the second returned.
    heard
        .try_recv()
        .expect("the first app was told to come to the front");
    assert!(matches!(instance::claim(&path), Claim::HandedOver));
    heard.try_recv().expect("told again on a third launch");
}

#[test]
fn a_socket_left_by_a_crashed_app_is_reclaimed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.sock");
    // A crashed app's socket: the file stays, nothing listens.
    drop(UnixListener::bind(&path).unwrap());
    assert!(path.exists());
    assert!(matches!(
        instance::hand_over(&path),
        Err(e) if e.kind() == std::io::ErrorKind::ConnectionRefused
    ));

    let heard = serving(owner(&path));
    assert!(matches!(instance::claim(&path), Claim::HandedOver));
    heard
        .try_recv()
        .expect("the new owner hears later launches");
}

#[test]
fn garbage_or_a_silent_client_never_blocks_the_first_app() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.sock");
    let heard = serving(owner(&path));

    // A client that connects and says nothing, kept open...
    let _silent = UnixStream::connect(&path).unwrap();
    // ... one that sends something else, longer than the message...
    let mut garbage = UnixStream::connect(&path).unwrap();
    garbage
        .write_all(&[b'x'; 4096])
        .expect("the first app takes a few bytes");
    // ... and one that sends the message's start and stops.
    let mut half = UnixStream::connect(&path).unwrap();
    half.write_all(&HELLO[..4]).unwrap();
    drop(half);

    // A real launch still hands over; the others were not taken for one.
    assert!(matches!(instance::claim(&path), Claim::HandedOver));
    heard.try_recv().expect("told once");
    assert!(
        heard.try_recv().is_err(),
        "garbage was taken for a hand-over"
    );
    // The garbage got no answer: its connection was closed.
    let mut answer = Vec::new();
    let _ = garbage.read_to_end(&mut answer);
    assert!(answer.is_empty(), "garbage got an answer: {answer:?}");
}

#[test]
fn a_wrong_answer_is_not_a_hand_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.sock");
    let listener = UnixListener::bind(&path).unwrap();
    let stranger = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        let mut message = [0; HELLO.len()];
        stream.read_exact(&mut message).unwrap();
        stream.write_all(b"no\n").unwrap();
    });
    assert!(matches!(instance::claim(&path), Claim::Unavailable(_)));
    stranger.join().unwrap();
}

#[test]
fn two_data_folders_are_two_apps() {
    let data = tempfile::tempdir().unwrap();
    let (a, b) = (data.path().join("a"), data.path().join("b"));
    std::fs::create_dir(&a).unwrap();
    let path_a = instance::socket_path(Some(a.as_os_str())).unwrap();
    let path_b = instance::socket_path(Some(b.as_os_str())).unwrap();
    let default = instance::socket_path(None).unwrap();
    assert_ne!(path_a, path_b);
    assert_ne!(path_a, default);
    // One folder named two ways is one app.
    let dotted = a.join("..").join("a");
    assert_eq!(
        instance::socket_path(Some(dotted.as_os_str())).unwrap(),
        path_a
    );

    // ... also through a link, before the folder exists (the first launch makes it).
    let link = data.path().join("link");
    std::os::unix::fs::symlink(data.path(), &link).unwrap();
    let (c, c_linked) = (data.path().join("c").join("d"), link.join("c").join("d"));
    let path_c = instance::socket_path(Some(c_linked.as_os_str())).unwrap();
    assert_eq!(instance::socket_path(Some(c.as_os_str())).unwrap(), path_c);
    std::fs::create_dir_all(&c).unwrap();
    assert_eq!(instance::socket_path(Some(c.as_os_str())).unwrap(), path_c);
    assert_eq!(
        instance::socket_path(Some(c_linked.as_os_str())).unwrap(),
        path_c
    );

    let dir = tempfile::tempdir().unwrap();
    let (sock_a, sock_b) = (dir.path().join("a.sock"), dir.path().join("b.sock"));
    let heard_a = serving(owner(&sock_a));
    let heard_b = serving(owner(&sock_b));
    assert!(matches!(instance::claim(&sock_b), Claim::HandedOver));
    heard_b.try_recv().expect("b told");
    assert!(heard_a.try_recv().is_err(), "a was told of b's launch");
}

#[test]
fn no_socket_at_all_is_said_and_not_a_hand_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missing").join("app.sock");
    assert!(matches!(instance::claim(&path), Claim::Unavailable(_)));
}

/// `launches` threads claim `path` at once; each owner serves. Returns how many owned it and how
/// many handed over.
fn launch_at_once(path: &Path, launches: usize) -> (usize, usize, Vec<Receiver<()>>) {
    let start = Arc::new(Barrier::new(launches));
    let threads: Vec<_> = (0..launches)
        .map(|_| {
            let (path, start) = (path.to_owned(), Arc::clone(&start));
            std::thread::spawn(move || {
                start.wait();
                match instance::claim(&path) {
                    Claim::Owner(owner) => Some(serving(owner)),
                    Claim::HandedOver => None,
                    Claim::Unavailable(e) => panic!("unavailable: {e}"),
                }
            })
        })
        .collect();
    let results: Vec<_> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let owners: Vec<_> = results.into_iter().flatten().collect();
    let count = owners.len();
    (count, launches - count, owners)
}

#[test]
fn of_launches_at_the_same_moment_exactly_one_owns_the_socket() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("app.sock");
    let (owners, handed, heard) = launch_at_once(&path, 8);
    assert_eq!((owners, handed), (1, 7));
    assert_eq!(heard[0].try_iter().count(), 7);
}

#[test]
fn of_launches_at_the_same_moment_on_a_stale_socket_exactly_one_reclaims_it() {
    // Rounds, each on a fresh crashed app's socket: two launches finding it stale at once is
    // the race (both remove, one removes the other's new socket), and it is a narrow one.
    for round in 0..40 {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("app.sock");
        drop(UnixListener::bind(&path).unwrap());
        let (owners, handed, heard) = launch_at_once(&path, 8);
        assert_eq!((owners, handed), (1, 7), "round {round}");
        assert_eq!(heard[0].try_iter().count(), 7, "round {round}");
    }
}
