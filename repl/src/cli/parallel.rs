//! Multi-core batch commands: `sudoku solve` and `sudoku rate` on a large input use every
//! core and still print one line per puzzle in input order, streaming batch by batch.
//!
//! A progress bar goes to stderr, and only when stderr is a terminal and the input is large,
//! so pipes, files and scripts see exactly the same bytes as before.

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::output::{Stopped, stopped};

/// How much work one puzzle of a batch command is, which decides when threads pay off.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Weight {
    /// Microseconds (`solve`): batches under [`PARALLEL_MIN`] puzzles stay on the calling
    /// thread, and each task takes [`TASK`] puzzles.
    Light,
    /// Milliseconds to seconds (`rate`): any batch of two or more is spread one puzzle per
    /// task, so one slow puzzle does not hold a whole task back.
    Heavy,
}

impl Weight {
    /// The smallest batch worth threads, and the puzzles per task.
    fn split(self) -> (usize, usize) {
        match self {
            Weight::Light => (PARALLEL_MIN, TASK),
            Weight::Heavy => (2, 1),
        }
    }
}

/// Light batches with fewer puzzles are solved on the calling thread: threads would not pay
/// off.
const PARALLEL_MIN: usize = 2_000;
/// Inputs with at least this many puzzles show a progress bar (on a terminal).
const PROGRESS_MIN: usize = 20_000;
/// Files of at least this many bytes (20,000 lines of 82) show a progress bar.
const PROGRESS_MIN_BYTES: u64 = PROGRESS_MIN as u64 * 82;
/// Puzzles per parallel task.
const TASK: usize = 128;

/// Runs `per_item` on a batch of puzzles; it appends one output line per puzzle to a buffer.
/// The output is written in input order. Returns whether `per_item` said `true` for every
/// puzzle.
pub(crate) fn run_batch<T: Sync>(
    items: &[T],
    weight: Weight,
    per_item: impl Fn(&mut Vec<u8>, &T) -> bool + Sync,
    out: &mut impl Write,
) -> Result<bool, Stopped> {
    let solve_task = |task: &[T]| {
        let mut text = Vec::with_capacity(task.len() * 82);
        let mut all_ok = true;
        for item in task {
            all_ok &= per_item(&mut text, item);
        }
        (text, all_ok)
    };
    let (parallel_min, task) = weight.split();
    if items.len() < parallel_min {
        let (text, all_ok) = solve_task(items);
        out.write_all(&text).map_err(stopped)?;
        return Ok(all_ok);
    }
    let solved: Vec<(Vec<u8>, bool)> = items.par_chunks(task).map(solve_task).collect();
    let mut all_ok = true;
    for (text, ok) in solved {
        all_ok &= ok;
        out.write_all(&text).map_err(stopped)?;
    }
    Ok(all_ok)
}

/// The progress bar of a batch command: bytes of a large file, or puzzles of a large stream
/// of unknown length. Hidden unless stderr is a terminal.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
    /// The file's length, `None` for a stream.
    len: Option<u64>,
    puzzles: u64,
    terminal: bool,
}

impl Progress {
    /// Progress through an input of `len` bytes (`None`: unknown).
    pub(crate) fn new(len: Option<u64>) -> Progress {
        let terminal = std::io::stderr().is_terminal();
        let bar = match len {
            Some(n) if terminal && n >= PROGRESS_MIN_BYTES => {
                Some(bar(Some(n), "{bar:40} {bytes}/{total_bytes}, eta {eta}"))
            }
            _ => None,
        };
        Progress {
            bar,
            len,
            puzzles: 0,
            terminal,
        }
    }

    /// Records that `bytes` of the input have been read and `puzzles` more puzzles done.
    pub(crate) fn advance(&mut self, bytes: u64, puzzles: usize) {
        self.puzzles += puzzles as u64;
        if self.len.is_some() {
            if let Some(bar) = &self.bar {
                bar.set_position(bytes);
            }
            return;
        }
        if self.bar.is_none() && self.terminal && self.puzzles >= PROGRESS_MIN as u64 {
            self.bar = Some(bar(None, "{spinner} {human_pos} puzzles"));
        }
        if let Some(bar) = &self.bar {
            bar.set_position(self.puzzles);
        }
    }

    /// Clears the bar.
    pub(crate) fn finish(self) {
        if let Some(bar) = self.bar {
            bar.finish_and_clear();
        }
    }
}

fn bar(len: Option<u64>, template: &str) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(len, ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style);
    }
    bar
}
