//! Input that arrives in one burst at the interactive prompt: every line of it runs, in
//! order, whether or not the terminal brackets it as a paste. Terminals without bracketed
//! paste, tmux `paste-buffer`, serial consoles, screen readers and `expect` scripts all
//! send several lines in one write; the line editor must not drop what it read past the
//! first line.
#![cfg(unix)]

use std::io::Write;

use rexpect::session::PtySession;
use sudoku_tests::{PUZZLE, grid_rows, pty};

/// Writes `bytes` to the terminal in a single `write`, as a fast paste does.
fn burst(p: &PtySession, bytes: &str) {
    let mut tty = p.process().get_file_handle().unwrap();
    let written = tty.write(bytes.as_bytes()).unwrap();
    assert_eq!(written, bytes.len(), "one write holds the whole burst");
}

fn start() -> (tempfile::TempDir, PtySession) {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    (state, p)
}

#[test]
fn a_grid_pasted_after_load_in_one_write_loads() {
    let (_state, mut p) = start();
    burst(&p, &format!("load\n{}", grid_rows(PUZZLE)));
    p.exp_string("51 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("show line").unwrap();
    p.exp_string(PUZZLE).unwrap();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn several_commands_in_one_write_all_run_in_order() {
    let (_state, mut p) = start();
    burst(
        &p,
        &format!("load {PUZZLE}\nset board off\nput r1c3 4\nshow line\nhelp undo\n"),
    );
    p.exp_string("51 cells left").unwrap();
    p.exp_string("r1c3 = 4; 50 cells left").unwrap();
    p.exp_string(&format!("534{}", &PUZZLE[3..])).unwrap();
    p.exp_string("undo").unwrap();
    p.exp_string("sudoku> ").unwrap();
    // Nothing was left behind: the next line is the next command.
    p.send_line("show line").unwrap();
    p.exp_string(&format!("534{}", &PUZZLE[3..])).unwrap();
    p.send_line("quit").unwrap();
    p.exp_string("[y/N]").unwrap();
    p.send_line("y").unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn a_bracketed_paste_with_a_final_newline_runs_every_line() {
    let (_state, mut p) = start();
    // The terminal brackets the paste; the paste itself ends with a newline, and more typed
    // lines follow in the same write.
    burst(
        &p,
        &format!(
            "\x1b[200~load\n{}\x1b[201~\nput r1c3 4\nshow line\n",
            grid_rows(PUZZLE)
        ),
    );
    p.exp_string("51 cells left").unwrap();
    p.exp_string("r1c3 = 4").unwrap();
    p.exp_string(&format!("534{}", &PUZZLE[3..])).unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_string("[y/N]").unwrap();
    p.send_line("y").unwrap();
    p.exp_eof().unwrap();
}
