//! One-shot subcommands `sudoku new LEVEL` and `sudoku rate [FILE]`.
//!
//! Contract (scripts depend on it):
//! - `new`: puzzle `i` (0-based) comes from seed `N + i`, one 81-character line each (or a
//!   boxed grid with `--format grid`, after a title line such as `# 2. hard · 6.6 · seed 43`,
//!   a comment to `solve`, `rate` and `print`). Without `--seed` a random seed is drawn and
//!   written to stderr as `seed: N`.
//! - `rate`: one line per puzzle (an 81-character line or a boxed grid, read as `sudoku solve`
//!   reads them): `LEVEL TECHNIQUE` (e.g. `medium naked pair`), `invalid: …` or
//!   `no unique solution` (a full grid prints just `easy`). Exit status 0 only if every
//!   puzzle was rated; 2 when the input cannot be read.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use rayon::prelude::*;
use sudoku_engine::rater::rate;
use sudoku_engine::solver::DEFAULT_DEPTH;
use sudoku_engine::{
    GenerateError, Generated, Grid, Level, Request, Solver, generate_puzzle_while,
    generate_request_while,
};

use crate::cli::batch::reader::Invalid;
use crate::cli::batch::run_puzzles;
use crate::cli::error::CliError;
use crate::cli::parallel::Weight;
use crate::cli::table::{Columns, Row, TableFormat, rate_failure, write_header};
use crate::game::daily::Date;
use crate::game::seed::random_seed;
use crate::game::title::title;
use crate::message;
use crate::output::{Status, Stopped, stopped};
use crate::status_line::StatusLine;
use crate::store::records::clock;

/// How `sudoku new` prints a puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Format {
    /// One 81-character line, `.` for empty cells.
    #[default]
    Line,
    /// A boxed 9×9 grid.
    Grid,
    /// A row of the puzzle table (with a header line first).
    Table(TableFormat),
}

/// Which puzzles `sudoku new` prints.
#[derive(Clone, Copy, Debug)]
pub enum Seeds {
    /// `count` seeds from `first` (a random one when `None`, written to stderr).
    From {
        /// The first seed.
        first: Option<u64>,
        /// How many.
        count: u64,
    },
    /// The daily puzzles of `level` for `days` days from `from` (see [`crate::game::daily`]).
    Daily {
        /// The first day.
        from: Date,
        /// How many days.
        days: u64,
        /// The level, whose place in the list is part of the seed.
        level: Level,
    },
}

impl Seeds {
    /// How many puzzles: known before any is made, so limits are checked first.
    pub(crate) fn count(self) -> u64 {
        match self {
            Seeds::From { count, .. } => count,
            Seeds::Daily { days, .. } => days,
        }
    }

    /// The seeds, in order, each with its day for daily puzzles, made one at a time as they
    /// are taken: `--count` may be any u64. Without a first seed one is drawn now and
    /// written to stderr.
    pub(crate) fn iter(self) -> SeedIter {
        let (next, left, level) = match self {
            Seeds::From { first, count } => {
                let first = first.unwrap_or_else(|| {
                    let s = random_seed();
                    message!("seed: {s}");
                    s
                });
                (Next::Seed(first), count, Level::Medium)
            }
            Seeds::Daily { from, days, level } => (Next::Day(from), days, level),
        };
        SeedIter { level, next, left }
    }
}

/// The seeds of [`Seeds::iter`].
#[derive(Clone, Debug)]
pub(crate) struct SeedIter {
    /// The daily puzzles' level (unused for plain seeds).
    level: Level,
    next: Next,
    left: u64,
}

/// Where a [`SeedIter`] is.
#[derive(Clone, Copy, Debug)]
enum Next {
    Seed(u64),
    Day(Date),
}

impl Iterator for SeedIter {
    type Item = (u64, Option<Date>);

    fn next(&mut self) -> Option<(u64, Option<Date>)> {
        self.left = self.left.checked_sub(1)?;
        Some(match &mut self.next {
            Next::Seed(seed) => {
                let this = *seed;
                // Seeds wrap: `--seed 18446744073709551615 --count 2` goes on with 0.
                *seed = seed.wrapping_add(1);
                (this, None)
            }
            Next::Day(date) => {
                let day = *date;
                *date = day.next();
                (day.seed(self.level), Some(day))
            }
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = usize::try_from(self.left).unwrap_or(usize::MAX);
        (left, usize::try_from(self.left).ok())
    }
}

/// `sudoku new LEVEL [--seed N] [--count K] [--format line|grid]` (and the other requests:
/// `--score`, `--symmetry`, `--minimal`), and
/// `sudoku new daily [LEVEL] [--date YYYY-MM-DD] [--count DAYS]`.
///
/// Streams: puzzles are made a chunk at a time on every core and written in seed order as
/// each chunk ends, so memory stays bounded whatever `--count`, and a reader that goes away
/// (`| head -1`) stops the work after the chunk it was reading.
pub fn new_command(request: &Request, seeds: Seeds, format: Format) -> Result<Status, CliError> {
    let mut seeds = seeds.iter();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    // Several puzzles a thread, so that one slow puzzle does not leave the other cores idle
    // for long at the end of each chunk.
    let chunk = rayon::current_num_threads().max(1) * 4;
    let mut part = Vec::with_capacity(chunk);
    let mut number = 0;
    let progress = Progress::new(request, seeds.size_hint().0);
    let mut run = || -> Result<Status, CliError> {
        if let Format::Table(table) = format {
            write_header(&mut out, table, Columns::Generated)?;
        }
        loop {
            part.clear();
            part.extend(seeds.by_ref().take(chunk));
            if part.is_empty() {
                return Ok(Status::Success);
            }
            let puzzles: Vec<_> = part
                .par_iter()
                .map(|&(s, _)| {
                    let made = make(request, s, format, &mut |_| progress.tick());
                    progress.made.fetch_add(1, Ordering::Relaxed);
                    made
                })
                .collect();
            progress.suspend(|| -> Result<(), CliError> {
                for (generated, &(s, day)) in puzzles.into_iter().zip(&part) {
                    match generated {
                        Ok((puzzle, made)) => {
                            number += 1;
                            if let (Format::Grid, Some(made)) = (format, &made) {
                                if number > 1 {
                                    out.write_all(b"\n").map_err(stopped)?;
                                }
                                let title = made_title(number, made, s, day);
                                writeln!(out, "# {title}").map_err(stopped)?;
                            }
                            write_puzzle(&mut out, &puzzle, made.as_ref(), s, format)?;
                        }
                        Err(e) => {
                            out.flush().map_err(stopped)?;
                            return Err(CliError::Failed(format!("seed {s}: {e}")));
                        }
                    }
                }
                out.flush().map_err(stopped)?;
                Ok(())
            })?;
        }
    };
    run()
}

/// The puzzle of `seed`, and its rating when the format shows it (the grid's title, the
/// table's level and score): rating a puzzle can cost more than generating it, and the
/// puzzle is the same either way.
fn make(
    request: &Request,
    seed: u64,
    format: Format,
    go_on: &mut dyn FnMut(u32) -> bool,
) -> Result<(Grid, Option<Generated>), GenerateError> {
    let mut solver = Solver::<DEFAULT_DEPTH>::new();
    match format {
        Format::Grid | Format::Table(_) => {
            generate_request_while(&mut solver, request, seed, go_on)
                .map(|made| (made.puzzle, Some(made)))
        }
        Format::Line => {
            generate_puzzle_while(&mut solver, request, seed, go_on).map(|puzzle| (puzzle, None))
        }
    }
}

/// How far `sudoku new --score` has come, on the terminal: a score range can keep a seed
/// searching for a minute, and without it nothing would show the program is at work.
struct Progress {
    /// The line, only for a score range.
    status: Option<StatusLine>,
    /// Full grids drawn so far, by every thread.
    grids: AtomicU64,
    /// Puzzles made, and how many were asked for.
    made: AtomicUsize,
    count: usize,
}

impl Progress {
    fn new(request: &Request, count: usize) -> Progress {
        Progress {
            status: request.score_range().map(|_| StatusLine::after_a_moment()),
            grids: AtomicU64::new(0),
            made: AtomicUsize::new(0),
            count,
        }
    }

    /// One more grid drawn: shows the line after a moment. The search always goes on (Ctrl-C
    /// ends the program, as it ends any command).
    fn tick(&self) -> bool {
        // Without a line, nothing to count on the batch's hot path.
        let Some(status) = &self.status else {
            return true;
        };
        let grids = self.grids.fetch_add(1, Ordering::Relaxed) + 1;
        status.update(|elapsed| {
            let mut line = format!("generating: {grids} grids tried");
            if self.count > 1 {
                let made = self.made.load(Ordering::Relaxed);
                line.push_str(&format!(", {made} of {} puzzles", self.count));
            }
            format!("{line}, {}", clock(elapsed))
        });
        true
    }

    /// Takes the line away while `write` prints puzzles.
    fn suspend<R>(&self, write: impl FnOnce() -> R) -> R {
        match &self.status {
            Some(status) => status.suspend(write),
            None => write(),
        }
    }
}

/// The title of generated puzzle `number`: `3. hard · 6.6 · seed 44`, or the day of a daily
/// puzzle instead of its seed. The level is the puzzle's own (a `--score` request may give
/// any).
pub(crate) fn made_title(number: usize, made: &Generated, seed: u64, day: Option<Date>) -> String {
    let source = day.map_or_else(|| format!("seed {seed}"), |d| d.to_string());
    let level = made.rating.level.name();
    title(Some(number), level, Some(made.rating.score), Some(&source))
}

/// Writes one puzzle; a table row needs its rating, which [`make`] gives for that format.
fn write_puzzle(
    out: &mut impl Write,
    puzzle: &Grid,
    made: Option<&Generated>,
    seed: u64,
    format: Format,
) -> Result<(), Stopped> {
    let text = match (format, made) {
        (Format::Table(table), Some(made)) => {
            let mut row = Vec::with_capacity(256);
            Row::generated(seed, made).write(&mut row, table, Columns::Generated);
            row
        }
        (Format::Grid, _) => puzzle.boxed().to_string().into_bytes(),
        (Format::Line | Format::Table(_), _) => format!("{}\n", puzzle.line()).into_bytes(),
    };
    out.write_all(&text).map_err(stopped)
}

/// What `sudoku rate` prints for one puzzle (parsed or not), and whether it was rated.
pub(crate) fn rate_puzzle(puzzle: Result<Grid, Invalid>) -> (String, bool) {
    let grid = match puzzle {
        Ok(g) => g,
        Err(e) => return (format!("invalid: {e}"), false),
    };
    match rate(&grid) {
        // `LEVEL SCORE TECHNIQUE`; a full grid needs no technique: just the level word.
        Ok(r) => match r.hardest {
            Some(t) => (format!("{} {} {t}", r.level, r.score), true),
            None => (r.level.to_string(), true),
        },
        Err(e) => (rate_failure(e), false),
    }
}

/// `sudoku rate [FILE]`: reads its input as `sudoku solve` does (81-character lines or boxed
/// grids, streamed in bounded memory).
pub fn rate_command(path: Option<&Path>, format: Option<TableFormat>) -> Result<Status, CliError> {
    run_puzzles(path, Weight::Heavy, format, |out, puzzle| match format {
        None => {
            let (text, ok) = rate_puzzle(puzzle);
            out.extend_from_slice(text.as_bytes());
            out.push(b'\n');
            ok
        }
        Some(format) => {
            let (row, ok) = Row::rated(puzzle);
            row.write(out, format, Columns::Checked);
            ok
        }
    })
}
