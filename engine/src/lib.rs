//! A Sudoku engine that runs the same on a laptop and on a Cortex-M0.
//!
//! `#![no_std]`, no allocation, no panics on any input. It parses and formats puzzles
//! ([`parse`], [`format`]), solves them counting solutions up to a limit ([`solver`]),
//! generates puzzles of a [`Level`] from a seed with exactly one solution ([`generator`]),
//! and rates them and explains the next step by human technique ([`rater`]). The same seed
//! gives the same puzzle on every platform: no floating point, no `usize`-width arithmetic
//! on random numbers, no clock.
//!
//! # Bounds
//!
//! Nothing in the engine grows with its input beyond what is listed here, and nothing loops
//! without a cap:
//!
//! - Parsing reads each byte once and stops at the first error (an 82nd cell, a bad
//!   character): a 1 MB line is rejected at its 82nd cell.
//! - The solver holds at most [`solver::DEFAULT_DEPTH`] saved states of
//!   [`solver::FRAME_BYTES`] each on the stack (81 × 124 bytes on hosts, which no search can
//!   exceed; 24 × 124 on Cortex-M), besides one working state; it never recurses. A search
//!   that needs more nested guesses skips the branches it cannot save and returns
//!   [`SolveError::DepthExceeded`] only if that leaves the answer unproven (the deepest
//!   puzzle in the shared corpora needs 14). Its work is finite: every guess
//!   removes a candidate on one branch and places it on the other, so the search tree is
//!   that of at most 729 binary decisions. Measured: at most 757 guesses on any of the
//!   49,158 17-clue puzzles and 638 on the 48,766 "hardest" forum puzzles.
//! - The generator tries at most [`generator::MAX_ATTEMPTS`] full grids per puzzle, each
//!   filled with a bounded number of backtracking steps, and digs each at most 81 times.
//! - The rater and `next_step` take at most 810 steps (each places a digit or removes a
//!   candidate; a grid has 729 candidates).
//!
//! ```
//! use sudoku_engine::{Grid, Solution, solve};
//! let puzzle: Grid =
//!     "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
//!         .parse()
//!         .unwrap();
//! match solve(&puzzle) {
//!     Ok(Solution::Unique(s)) => assert!(s.solves(&puzzle)),
//!     other => panic!("expected a unique solution, got {other:?}"),
//! }
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod candidates;
mod cell;
mod digit;
mod digit_set;
pub mod format;
pub mod generator;
mod grid;
mod level;
pub mod parse;
pub mod rater;
mod rng;
pub mod solver;
mod units;

pub use candidates::Candidates;
pub use cell::Cell;
pub use digit::{Digit, InvalidDigit};
pub use digit_set::DigitSet;
pub use generator::{GenerateError, Symmetry, generate, generate_with};
pub use grid::{Conflict, Grid, InvalidValue};
pub use level::{Level, ParseLevelError};
pub use parse::{ParseError, ParseErrorKind};
pub use rater::{RateError, Rating, Step, Technique, next_step, rate};
pub use solver::{Solution, SolveError, Solver, count_solutions, solve};
