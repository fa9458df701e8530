//! Piped input as the REPL's lines: [`BoundedLines`] with each line checked to be UTF-8.

use std::io::BufRead;

use crate::lines::{BoundedLines, LineRead, MAX_LINE};

/// Why a piped line could not be used.
pub(super) enum LineError {
    /// The line is skipped; reading goes on.
    Skipped(String),
    /// The input cannot be read or is not text: reading stops (exit status 2, as for
    /// `sudoku solve`).
    Fatal(String),
}

/// Reads piped input line by line in bounded memory ([`crate::lines`]): a line longer than
/// [`MAX_LINE`] is skipped and reported, a line that is not UTF-8 becomes an error naming its
/// line and column, and reading goes on; an endless line or a read error stops it. After a
/// [`LineError::Fatal`] there are no more lines.
pub(super) struct PipedLines<R> {
    lines: BoundedLines<R>,
    done: bool,
}

impl<R: BufRead> PipedLines<R> {
    /// A reader of `input`.
    pub(super) fn new(input: R) -> PipedLines<R> {
        PipedLines {
            lines: BoundedLines::new(input),
            done: false,
        }
    }

    /// The next line: `None` at end of input.
    pub(super) fn next_line(&mut self) -> Option<Result<String, LineError>> {
        if self.done {
            return None;
        }
        let line = self.read_line();
        self.done = matches!(line, Some(Err(LineError::Fatal(_))));
        line
    }

    fn read_line(&mut self) -> Option<Result<String, LineError>> {
        let mut bytes = Vec::new();
        let read = match self.lines.read_line(&mut bytes) {
            Ok(read) => read?,
            Err(e) => return Some(Err(LineError::Fatal(format!("cannot read input: {e}")))),
        };
        let line = self.lines.line();
        match read {
            LineRead::TooLong { endless: true, .. } => Some(Err(LineError::Fatal(format!(
                "line {line}: no end of line in its first {} MB: not text input; stopped",
                crate::lines::ENDLESS_LINE >> 20
            )))),
            LineRead::TooLong { .. } => Some(Err(LineError::Skipped(format!(
                "line {line}: longer than {MAX_LINE} bytes; skipped"
            )))),
            LineRead::Whole => Some(String::from_utf8(bytes).map_err(|e| {
                let bytes = e.as_bytes();
                let valid = e.utf8_error().valid_up_to();
                let column = String::from_utf8_lossy(&bytes[..valid]).chars().count() + 1;
                let byte = bytes.get(valid).copied().unwrap_or(0);
                LineError::Skipped(format!(
                    "line {line}, column {column}: invalid UTF-8 byte 0x{byte:02x}"
                ))
            })),
        }
    }
}
