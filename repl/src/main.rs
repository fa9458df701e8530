//! `sudoku`: an interactive Sudoku REPL, and batch subcommands for scripts.

mod batch;
mod commands;
mod output;
mod parallel;
mod repl;
mod session;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Play, solve, generate and rate Sudoku puzzles. With no command, starts the REPL.
#[derive(Parser)]
#[command(name = "sudoku", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles, one 81-character line each, from FILE or standard input.
    ///
    /// Prints one line per puzzle: the solution, `no solution`, `multiple solutions` or
    /// `invalid: REASON`. Blank lines and lines starting with `#` are skipped. Exit status
    /// is 0 when every puzzle has exactly one solution, 1 otherwise.
    Solve {
        /// Input file (`-` or none for standard input).
        file: Option<PathBuf>,
        /// For a puzzle with several solutions, print one instead of `multiple solutions`.
        #[arg(long)]
        first: bool,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => repl::run(),
        Some(Command::Solve { file, first }) => batch::solve_command(file.as_deref(), first),
    }
}
