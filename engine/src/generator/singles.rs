//! Singles alone: whether they solve a dug puzzle (then its walk needs nothing else).

use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF, UNIT_CELLS, UNITS};

/// The row, column and box of cell `i`, as unit numbers.
fn units(i: usize) -> [usize; 3] {
    [
        usize::from(ROW_OF[i]),
        9 + usize::from(COL_OF[i]),
        18 + usize::from(BOX_OF[i]),
    ]
}

/// Whether naked singles, hidden singles and full houses alone fill `cells`, a puzzle with
/// a solution (so each single is a digit of every solution).
pub(crate) fn singles_solve(cells: &[u8; CELLS]) -> bool {
    let mut cells = *cells;
    // The digits each unit has: with singles only, a cell's candidates are the others.
    let mut used = [0u16; UNITS];
    for (i, &v) in cells.iter().enumerate() {
        for u in units(i) {
            used[u] |= (1 << v) >> 1;
        }
    }
    let free = |cells: &[u8; CELLS], used: &[u16; UNITS], i: usize| {
        let [r, c, b] = units(i);
        if cells[i] == 0 {
            0x1ff & !(used[r] | used[c] | used[b])
        } else {
            0
        }
    };
    loop {
        if !cells.contains(&0) {
            return true;
        }
        let mut placed = false;
        for unit in &UNIT_CELLS {
            let (mut once, mut twice) = (0u16, 0u16);
            for &i in unit {
                let f = free(&cells, &used, usize::from(i));
                twice |= once & f;
                once |= f;
            }
            for &i in unit {
                let i = usize::from(i);
                // A naked single, or a digit that had one place in the unit as the scan
                // began: placements since only took candidates away, so it still has at
                // most that one.
                let f = free(&cells, &used, i);
                let mut bit = if f & f.wrapping_sub(1) == 0 {
                    f
                } else {
                    f & once & !twice
                };
                bit &= bit.wrapping_neg();
                if bit != 0 {
                    cells[i] = bit.trailing_zeros() as u8 + 1;
                    for u in units(i) {
                        used[u] |= bit;
                    }
                    placed = true;
                }
            }
        }
        if !placed {
            return false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn singles_solve_easy_puzzles_only() {
        let easy: Grid =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        assert!(singles_solve(easy.cells()));
        // AI Escargot needs far more than singles.
        let escargot: Grid =
            "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3.."
                .parse()
                .unwrap();
        assert!(!singles_solve(escargot.cells()));
    }
}
