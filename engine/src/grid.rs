//! The grid: 81 cells holding 0 (empty) or a digit 1–9.

use core::fmt;

use crate::cell::Cell;
use crate::digit::Digit;
use crate::geometry::{CELLS, UNIT_CELLS, peers_of};

/// Two cells in one unit holding the same digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Conflict {
    /// The digit that appears twice.
    pub digit: Digit,
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

impl core::error::Error for Conflict {}

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

impl core::error::Error for InvalidValue {}

/// A 9×9 grid. Each cell is empty or holds a [`Digit`]; stored as 81 bytes, 0 for empty,
/// checked on construction, so a `Grid` never holds anything else. A grid may contain
/// conflicting digits (a player's board can); [`Grid::first_conflict`] finds them, and the
/// puzzle parsers reject them ([`Grid::parse_board`] accepts them).
///
/// ```
/// use sudoku_engine::{Cell, Digit, Grid};
/// let mut g = Grid::EMPTY;
/// let five = Digit::new(5).unwrap();
/// g.set(Cell::at(0, 0).unwrap(), Some(five));
/// assert_eq!(g.get(Cell::at(0, 0).unwrap()), Some(five));
/// assert_eq!(g.get(Cell::at(0, 1).unwrap()), None);
/// assert_eq!(g.filled(), 1);
/// assert!(Grid::from_cells([10; 81]).is_err());
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
        // One pass without a branch per cell (compilers vectorize it); the bad cell is
        // looked for only when there is one.
        if cells.iter().fold(0, |m, &v| m.max(v)) > 9 {
            if let Some((i, &value)) = cells.iter().enumerate().find(|&(_, &v)| v > 9) {
                return Err(InvalidValue {
                    cell: Cell(i as u8),
                    value,
                });
            }
        }
        Ok(Grid { cells })
    }

    /// The cells, for the solver to write its solution in place (each 1..=9).
    pub(crate) const fn cells_mut(&mut self) -> &mut [u8; CELLS] {
        &mut self.cells
    }

    /// The 81 values, 0 for empty, each 0–9.
    pub const fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The digit of a cell, `None` when it is empty.
    pub const fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Whether a cell is empty.
    pub const fn is_empty_at(&self, cell: Cell) -> bool {
        self.cells[cell.index()] == 0
    }

    /// Puts a digit in a cell, or empties it with `None`.
    pub const fn set(&mut self, cell: Cell, value: Option<Digit>) {
        self.cells[cell.index()] = match value {
            Some(d) => d.get(),
            None => 0,
        };
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
            let mut seen = [0u8; 9]; // digit -> 1 + index in unit of first sighting
            for (k, &cell) in unit.iter().enumerate() {
                let Some(d) = self
                    .cells
                    .get(usize::from(cell))
                    .and_then(|&v| Digit::new(v))
                else {
                    continue;
                };
                let earlier = seen[d.index()];
                if earlier != 0 {
                    let at = Cell;
                    return Some(Conflict {
                        digit: d,
                        first: at(unit[usize::from(earlier - 1)]),
                        second: at(cell),
                    });
                }
                seen[d.index()] = k as u8 + 1;
            }
        }
        None
    }

    /// Whether `digit` at `cell` would clash with a digit already in one of its units.
    /// The cell's own value is ignored.
    pub fn clashes(&self, cell: Cell, digit: Digit) -> bool {
        peers_of(cell.index()).any(|p| self.cells.get(p) == Some(&digit.get()))
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
    fn from_cells_rejects_values_above_nine_naming_the_cell() {
        let mut cells = [9u8; 81];
        cells[12] = 10;
        cells[80] = 255;
        let err = Grid::from_cells(cells).unwrap_err();
        assert_eq!(err.cell, Cell::at(1, 3).unwrap());
        assert_eq!(err.value, 10);
        // The first bad cell is named, wherever it is.
        cells[12] = 0;
        let err = Grid::from_cells(cells).unwrap_err();
        assert_eq!((err.cell, err.value), (Cell::at(8, 8).unwrap(), 255));
        cells[80] = 9;
        assert!(Grid::from_cells(cells).is_ok());
    }

    #[test]
    fn clashes_match_the_peer_table() {
        let g: Grid =
            "98.7..6..7...5......4..9.7.3....7.8..4..2.......5....1.7...3.9...3...2.....1....6"
                .parse()
                .unwrap();
        for c in Cell::all() {
            for d in Digit::ALL {
                let by_table = crate::geometry::PEERS[c.index()]
                    .iter()
                    .any(|&p| g.cells[usize::from(p)] == d.get());
                assert_eq!(g.clashes(c, d), by_table, "{c} {d}");
            }
        }
    }

    #[test]
    fn conflicts_name_both_cells_and_the_unit() {
        let d = |v| Digit::new(v);
        let mut g = Grid::EMPTY;
        g.set(Cell::at(4, 1).unwrap(), d(7));
        g.set(Cell::at(4, 8).unwrap(), d(7));
        let c = g.first_conflict().unwrap();
        assert_eq!(
            (c.first, c.second, Some(c.digit)),
            (Cell::at(4, 1).unwrap(), Cell::at(4, 8).unwrap(), d(7))
        );
        extern crate std;
        use std::string::ToString;
        assert_eq!(
            c.to_string(),
            "digit 7 appears twice in a row, at r5c2 and r5c9"
        );

        let mut g = Grid::EMPTY;
        g.set(Cell::at(0, 0).unwrap(), d(3));
        g.set(Cell::at(2, 2).unwrap(), d(3));
        assert!(g.first_conflict().unwrap().to_string().contains("box"));
        let [three, four] = [3, 4].map(|v| Digit::new(v).unwrap());
        assert!(g.clashes(Cell::at(1, 1).unwrap(), three));
        assert!(!g.clashes(Cell::at(1, 1).unwrap(), four));
    }
}
