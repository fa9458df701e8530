//! Digging: clues removed from a full grid, an orbit of the symmetry at a time, while the
//! puzzle stays acceptable for the level.

use super::symmetry::Symmetry;
use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF};
use crate::grid::Grid;
use crate::level::Level;
use crate::rater::solve_logically;
use crate::rng::SeededRng;
use crate::solver::{SolveError, Solver};

/// The level of a dug puzzle as far as the generator needs it: the logical level when the
/// ladder up to the target solves it; for `Extreme`, `Extreme` when chains do not (forcing
/// nets then finish it).
pub(crate) fn puzzle_level(puzzle: &Grid, target: Level) -> Option<Level> {
    let cap = if target == Level::Extreme {
        Level::Expert
    } else {
        target
    };
    let out = solve_logically(puzzle, cap);
    if out.solved {
        Some(out.level())
    } else if target == Level::Extreme {
        Some(Level::Extreme)
    } else {
        None
    }
}

/// Whether a puzzle has exactly one solution.
pub(crate) fn unique<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
) -> Result<bool, SolveError> {
    Ok(solver.count(puzzle, 2)?.solutions == 1)
}

/// Whether a candidate puzzle is still acceptable while digging for `level`: one solution,
/// and (below extreme) solved by the techniques up to `level`. The solver goes first: most
/// rejected candidates have several solutions, and it says so far faster than a logical
/// walk that gets stuck (for expert, after every chain search). A logical solve of a
/// unique puzzle needs no further check, even with steps that assumed uniqueness.
fn acceptable<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    cells: &mut [u8; CELLS],
    emptied: &[usize],
    full: &Grid,
    level: Level,
) -> Result<bool, SolveError> {
    if !only_full(solver, cells, emptied, full)? {
        return Ok(false);
    }
    let puzzle = Grid::from_cells(*cells).unwrap_or(Grid::EMPTY);
    Ok(level == Level::Extreme || solve_logically(&puzzle, level).solved)
}

/// Whether `full` is the only solution of `cells`, the dig's puzzle (whose only solution it
/// is) with the `emptied` cells empty: whether no solution has another digit there. Each
/// other digit an emptied cell can take is asked about alone, a search that stops at its
/// first solution and, with a wrong digit, usually dies at once; an unique puzzle's count to
/// two has to walk the whole tree. Once a cell's other digits have no solution, its own
/// stays in for the next cell's questions. `cells` is as it came on return.
fn only_full<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    cells: &mut [u8; CELLS],
    emptied: &[usize],
    full: &Grid,
) -> Result<bool, SolveError> {
    let answer = full.cells();
    let mut only = true;
    'cells: for &i in emptied {
        if cells[i] != 0 {
            continue;
        }
        let [r, c, b] = [ROW_OF[i], COL_OF[i], BOX_OF[i]];
        let mut seen = 0u16;
        for (j, &v) in cells.iter().enumerate() {
            if v != 0 && (ROW_OF[j] == r || COL_OF[j] == c || BOX_OF[j] == b) {
                seen |= 1 << (v - 1);
            }
        }
        let mut open = 0x1ff & !seen & !(1 << (answer[i] - 1));
        while open != 0 {
            cells[i] = open.trailing_zeros() as u8 + 1;
            open &= open - 1;
            let grid = Grid::from_cells(*cells).unwrap_or(Grid::EMPTY);
            if solver.count(&grid, 1)?.solutions != 0 {
                only = false;
                break 'cells;
            }
        }
        cells[i] = answer[i];
    }
    for &i in emptied {
        cells[i] = 0;
    }
    Ok(only)
}

/// Removes clues from `full` in a random order, the whole orbit of a cell under `symmetry`
/// at a time, while the puzzle stays acceptable for `level`. The order is drawn the same
/// way for every symmetry, so [`Symmetry::None`] digs as the generator always has.
pub(crate) fn dig<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    full: &Grid,
    level: Level,
    symmetry: Symmetry,
    rng: &mut SeededRng,
) -> Result<Grid, SolveError> {
    let mut order = [0u8; CELLS];
    for (i, o) in order.iter_mut().enumerate() {
        *o = i as u8;
    }
    rng.shuffle(&mut order);
    let mut cells = *full.cells();
    for &i in &order {
        let i = usize::from(i);
        if cells[i] == 0 {
            continue;
        }
        let orbit = symmetry.orbit(i);
        let mut kept = [0u8; 4];
        for (k, &j) in orbit.cells().iter().enumerate() {
            kept[k] = cells[j];
            cells[j] = 0;
        }
        if !acceptable(solver, &mut cells, orbit.cells(), full, level)? {
            // Backwards: a cell the orbit lists twice gets the digit its first listing kept.
            for (k, &j) in orbit.cells().iter().enumerate().rev() {
                cells[j] = kept[k];
            }
        }
    }
    Ok(Grid::from_cells(cells).unwrap_or(Grid::EMPTY))
}
