//! `sudoku new --score 10.0.. --search-minutes 60`: a search for the hardest puzzles, one
//! [`Climber`] per core. Each starts from the hardest of a few extreme puzzles generated
//! from the seed and walks towards harder ones; after every round of a few tries each, the
//! climber that is lowest goes on from the highest's puzzle (so the cores share what they
//! found without all following one path). Rounds end together, so with `--search-tries`
//! the same seed and thread count give the same puzzle; a time limit or Ctrl-C ends the
//! search between two tries and prints the hardest puzzle found so far.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use sudoku_engine::generator::MAX_LEVEL;
use sudoku_engine::search::Climber;
use sudoku_engine::solver::DEFAULT_DEPTH;
use sudoku_engine::{
    Generated, Request, ScoreRange, Solution, Solver, Symmetry, generate_request, solve,
};

use crate::cli::batch::open_input;
use crate::cli::batch::reader::{Batch, PuzzleReader};
use crate::cli::error::CliError;
use crate::cli::generate::Format;
use crate::game::seed::random_seed;
use crate::game::title::title;
use crate::message;
use crate::output::{self, Status};
use crate::status_line::StatusLine;
use crate::store::records::clock;

/// Puzzles generated for each climber's start; it starts from the hardest.
const STARTS: u64 = 8;
/// Tries each climber makes between two exchanges.
const ROUND: u64 = 8;
/// Without a terminal (`--progress`), a progress line at most this often.
const PROGRESS_EVERY: Duration = Duration::from_secs(10);

/// When the search ends.
#[derive(Clone, Debug)]
pub(crate) struct Limits {
    /// After this long.
    pub(crate) time: Option<Duration>,
    /// After this many tries on each core.
    pub(crate) tries: Option<u64>,
    /// Show progress on stderr even when it is not a terminal.
    pub(crate) progress: bool,
    /// Start from this file's puzzles instead of generated ones.
    pub(crate) from: Option<PathBuf>,
}

/// Runs the search and prints the hardest puzzle found: status 0 when its score is in
/// `range`, 1 when not (it is printed all the same).
pub(crate) fn search_command(
    range: ScoreRange,
    seed: Option<u64>,
    limits: Limits,
    format: Format,
) -> Result<Status, CliError> {
    let seed = seed.unwrap_or_else(|| {
        let s = random_seed();
        message!("seed: {s}");
        s
    });
    let stop = Arc::new(AtomicBool::new(false));
    interrupt_stops(&stop);
    let started = Instant::now();
    let threads = rayon::current_num_threads().max(1) as u64;
    let mut climbers: Vec<Climber> = match &limits.from {
        None => (0..threads)
            .into_par_iter()
            .map(|t| start(seed, t))
            .collect::<Result<_, _>>()?,
        Some(path) => starts_from(path, seed, threads)?,
    };
    let status = StatusLine::new();
    let terminal = status.shows();
    let show = limits.progress || terminal;
    let mut shown = Instant::now();
    let mut done = 0u64;
    loop {
        let round = limits.tries.map_or(ROUND, |n| ROUND.min(n - done));
        let deadline = limits.time.map(|t| started + t);
        let over = || stop.load(Ordering::Relaxed) || deadline.is_some_and(|d| Instant::now() >= d);
        climbers
            .par_iter_mut()
            .try_for_each(|c| -> Result<(), CliError> {
                let mut solver = Solver::<DEFAULT_DEPTH>::new();
                for _ in 0..round {
                    if over() {
                        break;
                    }
                    c.step(&mut solver)
                        .map_err(|e| CliError::Failed(format!("the search stopped: {e}")))?;
                }
                Ok(())
            })?;
        done += round;
        exchange(&mut climbers);
        let ended = over() || limits.tries.is_some_and(|n| done >= n);
        if show && (terminal || ended || shown.elapsed() >= PROGRESS_EVERY) {
            shown = Instant::now();
            let line = progress_line(&climbers, started.elapsed());
            if !terminal {
                message!("{line}");
            } else if ended {
                status.finish(&line);
            } else {
                status.update(|_| line);
            }
        }
        if ended {
            break;
        }
    }
    let best = hardest(&climbers);
    let tried: u64 = climbers.iter().map(Climber::tried).sum();
    let text = match format {
        // `sudoku new` gives the search no table format (its puzzle has no seed of its own).
        Format::Line | Format::Table(_) => format!("{}\n", best.puzzle.line()),
        Format::Grid => {
            let source = format!("search seed {seed}");
            let name = best.rating.level.name();
            let title = title(Some(1), name, Some(best.rating.score), Some(&source));
            format!("# {title}\n{}", best.puzzle.boxed())
        }
    };
    output::print(text)?;
    let score = best.rating.score;
    let elapsed = clock(started.elapsed());
    if range.contains(score) {
        message!("score {score}, the hardest of {tried} puzzles tried in {elapsed}");
        Ok(Status::Success)
    } else {
        Err(CliError::Failed(format!(
            "the hardest of {tried} puzzles tried in {elapsed} scores {score}, not {range}"
        )))
    }
}

/// Climber `t`'s start: the hardest of [`STARTS`] puzzles of the hardest level, without
/// symmetry (the walk keeps none), from seeds of its own.
fn start(seed: u64, t: u64) -> Result<Climber, CliError> {
    let request = Request::level(MAX_LEVEL).with_symmetry(Symmetry::None);
    let mut hardest: Option<Generated> = None;
    for i in 0..STARTS {
        let s = seed.wrapping_add(t * STARTS + i);
        let made = generate_request(&request, s)
            .map_err(|e| CliError::Failed(format!("seed {s}: {e}")))?;
        if hardest.is_none_or(|h| made.rating.score > h.rating.score) {
            hardest = Some(made);
        }
    }
    let start = hardest.ok_or_else(|| CliError::Failed("no start".to_string()))?;
    Climber::new(start, walk_seed(seed, t))
        .map_err(|e| CliError::Failed(format!("the search: {e}")))
}

/// The climbers' starts from a file's puzzles (read as `sudoku solve` reads them): of its
/// first [`STARTS`] puzzles per core with one solution, climber `t` takes every `threads`-th
/// from the `t`-th and starts from the hardest of them.
fn starts_from(path: &Path, seed: u64, threads: u64) -> Result<Vec<Climber>, CliError> {
    let input = open_input(Some(path)).map_err(CliError::Fatal)?;
    let name = input.name.clone();
    let mut reader = PuzzleReader::new(input.reader);
    let mut batch = Batch::default();
    let wanted = usize::try_from(threads * STARTS).unwrap_or(usize::MAX);
    let mut puzzles = Vec::new();
    while puzzles.len() < wanted {
        let more = reader
            .next_batch(&mut batch)
            .map_err(|e| CliError::Fatal(format!("{name}: {e}")))?;
        for entry in batch.entries() {
            if let Ok(p) = batch.parse(entry)
                && matches!(solve(&p), Ok(Solution::Unique(_)))
                && puzzles.len() < wanted
            {
                puzzles.push(p);
            }
        }
        if !more {
            break;
        }
    }
    if puzzles.is_empty() {
        return Err(CliError::Fatal(format!(
            "{name}: no puzzle with one solution to start from"
        )));
    }
    let rated: Vec<(usize, Climber)> = puzzles
        .par_iter()
        .enumerate()
        .map(|(i, p)| {
            let t = i as u64 % threads;
            let mut solver = Solver::<DEFAULT_DEPTH>::new();
            Climber::from_puzzle(&mut solver, p, walk_seed(seed, t))
                .map(|c| (i, c))
                .map_err(|e| CliError::Failed(format!("{name}: puzzle {}: {e}", i + 1)))
        })
        .collect::<Result<_, _>>()?;
    // Climber `t` takes puzzles t, t + threads, …; with fewer puzzles than cores, puzzle
    // `t % len` alone.
    let len = rated.len() as u64;
    let climbers = (0..threads)
        .map(|t| {
            let own = rated.iter().filter(|(i, _)| *i as u64 % threads == t % len);
            let best = own.fold(None::<&Climber>, |best, (_, c)| match best {
                Some(b) if b.score() >= c.score() => Some(b),
                _ => Some(c),
            });
            let mut climber = best.cloned().unwrap_or_else(|| rated[0].1.clone());
            climber.reseed(walk_seed(seed, t));
            climber
        })
        .collect();
    Ok(climbers)
}

/// Climber `t`'s seed for its choices (a Weyl sequence step from the next).
fn walk_seed(seed: u64, t: u64) -> u64 {
    seed ^ (t + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// After a round: the lowest climber (the last of equals) goes on from the highest's puzzle
/// (the first of equals), so the order of the cores decides nothing.
fn exchange(climbers: &mut [Climber]) {
    let high = (0..climbers.len())
        .rev()
        .max_by_key(|&i| climbers[i].score());
    let low = (0..climbers.len()).min_by_key(|&i| climbers[i].score());
    if let (Some(high), Some(low)) = (high, low)
        && climbers[low].score() < climbers[high].score()
    {
        let leader = climbers[high].clone();
        climbers[low].adopt(&leader);
    }
}

/// The hardest puzzle any climber met (the first climber's of equals).
fn hardest(climbers: &[Climber]) -> Generated {
    let mut best = *climbers[0].best();
    for c in &climbers[1..] {
        if c.best().rating.score > best.rating.score {
            best = *c.best();
        }
    }
    best
}

/// `tried 1234, best 10.6, 2:05`.
fn progress_line(climbers: &[Climber], elapsed: Duration) -> String {
    let tried: u64 = climbers.iter().map(Climber::tried).sum();
    let best = hardest(climbers).rating.score;
    format!("tried {tried}, best {best}, {}", clock(elapsed))
}

/// Ctrl-C sets `stop` instead of ending the program, so the search can print what it has.
#[cfg(unix)]
fn interrupt_stops(stop: &Arc<AtomicBool>) {
    // Without the handler Ctrl-C still ends the search, only without its puzzle.
    let _ = signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(stop));
}

#[cfg(not(unix))]
fn interrupt_stops(_stop: &Arc<AtomicBool>) {}
