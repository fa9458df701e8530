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
//!   row and per box: a 3×3 permutation. The mini-rows still possible form a 9-bit matrix;
//!   the union of the permutations that fit inside it (a 512-entry table, or bit operations
//!   in the small search) keeps exactly the mini-rows that can still be used. This is
//!   box-line reduction (pointing and claiming) inside the band, plus hidden singles of
//!   boxes. A row left with one cell is a hidden single.
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
//! Two searches share this loop, the state, the rules above and the tables of the band
//! layout; the `fast-search` feature picks one (`Selected`, below).
//!
//! The fast search (module `fast`, for cores with a branch predictor) searches as tdoku
//! does. When the rules above are stuck, the *triad rule* runs: every mini-row and
//! mini-column holds exactly three digits, so three possible digits are all there, three
//! forced digits exclude the rest. Then the guess is on a *band configuration*: in the band
//! or stack with the fewest placements of its digits left, the digit with the fewest (at
//! least two), placed in its first one or not. It makes tdoku's own number of guesses.
//! Only before the search's first contradiction, once few cells are open, does it guess on
//! a cell with two digits instead, skipping the stack rule, the triads and the count:
//! puzzles with several solutions spend most of their search there (`fast::bivalue`). A
//! search that has backtracked very often does so too, wherever it can: rare sparse grids
//! with no solution take configuration branching far longer to refute.
//!
//! The small search (module `small`, for cores without one, such as the Cortex-M0) takes
//! branches where they save instructions, computes by bit operations what the fast search
//! reads from tables, and branches on a bivalue cell whose two digits have the most
//! candidates among its peers, so both branches prune much.
//!
//! Triads bolted onto cell guessing were measured before this choice: fewer guesses than
//! cell guessing alone, but more time. The triads pay only with the configuration guess,
//! which needs them: without them a mini-row branch lets a mini-row take four digits
//! unnoticed until its cells run out, and the empty grid takes a great many guesses.
//! Figures for both searches (guesses, saved states, speed, instructions on the Cortex-M0)
//! are in docs/figures.md.
//!
//! A guess copies the state once, straight into its slot on the stack, and clears the
//! other branch there; a saved state keeps the index of that word in the spare top bits of
//! its first unsolved mask, so a frame is the state. The state is filled from the grid in
//! place and the first solution is written into the answer, so that a Cortex-M0's `solve`
//! image keeps within its stack budget (`tests/firmware/budgets.env`).
//!
//! # Files
//! `tables` holds the bit tables and bit tricks of the band layout, `state` the search state
//! and the interface of a search (`state::Strategy`), `fast` and `small` the two searches
//! (`fast/` has the fast search's lookup tables, its triad rule and its configuration
//! guess); this module the search loop and the public API.

use core::fmt;

use heapless::Vec;

use crate::grid::Grid;

// Tests build both searches, to check one against the other.
#[cfg(any(test, feature = "fast-search"))]
mod fast;
#[cfg(any(test, not(feature = "fast-search")))]
mod small;
mod state;
mod tables;

use state::{Contradiction, Frame, State, Step, Strategy};

/// The search this build runs: the one place that picks it.
#[cfg(feature = "fast-search")]
type Selected = fast::Fast;
/// The search this build runs: the one place that picks it.
#[cfg(not(feature = "fast-search"))]
type Selected = small::Small;

/// Saved states the default solver ([`solve`], [`count_solutions`], and the rater and
/// generator, which call them) holds: 81 with the `full-depth` feature (on by default), else 24.
///
/// Every nested guess places a digit, so no search needs more saved states than the grid
/// has empty cells: with 81 the solver never returns [`SolveError::DepthExceeded`]. 24 is
/// well above what the deepest puzzle of the shared corpora needs (docs/figures.md); sparse
/// contradictory grids that need more get `DepthExceeded`, never a wrong answer (the fuzzer
/// found one needing more than 24). Firmware that wants another depth keeps its own
/// [`Solver`].
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
/// [`generate_request_using`](crate::generate_request_using) too. [`solve`] and [`count_solutions`] use a
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
        self.run_with::<Selected>(grid, limit, keep_first)
    }

    /// [`Solver::run`] with the search `S`.
    fn run_with<S: Strategy>(
        &mut self,
        grid: &Grid,
        limit: u32,
        keep_first: bool,
    ) -> Result<Search, SolveError> {
        let mut stats = SolveStats::default();
        let done = |solutions, first, stats| Search {
            solutions,
            first,
            stats,
        };
        let mut state = State::EMPTY;
        if S::fill(&mut state, grid).is_err() {
            return Ok(done(0, None, stats));
        }
        if limit == 0 {
            return Ok(done(0, None, stats));
        }
        let stack = &mut self.stack;
        stack.clear();
        // The words changed since the last fixpoint: at first all of them.
        let mut search = S::start();
        let mut changed = (1 << 27) - 1;
        let mut count = 0u32;
        // The answer, built in place: the first solution is written into it (each grid or
        // `Option<Grid>` on the way would be 82 more bytes of a Cortex-M0's stack).
        let mut answer = done(0, None, stats);
        let mut skipped = false;
        let proven = loop {
            match search.propagate(&mut state, changed) {
                Ok(Step::Guess(g)) => {
                    let index = g.index;
                    // A full stack skips the other branch instead of failing: solutions found
                    // later are still real, so reaching `limit` is still an exact answer.
                    // Only a search that ends short of `limit` after skipping is unproven.
                    // The saved state is copied once, from `state` into its place, and
                    // loses the digit there. (`push` measured worse on the Cortex-M0, in
                    // stack and in instructions.)
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
                        S::write_solution(&state, answer.first.insert(Grid::EMPTY).cells_mut());
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
            search.resumed(&state);
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

    /// Hard puzzles of several kinds: 17 clues, the forum's hardest, AI Escargot, Inkala,
    /// and the deepest of the 17-clue and forum-hardest corpora (tests/firmware's cases).
    const PUZZLES: [&str; 12] = [
        "........1.....2....34.....5.......6....13....7......8......7....9....5.32..6.8...",
        "................12..3..4..5......6....7.8.3...9..2.........34...8.......12...6...",
        "..............1..2..3....4.............56..3.17..8........5.9....6.3....2.....7.1",
        "..............1..2.34....5.....3.....2.6.....7.....8.1....4..3..7....9..1....8...",
        HARD,
        "98.7..6..7..5..8....4....7.8..3..96..2..1...7........83...85..6.9.6..........35..",
        "........1.....2.3...4.3.5........6....37....546..5...3..5.7.3....6.4.7.89..8.....",
        "........1..2..3.4..5.46.........72....7...8.326.....7...6..2.8...8.46.3.9..7.....",
        "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "..............1..2..3....4.......5.6..7.......84.3.......7...8.2....6...51...2...",
        "98.7..6..7..5..8......4..7.8...65..3.3....5....93....83..6..9....2.....7.....1...",
    ];

    /// Both searches on one grid (whichever the build selects), counting to `limit`: the
    /// same number of solutions, first solutions that solve the grid, the same one when it
    /// is the only one. Returns the count.
    fn both_searches(grid: &Grid, limit: u32) -> u32 {
        let fast = Solver::<81>::new().run_with::<fast::Fast>(grid, limit, true);
        let small = Solver::<81>::new().run_with::<small::Small>(grid, limit, true);
        let (Ok(fast), Ok(small)) = (fast, small) else {
            panic!("depth 81 suffices: {grid}");
        };
        assert_eq!(fast.solutions, small.solutions, "{grid}");
        for first in [fast.first, small.first] {
            assert_eq!(first.is_some(), fast.solutions > 0, "{grid}");
            assert!(first.is_none_or(|s| s.solves(grid)), "{grid}");
        }
        if fast.solutions == 1 {
            assert_eq!(fast.first, small.first, "{grid}");
        }
        fast.solutions
    }

    #[test]
    fn both_searches_find_the_same_solutions() {
        // Variants with no solution, one, and more.
        let mut counts = [0u32; 3];
        for p in PUZZLES {
            let puzzle = grid(p);
            assert_eq!(both_searches(&puzzle, 2), 1, "{p}");
            // Each given taken away (several solutions, mostly), and each wrong digit that
            // clashes with nothing added to the first empty cells (none).
            for cell in crate::Cell::all().filter(|&c| !puzzle.is_empty_at(c)) {
                let mut g = puzzle;
                g.set(cell, None);
                let n = both_searches(&g, 10);
                counts[n.min(2) as usize] += 1;
            }
            let Ok(Solution::Unique(s)) = solve(&puzzle) else {
                panic!("unique: {p}")
            };
            for cell in crate::Cell::all()
                .filter(|&c| puzzle.is_empty_at(c))
                .take(6)
            {
                for d in crate::Digit::ALL {
                    if Some(d) != s.get(cell) && !puzzle.clashes(cell, d) {
                        let mut g = puzzle;
                        g.set(cell, Some(d));
                        counts[both_searches(&g, 2) as usize] += 1;
                    }
                }
            }
        }
        assert_eq!(both_searches(&Grid::EMPTY, 2), 2);
        // Both kinds of variant came up, many times each.
        assert!(counts[0] > 100 && counts[2] > 100, "{counts:?}");
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
        // search there is, far beyond any puzzle of the corpora.
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
