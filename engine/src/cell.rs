//! Cell positions: 0..81 row by row, named `r3c5` (1-based) for people, who may also write
//! `R3C5` or `3 5`.

use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF};

/// A cell position, 0..81 row by row. Always in range.
///
/// ```
/// use sudoku_engine::Cell;
/// let c = Cell::at(2, 4).unwrap(); // 0-based row and column
/// assert_eq!(c.index(), 22);
/// assert_eq!(c.to_string(), "r3c5"); // displayed 1-based
/// assert!(Cell::new(81).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Cell(pub(crate) u8);

impl Cell {
    /// The cell with this index (0..81), or `None` when out of range.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < CELLS {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at a 0-based row and column, or `None` when either is above 8.
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// Index 0..81.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, 0..9.
    pub const fn row(self) -> usize {
        ROW_OF[self.0 as usize] as usize
    }

    /// Column, 0..9.
    pub const fn col(self) -> usize {
        COL_OF[self.0 as usize] as usize
    }

    /// Box, 0..9, numbered row by row.
    pub const fn box_index(self) -> usize {
        BOX_OF[self.0 as usize] as usize
    }

    /// All 81 cells in order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// Whether two cells see each other: they share a row, column or box. A cell does not
    /// see itself.
    ///
    /// ```
    /// use sudoku_engine::Cell;
    /// let r1c1 = Cell::at(0, 0).unwrap();
    /// assert!(r1c1.sees(Cell::at(0, 8).unwrap())); // same row
    /// assert!(r1c1.sees(Cell::at(2, 2).unwrap())); // same box
    /// assert!(!r1c1.sees(Cell::at(4, 4).unwrap()));
    /// assert!(!r1c1.sees(r1c1));
    /// ```
    pub const fn sees(self, other: Cell) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// Why a text is not a cell. A row or column error gives where the offending part stands in
/// the text as given (a byte range, spaces before it counted), so a caller can quote it.
///
/// ```
/// use sudoku_engine::{Cell, ParseCellError};
/// let text = "r3c10";
/// match text.parse::<Cell>() {
///     Err(ParseCellError::Column { at, out_of_range: true }) => assert_eq!(&text[at], "10"),
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum ParseCellError {
    /// Nothing but spaces.
    Empty,
    /// Neither `r3c5` nor `3 5`: a word that does not start with `r` and is not a row number,
    /// an `r` without a `c`, or more than two numbers.
    NotACell,
    /// A row number and nothing after it.
    MissingColumn,
    /// The row is not a number 1–9 (`out_of_range` when it is a number).
    Row {
        /// Where the row stands in the text.
        at: Range<usize>,
        /// Digits, but not 1–9.
        out_of_range: bool,
    },
    /// The column is not a number 1–9 (`out_of_range` when it is a number).
    Column {
        /// Where the column stands in the text.
        at: Range<usize>,
        /// Digits, but not 1–9.
        out_of_range: bool,
    },
}

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCellError::Empty => f.write_str("missing cell: give ROW COL (e.g. `3 5`) or r3c5"),
            ParseCellError::NotACell => {
                f.write_str("not a cell: write r3c5 or 3 5 (row 3, column 5)")
            }
            ParseCellError::MissingColumn => {
                f.write_str("missing column after the row: give ROW COL")
            }
            ParseCellError::Row {
                out_of_range: true, ..
            } => f.write_str("row out of range: use 1-9"),
            ParseCellError::Row { .. } => f.write_str("the row is not a number 1-9"),
            ParseCellError::Column {
                out_of_range: true, ..
            } => f.write_str("column out of range: use 1-9"),
            ParseCellError::Column { .. } => f.write_str("the column is not a number 1-9"),
        }
    }
}

impl core::error::Error for ParseCellError {}

/// A row or column number 1–9 at `at` in `text`, as 0..9.
fn coordinate(text: &str, at: Range<usize>) -> Result<usize, (Range<usize>, bool)> {
    let word = text.get(at.clone()).unwrap_or("");
    let digits = !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit());
    match word.as_bytes() {
        [d @ b'1'..=b'9'] => Ok(usize::from(d - b'1')),
        _ => Err((at, digits)),
    }
}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Parses `r3c5` (either case) or a row and a column apart, `3 5` or `3,5` (1-based),
    /// with spaces around allowed.
    ///
    /// ```
    /// use sudoku_engine::Cell;
    /// let r3c5 = Cell::at(2, 4).unwrap();
    /// for text in ["r3c5", "R3C5", "3 5", " 3  5 ", "3,5"] {
    ///     assert_eq!(text.parse::<Cell>(), Ok(r3c5));
    /// }
    /// assert!("r0c5".parse::<Cell>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let start = s.len() - s.trim_start().len();
        let end = s.trim_end().len();
        if start >= end {
            return Err(ParseCellError::Empty);
        }
        let text = &s[start..end];
        // The column's range, `None` when a row number stands alone.
        let (row, col) = if let Some(rest) = text.strip_prefix(['r', 'R']) {
            let c = rest.find(['c', 'C']).ok_or(ParseCellError::NotACell)?;
            let row = start + 1..start + 1 + c;
            (row.clone(), Some(row.end + 1..end))
        } else {
            let split = text.find(|c: char| c.is_whitespace() || c == ',');
            let row_end = start + split.unwrap_or(text.len());
            let after = s[row_end..end].trim_start_matches(|c: char| c.is_whitespace());
            let after = after.strip_prefix(',').unwrap_or(after).trim_start();
            if after.contains(|c: char| c.is_whitespace() || c == ',') {
                return Err(ParseCellError::NotACell);
            }
            (
                start..row_end,
                (!after.is_empty()).then(|| end - after.len()..end),
            )
        };
        let row = coordinate(s, row)
            .map_err(|(at, out_of_range)| ParseCellError::Row { at, out_of_range })?;
        let col = coordinate(s, col.ok_or(ParseCellError::MissingColumn)?)
            .map_err(|(at, out_of_range)| ParseCellError::Column { at, out_of_range })?;
        Ok(Cell((row * 9 + col) as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_coordinates_round_trip() {
        for c in Cell::all() {
            assert_eq!(Cell::at(c.row(), c.col()), Some(c));
        }
        assert_eq!(Cell::at(9, 0), None);
        assert_eq!(Cell::at(0, 9), None);
        assert_eq!(Cell::at(8, 8).map(Cell::index), Some(80));
    }

    #[test]
    fn every_cell_reads_back_from_its_name_and_from_row_and_column() {
        extern crate std;
        use std::format;
        for c in Cell::all() {
            let (r, k) = (c.row() + 1, c.col() + 1);
            for text in [
                format!("{c}"),
                format!("R{r}C{k}"),
                format!("r{r}C{k}"),
                format!("{r} {k}"),
                format!(" {r}\t{k} "),
                format!("{r},{k}"),
                format!("{r} , {k}"),
            ] {
                assert_eq!(text.parse::<Cell>(), Ok(c), "{text:?}");
            }
        }
    }

    #[test]
    fn a_bad_cell_says_which_part_is_wrong_and_where() {
        let row = |at: Range<usize>, out_of_range| Err(ParseCellError::Row { at, out_of_range });
        let col = |at: Range<usize>, out_of_range| Err(ParseCellError::Column { at, out_of_range });
        assert_eq!("".parse::<Cell>(), Err(ParseCellError::Empty));
        assert_eq!("  ".parse::<Cell>(), Err(ParseCellError::Empty));
        assert_eq!("r3".parse::<Cell>(), Err(ParseCellError::NotACell));
        assert_eq!("3 5 7".parse::<Cell>(), Err(ParseCellError::NotACell));
        assert_eq!("3".parse::<Cell>(), Err(ParseCellError::MissingColumn));
        assert_eq!("3,".parse::<Cell>(), Err(ParseCellError::MissingColumn));
        assert_eq!("r0c5".parse::<Cell>(), row(1..2, true));
        assert_eq!("r3c10".parse::<Cell>(), col(3..5, true));
        assert_eq!("r3c".parse::<Cell>(), col(3..3, false));
        assert_eq!("rxc5".parse::<Cell>(), row(1..2, false));
        assert_eq!(" 10 1".parse::<Cell>(), row(1..3, true));
        assert_eq!("x 1".parse::<Cell>(), row(0..1, false));
        assert_eq!("1 y".parse::<Cell>(), col(2..3, false));
        assert_eq!("é 1".parse::<Cell>(), row(0..2, false));
        assert_eq!("r3c5x".parse::<Cell>(), col(3..5, false));
    }

    #[test]
    fn the_peers_of_a_cell_are_the_cells_it_sees() {
        for a in Cell::all() {
            let mut seen = [false; CELLS];
            for p in crate::geometry::peers_of(a.index()) {
                seen[p] = true;
            }
            assert!(Cell::all().all(|b| seen[b.index()] == a.sees(b)), "{a}");
        }
    }

    #[test]
    fn every_cell_sees_twenty_peers() {
        for a in Cell::all() {
            assert_eq!(Cell::all().filter(|&b| a.sees(b)).count(), 20, "{a}");
            for b in Cell::all() {
                assert_eq!(a.sees(b), b.sees(a));
            }
        }
    }
}
