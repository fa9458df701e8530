//! The generator: a seeded, deterministic puzzle of a chosen level with one solution.
//!
//! Tatham's method: a random full grid from the seed, then clues removed in a seeded random
//! order, keeping each removal only while the puzzle stays uniquely solvable *within the
//! target level's techniques* (for expert: while it stays unique). The result must then need
//! exactly the target level, else a new grid is drawn from the same stream, up to
//! [`MAX_ATTEMPTS`] grids.
//!
//! The output for a seed is stable within a version of this crate, on every platform
//! (golden vectors pin it). Changing it is a breaking change.
//!
//! ```
//! use sudoku_engine::{Level, generate, rate};
//! let puzzle = generate(Level::Medium, 42).unwrap();
//! assert_eq!(puzzle, generate(Level::Medium, 42).unwrap());
//! assert_eq!(rate(&puzzle).unwrap().level, Level::Medium);
//! ```

use core::fmt;

use crate::geometry::{BOX_OF, CELLS, COL_OF, ROW_OF};
use crate::grid::Grid;
use crate::level::Level;
use crate::rater::solve_logically;
use crate::rng::SeededRng;
use crate::solver::{DEFAULT_DEPTH, SolveError, Solver};

/// Most full grids tried for one puzzle before giving up.
pub const MAX_ATTEMPTS: u32 = 1000;

/// The hardest level this build generates: [`Level::Extreme`] with the `chains` feature,
/// [`Level::Hard`] without it (the ladder then ends at hard, and expert cannot be told from
/// extreme). Harder levels are [`GenerateError::Unavailable`] at once.
pub const MAX_LEVEL: Level = if cfg!(feature = "chains") {
    Level::Extreme
} else {
    Level::Hard
};

/// Most backtracking steps when filling one random grid before starting it again.
const FILL_BUDGET: u32 = 10_000;

/// Which clue patterns the generator may leave.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Symmetry {
    /// Any pattern: no symmetry asked for.
    #[default]
    Any,
    /// Clues symmetric under a 180° rotation (cell `i` and cell `80 - i` together).
    Rotational,
}

/// Why no puzzle was generated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum GenerateError {
    /// [`MAX_ATTEMPTS`] full grids gave no puzzle of the level.
    AttemptsExhausted {
        /// The level asked for.
        level: Level,
    },
    /// The solver gave up while checking uniqueness.
    Solver(SolveError),
    /// The level is above [`MAX_LEVEL`]: this build has no chains.
    Unavailable {
        /// The level asked for.
        level: Level,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::AttemptsExhausted { level } => write!(
                f,
                "no {level} puzzle found in {MAX_ATTEMPTS} attempts; try another seed"
            ),
            GenerateError::Solver(e) => write!(f, "the solver failed: {e}"),
            GenerateError::Unavailable { level } => write!(
                f,
                "{level} puzzles need the engine's `chains` feature, which this build lacks"
            ),
        }
    }
}

impl core::error::Error for GenerateError {}

impl From<SolveError> for GenerateError {
    fn from(e: SolveError) -> Self {
        GenerateError::Solver(e)
    }
}

/// A puzzle of `level` with exactly one solution, from `seed`, without symmetry.
/// The same seed always gives the same puzzle. Uses a [`DEFAULT_DEPTH`] solver on the
/// stack; see [`generate_using`].
pub fn generate(level: Level, seed: u64) -> Result<Grid, GenerateError> {
    generate_with(level, seed, Symmetry::Any)
}

/// Like [`generate`], with a choice of clue symmetry.
pub fn generate_with(level: Level, seed: u64, symmetry: Symmetry) -> Result<Grid, GenerateError> {
    generate_using(&mut Solver::<DEFAULT_DEPTH>::new(), level, seed, symmetry)
}

/// [`generate_with`] with the caller's solver (a `static` in firmware, of the depth it
/// chooses), so the solver's saved states need not be on the stack. The puzzle for a seed
/// does not depend on the solver's depth, unless the solver runs out of it
/// ([`GenerateError::Solver`]).
pub fn generate_using<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    level: Level,
    seed: u64,
    symmetry: Symmetry,
) -> Result<Grid, GenerateError> {
    if level > MAX_LEVEL {
        return Err(GenerateError::Unavailable { level });
    }
    let mut rng = SeededRng::new(seed);
    for _ in 0..MAX_ATTEMPTS {
        let Some(full) = random_full_grid(&mut rng) else {
            continue;
        };
        let puzzle = dig(solver, &full, level, symmetry, &mut rng)?;
        if puzzle_level(&puzzle, level) == Some(level) {
            return Ok(puzzle);
        }
    }
    Err(GenerateError::AttemptsExhausted { level })
}

/// The level of a dug puzzle as far as the generator needs it: the logical level when the
/// ladder up to the target solves it; for `Extreme`, `Extreme` when chains do not (forcing
/// nets then finish it).
fn puzzle_level(puzzle: &Grid, target: Level) -> Option<Level> {
    let cap = if target == Level::Extreme {
        Level::Expert
    } else {
        target
    };
    let out = solve_logically(puzzle, cap);
    if out.solved {
        Some(out.level())
    } else if target == Level::Extreme {
        Some(Level::Extreme)
    } else {
        None
    }
}

/// Whether a puzzle has exactly one solution.
fn unique<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
) -> Result<bool, SolveError> {
    Ok(solver.count(puzzle, 2)?.solutions == 1)
}

/// Whether a candidate puzzle is still acceptable while digging for `level`: one solution,
/// and (below extreme) solved by the techniques up to `level`. The solver goes first: most
/// rejected candidates have several solutions, and it says so far faster than a logical
/// walk that gets stuck (for expert, after every chain search). A logical solve of a
/// unique puzzle needs no further check, even with steps that assumed uniqueness.
fn acceptable<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
    level: Level,
) -> Result<bool, SolveError> {
    if !unique(solver, puzzle)? {
        return Ok(false);
    }
    Ok(level == Level::Extreme || solve_logically(puzzle, level).solved)
}

/// Removes clues from `full` in a random order while the puzzle stays acceptable.
fn dig<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    full: &Grid,
    level: Level,
    symmetry: Symmetry,
    rng: &mut SeededRng,
) -> Result<Grid, SolveError> {
    let mut order = [0u8; CELLS];
    for (i, o) in order.iter_mut().enumerate() {
        *o = i as u8;
    }
    rng.shuffle(&mut order);
    let mut cells = *full.cells();
    for &i in &order {
        let i = usize::from(i);
        let mate = match symmetry {
            Symmetry::Any => i,
            Symmetry::Rotational => CELLS - 1 - i,
        };
        if cells[i] == 0 {
            continue;
        }
        let (vi, vm) = (cells[i], cells[mate]);
        cells[i] = 0;
        cells[mate] = 0;
        let trial = Grid::from_cells(cells).unwrap_or(Grid::EMPTY);
        if !acceptable(solver, &trial, level)? {
            cells[i] = vi;
            cells[mate] = vm;
        }
    }
    Ok(Grid::from_cells(cells).unwrap_or(Grid::EMPTY))
}

/// A random complete grid: cells filled in order, each with a random digit allowed by its
/// row, column and box, backtracking on a dead end. `None` if the budget runs out.
/// Not inlined, so its arrays are not on the stack while digging.
#[inline(never)]
fn random_full_grid(rng: &mut SeededRng) -> Option<Grid> {
    let mut cells = [0u8; CELLS];
    let mut untried = [0u16; CELLS]; // digits not yet tried at each cell, as a bitmask
    let mut used = [0u16; 27]; // digits used per row, column, box
    let units = |i: usize| {
        [
            usize::from(ROW_OF[i]),
            9 + usize::from(COL_OF[i]),
            18 + usize::from(BOX_OF[i]),
        ]
    };
    let mut i = 0usize;
    let mut fresh = true; // entering cell `i` for the first time on this path
    let mut budget = FILL_BUDGET;
    while i < CELLS {
        let [r, c, b] = units(i);
        if fresh {
            untried[i] = 0x1ff & !(used[r] | used[c] | used[b]);
        } else {
            // Back at `i` after a dead end: take its digit out again.
            let bit = 1u16 << (cells[i] - 1);
            used[r] &= !bit;
            used[c] &= !bit;
            used[b] &= !bit;
            cells[i] = 0;
        }
        let options = untried[i];
        if options == 0 {
            budget = budget.checked_sub(1)?;
            i = i.checked_sub(1)?;
            fresh = false;
            continue;
        }
        let bit = nth_bit(options, rng.below(options.count_ones()));
        untried[i] &= !bit;
        cells[i] = bit.trailing_zeros() as u8 + 1;
        used[r] |= bit;
        used[c] |= bit;
        used[b] |= bit;
        i += 1;
        fresh = true;
    }
    Grid::from_cells(cells).ok()
}

/// The `n`-th (0-based) set bit of `mask`, as a one-bit mask (0 if there is none).
fn nth_bit(mut mask: u16, n: u32) -> u16 {
    for _ in 0..n {
        mask &= mask.wrapping_sub(1);
    }
    mask & mask.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rater::rate;
    use crate::solver::{Solution, solve};

    #[test]
    fn full_grids_are_valid_and_seeded() {
        let mut a = SeededRng::new(1);
        let mut b = SeededRng::new(1);
        let g = random_full_grid(&mut a).unwrap();
        assert!(g.is_solved());
        assert_eq!(Some(g), random_full_grid(&mut b));
        assert_ne!(Some(g), random_full_grid(&mut a));
        assert_eq!(nth_bit(0b1011, 2), 0b1000);
        assert_eq!(nth_bit(0, 0), 0);
    }

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
    fn rotational_symmetry_keeps_clue_pairs() {
        let p = generate_with(Level::Easy, 5, Symmetry::Rotational).unwrap();
        let c = p.cells();
        assert!((0..CELLS).all(|i| (c[i] == 0) == (c[CELLS - 1 - i] == 0)));
        assert_eq!(rate(&p).unwrap().level, Level::Easy);
    }
}
