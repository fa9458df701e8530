//! What a command did, as a value: the session and the game return events, and only the
//! loop turns them into text ([`crate::ui::report`]) and prints.

use std::path::PathBuf;

use sudoku_engine::{Cell, Grid, Level, Step, rater::Score};

use crate::game::daily::Date;
use crate::game::history::Label;
use crate::store::autosave::Entry;
use crate::store::records::Records;
use crate::ui::command::{Setting, Spec, View};

/// How a hint's list of steps ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintEnd {
    /// With the step that places a digit (the last of the list).
    Placement,
    /// With an elimination, because the list reached its length limit.
    Limit,
    /// With nothing: no technique the rater knows applies any more.
    NoStep,
    /// With one step on the player's pencil marks, which they can record.
    Marks,
}

/// What `hint` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// An entry differs from the solution: that comes first.
    Wrong(Cell),
    /// An entry clashes with another digit.
    Clash(Cell),
    /// A cell's pencil marks no longer hold the digit it needs.
    MarksLost(Cell),
    /// The puzzle is already solved.
    Solved,
    /// Logical steps from the current board, eliminations first, up to a placement.
    Steps {
        /// The steps, in order.
        steps: Vec<Step>,
        /// Why the list ends where it does.
        end: HintEnd,
    },
}

/// What a command did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game started (`new`, `load`, `open`); a generated one says its level, seed and
    /// score.
    Started {
        /// The level, seed and Sudoku Explainer-scale score of a generated puzzle.
        generated: Option<(Level, u64, Score)>,
        /// The day of a daily puzzle.
        daily: Option<Date>,
    },
    /// An autosaved game was taken up again (`resume`).
    Resumed(Entry),
    /// The autosaved unfinished games, numbered from 1 in this order (`games`).
    Games(Vec<Entry>),
    /// A cell was written or cleared.
    Moved(Cell),
    /// A command that would change nothing (the same digit again, a mark already there).
    Unchanged(Label),
    /// Pencil marks changed.
    Marked(Label),
    /// `hint cell` wrote the solution's digit in a cell.
    Revealed(Cell),
    /// A change was taken back.
    Undone(Label),
    /// A change was put back.
    Redone(Label),
    /// Every entry was cleared.
    Restarted,
    /// Clashing cells and wrong entries, in cell order.
    Checked {
        /// Cells whose digit stands twice in a unit.
        clashes: Vec<Cell>,
        /// Entries that differ from the unique solution.
        mistakes: Vec<Cell>,
    },
    /// A hint.
    Hinted(Hint),
    /// Something to show about the game.
    Shown(View),
    /// A puzzle's unique solution.
    Solved {
        /// The puzzle (its givens are drawn plain).
        puzzle: Grid,
        /// Its solution.
        solution: Grid,
    },
    /// The game was written to a file.
    Saved(PathBuf),
    /// The game was written to these sheet files.
    Exported(Vec<PathBuf>),
    /// Help: the command list, or one command.
    Help(Option<&'static Spec>),
    /// A setting changed.
    Set(Setting),
    /// Games won and best times.
    Stats(Records),
    /// The player chose to stay with the game in progress rather than leave it.
    Kept,
    /// The full-screen board should open on the game (`play`).
    Board,
    /// The session ends.
    Quit,
}
