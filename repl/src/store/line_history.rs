//! The REPL's command history file (`$XDG_STATE_HOME/sudoku/history`), shared by every
//! session of the player's.
//!
//! Each line is appended the moment it is entered, so a killed session loses nothing, and
//! with `O_APPEND` under a lock, so sessions running side by side add to the one file
//! instead of overwriting each other's lines. The file is never truncated in place: a write
//! that fails half way (a full disk) is cut back to where it began, and when the file grows
//! past [`COMPACT_BYTES`] it is rewritten with its newest [`KEEP`] lines through the one
//! atomic-write path. The format is rustyline's (`#V2`, `\n` and `\\` escaped), so files
//! written by earlier versions still load.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::PathBuf;

use crate::store::files::{self, FileError};

/// Lines kept, as the line editor's own history holds.
pub(crate) const KEEP: usize = 1000;
/// The file is compacted when it grows past this.
const COMPACT_BYTES: u64 = 256 * 1024;
/// The largest history file read: anything larger is not ours.
const MAX_BYTES: u64 = 4 * COMPACT_BYTES;
/// The first line of rustyline's format.
const HEADER: &str = "#V2";

/// The history file of one session.
pub(crate) struct HistoryFile {
    path: PathBuf,
}

impl HistoryFile {
    /// The history kept at `path`.
    pub(crate) fn new(path: PathBuf) -> HistoryFile {
        HistoryFile { path }
    }

    /// The newest [`KEEP`] lines, oldest first; none when there is no file yet. A last line
    /// without its newline (an older version cut short) is left out.
    pub(crate) fn load(&self) -> Result<Vec<String>, FileError> {
        match files::read(&self.path, MAX_BYTES) {
            Ok(bytes) => Ok(newest(&parse(&String::from_utf8_lossy(&bytes)))),
            Err(e) if e.is_not_found() => Ok(Vec::new()),
            Err(e) => Err(e),
        }
    }

    /// Appends `line` to the file, creating it (readable by its owner only) and its
    /// directory when missing.
    pub(crate) fn append(&self, line: &str) -> Result<(), FileError> {
        let fail = |e: io::Error| FileError::io(&self.path, "write", e);
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(fail)?;
        }
        let mut file = self.locked()?;
        let start = file.metadata().map_err(fail)?.len();
        let mut text = if start == 0 {
            format!("{HEADER}\n")
        } else {
            String::new()
        };
        text.push_str(&escape(line));
        text.push('\n');
        if let Err(e) = file.write_all(text.as_bytes()) {
            // A full disk must not leave half a line for the next session to read.
            let _ = file.set_len(start);
            return Err(fail(e));
        }
        if start + text.len() as u64 > COMPACT_BYTES {
            self.compact()?;
        }
        Ok(())
        // The lock goes with `file`.
    }

    /// The file opened for appending and locked: the one at the path once the lock is held
    /// (another session may have compacted it, putting a new file there, meanwhile).
    fn locked(&self) -> Result<File, FileError> {
        let fail = |e: io::Error| FileError::io(&self.path, "write", e);
        loop {
            // Opening a FIFO to write fails without a reader, with a puzzling error.
            if let Ok(meta) = std::fs::metadata(&self.path)
                && !meta.is_file()
            {
                return Err(FileError::not_regular(&self.path, &meta));
            }
            let mut options = OpenOptions::new();
            options.append(true).create(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o600).custom_flags(libc::O_NONBLOCK);
            }
            let file = options.open(&self.path).map_err(fail)?;
            let meta = file.metadata().map_err(fail)?;
            if !meta.is_file() {
                return Err(FileError::not_regular(&self.path, &meta));
            }
            file.lock().map_err(fail)?;
            if files::names(&self.path, &file) {
                return Ok(file);
            }
        }
    }

    /// Rewrites the file with its newest [`KEEP`] lines, while the caller holds the lock.
    fn compact(&self) -> Result<(), FileError> {
        let bytes = files::read(&self.path, MAX_BYTES + COMPACT_BYTES)?;
        let lines = newest(&parse(&String::from_utf8_lossy(&bytes)));
        let mut text = format!("{HEADER}\n");
        for line in &lines {
            text.push_str(&escape(line));
            text.push('\n');
        }
        let options = files::Options {
            replace: files::Replace::Any,
            private: true,
        };
        files::write_atomically(&self.path, text.as_bytes(), &options)
    }
}

/// The lines of a history file, oldest first: rustyline's `#V2` format, or an older file of
/// plain lines.
fn parse(text: &str) -> Vec<String> {
    let complete = match text.rfind('\n') {
        Some(end) => &text[..=end],
        None => "",
    };
    let mut lines = complete.lines();
    let escaped = match lines.clone().next() {
        Some(HEADER) => {
            lines.next();
            true
        }
        _ => false,
    };
    lines
        .filter(|l| !l.is_empty())
        .map(|l| if escaped { unescape(l) } else { l.to_string() })
        .collect()
}

/// The newest lines: at most [`KEEP`], in at most half of [`COMPACT_BYTES`] (so a
/// compacted file has room to grow before the next compaction).
fn newest(lines: &[String]) -> Vec<String> {
    let mut bytes = 0;
    let first = lines
        .iter()
        .rev()
        .take(KEEP)
        .take_while(|l| {
            bytes += l.len() + 1;
            bytes <= COMPACT_BYTES as usize / 2
        })
        .count();
    lines[lines.len() - first..].to_vec()
}

/// A line as the file holds it: `\` and newlines escaped.
fn escape(line: &str) -> String {
    line.replace('\\', "\\\\").replace('\n', "\\n")
}

/// The line a file's line holds.
fn unescape(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some('n')) => {
                out.push('\n');
                chars.next();
            }
            ('\\', Some('\\')) => {
                out.push('\\');
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_sessions_appending_keep_every_line_in_order_of_entry() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sudoku/history");
        let (a, b) = (
            HistoryFile::new(path.clone()),
            HistoryFile::new(path.clone()),
        );
        a.append("new easy 1").unwrap();
        b.append("solve").unwrap();
        a.append("put r1c1 5 \\ with a\nnewline").unwrap();
        assert_eq!(
            b.load().unwrap(),
            ["new easy 1", "solve", "put r1c1 5 \\ with a\nnewline"]
        );
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.starts_with("#V2\nnew easy 1\n"), "{text}");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_cut_last_line_is_dropped_and_old_plain_files_load() {
        assert_eq!(parse("#V2\nshow\nput r1"), ["show"]);
        assert_eq!(parse("show\nhint\n"), ["show", "hint"]);
        assert_eq!(parse("#V2\na\\\\b\\nc\n"), ["a\\b\nc"]);
    }

    #[test]
    fn a_large_file_is_compacted_to_the_newest_lines_by_any_session() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history");
        let a = HistoryFile::new(path.clone());
        let line = "x".repeat(200);
        let lines = COMPACT_BYTES as usize / 200 + 10;
        for n in 0..lines {
            a.append(&format!("{n} {line}")).unwrap();
        }
        let kept = a.load().unwrap();
        assert!(std::fs::metadata(&path).unwrap().len() <= COMPACT_BYTES);
        assert_eq!(kept.last().unwrap(), &format!("{} {line}", lines - 1));
        assert!(kept.len() <= KEEP);
        // No temporary file is left beside it.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_as_the_history_is_refused_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&path)
                .status()
                .unwrap()
                .success()
        );
        let history = HistoryFile::new(path);
        assert!(history.load().unwrap_err().to_string().contains("FIFO"));
        assert!(
            history
                .append("x")
                .unwrap_err()
                .to_string()
                .contains("FIFO")
        );
    }
}
