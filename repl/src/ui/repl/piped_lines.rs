//! Piped input, line by line, bounded: what the REPL reads when stdin is not a terminal.

use std::io::{self, BufRead};

/// The longest input line the REPL takes, in bytes, not counting its line ending (`\n` or
/// `\r\n`) or a byte order mark: a command, an 81-character puzzle with a comment or a grid
/// row fit with room to spare.
pub(crate) const MAX_LINE: usize = 4096;

/// The UTF-8 byte order mark, ignored at the start of piped input.
const BOM: &[u8] = "\u{feff}".as_bytes();

/// How far past [`MAX_LINE`] an over-long line is skipped, looking for its end, before the
/// input is taken for something that is not text (an endless line, `/dev/zero`).
const MAX_SKIP: usize = 1 << 20;

/// Why a piped line could not be used.
pub(super) enum LineError {
    /// The line is skipped; reading goes on.
    Skipped(String),
    /// The input cannot be read or is not text: reading stops (exit status 2, as for
    /// `sudoku solve`).
    Fatal(String),
}

/// Reads piped input line by line, holding at most [`MAX_LINE`] bytes of a line: a longer
/// line is skipped (up to [`MAX_SKIP`] bytes, after which reading stops) and reported, a
/// line that is not UTF-8 becomes an error naming its line and column, and reading goes
/// on. A UTF-8 byte order mark at the start of the input is ignored. After a
/// [`LineError::Fatal`] there are no more lines.
pub(super) struct PipedLines<R> {
    pub(super) input: R,
    pub(super) line_no: usize,
    pub(super) done: bool,
}

impl<R: BufRead> PipedLines<R> {
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
        // Room for the line, a CR before its LF, and a byte order mark before the first.
        let cap = MAX_LINE + 1 + if self.line_no == 0 { BOM.len() } else { 0 };
        let mut buf = Vec::new();
        let mut skipped = 0usize;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Some(Err(LineError::Fatal(format!("cannot read input: {e}")))),
            };
            if chunk.is_empty() {
                if buf.is_empty() && skipped == 0 {
                    return None;
                }
                break;
            }
            let (part, found) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (&chunk[..i], Some(i + 1)),
                None => (chunk, None),
            };
            let room = cap.saturating_sub(buf.len());
            if part.len() <= room && skipped == 0 {
                buf.extend_from_slice(part);
            } else {
                skipped += part.len();
            }
            let used = found.unwrap_or(chunk.len());
            self.input.consume(used);
            if found.is_some() {
                break;
            }
            if skipped > MAX_SKIP {
                self.line_no += 1;
                return Some(Err(LineError::Fatal(format!(
                    "line {}: no end of line in its first {} MB: not text input; stopped",
                    self.line_no,
                    MAX_SKIP >> 20
                ))));
            }
        }
        self.line_no += 1;
        let mut bytes = buf.strip_suffix(b"\r").unwrap_or(&buf);
        if self.line_no == 1 {
            bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
        }
        if skipped > 0 || bytes.len() > MAX_LINE {
            return Some(Err(LineError::Skipped(format!(
                "line {}: longer than {MAX_LINE} bytes; skipped",
                self.line_no
            ))));
        }
        Some(String::from_utf8(bytes.to_vec()).map_err(|e| {
            let valid = e.utf8_error().valid_up_to();
            let column = String::from_utf8_lossy(&bytes[..valid]).chars().count() + 1;
            let byte = bytes.get(valid).copied().unwrap_or(0);
            LineError::Skipped(format!(
                "line {}, column {column}: invalid UTF-8 byte 0x{byte:02x}",
                self.line_no
            ))
        }))
    }
}
