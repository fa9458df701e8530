//! The `sudoku` program as a library: the REPL's commands, game state and rendering, and the
//! batch subcommands. The binary (`main.rs`) only parses arguments; keeping the rest here
//! lets tests and the fuzzer drive the command dispatcher directly.

// `println!` and `eprintln!` panic when the stream fails (`2>/dev/full`): all output goes
// through `output`, which does not.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod cli;
pub mod game;
pub(crate) mod lines;
pub mod output;
pub mod sheet;
pub(crate) mod status_line;
pub mod store;
pub(crate) mod text;
pub mod ui;
