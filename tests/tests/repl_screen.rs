//! What a player sees of the line REPL in a terminal of 80×24, read back through a terminal
//! emulator (vt100): the board that follows each move must fit with its message and the
//! prompt, pencil marks included.
#![cfg(unix)]

use sudoku_tests::PUZZLE;

mod board_terminal;
use board_terminal::Terminal;

/// Types `line` and waits until `reply` and the next prompt are on the screen.
fn enter(t: &mut Terminal, line: &str, reply: &str) {
    t.send(&format!("{line}\r"));
    t.wait(reply, |s| {
        let rows: Vec<String> = s.rows(0, 80).collect();
        rows.iter().any(|r| r.trim_end() == reply)
            && rows
                .iter()
                .rfind(|r| !r.trim().is_empty())
                .is_some_and(|r| r.trim_end() == "sudoku>")
    });
}

#[test]
fn the_board_with_marks_fits_80_by_24_with_its_message_and_the_prompt() {
    let state = tempfile::tempdir().unwrap();
    let mut t = Terminal::start(state.path(), 24, 80, "");
    t.wait_text("sudoku> ");
    enter(&mut t, &format!("load {PUZZLE}"), "51 cells left");
    enter(&mut t, "mark r1c3 1 2 4", "r1c3 marks: 124");
    enter(&mut t, "mark r9c7 9", "r9c7 marks: 9");
    let rows = t.rows();
    let text = rows.join("\n");
    // The whole board is on the screen: its top border with the column numbers, every
    // row with its marks, the bottom border, the move's message and the prompt.
    assert_eq!(
        rows[0].trim_end(),
        "   +---1-----2-----3---+---4-----5-----6---+---7-----8-----9---+",
        "{text}"
    );
    assert!(rows[1].starts_with(" 1 |   5     3   12·4· |"), "{text}");
    assert!(rows[19].starts_with(" 9 |"), "{text}");
    assert!(rows[20].contains("| ···9 "), "{text}");
    assert!(rows[21].starts_with("   +----"), "{text}");
    assert_eq!(rows[22].trim_end(), "r9c7 marks: 9", "{text}");
    // The prompt, its trailing blank trimmed.
    assert_eq!(rows[23], "sudoku>", "{text}");
}

#[test]
fn a_long_search_shows_its_progress_in_one_row_and_takes_it_away_for_the_reply() {
    let state = tempfile::tempdir().unwrap();
    // Narrower than the progress line: it is cut to the row, so it can be rewritten in place.
    let mut t = Terminal::start(state.path(), 24, 40, "");
    t.wait_text("sudoku> ");
    // Some two seconds of search in the test build.
    t.send("new extreme 4 --score 9.0..\r");
    board_terminal::status_row(&mut t);
    t.wait("the reply and the prompt", |s| {
        let rows: Vec<String> = s.rows(0, 40).collect();
        rows.iter().any(|r| r.starts_with("extreme puzzle, seed 4"))
            && rows
                .iter()
                .rfind(|r| !r.trim().is_empty())
                .is_some_and(|r| r.trim_end() == "sudoku>")
    });
    let text = t.rows().join("\n");
    assert!(!text.contains("generating"), "{text}");
    assert!(!text.contains("Ctrl-C"), "{text}");
}

#[test]
fn ctrl_c_at_a_long_search_leaves_cancelled_where_its_line_was_at_80_by_24() {
    let state = tempfile::tempdir().unwrap();
    let mut t = Terminal::start(state.path(), 24, 80, "");
    t.wait_text("sudoku> ");
    // A range few grids reach: the search would go on for a long while.
    t.send("new extreme 1 --score 9.8..\r");
    let at = board_terminal::status_row(&mut t);
    t.send("\x03");
    t.wait("cancelled and the prompt", |s| {
        let rows: Vec<String> = s.rows(0, 80).collect();
        rows.iter().any(|r| r.trim_end() == "cancelled")
            && rows
                .iter()
                .rfind(|r| !r.trim().is_empty())
                .is_some_and(|r| r.trim_end() == "sudoku>")
    });
    let rows = t.rows();
    let text = rows.join("\n");
    assert_eq!(rows[at], "cancelled", "{text}");
    assert!(!text.contains("generating"), "{text}");
    assert!(!text.contains("error"), "{text}");
}
