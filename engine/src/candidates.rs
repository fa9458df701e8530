//! Candidates: the digits still possible in each cell, as digit sets.

use crate::cell::Cell;
use crate::digit::Digit;
use crate::digit_set::DigitSet;
use crate::geometry::{CELLS, peers_of};
use crate::grid::Grid;

/// Pencil marks for a whole grid: the values placed so far and, for every empty cell, the
/// digits not yet ruled out. Eliminations are kept, so techniques can build on each other.
///
/// ```
/// use sudoku_engine::{Candidates, Cell, Grid};
/// let grid: Grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
///     .parse()
///     .unwrap();
/// let pm = Candidates::new(&grid);
/// assert_eq!(pm.get(Cell::at(0, 2).unwrap()).to_string(), "124");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Candidates {
    grid: Grid,
    masks: [DigitSet; CELLS],
}

impl Candidates {
    /// Candidates of every empty cell: the digits that no peer holds. Filled cells have none.
    #[must_use]
    pub fn new(grid: &Grid) -> Candidates {
        let mut masks = [DigitSet::EMPTY; CELLS];
        let values = grid.cells();
        for cell in Cell::all() {
            if !grid.is_empty_at(cell) {
                continue;
            }
            let mut used = 0u16;
            for p in peers_of(cell.index()) {
                used |= (1 << values.get(p).copied().unwrap_or(0)) >> 1;
            }
            masks[cell.index()] = DigitSet::ALL.difference(DigitSet::from_bits(used));
        }
        Candidates { grid: *grid, masks }
    }

    /// The values placed so far.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Candidates of a cell (empty for a filled cell).
    pub fn get(&self, cell: Cell) -> DigitSet {
        self.masks[cell.index()]
    }

    /// Places `digit` at an empty `cell` and removes it from the peers' candidates.
    /// Returns `false` and changes nothing when the cell is filled.
    pub fn place(&mut self, cell: Cell, digit: Digit) -> bool {
        if !self.grid.is_empty_at(cell) {
            return false;
        }
        self.grid.set(cell, Some(digit));
        self.masks[cell.index()] = DigitSet::EMPTY;
        for p in peers_of(cell.index()) {
            if let Some(m) = self.masks.get_mut(p) {
                *m = m.without(digit);
            }
        }
        true
    }

    /// The candidates of all 81 cells, by cell index.
    pub fn masks(&self) -> &[DigitSet; CELLS] {
        &self.masks
    }

    /// Keeps only the candidates of `cell` that are in `keep` (pencil-mark editing, test
    /// positions); returns whether anything was removed.
    ///
    /// ```
    /// use sudoku_engine::{Candidates, Cell, Digit, DigitSet, Grid};
    /// let mut pm = Candidates::new(&Grid::EMPTY);
    /// let c = Cell::at(0, 0).unwrap();
    /// let keep: DigitSet = [3, 5].into_iter().filter_map(Digit::new).collect();
    /// assert!(pm.restrict(c, keep));
    /// assert_eq!(pm.get(c).to_string(), "35");
    /// ```
    pub fn restrict(&mut self, cell: Cell, keep: DigitSet) -> bool {
        let m = &mut self.masks[cell.index()];
        let before = *m;
        *m = m.intersection(keep);
        *m != before
    }

    /// Removes `digit` from a cell's candidates; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let m = &mut self.masks[cell.index()];
        let had = m.contains(digit);
        *m = m.without(digit);
        had
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placing_removes_the_digit_from_peers_only() {
        let [five, six] = [5, 6].map(|v| Digit::new(v).unwrap());
        let mut pm = Candidates::new(&Grid::EMPTY);
        let c = Cell::at(4, 4).unwrap();
        assert!(pm.place(c, five));
        assert!(!pm.place(c, six));
        assert!(!pm.get(Cell::at(4, 0).unwrap()).contains(five));
        assert!(!pm.get(Cell::at(0, 4).unwrap()).contains(five));
        assert!(!pm.get(Cell::at(3, 3).unwrap()).contains(five));
        assert!(pm.get(Cell::at(0, 0).unwrap()).contains(five));
        assert!(pm.eliminate(Cell::at(0, 0).unwrap(), five));
        assert!(!pm.eliminate(Cell::at(0, 0).unwrap(), five));
    }
}
