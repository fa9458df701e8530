//! A game in progress: the puzzle, the player's entries and pencil marks, and undo/redo.
//! [`Game::apply`] carries out a [`Play`] command and says what happened as an [`Outcome`].

use std::cell::OnceCell;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sudoku_engine::rater::Score;
use sudoku_engine::{
    Candidates, Cell, Digit, DigitSet, Grid, Level, Request, Solution, rate, solve,
};

use crate::game::hint::{Hint, Position};
use crate::game::history::{Change, History, Label, MarkEdit, ValueEdit};
use crate::game::marks::Marks;
use crate::game::moves::{MarkAction, Outcome, Play};

pub mod daily;
mod error;
pub(crate) mod hint;
pub mod history;
pub mod levels;
pub(crate) mod marks;
pub(crate) mod moves;
mod progress;
pub(crate) use error::{GameError, StartError};
pub(crate) mod request;
pub(crate) mod seed;
pub mod symmetries;
pub(crate) mod title;
pub(crate) use progress::{Progress, Tally};

/// Where a puzzle came from, for `save` and the banner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Generated from a seed.
    Generated {
        /// The puzzle's level (a score range may give any).
        level: Level,
        /// The seed.
        seed: u64,
        /// What was asked for: with the seed, it makes the puzzle again.
        request: Request,
    },
    /// Loaded from text.
    Loaded,
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
    /// The mistakes and hints already counted, so none counts twice.
    tally: Tally,
    /// Instant feedback: a wrong digit counts as a mistake as it is placed (and the report
    /// says so); off, it counts when `check` or a hint shows it.
    feedback: bool,
    /// When the game began (milliseconds since 1970): one game of a puzzle is told from
    /// another replay of it by this.
    started: u64,
    /// The puzzle's score on the Sudoku Explainer scale (`None` without one solution): known
    /// from the generator, else rated when first asked for, since rating a very hard
    /// puzzle takes a noticeable moment and a resumed game may never show it.
    score: OnceCell<Option<Score>>,
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
            tally: Tally::default(),
            feedback: false,
            started: SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
            score: OnceCell::new(),
        })
    }

    /// Resumes a saved game: `board` must keep every given of `puzzle`, and every step of the
    /// history must fit the board and marks it meets (a saved history may have lost its
    /// oldest steps, so undoing it all need not give the puzzle back).
    pub(crate) fn resume(
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
        for change in history.undo().iter().rev() {
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
        for change in history.redo().iter().rev() {
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

    /// Notes that the history as it stands is written (see [`History::mark`]).
    pub(crate) fn mark_history(&mut self) {
        self.history.mark();
    }

    /// Cells revealed by `hint cell`.
    pub(crate) fn revealed(&self) -> u32 {
        self.progress.revealed
    }

    /// Time and hints spent.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// The wrong digits counted as mistakes so far, per cell.
    pub fn found(&self) -> &Marks {
        self.tally.found()
    }

    /// Sets the wrong digits already counted (a saved game keeps them, so none counts
    /// twice).
    pub(crate) fn set_found(&mut self, found: Marks) {
        let hinted = self.tally.hinted().copied();
        self.tally = Tally::with_found(found);
        self.tally.set_hinted(hinted);
    }

    /// The board and marks the last hint was counted at: a hint asked there again is free.
    pub(crate) fn hinted(&self) -> Option<&(Grid, Marks)> {
        self.tally.hinted()
    }

    /// Sets the position the last hint was counted at (a saved game keeps it).
    pub(crate) fn set_hinted(&mut self, position: Option<(Grid, Marks)>) {
        self.tally.set_hinted(position);
    }

    /// Notes that the player saw the solution (`solve`): a win after that is assisted.
    pub(crate) fn see_solution(&mut self) {
        self.progress.solution_seen = true;
    }

    /// Whether a wrong digit counts (and is flagged) as it is placed (off by default).
    pub(crate) fn set_feedback(&mut self, on: bool) {
        self.feedback = on;
    }

    /// Whether instant feedback is on.
    pub(crate) fn feedback(&self) -> bool {
        self.feedback
    }

    /// When the game began, in milliseconds since 1970.
    pub(crate) fn started(&self) -> u64 {
        self.started
    }

    /// Sets when the game began (a saved game keeps its time).
    pub(crate) fn set_started(&mut self, millis: u64) {
        self.started = millis;
    }

    /// Counts time played.
    pub(crate) fn add_time(&mut self, played: Duration) {
        self.progress.elapsed = self.progress.elapsed.saturating_add(played);
    }

    /// The solution, when the puzzle has exactly one.
    pub(crate) fn solution(&self) -> Option<&Grid> {
        self.solution.as_ref()
    }

    /// Where the puzzle came from.
    pub(crate) fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The puzzle's score on the Sudoku Explainer scale, `None` when it has no unique
    /// solution (it is rated the first time it is asked for).
    pub fn score(&self) -> Option<Score> {
        *self.score.get_or_init(|| {
            self.solution
                .is_some()
                .then(|| rate(&self.puzzle).ok().map(|r| r.score))
                .flatten()
        })
    }

    /// The game, with its puzzle's score already known (from the generator).
    pub(crate) fn with_score(self, score: Score) -> Game {
        let _ = self.score.set(Some(score));
        self
    }

    /// Whether placing a digit removes it from its peers' marks (on by default).
    pub(crate) fn set_clear_peer_marks(&mut self, on: bool) {
        self.clear_peer_marks = on;
    }

    /// Whether `cell` holds a given.
    pub(crate) fn is_given(&self, cell: Cell) -> bool {
        !self.puzzle.is_empty_at(cell)
    }

    /// Empty cells left.
    pub fn remaining(&self) -> usize {
        81 - self.board.filled()
    }

    /// Whether the board is complete and correct.
    pub(crate) fn is_won(&self) -> bool {
        self.board.is_solved()
    }

    /// Carries out a command on the game and says what happened; a refused command changes
    /// nothing.
    pub(crate) fn apply(&mut self, play: &Play) -> Result<Outcome, GameError> {
        match *play {
            Play::Put { cell, digit } => self.set(cell, Some(digit)),
            Play::Clear { cell } => self.set(cell, None),
            Play::Marks(action) => self.edit_marks(action),
            Play::Undo => self
                .undo()
                .map(Outcome::Undone)
                .ok_or(GameError::NothingToUndo),
            Play::Redo => self
                .redo()
                .map(Outcome::Redone)
                .ok_or(GameError::NothingToRedo),
            Play::Restart => Ok(self.restart()),
            Play::Check => {
                let mistakes = self.mistakes();
                for &cell in &mistakes {
                    self.count_mistake(cell);
                }
                Ok(Outcome::Checked {
                    clashes: self.conflicting_cells(),
                    mistakes,
                })
            }
            Play::Hint => Ok(Outcome::Hinted(self.hint())),
            Play::RevealCell => self.reveal(),
            Play::Show(view) => Ok(Outcome::Shown(view)),
        }
    }

    /// Places a digit at `cell`, or clears it with `None`. Placing clears the cell's marks
    /// and, when the setting is on, the digit from its peers' marks. The same digit again
    /// is not a move.
    pub(crate) fn set(&mut self, cell: Cell, value: Option<Digit>) -> Result<Outcome, GameError> {
        if self.is_given(cell) {
            return Err(GameError::Given(cell));
        }
        let before = self.board.get(cell);
        if value.is_none() && before.is_none() {
            return Err(GameError::AlreadyEmpty(cell));
        }
        if value == before {
            return Ok(Outcome::Unchanged(Label::Cell(cell)));
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
        // A digit that clashes with a given is plainly wrong: the player is told at once.
        if let Some(digit) = value
            && (self.feedback
                || self
                    .clash_with(cell, digit)
                    .is_some_and(|c| self.is_given(c)))
        {
            self.count_mistake(cell);
        }
        Ok(Outcome::Moved(cell))
    }

    /// Counts the entry at `cell` as a mistake if it is wrong and not counted yet.
    fn count_mistake(&mut self, cell: Cell) {
        let Some(digit) = self.board.get(cell) else {
            return;
        };
        if self.is_wrong(cell) {
            self.tally.mistake(&mut self.progress, cell, digit);
        }
    }

    /// Whether the entry at `cell` differs from the unique solution.
    pub(crate) fn is_wrong(&self, cell: Cell) -> bool {
        !self.is_given(cell)
            && self.board.get(cell).is_some()
            && self
                .solution
                .is_some_and(|s| s.get(cell) != self.board.get(cell))
    }

    /// The hint for the position, counted unless the last hint was on the same position; a
    /// wrong entry it points at counts as a mistake.
    fn hint(&mut self) -> Hint {
        let hint = self.looked_at(hint::hint);
        if let Hint::Wrong(cell) = hint {
            self.count_mistake(cell);
        }
        self.tally
            .hint(&mut self.progress, &self.board, &self.marks);
        hint
    }

    /// What `look` makes of the position (a hint, the cell to reveal).
    fn looked_at<T>(&self, look: impl FnOnce(&Position) -> T) -> T {
        let mistakes = self.mistakes();
        let clashes: Vec<Cell> = (self.conflicting_cells().into_iter())
            .filter(|&c| !self.is_given(c))
            .collect();
        look(&Position {
            board: &self.board,
            marks: &self.marks,
            solution: self.solution(),
            mistakes: &mistakes,
            clashes: &clashes,
        })
    }

    fn edit_marks(&mut self, action: MarkAction) -> Result<Outcome, GameError> {
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
            return Ok(Outcome::Unchanged(label));
        }
        self.record(Change {
            label,
            values: Vec::new(),
            marks,
        });
        Ok(Outcome::Marked(label))
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
    fn restart(&mut self) -> Outcome {
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
            return Outcome::Unchanged(Label::Restart);
        }
        self.record(Change {
            label: Label::Restart,
            values,
            marks,
        });
        Outcome::Restarted
    }

    /// `hint cell`: the solution's digit in the cell the next logical step places (else an
    /// empty cell with the fewest candidates), as a move; counted. A wrong entry comes first,
    /// as with `hint`: a digit revealed elsewhere would not help a board that cannot be
    /// finished.
    fn reveal(&mut self) -> Result<Outcome, GameError> {
        if self.is_won() {
            return Err(GameError::Solved);
        }
        if !self.mistakes().is_empty() {
            return Ok(Outcome::Hinted(self.hint()));
        }
        let solution = self.solution.ok_or(GameError::NothingToReveal)?;
        let cell = self
            .looked_at(hint::cell_to_reveal)
            .ok_or(GameError::NothingToReveal)?;
        let digit = solution.get(cell).ok_or(GameError::NothingToReveal)?;
        self.set(cell, Some(digit))?;
        self.progress.revealed = self.progress.revealed.saturating_add(1);
        Ok(Outcome::Revealed(cell))
    }

    fn record(&mut self, change: Change) {
        self.put(&change, false);
        self.history.record(change);
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
    pub(crate) fn undo(&mut self) -> Option<Label> {
        let change = self.history.pop_undo()?;
        self.put(&change, true);
        let label = change.label;
        self.history.push_redo(change);
        Some(label)
    }

    /// Redoes the last undone change, like [`Game::undo`].
    pub(crate) fn redo(&mut self) -> Option<Label> {
        let change = self.history.pop_redo()?;
        self.put(&change, false);
        let label = change.label;
        self.history.push_undo(change);
        Some(label)
    }

    /// Entries that differ from the unique solution, in cell order.
    pub(crate) fn mistakes(&self) -> Vec<Cell> {
        Cell::all().filter(|&c| self.is_wrong(c)).collect()
    }

    /// Cells whose digit also stands in one of their units, in cell order.
    pub(crate) fn conflicting_cells(&self) -> Vec<Cell> {
        Cell::all()
            .filter(|&c| self.board.get(c).is_some_and(|d| self.board.clashes(c, d)))
            .collect()
    }

    /// The given or entry that `digit` at `cell` would clash with, if any.
    pub(crate) fn clash_with(&self, cell: Cell, digit: Digit) -> Option<Cell> {
        Cell::all().find(|&other| self.board.get(other) == Some(digit) && other.sees(cell))
    }
}

#[cfg(test)]
mod tests;
