//! Minimal puzzles: no given can be removed keeping exactly one solution.

use super::dig::unique;
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::solver::{DEFAULT_DEPTH, SolveError, Solver};

/// Whether `puzzle` is minimal: it has exactly one solution, and removing any one of its
/// givens gives a puzzle with several. A puzzle without exactly one solution is not minimal.
/// Uses a [`DEFAULT_DEPTH`] solver on the stack; see [`is_minimal_using`].
///
/// ```
/// use sudoku_engine::{Grid, Level, Request, Symmetry, generate_request, is_minimal};
/// assert!(!is_minimal(&Grid::EMPTY).unwrap());
/// let request = Request::level(Level::Easy).with_symmetry(Symmetry::None).with_minimal(true);
/// assert!(is_minimal(&generate_request(&request, 1).unwrap().puzzle).unwrap());
/// ```
pub fn is_minimal(puzzle: &Grid) -> Result<bool, SolveError> {
    is_minimal_using(&mut Solver::<DEFAULT_DEPTH>::new(), puzzle)
}

/// [`is_minimal`] with the caller's solver.
pub fn is_minimal_using<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
) -> Result<bool, SolveError> {
    if !unique(solver, puzzle)? {
        return Ok(false);
    }
    let mut cells = *puzzle.cells();
    for i in 0..CELLS {
        let given = cells[i];
        if given == 0 {
            continue;
        }
        cells[i] = 0;
        let fewer = Grid::from_cells(cells).unwrap_or(Grid::EMPTY);
        if unique(solver, &fewer)? {
            return Ok(false);
        }
        cells[i] = given;
    }
    Ok(true)
}
