//! The solver: counts solutions up to a limit and returns one of them.
//!
//! Depth-first search over a fixed-capacity stack of saved states (no recursion, no
//! allocation), with naked- and hidden-single propagation and a guess on a cell with the
//! fewest candidates. Stack use is `DEPTH` saved states and nothing else.

use core::fmt;

use heapless::Vec;

use crate::grid::Grid;
use crate::units::{BOX_OF, CELLS, COL_OF, ROW_OF, UNIT_CELLS};

/// Saved states the default solver can hold: the deepest guess chain it can follow.
pub const DEFAULT_DEPTH: usize = 64;

/// The answer of [`solve`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solution {
    /// The puzzle has no solution.
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// Two or more solutions; this is one of them.
    Multiple(Grid),
}

/// Why the solver gave up. It never gives up on a valid puzzle with the default depth.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SolveError {
    /// The search needed more nested guesses than the solver's fixed stack holds.
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

const ALL: u16 = 0x1ff;

/// A search state: placed values and, per unit, the digits used.
#[derive(Clone, Copy)]
struct State {
    values: [u8; CELLS],
    used: [u16; 27],
}

enum Step {
    Contradiction,
    Solved,
    Guess { cell: u8, options: u16 },
}

impl State {
    fn new(grid: &Grid) -> Option<State> {
        let mut s = State {
            values: [0; CELLS],
            used: [0; 27],
        };
        for (i, &v) in grid.cells().iter().enumerate() {
            if v != 0 && !s.place(i, v) {
                return None;
            }
        }
        Some(s)
    }

    #[inline]
    fn candidates(&self, i: usize) -> u16 {
        ALL & !(self.used[usize::from(ROW_OF[i])]
            | self.used[9 + usize::from(COL_OF[i])]
            | self.used[18 + usize::from(BOX_OF[i])])
    }

    /// Places `d` at empty cell `i`; false if `d` is already used in one of its units.
    #[inline]
    fn place(&mut self, i: usize, d: u8) -> bool {
        let bit = 1u16 << (d - 1);
        if self.candidates(i) & bit == 0 {
            return false;
        }
        self.values[i] = d;
        self.used[usize::from(ROW_OF[i])] |= bit;
        self.used[9 + usize::from(COL_OF[i])] |= bit;
        self.used[18 + usize::from(BOX_OF[i])] |= bit;
        true
    }

    /// Applies naked and hidden singles until none is left, then says what to do next.
    fn propagate(&mut self) -> Step {
        loop {
            let mut progress = false;
            let mut best_cell = 0u8;
            let mut best_options = 0u16;
            let mut best_count = 10u32;
            let mut empty = 0;
            for i in 0..CELLS {
                if self.values[i] != 0 {
                    continue;
                }
                let options = self.candidates(i);
                let count = options.count_ones();
                match count {
                    0 => return Step::Contradiction,
                    1 => {
                        self.place(i, options.trailing_zeros() as u8 + 1);
                        progress = true;
                    }
                    _ => {
                        empty += 1;
                        if count < best_count {
                            best_count = count;
                            best_cell = i as u8;
                            best_options = options;
                        }
                    }
                }
            }
            if empty == 0 && !progress {
                return Step::Solved;
            }
            if progress {
                continue;
            }
            // Hidden singles: a digit with one possible cell in a unit.
            for (u, unit) in UNIT_CELLS.iter().enumerate() {
                let mut once = 0u16;
                let mut twice = 0u16;
                for &c in unit {
                    let c = usize::from(c);
                    if self.values[c] == 0 {
                        let m = self.candidates(c);
                        twice |= once & m;
                        once |= m;
                    }
                }
                if (once | self.used[u]) != ALL {
                    return Step::Contradiction;
                }
                let mut singles = once & !twice;
                while singles != 0 {
                    let bit = singles & singles.wrapping_neg();
                    singles &= singles - 1;
                    for &c in unit {
                        let c = usize::from(c);
                        if self.values[c] == 0 && self.candidates(c) & bit != 0 {
                            if !self.place(c, bit.trailing_zeros() as u8 + 1) {
                                return Step::Contradiction;
                            }
                            progress = true;
                            break;
                        }
                    }
                }
            }
            if !progress {
                return Step::Guess {
                    cell: best_cell,
                    options: best_options,
                };
            }
        }
    }
}

struct Frame {
    state: State,
    cell: u8,
    options: u16,
}

/// A solver with room for `DEPTH` nested guesses. [`solve`] and [`count_solutions`] use
/// [`DEFAULT_DEPTH`]; firmware with little RAM can pick a smaller depth and handle
/// [`SolveError::DepthExceeded`].
pub struct Solver<const DEPTH: usize>;

impl<const DEPTH: usize> Solver<DEPTH> {
    /// Counts solutions, stopping at `limit`; also returns the first solution found.
    pub fn search(grid: &Grid, limit: u32) -> Result<(u32, Option<Grid>), SolveError> {
        let Some(mut state) = State::new(grid) else {
            return Ok((0, None));
        };
        if limit == 0 {
            return Ok((0, None));
        }
        let mut stack: Vec<Frame, DEPTH> = Vec::new();
        let mut count = 0u32;
        let mut first = None;
        loop {
            match state.propagate() {
                Step::Guess { cell, options } => {
                    let d = options.trailing_zeros() as u8 + 1;
                    let rest = options & (options - 1);
                    stack
                        .push(Frame {
                            state,
                            cell,
                            options: rest,
                        })
                        .map_err(|_| SolveError::DepthExceeded)?;
                    state.place(usize::from(cell), d);
                    continue;
                }
                Step::Solved => {
                    count += 1;
                    if first.is_none() {
                        first = Grid::from_cells(state.values).ok();
                    }
                    if count >= limit {
                        return Ok((count, first));
                    }
                }
                Step::Contradiction => {}
            }
            // Backtrack: resume the most recent guess that still has an untried digit.
            loop {
                let Some(top) = stack.last_mut() else {
                    return Ok((count, first));
                };
                if top.options == 0 {
                    stack.pop();
                    continue;
                }
                let d = top.options.trailing_zeros() as u8 + 1;
                top.options &= top.options - 1;
                state = top.state;
                let cell = usize::from(top.cell);
                if top.options == 0 {
                    stack.pop();
                }
                state.place(cell, d);
                break;
            }
        }
    }
}

/// Counts the solutions of `grid`, stopping at `limit` (so `limit = 2` tells none / one /
/// many). A grid whose givens conflict has 0 solutions.
///
/// ```
/// use sudoku_engine::{Grid, count_solutions};
/// assert_eq!(count_solutions(&Grid::EMPTY, 2), Ok(2));
/// ```
pub fn count_solutions(grid: &Grid, limit: u32) -> Result<u32, SolveError> {
    Solver::<DEFAULT_DEPTH>::search(grid, limit).map(|(n, _)| n)
}

/// Solves `grid`: no solution, a unique one, or one of several — in a single search.
///
/// ```
/// use sudoku_engine::{Grid, Solution, solve};
/// assert!(matches!(solve(&Grid::EMPTY), Ok(Solution::Multiple(g)) if g.is_solved()));
/// ```
pub fn solve(grid: &Grid) -> Result<Solution, SolveError> {
    let (count, first) = Solver::<DEFAULT_DEPTH>::search(grid, 2)?;
    Ok(match (count, first) {
        (1, Some(g)) => Solution::Unique(g),
        (n, Some(g)) if n >= 2 => Solution::Multiple(g),
        _ => Solution::None,
    })
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
        assert_eq!(solve(&p), Ok(Solution::None));
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

    #[test]
    fn a_tiny_stack_reports_depth_instead_of_panicking() {
        assert_eq!(
            Solver::<0>::search(&Grid::EMPTY, 2).map(|r| r.0),
            Err(SolveError::DepthExceeded)
        );
    }
}
