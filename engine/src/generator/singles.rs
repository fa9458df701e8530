//! Singles on a puzzle being dug: whether they put the clues just removed back.

use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF, UNIT_CELLS, UNITS};

/// The row, column and box of cell `i`, as unit numbers.
fn units(i: usize) -> [usize; 3] {
    [
        usize::from(ROW_OF[i]),
        9 + usize::from(COL_OF[i]),
        18 + usize::from(BOX_OF[i]),
    ]
}

/// Places naked singles, hidden singles and full houses in `cells` (a puzzle with a
/// solution, so every single is a digit of it) until the cells of `goal` are all filled
/// (`true`) or no single is left (`false`).
pub(crate) fn singles_fill(cells: &mut [u8; CELLS], goal: &[usize]) -> bool {
    // With singles only, a cell's candidates are the digits none of its units has.
    let mut used = [0u16; UNITS];
    for (i, &v) in cells.iter().enumerate() {
        if v != 0 {
            for u in units(i) {
                used[u] |= 1 << (v - 1);
            }
        }
    }
    loop {
        if goal.iter().all(|&j| cells[j] != 0) {
            return true;
        }
        // Candidates as the pass starts: placements during the pass only shrink them, so a
        // digit in one cell of a unit here is in at most that one now, and still a hidden
        // single if that cell can still take it.
        let mut free = [0u16; CELLS];
        let mut placed = false;
        for (i, f) in free.iter_mut().enumerate() {
            if cells[i] != 0 {
                continue;
            }
            let [r, c, b] = units(i);
            *f = 0x1ff & !(used[r] | used[c] | used[b]);
            if *f != 0 && *f & (*f - 1) == 0 {
                placed |= place(cells, &mut used, i, *f);
            }
        }
        for unit in &UNIT_CELLS {
            let (mut once, mut twice) = (0u16, 0u16);
            for &i in unit {
                let f = free[usize::from(i)];
                twice |= once & f;
                once |= f;
            }
            let mut hidden = once & !twice;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= !bit;
                if let Some(&i) = unit.iter().find(|&&i| free[usize::from(i)] & bit != 0) {
                    placed |= place(cells, &mut used, usize::from(i), bit);
                }
            }
        }
        if !placed {
            return false;
        }
    }
}

/// Puts digit `bit` (as a one-bit mask) in cell `i` if the cell is empty and none of its
/// units has the digit; returns whether it did.
fn place(cells: &mut [u8; CELLS], used: &mut [u16; UNITS], i: usize, bit: u16) -> bool {
    let [r, c, b] = units(i);
    if cells[i] != 0 || (used[r] | used[c] | used[b]) & bit != 0 {
        return false;
    }
    cells[i] = bit.trailing_zeros() as u8 + 1;
    used[r] |= bit;
    used[c] |= bit;
    used[b] |= bit;
    true
}
