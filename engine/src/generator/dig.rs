//! Digging: clues removed from a full grid, an orbit of the symmetry at a time, while the
//! puzzle stays acceptable for the level.

use super::symmetry::Symmetry;
use crate::geometry::CELLS;
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
    puzzle: &Grid,
    level: Level,
) -> Result<bool, SolveError> {
    if !unique(solver, puzzle)? {
        return Ok(false);
    }
    Ok(level == Level::Extreme || solve_logically(puzzle, level).solved)
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
        let trial = Grid::from_cells(cells).unwrap_or(Grid::EMPTY);
        if !acceptable(solver, &trial, level)? {
            // Backwards: a cell the orbit lists twice gets the digit its first listing kept.
            for (k, &j) in orbit.cells().iter().enumerate().rev() {
                cells[j] = kept[k];
            }
        }
    }
    Ok(Grid::from_cells(cells).unwrap_or(Grid::EMPTY))
}
