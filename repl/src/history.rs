//! Undo and redo: every change to the board or the pencil marks is a list of edits, each
//! with its value before and after, so undo applies the befores and redo the afters. Edits
//! (not snapshots) keep a long history small enough to save.

use std::fmt;

use sudoku_engine::{Cell, Digit, DigitSet};

use crate::marks::{DigitsText, parse_cell_name, parse_digits};

/// One cell's value before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueEdit {
    /// The cell.
    pub cell: Cell,
    /// Its value before (`None`: empty).
    pub before: Option<Digit>,
    /// Its value after.
    pub after: Option<Digit>,
}

/// One cell's pencil marks before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkEdit {
    /// The cell.
    pub cell: Cell,
    /// Its marks before.
    pub before: DigitSet,
    /// Its marks after.
    pub after: DigitSet,
}

/// What a change was, for the player: a move on one cell, marks, or a restart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// A digit written or cleared (the marks it cleared come with it).
    Cell(Cell),
    /// Marks of one cell.
    Marks(Cell),
    /// Marks of many cells (`marks auto`, `marks clear`).
    AllMarks,
    /// Every entry and mark cleared.
    Restart,
}

/// One undoable change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// What it was.
    pub label: Label,
    /// The values it changed.
    pub values: Vec<ValueEdit>,
    /// The marks it changed.
    pub marks: Vec<MarkEdit>,
}

/// Undo and redo stacks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Changes that can be undone, oldest first.
    pub undo: Vec<Change>,
    /// Changes that can be redone, the next one last.
    pub redo: Vec<Change>,
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Label::Cell(c) => write!(f, "cell {c}"),
            Label::Marks(c) => write!(f, "marks {c}"),
            Label::AllMarks => f.write_str("marks"),
            Label::Restart => f.write_str("restart"),
        }
    }
}

/// A value as `7`, or `.` for empty.
fn value_text(v: Option<Digit>) -> char {
    v.map_or('.', Digit::to_char)
}

fn parse_value(text: &str) -> Result<Option<Digit>, String> {
    match text {
        "." => Ok(None),
        _ => {
            let mut chars = text.chars();
            match (chars.next().and_then(Digit::from_char), chars.next()) {
                (Some(d), None) => Ok(Some(d)),
                _ => Err(format!("'{text}' is not a digit or '.'")),
            }
        }
    }
}

impl fmt::Display for Change {
    /// One line: `cell r3c5 v:r3c5:.:7 m:r3c6:127:12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.label)?;
        for v in &self.values {
            write!(
                f,
                " v:{}:{}:{}",
                v.cell,
                value_text(v.before),
                value_text(v.after)
            )?;
        }
        for m in &self.marks {
            write!(
                f,
                " m:{}:{}:{}",
                m.cell,
                DigitsText(m.before),
                DigitsText(m.after)
            )?;
        }
        Ok(())
    }
}

impl Change {
    /// Parses the line [`fmt::Display`] writes.
    pub fn parse(line: &str) -> Result<Change, String> {
        let mut words = line.split_whitespace();
        let cell = |w: Option<&str>| {
            w.and_then(parse_cell_name)
                .ok_or_else(|| format!("'{line}': expected a cell"))
        };
        let label = match words.next() {
            Some("cell") => Label::Cell(cell(words.next())?),
            Some("marks") => {
                let mut peek = words.clone();
                match peek.next().and_then(parse_cell_name) {
                    Some(c) => {
                        words = peek;
                        Label::Marks(c)
                    }
                    None => Label::AllMarks,
                }
            }
            Some("restart") => Label::Restart,
            _ => return Err(format!("'{line}' is not a change")),
        };
        let mut change = Change {
            label,
            values: Vec::new(),
            marks: Vec::new(),
        };
        for word in words {
            let parts: Vec<&str> = word.split(':').collect();
            match parts.as_slice() {
                ["v", c, before, after] => change.values.push(ValueEdit {
                    cell: cell(Some(c))?,
                    before: parse_value(before)?,
                    after: parse_value(after)?,
                }),
                ["m", c, before, after] => change.marks.push(MarkEdit {
                    cell: cell(Some(c))?,
                    before: parse_digits(before)?,
                    after: parse_digits(after)?,
                }),
                _ => return Err(format!("'{word}' is not an edit")),
            }
        }
        Ok(change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_round_trip_through_text() {
        let c = |r, k| Cell::at(r, k).unwrap();
        let change = Change {
            label: Label::Cell(c(2, 4)),
            values: vec![ValueEdit {
                cell: c(2, 4),
                before: None,
                after: Digit::new(7),
            }],
            marks: vec![MarkEdit {
                cell: c(2, 5),
                before: parse_digits("127").unwrap(),
                after: parse_digits("12").unwrap(),
            }],
        };
        let text = change.to_string();
        assert_eq!(text, "cell r3c5 v:r3c5:.:7 m:r3c6:127:12");
        assert_eq!(Change::parse(&text), Ok(change));
        for label in [Label::Marks(c(0, 0)), Label::AllMarks, Label::Restart] {
            let change = Change {
                label,
                values: Vec::new(),
                marks: Vec::new(),
            };
            assert_eq!(Change::parse(&change.to_string()), Ok(change));
        }
        assert!(Change::parse("cell r3c5 v:r3c5:x:7").is_err());
        assert!(Change::parse("nonsense").is_err());
    }
}
