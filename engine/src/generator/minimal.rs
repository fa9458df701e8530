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

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(line: &str) -> Grid {
        Grid::parse_line(line.as_bytes()).unwrap()
    }

    #[test]
    fn known_answers() {
        // 17 clues (tdoku's 17-clue list): no puzzle with 16 has one solution (McGuire et
        // al., 2012), so every clue is needed.
        let seventeen =
            "................12..3..4..5......6....7.8.3...9..2.........34...8.......12...6...";
        assert!(is_minimal(&grid(seventeen)).unwrap());
        // A full grid (Wikipedia's example's solution), and the same with one cell empty:
        // with two cells empty, a row or a column still fixes each.
        let mut full = *grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .cells();
        assert!(!is_minimal(&Grid::from_cells(full).unwrap()).unwrap());
        full[40] = 0;
        assert!(!is_minimal(&Grid::from_cells(full).unwrap()).unwrap());
        // Not one solution: never minimal.
        assert!(!is_minimal(&Grid::EMPTY).unwrap());
        let mut one_clue_short = *grid(seventeen).cells();
        one_clue_short[80 - 3] = 0; // the last clue, the 6 at r9c6
        assert!(!is_minimal(&Grid::from_cells(one_clue_short).unwrap()).unwrap());
    }
}
