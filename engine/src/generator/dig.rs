//! Digging: clues removed from a full grid, an orbit of the symmetry at a time, while the
//! puzzle stays acceptable for the level.

use super::singles::singles_fill;
use super::symmetry::Symmetry;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::level::Level;
use crate::rater::solve_logically;
use crate::rng::SeededRng;
use crate::solver::{SolveError, Solver};

/// Whether a puzzle has exactly one solution.
pub(crate) fn unique<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
) -> Result<bool, SolveError> {
    Ok(solver.count(puzzle, 2)?.solutions == 1)
}

/// Removes clues from `full` in a random order, the whole orbit of a cell under `symmetry`
/// at a time, while the puzzle stays acceptable for `level`: one solution, and (below
/// extreme) solved by the techniques up to `level`. Returns the puzzle and its level as far
/// as the generator needs it: the level of its walk up to the target; for `Extreme`,
/// `Extreme` when chains do not solve it (forcing nets then finish it), `None` below
/// extreme when the walk does not. The order is drawn the same way for every symmetry, so
/// [`Symmetry::None`] digs as the generator always has.
pub(crate) fn dig<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    full: &Grid,
    level: Level,
    symmetry: Symmetry,
    rng: &mut SeededRng,
) -> Result<(Grid, Option<Level>), SolveError> {
    let mut order = [0u8; CELLS];
    for (i, o) in order.iter_mut().enumerate() {
        *o = i as u8;
    }
    rng.shuffle(&mut order);
    let mut cells = *full.cells();
    // The level of the walk of the puzzle dug so far (a full grid needs no technique).
    let mut walked = Level::Easy;
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
        // The solver goes first: most rejected trials have several solutions, and it says
        // so far faster than a walk that gets stuck.
        let mut accepted = unique(solver, &trial)?;
        if accepted && level != Level::Extreme {
            // When singles put the orbit back, the trial reaches the singles fixpoint of
            // the puzzle it came from, and a walk's next step depends only on the position:
            // its walk goes on from there as that puzzle's did, solved at the same level
            // (singles are easy). Otherwise it is walked. A logical solve of a unique
            // puzzle needs no further check, even with steps that assumed uniqueness.
            let mut filled = cells;
            if !singles_fill(&mut filled, orbit.cells()) {
                let out = solve_logically(&trial, level);
                accepted = out.solved;
                if accepted {
                    walked = out.level();
                }
            }
        }
        if !accepted {
            // Backwards: a cell the orbit lists twice gets the digit its first listing kept.
            for (k, &j) in orbit.cells().iter().enumerate().rev() {
                cells[j] = kept[k];
            }
        }
    }
    let puzzle = Grid::from_cells(cells).unwrap_or(Grid::EMPTY);
    if level != Level::Extreme {
        return Ok((puzzle, Some(walked)));
    }
    let solved = solve_logically(&puzzle, Level::Expert);
    Ok((
        puzzle,
        Some(if solved.solved {
            solved.level()
        } else {
            Level::Extreme
        }),
    ))
}
