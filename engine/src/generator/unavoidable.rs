//! Small unavoidable sets of a full grid: cells whose digits can be exchanged for another
//! full grid, so that a puzzle dug from the grid that keeps none of them as a clue has
//! several solutions.
//!
//! Two rows of one band (or two columns of one stack) pair their digits column by column
//! (row by row); following a digit from the first line to the second and back to where the
//! first line has it closes a cycle of columns. Swapping the two lines' digits on a cycle
//! keeps every row, column and box whole (both cells of a column stay in one box), so the
//! cycle's cells are such a set.

use crate::geometry::{CELLS, UNIT_CELLS};

/// Most sets kept. One left out costs only a solver call that finds the second solution.
const MAX_SETS: usize = 64;

/// Longest cycle kept: longer ones are seldom emptied.
const MAX_CYCLE: u32 = 4;

/// The small unavoidable sets of a full grid, as cell masks (bit `i` for cell `i`).
pub(crate) struct Unavoidable {
    sets: [u128; MAX_SETS],
    len: usize,
}

impl Unavoidable {
    /// The sets of `full` whose cycles have at most [`MAX_CYCLE`] columns (rows).
    pub(crate) fn of(full: &[u8; CELLS]) -> Unavoidable {
        let mut out = Unavoidable {
            sets: [0; MAX_SETS],
            len: 0,
        };
        // Line pairs: rows of a band, then columns of a stack (units 9..18).
        for base in [0, 9] {
            for first in (base..base + 9).step_by(3) {
                for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                    out.add_cycles(full, &UNIT_CELLS[first + a], &UNIT_CELLS[first + b]);
                }
            }
        }
        out
    }

    /// Adds the short cycles of the line pair `one`, `two`.
    fn add_cycles(&mut self, full: &[u8; CELLS], one: &[u8; 9], two: &[u8; 9]) {
        let digit = |line: &[u8; 9], k: usize| full[usize::from(line[k])];
        // Where the first line has each digit.
        let mut at = [0usize; 10];
        for k in 0..9 {
            at[usize::from(digit(one, k))] = k;
        }
        let mut seen = 0u16;
        for start in 0..9 {
            if seen & (1 << start) != 0 {
                continue;
            }
            let (mut k, mut set, mut length) = (start, 0u128, 0);
            // Ends at the first position met again: in a full grid the pairing is a
            // permutation, so that is `start`; anything else is no cycle, and the loop
            // ends even then.
            loop {
                seen |= 1 << k;
                set |= (1 << one[k]) | (1 << two[k]);
                length += 1;
                k = at[usize::from(digit(two, k))];
                if seen & (1 << k) != 0 {
                    break;
                }
            }
            if k == start && length <= MAX_CYCLE {
                if let Some(slot) = self.sets.get_mut(self.len) {
                    *slot = set;
                    self.len += 1;
                }
            }
        }
    }

    /// Whether `clues` (a mask of the clues of a puzzle dug from the grid) misses one of
    /// the sets entirely.
    pub(crate) fn one_emptied(&self, clues: u128) -> bool {
        self.sets.iter().take(self.len).any(|&set| set & clues == 0)
    }
}

/// The mask of the filled cells of `cells`.
pub(crate) fn clues(cells: &[u8; CELLS]) -> u128 {
    cells
        .iter()
        .enumerate()
        .fold(0, |m, (i, &v)| m | (u128::from(v != 0) << i))
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::grid::Grid;
    use crate::solver::count_solutions;
    use std::vec::Vec;

    fn full() -> Grid {
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .parse()
            .unwrap()
    }

    #[test]
    fn an_emptied_set_leaves_several_solutions() {
        let full = full();
        let sets = Unavoidable::of(full.cells());
        assert!(sets.len > 0);
        for &set in &sets.sets[..sets.len] {
            let mut cells = *full.cells();
            assert!(!sets.one_emptied(clues(&cells)));
            for (i, c) in cells.iter_mut().enumerate() {
                if set >> i & 1 != 0 {
                    *c = 0;
                }
            }
            assert!(sets.one_emptied(clues(&cells)));
            let puzzle = Grid::from_cells(cells).unwrap();
            assert!(count_solutions(&puzzle, 2) == Ok(2));
        }
    }

    /// Every cycle of at most `MAX_CYCLE` columns (rows) is kept: the sets are the smallest
    /// position sets of a line pair on which both lines hold the same digits, found here by
    /// trying every set of positions.
    #[test]
    fn every_short_cycle_of_a_line_pair_is_kept() {
        let full = full();
        let cells = full.cells();
        let digits = |line: &[u8; 9], set: u16| {
            (0..9)
                .filter(|&k| set >> k & 1 != 0)
                .fold(0u16, |m, k| m | 1 << cells[usize::from(line[k])])
        };
        let mut want = Vec::new();
        for first in [0, 3, 6, 9, 12, 15] {
            for (a, b) in [(0, 1), (0, 2), (1, 2)] {
                let (one, two) = (&UNIT_CELLS[first + a], &UNIT_CELLS[first + b]);
                let same = |set: u16| set != 0 && digits(one, set) == digits(two, set);
                for set in 1..1u16 << 9 {
                    // Smallest: no smaller nonempty part of it holds the same digits.
                    let smallest = || (1..set).all(|part| part & !set != 0 || !same(part));
                    if set.count_ones() <= MAX_CYCLE && same(set) && smallest() {
                        want.push(
                            (0..9)
                                .filter(|&k| set >> k & 1 != 0)
                                .fold(0u128, |m, k| m | 1 << one[k] | 1 << two[k]),
                        );
                    }
                }
            }
        }
        assert!(!want.is_empty() && want.len() <= MAX_SETS);
        let sets = Unavoidable::of(cells);
        let mut got = sets.sets[..sets.len].to_vec();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want);
    }
}
