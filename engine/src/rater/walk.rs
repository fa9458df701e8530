//! The rating walk: from a puzzle, always take the easiest available step. `rate` follows
//! it to the end (with trial as the last resort); the generator follows it up to a level.

use core::fmt;

#[cfg(feature = "chains")]
use super::Step;
use super::board::Board;
#[cfg(feature = "chains")]
use super::ladder::find_scored_step;
use super::ladder::{Rungs, find_step};
use super::quiet::Quiet;
use super::score::{Score, Tenths};
use super::{Technique, singles};
use crate::level::Level;
use crate::solver::{DEFAULT_DEPTH, Solution, SolveError, Solver};
use crate::{Candidates, Cell, Grid};

/// What the rater found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Rating {
    /// The puzzle's level.
    pub level: Level,
    /// The hardest technique on the path; `None` for a full grid.
    pub hardest: Option<Technique>,
    /// Steps on the path (placements by singles or trial, and elimination steps).
    pub steps: u32,
    /// The Sudoku Explainer-scale score: the highest step on the path that always takes
    /// the lowest-scored step (SE's "ER"); 0.0 for a full grid.
    pub score: Score,
}

/// Why a puzzle cannot be rated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum RateError {
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    MultipleSolutions,
    /// The solver gave up.
    Solver(SolveError),
}

impl fmt::Display for RateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RateError::NoSolution => f.write_str("the puzzle has no solution"),
            RateError::MultipleSolutions => f.write_str("the puzzle has more than one solution"),
            RateError::Solver(e) => write!(f, "the solver failed: {e}"),
        }
    }
}

impl core::error::Error for RateError {}

/// Which step a round takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// The easiest by the ladder, up to a level (level and hardest technique).
    Ladder(Level),
    /// [`Order::Ladder`] on the rungs every build has (the generator up to hard).
    EveryBuild(Level),
    /// The lowest-scored in Sudoku Explainer's order (the score).
    #[cfg(feature = "chains")]
    Score,
}

/// How one round of the walk ended.
enum Round {
    /// A step was applied.
    Moved,
    /// The grid is full.
    Full,
    /// No technique on the rungs applies, or the position is broken.
    Stuck,
}

/// A walk in progress: the position, and what the path has needed so far.
struct Walk {
    pm: Candidates,
    hardest: Option<Technique>,
    steps: u32,
    score: Tenths,
    /// What the finders found nothing in, round after round.
    quiet: Quiet,
}

/// Most rounds of a walk: every round places a digit or removes a candidate, and a grid has
/// 81 cells and 729 candidates.
const MAX_ROUNDS: u32 = 810;

impl Walk {
    fn new(grid: &Grid) -> Walk {
        Walk {
            pm: Candidates::new(grid),
            hardest: None,
            steps: 0,
            score: 0,
            quiet: Quiet::new(),
        }
    }

    fn used(&mut self, technique: Technique, score: Tenths) {
        self.steps = self.steps.saturating_add(1);
        self.hardest = self.hardest.max(Some(technique));
        self.score = self.score.max(score);
    }

    /// Applies the easiest step up to `max`. With `batch_singles`, every full house and hidden
    /// single of a scan is placed at once: they are all forced, so the position reached is
    /// the same as one at a time, several times faster (the step count then differs).
    fn round(&mut self, order: Order, batch_singles: bool) -> Round {
        if self.pm.grid().is_full() {
            return Round::Full;
        }
        let board = Board::new(&self.pm);
        if board.broken() {
            return Round::Stuck;
        }
        self.quiet.see(&board);
        if batch_singles {
            let (found, technique) = singles::hidden_singles(&board);
            if let Some(technique) = technique {
                if !singles::place_all(&mut self.pm, &found) {
                    return Round::Stuck;
                }
                self.used(technique, super::score::base(technique));
                return Round::Moved;
            }
        }
        let found = match order {
            Order::Ladder(max) | Order::EveryBuild(max) => find_step(
                &board,
                Rungs {
                    max,
                    skip_unit_singles: batch_singles,
                    exhaustive: false,
                    // The rater takes unique puzzles; the generator checks uniqueness when
                    // a path assumed it.
                    uniqueness: true,
                    every_build: matches!(order, Order::EveryBuild(_)),
                },
                &mut self.quiet,
            ),
            #[cfg(feature = "chains")]
            Order::Score => find_scored_step(&board, &mut self.quiet),
        };
        match found {
            Some(step) if step.apply(&mut self.pm) => {
                self.used(step.technique, step.score);
                Round::Moved
            }
            _ => Round::Stuck,
        }
    }

    /// Walks until the grid is full or stuck; when stuck, `unstick` may make a move (and
    /// names its technique) for the walk to go on. Returns whether the grid was filled.
    fn run(
        &mut self,
        order: Order,
        batch_singles: bool,
        mut unstick: impl FnMut(&mut Candidates) -> Option<Technique>,
    ) -> bool {
        for _ in 0..MAX_ROUNDS {
            match self.round(order, batch_singles) {
                Round::Moved => {}
                Round::Full => return true,
                Round::Stuck => match unstick(&mut self.pm) {
                    Some(technique) => self.used(technique, super::score::base(technique)),
                    None => return false,
                },
            }
        }
        false
    }
}

/// The level of a path whose hardest technique is `hardest` (none: a full grid, easy).
fn level_of(hardest: Option<Technique>) -> Level {
    hardest.map_or(Level::Easy, Technique::level)
}

/// Rates a puzzle: it must have exactly one solution. The level and hardest technique come
/// from the path that always takes the easiest step by the ladder; the score from the path
/// that always takes the lowest-scored step in Sudoku Explainer's order. If no technique
/// applied, the walk would place the solution's digit in a cell with the fewest candidates
/// ([`Technique::TrialAndError`]) and go on; forcing nets leave no known puzzle there.
/// Uses a [`DEFAULT_DEPTH`](crate::solver::DEFAULT_DEPTH) solver on the stack; see
/// [`rate_using`].
pub fn rate(puzzle: &Grid) -> Result<Rating, RateError> {
    rate_using(&mut Solver::<DEFAULT_DEPTH>::new(), puzzle)
}

/// [`rate`] with the caller's solver (a `static` in firmware, of the depth it chooses), so
/// the solver's saved states need not be on the stack.
pub fn rate_using<const DEPTH: usize>(
    solver: &mut Solver<DEPTH>,
    puzzle: &Grid,
) -> Result<Rating, RateError> {
    let solution = match solver.solve(puzzle) {
        Ok(Solution::Unique(s)) => s,
        Ok(Solution::Unsolvable) => return Err(RateError::NoSolution),
        Ok(Solution::Multiple(_)) => return Err(RateError::MultipleSolutions),
        Err(e) => return Err(RateError::Solver(e)),
    };
    // Trial: the solution's digit in an empty cell with the fewest candidates.
    let trial = |pm: &mut Candidates| {
        let cell = Cell::all()
            .filter(|&c| pm.grid().is_empty_at(c))
            .min_by_key(|&c| pm.get(c).len())?;
        let digit = solution.get(cell)?;
        pm.place(cell, digit).then_some(Technique::TrialAndError)
    };
    let mut walk = Walk::new(puzzle);
    walk.run(Order::Ladder(Level::Extreme), false, trial);
    // The score takes its own path (SE's order). Without `chains` (small flash) it is the
    // ladder path's, which can only be higher.
    #[cfg(feature = "chains")]
    let scored = {
        let mut scored = Walk::new(puzzle);
        scored.run(Order::Score, false, trial);
        scored
    };
    #[cfg(not(feature = "chains"))]
    let scored = &walk;
    Ok(Rating {
        level: level_of(walk.hardest),
        hardest: walk.hardest,
        steps: walk.steps,
        score: Score(scored.score),
    })
}

/// Calls `each` with every step of the score walk, in order, until the grid is full or no
/// step is found: for the calibration example (`examples/score_trace.rs`), which compares the
/// path with Sudoku Explainer's step by step. Not part of the API.
#[cfg(feature = "chains")]
#[doc(hidden)]
pub fn trace_score(puzzle: &Grid, mut each: impl FnMut(&Candidates, &Step)) {
    let mut pm = Candidates::new(puzzle);
    let mut quiet = Quiet::new();
    for _ in 0..MAX_ROUNDS {
        if pm.grid().is_full() {
            return;
        }
        let board = Board::new(&pm);
        quiet.see(&board);
        let Some(step) = find_scored_step(&board, &mut quiet) else {
            return;
        };
        each(&pm, &step);
        if !step.apply(&mut pm) {
            return;
        }
    }
}

/// The result of a logical solve capped at a level (for the generator).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Outcome {
    /// Whether the techniques up to the cap filled the grid.
    pub solved: bool,
    /// The hardest technique used.
    pub hardest: Option<Technique>,
}

impl Outcome {
    /// The level of the path so far.
    pub fn level(&self) -> Level {
        level_of(self.hardest)
    }
}

/// Solves `grid` with techniques up to `max`, the same path as [`rate`] (easiest step
/// first), with singles placed in batches and no trial. Up to hard, only the rungs every
/// build has, so the generator's puzzles up to hard do not depend on feature `chains`.
pub(crate) fn solve_logically(grid: &Grid, max: Level) -> Outcome {
    let mut walk = Walk::new(grid);
    let order = if max <= Level::Hard {
        Order::EveryBuild(max)
    } else {
        Order::Ladder(max)
    };
    let filled = walk.run(order, true, |_| None);
    Outcome {
        solved: filled && walk.pm.grid().is_solved(),
        hardest: walk.hardest,
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::string::ToString;

    #[test]
    fn rate_reports_errors_as_sentences() {
        assert_eq!(rate(&Grid::EMPTY), Err(RateError::MultipleSolutions));
        let g: Grid =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert_eq!(rate(&g), Err(RateError::NoSolution));
        assert_eq!(
            RateError::MultipleSolutions.to_string(),
            "the puzzle has more than one solution"
        );
    }

    /// The score walk skips SE's cycles and forcing chains where no static closure holds a
    /// candidate both on and off: on the walks of hard puzzles, the passes find nothing at
    /// every such position.
    #[cfg(feature = "se-score")]
    #[test]
    fn cycles_and_chains_need_a_closure_that_crosses() {
        use super::super::chains::explainer::cycles_and_chains_unchecked;
        let puzzles = [
            ".47.2....8....1....3....9.2.....5...6..81..5.....4.....7....3.4...9...1.4..27.8..",
            "..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ];
        let (mut clear, mut found) = (0, 0);
        for line in puzzles {
            let mut pm = Candidates::new(&line.parse().unwrap());
            let mut quiet = Quiet::new();
            while !pm.grid().is_full() {
                let board = Board::new(&pm);
                match cycles_and_chains_unchecked(&board) {
                    (false, step) => {
                        assert!(step.is_none(), "{line}: {}", pm.grid());
                        clear += 1;
                    }
                    (true, step) => found += usize::from(step.is_some()),
                }
                quiet.see(&board);
                let step = find_scored_step(&board, &mut quiet).unwrap();
                assert!(step.apply(&mut pm));
            }
        }
        // Both kinds of position are met.
        assert!(clear > 20 && found > 20, "{clear} {found}");
    }

    /// The positions of the score walk of `line`, every `every`-th.
    #[cfg(feature = "se-score")]
    fn score_walk(line: &str, every: usize) -> std::vec::Vec<Candidates> {
        let mut walk = std::vec::Vec::new();
        trace_score(&line.parse().unwrap(), |pm, _| walk.push(pm.clone()));
        walk.into_iter().step_by(every).collect()
    }

    /// SE's cycles are searched only from starts some cycle through which may eliminate:
    /// on the walks of puzzles rated 7.1 to 9.0, every cycle from every start that
    /// eliminates is one the check allows (`check_cycle_victims` says how).
    #[cfg(feature = "se-score")]
    #[test]
    fn cycles_eliminate_only_their_starts_victims() {
        use super::super::chains::explainer::check_cycle_victims;
        let (mut positions, mut eliminating) = (0, 0);
        for line in [
            ".6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..",
            "7.8...3.....6.1...4.........6.....253...8.......1...9..9.5....2....7.4...........",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ] {
            for pm in score_walk(line, 3) {
                if let Some(n) = check_cycle_victims(&Board::new(&pm)) {
                    positions += 1;
                    eliminating += n;
                }
            }
        }
        assert!(
            positions > 10 && eliminating > 50,
            "{positions} {eliminating}"
        );
    }

    /// What SE's cycle victims teach the reach of forcing chains is true: on the walks of
    /// two hard puzzles, the reach knows crossing and clear closures that way and answers
    /// as each start's closure does.
    #[cfg(feature = "se-score")]
    #[test]
    fn cycle_victims_teach_may_refute_the_truth() {
        use super::super::chains::reach::check_cycle_victims_teach;
        let (mut crossing, mut clear) = (0, 0);
        for line in [
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
            ".6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..",
        ] {
            for pm in score_walk(line, 4) {
                let (x, c) = check_cycle_victims_teach(&Board::new(&pm).pos);
                crossing += x;
                clear += c;
            }
        }
        assert!(crossing > 20 && clear > 20, "{crossing} {clear}");
    }

    /// Nishio's branches are followed only where the digit's singles may meet a
    /// contradiction: on the walks of two hard puzzles, every branch that meets one is
    /// allowed, and most are skipped.
    #[cfg(feature = "se-score")]
    #[test]
    fn nishio_contradictions_are_allowed() {
        use super::super::chains::explainer::check_nishio_skips;
        let (mut absurd, mut skipped) = (0, 0);
        for line in [
            ".7....9.86...8......31...5...1..9.36....1....76.3..8...2...51......2...38.5....7.",
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
        ] {
            for pm in score_walk(line, 2) {
                let (a, s) = check_nishio_skips(&Board::new(&pm));
                absurd += a;
                skipped += s;
            }
        }
        assert!(absurd > 100 && skipped > 1000, "{absurd} {skipped}");
    }

    #[test]
    fn a_full_grid_rates_easy_with_no_technique() {
        let g: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .unwrap();
        assert_eq!(
            rate(&g),
            Ok(Rating {
                level: Level::Easy,
                hardest: None,
                steps: 0,
                score: Score::default(),
            })
        );
    }
}
