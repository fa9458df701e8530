//! Text input line by line in bounded memory: the one line reader behind piped REPL commands
//! and the puzzle input of `sudoku solve`, `rate` and `print`.
//!
//! A line holds at most [`MAX_LINE`] bytes, not counting its line ending (`\n` or `\r\n`): a
//! command, an 81-character puzzle with a comment or a grid row fit with room to spare. Of a
//! longer line only the first few bytes past the limit are kept (a caller may still name the
//! error they show); the rest is skipped without being stored, up to [`ENDLESS_LINE`] bytes: a
//! longer line means the input is not text (`/dev/zero`, a binary), and callers stop reading
//! there. A UTF-8 byte order mark before the first line is dropped.

use std::io::{self, BufRead, ErrorKind, Read};

use crate::text;

/// The longest line read, in bytes, not counting its line ending.
pub(crate) const MAX_LINE: usize = 4096;

/// A line longer than this (1 MiB) ends the input: it is not text.
pub(crate) const ENDLESS_LINE: usize = 1 << 20;

/// The UTF-8 byte order mark, dropped before the first line.
const BOM: &[u8] = text::BOM.as_bytes();

/// How a line read by [`BoundedLines::read_line`] ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LineRead {
    /// The whole line, at most [`MAX_LINE`] bytes, is in the buffer without its line ending.
    Whole,
    /// The line was longer than [`MAX_LINE`]: its first bytes are in the buffer, the rest
    /// has been skipped.
    TooLong {
        /// Nothing but white space, as far as it was read.
        blank: bool,
        /// Longer than [`ENDLESS_LINE`]: skipping stopped there; the input is not text.
        endless: bool,
    },
}

/// Reads `R` line by line; see the module documentation for the rules.
pub(crate) struct BoundedLines<R> {
    input: R,
    /// Lines read so far (the number of the last one).
    line: usize,
    /// Bytes read so far.
    bytes: u64,
}

impl<R: BufRead> BoundedLines<R> {
    /// A reader of `input`.
    pub(crate) fn new(input: R) -> BoundedLines<R> {
        BoundedLines {
            input,
            line: 0,
            bytes: 0,
        }
    }

    /// The number (1-based) of the last line read.
    pub(crate) fn line(&self) -> usize {
        self.line
    }

    /// Bytes of the input read so far.
    pub(crate) fn bytes_read(&self) -> u64 {
        self.bytes
    }

    /// Reads one line, appending it to `text` without its line ending; `None` at the end of
    /// the input. Of a line longer than [`MAX_LINE`], only a few more bytes are appended and
    /// the rest is skipped.
    pub(crate) fn read_line(&mut self, text: &mut Vec<u8>) -> io::Result<Option<LineRead>> {
        let start = text.len();
        let first = self.line == 0;
        // Room for a `\r\n` after MAX_LINE bytes, and a byte order mark on the first line.
        let limit = MAX_LINE + 2 + if first { BOM.len() } else { 0 };
        // `read_until` retries an interrupted read itself.
        let n = (&mut self.input)
            .take(limit as u64)
            .read_until(b'\n', text)?;
        if n == 0 {
            return Ok(None);
        }
        self.line += 1;
        self.bytes += n as u64;
        if first && text.get(start..).is_some_and(|t| t.starts_with(BOM)) {
            text.drain(start..start + BOM.len());
        }
        // Whole when it ended within the limit (or is the last line, without a line ending).
        let whole = text.last() == Some(&b'\n') || n < limit;
        if text.last() == Some(&b'\n') {
            text.pop();
            if text.len() > start && text.last() == Some(&b'\r') {
                text.pop();
            }
        }
        let head = text.get(start..).unwrap_or_default();
        if whole && head.len() <= MAX_LINE {
            return Ok(Some(LineRead::Whole));
        }
        let blank = head.iter().all(u8::is_ascii_whitespace);
        let (blank, endless) = if whole {
            // Ended a byte or two past the limit: nothing left to skip.
            (blank, false)
        } else {
            self.skip_rest(head.len(), blank)?
        };
        Ok(Some(LineRead::TooLong { blank, endless }))
    }

    /// Skips the rest of a line of which `read` bytes have been read, without storing it.
    /// Returns whether the line was blank (given `blank` so far) and whether it was longer than
    /// [`ENDLESS_LINE`], in which case reading stopped there.
    fn skip_rest(&mut self, mut read: usize, mut blank: bool) -> io::Result<(bool, bool)> {
        loop {
            let buf = match self.input.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                return Ok((blank, false));
            }
            // Look no further than one byte past the endless-line limit.
            let room = (ENDLESS_LINE + 1).saturating_sub(read).min(buf.len());
            let window = buf.get(..room).unwrap_or_default();
            let newline = window.iter().position(|&b| b == b'\n');
            let content = window.get(..newline.unwrap_or(room)).unwrap_or_default();
            blank = blank && content.iter().all(u8::is_ascii_whitespace);
            read += content.len();
            let used = content.len() + usize::from(newline.is_some());
            self.input.consume(used);
            self.bytes += used as u64;
            if read > ENDLESS_LINE {
                return Ok((blank, true));
            }
            if newline.is_some() {
                return Ok((blank, false));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8]) -> Vec<(Vec<u8>, LineRead)> {
        let mut reader = BoundedLines::new(input);
        let mut out = Vec::new();
        loop {
            let mut text = Vec::new();
            match reader.read_line(&mut text).unwrap() {
                Some(read) => out.push((text, read)),
                None => return out,
            }
        }
    }

    #[test]
    fn line_endings_and_a_leading_byte_order_mark_are_dropped() {
        let got = lines("\u{feff}a\r\nb\n\u{feff}c\nd".as_bytes());
        let texts: Vec<&[u8]> = got.iter().map(|(t, _)| t.as_slice()).collect();
        assert_eq!(texts, [&b"a"[..], b"b", "\u{feff}c".as_bytes(), b"d"]);
        assert!(got.iter().all(|(_, r)| *r == LineRead::Whole));
    }

    #[test]
    fn a_long_line_keeps_its_head_and_an_endless_one_stops_the_input() {
        // After a first line, which may hold a byte order mark besides.
        let mut input = b"first\n".to_vec();
        input.extend(vec![b'x'; MAX_LINE + 10]);
        input.push(b'\n');
        input.extend(vec![b' '; MAX_LINE * 2]);
        input.extend(b"\nnext\n");
        let got = lines(&input);
        let got = &got[1..];
        assert_eq!(got.len(), 3);
        assert_eq!(got[0].0.len(), MAX_LINE + 2);
        let too_long = |blank| LineRead::TooLong {
            blank,
            endless: false,
        };
        assert_eq!(got[0].1, too_long(false));
        assert_eq!(got[1].1, too_long(true));
        assert_eq!(got[2], (b"next".to_vec(), LineRead::Whole));

        // One byte over, its end read with it (room is left for a `\r\n`): too long as well.
        let input = format!(
            "first\n{}\r\n{}\n",
            "z".repeat(MAX_LINE),
            "z".repeat(MAX_LINE + 1)
        );
        let got = lines(input.as_bytes());
        assert_eq!(got[1], ("z".repeat(MAX_LINE).into_bytes(), LineRead::Whole));
        assert_eq!(got[2].1, too_long(false));

        let mut endless = vec![b'y'; ENDLESS_LINE + 2];
        endless.extend(b"\nnot read\n");
        let got = lines(&endless);
        assert_eq!(
            got[0].1,
            LineRead::TooLong {
                blank: false,
                endless: true
            }
        );
    }
}
