//! Text in and out: an 81-character line to a grid, a grid to a line.

use core::ffi::c_char;

use sudoku_engine::Grid;

use crate::boundary::{GridOut, guard, read_grid};
use crate::codes::{self, SUDOKU_ERR_NULL, SUDOKU_ERR_SIZE};
use crate::text::TextOut;

/// Parses an 81-character puzzle line into 81 cell bytes; on a parse error, an optional
/// message naming the column.
///
/// # Safety
/// `text` is null or points to `text_len` readable bytes; `grid` is null or points to 81
/// writable bytes; `error` is null or points to `error_size` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_parse(
    text: *const c_char,
    text_len: usize,
    grid: *mut u8,
    error: *mut c_char,
    error_size: usize,
) -> i32 {
    guard(|| {
        if text.is_null() {
            return Err(SUDOKU_ERR_NULL);
        }
        // SAFETY: the caller's contract.
        let out = unsafe { GridOut::new(grid) }?;
        // No object is larger (a slice's length must not exceed it).
        if text_len > isize::MAX as usize {
            return Err(SUDOKU_ERR_SIZE);
        }
        // SAFETY: not null, `text_len` readable bytes by the caller's contract, and at most
        // `isize::MAX`; the slice lives only during the parse.
        let line = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), text_len) };
        match Grid::parse_line(line) {
            Ok(parsed) => {
                out.write(&parsed);
                Ok(())
            }
            Err(e) => {
                // SAFETY: the caller's contract; a null or empty message buffer is skipped.
                if let Ok(message) = unsafe { TextOut::new(error.cast(), error_size) } {
                    let _ = message.print(e);
                }
                Err(codes::parse_error(e.kind))
            }
        }
    })
}

/// Writes a grid as an 81-character line and a NUL (`.` for empty cells).
///
/// # Safety
/// `grid` is null or points to 81 readable bytes; `text` is null or points to `text_size`
/// writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_format(
    grid: *const u8,
    text: *mut c_char,
    text_size: usize,
) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { TextOut::new(text.cast(), text_size) }?;
        // SAFETY: the caller's contract.
        let grid = unsafe { read_grid(grid) }?;
        if text_size < 82 {
            return Err(SUDOKU_ERR_SIZE);
        }
        out.print(grid.line()).1
    })
}
