//! A game in progress: the puzzle, the player's entries, and undo/redo. [`Game::apply`]
//! carries out a [`Play`] command and says what happened as an [`Event`].

use std::fmt;

use sudoku_engine::{Candidates, Cell, Digit, Grid, Level, Solution, next_step, solve};

use crate::command::Play;
use crate::event::{Event, Hint, HintEnd, Touched};

/// One undoable change to the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// A cell went from `before` to `after` (`None` = empty).
    Set {
        cell: Cell,
        before: Option<Digit>,
        after: Option<Digit>,
    },
    /// Every entry was cleared; `before` is the board as it was.
    Restart { before: Grid },
}

/// Where a puzzle came from, for `save` and the banner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Generated from a seed.
    Generated {
        /// The level asked for.
        level: Level,
        /// The seed.
        seed: u64,
    },
    /// Loaded from text.
    Loaded,
}

/// Why the game refused a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The cell holds a given.
    Given(Cell),
    /// `clear` on an empty cell.
    AlreadyEmpty(Cell),
    /// `undo` with nothing to take back.
    NothingToUndo,
    /// `redo` with nothing to put back.
    NothingToRedo,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Given(c) => write!(f, "{c} is a given and cannot be changed"),
            GameError::AlreadyEmpty(c) => write!(f, "{c} is already empty"),
            GameError::NothingToUndo => f.write_str("nothing to undo"),
            GameError::NothingToRedo => f.write_str("nothing to redo"),
        }
    }
}

impl std::error::Error for GameError {}

/// Most elimination steps a hint lists before the digit they lead to.
const HINT_STEPS: usize = 6;

/// A game: givens, the board (givens + entries), the solution when unique, undo/redo stacks.
#[derive(Clone, Debug)]
pub struct Game {
    puzzle: Grid,
    board: Grid,
    solution: Option<Grid>,
    origin: Origin,
    undo: Vec<Change>,
    redo: Vec<Change>,
}

/// Why a puzzle cannot be played.
#[derive(Debug, PartialEq, Eq)]
pub enum StartError {
    /// No solution at all.
    NoSolution,
    /// The solver gave up (should not happen with the default depth).
    Solver(String),
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StartError::NoSolution => f.write_str("this puzzle has no solution"),
            StartError::Solver(e) => write!(f, "cannot solve this puzzle: {e}"),
        }
    }
}

impl Game {
    /// A new game on `puzzle`. Puzzles with several solutions can be played (mistakes are
    /// then judged by the rules only); puzzles with none cannot.
    pub fn new(puzzle: Grid, origin: Origin) -> Result<Game, StartError> {
        let solution = match solve(&puzzle) {
            Ok(Solution::Unique(s)) => Some(s),
            Ok(Solution::Multiple(_)) => None,
            Ok(Solution::Unsolvable) => return Err(StartError::NoSolution),
            Err(e) => return Err(StartError::Solver(e.to_string())),
        };
        Ok(Game {
            puzzle,
            board: puzzle,
            solution,
            origin,
            undo: Vec::new(),
            redo: Vec::new(),
        })
    }

    /// Resumes a saved game: `board` must keep every given of `puzzle`.
    pub fn resume(puzzle: Grid, board: Grid, origin: Origin) -> Result<Game, String> {
        for cell in Cell::all() {
            let given = puzzle.get(cell);
            if given.is_some() && board.get(cell) != given {
                return Err(format!("the board changes the given at {cell}"));
            }
        }
        let mut game = Game::new(puzzle, origin).map_err(|e| e.to_string())?;
        game.board = board;
        Ok(game)
    }

    /// The givens.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// Givens plus entries.
    pub fn board(&self) -> &Grid {
        &self.board
    }

    /// The solution, when the puzzle has exactly one.
    pub fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// Where the puzzle came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Whether `cell` holds a given.
    pub fn is_given(&self, cell: Cell) -> bool {
        !self.puzzle.is_empty_at(cell)
    }

    /// Empty cells left.
    pub fn remaining(&self) -> usize {
        81 - self.board.filled()
    }

    /// Whether the board is complete and correct.
    pub fn is_won(&self) -> bool {
        self.board.is_solved()
    }

    /// Carries out a command on the game and says what happened; a refused command changes
    /// nothing.
    pub fn apply(&mut self, play: &Play) -> Result<Event, GameError> {
        match *play {
            Play::Put { cell, digit } => self.set(cell, Some(digit)).map(|()| Event::Moved(cell)),
            Play::Clear { cell } => self.set(cell, None).map(|()| Event::Moved(cell)),
            Play::Undo => self
                .undo()
                .map(Event::Undone)
                .ok_or(GameError::NothingToUndo),
            Play::Redo => self
                .redo()
                .map(Event::Redone)
                .ok_or(GameError::NothingToRedo),
            Play::Restart => {
                self.restart();
                Ok(Event::Restarted)
            }
            Play::Check => Ok(Event::Checked {
                clashes: self.conflicting_cells(),
                mistakes: self.mistakes(),
            }),
            Play::Hint => Ok(Event::Hinted(self.hint())),
            Play::Show(view) => Ok(Event::Shown(view)),
        }
    }

    /// The hint for the board as it is: a wrong or clashing entry first; else logical steps.
    /// The board keeps no pencil marks, so an elimination alone would be hinted again and
    /// again: eliminations are followed (on a scratch copy) until a digit can be placed.
    pub fn hint(&self) -> Hint {
        if let Some(&wrong) = self.mistakes().first() {
            return Hint::Wrong(wrong);
        }
        if let Some(&clash) = self
            .conflicting_cells()
            .iter()
            .find(|&&c| !self.is_given(c))
        {
            return Hint::Clash(clash);
        }
        if self.is_won() {
            return Hint::Solved;
        }
        let mut marks = Candidates::new(&self.board);
        let mut steps = Vec::new();
        let end = loop {
            let Some(step) = next_step(&marks) else {
                break HintEnd::NoStep;
            };
            if !step.placements().is_empty() {
                steps.push(step);
                break HintEnd::Placement;
            }
            let applied = steps.len() < HINT_STEPS && step.apply(&mut marks);
            steps.push(step);
            if !applied {
                break HintEnd::Limit;
            }
        };
        Hint::Steps { steps, end }
    }

    /// Places a digit at `cell`, or clears it with `None`.
    pub fn set(&mut self, cell: Cell, value: Option<Digit>) -> Result<(), GameError> {
        if self.is_given(cell) {
            return Err(GameError::Given(cell));
        }
        let before = self.board.get(cell);
        if value.is_none() && before.is_none() {
            return Err(GameError::AlreadyEmpty(cell));
        }
        self.record(Change::Set {
            cell,
            before,
            after: value,
        });
        Ok(())
    }

    /// Clears every entry, keeping the givens. Undoable.
    pub fn restart(&mut self) {
        let before = self.board;
        self.record(Change::Restart { before });
    }

    fn record(&mut self, change: Change) {
        self.redo_change(change);
        self.undo.push(change);
        self.redo.clear();
    }

    fn redo_change(&mut self, change: Change) {
        match change {
            Change::Set { cell, after, .. } => self.board.set(cell, after),
            Change::Restart { .. } => self.board = self.puzzle,
        }
    }

    /// Undoes the last change and says what it touched; `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Touched> {
        let change = self.undo.pop()?;
        let touched = match change {
            Change::Set { cell, before, .. } => {
                self.board.set(cell, before);
                Touched::Cell(cell)
            }
            Change::Restart { before } => {
                self.board = before;
                Touched::Board
            }
        };
        self.redo.push(change);
        Some(touched)
    }

    /// Redoes the last undone change, like [`Game::undo`].
    pub fn redo(&mut self) -> Option<Touched> {
        let change = self.redo.pop()?;
        self.redo_change(change);
        self.undo.push(change);
        Some(match change {
            Change::Set { cell, .. } => Touched::Cell(cell),
            Change::Restart { .. } => Touched::Board,
        })
    }

    /// Entries that differ from the unique solution, in cell order.
    pub fn mistakes(&self) -> Vec<Cell> {
        let Some(solution) = &self.solution else {
            return Vec::new();
        };
        Cell::all()
            .filter(|&c| {
                !self.is_given(c)
                    && self.board.get(c).is_some()
                    && self.board.get(c) != solution.get(c)
            })
            .collect()
    }

    /// Cells whose digit also stands in one of their units, in cell order.
    pub fn conflicting_cells(&self) -> Vec<Cell> {
        Cell::all()
            .filter(|&c| self.board.get(c).is_some_and(|d| self.board.clashes(c, d)))
            .collect()
    }

    /// The given or entry that `digit` at `cell` would clash with, if any.
    pub fn clash_with(&self, cell: Cell, digit: Digit) -> Option<Cell> {
        Cell::all().find(|&other| self.board.get(other) == Some(digit) && other.sees(cell))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn game() -> Game {
        Game::new(PUZZLE.parse().unwrap(), Origin::Loaded).unwrap()
    }

    fn cell(r: usize, c: usize) -> Cell {
        Cell::at(r - 1, c - 1).unwrap()
    }

    fn d(v: u8) -> Option<Digit> {
        Some(Digit::new(v).unwrap())
    }

    #[test]
    fn givens_cannot_change_and_entries_can() {
        let mut g = game();
        assert_eq!(g.set(cell(1, 1), d(4)), Err(GameError::Given(cell(1, 1))));
        assert_eq!(g.remaining(), 51);
        g.set(cell(1, 3), d(4)).unwrap();
        assert_eq!(g.remaining(), 50);
        assert_eq!(
            g.set(cell(1, 4), None),
            Err(GameError::AlreadyEmpty(cell(1, 4)))
        );
    }

    #[test]
    fn undo_and_redo_walk_the_history_and_a_new_move_drops_redo() {
        let mut g = game();
        g.set(cell(1, 3), d(4)).unwrap();
        g.set(cell(1, 3), d(2)).unwrap();
        assert_eq!(g.undo(), Some(Touched::Cell(cell(1, 3))));
        assert_eq!(g.board().get(cell(1, 3)), d(4));
        assert_eq!(g.undo(), Some(Touched::Cell(cell(1, 3))));
        assert_eq!(g.board().get(cell(1, 3)), None);
        assert_eq!(g.undo(), None);
        assert_eq!(g.redo(), Some(Touched::Cell(cell(1, 3))));
        assert_eq!(g.board().get(cell(1, 3)), d(4));
        g.set(cell(1, 4), d(6)).unwrap();
        assert_eq!(g.redo(), None);
    }

    #[test]
    fn restart_clears_entries_and_is_undoable() {
        let mut g = game();
        g.set(cell(1, 3), d(4)).unwrap();
        g.restart();
        assert_eq!(g.board(), g.puzzle());
        assert_eq!(g.undo(), Some(Touched::Board));
        assert_eq!(g.board().get(cell(1, 3)), d(4));
    }

    #[test]
    fn mistakes_and_conflicts_are_found() {
        let mut g = game();
        g.set(cell(1, 3), d(4)).unwrap(); // correct
        g.set(cell(1, 4), d(2)).unwrap(); // wrong (solution has 6)
        g.set(cell(1, 6), d(5)).unwrap(); // clashes with the 5 at r1c1
        assert_eq!(g.mistakes(), [cell(1, 4), cell(1, 6)]);
        assert_eq!(g.conflicting_cells(), [cell(1, 1), cell(1, 6), cell(2, 6)]);
        assert_eq!(
            g.clash_with(cell(1, 7), Digit::new(3).unwrap()),
            Some(cell(1, 2))
        );
    }

    #[test]
    fn filling_the_solution_wins() {
        let mut g = game();
        let solution = *g.solution().unwrap();
        let puzzle = *g.puzzle();
        for c in Cell::all().filter(|&c| puzzle.is_empty_at(c)) {
            assert!(!g.is_won());
            g.set(c, solution.get(c)).unwrap();
        }
        assert!(g.is_won());
        assert_eq!(g.remaining(), 0);
    }

    #[test]
    fn a_puzzle_without_solution_cannot_start() {
        let p: Grid =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert_eq!(
            Game::new(p, Origin::Loaded).unwrap_err(),
            StartError::NoSolution
        );
    }
}
