//! Hostile files around the REPL: FIFOs where saves, the history or the records belong,
//! device nodes, files that are not saves, symbolic links and modes, escape sequences in a
//! save. Every case runs the real binary with its state in a scratch directory, and none
//! may hang: each run is killed after a few seconds and reported as hung.
#![cfg(unix)]

use std::fs;
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku_tests::pty;

/// Runs the piped REPL in `dir` with its state in `state`: standard output, standard
/// error and the exit status. Panics when it runs for more than 10 s.
fn run(state: &Path, dir: &Path, script: &str) -> (String, String, i32) {
    let mut cmd = pty::command(state, &[]);
    cmd.current_dir(dir);
    run_command(cmd, script)
}

/// [`run`] of `cmd`, the binary in an environment of the test's own.
fn run_command(mut cmd: Command, script: &str) -> (String, String, i32) {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(10) {
            let _ = child.kill();
            panic!("`{script}` hung");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

#[test]
fn fifos_where_files_belong_are_refused_at_once() {
    let state = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    mkfifo(&dir.path().join("f.sav"));
    let (_, err, code) = run(state.path(), dir.path(), "open f.sav\n");
    assert_eq!(code, 1);
    assert!(err.contains("f.sav is a FIFO"), "{err}");
    let (_, err, code) = run(state.path(), dir.path(), "new easy 1\nsave f.sav\n");
    assert_eq!(code, 1);
    assert!(err.contains("f.sav is a FIFO"), "{err}");
    assert!(
        fs::symlink_metadata(dir.path().join("f.sav"))
            .unwrap()
            .file_type()
            .is_fifo()
    );

    // A FIFO among the autosaved games, and as the records file.
    let games = state.path().join("sudoku/games");
    fs::create_dir_all(&games).unwrap();
    mkfifo(&games.join("0000000000000000-1.sav"));
    mkfifo(&state.path().join("sudoku/records"));
    let (out, err, code) = run(state.path(), dir.path(), "games\nstats\nresume\n");
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("no unfinished game"), "{err}");
    assert!(
        err.contains("cannot read the records: ") && err.contains("records is a FIFO"),
        "{err}"
    );
}

#[test]
fn a_fifo_as_the_history_does_not_stop_the_interactive_start() {
    let state = tempfile::tempdir().unwrap();
    fs::create_dir_all(state.path().join("sudoku")).unwrap();
    mkfifo(&state.path().join("sudoku/history"));
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    p.send_line("help undo").unwrap();
    p.exp_string("sudoku> ").unwrap();
    p.send_line("quit").unwrap();
    p.exp_eof().unwrap();
}

#[test]
fn two_sessions_side_by_side_keep_each_others_history() {
    let state = tempfile::tempdir().unwrap();
    let mut a = pty::spawn_repl(state.path(), &[]);
    let mut b = pty::spawn_repl(state.path(), &[]);
    a.exp_string("sudoku> ").unwrap();
    b.exp_string("sudoku> ").unwrap();
    let mut sessions = [a, b];
    for (i, line) in [
        (0, "help undo"),
        (1, "help redo"),
        (0, "help show"),
        (1, "help hint"),
    ] {
        let p = &mut sessions[i];
        p.send_line(line).unwrap();
        p.exp_string("sudoku> ").unwrap();
    }
    for (p, leave) in sessions.iter_mut().zip(["quit", "exit"]) {
        p.send_line(leave).unwrap();
        p.exp_eof().unwrap();
    }
    let history = fs::read_to_string(state.path().join("sudoku/history")).unwrap();
    let lines: Vec<&str> = history.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(
        lines,
        [
            "help undo",
            "help redo",
            "help show",
            "help hint",
            "quit",
            "exit"
        ],
        "{history:?}"
    );
}

#[test]
fn only_a_saved_game_in_a_regular_file_is_replaced() {
    let state = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let diary = dir.path().join("diary.txt");
    fs::write(&diary, "# sudoku game v2 is my diary\ndear diary\n").unwrap();
    let (_, err, code) = run(state.path(), dir.path(), "new easy 1\nsave diary.txt\n");
    assert_eq!(code, 1);
    assert!(
        err.contains("is not a saved game; not overwritten"),
        "{err}"
    );
    assert_eq!(
        fs::read_to_string(&diary).unwrap(),
        "# sudoku game v2 is my diary\ndear diary\n"
    );
    // A device is never replaced, whoever runs the program.
    let (_, err, code) = run(state.path(), dir.path(), "new easy 1\nsave /dev/null\n");
    assert_eq!(code, 1);
    assert!(err.contains("/dev/null is a device"), "{err}");
    assert!(
        fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );
}

#[test]
fn a_save_keeps_the_mode_writes_through_a_link_and_is_private_when_new() {
    let state = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (_, err, code) = run(
        state.path(),
        dir.path(),
        "new easy 1\nsave new.sav\nsave shared.sav\n",
    );
    assert_eq!(code, 0, "{err}");
    let mode = |name: &str| {
        fs::metadata(dir.path().join(name))
            .unwrap()
            .permissions()
            .mode()
            & 0o777
    };
    assert_eq!(mode("new.sav"), 0o600);
    fs::set_permissions(
        dir.path().join("shared.sav"),
        fs::Permissions::from_mode(0o640),
    )
    .unwrap();
    std::os::unix::fs::symlink("shared.sav", dir.path().join("link.sav")).unwrap();
    let (_, err, code) = run(state.path(), dir.path(), "new easy 2\nsave link.sav\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(mode("shared.sav"), 0o640);
    let link = fs::symlink_metadata(dir.path().join("link.sav")).unwrap();
    assert!(link.file_type().is_symlink(), "the link is kept");
    let text = fs::read_to_string(dir.path().join("shared.sav")).unwrap();
    assert!(text.contains("origin easy 2"), "{text}");
    let names: Vec<String> = fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names.len(), 3, "no temporary file left: {names:?}");
}

#[test]
fn escape_sequences_in_a_save_are_shown_escaped() {
    let state = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("evil.sav"),
        "# sudoku game v2\npuzzle 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\norigin \u{1b}[2J\u{1b}]0;pwned\u{7}\n",
    )
    .unwrap();
    let (out, err, code) = run(state.path(), dir.path(), "open evil.sav\n");
    assert_eq!(code, 1);
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    assert!(err.contains("bad origin '\\u{1b}[2J"), "{err}");
    assert!(!out.contains('\u{1b}'), "{out:?}");
}

#[test]
fn a_relative_xdg_state_home_is_ignored_as_the_specification_says() {
    let home = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(sudoku_tests::sudoku_path());
    cmd.current_dir(dir.path())
        .env("XDG_STATE_HOME", "relative/state")
        .env("XDG_DATA_HOME", "relative/data")
        .env("HOME", home.path());
    // Marks are a change on any puzzle: the game is autosaved.
    let (_, err, _) = run_command(cmd, "new easy 1\nmark r9c9 12\nmark r1c1 12\n");
    assert!(!dir.path().join("relative").exists());
    let games = home.path().join(".local/state/sudoku/games/scripts");
    assert!(
        fs::read_dir(&games).is_ok_and(|mut d| d.next().is_some()),
        "no autosave under HOME: {err}"
    );
}
