//! Never losing a game: a game played at a terminal, killed with SIGKILL, is offered by the
//! next session and `resume` restores its board, marks and undo history exactly; scripts'
//! games never push it out of reach, and `games` / `resume N` reach every game.
#![cfg(unix)]

use std::path::Path;

use rexpect::process::Signal;
use rexpect::session::PtySession;
use sudoku_engine::{Cell, Digit, Grid, Level, generate, rate, solve};
use sudoku_tests::pty;

/// Sends a command, checks its output holds `expect`, and waits for the next prompt;
/// returns the output.
fn cmd(p: &mut PtySession, line: &str, expect: &str) -> String {
    p.send_line(line).unwrap();
    let out = p.exp_string("sudoku> ").unwrap();
    assert!(
        out.contains(expect),
        "`{line}`: expected {expect:?} in {out:?}"
    );
    out
}

/// How the REPL names a generated game: `easy puzzle (seed 7, score 2.0)`.
fn named(level: Level, seed: u64) -> String {
    let score = rate(&generate(level, seed).unwrap()).unwrap().score;
    format!("{level} puzzle (seed {seed}, score {score})")
}

/// An empty cell of `puzzle` with an empty peer in its row, and the solution's digit there.
fn cells(puzzle: &Grid) -> (Cell, Cell, Digit) {
    let Ok(sudoku_engine::Solution::Unique(solution)) = solve(puzzle) else {
        panic!("generated puzzles are unique")
    };
    for cell in Cell::all().filter(|&c| puzzle.is_empty_at(c)) {
        let peer =
            Cell::all().find(|&p| p != cell && p.row() == cell.row() && puzzle.is_empty_at(p));
        if let (Some(peer), Some(digit)) = (peer, solution.get(cell)) {
            return (cell, peer, digit);
        }
    }
    panic!("no two empty cells in a row")
}

#[test]
fn a_killed_game_is_offered_and_resumed_with_marks_and_history() {
    let seven = named(Level::Easy, 7);
    let state = tempfile::tempdir().unwrap();
    let puzzle = generate(Level::Easy, 7).unwrap();
    let (cell, peer, digit) = cells(&puzzle);
    let other = Digit::ALL.into_iter().find(|&d| d != digit).unwrap();

    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    cmd(&mut p, "new easy 7", "cells left");
    // Marks on the peer, then the digit placed: it leaves the peer's marks; marks auto and
    // its undo.
    cmd(
        &mut p,
        &format!("mark {peer} {digit}{other}"),
        &format!("{peer} marks: "),
    );
    cmd(
        &mut p,
        &format!("put {cell} {digit}"),
        &format!("{cell} = {digit}"),
    );
    cmd(&mut p, "show", "+---");
    cmd(&mut p, "marks auto", "pencil marks in");
    cmd(&mut p, "undo", "undid: pencil marks in ");
    // Leaving an unsaved game asks once; `n` keeps it.
    p.send_line("new easy 8").unwrap();
    p.exp_string("[y/N]").unwrap();
    cmd(&mut p, "n", "kept the game in progress");
    let shown = cmd(&mut p, "show line", "");
    let line = shown
        .split_whitespace()
        .find(|w| w.len() == 81)
        .unwrap_or_else(|| panic!("no board line in {shown:?}"))
        .to_string();

    // Killed without a chance to save anything.
    p.process_mut().kill(Signal::SIGKILL).unwrap();

    let mut q = pty::spawn_repl(state.path(), &[]);
    let left = puzzle.cells().iter().filter(|&&v| v == 0).count() - 1;
    q.exp_string(&format!(
        "unfinished: {seven}, {left} cells left, saved just now\r\n`resume` continues it"
    ))
    .unwrap();
    q.exp_string("sudoku> ").unwrap();
    cmd(
        &mut q,
        "resume",
        &format!("resumed {seven}, {left} cells left, saved just now\r\n"),
    );
    cmd(&mut q, "show line", &line);
    // The peer keeps the other digit's mark; the placed digit left it.
    cmd(
        &mut q,
        &format!("unmark {peer} {other}"),
        &format!("{peer} marks: -"),
    );
    cmd(&mut q, "undo", &format!("undid: {peer} marks: {other}"));
    cmd(&mut q, "redo", &format!("redid: {peer} marks: -"));
    // The undo history goes back past the kill: the unmark, the move, the first mark.
    cmd(&mut q, "undo", &format!("undid: {peer} marks: {other}"));
    cmd(&mut q, "undo", &format!("undid: {cell} cleared"));
    cmd(&mut q, "undo", &format!("undid: {peer} marks: -"));
    cmd(&mut q, "undo", "nothing to undo");
    q.send_line("quit").unwrap();
    q.exp_string("[y/N]").unwrap();
    q.send_line("y").unwrap();
    q.exp_eof().unwrap();

    // From the shell: `sudoku resume` starts with the game (piped here).
    let out = sudoku_tests::sudoku()
        .env("XDG_STATE_HOME", state.path())
        .arg("resume")
        .write_stdin("show line\n")
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(
        stdout.ends_with(&format!("{}\n", puzzle.line())),
        "every move undone, so the board is the puzzle: {stdout}"
    );
}

/// The autosaved games in a directory under the state directory.
fn saves_in(state: &Path, dir: &str) -> usize {
    std::fs::read_dir(state.join(dir))
        .map(|d| {
            d.filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "sav"))
            })
            .count()
        })
        .unwrap_or(0)
}

/// The autosaved games in a state directory, the player's and scripts'.
fn autosaves(state: &Path) -> usize {
    saves_in(state, "sudoku/games") + saves_in(state, "sudoku/games/scripts")
}

#[test]
fn each_game_has_its_own_autosave_a_won_one_is_removed_and_resume_skips_the_current_game() {
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let state = tempfile::tempdir().unwrap();
    let piped = |script: &str| {
        let out = sudoku_tests::sudoku()
            .env("XDG_STATE_HOME", state.path())
            .write_stdin(script)
            .output()
            .unwrap();
        (
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let one_left = format!(".{}", &SOLVED[1..]);
    // The same puzzle played twice: two games, two files.
    piped(&format!("load {one_left}\nmark r1c1 56\n"));
    piped(&format!("load {one_left}\nmark r1c1 57\n"));
    assert_eq!(autosaves(state.path()), 2);
    // `resume` takes the newest (marks 57); asked again during it, it takes the other one.
    let (stdout, stderr) = piped("resume\nunmark r1c1 9\nresume\nunmark r1c1 9\n");
    assert_eq!(stderr, "");
    let marks: Vec<&str> = stdout.lines().filter(|l| l.contains("marks")).collect();
    assert_eq!(
        marks,
        [
            "r1c1 marks are already 57: nothing changed",
            "r1c1 marks are already 56: nothing changed"
        ]
    );
    // Winning removes the game's file.
    let (stdout, _) = piped("resume\nr1c1 5\n");
    assert!(stdout.contains("Solved!"), "{stdout}");
    assert_eq!(autosaves(state.path()), 1);
}

#[test]
fn scripts_games_never_push_the_players_game_out_and_games_lists_every_game() {
    let seven = named(Level::Easy, 7);
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    let state = tempfile::tempdir().unwrap();
    let puzzle = generate(Level::Easy, 7).unwrap();
    let (_, peer, digit) = cells(&puzzle);
    let left = puzzle.cells().iter().filter(|&&v| v == 0).count();

    // The player's game, at a terminal: pencil marks, then away.
    let mut p = pty::spawn_repl(state.path(), &[]);
    p.exp_string("sudoku> ").unwrap();
    cmd(&mut p, "new easy 7", "cells left");
    cmd(
        &mut p,
        &format!("mark {peer} {digit}"),
        &format!("{peer} marks: {digit}"),
    );
    p.send_line("quit").unwrap();
    p.exp_string("[y/N]").unwrap();
    p.send_line("y").unwrap();
    p.exp_eof().unwrap();

    // More scripts than the scripts' games kept, each with a game of its own (newer than
    // the player's), as the README's piped example leaves one.
    for k in 1..=22 {
        let one_left = format!("{}.{}", &SOLVED[..k], &SOLVED[k + 1..]);
        let empty = format!("r{}c{}", k / 9 + 1, k % 9 + 1);
        let (_, stderr, code) = piped(state.path(), &format!("load {one_left}\nmark {empty} 9\n"));
        assert_eq!((stderr.as_str(), code), ("", Some(0)));
    }
    assert_eq!(saves_in(state.path(), "sudoku/games"), 1);
    assert_eq!(saves_in(state.path(), "sudoku/games/scripts"), 20);

    // `games`: the player's first; scripts' after.
    let (stdout, _, _) = piped(state.path(), "games\n");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "your unfinished games (`resume N` continues one):",
            &format!("  1. {seven}, {left} cells left, saved just now"),
            "games of scripts piped into sudoku:",
        ],
        "{stdout}"
    );
    assert_eq!(lines.len(), 23, "{stdout}");
    assert_eq!(
        lines[3],
        "  2. loaded puzzle (score 1.0), 1 cell left, saved just now"
    );

    // A new session offers the player's game, and `resume` takes it, marks and all.
    let mut q = pty::spawn_repl(state.path(), &[]);
    q.exp_string(&format!(
        "unfinished: {seven}, {left} cells left, saved just now"
    ))
    .unwrap();
    q.exp_string("sudoku> ").unwrap();
    let resumed = format!("resumed {seven}, {left} cells left, saved just now\r\n");
    cmd(&mut q, "resume", &resumed);
    cmd(
        &mut q,
        "games",
        &format!("  1. {seven}, {left} cells left, saved just now  <- in progress"),
    );
    cmd(&mut q, "resume 1", "game 1 is the game in progress");
    // A script's game, then back to the player's by its number.
    cmd(
        &mut q,
        "resume 3",
        "resumed loaded puzzle (score 1.0), 1 cell left, saved just now by a script",
    );
    cmd(&mut q, "resume 30", "no game 30: `games` lists 21");
    cmd(&mut q, "resume 1", &resumed);
    cmd(
        &mut q,
        &format!("unmark {peer} {digit}"),
        &format!("{peer} marks: -"),
    );
    // With the game changed, a `resume` that cannot succeed says so without asking to
    // leave it.
    cmd(&mut q, "resume 40", "no game 40: `games` lists 21");
    q.send_line("quit").unwrap();
    q.exp_string("[y/N]").unwrap();
    q.send_line("y").unwrap();
    q.exp_eof().unwrap();

    // A script's plain `resume` takes the player's game too, not the newest script's.
    let (stdout, stderr, _) = piped(state.path(), "resume\n");
    assert_eq!(stderr, "");
    assert!(
        stdout.starts_with(&format!(
            "resumed {seven}, {left} cells left, saved just now\n"
        )),
        "{stdout}"
    );
}

/// Runs a script with its state in `state`: standard output, error and exit status.
fn piped(state: &Path, script: &str) -> (String, String, Option<i32>) {
    let out = sudoku_tests::sudoku()
        .env("XDG_STATE_HOME", state)
        .write_stdin(script)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

/// The board line of each game `games` lists, by `resume N` and `show line` (piped).
fn boards(state: &Path) -> Vec<String> {
    let (listed, _, _) = piped(state, "games\n");
    let count = listed.lines().filter(|l| l.starts_with("  ")).count();
    let script: String = (1..=count)
        .map(|n| format!("resume {n}\nshow line\n"))
        .collect();
    let (stdout, stderr, _) = piped(state, &script);
    assert_eq!(stderr, "");
    stdout
        .lines()
        .filter(|l| l.len() == 81 && !l.contains(' '))
        .map(str::to_owned)
        .collect()
}

/// `puzzle` with `moves` (cell index, digit) written in.
fn with(puzzle: &Grid, moves: &[(usize, u8)]) -> String {
    let mut line = puzzle.line().to_string().into_bytes();
    for &(i, d) in moves {
        line[i] = b'0' + d;
    }
    String::from_utf8(line).unwrap()
}

#[test]
fn opening_a_save_of_the_game_in_progress_starts_a_game_of_its_own() {
    // Issue 33, item 10: the opened game has the same puzzle and start as the game it was
    // saved from, and its first move used to overwrite that game's autosave.
    let state = tempfile::tempdir().unwrap();
    let copy = state.path().join("cp.sav");
    let puzzle = generate(Level::Hard, 42).unwrap();
    for i in [1, 3, 17, 40] {
        assert_eq!(puzzle.cells()[i], 0, "r1c2, r1c4, r2c9 and r5c5 are empty");
    }
    let (_, stderr, code) = piped(
        state.path(),
        &format!(
            "new hard 42\nr1c4 4\nsave {}\nr2c9 4\nr5c5 2\nopen {}\nr1c2 9\n",
            copy.display(),
            copy.display()
        ),
    );
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let mut boards = boards(state.path());
    boards.sort();
    let mut expected = [
        with(&puzzle, &[(3, 4), (17, 4), (40, 2)]),
        with(&puzzle, &[(1, 9), (3, 4)]),
    ];
    expected.sort();
    assert_eq!(boards, expected);
}

/// A `sudoku` reading piped commands one at a time: each is answered before the next.
struct Live {
    child: std::process::Child,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Live {
    fn start(state: &Path) -> Live {
        use std::io::BufRead;
        let mut child = std::process::Command::new(sudoku_tests::sudoku_path())
            .env("XDG_STATE_HOME", state)
            .env("NO_COLOR", "1")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in out.lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Live { child, lines }
    }

    /// Sends a command and waits for a line of its answer holding `expect`.
    fn send(&mut self, line: &str, expect: &str) {
        use std::io::Write;
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        loop {
            let got = self
                .lines
                .recv_timeout(std::time::Duration::from_secs(20))
                .unwrap_or_else(|e| panic!("`{line}`: no {expect:?}: {e}"));
            if got.contains(expect) {
                return;
            }
        }
    }

    /// Ends the input and waits for the program to leave.
    fn finish(mut self) {
        drop(self.child.stdin.take());
        assert!(self.child.wait().unwrap().success());
    }
}

#[test]
fn two_sessions_playing_one_game_both_keep_their_moves() {
    // Issue 33, item 10: the last writer won, and the other session's moves were lost.
    let state = tempfile::tempdir().unwrap();
    let puzzle = generate(Level::Hard, 42).unwrap();
    let (_, stderr, _) = piped(state.path(), "new hard 42\nr1c4 4\n");
    assert_eq!(stderr, "");
    let mut first = Live::start(state.path());
    first.send(
        "resume",
        &format!("resumed {}, 54 cells left", named(Level::Hard, 42)),
    );
    first.send("r2c9 4", "r2c9 = 4");
    // A second session takes the game up while the first plays it: it goes on with a
    // copy, and says so.
    let (stdout, stderr, _) = piped(state.path(), "resume\nr5c5 2\n");
    assert_eq!(stderr, "");
    assert!(
        stdout.contains(&format!(
            "resumed {}, 53 cells left, saved just now by a script\n\
             another session is playing this game: this one goes on with a copy of it\n",
            named(Level::Hard, 42)
        )),
        "{stdout}"
    );
    assert!(stdout.ends_with("r5c5 = 2; 52 cells left\n"), "{stdout}");
    first.send("r1c2 9", "r1c2 = 9");
    first.finish();
    let mut boards = boards(state.path());
    boards.sort();
    let mut expected = [
        with(&puzzle, &[(1, 9), (3, 4), (17, 4)]),
        with(&puzzle, &[(3, 4), (17, 4), (40, 2)]),
    ];
    expected.sort();
    assert_eq!(boards, expected);
    // With the first session gone, the game is taken up again, not copied.
    let (stdout, _, _) = piped(state.path(), "resume\nr9c8 7\n");
    assert!(!stdout.contains("another session"), "{stdout}");
    assert_eq!(autosaves(state.path()), 2);
}

#[test]
fn temporary_files_of_killed_writes_are_gone_after_the_next_start() {
    // Issue 33, item 12: each SIGKILL during a write could leave one, forever.
    let state = tempfile::tempdir().unwrap();
    let (_, stderr, _) = piped(state.path(), "new easy 3\nmark r1c1 1\n");
    assert_eq!(stderr, "");
    let leftovers = [
        "sudoku/games/.0123-1.sav.sudoku-AbCdEfGhIj.tmp",
        "sudoku/games/scripts/.4567-8.sav.12345.tmp",
        "sudoku/games/scripts/.4567-8.sav.sudoku-KlMnOpQrSt.tmp",
    ];
    for name in leftovers {
        std::fs::write(state.path().join(name), "half a game").unwrap();
    }
    let (stdout, stderr, _) = piped(state.path(), "games\n");
    assert_eq!(stderr, "");
    assert!(
        stdout.contains(&format!("1. {}", named(Level::Easy, 3))),
        "{stdout}"
    );
    for name in leftovers {
        assert!(!state.path().join(name).exists(), "{name} is left");
    }
}

#[test]
fn resume_names_the_saved_games_it_cannot_read() {
    // Issue 33, item 15: a game saved by a newer version was skipped without a word.
    let state = tempfile::tempdir().unwrap();
    let games = state.path().join("sudoku/games");
    std::fs::create_dir_all(&games).unwrap();
    let newer = games.join("newer.sav");
    std::fs::write(&newer, "# sudoku game v9\npuzzle ...\n").unwrap();
    let skipped = format!(
        "skipped a saved game that cannot be read: {}: saved by a newer version of sudoku \
         ('# sudoku game v9')",
        newer.display()
    );
    let (_, stderr, code) = piped(state.path(), "resume\n");
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        format!("error: no unfinished game to resume ({skipped})\n")
    );
    let (_, stderr, _) = piped(state.path(), "new easy 3\nmark r1c1 1\ngames\n");
    assert_eq!(stderr, format!("warning: {skipped}\n"));
    let (stdout, stderr, _) = piped(state.path(), "resume\n");
    assert!(
        stdout.starts_with(&format!("resumed {}", named(Level::Easy, 3))),
        "{stdout}"
    );
    assert_eq!(stderr, format!("warning: {skipped}\n"));
}
