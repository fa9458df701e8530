//! What a command did, as a value: the session and the game return events, and only the
//! loop turns them into text ([`crate::ui::report`]) and prints.

use std::path::PathBuf;

use sudoku_engine::{Cell, Grid, Level, rater::Score};

use crate::game::daily::Date;
use crate::game::hint::Hint;
use crate::game::history::Label;
use crate::game::moves::{Outcome, View};
use crate::store::autosave::Entry;
use crate::store::records::Records;
use crate::ui::command::{Setting, Spec};

/// What a command did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Event {
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

impl From<Outcome> for Event {
    fn from(outcome: Outcome) -> Event {
        match outcome {
            Outcome::Moved(cell) => Event::Moved(cell),
            Outcome::Unchanged(label) => Event::Unchanged(label),
            Outcome::Marked(label) => Event::Marked(label),
            Outcome::Revealed(cell) => Event::Revealed(cell),
            Outcome::Undone(label) => Event::Undone(label),
            Outcome::Redone(label) => Event::Redone(label),
            Outcome::Restarted => Event::Restarted,
            Outcome::Checked { clashes, mistakes } => Event::Checked { clashes, mistakes },
            Outcome::Hinted(hint) => Event::Hinted(hint),
            Outcome::Shown(view) => Event::Shown(view),
        }
    }
}
