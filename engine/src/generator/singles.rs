//! Singles alone on a dug puzzle: where they lead is where its walk takes its first other
//! step.

use crate::geometry::{CELLS, UNIT_CELLS, UNITS, unit_set_of, units_of};

/// A position where only singles have been placed, or the dig's puzzle as it loses clues:
/// the digits, and those each unit has (a cell's candidates are the digits none of its units
/// has). `used` has a slot for every index below 32 so that a masked index needs no bounds
/// check: the Cortex-M0 image has little room for the panics.
#[derive(Clone)]
pub(crate) struct Placed {
    cells: [u8; CELLS],
    used: [u16; 32],
}

impl Placed {
    /// The position of `cells`, digits of a full grid or of a puzzle dug from one (no unit
    /// holds a digit twice).
    pub(crate) fn new(cells: &[u8; CELLS]) -> Placed {
        let mut at = Placed {
            cells: *cells,
            used: [0; 32],
        };
        for (i, &v) in cells.iter().enumerate() {
            at.mark(i, (1 << v) >> 1);
        }
        at
    }

    /// The digits, 0 for an empty cell.
    pub(crate) fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// Puts digit `v` (0: none) in cell `i` in place of the one it had, which it returns:
    /// emptying a cell takes its digit out of its units' digits, filling an empty one adds
    /// it (no unit holds a digit twice).
    pub(crate) fn swap(&mut self, i: usize, v: u8) -> u8 {
        let Some(cell) = self.cells.get_mut(i) else {
            return 0;
        };
        let old = core::mem::replace(cell, v);
        let change = ((1u16 << old) ^ (1 << v)) >> 1;
        for u in units_of(i) {
            self.used[u & 31] ^= change;
        }
        old
    }

    /// Whether naked singles, and hidden singles in their own units, put back `digits` in
    /// the empty cells of `orbit` one by one (a cell's single may be the next one's missing
    /// digit): a quick look at those cells alone that finds most refills of a dig's trial
    /// for far less than a solver call or a scan of their units. An orbit may list a cell
    /// more than once, with digit 0 after the first.
    pub(crate) fn refills(&self, orbit: &[usize], digits: &[u8; 4]) -> bool {
        let mut used = self.used;
        // Orbit positions (bits) still to put back.
        let mut left = 0u8;
        for (n, &v) in digits.iter().enumerate() {
            left |= u8::from(v != 0) << n;
        }
        loop {
            let before = left;
            for (n, (&j, &v)) in orbit.iter().zip(digits).enumerate() {
                let bit = (1u16 << v) >> 1;
                if left >> n & 1 != 0 && self.single(&used, j, bit) {
                    for u in units_of(j) {
                        used[u & 31] |= bit;
                    }
                    left &= !(1 << n);
                }
            }
            if left == 0 || left == before {
                return left == 0;
            }
        }
    }

    /// Whether digit `bit` is a naked single of the empty cell `j` by `used`, or has no
    /// other place in one of its units. Other cells of the orbit put back count as empty:
    /// at worst a single is missed.
    fn single(&self, used: &[u16; 32], j: usize, bit: u16) -> bool {
        if candidates(used, j) == bit {
            return true;
        }
        'units: for u in units_of(j) {
            let Some(unit) = UNIT_CELLS.get(u) else {
                break;
            };
            for &k in unit {
                let k = usize::from(k);
                if k != j && self.cells.get(k) == Some(&0) && candidates(used, k) & bit != 0 {
                    continue 'units;
                }
            }
            return true;
        }
        false
    }

    /// Places naked singles, hidden singles and full houses in a puzzle with a solution (so
    /// each single is a digit of every solution), until none is left or, when `orbit` lists
    /// cells, until those are all filled; returns whether they are. With `everywhere` the
    /// singles of every unit, else only those of the units of `orbit`'s cells (a quick look
    /// that finds most refills).
    pub(crate) fn place(&mut self, orbit: &[usize], everywhere: bool) -> bool {
        let mut units = (1 << UNITS) - 1;
        if !everywhere {
            units = orbit.iter().fold(0, |set, &j| set | unit_set_of(j));
        }
        loop {
            let placed = self.scan(units);
            let refilled = orbit.iter().all(|&j| self.cells.get(j) != Some(&0));
            if !placed || (refilled && !orbit.is_empty()) {
                return refilled;
            }
        }
    }

    /// Adds the digits of `bits` to the units of cell `i`.
    fn mark(&mut self, i: usize, bits: u16) {
        for u in units_of(i) {
            self.used[u & 31] |= bits;
        }
    }

    /// The candidates of cell `i` (none when it is filled).
    fn free(&self, i: usize) -> u16 {
        if self.cells.get(i) == Some(&0) {
            candidates(&self.used, i)
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

/// Where naked and hidden singles lead from `cells`, a puzzle with a solution: what
/// [`Placed::place`] everywhere reaches (singles are forced, so the order does not matter),
/// found from each cell's candidates, a placement taking its digit from its peers at once
/// and queueing those left with one. For the extreme dig's one look at its puzzle, which
/// singles solve in most attempts; the scan of every unit per round costs several times
/// more there.
#[cfg(feature = "chains")]
pub(crate) fn singles_fixpoint(cells: &[u8; CELLS]) -> [u8; CELLS] {
    use crate::geometry::peers_of;
    let at = Placed::new(cells);
    let mut out = *cells;
    let mut masks = [0u16; CELLS];
    // Cells left with one candidate, to place (each enters once: masks only shrink).
    let mut queue = [0u8; CELLS];
    let mut len = 0;
    for (i, m) in masks.iter_mut().enumerate() {
        if out[i] == 0 {
            *m = candidates(&at.used, i);
            if one_bit(*m) {
                queue[len] = i as u8;
                len += 1;
            }
        }
    }
    loop {
        while len > 0 {
            len -= 1;
            let i = usize::from(queue[len]);
            let bit = masks[i];
            if out[i] != 0 || bit == 0 {
                continue;
            }
            out[i] = bit.trailing_zeros() as u8 + 1;
            masks[i] = 0;
            for p in peers_of(i) {
                let m = &mut masks[p];
                if *m & bit != 0 {
                    *m &= !bit;
                    if one_bit(*m) && len < CELLS {
                        queue[len] = p as u8;
                        len += 1;
                    }
                }
            }
        }
        // Hidden singles: a digit with one place in a unit.
        for unit in &UNIT_CELLS {
            let (mut once, mut twice) = (0u16, 0u16);
            for &k in unit {
                let m = masks[usize::from(k)];
                twice |= once & m;
                once |= m;
            }
            let hidden = once & !twice;
            if hidden == 0 {
                continue;
            }
            for &k in unit {
                let m = &mut masks[usize::from(k)];
                let only = *m & hidden;
                if only != 0 && len < CELLS {
                    *m = only & only.wrapping_neg();
                    queue[len] = k;
                    len += 1;
                }
            }
        }
        if len == 0 {
            return out;
        }
    }
}

/// Whether a candidate mask holds exactly one digit (without a popcount, which the
/// Cortex-M cores lack).
#[cfg(feature = "chains")]
fn one_bit(mask: u16) -> bool {
    mask != 0 && mask & (mask - 1) == 0
}

/// The digits none of cell `i`'s units has by `used`.
fn candidates(used: &[u16; 32], i: usize) -> u16 {
    let [r, c, b] = units_of(i);
    0x1ff & !(used[r & 31] | used[c & 31] | used[b & 31])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::rng::SeededRng;
    use crate::solver::{Solution, solve};

    const FULL: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// `cells` with singles placed everywhere.
    fn singles(cells: &[u8; CELLS]) -> [u8; CELLS] {
        let mut at = Placed::new(cells);
        at.place(&[], true);
        at.cells
    }

    #[test]
    fn singles_solve_easy_puzzles_only_and_keep_to_forced_digits() {
        let easy: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let cells = singles(easy.cells());
        assert!(Grid::from_cells(cells).unwrap().solves(&easy));
        // AI Escargot needs far more than singles: what they place is the solution's.
        let escargot: Grid =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
                .parse()
                .unwrap();
        let Ok(Solution::Unique(solution)) = solve(&escargot) else {
            panic!("AI Escargot has one solution")
        };
        let cells = singles(escargot.cells());
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
        let full: Grid = FULL.parse().unwrap();
        // Two cells out of a full grid: both naked singles.
        let mut cells = *full.cells();
        cells[0] = 0;
        cells[80] = 0;
        assert!(Placed::new(&cells).place(&[0, 80, 0, 0], false));
        // AI Escargot's first empty cells are no singles.
        let escargot: Grid =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
                .parse()
                .unwrap();
        assert!(!Placed::new(escargot.cells()).place(&[1, 79], false));
    }

    #[test]
    #[cfg(feature = "chains")]
    fn the_fixpoint_is_where_the_unit_scans_lead() {
        let full: Grid = FULL.parse().unwrap();
        let mut rng = SeededRng::new(5);
        let mut solved = 0;
        for round in 0..200 {
            // Grids with more and more cells emptied at random: solved by singles, then
            // stuck part way.
            let mut at = Placed::new(full.cells());
            for _ in 0..20 + round / 4 {
                at.swap(rng.below(81) as usize, 0);
            }
            let fixpoint = singles_fixpoint(&at.cells);
            at.place(&[], true);
            assert_eq!(fixpoint, at.cells, "round {round}");
            solved += usize::from(!fixpoint.contains(&0));
        }
        assert!(solved > 0 && solved < 200, "{solved}");
    }

    #[test]
    fn taking_and_putting_back_keeps_each_units_digits() {
        let full: Grid = FULL.parse().unwrap();
        let mut rng = SeededRng::new(7);
        let mut at = Placed::new(full.cells());
        for _ in 0..400 {
            let i = rng.below(81) as usize;
            if rng.below(3) == 0 {
                at.swap(i, full.cells()[i]);
            } else {
                at.swap(i, 0);
            }
            let fresh = Placed::new(&at.cells);
            assert_eq!(at.used, fresh.used);
        }
    }

    #[test]
    fn a_hidden_single_refills_where_no_naked_single_does() {
        // Random trials of one cell out of a grid missing 30 more: some refill only by a
        // hidden single, and every quick refill is one the scan of the units finds too.
        let full: Grid = FULL.parse().unwrap();
        let at = Placed::new(full.cells());
        let mut found = false;
        let mut rng = SeededRng::new(11);
        for _ in 0..2000 {
            let mut trial = at.clone();
            for _ in 0..30 {
                trial.swap(rng.below(81) as usize, 0);
            }
            let j = rng.below(81) as usize;
            let v = trial.swap(j, 0);
            if v == 0 {
                continue;
            }
            let naked = {
                let [r, c, b] = units_of(j);
                0x1ff & !(trial.used[r] | trial.used[c] | trial.used[b])
            } == (1 << v) >> 1;
            let quick = trial.refills(&[j], &[v, 0, 0, 0]);
            let scanned = trial.clone().place(&[j], false);
            // The quick look finds nothing the scan of the units does not.
            assert!(!quick || scanned, "{j} {v}");
            found |= quick && !naked;
        }
        assert!(found, "some refill needed a hidden single");
    }

    #[test]
    fn refills_are_the_digits_taken_and_the_trial_stays_unique() {
        let full: Grid = FULL.parse().unwrap();
        let mut rng = SeededRng::new(3);
        let (mut quick, mut trials) = (0, 0);
        for _ in 0..300 {
            let mut at = Placed::new(full.cells());
            for _ in 0..rng.below(50) {
                at.swap(rng.below(81) as usize, 0);
            }
            // Two clues, or one listed twice (as an orbit lists the centre).
            let orbit = [rng.below(81) as usize, rng.below(81) as usize];
            let kept = [at.swap(orbit[0], 0), at.swap(orbit[1], 0)];
            if kept[0] == 0 || (kept[1] == 0) != (orbit[0] == orbit[1]) {
                continue;
            }
            trials += 1;
            if at.refills(&orbit, &[kept[0], kept[1], 0, 0]) {
                quick += 1;
                let mut scanned = at.clone();
                assert!(scanned.place(&orbit, true));
                for (&j, &v) in orbit.iter().zip(&kept).filter(|(_, v)| **v != 0) {
                    assert_eq!(scanned.cells[j], v);
                }
            }
        }
        assert!(quick > 0 && quick < trials, "{quick} of {trials}");
    }
}
