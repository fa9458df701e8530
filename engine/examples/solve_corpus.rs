//! Profiling driver: counts solutions (up to 2) of every puzzle in a corpus file with one
//! solver, so that `valgrind --tool=callgrind` can compare the instructions of ours and of
//! the `sudoku` crate on the same input (the timing benchmark is `benches/solvers.rs`).
//!
//! `cargo build --release -p sudoku-engine --example solve_corpus`, then
//! `valgrind --tool=callgrind target/release/examples/solve_corpus FILE [ours|crate] [LIMIT]`.
//! Prints the puzzles read, the unique ones, and (for ours) the guesses.

use sudoku_engine::Grid;
use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: solve_corpus FILE [ours|crate] [LIMIT]");
        std::process::exit(2);
    };
    let which = args.next().unwrap_or_else(|| "ours".to_owned());
    let limit = args
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(2);
    });
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(limit)
        .collect();
    let (mut unique, mut guesses) = (0usize, 0u64);
    let mut solver = Solver::<DEFAULT_DEPTH>::new();
    for line in &lines {
        let count = if which == "crate" {
            sudoku::Sudoku::from_str_line(line).map_or(0, |s| s.solutions_count_up_to(2) as u32)
        } else {
            match Grid::parse_line(line.as_bytes()) {
                Ok(g) => match solver.count(&g, 2) {
                    Ok(c) => {
                        guesses += u64::from(c.stats.guesses);
                        c.solutions
                    }
                    Err(_) => 0,
                },
                Err(_) => 0,
            }
        };
        unique += usize::from(count == 1);
    }
    // Only our solver reports its guesses.
    if which == "crate" {
        println!("{which}: {} puzzles, {unique} unique", lines.len());
    } else {
        println!(
            "{which}: {} puzzles, {unique} unique, {guesses} guesses",
            lines.len()
        );
    }
}
