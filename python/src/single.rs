//! One puzzle at a time: `generate`, `solve`, `count`, `rate`, `next_step`, and the
//! `Rating` they return. Each takes or gives 81-character lines (`.` for empty cells).

use pyo3::prelude::*;
use sudoku_engine::rater::{RateError, Uniqueness};
use sudoku_engine::solver::DEFAULT_DEPTH;
use sudoku_engine::{
    Candidates, Grid, Solution, Solver, count_solutions, generate_puzzle, generate_puzzle_while,
    next_step_with, rate, solve,
};

use crate::errors::{
    MultipleSolutionsError, SudokuError, argument, generate_error, rate_error, solver_error,
};
use crate::input::read_puzzle;
use crate::pool;
use crate::request::request;

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Rating>()?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(solve_one, m)?)?;
    m.add_function(wrap_pyfunction!(count, m)?)?;
    m.add_function(wrap_pyfunction!(rate_one, m)?)?;
    m.add_function(wrap_pyfunction!(next_step, m)?)?;
    Ok(())
}

/// A puzzle's rating: its level, its Sudoku Explainer-scale score and the hardest technique
/// its solution path needs (`None` for a full grid).
#[pyclass(frozen, eq, get_all, skip_from_py_object, module = "sudoku_engine")]
#[derive(Clone, PartialEq, Debug)]
pub(crate) struct Rating {
    /// `"easy"`, `"medium"`, `"hard"`, `"expert"` or `"extreme"`.
    pub(crate) level: String,
    /// The score, e.g. 7.2 (0.0 for a full grid).
    pub(crate) score: f64,
    /// The hardest technique on the path, e.g. `"x-wing"`.
    pub(crate) technique: Option<String>,
    /// Steps on the path.
    pub(crate) steps: u32,
}

#[pymethods]
impl Rating {
    fn __repr__(&self) -> String {
        format!(
            "Rating(level={:?}, score={:.1}, technique={}, steps={})",
            self.level,
            self.score,
            self.technique
                .as_deref()
                .map_or_else(|| "None".to_string(), |t| format!("{t:?}")),
            self.steps
        )
    }
}

impl From<sudoku_engine::Rating> for Rating {
    fn from(r: sudoku_engine::Rating) -> Rating {
        Rating {
            level: r.level.name().to_string(),
            score: f64::from(r.score.tenths()) / 10.0,
            technique: r.hardest.map(|t| t.name().to_string()),
            steps: r.steps,
        }
    }
}

/// The puzzle `sudoku new LEVEL --seed SEED` prints, with the same options.
#[pyfunction]
#[pyo3(signature = (level, seed, *, score=None, symmetry=None, minimal=false))]
fn generate(
    py: Python<'_>,
    level: Option<&str>,
    seed: u64,
    score: Option<&str>,
    symmetry: Option<&str>,
    minimal: bool,
) -> PyResult<String> {
    let request = request(level, score, symmetry, minimal)?;
    if request.score_range().is_none() {
        // Done within a fraction of a second: no thread to watch for Ctrl-C.
        return pool::run(py, || generate_puzzle(&request, seed))?
            .map(|made| made.line().to_string())
            .map_err(|e| generate_error(seed, e));
    }
    // A score range can search for a minute: through the batch machinery, as one item, so
    // Ctrl-C stops it.
    let made = pool::map_stoppable(py, None, &[seed], |&seed, stop| {
        let mut solver = Solver::<DEFAULT_DEPTH>::new();
        generate_puzzle_while(&mut solver, &request, seed, &mut |_| !stop.requested())
    })?;
    let made = made
        .into_iter()
        .next()
        .ok_or_else(|| argument("the worker thread gave no puzzle"))?;
    Ok(made
        .map_err(|e| generate_error(seed, e))?
        .line()
        .to_string())
}

/// The solution; `first=True` accepts a puzzle with several solutions and gives one of them.
#[pyfunction]
#[pyo3(name = "solve", signature = (puzzle, *, first=false))]
fn solve_one(puzzle: &str, first: bool) -> PyResult<String> {
    let grid = read_puzzle(puzzle)?;
    match solve(&grid).map_err(solver_error)? {
        Solution::Unique(s) => Ok(s.line().to_string()),
        Solution::Multiple(s) if first => Ok(s.line().to_string()),
        Solution::Multiple(_) => Err(MultipleSolutionsError::new_err(
            "the puzzle has more than one solution (first=True gives one of them)",
        )),
        Solution::Unsolvable => Err(rate_error(RateError::NoSolution)),
    }
}

/// How many solutions, counting up to `limit` (2 tells none, one or several).
#[pyfunction]
#[pyo3(signature = (puzzle, limit=2))]
fn count(puzzle: &str, limit: u32) -> PyResult<u32> {
    if limit == 0 {
        return Err(argument("limit must be at least 1"));
    }
    let grid = read_puzzle(puzzle)?;
    count_solutions(&grid, limit).map_err(solver_error)
}

/// The puzzle's rating; a puzzle without exactly one solution is an error.
#[pyfunction]
#[pyo3(name = "rate")]
fn rate_one(py: Python<'_>, puzzle: &str) -> PyResult<Rating> {
    let grid = read_puzzle(puzzle)?;
    pool::run(py, || rate(&grid))?
        .map(Rating::from)
        .map_err(rate_error)
}

/// The next logical step, as one sentence, e.g. `hidden single: 7 can only go in r3c5 within
/// row 3, so r3c5 is 7`. Uniqueness techniques are used only when the puzzle has exactly one
/// solution.
#[pyfunction]
fn next_step(py: Python<'_>, puzzle: &str) -> PyResult<String> {
    let grid: Grid = read_puzzle(puzzle)?;
    if grid.is_full() {
        return Err(SudokuError::new_err(
            "the grid is full: there is no step left",
        ));
    }
    let uniqueness = match count_solutions(&grid, 2).map_err(solver_error)? {
        0 => return Err(rate_error(RateError::NoSolution)),
        1 => Uniqueness::Known,
        _ => Uniqueness::Unknown,
    };
    let candidates = Candidates::new(&grid);
    pool::run(py, || {
        next_step_with(&candidates, uniqueness).map(|s| s.to_string())
    })?
    .ok_or_else(|| SudokuError::new_err("no logical step found"))
}
