//! Sheets from the shell: `sudoku new LEVEL --format svg|pdf` and `sudoku print FILE` turn
//! puzzles into [`Item`]s and hand them to the sheet writer; the REPL's `export` makes its
//! item with [`game_item`](crate::sheet::export::game_item).

use std::path::{Path, PathBuf};

use sudoku_engine::rater::rate;
use sudoku_engine::{Grid, Request, Solution, generate_request, solve};

use crate::cli::batch::open_input;
use crate::cli::batch::reader::{Batch, PuzzleReader};
use crate::cli::error::CliError;
use crate::cli::generate::{Seeds, made_title};
use crate::game::request;
use crate::game::title::title;
use crate::message;
use crate::output::{self, Status};
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

/// Lays out `items` and writes them; says on stderr what was written.
fn write_sheet(items: &[Item], options: &SheetOptions) -> Result<Status, CliError> {
    if items.is_empty() {
        return Err(CliError::Failed("no puzzles to print".to_string()));
    }
    let per_page = options.per_page.unwrap_or(match items.len() {
        1 => PerPage::One,
        2 => PerPage::Two,
        3 | 4 => PerPage::Four,
        _ => PerPage::Six,
    });
    let pages = layout::pages(items, per_page, options.solutions);
    let Some(path) = options.output.as_deref() else {
        let bytes = file::for_stdout(&pages, options.format)
            .map_err(|e| CliError::Failed(e.to_string()))?;
        output::print(&bytes)?;
        return Ok(Status::Success);
    };
    let files = file::write(&pages, options.format, path, options.force)
        .map_err(|e| CliError::Failed(e.to_string()))?;
    let shown: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    message!(
        "wrote {} ({} puzzle{}, {} page{})",
        shown.join(", "),
        items.len(),
        if items.len() == 1 { "" } else { "s" },
        pages.len(),
        if pages.len() == 1 { "" } else { "s" },
    );
    Ok(Status::Success)
}

/// The unique solution of a puzzle, if it has one.
fn solution(puzzle: &Grid) -> Option<Grid> {
    match solve(puzzle) {
        Ok(Solution::Unique(s)) => Some(s),
        _ => None,
    }
}

/// `sudoku new LEVEL … --format svg|pdf`: generated puzzles on a sheet.
pub fn new_sheet(
    request: &Request,
    seeds: Seeds,
    options: &SheetOptions,
) -> Result<Status, CliError> {
    // Before any work, even drawing a seed: the count alone says whether it fits.
    if seeds.count() > MAX_PUZZLES as u64 {
        return Err(too_many());
    }
    let seeds = seeds.iter();
    let mut items = Vec::with_capacity(seeds.size_hint().0);
    let words = request::words(request);
    for (i, (seed, day)) in seeds.enumerate() {
        let made = generate_request(request, seed)
            .map_err(|e| CliError::Failed(format!("seed {seed}: {e}")))?;
        let puzzle = made.puzzle;
        let caption = match day {
            Some(day) => format!("sudoku new daily {words} --date {day}"),
            None => format!("sudoku new {words} --seed {seed}"),
        };
        let title = made_title(i + 1, &made, seed, day);
        items.push(Item {
            solution: solution(&puzzle),
            puzzle,
            entries: None,
            title,
            caption,
        });
    }
    write_sheet(&items, options)
}

/// `sudoku print [FILE]`: the puzzles of a file (read as `sudoku solve` reads them), each
/// rated for its title. A puzzle that cannot be read or has no unique solution is reported
/// with its line and left out.
pub fn print_command(path: Option<&Path>, options: &SheetOptions) -> Result<Status, CliError> {
    let input = open_input(path).map_err(CliError::Fatal)?;
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
                return Err(too_many());
            }
            let rating = rate(&puzzle).ok();
            let level = rating.map_or("unrated", |r| r.level.name());
            items.push(Item {
                title: title(Some(items.len() + 1), level, rating.map(|r| r.score), None),
                caption: format!("{name}, line {line}"),
                puzzle,
                entries: None,
                solution: Some(solved),
            });
        }
        match status {
            Ok(true) => {}
            Ok(false) => break,
            Err(e) => return Err(CliError::Fatal(format!("{name}: {e}"))),
        }
    }
    let written = write_sheet(&items, options)?;
    Ok(if all_ok { written } else { Status::Failed })
}

/// More puzzles than a sheet takes.
fn too_many() -> CliError {
    CliError::Fatal(format!("a sheet takes at most {MAX_PUZZLES} puzzles"))
}
