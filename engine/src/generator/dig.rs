//! Digging: clues removed from a full grid, an orbit of the symmetry at a time, while the
//! puzzle stays acceptable for the level.

use super::singles::Placed;
#[cfg(feature = "chains")]
use super::singles::singles_fixpoint;
use super::symmetry::Symmetry;
#[cfg(feature = "chains")]
use super::unavoidable::{Unavoidable, clues};
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::level::Level;
use crate::rater::{Outcome, solve_logically};
use crate::rng::SeededRng;
use crate::solver::{SolveError, Solver};

/// Whether a puzzle has exactly one solution.
pub(crate) fn unique<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
) -> Result<bool, SolveError> {
    Ok(solver.count(puzzle, 2)?.solutions == 1)
}

/// The walk of `puzzle` up to `level`, started from `filled`, the position its singles
/// lead to: the walk takes singles before anything else, so it would reach that position
/// by itself first.
fn walk_from(filled: &[u8; CELLS], puzzle: &Grid, level: Level) -> Outcome {
    solve_logically(&Grid::from_cells(*filled).unwrap_or(*puzzle), level)
}

/// The level of a puzzle dug for extreme: easy when singles solve it, else its walk's level
/// up to expert, or `Extreme` when that walk gets stuck (forcing nets then finish it).
#[cfg(feature = "chains")]
fn extreme_level(puzzle: &Grid) -> Level {
    let filled = singles_fixpoint(puzzle.cells());
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
    // The puzzle dug so far, with each unit's digits kept as clues go and come back.
    let mut at = Placed::new(full.cells());
    // Without chains (the M0 images) neither the room for the sets nor a gain: the small
    // solver finds those second solutions about as fast as the sets are checked.
    #[cfg(feature = "chains")]
    let unavoidable = Unavoidable::of(full.cells());
    // The clues as a mask, for the sets: kept as the cells change, not read off all 81 of
    // them for every trial.
    #[cfg(feature = "chains")]
    let mut clue_mask = clues(full.cells());
    // The level of the walk of the puzzle dug so far (a full grid needs no technique).
    let mut walked = Level::Easy;
    // Cells of orbits whose trial had several solutions: with fewer clues later, it would
    // have them again, so the orbit's other cells need not try it.
    let mut settled = [false; CELLS];
    for &i in &order {
        let i = usize::from(i);
        if at.cells()[i] == 0 || settled[i] {
            continue;
        }
        let orbit = symmetry.orbit(i);
        let mut kept = [0u8; 4];
        for (k, &j) in orbit.cells().iter().enumerate() {
            kept[k] = at.swap(j, 0);
            #[cfg(feature = "chains")]
            {
                clue_mask &= !(1 << j);
            }
        }
        // A trial whose singles put the orbit back has the solutions of the puzzle it was
        // dug from (one), and reaches that puzzle's singles fixpoint; a walk's next step
        // depends only on the position, so its walk goes on from there as that puzzle's
        // did: solved, at the same level (singles are easy). Most trials are such refills,
        // most of them seen at the orbit's cells alone, before the solver (extreme digs,
        // which do not walk, are spared it too); below extreme the singles of every unit
        // find the rest after it, before a walk.
        if at.refills(orbit.cells(), &kept) {
            continue;
        }
        let trial = Grid::from_cells(*at.cells()).unwrap_or(Grid::EMPTY);
        // The solver goes first: most rejected trials have several solutions, and it says
        // so far faster than a walk that gets stuck (an emptied unavoidable set, faster
        // still). A logical solve of a unique puzzle needs no further check, even with steps
        // that assumed uniqueness.
        #[cfg(feature = "chains")]
        let emptied = {
            debug_assert_eq!(
                clue_mask,
                clues(at.cells()),
                "the clue mask follows the cells"
            );
            unavoidable.one_emptied(clue_mask)
        };
        #[cfg(not(feature = "chains"))]
        let emptied = false;
        let mut accepted = !emptied && unique(solver, &trial)?;
        if !accepted {
            for &j in orbit.cells() {
                settled[j] = true;
            }
        } else if level != Level::Extreme {
            // On a copy: a trial kept keeps its empty cells.
            let mut filled = at.clone();
            if filled.place(orbit.cells(), true) {
                continue;
            }
            let out = walk_from(filled.cells(), &trial, level);
            accepted = out.solved;
            if accepted {
                walked = out.level();
            }
        }
        if !accepted {
            // Backwards: a cell the orbit lists twice gets the digit its first listing kept.
            for (k, &j) in orbit.cells().iter().enumerate().rev() {
                at.swap(j, kept[k]);
            }
            #[cfg(feature = "chains")]
            for &j in orbit.cells() {
                clue_mask |= u128::from(at.cells()[j] != 0) << j;
            }
        }
    }
    let puzzle = Grid::from_cells(*at.cells()).unwrap_or(Grid::EMPTY);
    // Extreme digs do not walk; without chains there are no extreme digs.
    #[cfg(feature = "chains")]
    if level == Level::Extreme {
        return Ok((puzzle, extreme_level(&puzzle)));
    }
    Ok((puzzle, walked))
}
