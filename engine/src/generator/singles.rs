//! Singles alone on a dug puzzle: where they lead is where its walk takes its first other
//! step.

use crate::geometry::{CELLS, UNIT_CELLS, UNITS, units_of};

/// A position where only singles have been placed: the digits, and those each unit has
/// (a cell's candidates are the digits none of its units has).
struct Placed {
    cells: [u8; CELLS],
    used: [u16; UNITS],
}

impl Placed {
    fn new(cells: &[u8; CELLS]) -> Placed {
        let mut used = [0u16; UNITS];
        for (i, &v) in cells.iter().enumerate() {
            for u in units_of(i) {
                used[u] |= (1 << v) >> 1;
            }
        }
        Placed {
            cells: *cells,
            used,
        }
    }

    /// The candidates of cell `i` (none when it is filled).
    fn free(&self, i: usize) -> u16 {
        let [r, c, b] = units_of(i);
        if self.cells[i] == 0 {
            0x1ff & !(self.used[r] | self.used[c] | self.used[b])
        } else {
            0
        }
    }

    /// Puts the digit of `bit` (one bit) in cell `i`.
    fn place(&mut self, i: usize, bit: u16) {
        self.cells[i] = bit.trailing_zeros() as u8 + 1;
        for u in units_of(i) {
            self.used[u] |= bit;
        }
    }
}

/// Places naked singles, hidden singles and full houses in `cells`, a puzzle with a
/// solution (so each single is a digit of every solution), until none is left.
pub(crate) fn place_singles(cells: &mut [u8; CELLS]) {
    let mut at = Placed::new(cells);
    loop {
        let mut placed = false;
        for unit in &UNIT_CELLS {
            let (mut once, mut twice) = (0u16, 0u16);
            for &i in unit {
                let f = at.free(usize::from(i));
                twice |= once & f;
                once |= f;
            }
            for &i in unit {
                let i = usize::from(i);
                // A naked single, or a digit that had one place in the unit as the scan
                // began: placements since only took candidates away, so it still has at
                // most that one.
                let f = at.free(i);
                let mut bit = if f & f.wrapping_sub(1) == 0 {
                    f
                } else {
                    f & once & !twice
                };
                bit &= bit.wrapping_neg();
                if bit != 0 {
                    at.place(i, bit);
                    placed = true;
                }
            }
        }
        if !placed {
            *cells = at.cells;
            return;
        }
    }
}

/// Whether the empty cells of `orbit` in `cells` (a puzzle with a solution) are singles,
/// one after another: a quick look that finds most refills, before any solver or scan.
pub(crate) fn orbit_singles(cells: &[u8; CELLS], orbit: &[usize]) -> bool {
    let mut at = Placed::new(cells);
    loop {
        let mut placed = false;
        for &j in orbit {
            let f = at.free(j);
            let mut bit = if f & f.wrapping_sub(1) == 0 { f } else { 0 };
            for u in units_of(j) {
                if bit == 0 {
                    let elsewhere = UNIT_CELLS[u]
                        .iter()
                        .map(|&e| usize::from(e))
                        .filter(|&e| e != j)
                        .fold(0, |acc, e| acc | at.free(e));
                    bit = f & !elsewhere;
                }
            }
            bit &= bit.wrapping_neg();
            if bit != 0 {
                at.place(j, bit);
                placed = true;
            }
        }
        if !placed {
            return orbit.iter().all(|&j| at.cells[j] != 0);
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
        place_singles(&mut cells);
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
        place_singles(&mut cells);
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
    fn orbit_singles_refill_what_singles_force_at_once() {
        let full: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        // Two cells out of a full grid: both naked singles.
        let mut cells = *full.cells();
        cells[0] = 0;
        cells[80] = 0;
        assert!(orbit_singles(&cells, &[0, 80, 0, 0]));
        // AI Escargot's first empty cells are no singles.
        let escargot: Grid =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
                .parse()
                .unwrap();
        assert!(!orbit_singles(escargot.cells(), &[1, 79]));
    }
}
