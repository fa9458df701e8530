//! The solver: counts solutions up to a limit and returns one of them.
//!
//! # Representation
//! Band bitboards, in the style of JCZSolve: for each digit and each band (three rows), one
//! `u32` holds the 27 cells of the band where the digit is still possible (bit
//! `row_in_band * 9 + column`, so band `b` bit `k` is cell `27 * b + k`). A solved cell keeps
//! its digit's bit; a mask per band records the unsolved cells. A whole state is 120 bytes.
//!
//! # Propagation
//! - *Bands.* In a band a digit occupies one mini-row (three cells of a row inside a box) per
//!   row and per box: a 3×3 permutation. The mini-rows still possible form a 9-bit matrix; the
//!   union of the permutations that fit inside it (a 512-entry table) keeps exactly the mini-rows
//!   that can still be used. This is box-line reduction (pointing and claiming) inside the
//!   band, plus hidden singles of boxes. A row left with one cell is a hidden single.
//!   A box left in one column clears that column in the other bands.
//! - *Stacks.* The same permutation rule on mini-columns (a column inside a band) handles
//!   columns: column hidden singles and box-column interactions across bands. It runs only
//!   when the band rule and the cells are stuck, on the digits that changed.
//! - *Cells.* Counting the digits of each cell with bitwise accumulators finds empty
//!   cells (contradiction) and naked singles.
//!
//! # Search
//! Depth-first with binary branching. A guess saves the state with one branch's cells
//! cleared from one word and goes on with the other's cleared. A contradiction resumes the
//! most recent saved state. The stack is a fixed-capacity array of `DEPTH` saved states
//! ([`FRAME_BYTES`] each): no recursion, no allocation, no division.
//!
//! Fast cores (the `lookup-tables` feature) search as tdoku does. When the rules above are
//! stuck, the *triad rule* runs (module `triads`): every mini-row and mini-column holds
//! exactly three digits, so three possible digits are all there, three forced digits
//! exclude the rest. Then the guess is on a *band configuration* (module `configs`): in the
//! band or stack with the fewest placements of its digits left, the digit with the fewest
//! (at least two), placed in its first one or not. Measured: 61.7 guesses per puzzle on the
//! forum's hardest 48,766 and 8.9 on top1465, tdoku's own figures; at most 13 saved states
//! on the shared corpora, 54 for the empty grid.
//!
//! Small cores branch on a bivalue cell: among the first ten, the one whose two digits have
//! the most candidates among its peers (the product of one plus each digit's count), so both
//! branches prune much; failing that a cell with the fewest candidates. 84.3 guesses per
//! puzzle on the forum's hardest (the `sudoku` crate, JCZSolve, makes about 165), 47 saved
//! states for the empty grid.
//!
//! Triads bolted onto cell guessing were measured before this choice: with a mini-row
//! branch only where no cell is bivalue, 72.9 guesses per puzzle on the forum's hardest
//! and 7 % more time than without triads. The triads pay only with the configuration
//! guess, which needs them: without them a mini-row branch lets a mini-row take four
//! digits unnoticed until its cells run out (51,784 guesses for the empty grid).
//!
//! # Speed
//! On hard puzzles mispredicted branches cost as much as the instructions, and which cell,
//! word or digit comes next is data that no predictor can learn. So the hot paths decide by
//! masks, not branches: changed words are found by comparing the whole state with what the
//! band rule last saw, touched digits are visited by trailing zeros, the triad rule takes
//! all mini-lines of an orientation at once, and a solved cell is cleared from every digit
//! whether or not it is new. Whoever changes words outside the band rule (a guess, a
//! backtrack, a naked single, the stack rule, the triad rule) names them, so the whole-state
//! comparison runs only after a band sweep that changed words other than its own. That
//! comparison and the mini-line flags of the triad rule are compiled out of line: inlined
//! into the propagation loop the compiler's vector code for them was about 1.7 times as
//! long (measured with callgrind: about 6 % fewer instructions for the whole search out of
//! line).
//!
//! Without the `lookup-tables` feature, the build for small cores such as the Cortex-M0 (no
//! branch predictor, no divide, 8 low registers, a 64-bit population count in software), the
//! same search takes branches where they save instructions: the band rule clears only new
//! solved cells, from the words that hold them (a branch per word, the nine words of the band
//! unrolled), and names every word it changes (so no `seen` copy and no whole-state
//! comparison); the claimed columns are cleared only where a box holds them; the cell pass
//! skips the bands with no word swept since their last pass, counts each cell's digits to two
//! only (empty cells and naked singles) and reads a single's digit by the first word that
//! holds it; the bivalue cells are found when a guess is due, and their scoring stops at a
//! cell's second digit and counts peers from the digit's three words, the row and box word's
//! count and the column's added inside one population count; the stack rule takes a digit's
//! three stacks in one permutation union (the bands' column sets side by side in one word).
//! It has no triad rule and guesses on cells (above): the triads' tables and bit-sliced
//! counters would not fit its flash and stack budgets. Measured on the M0
//! (`tests/firmware`, QEMU, `solve` image): AI Escargot 755,687 → 454,500 instructions,
//! Inkala 750,937 → 494,375.
//!
//! A guess copies the state once, straight into its slot on the stack, and clears the
//! other branch there; a saved state keeps the index of that word in the spare top bits of
//! its first unsolved mask, so a frame is the 120-byte state. The state is filled from the
//! grid in place and the first solution is written into the answer, so that a Cortex-M0's
//! `solve` image needs 1.5 KiB of stack with six saved states.
//!
//! # Files
//! `tables` holds the bit tables and bit tricks of the band layout, `state` the search state
//! and its propagation, `triads` the triad rule and `configs` the configuration guess (fast
//! cores only); this module the search loop and the public API.

use core::fmt;

use heapless::Vec;

use crate::grid::Grid;

#[cfg(feature = "lookup-tables")]
mod configs;
mod state;
mod tables;
#[cfg(feature = "lookup-tables")]
mod triads;

use state::{Contradiction, Frame, State, Step};

/// Saved states the default solver ([`solve`], [`count_solutions`], and the rater and
/// generator, which call them) holds: 81 with the `full-depth` feature (on by default), else 24.
///
/// Every nested guess places a digit, so no search needs more saved states than the grid
/// has empty cells: with 81 (10 KB of stack) the solver never returns
/// [`SolveError::DepthExceeded`]. 24 (3 KB) is well above the 14 that the deepest puzzle of
/// the shared corpora needs; sparse contradictory grids that need more get `DepthExceeded`,
/// never a wrong answer (the fuzzer found one needing more than 24). Firmware that wants
/// another depth keeps its own [`Solver`].
#[cfg(feature = "full-depth")]
pub const DEFAULT_DEPTH: usize = 81;
/// Saved states the default solver holds without the `full-depth` feature; see the
/// definition with it.
#[cfg(not(feature = "full-depth"))]
pub const DEFAULT_DEPTH: usize = 24;

/// The answer of [`solve`]: how many solutions (none, one, several) and one of them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solution {
    /// The puzzle has no solution.
    Unsolvable,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more solutions; this is one of them.
    Multiple(Grid),
}

/// Why the solver gave up. With the `full-depth` [`DEFAULT_DEPTH`] (81) it cannot happen;
/// with 24 it has not happened on any puzzle of the shared corpora or the generator's output,
/// only on sparse contradictory grids the fuzzer built.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum SolveError {
    /// The search needed more nested guesses than the solver's fixed stack holds, skipped the
    /// branches it could not save, and found fewer solutions than the limit, so "none" or
    /// "unique" could not be proven. (When the limit is reached the answer is exact anyway:
    /// the empty grid is "multiple" even with a tiny stack.)
    DepthExceeded,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::DepthExceeded => {
                f.write_str("search too deep for the solver's fixed stack")
            }
        }
    }
}

impl core::error::Error for SolveError {}

/// What a search did: how many guesses it made and how deep its stack of saved states went.
/// Guesses are the hardware-independent measure of solver effort.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub struct SolveStats {
    /// Branch points: states saved before trying a digit that propagation did not force.
    pub guesses: u32,
    /// The most saved states held at once (the `DEPTH` a [`Solver`] needs for this search).
    pub max_depth: u32,
}

/// The result of [`Solver::search`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Search {
    /// Solutions found, at most the limit asked for.
    pub solutions: u32,
    /// The first solution found, if any.
    pub first: Option<Grid>,
    /// Guesses made and stack used.
    pub stats: SolveStats,
}

/// The result of [`Solver::count`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Count {
    /// Solutions found, at most the limit asked for.
    pub solutions: u32,
    /// Guesses made and stack used.
    pub stats: SolveStats,
}

/// Bytes of one saved state on a [`Solver`]'s stack: a `Solver<DEPTH>` holds `DEPTH` of them.
pub const FRAME_BYTES: usize = core::mem::size_of::<Frame>();

/// A solver with room for `DEPTH` nested guesses: it owns its stack of saved states
/// (`DEPTH * FRAME_BYTES` bytes, plus a length), so firmware can keep one in a `static`
/// rather than on the caller's stack, and hand it to [`rate_using`](crate::rate_using) and
/// [`generate_using`](crate::generate_using) too. [`solve`] and [`count_solutions`] use a
/// [`DEFAULT_DEPTH`] solver on the stack; firmware with little RAM can pick a smaller depth
/// and handle [`SolveError::DepthExceeded`].
///
/// `DEPTH` defaults to [`DEFAULT_DEPTH`] in types (`let s: Solver = Solver::new();`), but
/// an expression such as `Solver::new()` alone does not pick the default: name the depth
/// (`Solver::<24>::new()`) or the type.
///
/// ```
/// use sudoku_engine::{Grid, Solution, Solver, solver::Search};
/// // `new` is `const`: a solver can live in a `static` (behind a mutex) or on the stack.
/// let mut solver = Solver::<64>::new();
/// let Search { solutions, first, stats, .. } = solver.search(&Grid::EMPTY, 2).unwrap();
/// assert_eq!(solutions, 2);
/// assert!(first.is_some_and(|g| g.is_solved()));
/// assert!(stats.guesses >= 1 && stats.max_depth <= stats.guesses);
/// assert!(matches!(solver.solve(&Grid::EMPTY), Ok(Solution::Multiple(_))));
/// ```
pub struct Solver<const DEPTH: usize = DEFAULT_DEPTH> {
    stack: Vec<Frame, DEPTH>,
}

impl<const DEPTH: usize> Default for Solver<DEPTH> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const DEPTH: usize> fmt::Debug for Solver<DEPTH> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver").field("depth", &DEPTH).finish()
    }
}

impl<const DEPTH: usize> Solver<DEPTH> {
    /// A solver with an empty stack. `const`, so it can initialise a `static`.
    #[must_use]
    pub const fn new() -> Self {
        Solver { stack: Vec::new() }
    }

    /// No solution, a unique one, or one of several, in a single search (counting to 2).
    pub fn solve(&mut self, grid: &Grid) -> Result<Solution, SolveError> {
        let search = self.search(grid, 2)?;
        Ok(match (search.solutions, search.first) {
            (1, Some(g)) => Solution::Unique(g),
            (n, Some(g)) if n >= 2 => Solution::Multiple(g),
            _ => Solution::Unsolvable,
        })
    }

    /// Counts solutions, stopping at `limit`; also returns the first solution found and what
    /// the search did.
    pub fn search(&mut self, grid: &Grid, limit: u32) -> Result<Search, SolveError> {
        self.run(grid, limit, true)
    }

    /// Counts solutions up to `limit` without building a grid for the first solution: the
    /// cheapest way to test uniqueness.
    pub fn count(&mut self, grid: &Grid, limit: u32) -> Result<Count, SolveError> {
        self.run(grid, limit, false).map(|s| Count {
            solutions: s.solutions,
            stats: s.stats,
        })
    }

    /// The search; `keep_first` builds the first solution's grid.
    fn run(&mut self, grid: &Grid, limit: u32, keep_first: bool) -> Result<Search, SolveError> {
        let mut stats = SolveStats::default();
        let done = |solutions, first, stats| Search {
            solutions,
            first,
            stats,
        };
        let mut state = State::EMPTY;
        if state.fill(grid).is_err() {
            return Ok(done(0, None, stats));
        }
        if limit == 0 {
            return Ok(done(0, None, stats));
        }
        let stack = &mut self.stack;
        stack.clear();
        // What the band rule last saw of each word, and the words changed since: at first all
        // of them, so the first sweep sets every entry of `seen` before any scan reads it.
        #[cfg(feature = "lookup-tables")]
        let mut seen = [0u32; 27];
        let mut changed = (1 << 27) - 1;
        let mut count = 0u32;
        // The answer, built in place: the first solution is written into it (each grid or
        // `Option<Grid>` on the way would be 82 more bytes of a Cortex-M0's stack).
        let mut answer = done(0, None, stats);
        let mut skipped = false;
        let proven = loop {
            match state.propagate(
                #[cfg(feature = "lookup-tables")]
                &mut seen,
                changed,
            ) {
                Ok(Step::Guess(g)) => {
                    let index = g.index;
                    // A full stack skips the other branch instead of failing: solutions found
                    // later are still real, so reaching `limit` is still an exact answer.
                    // Only a search that ends short of `limit` after skipping is unproven.
                    // The saved state is copied once, from `state` into its place, and
                    // loses the digit there. (`push` measured worse on the Cortex-M0: 8 bytes
                    // more stack and 4,000 more instructions for Inkala.)
                    match stack.extend_from_slice(core::slice::from_ref(&state)) {
                        Ok(()) => {
                            if let Some(top) = stack.last_mut() {
                                top.mark(index, g.second);
                            }
                        }
                        Err(_) => skipped = true,
                    }
                    stats.guesses += 1;
                    stats.max_depth = stats.max_depth.max(stack.len() as u32);
                    // The guessed word goes to the band rule whatever the guess cleared: the
                    // rule is what clears a cell's other digits.
                    if let Some(word) = state.cand.get_mut(index) {
                        *word &= !g.first;
                    }
                    changed = 1 << index;
                    continue;
                }
                Ok(Step::Solved) => {
                    count += 1;
                    if keep_first && answer.first.is_none() {
                        state.write_solution(answer.first.insert(Grid::EMPTY).cells_mut());
                    }
                    if count >= limit {
                        break true;
                    }
                }
                Err(Contradiction) => {}
            }
            // Backtrack: resume the most recent saved state.
            let Some(frame) = stack.last() else {
                break !skipped;
            };
            changed = 1 << frame.restore_into(&mut state);
            stack.truncate(stack.len() - 1);
            // The saved state was at the fixpoint but for the word the guess changed.
            #[cfg(feature = "lookup-tables")]
            {
                seen = state.cand;
            }
        };
        if !proven {
            return Err(SolveError::DepthExceeded);
        }
        answer.solutions = count;
        answer.stats = stats;
        Ok(answer)
    }
}

/// Counts the solutions of `grid`, stopping at `limit` (so `limit = 2` tells none / one /
/// many), with a [`DEFAULT_DEPTH`] solver on the stack. A grid whose givens conflict has 0
/// solutions.
///
/// ```
/// use sudoku_engine::{Grid, count_solutions};
/// assert_eq!(count_solutions(&Grid::EMPTY, 2), Ok(2));
/// ```
pub fn count_solutions(grid: &Grid, limit: u32) -> Result<u32, SolveError> {
    Solver::<DEFAULT_DEPTH>::new()
        .count(grid, limit)
        .map(|c| c.solutions)
}

/// Solves `grid`: no solution, a unique one, or one of several — in a single search, with a
/// [`DEFAULT_DEPTH`] solver on the stack.
///
/// ```
/// use sudoku_engine::{Grid, Solution, solve};
/// assert!(matches!(solve(&Grid::EMPTY), Ok(Solution::Multiple(g)) if g.is_solved()));
/// ```
pub fn solve(grid: &Grid) -> Result<Solution, SolveError> {
    Solver::<DEFAULT_DEPTH>::new().solve(grid)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> Grid {
        s.parse().unwrap()
    }

    #[test]
    fn solves_a_classic_puzzle_to_its_known_solution() {
        let p = grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let s = grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        assert_eq!(solve(&p), Ok(Solution::Unique(s)));
    }

    #[test]
    fn counts_zero_one_many() {
        assert_eq!(count_solutions(&Grid::EMPTY, 5), Ok(5));
        assert_eq!(count_solutions(&Grid::EMPTY, 0), Ok(0));
        // Two givens forcing a contradiction in r1: 1..8 in the row and 9 in the column of the gap.
        let p = grid(
            "12345678.........9...............................................................",
        );
        assert_eq!(solve(&p), Ok(Solution::Unsolvable));
        // A solved grid with a "deadly rectangle" blanked (rows in one band, columns in two
        // stacks, digits a/b crosswise) has exactly two solutions.
        let solved = *grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .cells();
        let mut found = false;
        'search: for r1 in 0..9 {
            for r2 in (r1 + 1)..(r1 / 3 * 3 + 3) {
                for c1 in 0..9 {
                    for c2 in (c1 / 3 * 3 + 3)..9 {
                        let (a, b) = (solved[r1 * 9 + c1], solved[r1 * 9 + c2]);
                        if solved[r2 * 9 + c1] == b && solved[r2 * 9 + c2] == a {
                            let mut cells = solved;
                            for i in [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2] {
                                cells[i] = 0;
                            }
                            let g = Grid::from_cells(cells).unwrap();
                            assert_eq!(count_solutions(&g, 10), Ok(2));
                            assert!(matches!(solve(&g), Ok(Solution::Multiple(s)) if s.solves(&g)));
                            found = true;
                            break 'search;
                        }
                    }
                }
            }
        }
        assert!(found, "the test grid has a deadly rectangle");
        let mut one_missing = solved;
        one_missing[40] = 0;
        assert_eq!(
            count_solutions(&Grid::from_cells(one_missing).unwrap(), 10),
            Ok(1)
        );
    }

    /// The first puzzle of the forum's "hardest" sample: propagation alone does not solve it.
    const HARD: &str =
        "98.7..6..7...5......4..9.7.3....7.8..4..2.......5....1.7...3.9...3...2.....1....6";

    #[test]
    fn stats_count_guesses_and_the_stack_needed() {
        let easy = grid(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        let mut solver = Solver::<64>::new();
        let Search {
            solutions: count,
            first,
            stats,
        } = solver.search(&easy, 2).unwrap();
        assert_eq!((count, stats), (1, SolveStats::default()));
        assert!(first.is_some_and(|g| g.solves(&easy)));

        let hard = grid(HARD);
        let Search {
            solutions: count,
            first,
            stats,
        } = solver.search(&hard, 2).unwrap();
        assert_eq!(count, 1);
        assert!(first.is_some_and(|g| g.solves(&hard)));
        assert!(stats.guesses >= stats.max_depth && stats.max_depth >= 1);
        assert_eq!(
            solver.count(&hard, 2),
            Ok(Count {
                solutions: 1,
                stats
            }),
            "counting searches exactly as solving does"
        );
        // Exactly `max_depth` saved states suffice; one fewer does not.
        let depth = stats.max_depth as usize;
        assert!(depth <= 8, "depth {depth}");
        let with = |d: usize| match d {
            0 => Solver::<0>::new().search(&hard, 2),
            1 => Solver::<1>::new().search(&hard, 2),
            2 => Solver::<2>::new().search(&hard, 2),
            3 => Solver::<3>::new().search(&hard, 2),
            4 => Solver::<4>::new().search(&hard, 2),
            5 => Solver::<5>::new().search(&hard, 2),
            6 => Solver::<6>::new().search(&hard, 2),
            7 => Solver::<7>::new().search(&hard, 2),
            _ => Solver::<8>::new().search(&hard, 2),
        };
        assert_eq!(with(depth).map(|r| r.solutions), Ok(1));
        assert_eq!(with(depth - 1), Err(SolveError::DepthExceeded));
    }

    #[test]
    fn a_saved_state_stays_small() {
        // 27 digit-band words + 3 unsolved masks (the changed word's index in spare bits).
        assert_eq!(FRAME_BYTES, 120);
    }

    #[test]
    fn the_empty_grid_answers_multiple_quickly() {
        let Search {
            solutions: count,
            first,
            stats,
        } = Solver::<64>::new().search(&Grid::EMPTY, 2).unwrap();
        assert_eq!(count, 2);
        assert!(first.is_some_and(|g| g.is_solved()));
        // Each guess decides little until the grid is nearly full: this is the deepest
        // search there is (54 saved states on fast cores, 47 on small ones), far beyond any
        // puzzle of the corpora.
        assert!(stats.guesses < 100 && stats.max_depth <= 64, "{stats:?}");
    }

    #[test]
    fn a_wrong_extra_given_that_clashes_with_nothing_has_no_solution() {
        let hard = grid(HARD);
        let Ok(Solution::Unique(s)) = solve(&hard) else {
            panic!("unique")
        };
        let mut wrong = 0;
        for cell in crate::Cell::all().filter(|&c| hard.is_empty_at(c)) {
            for d in crate::Digit::ALL {
                if Some(d) != s.get(cell) && !hard.clashes(cell, d) {
                    let mut g = hard;
                    g.set(cell, Some(d));
                    assert_eq!(count_solutions(&g, 2), Ok(0), "{cell}={d}");
                    wrong += 1;
                }
            }
        }
        assert!(wrong > 100);
    }

    #[test]
    fn a_tiny_stack_reports_depth_instead_of_panicking() {
        // Reaching the limit proves "multiple" even when branches were skipped: one saved
        // state is enough to find a second solution of the empty grid.
        assert_eq!(
            Solver::<0>::new().search(&Grid::EMPTY, 2),
            Err(SolveError::DepthExceeded)
        );
        let Search {
            solutions: count,
            first,
            ..
        } = Solver::<1>::new().search(&Grid::EMPTY, 2).unwrap();
        assert_eq!(count, 2);
        assert!(first.is_some_and(|g| g.is_solved()));
        // A unique puzzle cannot be proven unique without its saved states.
        assert_eq!(
            Solver::<0>::new().search(&grid(HARD), 2),
            Err(SolveError::DepthExceeded)
        );
    }
}
