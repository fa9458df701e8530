//! The moves a player makes on a game ([`Play`]) and what each did ([`Outcome`]): the
//! game's input and output, whatever reads the moves (the REPL's parser, the board's keys)
//! and whatever shows the outcome.

use sudoku_engine::{Cell, Digit, DigitSet};

use crate::game::hint::Hint;
use crate::game::history::Label;

/// What `show` shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum View {
    /// The board, givens told apart from entries, pencil marks two lines a cell.
    Board,
    /// The board with pencil marks as a 3×3 grid in each cell (`show marks`).
    Marks,
    /// The 81-character line.
    Line,
    /// Every empty cell's candidates.
    Candidates,
}

/// A change to pencil marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MarkAction {
    /// Toggle digits in a cell's marks (`mark r3c5 1 2 7`).
    Toggle {
        /// The cell.
        cell: Cell,
        /// The digits to toggle.
        digits: DigitSet,
    },
    /// Remove digits from a cell's marks (`unmark r3c5 2`).
    Remove {
        /// The cell.
        cell: Cell,
        /// The digits to remove.
        digits: DigitSet,
    },
    /// Clear a cell's marks (`mark r3c5 -`).
    Clear {
        /// The cell.
        cell: Cell,
    },
    /// Fill every empty cell with its candidates (`marks auto`).
    Auto,
    /// Clear every mark (`marks clear`).
    ClearAll,
}

/// A command that works on the game in progress ([`Game::apply`](crate::game::Game::apply)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Play {
    /// Write a digit in a cell.
    Put {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Empty a cell.
    Clear {
        /// The cell.
        cell: Cell,
    },
    /// Change pencil marks.
    Marks(MarkAction),
    /// Take back the last change.
    Undo,
    /// Put back the last change taken back.
    Redo,
    /// Clear every entry (undoable).
    Restart,
    /// List clashes and wrong entries.
    Check,
    /// Explain the next logical step.
    Hint,
    /// Reveal one cell's digit (`hint cell`).
    RevealCell,
    /// Show the board or part of it.
    Show(View),
}

/// What a move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// A cell was written or cleared.
    Moved(Cell),
    /// A move that would change nothing (the same digit again, a mark already there).
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
}

impl Outcome {
    /// Whether the move changed the game (its board, marks or history), so that it has
    /// unsaved changes and the autosave follows.
    pub(crate) fn changed_game(&self) -> bool {
        matches!(
            self,
            Outcome::Moved(_)
                | Outcome::Marked(_)
                | Outcome::Revealed(_)
                | Outcome::Undone(_)
                | Outcome::Redone(_)
                | Outcome::Restarted
        )
    }
}
