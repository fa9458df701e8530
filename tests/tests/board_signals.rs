//! A signal that ends the program while the board is open (SIGTERM, SIGHUP, SIGINT from
//! outside: a closed window, `kill`) gives the terminal back as `q` does: main screen,
//! mouse reporting off, cursor shown, the tty in cooked mode. The game is in its autosave
//! with the time played up to the signal, and the program ends as the signal says.
#![cfg(unix)]

mod board_terminal;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use board_terminal::Terminal;
use sudoku_tests::{PUZZLE, pty};

/// The REPL on the board with [`PUZZLE`], in a shell that reports how the program ended
/// and the tty's modes: the terminal and the program's pid.
fn on_the_board(state: &Path) -> (Terminal, u32) {
    // The inner shell says its pid, then becomes sudoku; the outer one reports how it ended
    // and what state it left the tty in.
    let script = "stty rows 24 cols 80; \
                  sh -c 'echo \"pid $$\"; exec \"$SUDOKU\"'; \
                  echo \"exit status $?\"; stty -a; echo \"end of stty\"";
    let mut t = Terminal::spawn(pty::shell(state, script), 24, 80);
    t.wait_text("sudoku> ");
    let screen = t.screen().contents();
    let pid: u32 = screen
        .split_once("pid ")
        .and_then(|(_, rest)| rest.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no pid:\n{screen}"));
    t.send(&format!("load {PUZZLE}\r"));
    t.wait_text("51 cells left");
    t.send("play\r");
    t.wait("the board", |s| {
        s.alternate_screen() && s.contents().contains("┏━")
    });
    (t, pid)
}

/// Sends `signal` (a `kill` name) to `pid` and waits for the shell's report.
fn kill(t: &mut Terminal, signal: &str, pid: u32) {
    let killed = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(pid.to_string())
        .status()
        .unwrap();
    assert!(killed.success());
    // `stty -a` writes several lines: wait for all of them.
    t.wait(&format!("the shell after SIG{signal}"), |s| {
        s.contents().contains("exit status") && s.contents().contains("end of stty")
    });
}

/// Plays one move on the board, waits a little more than a second, sends `signal` to the
/// program and checks what is left: the terminal, the shell's status for the program
/// (`status`), and the autosave.
fn ended_on_the_board_by(signal: &str, status: u32) {
    let state = tempfile::tempdir().unwrap();
    let (mut t, pid) = on_the_board(state.path());
    t.send("ll4");
    t.wait_text("50 cells left");
    t.watch(Duration::from_millis(1200));
    kill(&mut t, signal, pid);
    let screen = t.screen();
    let text = screen.contents();
    assert!(
        !screen.alternate_screen(),
        "SIG{signal}: still on the alternate screen"
    );
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "SIG{signal}: mouse reporting still on"
    );
    assert!(!screen.hide_cursor(), "SIG{signal}: the cursor is hidden");
    assert!(
        text.contains(&format!("exit status {status}")),
        "SIG{signal}:\n{text}"
    );
    // Cooked mode: lines are edited, and Ctrl-C is a signal again (rexpect starts the
    // pseudo-terminal without echo, so echo says nothing).
    let stty = text.split_once("exit status").unwrap().1;
    assert!(
        stty.contains(" icanon") && !stty.contains("-icanon") && !stty.contains("-isig"),
        "SIG{signal}: the tty is left raw:\n{stty}"
    );
    autosave_has_the_move(state.path(), signal);
}

/// The game's autosave holds the move, and the time up to the signal (over a second).
fn autosave_has_the_move(state: &Path, signal: &str) {
    let games = state.join("sudoku/games");
    let saved: Vec<_> = std::fs::read_dir(&games)
        .unwrap_or_else(|e| panic!("{}: {e}", games.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sav"))
        .collect();
    assert_eq!(saved.len(), 1, "SIG{signal}: {saved:?}");
    // The save and its journal, as `resume` reads them.
    let (game, ..) =
        sudoku_repl::store::journal::read(&saved[0]).unwrap_or_else(|e| panic!("SIG{signal}: {e}"));
    assert_eq!(
        game.board().line().to_string(),
        format!("534{}", &PUZZLE[3..])
    );
    let elapsed = game.progress().elapsed;
    assert!(
        elapsed >= Duration::from_secs(1),
        "SIG{signal}: the time since the move is lost: {elapsed:?}"
    );
}

#[test]
fn sigterm_on_the_board_restores_the_terminal_and_keeps_the_game() {
    ended_on_the_board_by("TERM", 128 + 15);
}

#[test]
fn sighup_on_the_board_restores_the_terminal_and_keeps_the_game() {
    ended_on_the_board_by("HUP", 128 + 1);
}

#[test]
fn sigint_on_the_board_restores_the_terminal_and_keeps_the_game() {
    ended_on_the_board_by("INT", 128 + 2);
}

#[test]
fn off_the_board_sigterm_still_ends_the_program_at_once() {
    let state = tempfile::tempdir().unwrap();
    let (mut t, pid) = on_the_board(state.path());
    t.send("q");
    t.wait_text("back from the board");
    t.wait_text("sudoku> ");
    kill(&mut t, "TERM", pid);
    let text = t.screen().contents();
    assert!(text.contains("exit status 143"), "{text}");
}
