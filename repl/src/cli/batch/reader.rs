//! Reading the input of `sudoku solve` and `sudoku rate` in bounded memory.
//!
//! The input is streamed, a batch of puzzles at a time, and never held whole:
//!
//! - A line holds at most [`MAX_LINE`] bytes (not counting its `\n` or `\r\n`). Of a longer
//!   line only the first [`MAX_LINE`] bytes are kept; the rest is skipped up to the newline
//!   without being stored. The line is then reported as `invalid: line N: longer than 4096
//!   bytes`, unless those first bytes already show the error the whole line would give (an
//!   unexpected character, an invalid byte, an 82nd cell, a separator before the 81st cell:
//!   `invalid: line N, column 82: extra cell '1': …`), which is reported instead. A blank line
//!   or a `#` comment is skipped silently, whatever its length.
//! - A line longer than [`ENDLESS_LINE`](crate::lines::ENDLESS_LINE) (1 MiB) means the input is not a puzzle file
//!   (`/dev/zero`, a binary): reading stops with [`ReadError::EndlessLine`].
//! - A UTF-8 byte order mark before the first line is ignored.
//! - A line whose first non-blank character is `+` or `|` belongs to a boxed grid, as
//!   `sudoku new --format grid` prints it. Consecutive such lines form one grid, which ends
//!   with the first line without cells after its 9th row (the bottom border), a 10th row, any
//!   other line (blank, comment, 81-character puzzle, end of input) or its [`MAX_GRID_LINES`]th
//!   line; two lines without cells in a row after some rows (a grid short of rows, then the
//!   next one's top border) end it before the second. Each grid is one puzzle.
//! - Every other non-blank line that is not a `#` comment is one 81-character puzzle.

use std::fmt;
use std::io::{self, BufRead};
use std::ops::Range;

use sudoku_engine::parse::GridLine;

use crate::lines::{BoundedLines, LineRead, MAX_LINE};
use sudoku_engine::{Grid, ParseError, ParseErrorKind};

/// The most lines one boxed grid may span (a boxed grid has 13).
pub(crate) const MAX_GRID_LINES: usize = 32;

/// A batch ends after this many puzzles…
const BATCH_PUZZLES: usize = 8_192;

/// …or once it holds this many bytes of puzzle text.
const BATCH_BYTES: usize = 1 << 20;

/// What a puzzle of a batch is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// An 81-character line.
    Line,
    /// A boxed grid: consecutive lines, each with its `\n`.
    Grid,
    /// A line longer than [`MAX_LINE`]: its first bytes, cut at a character boundary.
    TooLong,
}

/// One puzzle of a [`Batch`]: where its text is in the batch, and its first input line.
#[derive(Clone, Debug)]
pub(crate) struct Entry {
    line: usize,
    kind: Kind,
    text: Range<usize>,
}

impl Entry {
    /// The input line the puzzle starts on (1-based).
    pub(crate) fn line(&self) -> usize {
        self.line
    }
}

/// A run of puzzles read from the input: their text in one buffer, and an [`Entry`] each, in
/// input order. Reused from batch to batch.
#[derive(Default, Debug)]
pub(crate) struct Batch {
    text: Vec<u8>,
    entries: Vec<Entry>,
}

impl Batch {
    /// The puzzles, in input order.
    pub(crate) fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Parses a puzzle of this batch; errors name lines of the input.
    pub(crate) fn parse(&self, entry: &Entry) -> Result<Grid, Invalid> {
        let text = self.text.get(entry.text.clone()).unwrap_or_default();
        match entry.kind {
            Kind::Line => Grid::parse_line(text).map_err(|e| Invalid::Parse(e.on_line(entry.line))),
            Kind::Grid => Grid::parse_grid(text).map_err(|e| {
                // Lines of the grid count from 1; an error of the whole grid (too few rows,
                // clashing givens) names the grid's first line.
                let line = entry.line + e.line.saturating_sub(1);
                Invalid::Parse(e.on_line(line))
            }),
            Kind::TooLong => Err(too_long(text, entry.line)),
        }
    }

    /// Keeps at most [`MAX_LINE`] bytes of the line at `start..` of the text, cut before the
    /// last character that may have been split, and adds it as an over-long line.
    fn push_too_long(&mut self, line: usize, start: usize) {
        self.text.truncate(start + MAX_LINE);
        let head = self.text.get(start..).unwrap_or_default();
        // Before the last byte that starts a character: every character before it decodes as
        // it would in the whole line.
        let cut = head
            .iter()
            .rposition(|&b| b & 0xC0 != 0x80)
            .unwrap_or_default();
        self.text.truncate(start + cut);
        self.push(line, Kind::TooLong, start..self.text.len());
    }

    fn clear(&mut self) {
        self.text.clear();
        self.entries.clear();
    }

    fn push(&mut self, line: usize, kind: Kind, text: Range<usize>) {
        self.entries.push(Entry { line, kind, text });
    }

    fn is_full(&self) -> bool {
        self.entries.len() >= BATCH_PUZZLES || self.text.len() >= BATCH_BYTES
    }
}

/// What an over-long line numbered `line`, of which `head` is the start, is reported as: the
/// error `head` shows if it is one the rest of the line cannot change, else
/// [`Invalid::TooLong`].
fn too_long(head: &[u8], line: usize) -> Invalid {
    let too_long = Invalid::TooLong { line };
    if matches!(head.trim_ascii_start().first(), Some(b'+' | b'|')) {
        // A line of a boxed grid.
        return too_long;
    }
    match Grid::parse_line(head) {
        // Found at a character before the cut, by a left-to-right parse that stops at the
        // first error: the whole line gives the same. (A separator ending the puzzle early is
        // `Some` only if more text follows it within `head`.)
        Err(e)
            if matches!(
                e.kind,
                ParseErrorKind::UnexpectedChar(_)
                    | ParseErrorKind::InvalidByte(_)
                    | ParseErrorKind::TooManyCells(_)
                    | ParseErrorKind::TooFewCells {
                        ended_by: Some(_),
                        ..
                    }
            ) =>
        {
            Invalid::Parse(e.on_line(line))
        }
        // A puzzle, a conflict or too few cells so far: the rest of the line could change it.
        _ => too_long,
    }
}

/// Why a puzzle of the input is not one: what `invalid: …` says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Invalid {
    /// The text does not parse; the error names the input line.
    Parse(ParseError),
    /// The line is longer than [`MAX_LINE`] bytes.
    TooLong {
        /// 1-based input line.
        line: usize,
    },
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::Parse(e) => e.fmt(f),
            Invalid::TooLong { line } => write!(f, "line {line}: longer than {MAX_LINE} bytes"),
        }
    }
}

impl std::error::Error for Invalid {}

/// Why reading stopped before the end of the input.
#[derive(Debug)]
pub(crate) enum ReadError {
    /// The input could not be read.
    Io(io::Error),
    /// A line longer than [`ENDLESS_LINE`](crate::lines::ENDLESS_LINE): not a puzzle file.
    EndlessLine {
        /// 1-based input line.
        line: usize,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => e.fmt(f),
            ReadError::EndlessLine { line } => {
                write!(f, "line {line}: longer than 1 MiB; not a puzzle file")
            }
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> ReadError {
        ReadError::Io(e)
    }
}

/// A boxed grid being read.
struct OpenGrid {
    line: usize,
    start: usize,
    end: usize,
    lines: usize,
    rows: usize,
    /// Whether the last line had no cells (a border).
    last_empty: bool,
}

/// Reads puzzles from `R` a [`Batch`] at a time; see the module documentation for the rules.
pub(crate) struct PuzzleReader<R> {
    lines: BoundedLines<R>,
    grid: Option<OpenGrid>,
    done: bool,
}

impl<R: BufRead> PuzzleReader<R> {
    /// A reader of `input`.
    pub(crate) fn new(input: R) -> PuzzleReader<R> {
        PuzzleReader {
            lines: BoundedLines::new(input),
            grid: None,
            done: false,
        }
    }

    /// Bytes of the input read so far.
    pub(crate) fn bytes_read(&self) -> u64 {
        self.lines.bytes_read()
    }

    /// Replaces `batch` with the next puzzles of the input. `Ok(true)` means there may be
    /// more, `Ok(false)` that the input has ended. After an error the batch still holds the
    /// puzzles read before it, and the reader reads no more.
    pub(crate) fn next_batch(&mut self, batch: &mut Batch) -> Result<bool, ReadError> {
        batch.clear();
        if self.done {
            return Ok(false);
        }
        let result = self.fill(batch);
        if !matches!(result, Ok(true)) {
            self.close_grid(batch);
            self.done = true;
        }
        result
    }

    fn fill(&mut self, batch: &mut Batch) -> Result<bool, ReadError> {
        loop {
            if self.grid.is_none() && batch.is_full() {
                return Ok(true);
            }
            let start = batch.text.len();
            let Some(read) = self.lines.read_line(&mut batch.text)? else {
                return Ok(false);
            };
            let line = self.lines.line();
            match read {
                LineRead::Whole => {
                    let trimmed = batch
                        .text
                        .get(start..)
                        .unwrap_or_default()
                        .trim_ascii_start();
                    match trimmed.first() {
                        None | Some(b'#') => {
                            self.close_grid(batch);
                            batch.text.truncate(start);
                        }
                        Some(b'+' | b'|') => self.grid_line(batch, start),
                        Some(_) => {
                            self.close_grid(batch);
                            batch.push(line, Kind::Line, start..batch.text.len());
                        }
                    }
                }
                LineRead::TooLong { blank, endless } => {
                    self.close_grid(batch);
                    let head = batch.text.get(start..).unwrap_or_default();
                    // A blank line or a comment says nothing, however long.
                    if blank || head.trim_ascii_start().first() == Some(&b'#') {
                        batch.text.truncate(start);
                    } else {
                        batch.push_too_long(line, start);
                    }
                    if endless {
                        return Err(ReadError::EndlessLine { line });
                    }
                }
            }
        }
    }

    /// Adds the line at `start..` of the batch text to the open grid (opening one if needed),
    /// and closes the grid when the line completes it.
    fn grid_line(&mut self, batch: &mut Batch, start: usize) {
        let has_cells = GridLine::read(batch.text.get(start..).unwrap_or_default()).cells > 0;
        // Two lines without cells in a row (a bottom border, then a top one) after some rows:
        // a grid ends early and the next begins.
        if !has_cells
            && self
                .grid
                .as_ref()
                .is_some_and(|g| g.rows > 0 && g.last_empty)
        {
            self.close_grid(batch);
        }
        batch.text.push(b'\n');
        let grid = self.grid.get_or_insert(OpenGrid {
            line: self.lines.line(),
            start,
            end: start,
            lines: 0,
            rows: 0,
            last_empty: false,
        });
        grid.end = batch.text.len();
        grid.lines += 1;
        grid.rows += usize::from(has_cells);
        grid.last_empty = !has_cells;
        let complete = if has_cells {
            grid.rows > 9
        } else {
            grid.rows >= 9
        };
        if complete || grid.lines >= MAX_GRID_LINES {
            self.close_grid(batch);
        }
    }

    fn close_grid(&mut self, batch: &mut Batch) {
        if let Some(grid) = self.grid.take() {
            batch.push(grid.line, Kind::Grid, grid.start..grid.end);
        }
    }
}

#[cfg(test)]
mod tests;
