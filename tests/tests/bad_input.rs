//! The bad-input matrix: every malformed input gets a precise message, the right exit status,
//! and (in the REPL) the game in progress survives.

use std::time::{Duration, Instant};

use sudoku_tests::PUZZLE;
use sudoku_tests::sudoku;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Runs `sudoku solve` on `input`; returns (stdout, stderr, exit code).
fn batch(input: impl Into<Vec<u8>>) -> (String, String, Option<i32>) {
    let out = sudoku()
        .arg("solve")
        .write_stdin(input.into())
        .output()
        .unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// Runs the piped REPL: loads PUZZLE, writes r1c3 = 4, sends `bad`, then prints the board
/// line. Returns (last stdout line, stderr, exit code).
fn repl_keeps_game(bad: &[u8]) -> (String, String, Option<i32>) {
    let mut input = format!("load {PUZZLE}\nput 1 3 4\n").into_bytes();
    input.extend_from_slice(bad);
    input.extend_from_slice(b"\nshow line\n");
    let out = sudoku().write_stdin(input).output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    (
        stdout.lines().last().unwrap_or_default().to_string(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

const KEPT: &str =
    "534.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

#[test]
fn empty_input_prints_nothing_and_succeeds() {
    assert_eq!(batch(""), (String::new(), String::new(), Some(0)));
    assert_eq!(
        batch("\n\n# only comments\n"),
        (String::new(), String::new(), Some(0))
    );
}

#[test]
fn malformed_lines_name_the_column_and_character() {
    let long = format!("{PUZZLE}1");
    let letter = PUZZLE.replacen('.', "a", 1);
    // `10` where one cell should be: the line grows to 82 cells.
    let ten = format!("10{}", &PUZZLE[1..]);
    let tab = format!("{}\t{}", &PUZZLE[..40], &PUZZLE[41..]);
    let cases: [(&str, &str); 5] = [
        (
            &PUZZLE[..80],
            "invalid: line 1, column 81: the puzzle ends after 80 cells; expected 81",
        ),
        (
            &long,
            "invalid: line 1, column 82: extra cell '1': a puzzle has 81 cells",
        ),
        (&letter, "invalid: line 1, column 3: unexpected 'a'"),
        (
            &ten,
            "invalid: line 1, column 82: extra cell '9': a puzzle has 81 cells",
        ),
        (
            &tab,
            "invalid: line 1, column 41: tab ends the puzzle after 40 cells; expected 81",
        ),
    ];
    for (input, expected) in cases {
        let (stdout, stderr, code) = batch(format!("{input}\n"));
        assert_eq!(stdout, format!("{expected}\n"), "input {input:?}");
        assert_eq!((stderr.as_str(), code), ("", Some(1)));
    }
}

#[test]
fn windows_line_endings_and_non_utf8_bytes() {
    let (stdout, _, code) = batch(format!("{PUZZLE}\r\n{PUZZLE}\r\n"));
    assert_eq!((stdout, code), (format!("{SOLVED}\n{SOLVED}\n"), Some(0)));
    let mut bytes = PUZZLE.as_bytes().to_vec();
    bytes[9] = 0xc3; // a lone UTF-8 lead byte
    bytes.push(b'\n');
    bytes.extend_from_slice(PUZZLE.as_bytes());
    let (stdout, _, code) = batch(bytes);
    assert_eq!(
        stdout,
        format!("invalid: line 1, column 10: invalid UTF-8 byte 0xc3\n{SOLVED}\n")
    );
    assert_eq!(code, Some(1));
}

#[test]
fn a_one_megabyte_line_is_rejected_quickly_at_its_82nd_cell() {
    let line = "1".repeat(1 << 20);
    let start = Instant::now();
    let (stdout, _, code) = batch(format!("{line}\n{PUZZLE}\n"));
    assert!(start.elapsed() < Duration::from_secs(10));
    assert_eq!(
        stdout,
        format!("invalid: line 1, column 82: extra cell '1': a puzzle has 81 cells\n{SOLVED}\n")
    );
    assert_eq!(code, Some(1));
}

#[test]
fn grids_with_eight_or_ten_rows_are_refused_by_load() {
    let row = "0 0 0 0 0 0 0 0 0\n";
    let (last, stderr, code) = repl_keeps_game(format!("load\n{}", row.repeat(8)).as_bytes());
    assert_eq!(
        stderr,
        "error: not a grid: the grid has 8 rows; expected 9\n"
    );
    assert_eq!((last.as_str(), code), (KEPT, Some(1)));
    // Ten rows: load reads nine, the tenth line is then a grid row where a command belongs.
    let (last, stderr, code) = repl_keeps_game(format!("load\n{}", row.repeat(10)).as_bytes());
    assert!(
        stderr.contains("error: '0 0 0 0 0 0 0 0 0' is a grid row, not a command"),
        "{stderr}"
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        last,
        ".".repeat(81),
        "nine empty rows loaded as a (multi-solution) game"
    );
    // `10` in a grid row is two cells, so the row is too long.
    let ten = format!("load\n5 3 10 0 7 0 0 0 0\n{}", row.repeat(8));
    let (last, stderr, _) = repl_keeps_game(ten.as_bytes());
    assert!(
        stderr.starts_with("error: not a grid: line 1, column 18: row 1 has more than 9 cells\n"),
        "{stderr}"
    );
    assert_eq!(last, KEPT, "the game is kept");
}

#[test]
fn contradictions_full_grids_and_the_empty_grid() {
    let clash = format!("55{}", &PUZZLE[2..]);
    let (stdout, _, code) = batch(format!("{clash}\n"));
    assert_eq!(
        stdout,
        "invalid: line 1: digit 5 appears twice in a row, at r1c1 and r1c2\n"
    );
    assert_eq!(code, Some(1));

    let (stdout, _, code) = batch(format!("{SOLVED}\n"));
    assert_eq!(
        (stdout, code),
        (format!("{SOLVED}\n"), Some(0)),
        "81 clues: its own solution"
    );

    let start = Instant::now();
    let (stdout, _, code) = batch(format!("{}\n", ".".repeat(81)));
    assert!(start.elapsed() < Duration::from_secs(5));
    assert_eq!((stdout.as_str(), code), ("multiple solutions\n", Some(1)));
}

#[test]
fn unsolvable_puzzles_that_look_fine_say_no_solution() {
    // No clash among the givens, but r1c1 has no candidate left (1-8 in its row, 9 in its box).
    let dead_cell = format!(".12345678.9{}", ".".repeat(70));
    // No clash and every cell has a candidate; the contradiction needs search: change one
    // given of a valid puzzle (the reference backtracker confirms 0 solutions).
    let mut cells: Vec<u8> = PUZZLE.bytes().collect();
    cells[2] = b'1';
    let changed = String::from_utf8(cells).unwrap();
    let mut grid = [0u8; 81];
    for (slot, b) in grid.iter_mut().zip(changed.bytes()) {
        *slot = if b == b'.' { 0 } else { b - b'0' };
    }
    assert_eq!(sudoku_tests::reference_count(&grid, 2), 0);
    let (stdout, _, code) = batch(format!("{dead_cell}\n{changed}\n"));
    assert_eq!(
        (stdout.as_str(), code),
        ("no solution\nno solution\n", Some(1))
    );
}

#[test]
fn the_repl_keeps_the_game_after_each_bad_line() {
    let bad_lines: [&[u8]; 8] = [
        b"put 1 1 5",
        b"put 1 3 10",
        b"r0c1 5",
        b"load 123",
        b"solve 55.......",
        b"\tput",
        b"\xff\xfe",
        b"zzzz",
    ];
    for bad in bad_lines {
        let (last, stderr, code) = repl_keeps_game(bad);
        assert_eq!(last, KEPT, "after {:?}", String::from_utf8_lossy(bad));
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert_eq!(code, Some(1));
    }
}
