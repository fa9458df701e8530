//! Digging: clues removed from a full grid, an orbit of the symmetry at a time, while the
//! puzzle stays acceptable for the level.

#[cfg(feature = "chains")]
use super::singles::place_singles;
use super::symmetry::Orbit;
use super::symmetry::Symmetry;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::level::Level;
use crate::rater::Outcome;
#[cfg(feature = "chains")]
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

/// The walk of `trial` up to `level`, or `None` when singles alone put the cells of `orbit`
/// (just dug out) back. The trial then reaches the singles fixpoint of the puzzle it came
/// from; a walk's next step depends only on the position, so its walk goes on from there
/// as that puzzle's did: solved, at the same level (singles are easy). With chains (room
/// to spare) the singles are placed on their own, several times faster; without, the walk
/// itself stops there.
fn walk_unless_refilled(trial: &Grid, orbit: &Orbit, level: Level) -> Option<Outcome> {
    #[cfg(feature = "chains")]
    {
        let filled = after_singles(trial);
        if orbit.cells().iter().all(|&j| filled[j] != 0) {
            return None;
        }
        Some(walk_from(&filled, trial, level))
    }
    #[cfg(not(feature = "chains"))]
    crate::rater::solve_logically_unless_refilled(trial, level, orbit.cells())
}

/// `puzzle` with its singles placed, by a unit scan far faster than the walk's rounds.
#[cfg(feature = "chains")]
fn after_singles(puzzle: &Grid) -> [u8; CELLS] {
    let mut cells = *puzzle.cells();
    place_singles(&mut cells);
    cells
}

/// The walk of `puzzle` up to `level`, started from `filled`, the position its singles
/// lead to: the walk takes singles before anything else, so it would reach that position
/// by itself first.
#[cfg(feature = "chains")]
fn walk_from(filled: &[u8; CELLS], puzzle: &Grid, level: Level) -> Outcome {
    solve_logically(&Grid::from_cells(*filled).unwrap_or(*puzzle), level)
}

/// The level of a puzzle dug for extreme: easy when singles solve it, else its walk's level
/// up to expert, or `Extreme` when that walk gets stuck (forcing nets then finish it).
#[cfg(feature = "chains")]
fn extreme_level(puzzle: &Grid) -> Level {
    let filled = after_singles(puzzle);
    if !filled.contains(&0) {
        return Level::Easy;
    }
    let out = walk_from(&filled, puzzle, Level::Expert);
    if out.solved {
        out.level()
    } else {
        Level::Extreme
    }
}

/// Removes clues from `full` in a random order, the whole orbit of a cell under `symmetry`
/// at a time, while the puzzle stays acceptable for `level`: one solution, and (below
/// extreme) solved by the techniques up to `level`. Returns the puzzle and its level as far
/// as the generator needs it: below extreme, the level of its walk up to `level`; for
/// `Extreme`, `Extreme` when chains do not solve it (forcing nets then finish it). The
/// order is drawn the same way for every symmetry, so [`Symmetry::None`] digs as the
/// generator always has.
pub(crate) fn dig<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    full: &Grid,
    level: Level,
    symmetry: Symmetry,
    rng: &mut SeededRng,
) -> Result<(Grid, Level), SolveError> {
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
        // so far faster than a walk that gets stuck. A logical solve of a unique puzzle
        // needs no further check, even with steps that assumed uniqueness.
        // Most refills (see `walk_unless_refilled`) are singles at once: with chains, a look
        // at the orbit alone accepts them before the solver. Extreme digs do not walk, and
        // the solver is as quick there.
        #[cfg(feature = "chains")]
        if level != Level::Extreme && super::singles::orbit_singles(&cells, orbit.cells()) {
            continue;
        }
        let mut accepted = unique(solver, &trial)?;
        if accepted && level != Level::Extreme {
            if let Some(out) = walk_unless_refilled(&trial, &orbit, level) {
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
    // Extreme digs do not walk; without chains there are no extreme digs.
    #[cfg(feature = "chains")]
    if level == Level::Extreme {
        return Ok((puzzle, extreme_level(&puzzle)));
    }
    Ok((puzzle, walked))
}
