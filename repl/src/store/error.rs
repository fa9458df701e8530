//! Why the store could not read or write one of the program's files, in words that name the
//! file.

use std::fmt;
use std::io;
use std::path::Path;

use crate::store::files::{self, FileError, Problem};
use crate::text;

/// Why a save, an autosave, its journal or the records could not be read or written.
/// Public only because the public readers (`savefile::parse`, `journal::read`) and the
/// session's error return it; its module is the crate's.
#[derive(Debug)]
pub enum StoreError {
    /// The system refused to `action` (`read`, `create`, `remove`, `save to`…) a file or a
    /// folder: `cannot ACTION PATH: ERROR`.
    Io {
        /// What was being done.
        action: &'static str,
        /// The file or folder, as shown.
        path: String,
        /// Why the system refused.
        error: io::Error,
    },
    /// A file the store does not read or replace: not a regular file, too large, or
    /// holding something else (said as [`FileError`] says it).
    File(FileError),
    /// No folder for the files: neither `VARIABLE` nor `HOME` is set.
    NoDirectory {
        /// Which folder: `state`, `data`.
        kind: &'static str,
        /// The variable that names it: `XDG_STATE_HOME`.
        variable: &'static str,
    },
    /// Every name tried for a new autosave of a game is taken.
    NoFreeName {
        /// The folder, as shown.
        dir: String,
        /// How many names were tried.
        tried: u32,
    },
    /// The file is not a saved game: `FILE: not a saved game (REASON)`.
    NotASave {
        /// The file, as shown.
        file: String,
        /// Why not: `not text`, `no \`puzzle\` line`.
        reason: String,
    },
    /// The file was saved by a later version of the program.
    Newer {
        /// The file, as shown.
        file: String,
        /// Its first line, which names its version.
        header: String,
    },
    /// A file's text is not what it should be (a save, a journal record): `FILE: line N:
    /// REASON`, or `FILE: REASON` when it is the whole game that does not fit.
    Malformed {
        /// The file, as shown.
        file: String,
        /// The line, when one is at fault.
        line: Option<usize>,
        /// What is wrong.
        reason: String,
    },
    /// The records file is not text.
    NotText {
        /// The file, as shown.
        file: String,
    },
    /// The records cannot be read: `cannot read the records: WHY`.
    Records(Box<StoreError>),
}

impl StoreError {
    /// The system refused to `action` `path`.
    pub(crate) fn io(action: &'static str, path: &Path, error: io::Error) -> StoreError {
        StoreError::Io {
            action,
            path: files::shown(path),
            error,
        }
    }
}

impl From<FileError> for StoreError {
    fn from(e: FileError) -> StoreError {
        match e.problem {
            Problem::Io(action, error) => StoreError::Io {
                action,
                path: files::shown(&e.path),
                error,
            },
            _ => StoreError::File(e),
        }
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Whatever of a file's text a message quotes has its control characters escaped:
        // a hostile save must not drive the terminal.
        let escaped = text::escaped;
        match self {
            StoreError::Io {
                action,
                path,
                error,
            } => write!(f, "cannot {action} {path}: {error}"),
            StoreError::File(e) => write!(f, "{e}"),
            StoreError::NoDirectory { kind, variable } => {
                write!(f, "no {kind} directory: neither {variable} nor HOME is set")
            }
            StoreError::NoFreeName { dir, tried } => {
                write!(f, "{tried} copies of this game in {dir}: no name left")
            }
            StoreError::NotASave { file, reason } => write!(
                f,
                "{}: not a saved game ({})",
                escaped(file),
                escaped(reason)
            ),
            StoreError::Newer { file, header } => write!(
                f,
                "{}: saved by a newer version of sudoku ({})",
                escaped(file),
                text::quote(header)
            ),
            StoreError::Malformed {
                file,
                line: Some(n),
                reason,
            } => write!(f, "{}: line {n}: {}", escaped(file), escaped(reason)),
            StoreError::Malformed {
                file,
                line: None,
                reason,
            } => write!(f, "{}: {}", escaped(file), escaped(reason)),
            StoreError::NotText { file } => write!(f, "{file} is not text"),
            StoreError::Records(e) => write!(f, "cannot read the records: {e}"),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { error, .. } => Some(error),
            StoreError::File(e) => Some(e),
            StoreError::Records(e) => Some(e.as_ref()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::error::Error as _;

    use super::*;

    #[test]
    fn each_case_says_what_the_store_said_before_and_the_io_error_is_the_source() {
        let denied = || io::Error::new(io::ErrorKind::PermissionDenied, "denied");
        let io = StoreError::io("remove", Path::new("a\u{1b}.sav"), denied());
        assert_eq!(io.to_string(), "cannot remove a\\u{1b}.sav: denied");
        let source = io.source().and_then(|s| s.downcast_ref::<io::Error>());
        assert_eq!(
            source.map(io::Error::kind),
            Some(io::ErrorKind::PermissionDenied)
        );
        let from_file = StoreError::from(FileError::io(Path::new("r"), "read", denied()));
        assert!(matches!(from_file, StoreError::Io { action: "read", .. }));
        assert_eq!(from_file.to_string(), "cannot read r: denied");
        let cases = [
            (
                StoreError::NoDirectory {
                    kind: "state",
                    variable: "XDG_STATE_HOME",
                },
                "no state directory: neither XDG_STATE_HOME nor HOME is set",
            ),
            (
                StoreError::NoFreeName {
                    dir: "games".into(),
                    tried: 3,
                },
                "3 copies of this game in games: no name left",
            ),
            (
                StoreError::NotASave {
                    file: "f".into(),
                    reason: "not text".into(),
                },
                "f: not a saved game (not text)",
            ),
            (
                StoreError::Newer {
                    file: "f".into(),
                    header: "# sudoku game v3".into(),
                },
                "f: saved by a newer version of sudoku ('# sudoku game v3')",
            ),
            (
                StoreError::Malformed {
                    file: "f".into(),
                    line: Some(4),
                    reason: "unknown key '\u{7}'".into(),
                },
                "f: line 4: unknown key '\\u{7}'",
            ),
            (
                StoreError::Malformed {
                    file: "f".into(),
                    line: None,
                    reason: "r1c1 holds a digit and pencil marks".into(),
                },
                "f: r1c1 holds a digit and pencil marks",
            ),
            (StoreError::NotText { file: "r".into() }, "r is not text"),
        ];
        for (error, message) in cases {
            assert_eq!(error.to_string(), message);
            assert!(error.source().is_none(), "{error}");
        }
        let records = StoreError::Records(Box::new(StoreError::NotText { file: "r".into() }));
        assert_eq!(
            records.to_string(),
            "cannot read the records: r is not text"
        );
        assert_eq!(
            records.source().map(ToString::to_string).as_deref(),
            Some("r is not text")
        );
        let dir = std::env::temp_dir();
        let not_regular = files::read(&dir, 10).map_err(StoreError::from).unwrap_err();
        assert!(matches!(not_regular, StoreError::File(_)), "{not_regular}");
        assert_eq!(
            not_regular.to_string(),
            format!(
                "{} is a directory, not a regular file: left alone",
                files::shown(&dir)
            )
        );
        assert!(not_regular.source().is_some());
    }
}
