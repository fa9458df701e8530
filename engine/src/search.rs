//! A search for very hard puzzles: not digging from random grids, which almost never reaches
//! the top of the scale, but a walk near hard puzzles. A [`Climber`] holds a puzzle and
//! varies a few of its clues at a time (a given or two taken away, as many of the solution's
//! digits put in elsewhere, and more where another solution differs), keeps a variation
//! that still has one solution and scores at least as high as the puzzle it came from (so
//! it crosses plateaus of equal scores), and remembers the hardest puzzle it met.
//!
//! Everything is seeded: the same start and seed give the same walk on every platform, try
//! by try. How many climbers (one per core), when they share their puzzles and when to stop
//! are the caller's.
//!
//! ```
//! use sudoku_engine::search::Climber;
//! use sudoku_engine::{Level, Request, Solver, generate_request};
//! let start = generate_request(&Request::level(Level::Hard), 1).unwrap();
//! let mut climber = Climber::new(start, 7).unwrap();
//! let mut solver = Solver::<{ sudoku_engine::solver::DEFAULT_DEPTH }>::new();
//! for _ in 0..3 {
//!     climber.step(&mut solver).unwrap();
//! }
//! assert_eq!(climber.tried(), 3);
//! assert!(climber.best().rating.score >= start.rating.score);
//! ```

use crate::generator::Generated;
use crate::geometry::{CELLS, COL_OF, ROW_OF};
use crate::grid::Grid;
use crate::rater::{RateError, Score, rate_using};
use crate::rng::SeededRng;
use crate::solver::{DEFAULT_DEPTH, Solution, SolveError, Solver};

/// Fewest givens a variation may leave: no puzzle with fewer has one solution.
const MIN_GIVENS: usize = 17;
/// Most digits put back to give a variation one solution again.
const REPAIRS: usize = 2;

/// One in how many variations of equal score but fewer steps the walk takes.
const SIDEWAYS_ODDS: u32 = 6;

/// A walk from one puzzle towards harder ones with the same solution.
#[derive(Clone, Debug)]
pub struct Climber {
    /// Where the walk is, and its score.
    current: Grid,
    score: Score,
    steps: u32,
    /// The solution every puzzle of the walk shares.
    solution: Grid,
    /// The hardest puzzle met.
    best: Generated,
    rng: SeededRng,
    tried: u64,
}

/// What one try of [`Climber::step`] gave.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Try {
    /// The variation has several solutions, or scores below the puzzle it came from.
    Rejected,
    /// The walk moved to the variation (it scores as high or higher).
    Moved,
    /// The variation is the hardest puzzle this climber has met.
    Best,
}

impl Climber {
    /// A walk from `start` (a generated puzzle, so it has one solution), its choices drawn
    /// from `seed`.
    pub fn new(start: Generated, seed: u64) -> Result<Climber, SolveError> {
        let solution = match Solver::<DEFAULT_DEPTH>::new().solve(&start.puzzle)? {
            Solution::Unique(s) => s,
            // Not from the generator after all: the walk stays where it is.
            _ => start.puzzle,
        };
        Ok(Climber {
            current: start.puzzle,
            score: start.rating.score,
            steps: start.rating.steps,
            solution,
            best: start,
            rng: SeededRng::new(seed),
            tried: 0,
        })
    }

    /// A walk from `puzzle` (rated first, so it must have one solution), its choices drawn
    /// from `seed`.
    pub fn from_puzzle<const DEPTH: usize>(
        solver: &mut Solver<DEPTH>,
        puzzle: &Grid,
        seed: u64,
    ) -> Result<Climber, RateError> {
        let rating = rate_using(solver, puzzle)?;
        let start = Generated {
            puzzle: *puzzle,
            rating,
        };
        Climber::new(start, seed).map_err(RateError::Solver)
    }

    /// Tries one variation of the current puzzle.
    pub fn step<const DEPTH: usize>(
        &mut self,
        solver: &mut Solver<DEPTH>,
    ) -> Result<Try, SolveError> {
        self.tried += 1;
        let Some(trial) = self.vary(solver)? else {
            return Ok(Try::Rejected);
        };
        let rating = match rate_using(solver, &trial) {
            Ok(r) => r,
            Err(RateError::Solver(e)) => return Err(e),
            Err(_) => return Ok(Try::Rejected),
        };
        // Among equal scores, more steps first: a longer path is nearer to needing a harder
        // step, and the walk needs some slope on a plateau; now and then it takes fewer
        // steps too, so that it is not held at one puzzle. Never a lower score: walks that
        // took steps down drifted to the common scores and stayed there.
        let sideways = rating.score == self.score && self.rng.below(SIDEWAYS_ODDS) == 0;
        if (rating.score, rating.steps) < (self.score, self.steps) && !sideways {
            return Ok(Try::Rejected);
        }
        self.current = trial;
        self.score = rating.score;
        self.steps = rating.steps;
        if rating.score > self.best.rating.score {
            self.best = Generated {
                puzzle: trial,
                rating,
            };
            return Ok(Try::Best);
        }
        Ok(Try::Moved)
    }

    /// The current puzzle with a given taken away (now and then two) and as many of the
    /// solution's digits put in at cells that were empty, the smallest change that keeps
    /// the number of givens; when that leaves several solutions, it is repaired: the
    /// solution's digit goes in where another solution differs, at most [`REPAIRS`] times.
    /// Larger changes (more givens, or a repaired puzzle made minimal again) met no puzzle
    /// as hard as their 8.8 start in hundreds of rated tries; this one meets its equals,
    /// which lets the walk cross a plateau. `None` when the puzzle has too few givens or
    /// the repair gives up.
    fn vary<const DEPTH: usize>(
        &mut self,
        solver: &mut Solver<DEPTH>,
    ) -> Result<Option<Grid>, SolveError> {
        let mut cells = *self.current.cells();
        let mut givens = [0u8; CELLS];
        let mut empty = [0u8; CELLS];
        let (mut g, mut e) = (0usize, 0usize);
        for (i, &v) in cells.iter().enumerate() {
            if v == 0 {
                empty[e] = i as u8;
                e += 1;
            } else {
                givens[g] = i as u8;
                g += 1;
            }
        }
        let change = 1 + usize::from(self.rng.below(4) == 0);
        if g < MIN_GIVENS + change || e < change {
            return Ok(None);
        }
        let target = *self.solution.cells();
        // Partial Fisher–Yates: the first `change` givens and empty cells are drawn.
        for k in 0..change {
            let j = k + self.rng.below((g - k) as u32) as usize;
            givens.swap(k, j);
            cells[usize::from(givens[k])] = 0;
            let j = k + self.rng.below((e - k) as u32) as usize;
            empty.swap(k, j);
            let i = usize::from(empty[k]);
            cells[i] = target[i];
        }
        for repair in 0..=REPAIRS {
            let Some(other) = other_solution(solver, &cells, &target)? else {
                return Ok(Grid::from_cells(cells).ok());
            };
            if repair == REPAIRS {
                break;
            }
            let mut differ = [0u8; CELLS];
            let mut n = 0usize;
            for i in 0..CELLS {
                if other[i] != target[i] {
                    differ[n] = i as u8;
                    n += 1;
                }
            }
            if n == 0 || n == CELLS {
                return Ok(None);
            }
            let i = usize::from(differ[self.rng.below(n as u32) as usize]);
            cells[i] = target[i];
        }
        Ok(None)
    }

    /// Draws the walk's further choices from `seed` (a climber cloned for another core).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = SeededRng::new(seed);
    }

    /// Goes on from `other`'s current puzzle (another climber's, when it has climbed
    /// higher); this climber's best and random choices stay its own.
    pub fn adopt(&mut self, other: &Climber) {
        self.current = other.current;
        self.score = other.score;
        self.steps = other.steps;
        self.solution = other.solution;
    }

    /// The hardest puzzle met, with its rating.
    pub fn best(&self) -> &Generated {
        &self.best
    }

    /// The score of the puzzle the walk is at.
    pub fn score(&self) -> Score {
        self.score
    }

    /// Variations tried so far.
    pub fn tried(&self) -> u64 {
        self.tried
    }
}

/// A solution of `cells` other than `target` (which solves it), or `None` when `target` is
/// its only one. The solver finds solutions in a fixed order, so when its first is `target`
/// the puzzle is asked again with its digits renamed and with rows and columns swapped:
/// each finds its solutions in another order. `Some(target)` when none of them finds another
/// (the caller gives up on the variation).
fn other_solution<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    cells: &[u8; CELLS],
    target: &[u8; CELLS],
) -> Result<Option<[u8; CELLS]>, SolveError> {
    for view in 0..4u8 {
        let (renamed, swapped) = (view & 1 == 1, view & 2 == 2);
        let seen = transform(cells, renamed, swapped);
        let Ok(grid) = Grid::from_cells(seen) else {
            return Ok(None);
        };
        let search = solver.search(&grid, 2)?;
        if search.solutions < 2 {
            return Ok(None);
        }
        let Some(first) = search.first else {
            return Ok(None);
        };
        // The same transformations undo themselves.
        let back = transform(first.cells(), renamed, swapped);
        if back != *target {
            return Ok(Some(back));
        }
    }
    Ok(Some(*target))
}

/// `cells` with digit `d` renamed `10 - d` when `renamed`, and rows and columns swapped
/// when `swapped`: each is its own inverse, and both keep a grid valid.
fn transform(cells: &[u8; CELLS], renamed: bool, swapped: bool) -> [u8; CELLS] {
    let mut out = [0u8; CELLS];
    for (i, &v) in cells.iter().enumerate() {
        let to = if swapped {
            usize::from(COL_OF[i]) * 9 + usize::from(ROW_OF[i])
        } else {
            i
        };
        out[to] = if renamed && v != 0 { 10 - v } else { v };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::{Request, generate_request};
    use crate::level::Level;
    use crate::rater::rate;
    use crate::solver::{DEFAULT_DEPTH, solve};

    #[test]
    fn variations_keep_the_solution_and_the_walk_never_goes_down() {
        let start = generate_request(&Request::level(Level::Hard), 3).unwrap();
        let Ok(Solution::Unique(solution)) = solve(&start.puzzle) else {
            panic!("generated puzzles are unique")
        };
        let mut climber = Climber::new(start, 11).unwrap();
        let mut solver = Solver::<DEFAULT_DEPTH>::new();
        let mut last = climber.score();
        for _ in 0..40 {
            let before = climber.current;
            let step = climber.step(&mut solver).unwrap();
            assert!(climber.score() >= last);
            last = climber.score();
            if step == Try::Rejected {
                assert_eq!(climber.current, before);
                continue;
            }
            assert_ne!(climber.current, before);
            assert_eq!(solve(&climber.current), Ok(Solution::Unique(solution)));
            assert_eq!(rate(&climber.current).unwrap().score, climber.score());
        }
        assert_eq!(climber.tried(), 40);
        let best = climber.best();
        assert_eq!(rate(&best.puzzle), Ok(best.rating));
        assert!(best.rating.score >= start.rating.score);
    }

    #[test]
    fn another_solution_keeps_the_givens_and_a_unique_puzzle_has_none() {
        let start = generate_request(&Request::level(Level::Easy), 1).unwrap();
        let Ok(Solution::Unique(solution)) = solve(&start.puzzle) else {
            panic!("generated puzzles are unique")
        };
        let target = *solution.cells();
        for renamed in [false, true] {
            for swapped in [false, true] {
                let seen = transform(&target, renamed, swapped);
                assert!(Grid::from_cells(seen).unwrap().is_solved());
                assert_eq!(transform(&seen, renamed, swapped), target);
            }
        }
        let mut solver = Solver::<DEFAULT_DEPTH>::new();
        assert_eq!(
            other_solution(&mut solver, start.puzzle.cells(), &target),
            Ok(None)
        );
        // The first row alone: many solutions, and one other than the target is found.
        let mut row = [0u8; CELLS];
        row[..9].copy_from_slice(&target[..9]);
        let other = other_solution(&mut solver, &row, &target).unwrap().unwrap();
        assert_ne!(other, target);
        assert_eq!(other[..9], target[..9]);
        assert!(Grid::from_cells(other).unwrap().is_solved());
    }

    #[test]
    fn the_same_seed_walks_the_same_way() {
        let start = generate_request(&Request::level(Level::Medium), 5).unwrap();
        let walk = |seed| {
            let mut c = Climber::new(start, seed).unwrap();
            let mut solver = Solver::<DEFAULT_DEPTH>::new();
            for _ in 0..20 {
                c.step(&mut solver).unwrap();
            }
            (c.current, c.best.puzzle)
        };
        assert_eq!(walk(1), walk(1));
    }
}
