//! Sheets from the shell: `sudoku new LEVEL --format svg|pdf` and `sudoku print FILE` turn
//! puzzles into [`Item`]s and hand them to the sheet writer; the REPL's `export` makes its
//! item with [`game_item`](crate::sheet::export::game_item).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use sudoku_engine::rater::rate;
use sudoku_engine::{Grid, Level, Solution, generator::generate, solve};

use crate::cli::batch::open_input;
use crate::cli::batch::reader::{Batch, PuzzleReader};
use crate::cli::generate::Seeds;
use crate::message;
use crate::output::{self, Status, Stopped};
use crate::sheet::{Format, Item, PerPage, file, layout};

/// Most puzzles one sheet takes (100 pages of 6).
pub(crate) const MAX_PUZZLES: usize = 600;

/// How a sheet is laid out and where it goes.
#[derive(Clone, Debug)]
pub struct SheetOptions {
    /// The file format.
    pub format: Format,
    /// Puzzles per page; `None` chooses by the number of puzzles.
    pub per_page: Option<PerPage>,
    /// Add answer pages.
    pub solutions: bool,
    /// The file to write; standard output when `None`.
    pub output: Option<PathBuf>,
    /// Replace files that exist (`--force`).
    pub force: bool,
}

/// Lays out `items` and writes them; says on stderr what was written, or what went wrong.
fn write_sheet(items: &[Item], options: &SheetOptions) -> Status {
    if items.is_empty() {
        message!("sudoku: no puzzles to print");
        return Status::Failed;
    }
    let per_page = options.per_page.unwrap_or(match items.len() {
        1 => PerPage::One,
        2 => PerPage::Two,
        3 | 4 => PerPage::Four,
        _ => PerPage::Six,
    });
    let pages = layout::pages(items, per_page, options.solutions);
    let Some(path) = options.output.as_deref() else {
        return match file::for_stdout(&pages, options.format) {
            Ok(bytes) => output::print(&bytes).map_or_else(Stopped::status, |()| Status::Success),
            Err(e) => {
                message!("sudoku: {e}");
                Status::Failed
            }
        };
    };
    let files = match file::write(&pages, options.format, path, options.force) {
        Ok(files) => files,
        Err(e) => {
            message!("sudoku: {e}");
            return Status::Failed;
        }
    };
    let shown: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    message!(
        "wrote {} ({} puzzle{}, {} page{})",
        shown.join(", "),
        items.len(),
        if items.len() == 1 { "" } else { "s" },
        pages.len(),
        if pages.len() == 1 { "" } else { "s" },
    );
    Status::Success
}

/// The unique solution of a puzzle, if it has one.
fn solution(puzzle: &Grid) -> Option<Grid> {
    match solve(puzzle) {
        Ok(Solution::Unique(s)) => Some(s),
        _ => None,
    }
}

/// `sudoku new LEVEL … --format svg|pdf`: generated puzzles on a sheet.
pub fn new_sheet(level: Level, seeds: Seeds, options: &SheetOptions) -> ExitCode {
    // Before any work, even drawing a seed: the count alone says whether it fits.
    if seeds.count() > MAX_PUZZLES as u64 {
        message!("sudoku: a sheet takes at most {MAX_PUZZLES} puzzles");
        return Status::Error.into();
    }
    let seeds = seeds.iter(level);
    let mut items = Vec::with_capacity(seeds.size_hint().0);
    for (i, (seed, day)) in seeds.enumerate() {
        let puzzle = match generate(level, seed) {
            Ok(p) => p,
            Err(e) => {
                message!("sudoku: seed {seed}: {e}");
                return Status::Failed.into();
            }
        };
        let (title, caption) = match day {
            Some(day) => (
                format!("{}. {level}, {day}", i + 1),
                format!("sudoku new daily {level} --date {day}"),
            ),
            None => (
                format!("{}. {level}, seed {seed}", i + 1),
                format!("sudoku new {level} --seed {seed}"),
            ),
        };
        items.push(Item {
            solution: solution(&puzzle),
            puzzle,
            entries: None,
            title,
            caption,
        });
    }
    write_sheet(&items, options).into()
}

/// `sudoku print [FILE]`: the puzzles of a file (read as `sudoku solve` reads them), each
/// rated for its title. A puzzle that cannot be read or has no unique solution is reported
/// with its line and left out.
pub fn print_command(path: Option<&Path>, options: &SheetOptions) -> ExitCode {
    let input = match open_input(path) {
        Ok(i) => i,
        Err(e) => {
            message!("sudoku: {e}");
            return Status::Error.into();
        }
    };
    let name = input.name.clone();
    let mut reader = PuzzleReader::new(input.reader);
    let mut batch = Batch::default();
    let mut items = Vec::new();
    let mut all_ok = true;
    loop {
        let status = reader.next_batch(&mut batch);
        for entry in batch.entries() {
            let line = entry.line();
            let puzzle = match batch.parse(entry) {
                Ok(p) => p,
                Err(e) => {
                    message!("sudoku: {name}: {e}; left out");
                    all_ok = false;
                    continue;
                }
            };
            let Some(solved) = solution(&puzzle) else {
                message!("sudoku: {name} line {line}: no unique solution; left out");
                all_ok = false;
                continue;
            };
            if items.len() == MAX_PUZZLES {
                message!("sudoku: a sheet takes at most {MAX_PUZZLES} puzzles");
                return Status::Error.into();
            }
            let level =
                rate(&puzzle).map_or_else(|_| "unrated".to_string(), |r| r.level.to_string());
            items.push(Item {
                title: format!("{}. {level}", items.len() + 1),
                caption: format!("{name}, line {line}"),
                puzzle,
                entries: None,
                solution: Some(solved),
            });
        }
        match status {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => {
                message!("sudoku: {name}: {e}");
                return Status::Error.into();
            }
        }
    }
    finish(write_sheet(&items, options), all_ok)
}

/// The status of a sheet command: the worst of writing the sheet and of its puzzles.
fn finish(written: Status, all_ok: bool) -> ExitCode {
    let puzzles = if all_ok {
        Status::Success
    } else {
        Status::Failed
    };
    written.max(puzzles).into()
}
