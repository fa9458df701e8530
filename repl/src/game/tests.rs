//! The game's rules: moves, marks, undo, mistakes and hints.

use super::*;
use crate::game::moves::{MarkAction, Outcome};

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
    assert_eq!(g.set(cell(1, 3), d(4)), Ok(Outcome::Moved(cell(1, 3))));
    assert_eq!(
        g.set(cell(1, 3), d(4)),
        Ok(Outcome::Unchanged(Label::Cell(cell(1, 3))))
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
    crate::game::marks::parse_digits(text).unwrap()
}

fn mark(g: &mut Game, r: usize, c: usize, text: &str) -> Result<Outcome, GameError> {
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
        Ok(Outcome::Marked(Label::Marks(cell(1, 3))))
    );
    assert_eq!(
        mark(&mut g, 1, 3, "41"),
        Ok(Outcome::Marked(Label::Marks(cell(1, 3))))
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
        Ok(Outcome::Unchanged(Label::AllMarks))
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

#[test]
fn a_wrong_digit_counts_when_check_shows_it_once_and_at_once_with_feedback() {
    let mut g = game();
    g.set(cell(1, 4), d(2)).unwrap(); // wrong (the solution has 6), clashes with nothing
    assert_eq!(g.progress().mistakes, 0, "placing it says nothing");
    g.apply(&Play::Check).unwrap();
    assert_eq!(g.progress().mistakes, 1);
    g.apply(&Play::Check).unwrap();
    assert_eq!(g.progress().mistakes, 1, "the same wrong digit counts once");
    // A hint pointing at it shows nothing new either.
    assert_eq!(
        g.apply(&Play::Hint),
        Ok(Outcome::Hinted(Hint::Wrong(cell(1, 4))))
    );
    assert_eq!(g.progress().mistakes, 1);
    g.set(cell(1, 4), None).unwrap();
    g.set(cell(1, 3), d(1)).unwrap(); // wrong (4), legal
    assert_eq!(g.progress().mistakes, 1);
    g.apply(&Play::Hint).unwrap();
    assert_eq!(
        g.progress().mistakes,
        2,
        "a hint showing another wrong digit counts it"
    );
    g.set(cell(1, 3), None).unwrap();
    // A digit clashing with a given is plainly wrong: counted as it is placed.
    g.set(cell(1, 6), d(5)).unwrap();
    assert_eq!(g.progress().mistakes, 3);
    // Instant feedback counts any wrong digit at once, a right one never.
    g.set_feedback(true);
    g.set(cell(1, 3), d(2)).unwrap();
    assert_eq!(g.progress().mistakes, 4);
    g.set(cell(1, 3), d(4)).unwrap();
    assert_eq!(g.progress().mistakes, 4);
}

#[test]
fn a_hint_asked_again_on_the_same_position_counts_once() {
    let mut g = game();
    g.apply(&Play::Hint).unwrap();
    g.apply(&Play::Hint).unwrap();
    assert_eq!(g.progress().hints, 1);
    g.set(cell(1, 3), d(4)).unwrap();
    g.apply(&Play::Hint).unwrap();
    assert_eq!(g.progress().hints, 2);
    // Back to a position hinted before, but not the last one: it counts again.
    g.undo();
    g.apply(&Play::Hint).unwrap();
    assert_eq!(g.progress().hints, 3);
    g.apply(&Play::Hint).unwrap();
    assert_eq!(g.progress().hints, 3);
}

#[test]
fn hint_cell_points_at_a_wrong_entry_before_revealing() {
    let mut g = game();
    g.set(cell(1, 4), d(2)).unwrap();
    let board = *g.board();
    assert_eq!(
        g.apply(&Play::RevealCell),
        Ok(Outcome::Hinted(Hint::Wrong(cell(1, 4))))
    );
    assert_eq!(*g.board(), board, "nothing revealed elsewhere");
    assert_eq!(g.revealed(), 0);
    assert_eq!(g.progress().mistakes, 1);
    g.set(cell(1, 4), None).unwrap();
    assert!(matches!(
        g.apply(&Play::RevealCell),
        Ok(Outcome::Revealed(_))
    ));
    assert_eq!(g.revealed(), 1);
    assert!(g.progress().assisted());
}
