//! Generating a puzzle from a seed: of a level, or as a request (symmetry, score range,
//! minimality) asks; and whether a puzzle is minimal.

use sudoku_engine::generator::is_minimal_using;
use sudoku_engine::rater::Score;
use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Request, ScoreRange, Symmetry, generate_request_using};

use crate::boundary::{GridOut, Out, guard, read_grid, read_in};
use crate::codes::{self, SUDOKU_ERR_LEVEL, SUDOKU_ERR_SCORE, SUDOKU_ERR_SYMMETRY};
use crate::info::level_of;
use crate::rate::{SudokuRating, rating_of};

/// `SUDOKU_ANY_LEVEL` of the header: the score range alone picks the level.
pub const SUDOKU_ANY_LEVEL: i32 = -1;

/// `SUDOKU_NO_MAX_SCORE` of the header: a score range without an upper bound.
pub const SUDOKU_NO_MAX_SCORE: u32 = u32::MAX;

/// `sudoku_request` of the header: what [`sudoku_generate_request`] is asked for.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct SudokuRequest {
    /// `SUDOKU_EASY` .. `SUDOKU_EXTREME`, or `SUDOKU_ANY_LEVEL`.
    pub level: i32,
    /// `SUDOKU_SYMMETRY_NONE` .. `SUDOKU_SYMMETRY_DIAGONAL`.
    pub symmetry: i32,
    /// The lowest score, in tenths (0: no lower bound).
    pub min_score_tenths: u32,
    /// The highest score, in tenths, or `SUDOKU_NO_MAX_SCORE`.
    pub max_score_tenths: u32,
    /// Nonzero: only minimal puzzles.
    pub minimal: i32,
}

/// Generates a puzzle of `level` with exactly one solution and rotational clues from `seed`.
///
/// # Safety
/// `puzzle` is null or points to 81 writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate(level: i32, seed: u64, puzzle: *mut u8) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { GridOut::new(puzzle) }?;
        let level = level_of(level).ok_or(SUDOKU_ERR_LEVEL)?;
        let made = generate_request_using(
            &mut Solver::<DEFAULT_DEPTH>::new(),
            &Request::level(level),
            seed,
        )
        .map_err(codes::generate_error)?;
        out.write(&made.puzzle);
        Ok(())
    })
}

/// The engine's request for a C request.
fn request_of(c: &SudokuRequest) -> Result<Request, i32> {
    let symmetry = usize::try_from(c.symmetry)
        .ok()
        .and_then(|i| Symmetry::ALL.get(i).copied())
        .ok_or(SUDOKU_ERR_SYMMETRY)?;
    let tenths = |t: u32| u8::try_from(t).map(Score::from_tenths);
    let min = tenths(c.min_score_tenths).map_err(|_| SUDOKU_ERR_SCORE)?;
    let max = match c.max_score_tenths {
        SUDOKU_NO_MAX_SCORE => None,
        t => Some(tenths(t).map_err(|_| SUDOKU_ERR_SCORE)?),
    };
    if max.is_some_and(|max| max < min) {
        return Err(SUDOKU_ERR_SCORE);
    }
    let range = (min.tenths() > 0 || max.is_some()).then_some(ScoreRange::new(min, max));
    let request = match (c.level, range) {
        (SUDOKU_ANY_LEVEL, Some(range)) => Request::score(range),
        (SUDOKU_ANY_LEVEL, None) => return Err(SUDOKU_ERR_SCORE),
        (level, range) => {
            let request = Request::level(level_of(level).ok_or(SUDOKU_ERR_LEVEL)?);
            match range {
                Some(range) => request.with_score(range),
                None => request,
            }
        }
    };
    Ok(request.with_symmetry(symmetry).with_minimal(c.minimal != 0))
}

/// Generates the puzzle a request asks for from `seed`, and its rating.
///
/// # Safety
/// `request` is null or points to a readable `sudoku_request`; `puzzle` is null or points to
/// 81 writable bytes; `rating` is null or valid for writing a `sudoku_rating`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_generate_request(
    request: *const SudokuRequest,
    seed: u64,
    puzzle: *mut u8,
    rating: *mut SudokuRating,
) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { GridOut::new(puzzle) }?;
        // SAFETY: the caller's contract.
        let rating_out = unsafe { Out::optional(rating) };
        // SAFETY: the caller's contract.
        let request = request_of(&unsafe { read_in(request) }?)?;
        let made = generate_request_using(&mut Solver::<DEFAULT_DEPTH>::new(), &request, seed)
            .map_err(codes::generate_error)?;
        out.write(&made.puzzle);
        if let Some(r) = rating_out {
            r.write(rating_of(&made.rating));
        }
        Ok(())
    })
}

/// Whether a puzzle is minimal: one solution, and none once any given is removed.
///
/// # Safety
/// `puzzle` is null or points to 81 readable bytes; `minimal` is null or valid for writing an
/// `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_is_minimal(puzzle: *const u8, minimal: *mut i32) -> i32 {
    guard(|| {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::new(minimal) }?;
        // SAFETY: the caller's contract.
        let grid = unsafe { read_grid(puzzle) }?;
        let yes = is_minimal_using(&mut Solver::<DEFAULT_DEPTH>::new(), &grid)
            .map_err(codes::solve_error)?;
        out.write(i32::from(yes));
        Ok(())
    })
}
