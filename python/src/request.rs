//! What to generate, from Python's keyword arguments, with the same names and rules as
//! `sudoku new [LEVEL] [--score RANGE] [--symmetry NAME] [--minimal]`.

use pyo3::prelude::*;
use sudoku_engine::{Level, Request, ScoreRange, Symmetry};

use crate::errors::argument;

/// The request for `level` (a name such as `"hard"`, or `None` with a score range),
/// `score` (`"7.0..7.5"`, `"8.5.."`, `"..3.0"`, `"7.2"`), `symmetry` (a name; `None` is the
/// default, rotational) and `minimal`.
pub(crate) fn request(
    level: Option<&str>,
    score: Option<&str>,
    symmetry: Option<&str>,
    minimal: bool,
) -> PyResult<Request> {
    let level = level
        .map(|l| {
            l.parse::<Level>()
                .map_err(|e| argument(format!("level '{l}': {e}")))
        })
        .transpose()?;
    let score = score
        .map(|s| {
            s.parse::<ScoreRange>()
                .map_err(|e| argument(format!("score '{s}': {e}")))
        })
        .transpose()?;
    let symmetry = match symmetry {
        None => Symmetry::default(),
        Some(s) => s
            .parse::<Symmetry>()
            .map_err(|e| argument(format!("symmetry '{s}': {e}")))?,
    };
    let request = match (level, score) {
        (Some(level), None) => Request::level(level),
        (Some(level), Some(range)) => Request::level(level).with_score(range),
        (None, Some(range)) => Request::score(range),
        (None, None) => return Err(argument("give a level, a score range or both")),
    };
    Ok(request.with_symmetry(symmetry).with_minimal(minimal))
}
