//! Generating a puzzle of a level from a seed.

use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Request, generate_request_using};

use crate::boundary::{GridOut, guard};
use crate::codes::{self, SUDOKU_ERR_LEVEL};
use crate::info::level_of;

/// Generates a puzzle of `level` with exactly one solution from `seed`.
///
/// # Safety
/// `puzzle` is null or points to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate(level: i32, seed: u64, puzzle: *mut u8) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { GridOut::new(puzzle) }?;
        let level = level_of(level).ok_or(SUDOKU_ERR_LEVEL)?;
        let made = generate_request_using(
            &mut Solver::<DEFAULT_DEPTH>::new(),
            &Request::level(level),
            seed,
        )
        .map_err(codes::generate_error)?;
        out.write(&made.puzzle);
        Ok(())
    })
}
