//! Keys that arrive in one burst with the key that leaves the full-screen board are not
//! lost: the board's reader may already hold them, and they go to the REPL's next line.
#![cfg(unix)]

use std::io::Write;

use sudoku_tests::{PUZZLE, pty};

#[test]
fn lines_typed_with_the_key_that_leaves_the_board_run_at_the_prompt() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn(pty::after_setup(state.path(), "stty rows 24 cols 80", ""));
    p.exp_string("sudoku> ").unwrap();
    p.send_line(&format!("load {PUZZLE}")).unwrap();
    p.exp_string("51 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("play").unwrap();
    // The board is up when its mode is shown.
    p.exp_string("DIGITS").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(300));
    // `q`, a whole command and half of another in one write.
    let mut tty = p.process().get_file_handle().unwrap();
    tty.write_all(b"qshow line\nhelp und").unwrap();
    p.exp_string("back from the board").unwrap();
    p.exp_string(PUZZLE).unwrap();
    p.exp_string("sudoku> ").unwrap();
    // The half-typed line waits at the prompt, to be finished.
    p.send_line("o").unwrap();
    p.exp_string("usage: undo").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();
}
