//! The next logical step, as a sentence.

use core::ffi::c_char;

use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Candidates, Cell, DigitSet, Uniqueness, next_step_with};

use crate::boundary::{Out, guard, read_grid};
use crate::codes::{self, SUDOKU_ERR_NO_SOLUTION, SUDOKU_ERR_NO_STEP};
use crate::text::TextOut;

/// Writes the next logical step from a position (and the player's optional pencil marks)
/// as one sentence.
///
/// # Safety
/// `grid` is null or points to 81 readable bytes; `candidates` is null or points to 81
/// readable `uint16_t` (any alignment); `text` is null or points to `text_size` writable
/// bytes; `text_len` is null or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_next_step(
    grid: *const u8,
    candidates: *const u16,
    text: *mut c_char,
    text_size: usize,
    text_len: *mut usize,
) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { TextOut::new(text.cast(), text_size) }?;
        // SAFETY: the caller's contract.
        let len = unsafe { Out::optional(text_len) };
        // SAFETY: the caller's contract.
        let grid = unsafe { read_grid(grid) }?;
        let mut position = Candidates::new(&grid);
        if !candidates.is_null() {
            // SAFETY: not null, and 81 readable `u16` by the caller's contract; copied
            // unaligned, no reference kept.
            let marks = unsafe { candidates.cast::<[u16; 81]>().read_unaligned() };
            for (cell, mask) in Cell::all().zip(marks) {
                position.restrict(cell, DigitSet::from_bits(mask));
            }
        }
        // Uniqueness techniques only when the puzzle behind the position has one solution.
        let count = Solver::<DEFAULT_DEPTH>::new()
            .count(&grid, 2)
            .map_err(codes::solve_error)?;
        let uniqueness = match count.solutions {
            0 => return Err(SUDOKU_ERR_NO_SOLUTION),
            1 => Uniqueness::Known,
            _ => Uniqueness::Unknown,
        };
        let step = next_step_with(&position, uniqueness).ok_or(SUDOKU_ERR_NO_STEP)?;
        let (length, result) = out.print(step);
        if let Some(len) = len {
            len.write(length);
        }
        result
    })
}
