//! What `sudoku solve` and `sudoku rate` accept as input: a byte order mark, boxed grids, and
//! the bounds on line length (an over-long line is skipped, an endless one stops the input).

use std::time::Duration;

use sudoku_tests::PUZZLE;
use sudoku_tests::sudoku;

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
/// `sudoku rate` on [`PUZZLE`].
const PUZZLE_LEVEL: &str = "easy 1.2 hidden single";

/// The solutions of `sudoku new hard --seed 42 --count 2`.
const HARD_42_SOLUTIONS: [&str; 2] = [
    "196457328872163954534289167259648731483721695761395482918576243647832519325914876",
    "183729546657384192429651378532867419918245637764193825391578264846912753275436981",
];
/// `sudoku rate` on `sudoku new hard --seed 42 --count 2`.
const HARD_42_LEVELS: [&str; 2] = ["hard 4.5 W-Wing", "hard 4.2 XY-Wing"];

/// A generous limit: each of these inputs ends in milliseconds.
const TIMEOUT: Duration = Duration::from_secs(20);

fn stdout_of(args: &[&str]) -> String {
    let out = sudoku().args(args).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

fn lines(text: &[&str]) -> String {
    text.iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn a_byte_order_mark_before_the_first_line_is_ignored() {
    sudoku()
        .arg("solve")
        .write_stdin(format!("\u{feff}{PUZZLE}\r\n{PUZZLE}\r\n"))
        .assert()
        .success()
        .stdout(lines(&[SOLUTION, SOLUTION]));
    // Columns count from after the mark, as an editor shows them.
    sudoku()
        .arg("rate")
        .write_stdin(format!("\u{feff}{}x\n{PUZZLE}\n", &PUZZLE[..80]))
        .assert()
        .code(1)
        .stdout(lines(&[
            "invalid: line 1, column 81: unexpected 'x'",
            PUZZLE_LEVEL,
        ]));
    // In a file, and before a boxed grid.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bom.txt");
    let grids = stdout_of(&["new", "hard", "--seed", "42", "--format", "grid"]);
    std::fs::write(&file, format!("\u{feff}{grids}")).unwrap();
    sudoku()
        .arg("solve")
        .arg(&file)
        .assert()
        .success()
        .stdout(lines(&HARD_42_SOLUTIONS[..1]));
    // Only at the start: later it is a character like any other.
    sudoku()
        .arg("solve")
        .write_stdin(format!("{PUZZLE}\n\u{feff}{PUZZLE}\n"))
        .assert()
        .code(1)
        .stdout(lines(&[
            SOLUTION,
            "invalid: line 2, column 1: unexpected '\\u{feff}'",
        ]));
}

#[test]
fn boxed_grids_from_new_format_grid_are_solved_and_rated() {
    let grids = stdout_of(&[
        "new", "hard", "--seed", "42", "--count", "2", "--format", "grid",
    ]);
    assert_eq!(
        grids.lines().count(),
        29,
        "two grids, each under a `#` title line, and a blank line"
    );
    sudoku()
        .arg("solve")
        .write_stdin(grids.clone())
        .assert()
        .success()
        .stdout(lines(&HARD_42_SOLUTIONS));
    sudoku()
        .arg("rate")
        .write_stdin(grids.clone())
        .assert()
        .success()
        .stdout(lines(&HARD_42_LEVELS));
    // Back to back, between lines and comments, with `\r\n` line ends.
    let (first, second) = grids.split_once("\n\n").unwrap();
    let input =
        format!("# two grids\n{first}\n{second}{PUZZLE}\n\n{first}\n").replace('\n', "\r\n");
    sudoku()
        .arg("solve")
        .write_stdin(input)
        .assert()
        .success()
        .stdout(lines(&[
            HARD_42_SOLUTIONS[0],
            HARD_42_SOLUTIONS[1],
            SOLUTION,
            HARD_42_SOLUTIONS[0],
        ]));
}

#[test]
fn a_malformed_grid_is_one_invalid_line_naming_input_lines() {
    let titled = stdout_of(&["new", "hard", "--seed", "42", "--format", "grid"]);
    // The grid without its `#` title line, so input line numbers count grid lines only.
    let (_, grid) = titled.split_once('\n').unwrap();
    let rows: Vec<&str> = grid.lines().collect();
    // Line 3 of the grid (5 of the input) loses a cell; the grid after it still reads.
    let mut short = rows.clone();
    short[2] = "| . 3 1 | . . . | . 8 |";
    // Row 6 (line 8 of the grid) is missing.
    let eight = [&rows[..7], &rows[8..]].concat();
    // Two 1s in the first row.
    let clash = grid.replacen("| 1 . . |", "| 1 1 . |", 1);
    // The short grid ends at the next one's top border.
    let input = format!(
        "{PUZZLE}\n\n{}\n{grid}\n{}\n{clash}",
        short.join("\n"),
        eight.join("\n")
    );
    for (command, ok) in [("solve", SOLUTION), ("rate", PUZZLE_LEVEL)] {
        let answer = if command == "solve" {
            HARD_42_SOLUTIONS[0]
        } else {
            HARD_42_LEVELS[0]
        };
        sudoku()
            .arg(command)
            .write_stdin(input.clone())
            .assert()
            .code(1)
            .stdout(lines(&[
                ok,
                "invalid: line 5: row 2 has 8 cells; expected 9",
                answer,
                "invalid: line 30: the grid has 8 rows; expected 9",
                "invalid: line 42: digit 1 appears twice in a row, at r1c1 and r1c2",
            ]));
    }
}

#[test]
fn an_over_long_line_is_reported_and_the_lines_after_it_still_read() {
    // 1 MB: far over the 4096-byte cap, under the 1 MiB that ends the input.
    let mb = 1_000_000;
    let long_comment = format!("{PUZZLE} {}", "c".repeat(mb));
    let cells = "7".repeat(mb);
    let input = format!(
        "{PUZZLE}\n{long_comment}\n{cells}\n# {cells}\n{PUZZLE}\n{}\n{PUZZLE}\n",
        " ".repeat(5000)
    );
    for (command, ok) in [("solve", SOLUTION), ("rate", PUZZLE_LEVEL)] {
        sudoku()
            .arg(command)
            .write_stdin(input.clone())
            .timeout(TIMEOUT)
            .assert()
            .code(1)
            .stdout(lines(&[
                ok,
                "invalid: line 2: longer than 4096 bytes",
                // The first 4096 bytes show the error the whole line has: it is named.
                "invalid: line 3, column 82: extra cell '7': a puzzle has 81 cells",
                ok,
                ok,
            ]));
    }
    // 4096 bytes is still a line.
    let padded = format!("{PUZZLE}{}", " ".repeat(4096 - PUZZLE.len()));
    sudoku()
        .arg("solve")
        .write_stdin(format!("{padded}\r\n{padded}c\n"))
        .assert()
        .code(1)
        .stdout(lines(&[
            SOLUTION,
            "invalid: line 2: longer than 4096 bytes",
        ]));
}

#[test]
fn a_line_over_1_mib_stops_the_input_with_exit_status_2() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("endless.txt");
    let endless = "c".repeat(2 << 20);
    std::fs::write(&file, format!("{PUZZLE}\n{PUZZLE} {endless}\n{PUZZLE}\n")).unwrap();
    for (command, ok) in [("solve", SOLUTION), ("rate", PUZZLE_LEVEL)] {
        sudoku()
            .arg(command)
            .arg(&file)
            .timeout(TIMEOUT)
            .assert()
            .code(2)
            .stdout(lines(&[ok, "invalid: line 2: longer than 4096 bytes"]))
            .stderr(format!(
                "sudoku: {}: line 2: longer than 1 MiB; not a puzzle file\n",
                file.display()
            ));
    }
}

#[cfg(unix)]
#[test]
fn dev_zero_ends_at_once_as_a_file_or_on_stdin() {
    for command in ["solve", "rate"] {
        sudoku()
            .args([command, "/dev/zero"])
            .timeout(TIMEOUT)
            .assert()
            .code(2)
            .stdout("invalid: line 1, column 1: unexpected '\\0'\n")
            .stderr("sudoku: /dev/zero: line 1: longer than 1 MiB; not a puzzle file\n");
    }
    // On stdin through a shell redirect: `assert_cmd` always pipes stdin.
    let bin = sudoku_tests::sudoku_path();
    assert_cmd::Command::new("sh")
        .args(["-c", "exec \"$0\" solve < /dev/zero"])
        .arg(bin)
        .timeout(TIMEOUT)
        .assert()
        .code(2)
        .stdout("invalid: line 1, column 1: unexpected '\\0'\n")
        .stderr("sudoku: standard input: line 1: longer than 1 MiB; not a puzzle file\n");
}

#[cfg(unix)]
#[test]
fn a_directory_is_an_input_that_cannot_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let out = sudoku()
        .arg("solve")
        .arg(dir.path())
        .assert()
        .code(2)
        .stdout("");
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    let expected = format!("sudoku: cannot read {}: ", dir.path().display());
    assert!(stderr.starts_with(&expected), "{stderr}");
}
