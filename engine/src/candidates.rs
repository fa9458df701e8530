//! Candidates: the digits still possible in each cell, as `u16` bitmasks.

use core::fmt;

use crate::grid::{Cell, Grid};
use crate::units::CELLS;
#[cfg(not(target_os = "none"))]
use crate::units::PEERS;

/// A set of digits 1–9, stored as a bitmask (bit `d - 1` for digit `d`).
///
/// ```
/// use sudoku_engine::DigitSet;
/// let s = DigitSet::EMPTY.with(3).with(7);
/// assert_eq!(s.len(), 2);
/// assert!(s.contains(7) && !s.contains(4));
/// assert_eq!(s.iter().collect::<Vec<_>>(), [3, 7]);
/// assert_eq!(s.to_string(), "37");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct DigitSet(u16);

impl DigitSet {
    /// No digits.
    pub const EMPTY: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0x1ff);

    /// The set with these bits (bit `d - 1` for digit `d`); bits above the ninth are dropped.
    pub const fn from_bits(bits: u16) -> DigitSet {
        DigitSet(bits & 0x1ff)
    }

    /// The raw mask.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set holding just `digit`; empty when `digit` is not 1–9.
    pub const fn single(digit: u8) -> DigitSet {
        if digit >= 1 && digit <= 9 {
            DigitSet(1 << (digit - 1))
        } else {
            DigitSet(0)
        }
    }

    /// The set with `digit` added (unchanged if `digit` is not 1–9).
    pub const fn with(self, digit: u8) -> DigitSet {
        DigitSet(self.0 | DigitSet::single(digit).0)
    }

    /// The set with `digit` removed.
    pub const fn without(self, digit: u8) -> DigitSet {
        DigitSet(self.0 & !DigitSet::single(digit).0)
    }

    /// Whether `digit` is in the set.
    pub const fn contains(self, digit: u8) -> bool {
        self.0 & DigitSet::single(digit).0 != 0
    }

    /// Number of digits in the set.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The only digit of a one-digit set.
    pub const fn as_single(self) -> Option<u8> {
        if self.0 != 0 && self.0 & (self.0 - 1) == 0 {
            Some(self.0.trailing_zeros() as u8 + 1)
        } else {
            None
        }
    }

    /// The smallest digit in the set.
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// Union.
    pub const fn union(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }

    /// Intersection.
    pub const fn intersection(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }

    /// Digits of `self` not in `other`.
    pub const fn difference(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & !other.0)
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        core::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let d = bits.trailing_zeros() as u8 + 1;
            bits &= bits - 1;
            Some(d)
        })
    }
}

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// Pencil marks for a whole grid: the values placed so far and, for every empty cell, the
/// digits not yet ruled out. Eliminations are kept, so techniques can build on each other.
///
/// ```
/// use sudoku_engine::{Cell, Grid, candidates::Candidates};
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
    pub fn new(grid: &Grid) -> Candidates {
        let mut masks = [DigitSet::EMPTY; CELLS];
        let values = grid.cells();
        for cell in Cell::all() {
            if grid.get(cell) != 0 {
                continue;
            }
            let mut used = DigitSet::EMPTY;
            #[cfg(not(target_os = "none"))]
            for &p in &PEERS[cell.index()] {
                used = used.with(values[usize::from(p)]);
            }
            // Cortex-M: no peer table (a peer seen twice changes nothing).
            #[cfg(target_os = "none")]
            for p in crate::units::unit_peers(cell.index()) {
                used = used.with(values.get(p).copied().unwrap_or(0));
            }
            masks[cell.index()] = DigitSet::ALL.difference(used);
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

    /// Places `digit` (1–9) at an empty `cell` and removes it from the peers' candidates.
    /// Returns `false` and changes nothing when the cell is filled or `digit` is not 1–9.
    pub fn place(&mut self, cell: Cell, digit: u8) -> bool {
        if self.grid.get(cell) != 0 || !(1..=9).contains(&digit) {
            return false;
        }
        if self.grid.set(cell, digit).is_err() {
            return false;
        }
        self.masks[cell.index()] = DigitSet::EMPTY;
        #[cfg(not(target_os = "none"))]
        for &p in &PEERS[cell.index()] {
            let m = &mut self.masks[usize::from(p)];
            *m = m.without(digit);
        }
        // Cortex-M: no peer table (a peer seen twice changes nothing).
        #[cfg(target_os = "none")]
        for p in crate::units::unit_peers(cell.index()) {
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
    /// use sudoku_engine::{Cell, DigitSet, Grid, candidates::Candidates};
    /// let mut pm = Candidates::new(&Grid::EMPTY);
    /// let c = Cell::at(0, 0).unwrap();
    /// assert!(pm.restrict(c, DigitSet::single(3).with(5)));
    /// assert_eq!(pm.get(c).to_string(), "35");
    /// ```
    pub fn restrict(&mut self, cell: Cell, keep: DigitSet) -> bool {
        let m = &mut self.masks[cell.index()];
        let before = *m;
        *m = m.intersection(keep);
        *m != before
    }

    /// Removes `digit` from a cell's candidates; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: u8) -> bool {
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
    fn digit_set_basics() {
        assert_eq!(DigitSet::single(0), DigitSet::EMPTY);
        assert_eq!(DigitSet::single(10), DigitSet::EMPTY);
        assert_eq!(DigitSet::ALL.len(), 9);
        assert_eq!(DigitSet::single(9).as_single(), Some(9));
        assert_eq!(DigitSet::ALL.as_single(), None);
        assert_eq!(DigitSet::from_bits(0xffff), DigitSet::ALL);
        assert_eq!(DigitSet::ALL.without(1).first(), Some(2));
    }

    #[test]
    fn placing_removes_the_digit_from_peers_only() {
        let mut pm = Candidates::new(&Grid::EMPTY);
        let c = Cell::at(4, 4).unwrap();
        assert!(pm.place(c, 5));
        assert!(!pm.place(c, 6));
        assert!(!pm.get(Cell::at(4, 0).unwrap()).contains(5));
        assert!(!pm.get(Cell::at(0, 4).unwrap()).contains(5));
        assert!(!pm.get(Cell::at(3, 3).unwrap()).contains(5));
        assert!(pm.get(Cell::at(0, 0).unwrap()).contains(5));
        assert!(pm.eliminate(Cell::at(0, 0).unwrap(), 5));
        assert!(!pm.eliminate(Cell::at(0, 0).unwrap(), 5));
    }
}
