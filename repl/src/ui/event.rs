//! What a command did, as a value: the session and the game return events, and only the
//! loop turns them into text ([`crate::ui::report`]) and prints.

use std::path::PathBuf;

use sudoku_engine::{Grid, Level, rater::Score};

use crate::game::daily::Date;
use crate::game::moves::Outcome;
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
    /// A move on the game in progress, and what it did.
    Played(Outcome),
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
