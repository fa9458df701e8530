//! Drives the real interactive mode through a pseudo-terminal: banner and prompt, a command,
//! tab completion, Ctrl-C, Ctrl-D, and the history file.
#![cfg(unix)]

use sudoku_tests::{PUZZLE, grid_rows, pty};

#[test]
fn interactive_session_completes_runs_and_saves_history() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);

    p.exp_string("type `help` for commands").unwrap();
    p.exp_string("sudoku> ").unwrap();

    // Tab completes a command name; the completed line runs (`hel` alone would be an
    // unknown command).
    p.send("hel").unwrap();
    p.send("\t").unwrap();
    p.send_line("").unwrap();
    p.exp_string("Commands:").unwrap();
    p.exp_string("sudoku> ").unwrap();

    // `new`'s options complete, and a symmetry's name after `--symmetry`; the completed
    // line starts that game (`--sy` and `mi` alone would be errors).
    p.send("new hard 5 --sy").unwrap();
    p.send("\t").unwrap();
    p.send("mi").unwrap();
    p.send("\t").unwrap();
    p.send("--mi").unwrap();
    p.send("\t").unwrap();
    p.send_line("").unwrap();
    p.exp_string("hard puzzle, seed 5, --symmetry mirror --minimal, score")
        .unwrap();
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

#[test]
fn pasted_commands_and_grids_run_and_a_typo_still_exits_zero() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();

    // A bracketed paste: `load` and a 9-row grid arrive as one edited line.
    p.send(&format!("\x1b[200~load\n{}\x1b[201~", grid_rows(PUZZLE)))
        .unwrap();
    p.send_line("").unwrap();
    p.exp_string("51 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("set board off").unwrap();
    p.exp_string("sudoku> ").unwrap();

    // Several commands pasted at once (bracketed): each runs, in order.
    p.send("\x1b[200~put r1c3 4\nput r1c4 6\nshow line\x1b[201~")
        .unwrap();
    p.send_line("").unwrap();
    p.exp_string("r1c3 = 4; 50 cells left").unwrap();
    p.exp_string("r1c4 = 6; 49 cells left").unwrap();
    p.exp_string(&format!("5346{}", &PUZZLE[4..])).unwrap();
    p.exp_string("sudoku> ").unwrap();

    // A typo is reported, and the session still ends with status 0.
    p.send_line("slove").unwrap();
    p.exp_string("did you mean 'solve'?").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_string("[y/N]").unwrap();
    p.send_line("y").unwrap();
    p.exp_eof().unwrap();
    let status = p.process_mut().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );
}

#[test]
fn term_dumb_means_no_colour_and_clashes_still_show() {
    let state = tempfile::tempdir().unwrap();
    let mut cmd = pty::command(state.path(), &[]);
    cmd.env_remove("NO_COLOR").env("TERM", "dumb");
    let mut p = pty::spawn(cmd);
    p.exp_string("sudoku> ").unwrap();
    p.send_line(&format!("load {PUZZLE}")).unwrap();
    p.exp_string("51 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("put r1c3 5").unwrap();
    // The board follows the move at a terminal: plain text, the clash marked with `!`.
    let out = p.exp_string("sudoku> ").unwrap();
    assert!(out.contains(" 1 |!5  3 !5!| .  7  . |"), "{out:?}");
    assert!(
        !out.contains("\x1b[1m") && !out.contains("\x1b[3"),
        "{out:?}"
    );
    p.send_line("quit").unwrap();
    p.exp_string("[y/N]").unwrap();
    p.send_line("y").unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn a_completed_file_name_with_a_space_opens() {
    let state = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let game = format!(
        "# sudoku game v2\npuzzle {PUZZLE}\nboard  534{}\n",
        &PUZZLE[3..]
    );
    std::fs::write(dir.path().join("my game.sav"), game).unwrap();
    // rexpect does not pass a working directory on: the shell changes into it.
    let setup = format!("cd '{}'", dir.path().display());
    let mut p = pty::spawn(pty::after_setup(state.path(), &setup, ""));
    p.exp_string("sudoku> ").unwrap();
    // Tab completion writes `my\ game.sav`; the command reads it back as the same name.
    p.send("open my").unwrap();
    p.send("\t").unwrap();
    p.flush().unwrap();
    p.exp_string("game.sav").unwrap();
    p.send_line("").unwrap();
    p.exp_string("50 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn history_is_written_as_each_line_is_entered() {
    let state = tempfile::tempdir().unwrap();
    let path = state.path().join("sudoku/history");
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    p.send_line("help undo").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("show line").unwrap();
    p.exp_string("sudoku> ").unwrap();
    // Still running: both lines are on disk already.
    let history = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = history.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(lines, ["help undo", "show line"], "{history:?}");
    // A killed session keeps them.
    p.process_mut()
        .kill(rexpect::process::Signal::SIGKILL)
        .unwrap();
    let history = std::fs::read_to_string(&path).unwrap();
    assert!(history.contains("show line"), "{history:?}");
}

#[test]
fn keys_typed_while_a_command_runs_are_kept_ctrl_d_included() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    // A search of some hundred milliseconds: the keys below arrive while it runs, when the
    // terminal is not in the editor's raw mode and turns Ctrl-D into an end-of-file mark.
    p.send_line("new extreme 3 --score 9.0..").unwrap();
    std::thread::sleep(std::time::Duration::from_millis(50));
    p.send_line("show line").unwrap();
    p.send_control('d').unwrap();
    p.exp_string("cells left").unwrap();
    let out = p.exp_eof().unwrap();
    let line = out
        .lines()
        .map(str::trim)
        .find(|l| l.len() == 81 && l.bytes().all(|b| b == b'.' || b.is_ascii_digit()));
    assert!(line.is_some(), "`show line` ran: {out:?}");
    let status = p.process_mut().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );
}

#[test]
fn ctrl_c_stops_a_long_search_and_keeps_the_session_and_its_game() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    p.send_line(&format!("load {PUZZLE}")).unwrap();
    p.exp_string("51 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("set board off").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("put r1c3 4").unwrap();
    p.exp_string("50 cells left").unwrap();
    p.exp_string("sudoku> ").unwrap();
    // A range few grids reach: the search goes on for minutes, and says how to stop it.
    p.send_line("new extreme 1 --score 9.8..").unwrap();
    p.exp_string("leave the unfinished").unwrap();
    p.send_line("y").unwrap();
    p.exp_string("grids tried").unwrap();
    p.exp_string("(Ctrl-C stops)").unwrap();
    p.send_control('c').unwrap();
    let out = p.exp_string("sudoku> ").unwrap();
    assert!(out.contains("cancelled"), "{out:?}");
    assert!(!out.contains("error"), "{out:?}");
    // The session goes on with the game it had.
    p.send_line("show line").unwrap();
    p.exp_string(&format!("534{}", &PUZZLE[3..])).unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();
    let status = p.process_mut().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );
}

#[test]
fn lines_pasted_behind_a_stopped_search_go_with_it() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    p.send("\x1b[200~new extreme 1 --score 9.8..\nshow line\x1b[201~")
        .unwrap();
    p.send_line("").unwrap();
    p.exp_string("(Ctrl-C stops)").unwrap();
    p.send_control('c').unwrap();
    // `show line` would have run before the prompt, with no game: an error.
    let out = p.exp_string("sudoku> ").unwrap();
    assert!(out.contains("cancelled"), "{out:?}");
    assert!(!out.contains("no game"), "{out:?}");
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn ctrl_c_at_the_search_of_play_opens_the_prompt_not_an_empty_board() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &["play", "extreme", "--score", "9.8.."]);
    p.exp_string("(Ctrl-C stops)").unwrap();
    p.send_control('c').unwrap();
    let out = p.exp_string("sudoku> ").unwrap();
    assert!(out.contains("cancelled"), "{out:?}");
    assert!(!out.contains("error"), "{out:?}");
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();
    let status = p.process_mut().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );
}

#[test]
fn ctrl_c_at_the_grid_prompt_cancels_the_load_without_an_error() {
    let state = tempfile::tempdir().unwrap();
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    p.send_line("load").unwrap();
    p.exp_string("grid> ").unwrap();
    p.send_line("5 3 0 0 7 0 0 0 0").unwrap();
    p.exp_string("grid> ").unwrap();
    p.send_control('c').unwrap();
    let out = p.exp_string("sudoku> ").unwrap();
    assert!(out.contains("cancelled"), "{out:?}");
    assert!(!out.contains("error"), "{out:?}");
    // No game was started, and the session goes on.
    p.send_line("show").unwrap();
    p.exp_string("no game yet").unwrap();
    p.send_control('d').unwrap();
    p.exp_eof().unwrap();
    let status = p.process_mut().wait().unwrap();
    assert!(
        matches!(status, rexpect::process::WaitStatus::Exited(_, 0)),
        "{status:?}"
    );
}
