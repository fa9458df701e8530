//! A search for very hard puzzles: not digging from random grids, which almost never reaches
//! the top of the scale, but a walk near hard puzzles. A [`Climber`] holds a puzzle and
//! varies a few of its clues at a time (one or two givens taken away, as many of the
//! solution's digits or one more put in), keeps a variation that still has one solution and
//! scores at least as high as the puzzle it came from (so it crosses plateaus of equal
//! scores), now and then one a little lower (so it leaves a peak), and remembers the hardest
//! puzzle it met.
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
use crate::geometry::CELLS;
use crate::grid::Grid;
use crate::rater::{RateError, Score, rate_using};
use crate::rng::SeededRng;
use crate::solver::{DEFAULT_DEPTH, Solution, SolveError, Solver};

/// Fewest givens a variation may leave: no puzzle with fewer has one solution.
const MIN_GIVENS: usize = 17;

/// How far down (in tenths) a step may go, and one in how many such steps is taken.
const DOWNHILL: u8 = 3;
const DOWNHILL_ODDS: u32 = 8;

/// A walk from one puzzle towards harder ones with the same solution.
#[derive(Clone, Debug)]
pub struct Climber {
    /// Where the walk is, and its score.
    current: Grid,
    score: Score,
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
            solution,
            best: start,
            rng: SeededRng::new(seed),
            tried: 0,
        })
    }

    /// Tries one variation of the current puzzle.
    pub fn step<const DEPTH: usize>(
        &mut self,
        solver: &mut Solver<DEPTH>,
    ) -> Result<Try, SolveError> {
        self.tried += 1;
        let Some(trial) = self.vary() else {
            return Ok(Try::Rejected);
        };
        if solver.count(&trial, 2)?.solutions != 1 {
            return Ok(Try::Rejected);
        }
        let rating = match rate_using(solver, &trial) {
            Ok(r) => r,
            Err(RateError::Solver(e)) => return Err(e),
            Err(_) => return Ok(Try::Rejected),
        };
        // Now and then a step a little down: from a puzzle whose every neighbour is easier
        // the walk would never move again.
        let low = self.score.tenths().saturating_sub(DOWNHILL);
        let down_ok = rating.score.tenths() >= low && self.rng.below(DOWNHILL_ODDS) == 0;
        if rating.score < self.score && !down_ok {
            return Ok(Try::Rejected);
        }
        self.current = trial;
        self.score = rating.score;
        if rating.score > self.best.rating.score {
            self.best = Generated {
                puzzle: trial,
                rating,
            };
            return Ok(Try::Best);
        }
        Ok(Try::Moved)
    }

    /// The current puzzle with one or two givens taken away and as many (or one more) of the
    /// solution's digits put in other empty cells; `None` when the puzzle has too few givens to vary.
    fn vary(&mut self) -> Option<Grid> {
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
        // As many digits put in as givens taken away, or one more: taking a given from a
        // hard (near minimal) puzzle alone almost always leaves several solutions.
        let remove = 1 + self.rng.below(2) as usize;
        let add = remove + self.rng.below(2) as usize;
        if g < MIN_GIVENS + remove || e < add {
            return None;
        }
        // Partial Fisher–Yates: the first `remove` givens and `add` empty cells are drawn.
        for k in 0..remove {
            let j = k + self.rng.below((g - k) as u32) as usize;
            givens.swap(k, j);
            cells[usize::from(givens[k])] = 0;
        }
        // Only cells empty before: a given just taken away is not put back.
        for k in 0..add {
            let j = k + self.rng.below((e - k) as u32) as usize;
            empty.swap(k, j);
            let i = usize::from(empty[k]);
            cells[i] = self.solution.cells()[i];
        }
        Grid::from_cells(cells).ok()
    }

    /// Goes on from `other`'s current puzzle (another climber's, when it has climbed
    /// higher); this climber's best and random choices stay its own.
    pub fn adopt(&mut self, other: &Climber) {
        self.current = other.current;
        self.score = other.score;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generator::{Request, generate_request};
    use crate::level::Level;
    use crate::rater::rate;
    use crate::solver::solve;

    #[test]
    fn variations_keep_the_solution_and_the_walk_never_goes_far_down() {
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
            assert!(climber.score().tenths() + DOWNHILL >= last.tenths());
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
