//! Formatting grids as text: the 81-character line and the boxed board.

use core::fmt;

use crate::geometry::CELLS;
use crate::grid::Grid;

/// A grid shown as an 81-character line, `.` for empty cells. Made by [`Grid::line`].
#[derive(Clone, Copy, Debug)]
pub struct Line<'a>(&'a Grid);

/// A grid shown as a bordered board with the 3×3 boxes separated. Made by [`Grid::boxed`].
#[derive(Clone, Copy, Debug)]
pub struct Boxed<'a>(&'a Grid);

const BORDER: &str = "+-------+-------+-------+";

impl Grid {
    /// The grid as an 81-character line with `.` for empty cells.
    ///
    /// ```
    /// use sudoku_engine::Grid;
    /// let line = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    /// let grid: Grid = line.parse().unwrap();
    /// assert_eq!(grid.line().to_string(), line);
    /// ```
    #[must_use]
    pub fn line(&self) -> Line<'_> {
        Line(self)
    }

    /// The grid as a bordered board, 13 lines of 25 characters, each ending in `\n`.
    ///
    /// ```
    /// use sudoku_engine::Grid;
    /// let board = Grid::EMPTY.boxed().to_string();
    /// assert_eq!(board.lines().next(), Some("+-------+-------+-------+"));
    /// assert_eq!(board.lines().nth(1), Some("| . . . | . . . | . . . |"));
    /// assert_eq!(board.lines().count(), 13);
    /// ```
    #[must_use]
    pub fn boxed(&self) -> Boxed<'_> {
        Boxed(self)
    }

    /// The grid as 81 ASCII bytes, `.` for empty cells (no allocation, no formatter).
    pub fn to_line_bytes(&self) -> [u8; CELLS] {
        let mut out = [b'.'; CELLS];
        for (o, &v) in out.iter_mut().zip(self.cells().iter()) {
            if v != 0 {
                *o = b'0' + v;
            }
        }
        out
    }
}

fn digit_char(v: u8) -> char {
    if v == 0 { '.' } else { char::from(b'0' + v) }
}

impl fmt::Display for Line<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.0.to_line_bytes();
        // Always ASCII, so this never fails.
        f.write_str(core::str::from_utf8(&bytes).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Display for Boxed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells = self.0.cells();
        for (r, row) in cells.chunks_exact(9).enumerate() {
            if r % 3 == 0 {
                writeln!(f, "{BORDER}")?;
            }
            for (c, &v) in row.iter().enumerate() {
                if c % 3 == 0 {
                    f.write_str("| ")?;
                }
                write!(f, "{} ", digit_char(v))?;
            }
            writeln!(f, "|")?;
        }
        writeln!(f, "{BORDER}")
    }
}

impl fmt::Display for Grid {
    /// The 81-character line; use [`Grid::boxed`] for a board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.line().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::string::ToString;

    use super::*;

    #[test]
    fn boxed_board_round_trips_through_the_grid_parser() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let g: Grid = line.parse().unwrap();
        let board = g.boxed().to_string();
        assert_eq!(board.lines().nth(1), Some("| 4 . . | . . . | 8 . 5 |"));
        assert_eq!(board.lines().nth(4), Some("+-------+-------+-------+"));
        assert_eq!(Grid::parse_grid(board.as_bytes()).unwrap(), g);
        assert_eq!(g.to_string(), line);
    }
}
