//! Rating a puzzle.

use core::ffi::c_char;

use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Rating, rate_using};

use crate::boundary::{Out, guard, read_grid};
use crate::codes;
use crate::info::level_code;
use crate::names;

/// `sudoku_rating` of the header: what [`sudoku_rate`] tells of a puzzle.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct SudokuRating {
    /// `SUDOKU_EASY` .. `SUDOKU_EXTREME`.
    pub level: i32,
    /// Steps on the rating's path.
    pub steps: u32,
    /// Sudoku Explainer-scale score in tenths.
    pub score_tenths: u32,
    /// The hardest technique's name (static, NUL-terminated; "" for a full grid).
    pub technique: *const c_char,
}

/// Rates a puzzle: level, steps, score, hardest technique.
///
/// # Safety
/// `puzzle` is null or points to 81 readable bytes; `rating` is null or valid for writing a
/// `sudoku_rating`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_rate(puzzle: *const u8, rating: *mut SudokuRating) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::new(rating) }?;
        // SAFETY: the caller's contract.
        let grid = unsafe { read_grid(puzzle) }?;
        let r =
            rate_using(&mut Solver::<DEFAULT_DEPTH>::new(), &grid).map_err(codes::rate_error)?;
        out.write(rating_of(&r));
        Ok(())
    })
}

/// The C form of a rating.
pub(crate) fn rating_of(r: &Rating) -> SudokuRating {
    SudokuRating {
        level: level_code(r.level),
        steps: r.steps,
        score_tenths: u32::from(r.score.tenths()),
        technique: r.hardest.map_or_else(names::empty, names::technique),
    }
}
