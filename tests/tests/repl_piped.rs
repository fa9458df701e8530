//! The REPL with piped standard input: no banner or prompt, errors on stderr, keeps going.

use sudoku_tests::sudoku;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn run(script: &str) -> (String, String, Option<i32>) {
    let out = sudoku().write_stdin(script).output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

#[test]
fn solve_then_show_prints_boards_without_prompt_or_banner() {
    let (stdout, stderr, code) = run(&format!("solve {PUZZLE}\nload {PUZZLE}\nshow line\n"));
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
    let (stdout, stderr, code) = run(&format!("slove\nsolve 123\nsolve {PUZZLE}\n"));
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
    let (stdout, _, code) = run("help\nquit\nslove\n");
    assert_eq!(code, Some(0), "the bad line after quit is never read");
    assert!(stdout.starts_with("Commands:\n"));
    for name in ["solve", "show", "help", "quit"] {
        assert!(stdout.contains(&format!("\n  {name}")), "help lists {name}");
    }
    let (stdout, _, _) = run("help solve\n");
    assert!(stdout.starts_with("usage: solve [PUZZLE]\n"));
}

#[test]
fn show_without_a_puzzle_is_an_error() {
    let (stdout, stderr, code) = run("show\n");
    assert_eq!((stdout.as_str(), code), ("", Some(1)));
    assert_eq!(
        stderr,
        "error: no game yet: start one with `new easy` or `load PUZZLE`\n"
    );
}
