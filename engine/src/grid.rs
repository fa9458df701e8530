//! The grid: 81 cells holding 0 (empty) or a digit 1–9.

use core::fmt;

#[cfg(not(target_os = "none"))]
use crate::units::PEERS;
use crate::units::{BOX_OF, CELLS, COL_OF, ROW_OF, UNIT_CELLS};

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
pub struct Cell(u8);

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
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

/// Two cells in one unit holding the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Conflict {
    /// The digit that appears twice.
    pub digit: u8,
    /// The earlier cell (lower index).
    pub first: Cell,
    /// The later cell.
    pub second: Cell,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = (self.first, self.second);
        let unit = if a.row() == b.row() {
            "row"
        } else if a.col() == b.col() {
            "column"
        } else {
            "box"
        };
        write!(
            f,
            "digit {} appears twice in a {unit}, at {a} and {b}",
            self.digit
        )
    }
}

/// Why a cell value was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct InvalidValue {
    /// The cell.
    pub cell: Cell,
    /// The value that is not 0–9.
    pub value: u8,
}

impl fmt::Display for InvalidValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: value {} is not a digit 0-9", self.cell, self.value)
    }
}

/// A 9×9 grid. Each cell holds 0 (empty) or a digit 1–9; that invariant is checked on
/// construction, so a `Grid` never holds anything else. A grid may contain conflicting digits
/// (a player's board can); [`Grid::first_conflict`] finds them, and the parsers reject them.
///
/// ```
/// use sudoku_engine::{Cell, Grid};
/// let mut g = Grid::EMPTY;
/// g.set(Cell::at(0, 0).unwrap(), 5).unwrap();
/// assert_eq!(g.get(Cell::at(0, 0).unwrap()), 5);
/// assert_eq!(g.filled(), 1);
/// assert!(g.set(Cell::at(0, 1).unwrap(), 10).is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Grid {
    /// The grid with every cell empty.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// A grid from 81 values, each 0–9. Conflicts are allowed here; see [`Grid::first_conflict`].
    pub fn from_cells(cells: [u8; CELLS]) -> Result<Grid, InvalidValue> {
        for (i, &value) in cells.iter().enumerate() {
            if value > 9 {
                return Err(InvalidValue {
                    cell: Cell(i as u8),
                    value,
                });
            }
        }
        Ok(Grid { cells })
    }

    /// The 81 values, 0 for empty.
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value of a cell, 0 for empty.
    pub const fn get(&self, cell: Cell) -> u8 {
        self.cells[cell.index()]
    }

    /// Sets a cell to 0 (empty) or a digit 1–9.
    pub fn set(&mut self, cell: Cell, value: u8) -> Result<(), InvalidValue> {
        if value > 9 {
            return Err(InvalidValue { cell, value });
        }
        self.cells[cell.index()] = value;
        Ok(())
    }

    /// Number of non-empty cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// The first pair of cells (by unit order: rows, columns, boxes) holding the same digit.
    pub fn first_conflict(&self) -> Option<Conflict> {
        for unit in &UNIT_CELLS {
            let mut seen = [0u8; 10]; // digit -> 1 + index in unit of first sighting
            for (k, &cell) in unit.iter().enumerate() {
                let d = self.cells[usize::from(cell)];
                if d == 0 {
                    continue;
                }
                let earlier = seen[usize::from(d)];
                if earlier != 0 {
                    return Some(Conflict {
                        digit: d,
                        first: Cell(unit[usize::from(earlier - 1)]),
                        second: Cell(cell),
                    });
                }
                seen[usize::from(d)] = k as u8 + 1;
            }
        }
        None
    }

    /// Whether `digit` at `cell` would clash with a digit already in one of its units.
    /// The cell's own value is ignored.
    #[cfg(not(target_os = "none"))]
    pub fn clashes(&self, cell: Cell, digit: u8) -> bool {
        digit != 0
            && PEERS[cell.index()]
                .iter()
                .any(|&p| self.cells[usize::from(p)] == digit)
    }

    /// Whether `digit` at `cell` would clash with a digit already in one of its units.
    /// The cell's own value is ignored. Cortex-M: the cell's three units instead of the
    /// 1,620-byte peer table.
    #[cfg(target_os = "none")]
    pub fn clashes(&self, cell: Cell, digit: u8) -> bool {
        self.clashes_in_units(cell, digit)
    }

    /// [`Grid::clashes`] by the cell's three units.
    #[cfg(any(test, target_os = "none"))]
    fn clashes_in_units(&self, cell: Cell, digit: u8) -> bool {
        digit != 0
            && crate::units::unit_peers(cell.index()).any(|p| self.cells.get(p) == Some(&digit))
    }

    /// Whether the grid is full and breaks no rule.
    pub fn is_solved(&self) -> bool {
        self.is_full() && self.first_conflict().is_none()
    }

    /// Whether `self` is a valid completed grid that keeps every given of `puzzle`.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_solved()
            && puzzle
                .cells
                .iter()
                .zip(self.cells.iter())
                .all(|(&given, &v)| given == 0 || given == v)
    }
}

impl Default for Grid {
    fn default() -> Self {
        Grid::EMPTY
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.line())
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
    fn from_cells_rejects_values_above_nine_naming_the_cell() {
        let mut cells = [0u8; 81];
        cells[12] = 10;
        let err = Grid::from_cells(cells).unwrap_err();
        assert_eq!(err.cell, Cell::at(1, 3).unwrap());
        assert_eq!(err.value, 10);
    }

    #[test]
    fn the_cortex_m_clash_test_matches_the_peer_table() {
        let g: Grid =
            "98.7..6..7...5......4..9.7.3....7.8..4..2.......5....1.7...3.9...3...2.....1....6"
                .parse()
                .unwrap();
        for c in Cell::all() {
            for d in 0..=9 {
                assert_eq!(g.clashes_in_units(c, d), g.clashes(c, d), "{c} {d}");
            }
        }
    }

    #[test]
    fn conflicts_name_both_cells_and_the_unit() {
        let mut g = Grid::EMPTY;
        g.set(Cell::at(4, 1).unwrap(), 7).unwrap();
        g.set(Cell::at(4, 8).unwrap(), 7).unwrap();
        let c = g.first_conflict().unwrap();
        assert_eq!(
            (c.first, c.second, c.digit),
            (Cell::at(4, 1).unwrap(), Cell::at(4, 8).unwrap(), 7)
        );
        extern crate std;
        use std::string::ToString;
        assert_eq!(
            c.to_string(),
            "digit 7 appears twice in a row, at r5c2 and r5c9"
        );

        let mut g = Grid::EMPTY;
        g.set(Cell::at(0, 0).unwrap(), 3).unwrap();
        g.set(Cell::at(2, 2).unwrap(), 3).unwrap();
        assert!(g.first_conflict().unwrap().to_string().contains("box"));
        assert!(g.clashes(Cell::at(1, 1).unwrap(), 3));
        assert!(!g.clashes(Cell::at(1, 1).unwrap(), 4));
    }
}
