//! The puzzle table of `sudoku new`, `solve` and `rate` with `--format csv` or `jsonl`:
//! one row per puzzle with the columns of [`COLUMNS`], the same table the Python module's
//! `generate_table` and its Parquet sets hold. `solve` and `rate` add an `error` column: a
//! puzzle that could not be solved or rated keeps its row, in input order, with the reason.
//!
//! CSV is RFC 4180 (a header line, fields quoted when they need it, empty for a value that
//! is absent); JSON Lines is one object per line, `null` for an absent value.

use std::fmt::Display;
use std::io::Write;

use clap::ValueEnum;
use sudoku_engine::rater::Score;
use sudoku_engine::{Generated, Grid, RateError, Solution, rate, solve};

use crate::output::{Stopped, stopped};

/// The table's columns, in order.
pub(crate) const COLUMNS: [&str; 6] = ["seed", "puzzle", "solution", "level", "score", "technique"];
/// The column `solve` and `rate` add.
const ERROR: &str = "error";

/// A table format.
#[derive(Clone, Copy, PartialEq, Eq, Debug, ValueEnum)]
pub enum TableFormat {
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object per line.
    Jsonl,
}

/// Which command's table: `solve` and `rate` have the `error` column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Columns {
    /// [`COLUMNS`].
    Generated,
    /// [`COLUMNS`] and `error`.
    Checked,
}

/// One row; `None` is an absent value.
#[derive(Default, Debug)]
pub(crate) struct Row {
    seed: Option<u64>,
    puzzle: Option<Grid>,
    solution: Option<Grid>,
    level: Option<&'static str>,
    score: Option<Score>,
    technique: Option<&'static str>,
    error: Option<String>,
}

impl Row {
    /// A generated puzzle's row: its seed, rating and solution.
    pub(crate) fn generated(seed: u64, made: &Generated) -> Row {
        let solution = match solve(&made.puzzle) {
            Ok(Solution::Unique(s)) => Some(s),
            _ => None,
        };
        Row {
            seed: Some(seed),
            puzzle: Some(made.puzzle),
            solution,
            level: Some(made.rating.level.name()),
            score: Some(made.rating.score),
            technique: made.rating.hardest.map(|t| t.name()),
            error: None,
        }
    }

    /// `sudoku solve`'s row (`puzzle` as read, or why it could not be), and whether the puzzle had exactly one solution. With `first`,
    /// a puzzle with several solutions gets one of them (and still its error).
    pub(crate) fn solved(puzzle: Result<Grid, impl Display>, first: bool) -> (Row, bool) {
        let grid = match puzzle {
            Ok(g) => g,
            Err(e) => return (Row::failed(None, format!("invalid: {e}")), false),
        };
        let (solution, error) = match solve(&grid) {
            Ok(Solution::Unique(s)) => (Some(s), None),
            Ok(Solution::Multiple(s)) => (first.then_some(s), Some("multiple solutions".into())),
            Ok(Solution::Unsolvable) => (None, Some("no solution".into())),
            Err(e) => (None, Some(format!("error: {e}"))),
        };
        let ok = error.is_none();
        let row = Row {
            puzzle: Some(grid),
            solution,
            error,
            ..Row::default()
        };
        (row, ok)
    }

    /// `sudoku rate`'s row (with the solution), and whether the puzzle was rated.
    pub(crate) fn rated(puzzle: Result<Grid, impl Display>) -> (Row, bool) {
        let grid = match puzzle {
            Ok(g) => g,
            Err(e) => return (Row::failed(None, format!("invalid: {e}")), false),
        };
        match rate(&grid) {
            Ok(r) => {
                let solution = match solve(&grid) {
                    Ok(Solution::Unique(s)) => Some(s),
                    _ => None,
                };
                let row = Row {
                    puzzle: Some(grid),
                    solution,
                    level: Some(r.level.name()),
                    score: Some(r.score),
                    technique: r.hardest.map(|t| t.name()),
                    ..Row::default()
                };
                (row, true)
            }
            Err(e) => (Row::failed(Some(grid), rate_failure(e)), false),
        }
    }

    /// The solution, if the row has one.
    pub(crate) fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// Why the puzzle could not be solved or rated, if it could not.
    pub(crate) fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    fn failed(puzzle: Option<Grid>, error: String) -> Row {
        Row {
            puzzle,
            error: Some(error),
            ..Row::default()
        }
    }

    /// The row's fields, in column order.
    fn fields(&self, columns: Columns) -> Vec<Field> {
        let line =
            |g: &Option<Grid>| g.map_or(Field::Absent, |g| Field::Text(g.line().to_string()));
        let text = |t: Option<&str>| t.map_or(Field::Absent, |t| Field::Text(t.to_string()));
        let mut fields = vec![
            self.seed.map_or(Field::Absent, Field::Seed),
            line(&self.puzzle),
            line(&self.solution),
            text(self.level),
            self.score.map_or(Field::Absent, Field::Score),
            text(self.technique),
        ];
        if columns == Columns::Checked {
            fields.push(text(self.error.as_deref()));
        }
        fields
    }

    /// Appends the row, one line, to `out`.
    pub(crate) fn write(&self, out: &mut Vec<u8>, format: TableFormat, columns: Columns) {
        let fields = self.fields(columns);
        match format {
            TableFormat::Csv => {
                let texts: Vec<String> = fields.iter().map(Field::csv).collect();
                csv_line(out, texts.iter().map(String::as_str));
            }
            TableFormat::Jsonl => {
                let object: serde_json::Map<String, serde_json::Value> = names(columns)
                    .zip(fields)
                    .map(|(name, field)| (name.to_string(), field.json()))
                    .collect();
                // Writing JSON into a Vec cannot fail.
                let _ = serde_json::to_writer(&mut *out, &object);
                out.push(b'\n');
            }
        }
    }
}

/// One value of a row.
enum Field {
    Absent,
    Seed(u64),
    Score(Score),
    Text(String),
}

impl Field {
    /// The CSV text: empty when absent, the score as `sudoku rate` prints it.
    fn csv(&self) -> String {
        match self {
            Field::Absent => String::new(),
            Field::Seed(s) => s.to_string(),
            Field::Score(s) => s.to_string(),
            Field::Text(t) => t.clone(),
        }
    }

    /// The JSON value: `null` when absent, numbers for the seed and the score.
    fn json(self) -> serde_json::Value {
        match self {
            Field::Absent => serde_json::Value::Null,
            Field::Seed(s) => s.into(),
            Field::Score(s) => serde_json::Number::from_f64(f64::from(s.tenths()) / 10.0)
                .map_or(serde_json::Value::Null, serde_json::Value::Number),
            Field::Text(t) => t.into(),
        }
    }
}

/// Why `sudoku rate` could not rate a puzzle, in its words (the text output and the table's
/// `error` column alike).
pub(crate) fn rate_failure(e: RateError) -> String {
    match e {
        RateError::NoSolution | RateError::MultipleSolutions => "no unique solution".into(),
        e => format!("error: {e}"),
    }
}

/// The column names of a table.
fn names(columns: Columns) -> impl Iterator<Item = &'static str> {
    let error = (columns == Columns::Checked).then_some(ERROR);
    COLUMNS.into_iter().chain(error)
}

fn csv_line<'a>(out: &mut Vec<u8>, fields: impl Iterator<Item = &'a str>) {
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(out);
    // Writing CSV into a Vec cannot fail.
    let _ = writer.write_record(fields);
    let _ = writer.flush();
}

/// Writes the table's header: the CSV header line; nothing for JSON Lines.
pub(crate) fn write_header(
    out: &mut impl Write,
    format: TableFormat,
    columns: Columns,
) -> Result<(), Stopped> {
    if format == TableFormat::Jsonl {
        return Ok(());
    }
    let mut line = Vec::new();
    csv_line(&mut line, names(columns));
    out.write_all(&line).map_err(stopped)
}
