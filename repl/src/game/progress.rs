//! What a player has spent on a game: time, hints, revealed cells, the solution seen, and
//! the mistakes they have been shown.
//!
//! A wrong digit counts as a mistake once the player learns that it is wrong: from `check`,
//! from a hint that points at it, from a clash with a given (plain to see), or at once when
//! instant feedback is on. Counting it as it is placed would give the answer away: the
//! counter going up tells the player the digit is wrong. Each wrong (cell, digit) counts
//! once, however often it is shown.

use std::time::Duration;

use sudoku_engine::{Cell, Digit, Grid};

use crate::game::marks::Marks;

/// What the player has spent on a game so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Time played (idle gaps left out; see the session).
    pub elapsed: Duration,
    /// Cells revealed by `hint cell`.
    pub revealed: u32,
    /// Hints asked for (`hint`), each position once.
    pub hints: u32,
    /// Wrong digits the player has been shown, each (cell, digit) once.
    pub mistakes: u32,
    /// `solve` showed this game's solution while it was in play.
    pub solution_seen: bool,
}

impl Progress {
    /// Whether the game was given cells (revealed, or the whole solution shown): won so, it
    /// is an assisted win, not a record.
    pub(crate) fn assisted(&self) -> bool {
        self.revealed > 0 || self.solution_seen
    }

    /// Everything but the time, which moves every turn: what an autosave must follow.
    pub(crate) fn counts(&self) -> Progress {
        Progress {
            elapsed: Duration::ZERO,
            ..*self
        }
    }
}

/// What keeps the counts honest: the wrong digits already counted, and the position the
/// last hint was counted at.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    /// Per cell, the wrong digits counted as mistakes.
    found: Marks,
    /// The board and marks when a hint was last counted: asking again on the same position
    /// learns nothing new, so it costs nothing more.
    hinted: Option<(Grid, Marks)>,
}

impl Tally {
    /// A tally that has counted `found` already (from a save file).
    pub(crate) fn with_found(found: Marks) -> Tally {
        Tally {
            found,
            hinted: None,
        }
    }

    /// The board and marks the last hint was counted at.
    pub(crate) fn hinted(&self) -> Option<&(Grid, Marks)> {
        self.hinted.as_ref()
    }

    /// Sets the position the last hint was counted at (a saved game keeps it).
    pub(crate) fn set_hinted(&mut self, position: Option<(Grid, Marks)>) {
        self.hinted = position;
    }

    /// The wrong digits counted so far, per cell.
    pub(crate) fn found(&self) -> &Marks {
        &self.found
    }

    /// Counts `digit` at `cell` as a mistake unless it was counted before; whether it was
    /// new.
    pub(crate) fn mistake(&mut self, progress: &mut Progress, cell: Cell, digit: Digit) -> bool {
        let found = self.found.get(cell);
        if found.contains(digit) {
            return false;
        }
        self.found.set(cell, found.with(digit));
        progress.mistakes = progress.mistakes.saturating_add(1);
        true
    }

    /// Counts a hint unless the last one counted was asked on the same board and marks;
    /// whether it counted.
    pub(crate) fn hint(&mut self, progress: &mut Progress, board: &Grid, marks: &Marks) -> bool {
        let position = (*board, *marks);
        if self.hinted.as_ref() == Some(&position) {
            return false;
        }
        self.hinted = Some(position);
        progress.hints = progress.hints.saturating_add(1);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_wrong_digit_and_each_hinted_position_counts_once() {
        let mut p = Progress::default();
        let mut t = Tally::default();
        let cell = Cell::at(0, 3).unwrap();
        let (two, three) = (Digit::new(2).unwrap(), Digit::new(3).unwrap());
        assert!(t.mistake(&mut p, cell, two));
        assert!(!t.mistake(&mut p, cell, two));
        assert!(t.mistake(&mut p, cell, three));
        assert_eq!(p.mistakes, 2);
        let mut board = Grid::default();
        let marks = Marks::default();
        assert!(t.hint(&mut p, &board, &marks));
        assert!(!t.hint(&mut p, &board, &marks));
        board.set(cell, Some(two));
        assert!(t.hint(&mut p, &board, &marks));
        assert_eq!(p.hints, 2);
        assert!(!p.assisted());
        p.revealed = 1;
        assert!(p.assisted());
    }
}
