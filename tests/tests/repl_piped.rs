//! The REPL with piped standard input: no banner or prompt, errors on stderr, keeps going.

use sudoku_tests::PUZZLE;
use sudoku_tests::sudoku;
use sudoku_tests::{grid_rows, run_piped};

#[test]
fn solve_then_show_prints_boards_without_prompt_or_banner() {
    let (stdout, stderr, code) = run_piped(format!("solve {PUZZLE}\nload {PUZZLE}\nshow line\n"));
    assert_eq!(stderr, "");
    assert_eq!(code, Some(0));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines.len(),
        14 + 14 + 1 + 1,
        "solution board, game board, cells left, line:\n{stdout}"
    );
    assert_eq!(lines[2], " 1 | 5  3 (4)|(6) 7 (8)|(9)(1)(2)|");
    assert_eq!(lines[16], " 1 | 5  3  . | .  7  . | .  .  . |");
    assert_eq!(lines[28], "51 cells left");
    assert_eq!(lines[29], PUZZLE);
}

#[test]
fn errors_go_to_stderr_and_later_lines_still_run() {
    let (stdout, stderr, code) = run_piped(format!("slove\nsolve 123\nsolve {PUZZLE}\n"));
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "error: unknown command 'slove'; did you mean 'solve'? (try `help`)\n\
         error: not a puzzle: column 4: the puzzle ends after 3 cells; expected 81\n"
    );
    assert!(stdout.contains(" 1 | 5  3 (4)|(6) 7 (8)|(9)(1)(2)|"));
}

#[test]
fn quit_stops_reading_and_help_lists_commands() {
    let (stdout, _, code) = run_piped("help\nquit\nslove\n");
    assert_eq!(code, Some(0), "the bad line after quit is never read");
    assert!(stdout.starts_with("Commands:\n"));
    for name in ["solve", "show", "help", "quit"] {
        assert!(stdout.contains(&format!("\n  {name}")), "help lists {name}");
    }
    let (stdout, _, _) = run_piped("help solve\n");
    assert!(stdout.starts_with("usage: solve [PUZZLE]\n"));
}

#[test]
fn show_without_a_puzzle_is_an_error() {
    let (stdout, stderr, code) = run_piped("show\n");
    assert_eq!((stdout.as_str(), code), ("", Some(1)));
    assert_eq!(
        stderr,
        "error: no game yet: start one with `new easy` or `load PUZZLE`\n"
    );
}

#[test]
fn a_game_script_moves_checks_undoes_and_keeps_the_game_after_errors() {
    let script = format!(
        "load {PUZZLE}\nput 1 3 4\nr1c4=2\nr1c6 5\ncheck\nput 1 1 9\nundo\nundo\nredo\n\
         clear 1 4\nclear r1c4\nput 10 1 5\nput 1 2\nshow line\nrestart\nundo\nshow line\nredo\nredo\n"
    );
    let (stdout, stderr, code) = run_piped(&script);
    assert_eq!(code, Some(1), "some commands failed");
    let after_board: Vec<&str> = stdout.lines().skip(15).collect();
    assert_eq!(
        after_board,
        [
            "r1c3 = 4; 50 cells left",
            "r1c4 = 2; 49 cells left",
            "r1c6 = 5 (clashes with the 5 at r1c1); 48 cells left",
            "clashing digits: r1c1, r1c6, r2c6",
            "2 wrong entries: r1c4, r1c6",
            "undid: r1c6 cleared; 49 cells left",
            "undid: r1c4 cleared; 50 cells left",
            "redid: r1c4 = 2; 49 cells left",
            "r1c4 cleared; 50 cells left",
            "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "all entries and marks cleared (`undo` brings them back); 51 cells left",
            "undid restart; 50 cells left",
            "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "redid restart; 51 cells left",
        ]
    );
    assert_eq!(
        stderr,
        "error: r1c1 is a given and cannot be changed\n\
         error: r1c4 is already empty\n\
         error: row 10 is out of range: use 1-9 (usage: put ROW COL DIGIT)\n\
         error: missing digit 1-9\n\
         error: nothing to redo\n"
    );
}

#[test]
fn load_reads_a_nine_line_grid_and_reports_bad_grids_without_losing_the_game() {
    let grid = grid_rows(PUZZLE);
    let (stdout, stderr, code) = run_piped(format!("load\n{grid}show line\n"));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(
        stdout.ends_with(&format!("51 cells left\n{PUZZLE}\n")),
        "{stdout}"
    );

    let eight_rows: String = grid.lines().take(8).map(|l| format!("{l}\n")).collect();
    let script = format!("load {PUZZLE}\nput 1 3 4\nload\n{eight_rows}\nshow line\n");
    let (stdout, stderr, code) = run_piped(&script);
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "error: not a grid: the grid has 8 rows; expected 9\n"
    );
    assert!(stdout.ends_with(
        "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
    ));

    // The first bad row ends the grid; the lines after it are commands again (the next grid
    // rows are named as such, and `show line` runs).
    let bad_row = grid.replacen("6 0 0", "6 x 0", 1);
    let (stdout, stderr, _) = run_piped(format!("load {PUZZLE}\nload\n{bad_row}show line\n"));
    let mut errors = stderr.lines();
    assert_eq!(
        errors.next(),
        Some("error: not a grid: line 2, column 3: unexpected 'x'")
    );
    assert_eq!(
        errors.next(),
        Some("error: '0 9 8 0 0 0 0 6 0' is a grid row, not a command (`load` alone reads a grid)")
    );
    assert_eq!(errors.count(), 6);
    assert!(
        stdout.ends_with(&format!("51 cells left\n{PUZZLE}\n")),
        "{stdout}"
    );
}

#[test]
fn save_and_open_resume_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    let file = file.display();
    let (_, stderr, code) = run_piped(format!(
        "load {PUZZLE}\nput 1 3 4\nsave {file}\nload {PUZZLE}\nopen {file}\nshow line\n"
    ));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let (stdout, _, _) = run_piped(format!("open {file}\nshow line\n"));
    assert!(stdout.ends_with("50 cells left\n534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"));
    let (_, stderr, code) = run_piped(format!("open {}/missing.txt\n", dir.path().display()));
    assert_eq!(code, Some(1));
    assert!(
        stderr.starts_with(&format!(
            "error: cannot open {}/missing.txt: ",
            dir.path().display()
        )),
        "{stderr}"
    );
}

#[test]
fn a_saved_board_with_a_clashing_entry_opens_as_it_was() {
    // r1c3 = 5 clashes with the given 5 at r1c1: the board parser (Grid::parse_board) must
    // accept what the puzzle parser refuses, and the clash is still there after `open`.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("clash.txt");
    let file = file.display();
    let (_, stderr, code) = run_piped(format!("load {PUZZLE}\nput 1 3 5\nsave {file}\n"));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let (stdout, stderr, code) = run_piped(format!("open {file}\nshow line\ncheck\n"));
    assert_eq!((stderr.as_str(), code), ("", Some(0)), "{stdout}");
    assert!(stdout.contains("535.7....6..195"), "{stdout}");
    assert!(
        stdout.contains("r1c3"),
        "check names the clashing entry: {stdout}"
    );
    // A damaged board line is refused with its line and column.
    std::fs::write(
        dir.path().join("bad.txt"),
        format!(
            "# sudoku game v1\npuzzle {PUZZLE}\nboard  53x{}\n",
            &PUZZLE[3..]
        ),
    )
    .unwrap();
    let (_, stderr, code) = run_piped(format!("open {}/bad.txt\n", dir.path().display()));
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("line 3: board: column 3: unexpected 'x'"),
        "{stderr}"
    );
}

#[test]
fn bail_stops_at_the_first_error() {
    let out = sudoku()
        .arg("--bail")
        .write_stdin("bogus\nhelp\n")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "help after the error never ran");
}

#[test]
fn non_utf8_lines_are_reported_and_skipped() {
    let mut input = b"hel\xfflo\n".to_vec();
    input.extend_from_slice(format!("load {PUZZLE}\n").as_bytes());
    let out = sudoku().write_stdin(input).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: line 1, column 4: invalid UTF-8 byte 0xff\n"
    );
    assert!(String::from_utf8_lossy(&out.stdout).ends_with("51 cells left\n"));
}

/// The acceptance script, with its exact expected output.
const GAME_SCRIPT: &str = "new hard 42\nshow\nhint\nput 1 2 9\nundo\nsolve\n";
/// Golden transcript: changes only when the generator or the board layout changes on purpose.
const GAME_TRANSCRIPT: &str = include_str!("../golden/repl_game_hard_42.txt");

#[test]
fn the_acceptance_game_script_prints_exactly_this() {
    let (stdout, stderr, code) = run_piped(GAME_SCRIPT);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert_eq!(stdout, GAME_TRANSCRIPT);
    // The line `new hard 42` shows is the CLI's `sudoku new hard --seed 42`.
    let cli = sudoku()
        .args(["new", "hard", "--seed", "42"])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(cli.stdout).unwrap(),
        format!("{}\n", stdout.lines().nth(1).unwrap())
    );
}

#[test]
fn new_and_hint_errors_explain_themselves() {
    let (_, stderr, code) = run_piped("new\nnew impossible\nnew easy x\nnew easy 1 2\nhint\n");
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "error: missing level: use easy, medium, hard, expert or extreme (or --score RANGE) \
         (usage: new [LEVEL] [SEED] [--score RANGE] [--symmetry S] [--minimal])\n\
         error: unknown level 'impossible': use easy, medium, hard, expert or extreme\n\
         error: 'x' is not a seed: use a whole number 0-18446744073709551615\n\
         error: unexpected '2' (usage: new [LEVEL] [SEED] [--score RANGE] [--symmetry S] \
         [--minimal])\n\
         error: no game yet: start one with `new easy` or `load PUZZLE`\n"
    );
}

#[test]
fn hint_points_at_a_wrong_entry_first() {
    let (stdout, _, _) = run_piped(format!("load {PUZZLE}\nput 1 3 1\nhint\n"));
    assert!(
        stdout.ends_with("r1c3 is not right: clear it (`clear r1c3`) and look again\n"),
        "{stdout}"
    );
}
