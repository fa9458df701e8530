//! `sudoku`: an interactive Sudoku REPL, and batch subcommands for scripts.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use sudoku_repl::{batch, generate_cmd, repl};

/// Play, solve, generate and rate Sudoku puzzles. With no command, starts the REPL.
#[derive(Parser)]
#[command(name = "sudoku", version)]
struct Cli {
    /// With piped input, stop at the first command that fails.
    #[arg(long, global = false)]
    bail: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles (81-character lines or boxed grids) from FILE or standard input.
    ///
    /// Prints one line per puzzle: the solution, `no solution`, `multiple solutions` or
    /// `invalid: REASON`. Blank lines and lines starting with `#` are skipped; a line over
    /// 4096 bytes is reported and skipped. Exit status is 0 when every puzzle has exactly one
    /// solution, 1 otherwise, 2 when the input cannot be read or is not text (a line over
    /// 1 MiB).
    Solve {
        /// Input file (`-` or none for standard input).
        file: Option<PathBuf>,
        /// For a puzzle with several solutions, print one instead of `multiple solutions`.
        #[arg(long)]
        first: bool,
    },
    /// Generate puzzles of a level: one 81-character line each (`.` = empty).
    ///
    /// Puzzle i comes from seed N+i, so `--seed 43` reproduces the second line of
    /// `--seed 42 --count 2`. Without --seed a random seed is drawn and printed to stderr
    /// as `seed: N`. The same seed gives the same puzzle on every platform (within a version).
    New {
        /// easy, medium, hard or expert.
        level: sudoku_engine::Level,
        /// The first seed.
        #[arg(long)]
        seed: Option<u64>,
        /// How many puzzles.
        #[arg(long, default_value_t = 1)]
        count: u64,
        /// Output format.
        #[arg(long, value_enum, default_value_t = generate_cmd::Format::Line)]
        format: generate_cmd::Format,
    },
    /// Continue the unfinished game saved most recently, in the REPL.
    ///
    /// Every change to an unfinished game is saved at once in
    /// $XDG_STATE_HOME/sudoku/games (or ~/.local/state/sudoku/games).
    Resume,
    /// Rate puzzles (81-character lines or boxed grids) from FILE or standard input.
    ///
    /// Prints one line per puzzle: the level (easy, medium, hard, expert) and the hardest
    /// technique needed, e.g. `medium naked pair`; or `invalid: REASON` / `no unique
    /// solution`. Exit status is 0 when every puzzle was rated, 1 otherwise, 2 when the
    /// input cannot be read or is not text.
    Rate {
        /// Input file (`-` or none for standard input).
        file: Option<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => repl::run(repl::Options {
            bail: cli.bail,
            resume: false,
        }),
        Some(Command::Resume) => repl::run(repl::Options {
            bail: cli.bail,
            resume: true,
        }),
        Some(Command::Solve { file, first }) => batch::solve_command(file.as_deref(), first),
        Some(Command::New {
            level,
            seed,
            count,
            format,
        }) => generate_cmd::new_command(level, seed, count, format),
        Some(Command::Rate { file }) => generate_cmd::rate_command(file.as_deref()),
    }
}
