//! The generator: a seeded, deterministic puzzle of a chosen level or score, with one
//! solution and symmetric clues.
//!
//! Tatham's method: a random full grid from the seed, then clues removed in a seeded random
//! order, a whole orbit of the [`Symmetry`] at a time, keeping each removal only while the
//! puzzle stays uniquely solvable *within the target level's techniques* (for extreme: while
//! it stays unique). The result must then need exactly the target level (and, when asked,
//! score in the range and be minimal), else a new grid is drawn from the same stream, up to
//! [`MAX_ATTEMPTS`] grids.
//!
//! The output for a seed is stable within a version of this crate, on every platform
//! (golden vectors pin it). Changing it is a breaking change.
//!
//! ```
//! use sudoku_engine::{Level, Request, Symmetry, generate, generate_request, rate};
//! let puzzle = generate(Level::Medium, 42).unwrap();
//! assert_eq!(puzzle, generate(Level::Medium, 42).unwrap());
//! assert_eq!(rate(&puzzle).unwrap().level, Level::Medium);
//! assert!(Symmetry::Rotational.holds(&puzzle));
//!
//! let made = generate_request(&Request::score("7.0..7.5".parse().unwrap()), 42).unwrap();
//! assert!((70..=75).contains(&made.rating.score.tenths()));
//! ```

use core::fmt;

mod dig;
mod fill;
mod minimal;
mod request;
mod score_range;
mod singles;
mod symmetry;
#[cfg(feature = "chains")]
mod unavoidable;

pub use minimal::{is_minimal, is_minimal_using};
pub use request::Request;
pub use score_range::{ParseScoreRangeError, ScoreRange};
pub use symmetry::{ParseSymmetryError, Symmetry};

use crate::grid::Grid;
use crate::level::Level;
use crate::rater::{RateError, Rating, Score, rate_using};
use crate::rng::SeededRng;
use crate::solver::{DEFAULT_DEPTH, SolveError, Solver};
use dig::dig;
use fill::random_full_grid;

/// Most full grids tried for a puzzle of a level before giving up. Enough for the rarest
/// combination, extreme with 90° symmetry; a seed's puzzle does not depend on it.
pub const MAX_ATTEMPTS: u32 = 10_000;

/// Most full grids tried for a puzzle in a score range: scores far above a level's typical
/// one are rare among its puzzles.
pub const MAX_SCORE_ATTEMPTS: u32 = 200_000;

/// The hardest level this build generates: [`Level::Extreme`] with the `chains` feature,
/// [`Level::Hard`] without it (the ladder then ends at hard, and expert cannot be told from
/// extreme). Harder levels are [`GenerateError::Unavailable`] at once.
pub const MAX_LEVEL: Level = if cfg!(feature = "chains") {
    Level::Extreme
} else {
    Level::Hard
};

/// The scores of each level's puzzles, in tenths: the lowest and highest the level's
/// techniques can give, and a typical one (the median of its generated puzzles). A score
/// request digs for the levels whose span meets the range; of those, for the ones whose
/// typical score is in it, or else for the easiest whose typical score is above the range,
/// or else for the hardest.
const LEVEL_SCORES: [(Level, u8, u8, u8); 5] = [
    (Level::Easy, 10, 15, 23),
    (Level::Medium, 17, 20, 56),
    (Level::Hard, 26, 60, 80),
    (Level::Expert, 60, 72, 95),
    (Level::Extreme, 65, 84, 255),
];

/// A generated puzzle and its rating (so callers need not rate it again).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Generated {
    /// The puzzle: exactly one solution.
    pub puzzle: Grid,
    /// What [`rate`](crate::rate) says of it.
    pub rating: Rating,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum GenerateError {
    /// [`MAX_ATTEMPTS`] full grids ([`MAX_SCORE_ATTEMPTS`] with a score range) gave no
    /// puzzle the request accepts.
    AttemptsExhausted {
        /// What was asked for.
        request: Request,
    },
    /// The solver gave up while checking uniqueness.
    Solver(SolveError),
    /// The level is above [`MAX_LEVEL`]: this build has no chains.
    Unavailable {
        /// The level asked for.
        level: Level,
    },
    /// No level this build generates (or not the level asked for) gives scores in the range.
    ScoreUnavailable {
        /// The range asked for.
        range: ScoreRange,
    },
    /// The caller of [`generate_request_while`] or [`generate_puzzle_while`] said not to go
    /// on.
    Stopped {
        /// The full grids drawn before.
        attempts: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::AttemptsExhausted { request } => {
                f.write_str("no ")?;
                if request.minimal() {
                    f.write_str("minimal ")?;
                }
                if let Some(level) = request.target_level() {
                    write!(f, "{level} ")?;
                }
                write!(f, "puzzle with {} symmetry", request.symmetry())?;
                if let Some(range) = request.score_range() {
                    write!(f, " and a score of {range}")?;
                }
                write!(
                    f,
                    " found in {} attempts; try another seed",
                    attempts(request)
                )
            }
            GenerateError::Solver(e) => write!(f, "the solver failed: {e}"),
            GenerateError::Unavailable { level } => write!(
                f,
                "{level} puzzles need the engine's `chains` feature, which this build lacks"
            ),
            GenerateError::ScoreUnavailable { range } => {
                write!(f, "no level this build generates gives a score of {range}")
            }
            GenerateError::Stopped { attempts } => {
                let plural = if *attempts == 1 { "" } else { "s" };
                write!(f, "stopped after {attempts} attempt{plural}")
            }
        }
    }
}

impl core::error::Error for GenerateError {}

impl From<SolveError> for GenerateError {
    fn from(e: SolveError) -> Self {
        GenerateError::Solver(e)
    }
}

/// A puzzle of `level` with exactly one solution and [`Symmetry::default`] clues, from
/// `seed`. The same seed always gives the same puzzle. Uses a [`DEFAULT_DEPTH`] solver on
/// the stack; see [`generate_request_using`].
pub fn generate(level: Level, seed: u64) -> Result<Grid, GenerateError> {
    generate_puzzle(&Request::level(level), seed)
}

/// The puzzle `request` asks for, from `seed`: [`generate_request`]'s puzzle, without the
/// rating, which is then not computed unless a score range needs it (rating a hard puzzle
/// can cost more than generating it). Uses a [`DEFAULT_DEPTH`] solver on the stack; see
/// [`generate_puzzle_using`].
///
/// ```
/// use sudoku_engine::{Level, Request, generate_puzzle, generate_request};
/// let request = Request::level(Level::Hard);
/// assert_eq!(generate_puzzle(&request, 5), generate_request(&request, 5).map(|m| m.puzzle));
/// ```
pub fn generate_puzzle(request: &Request, seed: u64) -> Result<Grid, GenerateError> {
    generate_puzzle_using(&mut Solver::<DEFAULT_DEPTH>::new(), request, seed)
}

/// [`generate_puzzle`] with the caller's solver, as [`generate_request_using`].
pub fn generate_puzzle_using<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    request: &Request,
    seed: u64,
) -> Result<Grid, GenerateError> {
    generate_puzzle_while(solver, request, seed, &mut |_| true)
}

/// [`generate_puzzle_using`] that asks `go_on` before each full grid, as
/// [`generate_request_while`] does.
pub fn generate_puzzle_while<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    request: &Request,
    seed: u64,
    go_on: &mut dyn FnMut(u32) -> bool,
) -> Result<Grid, GenerateError> {
    search(solver, request, seed, false, go_on).map(|(puzzle, _)| puzzle)
}

/// The puzzle `request` asks for, from `seed`, with its rating. The same request and seed
/// always give the same puzzle. Uses a [`DEFAULT_DEPTH`] solver on the stack; see
/// [`generate_request_using`].
pub fn generate_request(request: &Request, seed: u64) -> Result<Generated, GenerateError> {
    generate_request_using(&mut Solver::<DEFAULT_DEPTH>::new(), request, seed)
}

/// [`generate_request`] with the caller's solver (a `static` in firmware, of the depth it
/// chooses), so the solver's saved states need not be on the stack. The puzzle for a seed
/// does not depend on the solver's depth, unless the solver runs out of it
/// ([`GenerateError::Solver`]).
pub fn generate_request_using<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    request: &Request,
    seed: u64,
) -> Result<Generated, GenerateError> {
    generate_request_while(solver, request, seed, &mut |_| true)
}

/// [`generate_request_using`] that asks `go_on`, before each full grid it draws, whether to
/// go on, telling it how many it has drawn; when told no, it ends with
/// [`GenerateError::Stopped`]. A request with a score range can take minutes: this is where
/// an interactive caller shows progress and lets the player stop. Asking changes nothing
/// else: when `go_on` always says yes, the puzzle is [`generate_request`]'s.
///
/// ```
/// use sudoku_engine::{GenerateError, Level, Request, Solver};
/// use sudoku_engine::{generate_request, generate_request_while};
/// let request = Request::level(Level::Medium);
/// let mut solver = Solver::<24>::new();
/// let mut asked = 0;
/// let mut count = |_| {
///     asked += 1;
///     true
/// };
/// let made = generate_request_while(&mut solver, &request, 7, &mut count);
/// assert_eq!(made, generate_request(&request, 7));
/// assert!(asked >= 1);
/// // Told no at once, it draws no grid.
/// let stopped = generate_request_while(&mut solver, &request, 7, &mut |_| false);
/// assert_eq!(stopped, Err(GenerateError::Stopped { attempts: 0 }));
/// ```
pub fn generate_request_while<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    request: &Request,
    seed: u64,
    go_on: &mut dyn FnMut(u32) -> bool,
) -> Result<Generated, GenerateError> {
    match search(solver, request, seed, true, go_on)? {
        (puzzle, Some(rating)) => Ok(Generated { puzzle, rating }),
        // `search` rates every puzzle it returns when asked to.
        (_, None) => Err(GenerateError::AttemptsExhausted { request: *request }),
    }
}

/// The levels a request digs for, as a bit set over [`Level::ALL`] (bit `level as u8`).
fn levels_for(request: &Request) -> Result<u8, GenerateError> {
    if let Some(level) = request.target_level() {
        if level > MAX_LEVEL {
            return Err(GenerateError::Unavailable { level });
        }
    }
    let Some(range) = request.score_range() else {
        return Ok(request.target_level().map_or(0, |l| 1 << l as u8));
    };
    // Candidates easiest first: those with their typical score in the range, else the
    // first whose typical score is above the range's minimum, else the hardest.
    let (mut typical, mut above, mut last) = (0u8, 0u8, 0u8);
    for (level, lo, median, hi) in LEVEL_SCORES {
        let asked = request.target_level().is_none_or(|l| l == level);
        if !asked || level > MAX_LEVEL || !range.meets(lo, hi) {
            continue;
        }
        let bit = 1 << level as u8;
        if range.contains(Score::from_tenths(median)) {
            typical |= bit;
        }
        if above == 0 && median >= range.min.tenths() {
            above = bit;
        }
        last = bit;
    }
    match (typical, above, last) {
        (_, _, 0) => Err(GenerateError::ScoreUnavailable { range }),
        (0, 0, last) => Ok(last),
        (0, above, _) => Ok(above),
        (typical, _, _) => Ok(typical),
    }
}

/// Most full grids tried for `request`.
fn attempts(request: &Request) -> u32 {
    if request.score_range().is_some() {
        MAX_SCORE_ATTEMPTS
    } else {
        MAX_ATTEMPTS
    }
}

/// Draws full grids and digs them for the request's levels in turn until a puzzle of the
/// level (minimal, if asked) is found whose rating, when the request has a score range, is
/// in it; rated when `rated` or the range needs it. One function for both entry points, not
/// a closure each: its copies would not fit the Cortex-M0's flash. Without a range the
/// rating rejects no puzzle (the dig keeps one solution), so rating or not, a seed gives the
/// same puzzle.
fn search<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    request: &Request,
    seed: u64,
    rated: bool,
    go_on: &mut dyn FnMut(u32) -> bool,
) -> Result<(Grid, Option<Rating>), GenerateError> {
    let levels = levels_for(request)?;
    let range = request.score_range();
    let mut rng = SeededRng::new(seed);
    // The levels not yet dug for in this round, easiest first (no division on the M0).
    let mut round = 0u8;
    for drawn in 0..attempts(request) {
        if !go_on(drawn) {
            return Err(GenerateError::Stopped { attempts: drawn });
        }
        if round == 0 {
            round = levels;
        }
        let bit = round & round.wrapping_neg();
        round &= !bit;
        let level = Level::ALL[bit.trailing_zeros() as usize];
        let Some(full) = random_full_grid(&mut rng) else {
            continue;
        };
        let (puzzle, dug) = dig(solver, &full, level, request.symmetry(), &mut rng)?;
        if dug != level {
            continue;
        }
        if request.minimal() && !is_minimal_using(solver, &puzzle)? {
            continue;
        }
        if !rated && range.is_none() {
            return Ok((puzzle, None));
        }
        let rating = match rate_using(solver, &puzzle) {
            Ok(rating) => rating,
            Err(RateError::Solver(e)) => return Err(e.into()),
            // The dig keeps one solution; a puzzle the rater disowns is not offered.
            Err(_) => continue,
        };
        if range.is_none_or(|r| r.contains(rating.score)) {
            return Ok((puzzle, Some(rating)));
        }
    }
    Err(GenerateError::AttemptsExhausted { request: *request })
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::rater::{rate, solve_logically};
    use crate::solver::{Solution, solve};
    use std::string::ToString;

    #[test]
    fn every_level_gives_a_unique_puzzle_of_that_level() {
        for level in Level::ALL {
            if level > MAX_LEVEL {
                assert_eq!(
                    generate(level, 0),
                    Err(GenerateError::Unavailable { level })
                );
                continue;
            }
            for seed in 0..3 {
                let p = generate(level, seed).unwrap();
                assert!(
                    matches!(solve(&p), Ok(Solution::Unique(_))),
                    "{level} {seed}"
                );
                assert_eq!(rate(&p).unwrap().level, level, "{level} seed {seed}");
            }
        }
    }

    #[test]
    fn hard_puzzles_need_hard_techniques_and_hints_finish_them() {
        for seed in 0..4 {
            let p = generate(Level::Hard, seed).unwrap();
            assert!(!solve_logically(&p, Level::Medium).solved, "seed {seed}");
            assert!(solve_logically(&p, Level::Hard).solved, "seed {seed}");
            // Following the hints alone fills the grid with the solution.
            let mut pm = crate::candidates::Candidates::new(&p);
            let mut steps = 0;
            while let Some(step) = crate::rater::next_step(&pm) {
                assert!(step.apply(&mut pm));
                steps += 1;
            }
            assert!(pm.grid().solves(&p), "seed {seed}");
            assert_eq!(Ok(steps), rate(&p).map(|r| r.steps));
        }
    }

    #[test]
    #[cfg(feature = "chains")]
    fn expert_puzzles_need_chains_and_extreme_ones_forcing() {
        for seed in 0..3 {
            let p = generate(Level::Expert, seed).unwrap();
            assert!(!solve_logically(&p, Level::Hard).solved, "seed {seed}");
            assert!(solve_logically(&p, Level::Expert).solved, "seed {seed}");
            assert_eq!(rate(&p).unwrap().level, Level::Expert);
            let p = generate(Level::Extreme, seed).unwrap();
            assert!(!solve_logically(&p, Level::Expert).solved, "seed {seed}");
            let r = rate(&p).unwrap();
            assert_eq!(r.level, Level::Extreme);
            assert_ne!(r.hardest, Some(crate::rater::Technique::TrialAndError));
        }
    }

    #[test]
    fn a_search_asks_before_each_grid_and_stops_when_told() {
        // A range no hard puzzle reaches at once: the search draws grid after grid.
        let top = ScoreRange::new(Score::from_tenths(78), Some(Score::from_tenths(80)));
        let request = Request::level(Level::Hard).with_score(top);
        let mut solver = Solver::<DEFAULT_DEPTH>::new();
        let mut asked = std::vec::Vec::new();
        let mut go_on = |drawn| {
            asked.push(drawn);
            drawn < 5
        };
        let made = generate_request_while(&mut solver, &request, 3, &mut go_on);
        assert_eq!(made, Err(GenerateError::Stopped { attempts: 5 }));
        assert_eq!(asked, [0, 1, 2, 3, 4, 5]);
        assert_eq!(made.unwrap_err().to_string(), "stopped after 5 attempts");
        let mut go_on = |drawn| drawn < 1;
        let made = generate_puzzle_while(&mut solver, &request, 3, &mut go_on);
        assert_eq!(made, Err(GenerateError::Stopped { attempts: 1 }));
        assert_eq!(made.unwrap_err().to_string(), "stopped after 1 attempt");
        // Always going on, it finds what the others find.
        let plain = generate_puzzle(&Request::level(Level::Hard), 3);
        let asking =
            generate_puzzle_while(&mut solver, &Request::level(Level::Hard), 3, &mut |_| true);
        assert_eq!(plain, asking);
    }

    #[test]
    fn every_symmetry_gives_symmetric_unique_puzzles_of_the_level() {
        for symmetry in Symmetry::ALL {
            for level in Level::ALL.into_iter().filter(|&l| l <= MAX_LEVEL) {
                let request = Request::level(level).with_symmetry(symmetry);
                for seed in 0..2 {
                    let made = generate_request(&request, seed).unwrap();
                    let p = made.puzzle;
                    assert!(symmetry.holds(&p), "{symmetry} {level} {seed}: {p}");
                    assert!(matches!(solve(&p), Ok(Solution::Unique(_))));
                    assert_eq!(made.rating, rate(&p).unwrap());
                    assert_eq!(made.rating.level, level, "{symmetry} {level} {seed}");
                }
            }
        }
    }

    #[test]
    fn none_digs_as_the_generator_always_has() {
        // Seed 0 of each level before symmetries existed (tests/golden/, version 0.2).
        let easy =
            "....3....3.4....9.5.62..8....3.9.4...7......24.8....1...7...5.98..3.9...1..8...7.";
        let made = generate_request(
            &Request::level(Level::Easy).with_symmetry(Symmetry::None),
            0,
        );
        assert_eq!(made.unwrap().puzzle.line().to_string(), easy);
    }

    #[test]
    #[cfg(feature = "chains")]
    fn score_requests_dig_for_the_levels_that_give_the_range() {
        let levels = |range: &str| {
            let set = levels_for(&Request::score(range.parse().unwrap())).unwrap();
            Level::ALL
                .into_iter()
                .filter(|&l| set & (1 << l as u8) != 0)
                .collect::<std::vec::Vec<_>>()
        };
        // Typical scores in the range; else the easiest above it; else the hardest.
        assert_eq!(levels("..3.0"), [Level::Easy, Level::Medium]);
        assert_eq!(levels("7.0..7.5"), [Level::Expert]);
        assert_eq!(levels("4.0..5.0"), [Level::Hard]);
        assert_eq!(levels("8.5.."), [Level::Extreme]);
        let range: ScoreRange = "0.5".parse().unwrap();
        assert_eq!(
            levels_for(&Request::score(range)),
            Err(GenerateError::ScoreUnavailable { range })
        );
        let request = Request::level(Level::Easy).with_score("7.0..".parse().unwrap());
        assert_eq!(
            levels_for(&request),
            Err(GenerateError::ScoreUnavailable {
                range: "7.0..".parse().unwrap()
            })
        );
        assert_eq!(
            GenerateError::AttemptsExhausted {
                request: request.with_minimal(true)
            }
            .to_string(),
            "no minimal easy puzzle with rotational symmetry and a score of 7.0.. found in \
             200000 attempts; try another seed"
        );
        assert_eq!(
            GenerateError::ScoreUnavailable { range }.to_string(),
            "no level this build generates gives a score of 0.5"
        );
    }

    #[test]
    fn unrated_puzzles_are_the_rated_ones() {
        let score = |r: &str| r.parse::<ScoreRange>().unwrap();
        let requests = [
            Request::level(Level::Hard),
            Request::level(Level::Medium).with_symmetry(Symmetry::Mirror),
            Request::level(Level::Easy)
                .with_symmetry(Symmetry::None)
                .with_minimal(true),
            Request::score(score("..2.0")),
            Request::level(Level::Hard).with_score(score("6.0..")),
        ];
        for request in requests {
            for seed in 0..3 {
                let made = generate_request(&request, seed).unwrap();
                assert_eq!(
                    generate_puzzle(&request, seed),
                    Ok(made.puzzle),
                    "{request:?}"
                );
            }
        }
    }

    #[test]
    fn the_default_is_rotational() {
        let request = Request::level(Level::Medium);
        assert_eq!(request.symmetry(), Symmetry::Rotational);
        assert_eq!(
            generate(Level::Medium, 3).unwrap(),
            generate_request(&request, 3).unwrap().puzzle
        );
    }
}
