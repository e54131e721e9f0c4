//! One running app per user and data folder on Linux: a second launch hands over to the first
//! (which comes to the front) and exits.
//!
//! The first launch binds a Unix socket named for the data folder in the user's runtime folder
//! (`$XDG_RUNTIME_DIR`, else a private `/tmp/loadout-companion-<uid>`), before anything opens
//! the data folder; a second launch connects, sends [`HELLO`] and waits (a bounded time) for
//! [`ACK`]. Binding is atomic, so of two launches at the same moment exactly one binds; a socket
//! left by a crashed app (nothing listens: the connection is refused) is removed and bound again,
//! under a lock file so that two launches can't both reclaim it. What arrives on the socket is
//! not trusted: a few bytes are read with a timeout and anything but [`HELLO`] is ignored.
//!
//! If no socket can be made (no runtime folder, a read-only disk...) the app starts anyway: the
//! data folder's lock (`storage`) still keeps two apps off one folder. This replaces the
//! single-instance plugin on Linux, where it talks D-Bus (zbus: half a megabyte of the binary).

use std::ffi::OsStr;
use std::fs::{self, DirBuilder, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a second launch sends: "come to the front".
pub const HELLO: &[u8] = b"loadout-companion:front\n";
/// What the first answers once it has asked its window to come to the front.
pub const ACK: &[u8] = b"ok\n";
/// How long the first waits for a connection's message before it drops it.
const READ_TIMEOUT: Duration = Duration::from_secs(1);
/// How long a second launch waits for the first's answer.
const ACK_TIMEOUT: Duration = Duration::from_secs(5);

/// What a launch found when it tried to be the one app on its data folder.
#[derive(Debug)]
pub enum Claim {
    /// This launch is the one: [`Owner::serve`] hears the later launches.
    Owner(Owner),
    /// Another app runs on this data folder and was told to come to the front: exit.
    HandedOver,
    /// No socket could be made, or the app holding it did not answer: start anyway.
    Unavailable(io::Error),
}

/// The bound socket of the app that runs on a data folder.
#[derive(Debug)]
pub struct Owner {
    listener: UnixListener,
    path: PathBuf,
}

/// The socket for `data_dir` (`LOADOUT_DATA_DIR`, `None` for the app's own folder) in the
/// user's runtime folder, which is made (private) if it is ours to make.
pub fn socket_path(data_dir: Option<&OsStr>) -> io::Result<PathBuf> {
    let dir = match std::env::var_os("XDG_RUNTIME_DIR").map(PathBuf::from) {
        Some(dir) if dir.is_absolute() && dir.is_dir() => dir,
        // SAFETY: getuid has no preconditions and can't fail.
        _ => private_dir(
            &std::env::temp_dir().join(format!("loadout-companion-{}", unsafe { libc::getuid() })),
        )?,
    };
    Ok(dir.join(socket_name(data_dir)))
}

/// The socket's file name: one per data folder, short enough for any runtime folder (a socket's
/// path is limited to 107 bytes), the same for every build of the app.
fn socket_name(data_dir: Option<&OsStr>) -> String {
    let Some(dir) = data_dir else {
        return "loadout-companion.sock".to_owned();
    };
    let dir = resolved(Path::new(dir));
    // FNV-1a: std's hasher may change between Rust releases, and so between two builds.
    let hash = dir
        .as_os_str()
        .as_bytes()
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, &byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        });
    format!("loadout-companion-{hash:016x}.sock")
}

/// `dir` as the system names it, so that one folder named two ways (relative, through a link) is
/// one app, even before it exists: the first launch makes it, the next finds it.
fn resolved(dir: &Path) -> PathBuf {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_owned());
    let mut missing = Vec::new();
    let mut base = dir.as_path();
    loop {
        if let Ok(real) = fs::canonicalize(base) {
            return missing
                .iter()
                .rev()
                .fold(real, |path, name| path.join(name));
        }
        match (base.parent(), base.file_name()) {
            (Some(parent), Some(name)) => {
                missing.push(name);
                base = parent;
            }
            _ => return dir,
        }
    }
}

/// `dir`, made with mode 0700 if missing; refused unless it is a folder (not a link) of ours
/// that no one else may enter.
fn private_dir(dir: &Path) -> io::Result<PathBuf> {
    match DirBuilder::new().mode(0o700).create(dir) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    let meta = fs::symlink_metadata(dir)?;
    // SAFETY: getuid has no preconditions and can't fail.
    let uid = unsafe { libc::getuid() };
    if !meta.is_dir() || meta.uid() != uid || meta.mode() & 0o077 != 0 {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            dir.display().to_string(),
        ));
    }
    Ok(dir.to_owned())
}

/// Becomes the one app on the socket at `path`, or hands over to the app that is.
pub fn claim(path: &Path) -> Claim {
    match try_claim(path) {
        Ok(claim) => claim,
        Err(e) => Claim::Unavailable(e),
    }
}

fn try_claim(path: &Path) -> io::Result<Claim> {
    // Launches take turns from here to the bind, so that only one can find the socket stale
    // and reclaim it (the lock goes with the file when this returns).
    let mut lock_path = path.as_os_str().to_owned();
    lock_path.push(".lock");
    let lock = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .mode(0o600)
        .open(&lock_path)?;
    lock.lock()?;
    match bind(path) {
        Err(e) if e.kind() == io::ErrorKind::AddrInUse => match hand_over(path) {
            Ok(()) => Ok(Claim::HandedOver),
            // Nothing listens: its app has gone without removing it.
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::ConnectionRefused | io::ErrorKind::NotFound
                ) =>
            {
                match fs::remove_file(path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                    Err(e) => return Err(e),
                }
                bind(path).map(Claim::Owner)
            }
            Err(e) => Err(e),
        },
        bound => bound.map(Claim::Owner),
    }
}

/// The socket bound at `path`, which only this user may connect to.
fn bind(path: &Path) -> io::Result<Owner> {
    let listener = UnixListener::bind(path)?;
    let owner = Owner {
        listener,
        path: path.to_owned(),
    };
    fs::set_permissions(path, fs::Permissions::from_mode(0o600))?;
    Ok(owner)
}

/// Tells the app listening at `path` to come to the front and waits for its answer.
pub fn hand_over(path: &Path) -> io::Result<()> {
    let mut stream = UnixStream::connect(path)?;
    stream.set_write_timeout(Some(ACK_TIMEOUT))?;
    stream.set_read_timeout(Some(ACK_TIMEOUT))?;
    stream.write_all(HELLO)?;
    let mut answer = [0; ACK.len()];
    stream.read_exact(&mut answer)?;
    if answer == ACK {
        Ok(())
    } else {
        Err(io::Error::from(io::ErrorKind::InvalidData))
    }
}

impl Owner {
    /// The socket's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Hears later launches on a thread of its own, for as long as the process runs: calls
    /// `to_front` for each that says [`HELLO`], then answers it. One connection at a time, each
    /// given [`READ_TIMEOUT`] to speak: a client that says nothing or something else is dropped.
    pub fn serve(self, to_front: impl Fn() + Send + 'static) -> io::Result<()> {
        std::thread::Builder::new()
            .name("single-instance".to_owned())
            .spawn(move || {
                for stream in self.listener.incoming() {
                    match stream {
                        Ok(stream) => {
                            let _ = answer(stream, &to_front);
                        }
                        // Out of file descriptors, say: not a reason to spin.
                        Err(_) => std::thread::sleep(READ_TIMEOUT / 10),
                    }
                }
            })
            .map(drop)
    }

    /// Removes the socket, when the app quits (a socket left by a crash is reclaimed by the
    /// next launch).
    pub fn remove(path: &Path) {
        let _ = fs::remove_file(path);
    }
}

/// Reads one launch's message: at most [`HELLO`]'s length, within [`READ_TIMEOUT`].
fn answer(mut stream: UnixStream, to_front: &impl Fn()) -> io::Result<()> {
    stream.set_read_timeout(Some(READ_TIMEOUT))?;
    stream.set_write_timeout(Some(READ_TIMEOUT))?;
    let mut message = [0; HELLO.len()];
    stream.read_exact(&mut message)?;
    if message != HELLO {
        return Err(io::Error::from(io::ErrorKind::InvalidData));
    }
    to_front();
    stream.write_all(ACK)
}
