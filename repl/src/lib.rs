//! The `sudoku` program as a library: the REPL's commands, game state and rendering, and the
//! batch subcommands. The binary (`main.rs`) only parses arguments; keeping the rest here
//! lets tests and the fuzzer drive the command dispatcher directly.

// `println!` and `eprintln!` panic when the stream fails (`2>/dev/full`): all output goes
// through `output`, which does not.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod autosave;
pub mod batch;
pub mod board;
pub mod command;
pub mod daily;
pub mod dirs;
pub mod event;
pub mod files;
pub mod game;
pub mod generate_cmd;
pub mod hint;
pub mod history;
pub mod input;
pub mod journal;
pub mod levels;
pub mod line_history;
pub mod marks;
pub mod output;
pub mod parallel;
pub mod records;
pub mod render;
pub mod repl;
pub mod report;
pub mod savefile;
pub mod session;
pub mod sheet;
pub mod sheet_cmd;
