//! Parsing the arguments of play commands: cells (`3 5`, `r3c5`, `R3C5`) and digits.

use std::path::PathBuf;

use sudoku_engine::{Cell, Digit, ParseCellError};

use crate::text::quote;

/// A cell and whatever followed it.
pub(crate) struct CellArg<'a> {
    /// The cell.
    pub(crate) cell: Cell,
    /// The rest of the arguments, trimmed.
    pub(crate) rest: &'a str,
}

/// A file name as the player typed it: `~` or `~/…` is the home directory; `"my game.sav"`
/// or `'my game.sav'` in quotes, or `my\ game.sav` with backslash escapes (as tab completion
/// writes it), may hold spaces.
pub(crate) fn parse_path(args: &str) -> Result<PathBuf, String> {
    let args = args.trim();
    if args.is_empty() {
        return Err("missing file name".to_string());
    }
    let mut name = String::new();
    let mut chars = args.chars();
    match args.chars().next() {
        Some(q @ ('"' | '\'')) => {
            chars.next();
            let mut closed = false;
            for c in chars.by_ref() {
                if c == q {
                    closed = true;
                    break;
                }
                name.push(c);
            }
            if !closed {
                return Err(format!("missing closing {q} in the file name"));
            }
            let rest: String = chars.collect();
            if !rest.trim().is_empty() {
                return Err(format!(
                    "unexpected {} after the file name",
                    quote(rest.trim())
                ));
            }
        }
        _ => {
            while let Some(c) = chars.next() {
                match c {
                    '\\' => name.push(chars.next().unwrap_or('\\')),
                    c if c.is_whitespace() => {
                        let rest: String = chars.collect();
                        return Err(format!(
                            "unexpected {} after the file name (quote a name with spaces)",
                            quote(rest.trim())
                        ));
                    }
                    c => name.push(c),
                }
            }
        }
    }
    let home = || std::env::var_os("HOME").map(PathBuf::from);
    Ok(match name.strip_prefix('~') {
        Some("") => home().unwrap_or_else(|| PathBuf::from("~")),
        Some(rest) if rest.starts_with('/') => match home() {
            Some(h) => h.join(&rest[1..]),
            None => PathBuf::from(name),
        },
        _ => PathBuf::from(name),
    })
}

/// Parses a cell at the start of `args`: `ROW COL` (1-based) or `rRcC`; `=` after `rRcC` is
/// allowed (`r3c5=7`). The engine reads the cell; this finds where it ends and words the error
/// with what was typed.
pub(crate) fn parse_cell(args: &str) -> Result<CellArg<'_>, String> {
    let args = args.trim();
    let named = args.starts_with(['r', 'R']);
    let end = if named {
        args.find(|c: char| c.is_whitespace() || c == '=')
            .unwrap_or(args.len())
    } else {
        // ROW COL: two words, however many spaces stand between them.
        let after_row = args.find(char::is_whitespace).unwrap_or(args.len());
        let col = args.len() - args[after_row..].trim_start().len();
        col + args[col..]
            .find(char::is_whitespace)
            .unwrap_or(args.len() - col)
    };
    let (text, rest) = args.split_at(end);
    let cell = text.parse::<Cell>().map_err(|e| cell_error(text, e))?;
    let rest = rest.trim_start();
    let rest = if named {
        rest.strip_prefix('=').unwrap_or(rest).trim()
    } else {
        rest.trim()
    };
    Ok(CellArg { cell, rest })
}

/// The engine's reason `text` is not a cell, in words that quote what was typed.
fn cell_error(text: &str, error: ParseCellError) -> String {
    let number = |at: std::ops::Range<usize>, what: &str, out_of_range: bool| {
        let word = text.get(at).unwrap_or("");
        match (out_of_range, word.len()) {
            (true, ..=9) => format!("{what} {word} is out of range: use 1-9"),
            (true, _) => format!("{what} {} is out of range: use 1-9", quote(word)),
            (false, _) => format!("{} is not a {what} number 1-9", quote(word)),
        }
    };
    match error {
        ParseCellError::Row { at, out_of_range } => number(at, "row", out_of_range),
        ParseCellError::Column { at, out_of_range } => number(at, "column", out_of_range),
        ParseCellError::MissingColumn => {
            format!("missing column after row {}: give ROW COL", text.trim())
        }
        ParseCellError::NotACell => format!(
            "{} is not a cell: write r3c5 (row 3, column 5)",
            quote(text)
        ),
        other => other.to_string(),
    }
}

/// Parses a digit 1-9 that must be all of `args`.
pub(crate) fn parse_digit(args: &str) -> Result<Digit, String> {
    let args = args.trim();
    let mut chars = args.chars();
    match (chars.next().and_then(Digit::from_char), chars.next()) {
        _ if args.is_empty() => Err("missing digit 1-9".into()),
        (Some(d), None) => Ok(d),
        _ => match args.split_once(char::is_whitespace) {
            Some((_, extra)) => Err(format!(
                "unexpected {} after the digit",
                quote(extra.trim())
            )),
            None => Err(format!("{} is not a digit 1-9", quote(args))),
        },
    }
}

/// Nothing may follow a complete command.
pub(crate) fn expect_end(rest: &str) -> Result<(), String> {
    match rest.trim() {
        "" => Ok(()),
        extra => Err(format!("unexpected {}", quote(extra))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell_of(args: &str) -> Result<(String, String), String> {
        parse_cell(args).map(|a| (a.cell.to_string(), a.rest.to_string()))
    }

    #[test]
    fn both_cell_spellings_parse() {
        assert_eq!(cell_of("3 5 7"), Ok(("r3c5".into(), "7".into())));
        assert_eq!(cell_of("3  5   7"), Ok(("r3c5".into(), "7".into())));
        assert_eq!(cell_of("r3c5 7"), Ok(("r3c5".into(), "7".into())));
        assert_eq!(cell_of("R3C5=7"), Ok(("r3c5".into(), "7".into())));
        assert_eq!(cell_of("r9c9"), Ok(("r9c9".into(), "".into())));
    }

    #[test]
    fn bad_cells_say_what_is_wrong() {
        assert_eq!(
            cell_of("10 1 5").unwrap_err(),
            "row 10 is out of range: use 1-9"
        );
        assert_eq!(
            cell_of("1 0 5").unwrap_err(),
            "column 0 is out of range: use 1-9"
        );
        assert_eq!(cell_of("x 1").unwrap_err(), "'x' is not a row number 1-9");
        assert_eq!(
            cell_of("3").unwrap_err(),
            "missing column after row 3: give ROW COL"
        );
        assert_eq!(
            cell_of("r3 5").unwrap_err(),
            "'r3' is not a cell: write r3c5 (row 3, column 5)"
        );
        assert_eq!(cell_of("r3c").unwrap_err(), "'' is not a column number 1-9");
        assert!(cell_of("").unwrap_err().starts_with("missing cell"));
    }

    #[test]
    fn long_input_is_quoted_short() {
        assert_eq!(quote("r3c5"), "'r3c5'");
        assert_eq!(quote("a\u{1b}[2J\u{0}"), "'a\\u{1b}[2J\\u{0}'");
        let long = "x".repeat(1000);
        assert_eq!(
            quote(&long),
            format!("'{}…' (1000 characters)", "x".repeat(24))
        );
        assert_eq!(
            expect_end(&long).unwrap_err(),
            format!("unexpected '{}…' (1000 characters)", "x".repeat(24))
        );
    }

    #[test]
    fn file_names_expand_home_and_take_quotes_and_escapes() {
        let home = PathBuf::from(std::env::var_os("HOME").unwrap());
        assert_eq!(parse_path("game.sav"), Ok(PathBuf::from("game.sav")));
        assert_eq!(parse_path("~/g.sav"), Ok(home.join("g.sav")));
        assert_eq!(
            parse_path("my\\ game.sav"),
            Ok(PathBuf::from("my game.sav"))
        );
        assert_eq!(
            parse_path("\"my game.sav\""),
            Ok(PathBuf::from("my game.sav"))
        );
        assert_eq!(parse_path("'a b'"), Ok(PathBuf::from("a b")));
        assert!(
            parse_path("my game.sav")
                .unwrap_err()
                .contains("quote a name")
        );
        assert!(
            parse_path("\"open")
                .unwrap_err()
                .contains("missing closing")
        );
        assert_eq!(parse_path(" "), Err("missing file name".to_string()));
    }

    #[test]
    fn digits_are_one_to_nine() {
        assert_eq!(parse_digit(" 7 "), Ok(Digit::new(7).unwrap()));
        assert_eq!(parse_digit("0").unwrap_err(), "'0' is not a digit 1-9");
        assert_eq!(parse_digit("10").unwrap_err(), "'10' is not a digit 1-9");
        assert_eq!(
            parse_digit("7 8").unwrap_err(),
            "unexpected '8' after the digit"
        );
        assert_eq!(parse_digit("").unwrap_err(), "missing digit 1-9");
    }
}
