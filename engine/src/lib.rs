#![doc = include_str!("../README.md")]
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod candidates;
mod cell;
mod digit;
mod digit_set;
pub mod format;
pub mod generator;
mod geometry;
mod grid;
mod level;
pub mod parse;
pub mod rater;
mod rng;
pub mod search;
pub mod solver;
mod unit;

pub use candidates::Candidates;
pub use cell::{Cell, ParseCellError};
pub use digit::{Digit, InvalidDigit};
pub use digit_set::DigitSet;
pub use generator::{
    GenerateError, Generated, ParseScoreRangeError, ParseSymmetryError, Request, ScoreRange,
    Symmetry, generate, generate_puzzle, generate_puzzle_using, generate_puzzle_while,
    generate_request, generate_request_using, generate_request_while, is_minimal,
};
pub use grid::{Conflict, Grid, InvalidValue};
pub use level::{Level, ParseLevelError};
pub use parse::{ParseError, ParseErrorKind};
pub use rater::{
    RateError, Rating, Step, Technique, Uniqueness, next_step, next_step_with, rate, rate_using,
};
pub use solver::{Count, Search, Solution, SolveError, SolveStats, Solver, count_solutions, solve};
pub use unit::{Unit, UnitKind};
