//! Drives the real interactive mode through a pseudo-terminal: banner and prompt, a command,
//! tab completion, Ctrl-C, Ctrl-D, and the history file.
#![cfg(unix)]

use std::process::Command;

use rexpect::session::spawn_command;

#[test]
fn interactive_session_completes_runs_and_saves_history() {
    let state = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(assert_cmd::cargo::cargo_bin("sudoku"));
    cmd.env("XDG_STATE_HOME", state.path())
        .env("NO_COLOR", "1")
        .env("TERM", "xterm");
    let mut p = spawn_command(cmd, Some(10_000)).unwrap();

    p.exp_string("type `help` for commands").unwrap();
    p.exp_string("sudoku> ").unwrap();

    // Tab completes a command name; the completed line runs (`hel` alone would be an
    // unknown command).
    p.send("hel").unwrap();
    p.send("\t").unwrap();
    p.send_line("").unwrap();
    p.exp_string("Commands:").unwrap();
    p.exp_string("sudoku> ").unwrap();

    // Ctrl-C clears a half-typed line and keeps the session.
    p.send("show li").unwrap();
    p.send_control('c').unwrap();
    p.exp_string("sudoku> ").unwrap();

    // A failing command reports on stderr (same terminal) and the session goes on.
    p.send_line("load 123").unwrap();
    p.exp_string("the puzzle ends after 3 cells").unwrap();
    p.exp_string("sudoku> ").unwrap();

    // Ctrl-D on an empty line leaves.
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();

    let history = std::fs::read_to_string(state.path().join("sudoku/history")).unwrap();
    assert!(
        history.lines().any(|l| l == "help "),
        "history: {history:?}"
    );
    assert!(
        history.lines().any(|l| l == "load 123"),
        "history: {history:?}"
    );
    assert!(
        !history.contains("show li"),
        "an interrupted line is not history"
    );
}
