//! Hints: what to look at next on the player's board, taking their pencil marks into
//! account when they have any.

use sudoku_engine::{Candidates, Cell, Grid, Step, Uniqueness, next_step_with};

use crate::game::marks::Marks;

/// How a hint's list of steps ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum HintEnd {
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
pub(crate) enum Hint {
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

/// What a hint looks at: the game's position, as the game hands it over (the game asks
/// for hints; hints do not reach into the game).
pub(crate) struct Position<'a> {
    /// The board: givens and entries.
    pub(crate) board: &'a Grid,
    /// The player's pencil marks.
    pub(crate) marks: &'a Marks,
    /// The unique solution, when the puzzle has one.
    pub(crate) solution: Option<&'a Grid>,
    /// Entries that differ from the solution, in cell order.
    pub(crate) mistakes: &'a [Cell],
    /// Entries (not givens) whose digit stands twice in a unit, in cell order.
    pub(crate) clashes: &'a [Cell],
}

/// Most elimination steps a hint lists (without marks) before the digit they lead to.
const HINT_STEPS: usize = 6;

/// The candidates the hint works on: the player's marks where a cell has any, the
/// computed candidates elsewhere (a cell the player has not marked yet still counts).
fn position(game: &Position) -> Candidates {
    let mut pm = Candidates::new(game.board);
    for cell in Cell::all() {
        let marks = game.marks.get(cell);
        if !marks.is_empty() {
            pm.restrict(cell, marks);
        }
    }
    pm
}

/// The next logical step; uniqueness techniques only when the puzzle has one solution
/// (a loaded puzzle may have several, and then they would prove nothing).
fn next_step(game: &Position, marks: &Candidates) -> Option<Step> {
    let uniqueness = if game.solution.is_some() {
        Uniqueness::Known
    } else {
        Uniqueness::Unknown
    };
    next_step_with(marks, uniqueness)
}

/// The hint for the game as it is: a wrong or clashing entry first, then pencil marks that
/// lost the solution's digit, then logical steps.
///
/// With pencil marks, one step on them: an elimination names the marked digits it removes,
/// which the player can record. Without marks the board has nothing to record an
/// elimination in, so eliminations are followed (on a scratch copy) until a digit can be
/// placed.
pub(crate) fn hint(game: &Position) -> Hint {
    if let Some(&wrong) = game.mistakes.first() {
        return Hint::Wrong(wrong);
    }
    if let Some(&clash) = game.clashes.first() {
        return Hint::Clash(clash);
    }
    if game.board.is_solved() {
        return Hint::Solved;
    }
    if game.marks.any() {
        if let Some(solution) = game.solution {
            let lost = Cell::all().find(|&c| {
                let marks = game.marks.get(c);
                !marks.is_empty() && solution.get(c).is_some_and(|d| !marks.contains(d))
            });
            if let Some(cell) = lost {
                return Hint::MarksLost(cell);
            }
        }
        return match next_step(game, &position(game)) {
            Some(step) => {
                let end = if step.placements().is_empty() {
                    HintEnd::Marks
                } else {
                    HintEnd::Placement
                };
                Hint::Steps {
                    steps: vec![step],
                    end,
                }
            }
            None => Hint::Steps {
                steps: Vec::new(),
                end: HintEnd::NoStep,
            },
        };
    }
    let mut marks = Candidates::new(game.board);
    let mut steps = Vec::new();
    let end = loop {
        let Some(step) = next_step(game, &marks) else {
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

/// The cell `hint cell` reveals: the one the next logical steps place (eliminations followed
/// on a scratch copy of the computed candidates), else an empty cell with the fewest
/// candidates.
pub(crate) fn cell_to_reveal(game: &Position) -> Option<Cell> {
    let mut marks = Candidates::new(game.board);
    // Every step removes a candidate or places a digit: 810 bound the walk.
    for _ in 0..810 {
        let Some(step) = next_step(game, &marks) else {
            break;
        };
        if let Some(&(cell, _)) = step.placements().first() {
            return Some(cell);
        }
        if !step.apply(&mut marks) {
            break;
        }
    }
    let pm = Candidates::new(game.board);
    Cell::all()
        .filter(|&c| game.board.is_empty_at(c))
        .min_by_key(|&c| pm.get(c).len())
}
