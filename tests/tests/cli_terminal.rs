//! What `sudoku new --score` shows on a terminal while it searches, read back through a
//! terminal emulator (vt100): a status line in one row, gone before the puzzle.
#![cfg(unix)]

mod board_terminal;
use board_terminal::Terminal;

#[test]
fn a_score_search_shows_its_progress_in_one_row_and_takes_it_away_for_the_puzzle() {
    let state = tempfile::tempdir().unwrap();
    // Some two seconds of search in the test build; narrower than the status line, which
    // is cut to the row so that it can be rewritten in place.
    let args = "new extreme --score 9.0.. --seed 4 --count 2";
    let mut t = Terminal::start(state.path(), 24, 40, args);
    let at = board_terminal::status_row(&mut t);
    // The puzzle (81 characters, so three rows here) where the line was.
    let puzzle = "4.5.......826....736..4.8...5...87......";
    t.wait("the puzzle", |s| s.contents().contains(puzzle));
    t.pty.exp_eof().unwrap();
    t.pump();
    let rows = t.rows();
    let text = rows.join("\n");
    assert_eq!(rows[at], puzzle, "{text}");
    assert!(!text.contains("generating"), "{text}");
}
