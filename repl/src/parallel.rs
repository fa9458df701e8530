//! Multi-core batch solving: `sudoku solve` on a large input uses every core and still prints
//! one line per puzzle in input order, streaming chunk by chunk.
//!
//! A progress bar goes to stderr, and only when stderr is a terminal and the input is large,
//! so pipes, files and scripts see exactly the same bytes as before.

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use sudoku_engine::{Grid, Solution, solve};

use crate::batch::solve_line;
use crate::output::{Closed, closed};

/// Inputs with fewer puzzles are solved on the calling thread: threads would not pay off.
const PARALLEL_MIN: usize = 2_000;
/// Inputs with at least this many puzzles show a progress bar (on a terminal).
const PROGRESS_MIN: usize = 20_000;
/// Puzzles solved between two writes: bounds memory and how late a closed pipe is noticed.
const CHUNK: usize = 8_192;
/// Puzzles per parallel task inside a chunk.
const TASK: usize = 128;

/// Solves the puzzle `lines` (line number, text), writing one line of output each, in order.
/// Returns whether every puzzle had exactly one solution.
pub fn solve_lines(
    lines: &[(usize, &[u8])],
    first: bool,
    out: &mut impl Write,
) -> Result<bool, Closed> {
    let solve_task = |task: &[(usize, &[u8])]| {
        let mut text = Vec::with_capacity(task.len() * 82);
        let mut all_unique = true;
        for &(n, line) in task {
            all_unique &= write_answer(&mut text, n, line, first);
        }
        (text, all_unique)
    };
    if lines.len() < PARALLEL_MIN {
        let (text, all_unique) = solve_task(lines);
        out.write_all(&text).map_err(closed)?;
        return Ok(all_unique);
    }
    let progress = if lines.len() >= PROGRESS_MIN && std::io::stderr().is_terminal() {
        let bar =
            ProgressBar::with_draw_target(Some(lines.len() as u64), ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {human_pos}/{human_len} puzzles, eta {eta}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let mut all_unique = true;
    for chunk in lines.chunks(CHUNK) {
        let solved: Vec<(Vec<u8>, bool)> = chunk.par_chunks(TASK).map(solve_task).collect();
        for (text, ok) in solved {
            all_unique &= ok;
            out.write_all(&text).map_err(closed)?;
        }
        progress.inc(chunk.len() as u64);
    }
    progress.finish_and_clear();
    Ok(all_unique)
}

/// Appends what `sudoku solve` prints for one line; returns whether it had one solution.
/// The common case, a unique solution, is written straight into `out` (no text is built);
/// anything else goes through [`solve_line`], which words it.
fn write_answer(out: &mut Vec<u8>, line_no: usize, line: &[u8], first: bool) -> bool {
    if let Ok(grid) = Grid::parse_line(line) {
        if let Ok(Solution::Unique(solution)) = solve(&grid) {
            out.extend_from_slice(&solution.to_line_bytes());
            out.push(b'\n');
            return true;
        }
    }
    let (answer, ok) = solve_line(line_no, line, first);
    out.extend_from_slice(answer.as_bytes());
    out.push(b'\n');
    ok
}
