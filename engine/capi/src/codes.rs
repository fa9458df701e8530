//! The result codes of the C API, as `#define`d in `sudoku_engine.h`, and the engine errors
//! they stand for.

use sudoku_engine::{GenerateError, ParseErrorKind, RateError, SolveError};

/// Defines each code once, and [`ALL`] from the same list.
macro_rules! codes {
    ($($(#[doc = $doc:literal])* $name:ident = $value:literal;)*) => {
        $($(#[doc = $doc])* pub const $name: i32 = $value;)*
        /// Every code with its name, for the header check and the C test.
        pub const ALL: &[(&str, i32)] = &[$((stringify!($name), $name)),*];
    };
}

codes! {
    /// Success.
    SUDOKU_OK = 0;
    /// A required pointer is null.
    SUDOKU_ERR_NULL = -1;
    /// A buffer or length is too small, or a limit is 0.
    SUDOKU_ERR_SIZE = -2;
    /// The text is not an 81-cell puzzle line.
    SUDOKU_ERR_PARSE = -3;
    /// A grid byte is not 0..9.
    SUDOKU_ERR_VALUE = -4;
    /// Two givens break a rule.
    SUDOKU_ERR_CONFLICT = -5;
    /// The puzzle has no solution.
    SUDOKU_ERR_NO_SOLUTION = -6;
    /// The puzzle has more than one solution.
    SUDOKU_ERR_MULTIPLE = -7;
    /// The solver's fixed stack of guesses was too shallow.
    SUDOKU_ERR_DEPTH = -8;
    /// Not a level, or a level this build cannot generate.
    SUDOKU_ERR_LEVEL = -9;
    /// No puzzle of the level from this seed.
    SUDOKU_ERR_EXHAUSTED = -10;
    /// No logical step: the grid is full or the ladder is stuck.
    SUDOKU_ERR_NO_STEP = -11;
    /// A text did not fit its buffer; the buffer holds its truncation.
    SUDOKU_ERR_TRUNCATED = -12;
    /// A bug in the engine, caught at the boundary (host builds).
    SUDOKU_ERR_INTERNAL = -13;
    /// Not a symmetry.
    SUDOKU_ERR_SYMMETRY = -14;
    /// A score range that is empty, above 25.5, or that no level of this build reaches.
    SUDOKU_ERR_SCORE = -15;
}

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
        GenerateError::ScoreUnavailable { .. } => SUDOKU_ERR_SCORE,
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
