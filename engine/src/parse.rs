//! Parsing puzzles from text: an 81-character line, or a grid of 9 lines.
//!
//! Both parsers take bytes, not `&str`, so that any input — including invalid UTF-8 — gets an
//! error value that says where the problem is rather than a panic somewhere upstream.

use core::fmt;

use crate::geometry::CELLS;
use crate::grid::{Conflict, Grid};

/// What is wrong with a puzzle text. See [`ParseError`] for where.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The input holds no cells at all.
    Empty,
    /// A character that is neither a cell (`1`–`9`, `.`, `0`, `_`) nor allowed punctuation.
    UnexpectedChar(char),
    /// A byte that does not start a valid UTF-8 character.
    InvalidByte(u8),
    /// An 81-character line that ends early. `ended_by` is the character that ended it, if any.
    TooFewCells {
        /// Cells read before the end.
        found: u8,
        /// The separator that ended the puzzle, `None` at the end of the line.
        ended_by: Option<char>,
    },
    /// An 82nd cell on a line.
    TooManyCells(char),
    /// A grid row with fewer than 9 cells.
    RowTooShort {
        /// 1-based row number.
        row: u8,
        /// Cells found on that row.
        found: u8,
    },
    /// A grid row with a 10th cell.
    RowTooLong {
        /// 1-based row number.
        row: u8,
    },
    /// A grid with fewer than 9 rows.
    TooFewRows(u8),
    /// A 10th row in a grid.
    TooManyRows,
    /// Two givens contradict each other.
    Conflict(Conflict),
}

/// A parse failure: what went wrong and where. `line` and `column` are 1-based; 0 means
/// "not applicable" (a one-line parse has no line number, a conflict no column).
///
/// ```
/// use sudoku_engine::Grid;
/// let err = Grid::parse_line(b"12x").unwrap_err();
/// assert_eq!(err.to_string(), "column 3: unexpected 'x'");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// 1-based line number, 0 when the input was a single line.
    pub line: usize,
    /// 1-based column in characters, 0 when the error has no single position.
    pub column: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl ParseError {
    const fn at(line: usize, column: usize, kind: ParseErrorKind) -> ParseError {
        ParseError { line, column, kind }
    }

    /// The same error attributed to `line` (1-based), e.g. a line number within a file.
    pub const fn on_line(mut self, line: usize) -> ParseError {
        self.line = line;
        self
    }
}

/// "1 cell", "80 cells".
struct Cells(u8);

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            1 => f.write_str("1 cell"),
            n => write!(f, "{n} cells"),
        }
    }
}

/// Displays a character so that invisible ones are named.
struct Shown(char);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            ' ' => f.write_str("space"),
            '\t' => f.write_str("tab"),
            '\r' => f.write_str("carriage return"),
            c => write!(f, "'{}'", c.escape_debug()),
        }
    }
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseErrorKind::Empty => f.write_str("no puzzle: the input holds no cells"),
            ParseErrorKind::UnexpectedChar(c) => write!(f, "unexpected {}", Shown(c)),
            ParseErrorKind::InvalidByte(b) => write!(f, "invalid UTF-8 byte 0x{b:02x}"),
            ParseErrorKind::TooFewCells {
                found,
                ended_by: None,
            } => {
                write!(
                    f,
                    "the puzzle ends after {}; expected {CELLS}",
                    Cells(found)
                )
            }
            ParseErrorKind::TooFewCells {
                found,
                ended_by: Some(c),
            } => write!(
                f,
                "{} ends the puzzle after {}; expected {CELLS}",
                Shown(c),
                Cells(found)
            ),
            ParseErrorKind::TooManyCells(c) => {
                write!(f, "extra cell {}: a puzzle has {CELLS} cells", Shown(c))
            }
            ParseErrorKind::RowTooShort { row, found } => {
                write!(f, "row {row} has {found} cells; expected 9")
            }
            ParseErrorKind::RowTooLong { row } => write!(f, "row {row} has more than 9 cells"),
            ParseErrorKind::TooFewRows(n) => write!(f, "the grid has {n} rows; expected 9"),
            ParseErrorKind::TooManyRows => f.write_str("a 10th row; a grid has 9 rows"),
            ParseErrorKind::Conflict(c) => write!(f, "{c}"),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, 0) => write!(f, "{}", self.kind),
            (0, c) => write!(f, "column {c}: {}", self.kind),
            (l, 0) => write!(f, "line {l}: {}", self.kind),
            (l, c) => write!(f, "line {l}, column {c}: {}", self.kind),
        }
    }
}

impl core::error::Error for ParseError {}

/// Decodes bytes one character at a time; an invalid byte comes out as `Err(byte)` and
/// decoding resumes at the next byte.
struct Chars<'a> {
    rest: &'a [u8],
}

impl Iterator for Chars<'_> {
    type Item = Result<char, u8>;

    fn next(&mut self) -> Option<Self::Item> {
        let &lead = self.rest.first()?;
        let width = match lead {
            0x00..=0x7f => 1,
            0xc2..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf4 => 4,
            _ => 0,
        };
        let decoded = self
            .rest
            .get(..width)
            .and_then(|bytes| core::str::from_utf8(bytes).ok())
            .and_then(|s| s.chars().next());
        match decoded {
            Some(c) => {
                self.rest = self.rest.get(width..).unwrap_or_default();
                Some(Ok(c))
            }
            None => {
                self.rest = self.rest.get(1..).unwrap_or_default();
                Some(Err(lead))
            }
        }
    }
}

/// 1-based columns paired with decoded characters.
fn columns(bytes: &[u8]) -> impl Iterator<Item = (usize, Result<char, u8>)> + '_ {
    (1..).zip(Chars { rest: bytes })
}

/// The value of a cell character, `None` if `c` is not one.
const fn cell_value(c: char) -> Option<u8> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        '.' | '0' | '_' => Some(0),
        _ => None,
    }
}

/// Characters that end an 81-character puzzle and start a comment.
const fn ends_line_puzzle(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '#')
}

/// Characters ignored inside a 9-line grid (frames, separators, spacing).
const fn is_grid_decoration(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '|' | '-' | '+' | '*' | ':' | '\'')
}

/// How one line reads as part of a 9-line grid, by [`Grid::parse_grid`]'s rules: for a
/// reader that gathers a grid's lines before parsing them (row by row as a person types, or
/// boxed grids in a stream of puzzles).
///
/// ```
/// use sudoku_engine::parse::GridLine;
/// assert_eq!(GridLine::read(b"| 5 3 . | . 7 . | . . . |"), GridLine { cells: 9, only_grid: true });
/// assert_eq!(GridLine::read(b"+-------+-------+-------+"), GridLine { cells: 0, only_grid: true });
/// assert_eq!(GridLine::read(b"put 3 5 7"), GridLine { cells: 3, only_grid: false });
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GridLine {
    /// Cell characters on the line (`1`–`9`, and `.`, `0` or `_` for an empty cell): 9 on a
    /// row, 0 on a frame line.
    pub cells: usize,
    /// Whether every character is a cell or grid decoration (`|`, `-`, `+`, `*`, `:`, `'`,
    /// spaces): the line is a grid's row or frame and nothing else.
    pub only_grid: bool,
}

impl GridLine {
    /// Reads one line (without its line ending).
    pub fn read(line: &[u8]) -> GridLine {
        let mut read = GridLine {
            cells: 0,
            only_grid: true,
        };
        for (_, decoded) in columns(line) {
            match decoded {
                Ok(c) if cell_value(c).is_some() => read.cells += 1,
                Ok(c) if is_grid_decoration(c) => {}
                _ => read.only_grid = false,
            }
        }
        read
    }
}

/// A given's counter in [`plain_line`]'s unit sums: digit `v` (1..=9) at bit `4 * (v - 1)`;
/// nothing for an empty cell (0) and for values that are never cells (10..16).
const COUNTER: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut v = 1;
    while v <= 9 {
        t[v] = 1 << (4 * (v - 1));
        v += 1;
    }
    t
};

/// The counters of [`COUNTER`] above one: bits 1..4 of each of the nine.
const TWICE: u64 = 0xe_eeee_eeee;

/// The fast path of [`Grid::parse_line`]: 81 ASCII cell characters, then the end of the line
/// or a comment, and no two givens clashing. `None` sends everything else (including every
/// error) down the general path, which gives the same grid or names the problem.
fn plain_line(line: &[u8]) -> Option<Grid> {
    const BOX_OF_COLUMN: [usize; 9] = [0, 0, 0, 1, 1, 1, 2, 2, 2];
    let cells: &[u8; CELLS] = line.get(..CELLS)?.try_into().ok()?;
    let ends = |b: u8| b.is_ascii_whitespace() || matches!(b, b',' | b';' | b'#');
    if !line.get(CELLS).is_none_or(|&next| ends(next)) {
        return None;
    }
    // Branch-free: a puzzle's pattern of givens would defeat the branch predictor.
    let mut values = [0u8; CELLS];
    let mut bad = false;
    for (value, &c) in values.iter_mut().zip(cells) {
        let d = c.wrapping_sub(b'0');
        bad |= !((d <= 9) | (c == b'.') | (c == b'_')); // `|`, not `||`: no branches
        *value = if d <= 9 { d } else { 0 };
    }
    if bad {
        return None;
    }
    // Clashes by counting: in a unit's sum each digit has a four-bit counter (givens of
    // digit `v` add `COUNTER[v]`; nine cannot carry out of one), and a counter above one
    // is a clash. A sum per unit costs fewer instructions than testing each cell against
    // the digits its units have seen so far.
    let mut cols = [0u64; 9];
    let mut sums = 0u64;
    for band in values.chunks_exact(27) {
        let mut boxes = [0u64; 3];
        for row in band.chunks_exact(9) {
            let mut sum_row = 0u64;
            for (c, &v) in row.iter().enumerate() {
                let one = COUNTER[usize::from(v & 15)];
                sum_row += one;
                cols[c] += one;
                boxes[BOX_OF_COLUMN[c]] += one;
            }
            sums |= sum_row;
        }
        sums |= boxes[0] | boxes[1] | boxes[2];
    }
    for c in cols {
        sums |= c;
    }
    if sums & TWICE != 0 {
        return None;
    }
    Grid::from_cells(values).ok()
}

/// Whether givens that contradict each other are an error (a puzzle) or allowed (a player's
/// board, which may hold mistakes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Clashes {
    Reject,
    Allow,
}

fn finish(cells: [u8; CELLS], clashes: Clashes) -> Result<Grid, ParseError> {
    let grid = Grid::from_cells(cells).map_err(|_| ParseError::at(0, 0, ParseErrorKind::Empty))?;
    match grid.first_conflict() {
        Some(c) if clashes == Clashes::Reject => {
            Err(ParseError::at(0, 0, ParseErrorKind::Conflict(c)))
        }
        _ => Ok(grid),
    }
}

impl Grid {
    /// Parses an 81-character line: `1`–`9` are givens; `.`, `0` and `_` are empty cells.
    /// Leading white space is skipped; after the 81st cell, white space, `,`, `;` or `#`
    /// starts a comment that is ignored. Givens that contradict each other are an error.
    ///
    /// ```
    /// use sudoku_engine::Grid;
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// let grid = Grid::parse_line(line.as_bytes()).unwrap();
    /// assert_eq!(grid.filled(), 17);
    /// let err = Grid::parse_line(&line.as_bytes()[..80]).unwrap_err();
    /// assert_eq!(err.to_string(), "column 81: the puzzle ends after 80 cells; expected 81");
    /// ```
    pub fn parse_line(line: &[u8]) -> Result<Grid, ParseError> {
        if let Some(grid) = plain_line(line) {
            return Ok(grid);
        }
        parse_line_with(line, Clashes::Reject)
    }

    /// Parses a grid of 9 rows, one per line. Digits `1`–`9` are givens; `.`, `0` and `_`
    /// are empty. Spaces, tabs and the frame characters `| - + * : '` are ignored, so the
    /// seed programs' "5 3 0 0 7 0 0 0 0" rows, QQWing/Kennett boards and Simple Sudoku `.ss`
    /// files all parse. Lines without cells (frames, blank lines) and lines starting with `#`
    /// are skipped.
    ///
    /// ```
    /// use sudoku_engine::Grid;
    /// let text = "\
    /// 5 3 0 | 0 7 0 | 0 0 0
    /// 6 0 0 | 1 9 5 | 0 0 0
    /// 0 9 8 | 0 0 0 | 0 6 0
    /// ------+-------+------
    /// 8 0 0 | 0 6 0 | 0 0 3
    /// 4 0 0 | 8 0 3 | 0 0 1
    /// 7 0 0 | 0 2 0 | 0 0 6
    /// ------+-------+------
    /// 0 6 0 | 0 0 0 | 2 8 0
    /// 0 0 0 | 4 1 9 | 0 0 5
    /// 0 0 0 | 0 8 0 | 0 7 9";
    /// assert_eq!(Grid::parse_grid(text.as_bytes()).unwrap().filled(), 30);
    /// let err = Grid::parse_grid(b"1 2 3\n").unwrap_err();
    /// assert_eq!(err.to_string(), "line 1: row 1 has 3 cells; expected 9");
    /// ```
    pub fn parse_grid(text: &[u8]) -> Result<Grid, ParseError> {
        parse_grid_with(text, Clashes::Reject)
    }

    /// Parses either format: a text whose only non-blank line holds the puzzle is read with
    /// [`Grid::parse_line`] (errors then carry that line's number when it is not the first),
    /// anything else with [`Grid::parse_grid`].
    ///
    /// ```
    /// use sudoku_engine::Grid;
    /// let g: Grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(g.filled(), 32);
    /// ```
    pub fn parse(text: &[u8]) -> Result<Grid, ParseError> {
        parse_with(text, Clashes::Reject)
    }

    /// Parses a player's board in either format, like [`Grid::parse`], but digits that
    /// contradict each other are allowed: a board in play may hold mistakes (a saved game,
    /// a pasted position). Everything else is checked as strictly.
    ///
    /// ```
    /// use sudoku_engine::Grid;
    /// let clashing = format!("55{}", ".".repeat(79));
    /// assert!(Grid::parse(clashing.as_bytes()).is_err());
    /// let board = Grid::parse_board(clashing.as_bytes()).unwrap();
    /// assert_eq!(board.filled(), 2);
    /// assert!(board.first_conflict().is_some());
    /// assert!(Grid::parse_board(b"55x").is_err());
    /// ```
    pub fn parse_board(text: &[u8]) -> Result<Grid, ParseError> {
        parse_with(text, Clashes::Allow)
    }
}

/// [`Grid::parse`] and [`Grid::parse_board`]: a text whose only non-blank line holds the
/// puzzle is a line, anything else a grid.
fn parse_with(text: &[u8], clashes: Clashes) -> Result<Grid, ParseError> {
    let mut content = text
        .split(|&b| b == b'\n')
        .enumerate()
        .filter(|(_, line)| !line.trim_ascii().is_empty());
    match (content.next(), content.next()) {
        (Some((index, line)), None) => {
            let result = match plain_line(line) {
                Some(grid) => Ok(grid),
                None => parse_line_with(line, clashes),
            };
            if index == 0 {
                result
            } else {
                result.map_err(|e| e.on_line(index + 1))
            }
        }
        _ => parse_grid_with(text, clashes),
    }
}

/// The general path of [`Grid::parse_line`]: names every problem.
fn parse_line_with(line: &[u8], clashes: Clashes) -> Result<Grid, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut found = 0usize;
    let mut end_column = 1;
    for (column, decoded) in columns(line) {
        end_column = column + 1;
        let c = match decoded {
            Ok(c) => c,
            Err(byte) => {
                return Err(ParseError::at(0, column, ParseErrorKind::InvalidByte(byte)));
            }
        };
        if let Some(value) = cell_value(c) {
            match cells.get_mut(found) {
                Some(slot) => *slot = value,
                None => return Err(ParseError::at(0, column, ParseErrorKind::TooManyCells(c))),
            }
            found += 1;
        } else if ends_line_puzzle(c) {
            if found == CELLS {
                break;
            }
            if found > 0 {
                let ended_by = if line_rest_is_blank(line, column) {
                    None
                } else {
                    Some(c)
                };
                return Err(ParseError::at(
                    0,
                    column,
                    ParseErrorKind::TooFewCells {
                        found: found as u8,
                        ended_by,
                    },
                ));
            }
            // Leading white space; a leading comment character means there is no puzzle.
            if !c.is_whitespace() {
                return Err(ParseError::at(0, column, ParseErrorKind::UnexpectedChar(c)));
            }
        } else {
            return Err(ParseError::at(0, column, ParseErrorKind::UnexpectedChar(c)));
        }
    }
    match found {
        0 => Err(ParseError::at(0, 0, ParseErrorKind::Empty)),
        n if n < CELLS => Err(ParseError::at(
            0,
            end_column,
            ParseErrorKind::TooFewCells {
                found: n as u8,
                ended_by: None,
            },
        )),
        _ => finish(cells, clashes),
    }
}

/// [`Grid::parse_grid`], with clashes rejected or allowed.
fn parse_grid_with(text: &[u8], clashes: Clashes) -> Result<Grid, ParseError> {
    let mut cells = [0u8; CELLS];
    let mut rows = 0usize;
    for (line_no, line) in (1..).zip(text.split(|&b| b == b'\n')) {
        if line.trim_ascii_start().first() == Some(&b'#') {
            continue;
        }
        let mut in_row = 0usize;
        for (column, decoded) in columns(line) {
            let c = decoded
                .map_err(|b| ParseError::at(line_no, column, ParseErrorKind::InvalidByte(b)))?;
            if let Some(value) = cell_value(c) {
                if in_row == 9 {
                    let row = (rows + 1) as u8;
                    return Err(ParseError::at(
                        line_no,
                        column,
                        ParseErrorKind::RowTooLong { row },
                    ));
                }
                if rows == 9 {
                    return Err(ParseError::at(line_no, 0, ParseErrorKind::TooManyRows));
                }
                if let Some(slot) = cells.get_mut(rows * 9 + in_row) {
                    *slot = value;
                }
                in_row += 1;
            } else if !is_grid_decoration(c) {
                return Err(ParseError::at(
                    line_no,
                    column,
                    ParseErrorKind::UnexpectedChar(c),
                ));
            }
        }
        match in_row {
            0 => {}
            9 => rows += 1,
            found => {
                let row = (rows + 1) as u8;
                let kind = ParseErrorKind::RowTooShort {
                    row,
                    found: found as u8,
                };
                return Err(ParseError::at(line_no, 0, kind));
            }
        }
    }
    match rows {
        0 => Err(ParseError::at(0, 0, ParseErrorKind::Empty)),
        9 => finish(cells, clashes),
        n => Err(ParseError::at(0, 0, ParseErrorKind::TooFewRows(n as u8))),
    }
}

fn line_rest_is_blank(line: &[u8], column: usize) -> bool {
    // `column` counts characters; the rest is blank iff every remaining byte is white space,
    // which only needs the bytes after the first `column - 1` characters.
    let mut chars = Chars { rest: line };
    for _ in 0..column {
        if chars.next().is_none() {
            return true;
        }
    }
    chars.rest.iter().all(u8::is_ascii_whitespace)
}

impl core::str::FromStr for Grid {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Grid, ParseError> {
        Grid::parse(s.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::{String, ToString};

    use super::*;
    use crate::{Cell, Digit};

    const LINE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn the_fast_path_finds_every_clash() {
        let solved =
            b"534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        assert!(plain_line(solved).is_some());
        // A digit twice in a row, in a column, in a box and nowhere else; then nine times.
        for (a, b) in [(0, 8), (0, 72), (0, 20)] {
            let mut line = [b'.'; CELLS];
            line[a] = b'7';
            line[b] = b'7';
            assert!(plain_line(&line).is_none(), "cells {a} and {b}");
            line[b] = b'6';
            assert!(plain_line(&line).is_some(), "cells {a} and {b}");
        }
        assert!(plain_line(&[b'9'; CELLS]).is_none());
    }

    fn err(text: &str) -> String {
        Grid::parse(text.as_bytes()).unwrap_err().to_string()
    }

    #[test]
    fn line_accepts_all_blank_spellings_and_comments() {
        let g = Grid::parse_line(LINE.as_bytes()).unwrap();
        let zeros = LINE.replace('.', "0");
        let unders = LINE.replace('.', "_");
        assert_eq!(Grid::parse_line(zeros.as_bytes()).unwrap(), g);
        assert_eq!(Grid::parse_line(unders.as_bytes()).unwrap(), g);
        for tail in [" comment", "\tx", ",7", ";;", "#name", "\r", "  "] {
            let s = String::from(LINE) + tail;
            assert_eq!(Grid::parse_line(s.as_bytes()).unwrap(), g, "tail {tail:?}");
        }
        let s = String::from("   ") + LINE;
        assert_eq!(Grid::parse_line(s.as_bytes()).unwrap(), g);
        assert_eq!(g.get(Cell::at(0, 0).unwrap()), Digit::new(4));
        assert_eq!(g.get(Cell::at(0, 6).unwrap()), Digit::new(8));
    }

    #[test]
    fn line_errors_name_column_and_character() {
        assert_eq!(
            err(&LINE[..80]),
            "column 81: the puzzle ends after 80 cells; expected 81"
        );
        assert_eq!(
            err(&(String::from(LINE) + "5")),
            "column 82: extra cell '5': a puzzle has 81 cells"
        );
        let mut s = String::from(LINE);
        s.replace_range(6..7, "x");
        assert_eq!(err(&s), "column 7: unexpected 'x'");
        let mut s = String::from(LINE);
        s.replace_range(39..40, "\t");
        assert_eq!(
            err(&s),
            "column 40: tab ends the puzzle after 39 cells; expected 81"
        );
        let mut s = String::from(LINE);
        s.replace_range(10..11, "é");
        assert_eq!(err(&s), "column 11: unexpected 'é'");
        let mut bytes = LINE.as_bytes().to_vec();
        bytes[4] = 0xff;
        assert_eq!(
            Grid::parse_line(&bytes).unwrap_err().to_string(),
            "column 5: invalid UTF-8 byte 0xff"
        );
        assert_eq!(err(""), "no puzzle: the input holds no cells");
        assert_eq!(err("# just a comment"), "column 1: unexpected '#'");
    }

    #[test]
    fn conflicting_givens_name_both_cells() {
        let mut s = String::from(LINE);
        s.replace_range(1..2, "4"); // r1c2 = 4 beside r1c1 = 4
        assert_eq!(err(&s), "digit 4 appears twice in a row, at r1c1 and r1c2");
    }

    #[test]
    fn grid_formats_parse_to_the_same_puzzle() {
        let g = Grid::parse_line(LINE.as_bytes()).unwrap();
        let mut plain = String::new();
        let mut framed = String::from("*-----------*\n");
        for r in 0..9 {
            let row = &LINE[r * 9..r * 9 + 9];
            for ch in row.chars() {
                plain.push(if ch == '.' { '0' } else { ch });
                plain.push(' ');
            }
            plain.push('\n');
            framed.push('|');
            framed.push_str(&row[..3]);
            framed.push('|');
            framed.push_str(&row[3..6]);
            framed.push('|');
            framed.push_str(&row[6..]);
            framed.push_str("|\r\n");
            if r % 3 == 2 {
                framed.push_str("|---+---+---|\n");
            }
        }
        assert_eq!(Grid::parse(plain.as_bytes()).unwrap(), g);
        assert_eq!(Grid::parse(framed.as_bytes()).unwrap(), g);
        let with_meta = String::from("#Aname\n") + &plain;
        assert_eq!(Grid::parse(with_meta.as_bytes()).unwrap(), g);

        // GridLine reads every line as parse_grid does: rows of 9 cells and frame lines.
        for text in [&plain, &framed] {
            let lines = text.lines().map(|l| GridLine::read(l.as_bytes()));
            assert!(
                lines
                    .clone()
                    .all(|l| l.only_grid && matches!(l.cells, 0 | 9))
            );
            assert_eq!(lines.map(|l| l.cells).sum::<usize>(), 81);
        }
        let mut bad = framed.clone();
        bad.replace_range(1..2, "=");
        assert!(!GridLine::read(bad.lines().next().unwrap().as_bytes()).only_grid);
        assert!(matches!(
            Grid::parse_grid(bad.as_bytes()).map_err(|e| e.kind),
            Err(ParseErrorKind::UnexpectedChar('='))
        ));
        assert!(!GridLine::read(b"1 2 \xff").only_grid);
        assert_eq!(GridLine::read(b"1 2 \xff").cells, 2);
    }

    #[test]
    fn grid_errors_name_line_and_row() {
        let row = "1 2 3 4 5 6 7 8 9\n";
        let shifted = [
            "1 2 3 4 5 6 7 8 9",
            "4 5 6 7 8 9 1 2 3",
            "7 8 9 1 2 3 4 5 6",
        ];
        let mut eight = String::new();
        for i in 0..8 {
            let base = shifted[i % 3];
            eight.push_str(&base.replace(|c: char| c.is_ascii_digit(), "0"));
            eight.push('\n');
        }
        assert_eq!(err(&eight), "the grid has 8 rows; expected 9");
        let ten = eight.clone() + "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n";
        assert_eq!(err(&ten), "line 10: a 10th row; a grid has 9 rows");
        let short = String::from(row) + "1 2 3 4 5 6 7 8\n";
        assert_eq!(err(&short), "line 2: row 2 has 8 cells; expected 9");
        let long = String::from("0 0 0 0 0 0 0 0 0 0\n") + row;
        assert_eq!(err(&long), "line 1, column 19: row 1 has more than 9 cells");
        let letter = String::from(row) + "0 0 0 0 x 0 0 0 0\n";
        assert_eq!(err(&letter), "line 2, column 9: unexpected 'x'");
    }

    #[test]
    fn a_board_may_clash_but_is_otherwise_checked_as_strictly() {
        // r1c2 = 4 beside r1c1 = 4, as a line and as a 9-line grid.
        let mut line = String::from(LINE);
        line.replace_range(1..2, "4");
        let mut grid = String::new();
        for r in 0..9 {
            grid.push_str(&line[r * 9..r * 9 + 9]);
            grid.push('\n');
        }
        for text in [&line, &grid] {
            let clash = "digit 4 appears twice in a row, at r1c1 and r1c2";
            assert!(err(text).ends_with(clash), "{}", err(text));
            let board = Grid::parse_board(text.as_bytes()).unwrap();
            assert_eq!(board.cells()[..2], [4, 4]);
            assert_eq!(board.first_conflict().unwrap().to_string(), clash);
        }
        let mut bad = line.clone();
        bad.replace_range(5..6, "x");
        assert_eq!(
            Grid::parse_board(bad.as_bytes()).unwrap_err().to_string(),
            "column 6: unexpected 'x'"
        );
        assert_eq!(
            Grid::parse_board(&line.as_bytes()[..80])
                .unwrap_err()
                .to_string(),
            "column 81: the puzzle ends after 80 cells; expected 81"
        );
        let eight_rows: String = grid.lines().take(8).map(|l| l.to_string() + "\n").collect();
        assert_eq!(
            Grid::parse_board(eight_rows.as_bytes())
                .unwrap_err()
                .to_string(),
            "the grid has 8 rows; expected 9"
        );
    }

    #[test]
    fn single_line_after_blank_lines_reports_its_line_number() {
        let text = String::from("\n\n") + &LINE[..80];
        assert_eq!(
            err(&text),
            "line 3, column 81: the puzzle ends after 80 cells; expected 81"
        );
    }
}
