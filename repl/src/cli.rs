//! The batch subcommands: `solve`, `rate`, `new` and `print` over many puzzles, on every
//! core.

pub mod args;
pub mod batch;
pub mod error;
pub mod generate;
pub(crate) mod parallel;
pub mod print;
pub(crate) mod search;
pub mod table;
