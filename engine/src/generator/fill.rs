//! Random complete grids, the generator's starting points.

use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF};
use crate::grid::Grid;
use crate::rng::SeededRng;

/// Most backtracking steps when filling one random grid before starting it again.
const FILL_BUDGET: u32 = 10_000;

/// A random complete grid: cells filled in order, each with a random digit allowed by its
/// row, column and box, backtracking on a dead end. `None` if the budget runs out.
/// Not inlined, so its arrays are not on the stack while digging.
#[inline(never)]
pub(crate) fn random_full_grid(rng: &mut SeededRng) -> Option<Grid> {
    let mut cells = [0u8; CELLS];
    let mut untried = [0u16; CELLS]; // digits not yet tried at each cell, as a bitmask
    let mut used = [0u16; 27]; // digits used per row, column, box
    let units = |i: usize| {
        [
            usize::from(ROW_OF[i]),
            9 + usize::from(COL_OF[i]),
            18 + usize::from(BOX_OF[i]),
        ]
    };
    let mut i = 0usize;
    let mut fresh = true; // entering cell `i` for the first time on this path
    let mut budget = FILL_BUDGET;
    while i < CELLS {
        let [r, c, b] = units(i);
        if fresh {
            untried[i] = 0x1ff & !(used[r] | used[c] | used[b]);
        } else {
            // Back at `i` after a dead end: take its digit out again.
            let bit = 1u16 << (cells[i] - 1);
            used[r] &= !bit;
            used[c] &= !bit;
            used[b] &= !bit;
            cells[i] = 0;
        }
        let options = untried[i];
        if options == 0 {
            budget = budget.checked_sub(1)?;
            i = i.checked_sub(1)?;
            fresh = false;
            continue;
        }
        let bit = nth_bit(options, rng.below(options.count_ones()));
        untried[i] &= !bit;
        cells[i] = bit.trailing_zeros() as u8 + 1;
        used[r] |= bit;
        used[c] |= bit;
        used[b] |= bit;
        i += 1;
        fresh = true;
    }
    Grid::from_cells(cells).ok()
}

/// The `n`-th (0-based) set bit of `mask`, as a one-bit mask (0 if there is none).
fn nth_bit(mut mask: u16, n: u32) -> u16 {
    for _ in 0..n {
        mask &= mask.wrapping_sub(1);
    }
    mask & mask.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_grids_are_valid_and_seeded() {
        let mut a = SeededRng::new(1);
        let mut b = SeededRng::new(1);
        let g = random_full_grid(&mut a).unwrap();
        assert!(g.is_solved());
        assert_eq!(Some(g), random_full_grid(&mut b));
        assert_ne!(Some(g), random_full_grid(&mut a));
        assert_eq!(nth_bit(0b1011, 2), 0b1000);
        assert_eq!(nth_bit(0, 0), 0);
    }
}
