//! The exceptions Python sees, all `ValueError`s with the engine's own messages: a
//! `SudokuError` base and one subclass per kind of failure a caller may want to catch.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sudoku_engine::{GenerateError, RateError, SolveError};

create_exception!(
    sudoku_engine,
    SudokuError,
    PyValueError,
    "Base of the engine's errors; a ValueError."
);
create_exception!(
    sudoku_engine,
    PuzzleFormatError,
    SudokuError,
    "A puzzle that cannot be read: the message names the row (in a batch), column and character."
);
create_exception!(
    sudoku_engine,
    NoSolutionError,
    SudokuError,
    "The puzzle has no solution."
);
create_exception!(
    sudoku_engine,
    MultipleSolutionsError,
    SudokuError,
    "The puzzle has more than one solution."
);
create_exception!(
    sudoku_engine,
    GenerationError,
    SudokuError,
    "No puzzle could be made for the request and seed."
);

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("SudokuError", py.get_type::<SudokuError>())?;
    m.add("PuzzleFormatError", py.get_type::<PuzzleFormatError>())?;
    m.add("NoSolutionError", py.get_type::<NoSolutionError>())?;
    m.add(
        "MultipleSolutionsError",
        py.get_type::<MultipleSolutionsError>(),
    )?;
    m.add("GenerationError", py.get_type::<GenerationError>())?;
    Ok(())
}

/// A bad argument that is not a puzzle (a level, a score range, a symmetry name).
pub(crate) fn argument(message: impl ToString) -> PyErr {
    SudokuError::new_err(message.to_string())
}

pub(crate) fn rate_error(e: RateError) -> PyErr {
    match e {
        RateError::NoSolution => NoSolutionError::new_err(e.to_string()),
        RateError::MultipleSolutions => MultipleSolutionsError::new_err(e.to_string()),
        RateError::Solver(e) => solver_error(e),
        _ => SudokuError::new_err(e.to_string()),
    }
}

pub(crate) fn solver_error(e: SolveError) -> PyErr {
    SudokuError::new_err(e.to_string())
}

/// A failed generation, naming its seed as `sudoku new` does.
pub(crate) fn generate_error(seed: u64, e: GenerateError) -> PyErr {
    GenerationError::new_err(format!("seed {seed}: {e}"))
}
