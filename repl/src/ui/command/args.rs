//! Each command's argument parser.

use std::path::PathBuf;

use sudoku_engine::{Digit, DigitSet, Grid, Level};

use crate::game::moves::{MarkAction, Play, View};
use crate::game::{levels, request};
use crate::text::quote;
use crate::ui::command::value::{Command, CommandError, Setting, bad, usage};
use crate::ui::input::{expect_end, parse_cell, parse_digit, parse_path};

pub(super) fn no_arguments(args: &str, command: Command) -> Result<Command, CommandError> {
    expect_end(args).map_err(bad)?;
    Ok(command)
}

pub(super) fn optional_puzzle(args: &str) -> Result<Option<Grid>, CommandError> {
    if args.is_empty() {
        return Ok(None);
    }
    Grid::parse_line(args.as_bytes())
        .map(Some)
        .map_err(CommandError::Puzzle)
}

pub(super) fn file_name(args: &str, usage_line: &'static str) -> Result<PathBuf, CommandError> {
    parse_path(args).map_err(|e| usage(e, usage_line))
}

pub(super) fn parse_export(args: &str) -> Result<Command, CommandError> {
    let args = args.trim_end();
    let (file, entries) = match args.rsplit_once(char::is_whitespace) {
        Some((file, word)) if word.eq_ignore_ascii_case("entries") => (file, true),
        _ => (args, false),
    };
    let path = file_name(file, "export FILE.svg|FILE.pdf [entries]")?;
    Ok(Command::Export { path, entries })
}

/// `new`'s usage line.
const NEW_USAGE: &str = "new [LEVEL] [SEED] [--score RANGE] [--symmetry S] [--minimal]";

pub(super) fn parse_new(args: &str) -> Result<Command, CommandError> {
    let mut words = args.split_whitespace().peekable();
    if words
        .peek()
        .is_some_and(|w| w.eq_ignore_ascii_case("daily"))
    {
        words.next();
        let level = match words.next() {
            None => Level::Medium,
            Some(w) => w.parse().map_err(|_| bad(levels::unknown(&quote(w))))?,
        };
        if let Some(extra) = words.next() {
            return Err(usage(
                format!("unexpected {}", quote(extra)),
                "new daily [LEVEL]",
            ));
        }
        return Ok(Command::Daily(level));
    }
    match request::parse(args) {
        Ok((request, seed)) => Ok(Command::New { request, seed }),
        Err(e) if e.usage => Err(usage(e.message, NEW_USAGE)),
        Err(e) => Err(bad(e.message)),
    }
}

pub(super) fn parse_show(args: &str) -> Result<Command, CommandError> {
    let view = match args.to_ascii_lowercase().as_str() {
        "" => View::Board,
        "marks" => View::Marks,
        "line" => View::Line,
        "candidates" | "cand" => View::Candidates,
        other => {
            return Err(bad(format!(
                "cannot show {}: use `show`, `show marks`, `show line` or `show candidates`",
                quote(other)
            )));
        }
    };
    Ok(Command::Play(Play::Show(view)))
}

pub(super) fn parse_put(args: &str) -> Result<Command, CommandError> {
    let arg = parse_cell(args).map_err(|e| usage(e, "put ROW COL DIGIT"))?;
    let digit = parse_digit(arg.rest).map_err(bad)?;
    Ok(Command::Play(Play::Put {
        cell: arg.cell,
        digit,
    }))
}

pub(super) fn parse_clear(args: &str) -> Result<Command, CommandError> {
    let arg = parse_cell(args).map_err(|e| usage(e, "clear ROW COL"))?;
    expect_end(arg.rest).map_err(bad)?;
    Ok(Command::Play(Play::Clear { cell: arg.cell }))
}

/// The digits of a mark command: `1 2 7` or `127`.
pub(super) fn parse_digit_list(
    args: &str,
    usage_line: &'static str,
) -> Result<DigitSet, CommandError> {
    let mut digits = DigitSet::EMPTY;
    for c in args.chars().filter(|c| !c.is_whitespace() && *c != ',') {
        let d = Digit::from_char(c).ok_or_else(|| {
            usage(
                format!("{} is not a digit 1-9", quote(&c.to_string())),
                usage_line,
            )
        })?;
        digits = digits.with(d);
    }
    if digits.is_empty() {
        return Err(usage("missing digits", usage_line));
    }
    Ok(digits)
}

pub(super) fn parse_mark(args: &str) -> Result<Command, CommandError> {
    const USAGE: &str = "mark CELL DIGITS|-";
    let arg = parse_cell(args).map_err(|e| usage(e, USAGE))?;
    let action = if arg.rest == "-" {
        MarkAction::Clear { cell: arg.cell }
    } else {
        MarkAction::Toggle {
            cell: arg.cell,
            digits: parse_digit_list(arg.rest, USAGE)?,
        }
    };
    Ok(Command::Play(Play::Marks(action)))
}

pub(super) fn parse_unmark(args: &str) -> Result<Command, CommandError> {
    const USAGE: &str = "unmark CELL DIGITS";
    let arg = parse_cell(args).map_err(|e| usage(e, USAGE))?;
    Ok(Command::Play(Play::Marks(MarkAction::Remove {
        cell: arg.cell,
        digits: parse_digit_list(arg.rest, USAGE)?,
    })))
}

pub(super) fn parse_marks(args: &str) -> Result<Command, CommandError> {
    let action = match args.to_ascii_lowercase().as_str() {
        "auto" => MarkAction::Auto,
        "clear" => MarkAction::ClearAll,
        "" => return Err(usage("missing action", "marks auto|clear")),
        other => {
            return Err(usage(
                format!("unknown action {}", quote(other)),
                "marks auto|clear",
            ));
        }
    };
    Ok(Command::Play(Play::Marks(action)))
}

pub(super) fn parse_hint(args: &str) -> Result<Command, CommandError> {
    match args.to_ascii_lowercase().as_str() {
        "" => Ok(Command::Play(Play::Hint)),
        "cell" => Ok(Command::Play(Play::RevealCell)),
        other => Err(usage(format!("unexpected {}", quote(other)), "hint [cell]")),
    }
}

pub(super) fn parse_set(args: &str) -> Result<Command, CommandError> {
    const USAGE: &str = "set board|autoclear|feedback on|off";
    let mut words = args.split_whitespace();
    let (Some(name), Some(value), None) = (words.next(), words.next(), words.next()) else {
        return Err(usage("expected a setting and on or off", USAGE));
    };
    let on = match value.to_ascii_lowercase().as_str() {
        "on" => true,
        "off" => false,
        other => return Err(usage(format!("{} is not on or off", quote(other)), USAGE)),
    };
    match name.to_ascii_lowercase().as_str() {
        "board" => Ok(Command::Set(Setting::Board(on))),
        "autoclear" => Ok(Command::Set(Setting::AutoClear(on))),
        "feedback" => Ok(Command::Set(Setting::Feedback(on))),
        other => Err(usage(format!("unknown setting {}", quote(other)), USAGE)),
    }
}

pub(super) fn parse_resume(args: &str) -> Result<Command, CommandError> {
    if args.is_empty() {
        return Ok(Command::Resume(None));
    }
    match args.parse::<usize>() {
        Ok(n) if n > 0 => Ok(Command::Resume(Some(n))),
        _ => Err(usage(
            format!("{} is not a game number: `games` lists them", quote(args)),
            "resume [N]",
        )),
    }
}
