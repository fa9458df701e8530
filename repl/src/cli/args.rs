//! The command line: what `sudoku` takes, as clap reads it. [`crate::cli::run`] carries it
//! out.

use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use sudoku_engine::{Level, Request, ScoreRange, Symmetry};

use crate::cli::error::CliError;
use crate::cli::generate::{self, Seeds};
use crate::cli::print::{self, SheetOptions};
use crate::cli::search::{Limits, search_command};
use crate::cli::table::TableFormat;
use crate::game::daily::Date;
use crate::game::{levels, symmetries};
use crate::output::Status;
use crate::sheet::{self, PerPage};

/// Play, solve, generate and rate Sudoku puzzles. With no command, starts the REPL.
#[derive(Parser)]
#[command(
    name = "sudoku",
    version,
    after_help = "Exit status: 0 when all went well (also when the reader of the output \
                  stops early, as `| head` does); 1 when some of what was asked failed (a \
                  puzzle without a unique solution, a command of piped input); 2 on a usage \
                  error, input that cannot be read or is not text, or output that cannot be \
                  written."
)]
pub struct Cli {
    /// With piped input, stop at the first command that fails.
    #[arg(long, global = false)]
    pub bail: bool,
    /// The subcommand; the REPL when none.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Solve puzzles (81-character lines or boxed grids) from FILE or standard input.
    ///
    /// Prints one line per puzzle: the solution, `no solution`, `multiple solutions` or
    /// `invalid: REASON`. Blank lines and lines starting with `#` are skipped; a line over
    /// 4096 bytes is reported and skipped. Exit status is 0 when every puzzle has exactly one
    /// solution, 1 otherwise, 2 when the input cannot be read or is not text (a line over
    /// 1 MiB) or the output cannot be written.
    ///
    /// With --format csv or jsonl: a table, one row per puzzle (seed, puzzle, solution,
    /// level, score, technique, error), the reason in `error`.
    Solve {
        /// Input file (`-` or none for standard input).
        file: Option<PathBuf>,
        /// For a puzzle with several solutions, print one instead of `multiple solutions`.
        #[arg(long)]
        first: bool,
        /// Output as a table: csv or jsonl (one JSON object per line).
        #[arg(long, value_enum)]
        format: Option<TableFormat>,
    },
    /// Generate puzzles of a level: one 81-character line each (`.` = empty).
    ///
    /// Puzzle i comes from seed N+i, so `--seed 43` reproduces the second line of
    /// `--seed 42 --count 2`. Without --seed a random seed is drawn and printed to stderr
    /// as `seed: N`. The same seed gives the same puzzle on every platform (within a version).
    ///
    /// `sudoku new daily [LEVEL]` prints the puzzle of the day (UTC), the same for everyone:
    /// its seed is the date as YYYYMMDD times 10 plus the level's place in the list below
    /// (easy 0, medium 1, …); LEVEL defaults to medium, --date picks another day, --count
    /// gives the days after it.
    New(NewArgs),
    /// Lay out the puzzles of FILE (or standard input) on printable A4 pages.
    ///
    /// Reads 81-character lines or boxed grids as `solve` does; each puzzle is rated for
    /// its title, and one that cannot be read or has no unique solution is reported and left
    /// out (exit status 1). Writes a PDF, or SVG pages (one file per page).
    Print {
        /// Input file (`-` or none for standard input).
        file: Option<PathBuf>,
        /// svg or pdf (the extension of -o chooses when left out; pdf otherwise).
        #[arg(long, value_enum)]
        format: Option<SheetFormat>,
        #[command(flatten)]
        sheet: SheetArgs,
    },
    /// Continue your unfinished game saved most recently, in the REPL.
    ///
    /// Every change to an unfinished game is saved at once in
    /// $XDG_STATE_HOME/sudoku/games (or ~/.local/state/sudoku/games); games of scripts piped
    /// into sudoku are kept apart and come only when you have none. `games` in the REPL
    /// lists them all, `resume N` continues one.
    Resume,
    /// Play on the full-screen board: a new game of LEVEL (medium when left out), or the
    /// unfinished game saved most recently with --resume. `q` leaves the board for the REPL.
    Play {
        /// The level, named for the hardest technique its puzzles need.
        #[arg(conflicts_with = "resume", value_parser = levels::parser(), ignore_case = true)]
        level: Option<Level>,
        /// Continue the unfinished game saved most recently.
        #[arg(long)]
        resume: bool,
        #[command(flatten)]
        shape: PlayShape,
    },
    /// Rate puzzles (81-character lines or boxed grids) from FILE or standard input.
    ///
    /// Prints one line per puzzle: the level (as `sudoku new` names them), the score on Sudoku
    /// Explainer's scale and the hardest technique needed, e.g. `easy 1.2 hidden single` or
    /// `extreme 8.3 cell forcing chains`; or `invalid: REASON` / `no unique solution`. Exit
    /// status is 0 when every puzzle was rated, 1 otherwise, 2 when the input cannot be read
    /// or is not text or the output cannot be written.
    ///
    /// With --format csv or jsonl: a table, one row per puzzle (seed, puzzle, solution,
    /// level, score, technique, error), the reason in `error`.
    Rate {
        /// Input file (`-` or none for standard input).
        file: Option<PathBuf>,
        /// Output as a table: csv or jsonl (one JSON object per line).
        #[arg(long, value_enum)]
        format: Option<TableFormat>,
    },
}

/// The arguments of `sudoku new`.
#[derive(Args)]
pub struct NewArgs {
    /// The level, named for the hardest technique its puzzles need; or `daily`, followed
    /// by an optional level. May be left out with --score.
    #[arg(value_parser = levels::parser_or_daily(), ignore_case = true, required_unless_present = "score")]
    pub(crate) level: Option<String>,
    /// With `daily`: the level (medium when left out).
    #[arg(value_parser = levels::parser(), ignore_case = true)]
    pub(crate) daily_level: Option<Level>,
    /// The first seed.
    #[arg(long, conflicts_with = "date")]
    pub(crate) seed: Option<u64>,
    /// With `daily`: the day, as YYYY-MM-DD (today in UTC when left out).
    #[arg(long)]
    pub(crate) date: Option<String>,
    /// How many puzzles (with `daily`: how many days).
    #[arg(long, default_value_t = 1)]
    pub(crate) count: u64,
    /// Only puzzles whose score (Sudoku Explainer's scale, as `sudoku rate` gives it) is in
    /// RANGE: `7.0..7.5`, `8.5..` (at least), `..3.0` (at most) or `7.2`. With a level, both
    /// must hold; without one, the levels that give such scores are tried.
    #[arg(long, value_name = "RANGE", value_parser = parse_score_range)]
    pub(crate) score: Option<ScoreRange>,
    /// Which cells are given together (rotational when left out).
    #[arg(long, value_parser = symmetries::parser(), ignore_case = true)]
    pub(crate) symmetry: Option<Symmetry>,
    /// Only minimal puzzles: no given can be taken away keeping one solution.
    #[arg(long)]
    pub(crate) minimal: bool,
    #[command(flatten)]
    pub(crate) search: SearchArgs,
    /// Output format: lines or boxed grids as text, a table (csv, jsonl: seed, puzzle,
    /// solution, level, score, technique), or a printable A4 sheet (svg, pdf; also chosen by
    /// the extension of -o).
    #[arg(long, value_enum)]
    pub(crate) format: Option<NewFormat>,
    #[command(flatten)]
    pub(crate) sheet: SheetArgs,
}

/// What `sudoku play` may ask of its new puzzle besides the level (as `sudoku new`).
#[derive(Args)]
pub struct PlayShape {
    /// Only a score in RANGE (7.0..7.5, 8.5.., ..3.0); with or without a level.
    #[arg(long, value_name = "RANGE", value_parser = parse_score_range, conflicts_with = "resume")]
    score: Option<ScoreRange>,
    /// Which cells are given together (rotational when left out).
    #[arg(long, value_parser = symmetries::parser(), ignore_case = true, conflicts_with = "resume")]
    symmetry: Option<Symmetry>,
    /// Only a minimal puzzle: no given can be taken away keeping one solution.
    #[arg(long, conflicts_with = "resume")]
    minimal: bool,
}

impl PlayShape {
    /// The REPL's `new` line for a game of `level` shaped so.
    pub fn new_line(&self, level: Option<Level>) -> String {
        let mut line = String::from("new");
        match (level, self.score) {
            (Some(level), _) => line.push_str(&format!(" {level}")),
            (None, None) => line.push_str(&format!(" {}", Level::Medium)),
            (None, Some(_)) => {}
        }
        if let Some(range) = self.score {
            line.push_str(&format!(" --score {range}"));
        }
        if let Some(symmetry) = self.symmetry {
            line.push_str(&format!(" --symmetry {symmetry}"));
        }
        if self.minimal {
            line.push_str(" --minimal");
        }
        line
    }
}

/// The search for the hardest puzzles, `sudoku new --score 10.0.. --search-minutes 60`.
#[derive(Args)]
pub struct SearchArgs {
    /// Instead of digging puzzles from random grids, search for the hardest one for this
    /// long: vary a few clues of hard puzzles at a time on every core, keep the hardest,
    /// and print it (and its score on stderr). Ctrl-C ends the search early with the
    /// hardest puzzle found so far.
    #[arg(long, value_name = "MINUTES", value_parser = parse_minutes)]
    pub(crate) search_minutes: Option<f64>,
    /// End the search after this many variations on each core: the same seed and number
    /// of threads (RAYON_NUM_THREADS) then give the same puzzle.
    #[arg(long, value_name = "N")]
    pub(crate) search_tries: Option<u64>,
    /// Show the search's progress on stderr (puzzles tried, best score, elapsed) even when
    /// stderr is not a terminal.
    #[arg(long)]
    pub(crate) progress: bool,
    /// Start the search from the puzzles of FILE (lines or boxed grids; the first few per
    /// core) instead of generated extreme puzzles.
    #[arg(long, value_name = "FILE")]
    pub(crate) search_from: Option<PathBuf>,
}

impl SearchArgs {
    /// Whether a search was asked for.
    pub(crate) fn asked(&self) -> bool {
        self.search_minutes.is_some() || self.search_tries.is_some()
    }
}

fn parse_minutes(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(m) if m.is_finite() && m > 0.0 && m <= 10_000_000.0 => Ok(m),
        _ => Err("expected a number of minutes above 0, such as 60 or 0.5".to_string()),
    }
}

/// `--score`'s parser: the engine's, whose errors name the bad part.
fn parse_score_range(text: &str) -> Result<ScoreRange, String> {
    text.parse::<ScoreRange>().map_err(|e| e.to_string())
}

/// What `sudoku new` writes.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum NewFormat {
    /// One 81-character line per puzzle, `.` for empty cells.
    Line,
    /// A boxed 9x9 grid per puzzle.
    Grid,
    /// Printable A4 pages as SVG (one file per page).
    Svg,
    /// Printable A4 pages as one PDF.
    Pdf,
    /// A table with a header line: seed, puzzle, solution, level, score, technique.
    Csv,
    /// The same table as one JSON object per line.
    Jsonl,
}

impl NewFormat {
    /// The text format `sudoku new` writes, `None` for a sheet.
    fn text(self) -> Option<generate::Format> {
        match self {
            NewFormat::Line => Some(generate::Format::Line),
            NewFormat::Grid => Some(generate::Format::Grid),
            NewFormat::Csv => Some(generate::Format::Table(TableFormat::Csv)),
            NewFormat::Jsonl => Some(generate::Format::Table(TableFormat::Jsonl)),
            NewFormat::Svg | NewFormat::Pdf => None,
        }
    }
}

/// A printable sheet's format.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SheetFormat {
    /// SVG, one file per page.
    Svg,
    /// PDF.
    Pdf,
}

impl From<SheetFormat> for sheet::Format {
    fn from(f: SheetFormat) -> sheet::Format {
        match f {
            SheetFormat::Svg => sheet::Format::Svg,
            SheetFormat::Pdf => sheet::Format::Pdf,
        }
    }
}

/// How a printable sheet is laid out and where it goes.
#[derive(Args)]
pub struct SheetArgs {
    /// Puzzles per A4 page: 1, 2, 4 or 6 (by default as many as fit the puzzles, up to 6).
    #[arg(long, value_parser = parse_per_page)]
    per_page: Option<PerPage>,
    /// Add answer pages after the puzzles.
    #[arg(long)]
    solutions: bool,
    /// Write to FILE (SVG pages as FILE-1.svg, FILE-2.svg, … when there are several);
    /// standard output when left out.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Replace the -o file (and its numbered pages) when it exists.
    #[arg(long, requires = "output")]
    force: bool,
}

impl SheetArgs {
    /// Whether any sheet option was given (they need a sheet format).
    pub(crate) fn given(&self) -> bool {
        self.per_page.is_some() || self.solutions || self.output.is_some()
    }

    /// The sheet format: the one asked for, else the one the `-o` file's extension names.
    /// The two must agree, so that `--format svg -o x.pdf` does not write SVG into a `.pdf`.
    pub fn format(&self, asked: Option<sheet::Format>) -> Result<Option<sheet::Format>, CliError> {
        let named = self.output.as_deref().and_then(sheet::Format::of_path);
        match (asked, named) {
            (Some(asked), Some(named)) if asked != named => Err(CliError::usage(format!(
                "--format {} but -o {} names a {} file: make them agree",
                asked.name(),
                self.output.as_deref().unwrap_or(Path::new("")).display(),
                named.name()
            ))),
            _ => Ok(asked.or(named)),
        }
    }

    pub fn options(self, format: sheet::Format) -> SheetOptions {
        SheetOptions {
            format,
            per_page: self.per_page,
            solutions: self.solutions,
            output: self.output,
            force: self.force,
        }
    }
}

fn parse_per_page(text: &str) -> Result<PerPage, String> {
    text.parse()
        .ok()
        .and_then(PerPage::new)
        .ok_or_else(|| "expected 1, 2, 4 or 6".to_string())
}

/// The usage line of `sudoku new`, for errors clap cannot see.
const NEW_USAGE: &str = "sudoku new [LEVEL] [--score RANGE] [--symmetry S] [--minimal] [--seed N] \
     | sudoku new daily [LEVEL] [--date YYYY-MM-DD] \
     | sudoku new --score MIN.. --search-minutes M";

/// `sudoku new`: checks the arguments that clap cannot (`daily` and what goes with it, the
/// search's).
pub fn new(args: NewArgs) -> Result<Status, CliError> {
    let NewArgs {
        level,
        daily_level,
        seed,
        date,
        count,
        score,
        symmetry,
        minimal,
        search,
        format,
        sheet,
    } = args;
    let usage = |message: &str| {
        Err(CliError::Usage {
            message: message.to_string(),
            usage: Some(NEW_USAGE),
        })
    };
    if level
        .as_deref()
        .is_some_and(|l| l.eq_ignore_ascii_case("daily"))
    {
        if seed.is_some() {
            return usage("--seed is not for the daily puzzle (its seed comes from the date)");
        }
        if score.is_some() || symmetry.is_some() || minimal || search.asked() {
            return usage(
                "--score, --symmetry, --minimal and the search are not for the daily puzzle \
                 (it is the same for everyone)",
            );
        }
        let from = match date.as_deref().map(Date::parse) {
            None => Date::today_utc(),
            Some(Ok(d)) => d,
            Some(Err(e)) => return usage(&e),
        };
        let level = daily_level.unwrap_or(Level::Medium);
        let seeds = Seeds::Daily {
            from,
            days: count,
            level,
        };
        return generate(Request::level(level), seeds, format, sheet);
    }
    let level = match level.map(|l| l.parse::<Level>().map_err(|_| l)) {
        None => None,
        Some(Ok(l)) => Some(l),
        Some(Err(word)) => return usage(&levels::unknown(&format!("'{word}'"))),
    };
    if daily_level.is_some() || date.is_some() {
        return usage("a second level and --date go with `daily` only");
    }
    if search.search_from.is_some() && !search.asked() {
        return usage("--search-from goes with --search-minutes or --search-tries");
    }
    if search.asked() {
        return search_new(
            level, score, symmetry, minimal, seed, count, &search, format, &sheet,
        );
    }
    let request = match (level, score) {
        (Some(level), None) => Request::level(level),
        (Some(level), Some(range)) => Request::level(level).with_score(range),
        (None, Some(range)) => Request::score(range),
        (None, None) => return usage("give a LEVEL, a --score RANGE or both"),
    };
    let request = request
        .with_symmetry(symmetry.unwrap_or_default())
        .with_minimal(minimal);
    generate(request, Seeds::From { first: seed, count }, format, sheet)
}

/// `sudoku new --score MIN.. --search-minutes M`: the options the search takes, checked.
#[allow(clippy::too_many_arguments)]
fn search_new(
    level: Option<Level>,
    score: Option<ScoreRange>,
    symmetry: Option<Symmetry>,
    minimal: bool,
    seed: Option<u64>,
    count: u64,
    search: &SearchArgs,
    format: Option<NewFormat>,
    sheet: &SheetArgs,
) -> Result<Status, CliError> {
    let usage = |message: &str| {
        Err(CliError::Usage {
            message: message.to_string(),
            usage: Some(NEW_USAGE),
        })
    };
    let Some(range) = score.filter(|r| r.max.is_none()) else {
        return usage("the search is for the hardest puzzles: give --score MIN.. (e.g. 10.0..)");
    };
    if level.is_some() || minimal || symmetry.is_some_and(|s| s != Symmetry::None) {
        return usage(
            "the search varies clues one by one: it takes no LEVEL, --minimal or --symmetry \
             (its puzzles have none)",
        );
    }
    let other = matches!(
        format,
        Some(NewFormat::Svg | NewFormat::Pdf | NewFormat::Csv | NewFormat::Jsonl)
    );
    if count != 1 || sheet.given() || other {
        return usage("the search prints one puzzle, as a line or a grid");
    }
    let format = match format {
        Some(NewFormat::Grid) => generate::Format::Grid,
        _ => generate::Format::Line,
    };
    let limits = Limits {
        time: search
            .search_minutes
            .map(|m| Duration::from_secs_f64(m * 60.0)),
        tries: search.search_tries,
        progress: search.progress,
        from: search.search_from.clone(),
    };
    search_command(range, seed, limits, format)
}

/// `sudoku new` once its request and seeds are known: text lines or grids, or a sheet.
fn generate(
    request: Request,
    seeds: Seeds,
    format: Option<NewFormat>,
    sheet: SheetArgs,
) -> Result<Status, CliError> {
    let asked = match format {
        Some(NewFormat::Svg) => Some(sheet::Format::Svg),
        Some(NewFormat::Pdf) => Some(sheet::Format::Pdf),
        Some(NewFormat::Line | NewFormat::Grid | NewFormat::Csv | NewFormat::Jsonl) | None => None,
    };
    let sheet_format = match sheet.format(asked)? {
        _ if format.and_then(NewFormat::text).is_some() => None,
        found => found,
    };
    if let Some(format) = sheet_format {
        return print::new_sheet(&request, seeds, &sheet.options(format));
    }
    if sheet.given() {
        return Err(CliError::usage(
            "--per-page, --solutions and -o go with --format svg or pdf (or an -o FILE \
             ending in .svg or .pdf)",
        ));
    }
    let text = format
        .and_then(NewFormat::text)
        .unwrap_or(generate::Format::Line);
    generate::new_command(&request, seeds, text)
}
