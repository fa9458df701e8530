//! Multi-core batch commands: `sudoku solve` and `sudoku rate` on a large input use every
//! core and still print one line per puzzle in input order, streaming chunk by chunk.
//!
//! A progress bar goes to stderr, and only when stderr is a terminal and the input is large,
//! so pipes, files and scripts see exactly the same bytes as before.

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::output::{Closed, closed};

/// Inputs with fewer puzzles are solved on the calling thread: threads would not pay off.
const PARALLEL_MIN: usize = 2_000;
/// Inputs with at least this many puzzles show a progress bar (on a terminal).
const PROGRESS_MIN: usize = 20_000;
/// Puzzles solved between two writes: bounds memory and how late a closed pipe is noticed.
const CHUNK: usize = 8_192;
/// Puzzles per parallel task inside a chunk.
const TASK: usize = 128;

/// Runs `per_line` on the puzzle `lines` (line number, text); it appends one output line per
/// puzzle to a buffer. Buffers are written in input order. Returns whether `per_line` said
/// `true` for every line.
pub fn run_lines(
    lines: &[(usize, &[u8])],
    per_line: impl Fn(&mut Vec<u8>, usize, &[u8]) -> bool + Sync,
    out: &mut impl Write,
) -> Result<bool, Closed> {
    let solve_task = |task: &[(usize, &[u8])]| {
        let mut text = Vec::with_capacity(task.len() * 82);
        let mut all_unique = true;
        for &(n, line) in task {
            all_unique &= per_line(&mut text, n, line);
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
