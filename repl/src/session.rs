//! The state of a REPL session: the puzzle being played and the player's entries.

use sudoku_engine::Grid;

/// A session: at most one puzzle at a time.
#[derive(Default)]
pub struct Session {
    /// The puzzle's givens, if a puzzle is loaded.
    pub puzzle: Option<Grid>,
    /// Givens plus the player's entries.
    pub board: Grid,
}

impl Session {
    /// Starts a game on `puzzle`.
    pub fn start(&mut self, puzzle: Grid) {
        self.puzzle = Some(puzzle);
        self.board = puzzle;
    }
}
