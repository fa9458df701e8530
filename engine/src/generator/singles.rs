//! Singles alone on a dug puzzle: where they lead is where its walk takes its first other
//! step.

use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF, UNIT_CELLS, UNITS};

/// The row, column and box of cell `i`, as unit numbers.
fn units(i: usize) -> [usize; 3] {
    [
        usize::from(ROW_OF[i]),
        9 + usize::from(COL_OF[i]),
        18 + usize::from(BOX_OF[i]),
    ]
}

/// Places naked singles, hidden singles and full houses in `cells`, a puzzle with a
/// solution (so each single is a digit of every solution), until none is left.
pub(crate) fn place_singles(cells: &mut [u8; CELLS]) {
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
        let mut placed = false;
        for unit in &UNIT_CELLS {
            let (mut once, mut twice) = (0u16, 0u16);
            for &i in unit {
                let f = free(cells, &used, usize::from(i));
                twice |= once & f;
                once |= f;
            }
            for &i in unit {
                let i = usize::from(i);
                // A naked single, or a digit that had one place in the unit as the scan
                // began: placements since only took candidates away, so it still has at
                // most that one.
                let f = free(cells, &used, i);
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
            return;
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
}
