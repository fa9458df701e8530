//! The boundary with C: what every entry point does with its pointers before the engine
//! sees them, and with panics after.
//!
//! Inputs are copied in (so a caller may pass one buffer as input and output, e.g. solve in
//! place), outputs are written through raw pointers at the end; no Rust reference to C memory
//! outlives a helper. Null pointers are result codes, never dereferenced.

use core::ptr::NonNull;

use sudoku_engine::Grid;

use crate::codes::{SUDOKU_ERR_NULL, SUDOKU_ERR_VALUE};

/// Runs an entry point's body. Host builds turn a panic into
/// [`SUDOKU_ERR_INTERNAL`](crate::codes::SUDOKU_ERR_INTERNAL): unwinding into C would abort
/// the caller's process. Firmware builds cannot unwind; their panic handler halts.
pub(crate) fn guard(body: impl FnOnce() -> Result<(), i32>) -> i32 {
    #[cfg(not(target_os = "none"))]
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(body))
        .unwrap_or(Err(crate::codes::SUDOKU_ERR_INTERNAL));
    #[cfg(target_os = "none")]
    let result = body();
    match result {
        Ok(()) => crate::codes::SUDOKU_OK,
        Err(code) => code,
    }
}

/// The grid in the 81 bytes at `cells`.
///
/// # Safety
/// `cells` is null or points to 81 readable bytes.
pub(crate) unsafe fn read_grid(cells: *const u8) -> Result<Grid, i32> {
    if cells.is_null() {
        return Err(SUDOKU_ERR_NULL);
    }
    // SAFETY: not null, and by the caller's contract 81 readable bytes; `[u8; 81]` has
    // alignment 1. The bytes are copied: no reference to them is kept.
    let bytes = unsafe { cells.cast::<[u8; 81]>().read() };
    Grid::from_cells(bytes).map_err(|_| SUDOKU_ERR_VALUE)
}

/// Copies one `T` from a checked input pointer.
///
/// # Safety
/// `ptr` is null or valid for reading one `T` (possibly unaligned) until the entry point
/// returns.
pub(crate) unsafe fn read_in<T: Copy>(ptr: *const T) -> Result<T, i32> {
    if ptr.is_null() {
        return Err(SUDOKU_ERR_NULL);
    }
    // SAFETY: not null, and readable by the caller's contract; copied, no reference kept.
    Ok(unsafe { ptr.read_unaligned() })
}

/// A checked output pointer: not null, valid for writing one `T` (possibly unaligned).
pub(crate) struct Out<T>(NonNull<T>);

impl<T> Out<T> {
    /// Checks `ptr` for null.
    ///
    /// # Safety
    /// `ptr` is null or valid for writing one `T` (any alignment) until the entry point
    /// returns.
    pub(crate) unsafe fn new(ptr: *mut T) -> Result<Out<T>, i32> {
        NonNull::new(ptr).map(Out).ok_or(SUDOKU_ERR_NULL)
    }

    /// [`Out::new`], or `None` for an optional output left null.
    ///
    /// # Safety
    /// As [`Out::new`].
    pub(crate) unsafe fn optional(ptr: *mut T) -> Option<Out<T>> {
        NonNull::new(ptr).map(Out)
    }

    /// Writes the value.
    pub(crate) fn write(self, value: T) {
        // SAFETY: not null, and valid for one unaligned write by `new`'s contract.
        unsafe { self.0.as_ptr().write_unaligned(value) }
    }
}

/// A checked grid output: 81 writable bytes.
pub(crate) struct GridOut(Out<[u8; 81]>);

impl GridOut {
    /// Checks `cells` for null.
    ///
    /// # Safety
    /// `cells` is null or points to 81 writable bytes until the entry point returns.
    pub(crate) unsafe fn new(cells: *mut u8) -> Result<GridOut, i32> {
        // SAFETY: the caller's contract, for `[u8; 81]` (alignment 1).
        unsafe { Out::new(cells.cast::<[u8; 81]>()) }.map(GridOut)
    }

    /// [`GridOut::new`], or `None` for an optional output left null.
    ///
    /// # Safety
    /// As [`GridOut::new`].
    pub(crate) unsafe fn optional(cells: *mut u8) -> Option<GridOut> {
        // SAFETY: the caller's contract, for `[u8; 81]` (alignment 1).
        unsafe { Out::optional(cells.cast::<[u8; 81]>()) }.map(GridOut)
    }

    /// Writes the grid's cells.
    pub(crate) fn write(self, grid: &Grid) {
        self.0.write(*grid.cells());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::{SUDOKU_ERR_INTERNAL, SUDOKU_OK};

    #[test]
    fn a_panic_becomes_a_result_code_not_an_unwind_into_c() {
        assert_eq!(guard(|| panic!("a bug")), SUDOKU_ERR_INTERNAL);
        assert_eq!(guard(|| Ok(())), SUDOKU_OK);
        assert_eq!(guard(|| Err(SUDOKU_ERR_VALUE)), SUDOKU_ERR_VALUE);
    }

    #[test]
    fn grids_are_checked_for_null_and_values() {
        let mut cells = [0u8; 81];
        // SAFETY: null, or a pointer to 81 bytes.
        unsafe {
            assert_eq!(read_grid(core::ptr::null()), Err(SUDOKU_ERR_NULL));
            assert_eq!(read_grid(cells.as_ptr()), Ok(Grid::EMPTY));
            cells[80] = 10;
            assert_eq!(read_grid(cells.as_ptr()), Err(SUDOKU_ERR_VALUE));
            assert!(GridOut::new(core::ptr::null_mut()).is_err());
            assert!(GridOut::optional(core::ptr::null_mut()).is_none());
        }
    }
}
