//! A game in progress: the puzzle, the player's entries and pencil marks, and undo/redo.
//! [`Game::apply`] carries out a [`Play`] command and says what happened as an [`Event`].

use std::fmt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sudoku_engine::{Candidates, Cell, Digit, DigitSet, Grid, Level, Solution, solve};

use crate::command::{MarkAction, Play};
use crate::event::Event;
use crate::hint;
use crate::history::{Change, History, Label, MarkEdit, ValueEdit};
use crate::marks::Marks;

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

/// What the player has spent on a game so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Time played (idle gaps left out; see the session).
    pub elapsed: Duration,
    /// Cells revealed by `hint cell`.
    pub revealed: u32,
    /// Hints asked for (`hint`).
    pub hints: u32,
    /// Digits placed that differ from the solution, counted when placed.
    pub mistakes: u32,
}

/// A game: givens, the board (givens + entries), pencil marks, the solution when unique,
/// the undo/redo history, and the time and hints spent.
#[derive(Clone, Debug)]
pub struct Game {
    puzzle: Grid,
    board: Grid,
    marks: Marks,
    solution: Option<Grid>,
    origin: Origin,
    history: History,
    /// Placing a digit removes it from the marks of the cell's peers.
    clear_peer_marks: bool,
    /// Time and hints spent.
    progress: Progress,
    /// When the game began (milliseconds since 1970): one game of a puzzle is told from
    /// another replay of it by this.
    started: u64,
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
            marks: Marks::default(),
            solution,
            origin,
            history: History::default(),
            clear_peer_marks: true,
            progress: Progress::default(),
            started: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
        })
    }

    /// Resumes a saved game: `board` must keep every given of `puzzle`, and every step of the
    /// history must fit the board and marks it meets (a saved history may have lost its
    /// oldest steps, so undoing it all need not give the puzzle back).
    pub fn resume(
        puzzle: Grid,
        board: Grid,
        marks: Marks,
        history: History,
        origin: Origin,
        progress: Progress,
    ) -> Result<Game, String> {
        for cell in Cell::all() {
            let given = puzzle.get(cell);
            if given.is_some() && board.get(cell) != given {
                return Err(format!("the board changes the given at {cell}"));
            }
            if board.get(cell).is_some() && !marks.get(cell).is_empty() {
                return Err(format!("{cell} holds a digit and pencil marks"));
            }
        }
        let mut game = Game::new(puzzle, origin).map_err(|e| e.to_string())?;
        game.board = board;
        game.marks = marks;
        game.progress = progress;
        // Every edit must start from what the game holds at its point of the history, and
        // every state it leads to must be one play can reach, so undo and redo can never
        // write a given or leave a digit under pencil marks.
        let mut back = game.clone();
        for change in history.undo.iter().rev() {
            if !back.edits_fit(change, true) {
                return Err(format!(
                    "the undo history does not lead to the board: {change}"
                ));
            }
            back.put(change, true);
            back.consistent()
                .map_err(|e| format!("undoing `{change}` would leave {e}"))?;
        }
        let mut forward = game.clone();
        for change in history.redo.iter().rev() {
            if !forward.edits_fit(change, false) {
                return Err(format!("the redo history does not fit the board: {change}"));
            }
            forward.put(change, false);
            forward
                .consistent()
                .map_err(|e| format!("redoing `{change}` would leave {e}"))?;
        }
        game.history = history;
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

    /// The player's pencil marks.
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// The undo and redo history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Cells revealed by `hint cell`.
    pub fn revealed(&self) -> u32 {
        self.progress.revealed
    }

    /// Time and hints spent.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// When the game began, in milliseconds since 1970.
    pub fn started(&self) -> u64 {
        self.started
    }

    /// Sets when the game began (a saved game keeps its time).
    pub fn set_started(&mut self, millis: u64) {
        self.started = millis;
    }

    /// Counts time played.
    pub fn add_time(&mut self, played: Duration) {
        self.progress.elapsed = self.progress.elapsed.saturating_add(played);
    }

    /// The solution, when the puzzle has exactly one.
    pub fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// Where the puzzle came from.
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// Whether placing a digit removes it from its peers' marks (on by default).
    pub fn set_clear_peer_marks(&mut self, on: bool) {
        self.clear_peer_marks = on;
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
            Play::Put { cell, digit } => self.set(cell, Some(digit)),
            Play::Clear { cell } => self.set(cell, None),
            Play::Marks(action) => self.edit_marks(action),
            Play::Undo => self
                .undo()
                .map(Event::Undone)
                .ok_or(GameError::NothingToUndo),
            Play::Redo => self
                .redo()
                .map(Event::Redone)
                .ok_or(GameError::NothingToRedo),
            Play::Restart => Ok(self.restart()),
            Play::Check => Ok(Event::Checked {
                clashes: self.conflicting_cells(),
                mistakes: self.mistakes(),
            }),
            Play::Hint => {
                self.progress.hints = self.progress.hints.saturating_add(1);
                Ok(Event::Hinted(hint::hint(self)))
            }
            Play::RevealCell => self.reveal(),
            Play::Show(view) => Ok(Event::Shown(view)),
        }
    }

    /// Places a digit at `cell`, or clears it with `None`. Placing clears the cell's marks
    /// and, when the setting is on, the digit from its peers' marks. The same digit again
    /// is not a move.
    pub fn set(&mut self, cell: Cell, value: Option<Digit>) -> Result<Event, GameError> {
        if self.is_given(cell) {
            return Err(GameError::Given(cell));
        }
        let before = self.board.get(cell);
        if value.is_none() && before.is_none() {
            return Err(GameError::AlreadyEmpty(cell));
        }
        if value == before {
            return Ok(Event::Unchanged(Label::Cell(cell)));
        }
        if value.is_some() && self.solution.is_some_and(|s| s.get(cell) != value) {
            self.progress.mistakes = self.progress.mistakes.saturating_add(1);
        }
        let mut marks = Vec::new();
        if let Some(digit) = value {
            let own = self.marks.get(cell);
            if !own.is_empty() {
                marks.push(MarkEdit {
                    cell,
                    before: own,
                    after: DigitSet::EMPTY,
                });
            }
            if self.clear_peer_marks {
                for peer in Cell::all().filter(|&p| p.sees(cell)) {
                    let m = self.marks.get(peer);
                    if m.contains(digit) {
                        marks.push(MarkEdit {
                            cell: peer,
                            before: m,
                            after: m.without(digit),
                        });
                    }
                }
            }
        }
        self.record(Change {
            label: Label::Cell(cell),
            values: vec![ValueEdit {
                cell,
                before,
                after: value,
            }],
            marks,
        });
        Ok(Event::Moved(cell))
    }

    fn edit_marks(&mut self, action: MarkAction) -> Result<Event, GameError> {
        let (label, targets): (Label, Vec<(Cell, DigitSet)>) = match action {
            MarkAction::Toggle { cell, digits } => {
                self.markable(cell)?;
                let m = self.marks.get(cell);
                // Toggle: digits present go, absent ones come.
                let after = m.union(digits).difference(m.intersection(digits));
                (Label::Marks(cell), vec![(cell, after)])
            }
            MarkAction::Remove { cell, digits } => {
                self.markable(cell)?;
                (
                    Label::Marks(cell),
                    vec![(cell, self.marks.get(cell).difference(digits))],
                )
            }
            MarkAction::Clear { cell } => {
                self.markable(cell)?;
                (Label::Marks(cell), vec![(cell, DigitSet::EMPTY)])
            }
            MarkAction::Auto => {
                let candidates = Candidates::new(&self.board);
                let all = Cell::all()
                    .filter(|&c| self.board.is_empty_at(c))
                    .map(|c| (c, candidates.get(c)))
                    .collect();
                (Label::AllMarks, all)
            }
            MarkAction::ClearAll => (
                Label::AllMarks,
                Cell::all().map(|c| (c, DigitSet::EMPTY)).collect(),
            ),
        };
        let marks: Vec<MarkEdit> = targets
            .into_iter()
            .filter(|&(cell, after)| self.marks.get(cell) != after)
            .map(|(cell, after)| MarkEdit {
                cell,
                before: self.marks.get(cell),
                after,
            })
            .collect();
        if marks.is_empty() {
            return Ok(Event::Unchanged(label));
        }
        self.record(Change {
            label,
            values: Vec::new(),
            marks,
        });
        Ok(Event::Marked(label))
    }

    fn markable(&self, cell: Cell) -> Result<(), GameError> {
        if self.board.is_empty_at(cell) {
            Ok(())
        } else {
            Err(GameError::Filled(cell))
        }
    }

    /// Clears every entry and mark, keeping the givens. Undoable; nothing to clear is not a
    /// move.
    fn restart(&mut self) -> Event {
        let values: Vec<ValueEdit> = Cell::all()
            .filter(|&c| !self.is_given(c) && !self.board.is_empty_at(c))
            .map(|cell| ValueEdit {
                cell,
                before: self.board.get(cell),
                after: None,
            })
            .collect();
        let marks: Vec<MarkEdit> = Cell::all()
            .filter(|&c| !self.marks.get(c).is_empty())
            .map(|cell| MarkEdit {
                cell,
                before: self.marks.get(cell),
                after: DigitSet::EMPTY,
            })
            .collect();
        if values.is_empty() && marks.is_empty() {
            return Event::Unchanged(Label::Restart);
        }
        self.record(Change {
            label: Label::Restart,
            values,
            marks,
        });
        Event::Restarted
    }

    /// `hint cell`: the solution's digit in the cell the next logical step places (else an
    /// empty cell with the fewest candidates), as a move; counted.
    fn reveal(&mut self) -> Result<Event, GameError> {
        if self.is_won() {
            return Err(GameError::Solved);
        }
        let solution = self.solution.ok_or(GameError::NothingToReveal)?;
        let cell = hint::cell_to_reveal(self).ok_or(GameError::NothingToReveal)?;
        let digit = solution.get(cell).ok_or(GameError::NothingToReveal)?;
        self.set(cell, Some(digit))?;
        self.progress.revealed = self.progress.revealed.saturating_add(1);
        Ok(Event::Revealed(cell))
    }

    fn record(&mut self, change: Change) {
        self.put(&change, false);
        self.history.undo.push(change);
        self.history.redo.clear();
    }

    /// Applies a change's afters (`back`: its befores).
    fn put(&mut self, change: &Change, back: bool) {
        for v in &change.values {
            self.board
                .set(v.cell, if back { v.before } else { v.after });
        }
        for m in &change.marks {
            self.marks
                .set(m.cell, if back { m.before } else { m.after });
        }
    }

    /// Checks what every state of a game keeps: no pencil marks on a cell holding a digit.
    fn consistent(&self) -> Result<(), String> {
        match Cell::all().find(|&c| !self.board.is_empty_at(c) && !self.marks.get(c).is_empty()) {
            Some(c) => Err(format!("{c} with a digit and pencil marks")),
            None => Ok(()),
        }
    }

    /// Whether the game holds what a change's befores (`back`: afters) say, and it touches
    /// no given.
    fn edits_fit(&self, change: &Change, back: bool) -> bool {
        change.values.iter().all(|v| {
            !self.is_given(v.cell)
                && self.board.get(v.cell) == if back { v.after } else { v.before }
        }) && change
            .marks
            .iter()
            .all(|m| self.marks.get(m.cell) == if back { m.after } else { m.before })
    }

    /// Undoes the last change and says what it was; `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Label> {
        let change = self.history.undo.pop()?;
        self.put(&change, true);
        let label = change.label;
        self.history.redo.push(change);
        Some(label)
    }

    /// Redoes the last undone change, like [`Game::undo`].
    pub fn redo(&mut self) -> Option<Label> {
        let change = self.history.redo.pop()?;
        self.put(&change, false);
        let label = change.label;
        self.history.undo.push(change);
        Some(label)
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
    use crate::command::MarkAction;

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
        assert_eq!(g.set(cell(1, 3), d(4)), Ok(Event::Moved(cell(1, 3))));
        assert_eq!(
            g.set(cell(1, 3), d(4)),
            Ok(Event::Unchanged(Label::Cell(cell(1, 3))))
        );
        g.undo();
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
        assert_eq!(g.undo(), Some(Label::Cell(cell(1, 3))));
        assert_eq!(g.board().get(cell(1, 3)), d(4));
        assert_eq!(g.undo(), Some(Label::Cell(cell(1, 3))));
        assert_eq!(g.board().get(cell(1, 3)), None);
        assert_eq!(g.undo(), None);
        assert_eq!(g.redo(), Some(Label::Cell(cell(1, 3))));
        assert_eq!(g.board().get(cell(1, 3)), d(4));
        g.set(cell(1, 4), d(6)).unwrap();
        assert_eq!(g.redo(), None);
    }

    #[test]
    fn restart_clears_entries_and_is_undoable() {
        let mut g = game();
        g.set(cell(1, 3), d(4)).unwrap();
        g.apply(&Play::Restart).unwrap();
        assert_eq!(g.board(), g.puzzle());
        assert_eq!(g.undo(), Some(Label::Restart));
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

    fn digits(text: &str) -> DigitSet {
        crate::marks::parse_digits(text).unwrap()
    }

    fn mark(g: &mut Game, r: usize, c: usize, text: &str) -> Result<Event, GameError> {
        g.apply(&Play::Marks(MarkAction::Toggle {
            cell: cell(r, c),
            digits: digits(text),
        }))
    }

    #[test]
    fn marks_toggle_and_placing_clears_them_from_peers_undoably() {
        let mut g = game();
        assert_eq!(
            mark(&mut g, 1, 3, "124"),
            Ok(Event::Marked(Label::Marks(cell(1, 3))))
        );
        assert_eq!(
            mark(&mut g, 1, 3, "41"),
            Ok(Event::Marked(Label::Marks(cell(1, 3))))
        );
        assert_eq!(g.marks().get(cell(1, 3)), digits("2"));
        assert_eq!(mark(&mut g, 1, 1, "1"), Err(GameError::Filled(cell(1, 1))));
        mark(&mut g, 1, 4, "246").unwrap();
        mark(&mut g, 9, 4, "246").unwrap(); // column 4, a peer of r1c4 only by column
        mark(&mut g, 5, 5, "25").unwrap(); // not a peer of r1c3
        let before = *g.marks();
        // Placing 2 at r1c3 clears r1c3's marks and the 2 of its peers r1c4; not r5c5's.
        g.set(cell(1, 3), d(2)).unwrap();
        assert_eq!(g.marks().get(cell(1, 3)), DigitSet::EMPTY);
        assert_eq!(g.marks().get(cell(1, 4)), digits("46"));
        assert_eq!(g.marks().get(cell(9, 4)), digits("246"));
        assert_eq!(g.marks().get(cell(5, 5)), digits("25"));
        assert_eq!(g.undo(), Some(Label::Cell(cell(1, 3))));
        assert_eq!(*g.marks(), before);
        assert_eq!(g.redo(), Some(Label::Cell(cell(1, 3))));
        assert_eq!(g.marks().get(cell(1, 4)), digits("46"));
        g.undo();
        // With the setting off, only the cell's own marks go.
        g.set_clear_peer_marks(false);
        g.set(cell(1, 3), d(2)).unwrap();
        assert_eq!(g.marks().get(cell(1, 4)), digits("246"));
    }

    #[test]
    fn marks_auto_clear_and_restart_are_single_undo_steps() {
        let mut g = game();
        g.apply(&Play::Marks(MarkAction::Auto)).unwrap();
        let candidates = Candidates::new(g.board());
        for c in Cell::all() {
            assert_eq!(g.marks().get(c), candidates.get(c), "{c}");
        }
        assert_eq!(
            g.apply(&Play::Marks(MarkAction::Auto)),
            Ok(Event::Unchanged(Label::AllMarks))
        );
        g.set(cell(1, 3), d(4)).unwrap();
        g.apply(&Play::Restart).unwrap();
        assert!(!g.marks().any());
        assert_eq!(g.board(), g.puzzle());
        assert_eq!(g.undo(), Some(Label::Restart));
        assert_eq!(g.board().get(cell(1, 3)), d(4));
        assert!(g.marks().any());
        g.apply(&Play::Marks(MarkAction::ClearAll)).unwrap();
        assert!(!g.marks().any());
        g.undo();
        assert!(g.marks().any());
    }

    #[test]
    fn a_resumed_history_must_fit_the_board() {
        let mut g = game();
        mark(&mut g, 1, 3, "12").unwrap();
        g.set(cell(1, 3), d(4)).unwrap();
        g.undo();
        let history = g.history().clone();
        let resumed = Game::resume(
            *g.puzzle(),
            *g.board(),
            *g.marks(),
            history.clone(),
            Origin::Loaded,
            Progress::default(),
        );
        let mut resumed = resumed.unwrap();
        assert_eq!(resumed.redo(), Some(Label::Cell(cell(1, 3))));
        assert_eq!(resumed.board().get(cell(1, 3)), d(4));
        // Entries the kept history does not cover are fine (old steps may have been left out
        // of a save), but a history whose edits do not fit the board and marks is refused.
        let mut other = *g.board();
        other.set(cell(1, 6), d(6));
        assert!(
            Game::resume(
                *g.puzzle(),
                other,
                *g.marks(),
                history,
                Origin::Loaded,
                Progress::default()
            )
            .is_ok()
        );
        let mut wrong_marks = *g.marks();
        wrong_marks.set(cell(1, 3), digits("9"));
        assert!(
            Game::resume(
                *g.puzzle(),
                *g.board(),
                wrong_marks,
                g.history().clone(),
                Origin::Loaded,
                Progress::default()
            )
            .is_err()
        );
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
