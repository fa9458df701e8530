//! Undo and redo: every change to the board or the pencil marks is a list of edits, each
//! with its value before and after, so undo applies the befores and redo the afters. Edits
//! (not snapshots) keep a long history small enough to save.

use std::fmt;

use sudoku_engine::{Cell, Digit, DigitSet};

use crate::game::marks::{DigitsText, parse_digits};

/// One cell's value before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ValueEdit {
    /// The cell.
    pub(crate) cell: Cell,
    /// Its value before (`None`: empty).
    pub(crate) before: Option<Digit>,
    /// Its value after.
    pub(crate) after: Option<Digit>,
}

/// One cell's pencil marks before and after.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MarkEdit {
    /// The cell.
    pub(crate) cell: Cell,
    /// Its marks before.
    pub(crate) before: DigitSet,
    /// Its marks after.
    pub(crate) after: DigitSet,
}

/// What a change was, for the player: a move on one cell, marks, or a restart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Label {
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
    pub(crate) label: Label,
    /// The values it changed.
    pub(crate) values: Vec<ValueEdit>,
    /// The marks it changed.
    pub(crate) marks: Vec<MarkEdit>,
}

/// Undo and redo stacks, and how far each has been unwound since the autosave last wrote
/// them, so the autosave can write what changed instead of the whole history.
#[derive(Clone, Debug, Default)]
pub struct History {
    /// Changes that can be undone, oldest first.
    undo: Vec<Change>,
    /// Changes that can be redone, the next one last.
    redo: Vec<Change>,
    /// Each stack's length at the last [`History::mark`] and the lowest it has been since.
    mark: Mark,
}

/// The lengths [`History::since_mark`] counts from.
#[derive(Clone, Copy, Debug, Default)]
struct Mark {
    undo: usize,
    undo_low: usize,
    redo: usize,
    redo_low: usize,
}

/// How the stacks changed since [`History::mark`]: each lost `popped` steps from its top,
/// then gained `pushed`. Every stack operation is at the top, so this is all that changed,
/// and applied to any stack that ends as the marked one did (a save that left out the oldest
/// steps) it leaves a stack that ends as this one does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Delta<'a> {
    /// Undo steps taken off.
    pub(crate) undo_popped: usize,
    /// Undo steps put on since, oldest first.
    pub(crate) undo_pushed: &'a [Change],
    /// Redo steps taken off.
    pub(crate) redo_popped: usize,
    /// Redo steps put on since, the next one last.
    pub(crate) redo_pushed: &'a [Change],
}

/// Two histories are equal when their stacks are: where the autosave stands is not part of
/// the game.
impl PartialEq for History {
    fn eq(&self, other: &History) -> bool {
        self.undo == other.undo && self.redo == other.redo
    }
}

impl Eq for History {}

impl History {
    /// A history with these stacks (undo oldest first, redo with the next step last),
    /// marked as it stands.
    pub(crate) fn new(undo: Vec<Change>, redo: Vec<Change>) -> History {
        let mut history = History {
            undo,
            redo,
            mark: Mark::default(),
        };
        history.mark();
        history
    }

    /// Changes that can be undone, oldest first.
    pub fn undo(&self) -> &[Change] {
        &self.undo
    }

    /// Changes that can be redone, the next one last.
    pub fn redo(&self) -> &[Change] {
        &self.redo
    }

    /// A new change: on the undo stack, and nothing left to redo.
    pub(crate) fn record(&mut self, change: Change) {
        self.undo.push(change);
        self.redo.clear();
        self.mark.redo_low = 0;
    }

    /// Takes the last change off the undo stack.
    pub(crate) fn pop_undo(&mut self) -> Option<Change> {
        let change = self.undo.pop()?;
        self.mark.undo_low = self.mark.undo_low.min(self.undo.len());
        Some(change)
    }

    /// Takes the next change off the redo stack.
    pub(crate) fn pop_redo(&mut self) -> Option<Change> {
        let change = self.redo.pop()?;
        self.mark.redo_low = self.mark.redo_low.min(self.redo.len());
        Some(change)
    }

    /// Puts a change undone on the redo stack.
    pub(crate) fn push_redo(&mut self, change: Change) {
        self.redo.push(change);
    }

    /// Puts a change redone back on the undo stack.
    pub(crate) fn push_undo(&mut self, change: Change) {
        self.undo.push(change);
    }

    /// Notes that the stacks as they stand are written: [`History::since_mark`] counts from
    /// here.
    pub(crate) fn mark(&mut self) {
        self.mark = Mark {
            undo: self.undo.len(),
            undo_low: self.undo.len(),
            redo: self.redo.len(),
            redo_low: self.redo.len(),
        };
    }

    /// What changed since the last [`History::mark`]: as many steps as the moves since then
    /// touched, however long the history.
    pub(crate) fn since_mark(&self) -> Delta<'_> {
        let undo_low = self.mark.undo_low.min(self.undo.len());
        let redo_low = self.mark.redo_low.min(self.redo.len());
        Delta {
            undo_popped: self.mark.undo.saturating_sub(undo_low),
            undo_pushed: &self.undo[undo_low..],
            redo_popped: self.mark.redo.saturating_sub(redo_low),
            redo_pushed: &self.redo[redo_low..],
        }
    }
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
    pub(crate) fn parse(line: &str) -> Result<Change, String> {
        let mut words = line.split_whitespace();
        let cell = |w: Option<&str>| {
            w.and_then(|w| w.parse::<Cell>().ok())
                .ok_or_else(|| format!("'{line}': expected a cell"))
        };
        let label = match words.next() {
            Some("cell") => Label::Cell(cell(words.next())?),
            Some("marks") => {
                let mut peek = words.clone();
                match peek.next().and_then(|w| w.parse::<Cell>().ok()) {
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

    #[test]
    fn the_steps_since_the_mark_are_what_changed_at_the_top_of_each_stack() {
        let step = |n: usize| Change {
            label: Label::Marks(Cell::at(n / 9 % 9, n % 9).unwrap()),
            values: Vec::new(),
            marks: Vec::new(),
        };
        let mut history = History::new((0..5).map(step).collect(), Vec::new());
        let unchanged = history.since_mark();
        assert_eq!((unchanged.undo_popped, unchanged.undo_pushed), (0, &[][..]));
        // Two undone, one redone, one new move: three steps off the undo stack (one of
        // them came back), the redo stack cleared.
        for _ in 0..2 {
            let change = history.pop_undo().unwrap();
            history.push_redo(change);
        }
        let change = history.pop_redo().unwrap();
        history.push_undo(change);
        history.record(step(9));
        let delta = history.since_mark();
        assert_eq!(delta.undo_popped, 2);
        assert_eq!(delta.undo_pushed, &[step(3), step(9)][..]);
        assert_eq!((delta.redo_popped, delta.redo_pushed), (0, &[][..]));
        history.mark();
        let change = history.pop_undo().unwrap();
        history.push_redo(change);
        let delta = history.since_mark();
        assert_eq!((delta.undo_popped, delta.undo_pushed), (1, &[][..]));
        assert_eq!((delta.redo_popped, delta.redo_pushed), (0, &[step(9)][..]));
    }
}
