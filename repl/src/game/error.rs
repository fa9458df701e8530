//! Why a move or a new game was refused.

use std::fmt;

use sudoku_engine::Cell;

/// Why the game refused a command. A refused command changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The cell holds a given.
    Given(Cell),
    /// `clear` on an empty cell.
    AlreadyEmpty(Cell),
    /// Marks on a cell that holds a digit.
    Filled(Cell),
    /// `undo` with nothing to take back.
    NothingToUndo,
    /// `redo` with nothing to put back.
    NothingToRedo,
    /// `hint cell` on a puzzle without a unique solution, or with no empty cell.
    NothingToReveal,
    /// `hint cell` on a solved board.
    Solved,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Given(c) => write!(f, "{c} is a given and cannot be changed"),
            GameError::AlreadyEmpty(c) => write!(f, "{c} is already empty"),
            GameError::Filled(c) => {
                write!(f, "{c} holds a digit: pencil marks are for empty cells")
            }
            GameError::NothingToUndo => f.write_str("nothing to undo"),
            GameError::NothingToRedo => f.write_str("nothing to redo"),
            GameError::NothingToReveal => f.write_str(
                "no cell to reveal: the puzzle has more than one solution, or the board is \
                 full (try `check`)",
            ),
            GameError::Solved => f.write_str("the puzzle is solved: nothing to reveal"),
        }
    }
}

impl std::error::Error for GameError {}

/// Why a puzzle cannot be played.
#[derive(Debug, PartialEq, Eq)]
pub enum StartError {
    /// No solution at all.
    NoSolution,
    /// The solver gave up (should not happen with the default depth).
    Solver(String),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::NoSolution => f.write_str("this puzzle has no solution"),
            StartError::Solver(e) => write!(f, "cannot solve this puzzle: {e}"),
        }
    }
}
