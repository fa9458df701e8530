//! Counting and solving.

use sudoku_engine::Solution;
use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};

use crate::boundary::{GridOut, Out, guard, read_grid};
use crate::codes::{self, SUDOKU_ERR_MULTIPLE, SUDOKU_ERR_NO_SOLUTION, SUDOKU_ERR_SIZE};

/// Counts solutions up to `limit` (at least 1) and writes the first one found.
///
/// # Safety
/// `puzzle` is null or points to 81 readable bytes, `count` is null or valid for writing a
/// `uint32_t`, `solution` is null or points to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_count(
    puzzle: *const u8,
    limit: u32,
    count: *mut u32,
    solution: *mut u8,
) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let count = unsafe { Out::new(count) }?;
        // SAFETY: the caller's contract.
        let solution = unsafe { GridOut::optional(solution) };
        // SAFETY: the caller's contract.
        let grid = unsafe { read_grid(puzzle) }?;
        if limit == 0 {
            return Err(SUDOKU_ERR_SIZE);
        }
        let search = Solver::<DEFAULT_DEPTH>::new()
            .search(&grid, limit)
            .map_err(codes::solve_error)?;
        count.write(search.solutions);
        if let (Some(out), Some(first)) = (solution, search.first) {
            out.write(&first);
        }
        Ok(())
    })
}

/// Solves a puzzle that should have exactly one solution.
///
/// # Safety
/// `puzzle` is null or points to 81 readable bytes, `solution` is null or points to 81
/// writable bytes (it may be the same buffer as `puzzle`).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_solve(puzzle: *const u8, solution: *mut u8) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { GridOut::new(solution) }?;
        // SAFETY: the caller's contract.
        let grid = unsafe { read_grid(puzzle) }?;
        match Solver::<DEFAULT_DEPTH>::new()
            .solve(&grid)
            .map_err(codes::solve_error)?
        {
            Solution::Unique(s) => {
                out.write(&s);
                Ok(())
            }
            Solution::Multiple(s) => {
                out.write(&s);
                Err(SUDOKU_ERR_MULTIPLE)
            }
            Solution::Unsolvable => Err(SUDOKU_ERR_NO_SOLUTION),
        }
    })
}
