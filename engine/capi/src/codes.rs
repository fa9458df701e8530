//! The result codes of the C API, as `#define`d in `sudoku_engine.h`, and the engine errors
//! they stand for.

use sudoku_engine::{GenerateError, ParseErrorKind, RateError, SolveError};

/// Success.
pub const SUDOKU_OK: i32 = 0;
/// A required pointer is null.
pub const SUDOKU_ERR_NULL: i32 = -1;
/// A buffer or length is too small, or a limit is 0.
pub const SUDOKU_ERR_SIZE: i32 = -2;
/// The text is not an 81-cell puzzle line.
pub const SUDOKU_ERR_PARSE: i32 = -3;
/// A grid byte is not 0..9.
pub const SUDOKU_ERR_VALUE: i32 = -4;
/// Two givens break a rule.
pub const SUDOKU_ERR_CONFLICT: i32 = -5;
/// The puzzle has no solution.
pub const SUDOKU_ERR_NO_SOLUTION: i32 = -6;
/// The puzzle has more than one solution.
pub const SUDOKU_ERR_MULTIPLE: i32 = -7;
/// The solver's fixed stack of guesses was too shallow.
pub const SUDOKU_ERR_DEPTH: i32 = -8;
/// Not a level, or a level this build cannot generate.
pub const SUDOKU_ERR_LEVEL: i32 = -9;
/// No puzzle of the level from this seed.
pub const SUDOKU_ERR_EXHAUSTED: i32 = -10;
/// No logical step: the grid is full or the ladder is stuck.
pub const SUDOKU_ERR_NO_STEP: i32 = -11;
/// A text did not fit its buffer; the buffer holds its truncation.
pub const SUDOKU_ERR_TRUNCATED: i32 = -12;
/// A bug in the engine, caught at the boundary (host builds).
pub const SUDOKU_ERR_INTERNAL: i32 = -13;

/// Every code with its name, for the header check and the C test.
pub const ALL: [(&str, i32); 14] = [
    ("SUDOKU_OK", SUDOKU_OK),
    ("SUDOKU_ERR_NULL", SUDOKU_ERR_NULL),
    ("SUDOKU_ERR_SIZE", SUDOKU_ERR_SIZE),
    ("SUDOKU_ERR_PARSE", SUDOKU_ERR_PARSE),
    ("SUDOKU_ERR_VALUE", SUDOKU_ERR_VALUE),
    ("SUDOKU_ERR_CONFLICT", SUDOKU_ERR_CONFLICT),
    ("SUDOKU_ERR_NO_SOLUTION", SUDOKU_ERR_NO_SOLUTION),
    ("SUDOKU_ERR_MULTIPLE", SUDOKU_ERR_MULTIPLE),
    ("SUDOKU_ERR_DEPTH", SUDOKU_ERR_DEPTH),
    ("SUDOKU_ERR_LEVEL", SUDOKU_ERR_LEVEL),
    ("SUDOKU_ERR_EXHAUSTED", SUDOKU_ERR_EXHAUSTED),
    ("SUDOKU_ERR_NO_STEP", SUDOKU_ERR_NO_STEP),
    ("SUDOKU_ERR_TRUNCATED", SUDOKU_ERR_TRUNCATED),
    ("SUDOKU_ERR_INTERNAL", SUDOKU_ERR_INTERNAL),
];

/// The code of a solver failure.
pub(crate) fn solve_error(e: SolveError) -> i32 {
    match e {
        SolveError::DepthExceeded => SUDOKU_ERR_DEPTH,
        // `SolveError` is non-exhaustive; a new reason is a failure to solve all the same.
        _ => SUDOKU_ERR_DEPTH,
    }
}

/// The code of a rating failure.
pub(crate) fn rate_error(e: RateError) -> i32 {
    match e {
        RateError::NoSolution => SUDOKU_ERR_NO_SOLUTION,
        RateError::MultipleSolutions => SUDOKU_ERR_MULTIPLE,
        RateError::Solver(e) => solve_error(e),
        _ => SUDOKU_ERR_INTERNAL,
    }
}

/// The code of a generation failure.
pub(crate) fn generate_error(e: GenerateError) -> i32 {
    match e {
        GenerateError::AttemptsExhausted { .. } => SUDOKU_ERR_EXHAUSTED,
        GenerateError::Solver(e) => solve_error(e),
        GenerateError::Unavailable { .. } => SUDOKU_ERR_LEVEL,
        _ => SUDOKU_ERR_INTERNAL,
    }
}

/// The code of a parse failure.
pub(crate) fn parse_error(kind: ParseErrorKind) -> i32 {
    match kind {
        ParseErrorKind::Conflict(_) => SUDOKU_ERR_CONFLICT,
        _ => SUDOKU_ERR_PARSE,
    }
}
