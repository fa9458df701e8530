//! One-shot batch subcommands: `sudoku solve [FILE]`.
//!
//! Contract (scripts depend on it): one output line per puzzle, in input order. A puzzle is
//! an 81-character line or a boxed grid (as `sudoku new --format grid` prints); blank lines
//! and lines starting with `#` are skipped. Exit status 0 only when every puzzle had exactly
//! one solution; 2 when the input cannot be read or the output cannot be written. The input
//! is streamed in bounded memory: see [`reader`] for the limits.

pub(crate) mod reader;

use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::Path;

use sudoku_engine::Grid;

use crate::cli::error::CliError;
use crate::cli::parallel::{Progress, Weight, run_batch};
use crate::cli::table::{Columns, Row, TableFormat, write_header};
use crate::output::{Status, stopped};
use crate::store::files;
use reader::{Batch, Invalid, PuzzleReader};

/// Read buffer of a batch input.
const READ_BUFFER: usize = 1 << 16;

/// An opened batch input: the reader, its name for messages, and its length when known.
pub(crate) struct Input {
    /// The input, buffered.
    pub(crate) reader: Box<dyn BufRead>,
    /// `standard input` or the file name, for error messages.
    pub(crate) name: String,
    /// The length in bytes of a regular file.
    pub(crate) len: Option<u64>,
}

/// Opens the input: the named file, or stdin for `None` or `-`. Nothing is read yet.
pub(crate) fn open_input(path: Option<&Path>) -> Result<Input, String> {
    match path {
        Some(p) if p != Path::new("-") => {
            let name = files::shown(p);
            // A FIFO or `/dev/stdin` is a stream like standard input: `solve <(…)` works.
            let file = files::open(p, files::Accept::Stream).map_err(|e| match e.problem {
                files::Problem::Io(_, error) => format!("cannot read {name}: {error}"),
                files::Problem::NotRegular(kind) => format!("cannot read {name}: it is {kind}"),
                _ => e.to_string(),
            })?;
            let len = file
                .metadata()
                .ok()
                .filter(|m| m.is_file())
                .map(|m| m.len());
            Ok(Input {
                reader: Box::new(BufReader::with_capacity(READ_BUFFER, file)),
                name,
                len,
            })
        }
        _ => Ok(Input {
            reader: Box::new(BufReader::with_capacity(READ_BUFFER, io::stdin().lock())),
            name: "standard input".to_string(),
            len: None,
        }),
    }
}

/// Writes what `sudoku solve` prints for one puzzle (newline included) into `out`: the
/// solution its table row holds, else the row's error (the table's `error` column says the
/// same words); returns whether the puzzle had exactly one solution. A solution goes straight
/// into the buffer as bytes: on large files that is most lines, and the hot path of the
/// command.
pub(crate) fn write_solve(out: &mut Vec<u8>, puzzle: Result<Grid, Invalid>, first: bool) -> bool {
    let (row, ok) = Row::solved(puzzle, first);
    match (row.solution(), row.error()) {
        (Some(answer), _) => out.extend_from_slice(&answer.to_line_bytes()),
        (None, error) => out.extend_from_slice(error.unwrap_or_default().as_bytes()),
    }
    out.push(b'\n');
    ok
}

/// `sudoku solve [FILE] [--first] [--format csv|jsonl]`.
pub fn solve_command(
    path: Option<&Path>,
    first: bool,
    format: Option<TableFormat>,
) -> Result<Status, CliError> {
    match format {
        None => run_puzzles(path, Weight::Light, None, |out, puzzle| {
            write_solve(out, puzzle, first)
        }),
        Some(format) => run_puzzles(path, Weight::Light, Some(format), |out, puzzle| {
            let (row, ok) = Row::solved(puzzle, first);
            row.write(out, format, Columns::Checked);
            ok
        }),
    }
}

/// Runs a batch command: streams the input (exit 2 if it cannot be opened or read), lets
/// `per_puzzle` write one output line for every puzzle (on every core, as `weight` says),
/// and exits 0 only when `per_puzzle` said `true` for all of them. A `table` gets its
/// header first (once the input is open). A closed stdout ends quietly; any other failed
/// write is an error (exit 2).
pub(crate) fn run_puzzles(
    path: Option<&Path>,
    weight: Weight,
    table: Option<TableFormat>,
    per_puzzle: impl Fn(&mut Vec<u8>, Result<Grid, Invalid>) -> bool + Sync,
) -> Result<Status, CliError> {
    let input = open_input(path).map_err(CliError::Fatal)?;
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    if let Some(format) = table {
        write_header(&mut out, format, Columns::Checked)?;
    }
    let mut reader = PuzzleReader::new(input.reader);
    let mut batch = Batch::default();
    let mut progress = Progress::new(input.len);
    let mut all_ok = true;
    let result = loop {
        let status = reader.next_batch(&mut batch);
        let written = run_batch(
            batch.entries(),
            weight,
            |out, entry| per_puzzle(out, batch.parse(entry)),
            &mut out,
        );
        all_ok &= written?;
        progress.advance(reader.bytes_read(), batch.entries().len());
        match status {
            Ok(true) => {}
            Ok(false) => break Ok(()),
            Err(e) => break Err(e),
        }
    };
    progress.finish();
    out.flush().map_err(stopped)?;
    match result {
        Ok(()) if all_ok => Ok(Status::Success),
        Ok(()) => Ok(Status::Failed),
        Err(reader::ReadError::Io(e)) => {
            Err(CliError::Fatal(format!("cannot read {}: {e}", input.name)))
        }
        Err(e) => Err(CliError::Fatal(format!("{}: {e}", input.name))),
    }
}
