//! Units: the 27 rows, columns and boxes that must each hold every digit once.

use core::fmt;

use crate::cell::Cell;
use crate::geometry::{UNIT_CELLS, UNITS};

/// Which kind of unit.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum UnitKind {
    /// A row, numbered top to bottom.
    Row,
    /// A column, numbered left to right.
    Column,
    /// A 3×3 box, numbered row by row.
    Box,
}

/// A row, column or box: what a hint's pattern is about ("in box 4, 5 lies only in row 6").
///
/// ```
/// use sudoku_engine::{Cell, Unit, UnitKind};
/// let row = Unit::row(2).unwrap(); // 0-based
/// assert_eq!((row.kind(), row.index()), (UnitKind::Row, 2));
/// assert_eq!(row.to_string(), "row 3"); // displayed 1-based
/// assert!(row.contains(Cell::at(2, 8).unwrap()));
/// let b = Unit::of(Cell::at(4, 4).unwrap(), UnitKind::Box);
/// assert_eq!(b.to_string(), "box 5");
/// assert_eq!(b.cells().count(), 9);
/// assert_eq!(Unit::column(9), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Unit(u8);

impl Unit {
    /// Row `index` (0..9), or `None` when out of range.
    pub const fn row(index: usize) -> Option<Unit> {
        Unit::new(UnitKind::Row, index)
    }

    /// Column `index` (0..9), or `None` when out of range.
    pub const fn column(index: usize) -> Option<Unit> {
        Unit::new(UnitKind::Column, index)
    }

    /// Box `index` (0..9, row by row), or `None` when out of range.
    pub const fn block(index: usize) -> Option<Unit> {
        Unit::new(UnitKind::Box, index)
    }

    /// The unit of a kind and an index (0..9), or `None` when the index is out of range.
    pub const fn new(kind: UnitKind, index: usize) -> Option<Unit> {
        if index < 9 {
            Unit::from_code(9 * kind as usize + index)
        } else {
            None
        }
    }

    /// The row, column or box of a cell.
    pub const fn of(cell: Cell, kind: UnitKind) -> Unit {
        let index = match kind {
            UnitKind::Row => cell.row(),
            UnitKind::Column => cell.col(),
            UnitKind::Box => cell.box_index(),
        };
        Unit((9 * kind as usize + index) as u8)
    }

    /// The unit with the engine's internal number: rows 0..9, columns 9..18, boxes 18..27.
    pub(crate) const fn from_code(code: usize) -> Option<Unit> {
        if code < UNITS {
            Some(Unit(code as u8))
        } else {
            None
        }
    }

    /// The engine's internal number (see [`Unit::from_code`]).
    pub(crate) const fn code(self) -> usize {
        self.0 as usize
    }

    /// Row, column or box.
    pub const fn kind(self) -> UnitKind {
        match self.0 / 9 {
            0 => UnitKind::Row,
            1 => UnitKind::Column,
            _ => UnitKind::Box,
        }
    }

    /// The index within its kind, 0..9.
    pub const fn index(self) -> usize {
        (self.0 % 9) as usize
    }

    /// The nine cells: left to right, top to bottom, row by row inside a box.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        UNIT_CELLS
            .get(self.code())
            .into_iter()
            .flatten()
            .filter_map(|&c| Cell::new(usize::from(c)))
    }

    /// Whether `cell` lies in the unit.
    pub const fn contains(self, cell: Cell) -> bool {
        match self.kind() {
            UnitKind::Row => cell.row() == self.index(),
            UnitKind::Column => cell.col() == self.index(),
            UnitKind::Box => cell.box_index() == self.index(),
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        })
    }
}

impl fmt::Display for Unit {
    /// `row 3`, `column 5`, `box 4` (1-based).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind(), self.index() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_hold_nine_cells_that_they_contain() {
        let mut seen = [0u8; 81];
        for code in 0..UNITS {
            let u = Unit::from_code(code).unwrap();
            assert_eq!(Unit::new(u.kind(), u.index()), Some(u));
            assert_eq!(u.cells().count(), 9);
            for c in u.cells() {
                assert!(u.contains(c), "{u} {c}");
                assert_eq!(Unit::of(c, u.kind()), u);
                seen[c.index()] += 1;
            }
            let outside = Cell::all().filter(|&c| u.contains(c)).count();
            assert_eq!(outside, 9, "{u}");
        }
        assert!(seen.iter().all(|&n| n == 3));
        assert_eq!(Unit::from_code(UNITS), None);
        assert_eq!(Unit::row(9), None);
        assert_eq!(Unit::block(8).map(|u| u.code()), Some(26));
    }
}
