//! One-shot batch subcommands: `sudoku solve [FILE]`.
//!
//! Contract (scripts depend on it): one output line per puzzle line, in input order; blank
//! lines and lines starting with `#` are skipped; exit status 0 only when every puzzle had
//! exactly one solution.

use std::fs;
use std::io::{self, BufWriter, Read, Write};
use std::path::Path;
use std::process::ExitCode;

use sudoku_engine::{Grid, Solution, solve};

use crate::output::{Closed, closed};

/// Reads the whole input: the named file, or stdin for `None` or `-`.
pub fn read_input(path: Option<&Path>) -> Result<Vec<u8>, String> {
    match path {
        Some(p) if p != Path::new("-") => {
            fs::read(p).map_err(|e| format!("cannot read {}: {e}", p.display()))
        }
        _ => {
            let mut buf = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut buf)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(buf)
        }
    }
}

/// The puzzle lines of a batch input with their 1-based line numbers: blank lines and `#`
/// comment lines are skipped, a trailing `\r` is dropped.
pub fn puzzle_lines(input: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    (1..)
        .zip(input.split(|&b| b == b'\n'))
        .filter_map(|(n, line)| {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            let trimmed = line.trim_ascii();
            (!trimmed.is_empty() && !trimmed.starts_with(b"#")).then_some((n, line))
        })
}

/// Writes what `sudoku solve` prints for one line (newline included) into `out`; returns
/// whether the puzzle had exactly one solution. A unique solution goes straight into the
/// buffer as bytes: on large files that is most lines, and the hot path of the command.
pub fn write_solve_line(out: &mut Vec<u8>, line_no: usize, line: &[u8], first: bool) -> bool {
    let grid = match Grid::parse_line(line) {
        Ok(g) => g,
        Err(e) => {
            let _ = writeln!(out, "invalid: {}", e.on_line(line_no));
            return false;
        }
    };
    let (answer, ok) = match solve(&grid) {
        Ok(Solution::Unique(s)) => (s, true),
        Ok(Solution::Multiple(s)) if first => (s, false),
        Ok(Solution::Multiple(_)) => {
            out.extend_from_slice(b"multiple solutions\n");
            return false;
        }
        Ok(Solution::Unsolvable) => {
            out.extend_from_slice(b"no solution\n");
            return false;
        }
        Err(e) => {
            let _ = writeln!(out, "error: {e}");
            return false;
        }
    };
    out.extend_from_slice(&answer.to_line_bytes());
    out.push(b'\n');
    ok
}

/// `sudoku solve [FILE] [--first]`.
pub fn solve_command(path: Option<&Path>, first: bool) -> ExitCode {
    run_lines(path, |out, n, line| write_solve_line(out, n, line, first))
}

/// Runs a batch command: reads the input (exit 2 if it cannot), lets `per_line` write one
/// output line for every puzzle line, and exits 0 only when `per_line` said `true` for all of
/// them. A closed stdout ends quietly.
pub fn run_lines(
    path: Option<&Path>,
    per_line: impl Fn(&mut Vec<u8>, usize, &[u8]) -> bool + Sync,
) -> ExitCode {
    let input = match read_input(path) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("sudoku: {e}");
            return ExitCode::from(2);
        }
    };
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let lines: Vec<(usize, &[u8])> = puzzle_lines(&input).collect();
    let result = crate::parallel::run_lines(&lines, per_line, &mut out)
        .and_then(|all_ok| out.flush().map_err(closed).map(|()| all_ok));
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(Closed) => ExitCode::SUCCESS,
    }
}
