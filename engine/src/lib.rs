//! A Sudoku engine that runs the same on a laptop and on a Cortex-M0.
//!
//! `#![no_std]`, no allocation, no panics on any input. It parses and formats puzzles,
//! solves them (counting solutions up to a limit), and — in later modules — generates
//! puzzles by level from a seed and rates them by human technique.
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

pub mod candidates;
pub mod format;
pub mod generator;
pub mod grid;
pub mod level;
pub mod parse;
pub mod rater;
pub mod rng;
pub mod solver;
pub mod units;

pub use candidates::DigitSet;
pub use grid::{Cell, Conflict, Grid, InvalidValue};
pub use level::{Level, ParseLevelError};
pub use parse::{ParseError, ParseErrorKind};
pub use solver::{Solution, SolveError, count_solutions, solve};
