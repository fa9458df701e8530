//! Every file the program opens goes through here: one path for reading, one for writing.
//!
//! Reading ([`read`], [`open`]) opens without blocking, so a FIFO or a device planted where
//! a save, the history or the records belong is refused at once instead of hanging the
//! program, and reads at most a given number of bytes.
//!
//! Writing ([`write_atomically`]) never leaves a half-written file and never writes where it
//! should not:
//! - the new text goes to a temporary file created exclusively (`O_EXCL`, so a planted
//!   symbolic link is never followed) under an unpredictable name, beside the target;
//! - it is flushed to disk, then renamed over the target, and the directory is flushed;
//! - only a regular file (or nothing) is ever replaced: never a device, a FIFO or a
//!   directory, and only a file the caller's check accepts (a save only over a save);
//! - a symbolic link is written through, to its target, and a replaced file keeps its
//!   permissions and (where allowed) its owner; new private files are `0600`.
//!
//! While a temporary file is written its writer holds a lock on it, so [`clean_temps`] can
//! tell the leftovers of a killed process (unlocked) from a write in progress; a file that a
//! cleaner took in the moment before its lock is replaced by a new one.

use std::fmt;
use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Marks our temporary files' names: `.NAME.sudoku-RANDOM.tmp`.
const TEMP_MARK: &str = ".sudoku-";
/// Ends our temporary files' names.
const TEMP_SUFFIX: &str = ".tmp";
/// Symbolic links followed before giving up (as the kernel's `ELOOP`).
const MAX_LINKS: usize = 40;

/// A file name or path for a message, with control characters escaped: a name planted in a
/// directory must not move the cursor or retitle the terminal.
pub(crate) fn shown(path: &Path) -> String {
    crate::text::escaped(&path.to_string_lossy())
}

/// What went wrong with a file, and which one. Public only because the store's error
/// ([`crate::store::error::StoreError`]) carries it; this module is the crate's.
#[derive(Debug)]
pub struct FileError {
    /// The file, as the caller named it.
    pub(crate) path: PathBuf,
    /// What went wrong.
    pub(crate) problem: Problem,
}

/// What went wrong with a file.
#[derive(Debug)]
pub(crate) enum Problem {
    /// The system refused (not found, no permission, disk full…).
    Io(&'static str, io::Error),
    /// The path names something other than a regular file: a FIFO, a device, a directory.
    NotRegular(&'static str),
    /// The file is larger than the reader takes.
    TooLarge(u64),
    /// The file exists and the writer must not replace it.
    Exists,
    /// The file exists and holds something the writer must not replace (`what` it is not).
    Foreign(&'static str),
}

impl FileError {
    /// The system refused `doing` (`open`, `read`, `write`) to `path`.
    pub(crate) fn io(path: &Path, doing: &'static str, error: io::Error) -> FileError {
        FileError {
            path: path.to_path_buf(),
            problem: Problem::Io(doing, error),
        }
    }

    fn new(path: &Path, problem: Problem) -> FileError {
        FileError {
            path: path.to_path_buf(),
            problem,
        }
    }

    /// `path` is not a regular file, as `meta` shows.
    pub(crate) fn not_regular(path: &Path, meta: &Metadata) -> FileError {
        FileError::new(
            path,
            Problem::NotRegular(kind_of(meta).unwrap_or("not a regular file")),
        )
    }

    /// Whether the file does not exist.
    pub(crate) fn is_not_found(&self) -> bool {
        matches!(&self.problem, Problem::Io(_, e) if e.kind() == io::ErrorKind::NotFound)
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path = shown(&self.path);
        match &self.problem {
            Problem::Io(doing, e) => write!(f, "cannot {doing} {path}: {e}"),
            Problem::NotRegular(kind) => {
                write!(f, "{path} is {kind}, not a regular file: left alone")
            }
            Problem::TooLarge(max) => write!(f, "{path} is larger than {}", size(*max)),
            Problem::Exists => write!(f, "{path} exists"),
            Problem::Foreign(what) => write!(
                f,
                "{path} exists and is not {what}; not overwritten (choose another name)"
            ),
        }
    }
}

impl std::error::Error for FileError {}

/// `64 KB`, `1 MB`, or bytes.
fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 20 && b % (1 << 20) == 0 => format!("{} MB", b >> 20),
        b if b >= 1 << 10 && b % (1 << 10) == 0 => format!("{} KB", b >> 10),
        b => format!("{b} bytes"),
    }
}

/// What a file is, when it is not a regular file: `a FIFO`, `a directory`, …
fn kind_of(meta: &Metadata) -> Option<&'static str> {
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a directory");
    }
    if kind.is_symlink() {
        return Some("a symbolic link");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO");
        }
        if kind.is_char_device() || kind.is_block_device() {
            return Some("a device");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// What [`open`] accepts besides a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Accept {
    /// Regular files only: saves, the history, the records.
    Regular,
    /// Also FIFOs and character devices, read as streams: batch input such as
    /// `sudoku solve <(…)` or `/dev/stdin`. Such an open may wait for a writer, as `cat`
    /// would. Never a directory.
    Stream,
}

/// Opens `path` for reading. With [`Accept::Regular`] the open never blocks: anything other
/// than a regular file is refused.
pub(crate) fn open(path: &Path, accept: Accept) -> Result<File, FileError> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    if accept == Accept::Regular {
        use std::os::unix::fs::OpenOptionsExt;
        // A FIFO's open waits for a writer; without blocking it returns at once, and the
        // file type check below refuses it. On a regular file the flag changes nothing.
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options
        .open(path)
        .map_err(|e| FileError::io(path, "open", e))?;
    let meta = file
        .metadata()
        .map_err(|e| FileError::io(path, "open", e))?;
    match kind_of(&meta) {
        None => Ok(file),
        Some("a directory") => Err(FileError::new(path, Problem::NotRegular("a directory"))),
        Some(_) if accept == Accept::Stream => Ok(file),
        Some(kind) => Err(FileError::new(path, Problem::NotRegular(kind))),
    }
}

/// Whether `path` still names the open `file`: a lock taken on a file matters only while
/// its name leads to it (another process may have removed it, or renamed a new file over
/// it, between the open and the lock).
pub(crate) fn names(path: &Path, file: &File) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(path), file.metadata()) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = file;
        path.exists()
    }
}

/// Reads a whole regular file of at most `max` bytes.
pub(crate) fn read(path: &Path, max: u64) -> Result<Vec<u8>, FileError> {
    let file = open(path, Accept::Regular)?;
    let mut bytes = Vec::new();
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::io(path, "read", e))?;
    if bytes.len() as u64 > max {
        return Err(FileError::new(path, Problem::TooLarge(max)));
    }
    Ok(bytes)
}

/// Which existing file [`write_atomically`] may replace.
pub(crate) enum Replace<'a> {
    /// Any regular file.
    Any,
    /// None: the target must not exist (checked atomically, at the rename).
    Never,
    /// A regular file, empty or whose first `max` bytes `check` accepts; `what` names what
    /// it must be, for the error (`a saved game`).
    If {
        /// What the file must be.
        what: &'static str,
        /// Bytes of the old file given to `check`.
        max: u64,
        /// Whether the old file may be replaced.
        check: &'a dyn Fn(&[u8]) -> bool,
    },
}

/// How [`write_atomically`] writes.
pub(crate) struct Options<'a> {
    /// Which existing file may be replaced.
    pub(crate) replace: Replace<'a>,
    /// A new file is readable by its owner only (`0600`), as saves and the history are;
    /// otherwise `0666` less the umask, as any program's output.
    pub(crate) private: bool,
}

/// Where writing to `path` lands: `path`, or through symbolic links, their final target.
fn resolve(path: &Path) -> Result<PathBuf, FileError> {
    let mut target = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&target) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&target).map_err(|e| FileError::io(path, "read", e))?;
                target = match target.parent() {
                    Some(dir) => dir.join(link),
                    None => link,
                };
            }
            _ => return Ok(target),
        }
    }
    Err(FileError::new(
        path,
        Problem::Io(
            "write",
            io::Error::other("too many levels of symbolic links"),
        ),
    ))
}

/// The directory a file is in (`.` for a bare name).
fn dir_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes `bytes` to `path` atomically (see the module's documentation): afterwards `path`
/// holds the old text or the new, never a mix, even after a crash or on a full disk.
pub(crate) fn write_atomically(
    path: &Path,
    bytes: &[u8],
    options: &Options,
) -> Result<(), FileError> {
    let target = resolve(path)?;
    let old = match fs::symlink_metadata(&target) {
        Ok(meta) => Some(meta),
        Err(e) if e.kind() == io::ErrorKind::NotFound => None,
        Err(e) => return Err(FileError::io(path, "write", e)),
    };
    if let Some(meta) = &old {
        if let Some(kind) = kind_of(meta) {
            return Err(FileError::new(path, Problem::NotRegular(kind)));
        }
        match &options.replace {
            Replace::Any => {}
            Replace::Never => return Err(FileError::new(path, Problem::Exists)),
            Replace::If { what, max, check } => {
                let mut start = Vec::new();
                open(&target, Accept::Regular)?
                    .take(*max)
                    .read_to_end(&mut start)
                    .map_err(|e| FileError::io(path, "read", e))?;
                if !start.is_empty() && !check(&start) {
                    return Err(FileError::new(path, Problem::Foreign(what)));
                }
            }
        }
    }
    let dir = dir_of(&target);
    let name = target
        .file_name()
        .map_or_else(|| "file".to_string(), |n| n.to_string_lossy().into_owned());
    let prefix = format!(".{name}{TEMP_MARK}");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(TEMP_SUFFIX).rand_bytes(10);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = if options.private { 0o600 } else { 0o666 };
        builder.permissions(fs::Permissions::from_mode(mode));
    }
    let mut temp =
        locked_temp(&builder, &dir, |_| {}).map_err(|e| FileError::io(path, "write", e))?;
    if let Some(meta) = &old {
        keep_owner_and_mode(temp.as_file(), meta);
    }
    temp.write_all(bytes)
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| FileError::io(path, "write", e))?;
    let persisted = match options.replace {
        Replace::Never => temp.persist_noclobber(&target),
        _ => temp.persist(&target),
    };
    persisted.map_err(|e| match e.error.kind() {
        io::ErrorKind::AlreadyExists => FileError::new(path, Problem::Exists),
        _ => FileError::io(path, "write", e.error),
    })?;
    // The rename itself is durable once the directory is flushed (not possible everywhere).
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Most temporary files [`locked_temp`] creates for one write.
const TEMP_ATTEMPTS: u32 = 8;

/// A new temporary file from `builder` in `dir`, locked: cleaners ([`clean_temps`], run by
/// every session that starts) leave a locked one alone. A cleaner may take a file in the
/// moment between its creation and its lock (`before_lock` stands for that moment in the
/// tests), and remove it: the rename would then find nothing. So a file found locked by
/// another, or no longer named, is given up for a new one. Without locks (some file
/// systems) cleaners cannot lock, so remove nothing, and the file is written.
fn locked_temp(
    builder: &tempfile::Builder<'_, '_>,
    dir: &Path,
    mut before_lock: impl FnMut(&Path),
) -> io::Result<tempfile::NamedTempFile> {
    let mut attempts = 1;
    loop {
        let temp = builder.tempfile_in(dir)?;
        before_lock(temp.path());
        let ours = match temp.as_file().try_lock() {
            Ok(()) => names(temp.path(), temp.as_file()),
            Err(fs::TryLockError::WouldBlock) => false,
            Err(fs::TryLockError::Error(_)) => true,
        };
        if ours || attempts == TEMP_ATTEMPTS {
            return Ok(temp);
        }
        attempts += 1;
    }
}

/// Gives the new file the replaced one's permissions and, where the system allows (as
/// root), its owner and group.
fn keep_owner_and_mode(file: &File, old: &Metadata) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()));
        let _ = file.set_permissions(old.permissions());
    }
    #[cfg(not(unix))]
    {
        let _ = (file, old);
    }
}

/// Removes from `dir` the temporary files that [`write_atomically`] left behind when its
/// process was killed: ours by name, and not locked by a write in progress. Returns how
/// many it removed.
pub(crate) fn clean_temps(dir: &Path) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !is_temp_name(&name) {
            continue;
        }
        let path = entry.path();
        // Only regular files (never a link planted under such a name), and only when no
        // writer holds the lock.
        let Ok(file) = open(&path, Accept::Regular) else {
            continue;
        };
        if fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_file())
            && file.try_lock().is_ok()
            && fs::remove_file(&path).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// Whether a file name is one of our temporary files: `.NAME.sudoku-RANDOM.tmp`, or what
/// versions before 0.3 wrote, `.NAME.PID.tmp`.
fn is_temp_name(name: &str) -> bool {
    let Some(stem) = name
        .strip_prefix('.')
        .and_then(|n| n.strip_suffix(TEMP_SUFFIX))
    else {
        return false;
    };
    if stem.contains(TEMP_MARK) {
        return true;
    }
    stem.rsplit_once('.').is_some_and(|(base, pid)| {
        !base.is_empty() && !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit())
    })
}

#[cfg(test)]
mod tests;
