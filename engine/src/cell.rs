//! Cell positions: 0..81 row by row, named `r3c5` (1-based) for people.

use core::fmt;

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
    fn every_cell_sees_twenty_peers() {
        for a in Cell::all() {
            assert_eq!(Cell::all().filter(|&b| a.sees(b)).count(), 20, "{a}");
            for b in Cell::all() {
                assert_eq!(a.sees(b), b.sees(a));
            }
        }
    }
}
