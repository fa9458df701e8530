//! One line of input into a [`Command`]: the command word looked up in the table, a bare
//! cell taken as a move, a did-you-mean for a near miss.

use sudoku_engine::parse::GridLine;
use sudoku_engine::{Cell, ParseCellError};

use crate::ui::command::args::parse_put;
use crate::ui::command::table::{COMMANDS, find};
use crate::ui::command::value::{Command, CommandError};

/// Parses one line: `Ok(None)` for a blank line or a `#` comment.
pub(crate) fn parse(line: &str) -> Result<Option<Command>, CommandError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let (word, args) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let lower = word.to_ascii_lowercase();
    if let Some(spec) = find(&lower) {
        return (spec.parse)(args.trim()).map(Some);
    }
    // `r3c5 7` / `r3c5=7` on its own is a move; `r0c1 5` is one with a bad cell.
    if looks_like_cell(&lower) {
        return parse_put(line).map(Some);
    }
    // A frame line of a pasted grid (its closing border, say) is not a command; a grid
    // row is named as one (the rows after a bad one, once `load` has stopped reading).
    match GridLine::read(line.as_bytes()) {
        GridLine {
            only_grid: false, ..
        } => {}
        GridLine { cells: 0, .. } => return Ok(None),
        _ => return Err(CommandError::GridRow(line.to_string())),
    }
    Err(CommandError::Unknown {
        word: word.to_string(),
        suggestion: suggestion(&lower),
    })
}

/// Whether a word is a cell name like `r3c5`, `R10C2` or `r3c5=7`, its numbers in range or
/// not: the engine reads it as a cell, or finds only a number out of range.
fn looks_like_cell(word: &str) -> bool {
    let word = word.split(['=', ' ', '\t']).next().unwrap_or("");
    word.starts_with(['r', 'R'])
        && match word.parse::<Cell>() {
            Ok(_) => true,
            Err(ParseCellError::Row { out_of_range, .. })
            | Err(ParseCellError::Column { out_of_range, .. }) => out_of_range,
            Err(_) => false,
        }
}

/// The command name closest to `word`, for a did-you-mean hint.
fn suggestion(word: &str) -> Option<&'static str> {
    COMMANDS
        .iter()
        .map(|c| (edit_distance(word, c.name), c.name))
        .filter(|&(d, name)| d <= 2 && d < name.len())
        .min_by_key(|&(d, _)| d)
        .map(|(_, name)| name)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, &cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur.push((prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}
