//! The batch contract of `sudoku solve`.

use std::io::Read;
use std::process::{Command, Stdio};

use sudoku_tests::PUZZLE;
use sudoku_tests::{corpus, sudoku};

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const NO_SOLUTION: &str =
    "12345678.........9...............................................................";
const EMPTY: &str =
    ".................................................................................";

#[test]
fn prints_one_line_per_puzzle_in_order_and_skips_comments() {
    let input = format!(
        "# a comment\n{PUZZLE}\n\n{NO_SOLUTION}\r\n{EMPTY}\n{}x\n",
        &PUZZLE[..80]
    );
    let out = sudoku().arg("solve").write_stdin(input).assert().code(1);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines,
        [
            SOLUTION,
            "no solution",
            "multiple solutions",
            "invalid: line 6, column 81: unexpected 'x'",
        ]
    );
}

#[test]
fn exit_zero_when_every_puzzle_is_unique() {
    sudoku()
        .arg("solve")
        .write_stdin(format!("{PUZZLE}\n{PUZZLE}\n"))
        .assert()
        .success()
        .stdout(format!("{SOLUTION}\n{SOLUTION}\n"));
}

#[test]
fn first_prints_a_solution_of_a_multi_solution_puzzle() {
    let out = sudoku()
        .args(["solve", "--first"])
        .write_stdin(EMPTY)
        .assert()
        .code(1);
    let line = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let grid: sudoku_engine::Grid = line.trim().parse().unwrap();
    assert!(grid.is_solved());
}

#[test]
fn invalid_lines_name_column_and_character() {
    let cases = [
        (
            &PUZZLE[..80],
            "invalid: line 1, column 81: the puzzle ends after 80 cells; expected 81",
        ),
        (
            &format!("{PUZZLE}7")[..],
            "invalid: line 1, column 82: extra cell '7': a puzzle has 81 cells",
        ),
        (
            &format!("{}\t{}", &PUZZLE[..10], &PUZZLE[11..])[..],
            "invalid: line 1, column 11: tab ends the puzzle after 10 cells; expected 81",
        ),
        (
            &format!("5{}", &PUZZLE[1..]).replacen('.', "5", 1)[..],
            "invalid: line 1: digit 5 appears twice in a row, at r1c1 and r1c3",
        ),
    ];
    for (input, expected) in cases {
        sudoku()
            .arg("solve")
            .write_stdin(format!("{input}\n"))
            .assert()
            .code(1)
            .stdout(format!("{expected}\n"));
    }
}

#[test]
fn reads_a_file_argument_and_reports_a_missing_file() {
    let out = sudoku()
        .args(["solve", "/nonexistent/puzzles.txt"])
        .assert()
        .code(2)
        .stdout("");
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(
        stderr.starts_with("sudoku: cannot read /nonexistent/puzzles.txt: "),
        "{stderr}"
    );
    let Some(sample) = corpus("tdoku_17clue_sample1000.txt") else {
        return;
    };
    let out = sudoku().arg("solve").arg(sample).assert().success();
    assert_eq!(
        out.get_output()
            .stdout
            .iter()
            .filter(|&&b| b == b'\n')
            .count(),
        1000
    );
}

#[test]
fn a_closed_stdout_ends_quietly() {
    let Some(big) = corpus("tdoku_17clue.txt") else {
        return;
    };
    let bin = sudoku_tests::sudoku_path();
    let mut child = Command::new(bin)
        .arg("solve")
        .arg(big)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 82];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(stderr, "", "no panic or error text on a closed pipe");
    assert!(status.code().is_some(), "ended by itself, not by a signal");
}

#[test]
fn a_large_input_solved_on_all_cores_keeps_the_order_of_its_lines() {
    // Enough lines for the parallel path, mixing every kind of answer.
    let kinds = [
        (PUZZLE.to_string(), SOLUTION.to_string()),
        (NO_SOLUTION.to_string(), "no solution".to_string()),
        (EMPTY.to_string(), "multiple solutions".to_string()),
        (
            PUZZLE[..80].to_string(),
            String::new(), // invalid: names its own line number
        ),
    ];
    let mut input = String::new();
    let mut expected = Vec::new();
    for i in 0..5000 {
        let (line, answer) = &kinds[(i * 7 + i / 3) % kinds.len()];
        input.push_str(line);
        input.push('\n');
        expected.push(if answer.is_empty() {
            format!(
                "invalid: line {}, column 81: the puzzle ends after 80 cells; expected 81",
                i + 1
            )
        } else {
            answer.clone()
        });
    }
    let out = sudoku().arg("solve").write_stdin(input).assert().code(1);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert!(
        out.get_output().stderr.is_empty(),
        "no progress bar off a terminal"
    );
    assert_eq!(stdout.lines().collect::<Vec<_>>(), expected);
}
