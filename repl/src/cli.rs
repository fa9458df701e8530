//! The batch subcommands: `solve`, `rate`, `new` and `print` over many puzzles, on every
//! core.

pub mod batch;
pub mod generate;
pub(crate) mod parallel;
pub mod print;
