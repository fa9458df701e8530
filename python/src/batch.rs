//! The batch calls: many puzzles at once, on NumPy arrays, on every core, with Python's lock
//! released. Rows keep their order; one row's answer never depends on another's or on the
//! number of threads, so a set cut into parts anywhere gives the same rows.

use numpy::{PyArray1, PyArray2, PyReadonlyArray1};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use sudoku_engine::solver::DEFAULT_DEPTH;
use sudoku_engine::{
    GenerateError, Grid, Level, Request, Solver, generate_puzzle_while, generate_request_while,
    rate,
};

use crate::errors::{argument, generate_error};
use crate::input::{puzzles, to_array};
use crate::pool;
use crate::request::request;

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(generate_many, m)?)?;
    m.add_function(wrap_pyfunction!(generate_table, m)?)?;
    m.add_function(wrap_pyfunction!(solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(lines, m)?)?;
    Ok(())
}

/// The level code of a batch result: the level's index in `LEVELS`.
fn level_code(level: Level) -> i8 {
    Level::ALL
        .iter()
        .position(|&l| l == level)
        .map_or(-1, |i| i as i8)
}

/// Seeds from a 1-D `uint64` array or any sequence of non-negative integers.
fn seeds(any: &Bound<'_, PyAny>) -> PyResult<Vec<u64>> {
    if let Ok(array) = any.extract::<PyReadonlyArray1<'_, u64>>() {
        return Ok(array.as_array().to_vec());
    }
    any.extract::<Vec<u64>>().map_err(|_| {
        argument("seeds must be a 1-D uint64 array or a sequence of integers from 0 to 2**64-1")
    })
}

/// Generates one puzzle per seed, in seed order, with `make` (rated or not); the first seed
/// that fails (by position) is the error.
#[allow(clippy::too_many_arguments)]
fn generate_all<T: Send>(
    py: Python<'_>,
    level: Option<&str>,
    seeds: &[u64],
    score: Option<&str>,
    symmetry: Option<&str>,
    minimal: bool,
    threads: Option<usize>,
    make: impl Fn(&Request, u64, &mut dyn FnMut(u32) -> bool) -> Result<T, GenerateError> + Sync,
) -> PyResult<Vec<T>> {
    let request = request(level, score, symmetry, minimal)?;
    let made = pool::map_stoppable(py, threads, seeds, |&seed, stop| {
        make(&request, seed, &mut |_| !stop.requested())
    })?;
    made.into_iter()
        .zip(seeds)
        .map(|(m, &seed)| m.map_err(|e| generate_error(seed, e)))
        .collect()
}

/// One puzzle per seed as an `(N, 81)` `uint8` array (0 = empty): row `i` is what
/// `generate(level, seeds[i], ...)` gives.
#[pyfunction]
#[pyo3(signature = (level, seeds, *, score=None, symmetry=None, minimal=false, threads=None))]
#[allow(clippy::too_many_arguments)]
fn generate_many<'py>(
    py: Python<'py>,
    level: Option<&str>,
    seeds: &Bound<'py, PyAny>,
    score: Option<&str>,
    symmetry: Option<&str>,
    minimal: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray2<u8>>> {
    let seeds = self::seeds(seeds)?;
    // Not rated: the array holds only the puzzles (a score range still rates to choose).
    let made = generate_all(
        py,
        level,
        &seeds,
        score,
        symmetry,
        minimal,
        threads,
        |request, seed, go_on| {
            generate_puzzle_while(&mut Solver::<DEFAULT_DEPTH>::new(), request, seed, go_on)
        },
    )?;
    Ok(to_array(py, made.iter().map(|p| *p.cells())))
}

/// One puzzle per seed with its solution and rating, as columns: `seed`, `puzzle` and
/// `solution` (81-character lines), `level`, `score`, `technique`. The table `sudoku new
/// --format csv` prints.
#[pyfunction]
#[pyo3(signature = (level, seeds, *, score=None, symmetry=None, minimal=false, threads=None))]
#[allow(clippy::too_many_arguments)]
fn generate_table<'py>(
    py: Python<'py>,
    level: Option<&str>,
    seeds: &Bound<'py, PyAny>,
    score: Option<&str>,
    symmetry: Option<&str>,
    minimal: bool,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyDict>> {
    let seeds = self::seeds(seeds)?;
    let made = generate_all(
        py,
        level,
        &seeds,
        score,
        symmetry,
        minimal,
        threads,
        |request, seed, go_on| {
            generate_request_while(&mut Solver::<DEFAULT_DEPTH>::new(), request, seed, go_on)
        },
    )?;
    let solutions = pool::map(py, threads, &made, |m| solution_of(&m.puzzle))?;
    let table = PyDict::new(py);
    table.set_item("seed", PyArray1::from_vec(py, seeds))?;
    let line = |g: &Grid| g.line().to_string();
    table.set_item(
        "puzzle",
        made.iter().map(|m| line(&m.puzzle)).collect::<Vec<_>>(),
    )?;
    table.set_item("solution", solutions.iter().map(line).collect::<Vec<_>>())?;
    table.set_item(
        "level",
        made.iter()
            .map(|m| m.rating.level.name())
            .collect::<Vec<_>>(),
    )?;
    let scores: Vec<f64> = made.iter().map(|m| score_value(m.rating.score)).collect();
    table.set_item("score", PyArray1::from_vec(py, scores))?;
    table.set_item(
        "technique",
        made.iter()
            .map(|m| m.rating.hardest.map(|t| t.name()))
            .collect::<Vec<_>>(),
    )?;
    Ok(table)
}

/// The unique solution of a generated puzzle.
fn solution_of(puzzle: &Grid) -> Grid {
    match Solver::<{ sudoku_engine::solver::DEFAULT_DEPTH }>::new().search(puzzle, 1) {
        Ok(found) => found.first.unwrap_or(Grid::EMPTY),
        Err(_) => Grid::EMPTY,
    }
}

fn score_value(score: sudoku_engine::rater::Score) -> f64 {
    f64::from(score.tenths()) / 10.0
}

/// What [`solve_many`] returns: the solutions and the counts.
type Solved<'py> = (Bound<'py, PyArray2<u8>>, Bound<'py, PyArray1<u8>>);

/// What [`rate_many`] returns: the level codes and the scores.
type Rated<'py> = (Bound<'py, PyArray1<i8>>, Bound<'py, PyArray1<f64>>);

/// Solves every row: `(solutions, counts)`. `counts[i]` is 0 (no solution, or givens that
/// clash), 1 (unique) or 2 (several: `solutions[i]` is one of them); a row without a
/// solution is all zeros.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None))]
fn solve_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Solved<'py>> {
    let grids = self::puzzles(puzzles)?;
    let answers = pool::map(py, threads, &grids, |g| {
        // A solver's stack is not initialised until used: one per puzzle costs nothing.
        match Solver::<{ sudoku_engine::solver::DEFAULT_DEPTH }>::new().search(g, 2) {
            Ok(found) => match found.first {
                Some(s) => (*s.cells(), found.solutions.min(2) as u8),
                None => ([0; 81], 0),
            },
            // A depth the default solver never reaches; counted as no solution found.
            Err(_) => ([0; 81], 0),
        }
    })?;
    let counts: Vec<u8> = answers.iter().map(|a| a.1).collect();
    let solutions = to_array(py, answers.into_iter().map(|a| a.0));
    Ok((solutions, PyArray1::from_vec(py, counts)))
}

/// Rates every row: `(levels, scores)`. `levels[i]` indexes `LEVELS` (0 = easy … 4 =
/// extreme), or is -1 for a puzzle without exactly one solution, whose score is NaN.
#[pyfunction]
#[pyo3(signature = (puzzles, *, threads=None))]
fn rate_many<'py>(
    py: Python<'py>,
    puzzles: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Rated<'py>> {
    let grids = self::puzzles(puzzles)?;
    let rated = pool::map(py, threads, &grids, |g| match rate(g) {
        Ok(r) => (level_code(r.level), score_value(r.score)),
        Err(_) => (-1, f64::NAN),
    })?;
    let levels = rated.iter().map(|r| r.0).collect();
    let scores = rated.iter().map(|r| r.1).collect();
    Ok((
        PyArray1::from_vec(py, levels),
        PyArray1::from_vec(py, scores),
    ))
}

/// Rows of an `(N, 81)` array (or texts) as 81-character lines, `.` for empty cells.
#[pyfunction]
fn lines(puzzles: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    Ok(self::puzzles(puzzles)?
        .iter()
        .map(|g| g.line().to_string())
        .collect())
}
