//! Singles alone on a dug puzzle: where they lead is where its walk takes its first other
//! step.

use crate::geometry::{CELLS, UNIT_CELLS, UNITS, unit_set_of, units_of};

/// A position where only singles have been placed: the digits, and those each unit has
/// (a cell's candidates are the digits none of its units has). `used` has a slot for every
/// index below 32 so that a masked index needs no bounds check: the Cortex-M0 image has
/// little room for the panics.
struct Placed {
    cells: [u8; CELLS],
    used: [u16; 32],
}

impl Placed {
    fn new(cells: &[u8; CELLS]) -> Placed {
        let mut at = Placed {
            cells: *cells,
            used: [0; 32],
        };
        for (i, &v) in cells.iter().enumerate() {
            at.mark(i, (1 << v) >> 1);
        }
        at
    }

    /// Adds the digits of `bits` to the units of cell `i`.
    fn mark(&mut self, i: usize, bits: u16) {
        for u in units_of(i) {
            self.used[u & 31] |= bits;
        }
    }

    /// The candidates of cell `i` (none when it is filled).
    fn free(&self, i: usize) -> u16 {
        let [r, c, b] = units_of(i);
        if self.cells.get(i) == Some(&0) {
            0x1ff & !(self.used[r & 31] | self.used[c & 31] | self.used[b & 31])
        } else {
            0
        }
    }

    /// Places the naked singles, hidden singles and full houses of the units in `units`
    /// (bit `u` for unit `u`), one scan of each; returns whether it placed any. A single of
    /// the puzzle is a digit of its every solution (it has one).
    fn scan(&mut self, mut units: u32) -> bool {
        let mut placed = false;
        while units != 0 {
            let Some(unit) = UNIT_CELLS.get(units.trailing_zeros() as usize) else {
                break;
            };
            units &= units - 1;
            let (mut once, mut twice) = (0u16, 0u16);
            for &i in unit {
                let f = self.free(usize::from(i));
                twice |= once & f;
                once |= f;
            }
            for &i in unit {
                let i = usize::from(i);
                // A naked single, or a digit that had one place in the unit as the scan
                // began: placements since only took candidates away, so it still has at
                // most that one.
                let f = self.free(i);
                let mut bit = if f & f.wrapping_sub(1) == 0 {
                    f
                } else {
                    f & once & !twice
                };
                bit &= bit.wrapping_neg();
                if let Some(v) = self.cells.get_mut(i).filter(|_| bit != 0) {
                    *v = bit.trailing_zeros() as u8 + 1;
                    self.mark(i, bit);
                    placed = true;
                }
            }
        }
        placed
    }
}

/// Places naked singles, hidden singles and full houses in `cells`, a puzzle with a
/// solution (so each single is a digit of every solution), until none is left or, when
/// `orbit` lists cells, until those are all filled; returns whether they are. With
/// `everywhere` the singles of every unit, else only those of the units of `orbit`'s cells
/// (a quick look that finds most refills).
pub(crate) fn place_singles(cells: &mut [u8; CELLS], orbit: &[usize], everywhere: bool) -> bool {
    let mut at = Placed::new(cells);
    let mut units = (1 << UNITS) - 1;
    if !everywhere {
        units = orbit.iter().fold(0, |set, &j| set | unit_set_of(j));
    }
    loop {
        let placed = at.scan(units);
        let refilled = orbit.iter().all(|&j| at.cells.get(j) != Some(&0));
        if !placed || (refilled && !orbit.is_empty()) {
            *cells = at.cells;
            return refilled;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::solver::{Solution, solve};

    #[test]
    fn singles_solve_easy_puzzles_only_and_keep_to_forced_digits() {
        let easy: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let mut cells = *easy.cells();
        place_singles(&mut cells, &[], true);
        assert!(Grid::from_cells(cells).unwrap().solves(&easy));
        // AI Escargot needs far more than singles: what they place is the solution's.
        let escargot: Grid =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
                .parse()
                .unwrap();
        let Ok(Solution::Unique(solution)) = solve(&escargot) else {
            panic!("AI Escargot has one solution")
        };
        let mut cells = *escargot.cells();
        place_singles(&mut cells, &[], true);
        assert!(cells.contains(&0));
        let placed = cells
            .iter()
            .zip(escargot.cells())
            .filter(|(a, b)| a != b)
            .count();
        assert!(placed > 0);
        for (k, &v) in cells.iter().enumerate() {
            assert!(v == 0 || v == solution.cells()[k]);
        }
    }

    #[test]
    fn singles_of_the_orbits_units_refill_what_singles_force_at_once() {
        let full: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        // Two cells out of a full grid: both naked singles.
        let mut cells = *full.cells();
        cells[0] = 0;
        cells[80] = 0;
        assert!(place_singles(&mut cells, &[0, 80, 0, 0], false));
        // AI Escargot's first empty cells are no singles.
        let escargot: Grid =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
                .parse()
                .unwrap();
        assert!(!place_singles(
            &mut escargot.cells().clone(),
            &[1, 79],
            false
        ));
    }
}
