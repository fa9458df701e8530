//! Input that behaves, through the piped REPL, with exact expected output: pasted grids,
//! file names, cells out of range, repeated digits, byte order marks, long lines.

use std::time::{Duration, Instant};

use sudoku_engine::{Grid, Level, generate};
use sudoku_tests::PUZZLE;
use sudoku_tests::run_piped;
use sudoku_tests::sudoku;

#[test]
fn a_framed_grid_as_new_prints_it_loads_with_its_closing_border() {
    let puzzle = generate(Level::Hard, 42).unwrap();
    let framed = puzzle.boxed().to_string();
    assert!(framed.ends_with("+-------+-------+-------+\n"));
    let (stdout, stderr, code) = run_piped(format!("load\n{framed}show line\n"));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(
        stdout.ends_with(&format!("{}\n", puzzle.line())),
        "{stdout}"
    );
}

#[test]
fn an_81_character_line_loads_at_the_grid_prompt() {
    let (stdout, stderr, code) = run_piped(format!("load\n{PUZZLE}\nshow line\n"));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(&format!("51 cells left\n{PUZZLE}\n")));
    let (_, stderr, _) = run_piped(format!("load\n{}x\n", &PUZZLE[..80]));
    assert_eq!(stderr, "error: not a grid: column 81: unexpected 'x'\n");
}

#[test]
fn file_names_expand_the_home_directory_and_take_quotes_and_escapes() {
    let home = tempfile::tempdir().unwrap();
    let script = format!(
        "load {PUZZLE}\nput r1c3 4\nsave ~/first.sav\nsave \"my game.sav\"\nopen my\\ game.sav\n\
         show line\n"
    );
    let out = sudoku()
        .env("HOME", home.path())
        .current_dir(home.path())
        .write_stdin(script)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(home.path().join("first.sav").is_file());
    assert!(home.path().join("my game.sav").is_file());
    assert!(stdout.contains(&format!("saved to {}/first.sav\n", home.path().display())));
    assert!(stdout.contains("saved to my game.sav\n"), "{stdout}");
    assert!(
        stdout.ends_with(&format!("534{}\n", &PUZZLE[3..])),
        "{stdout}"
    );
    let (_, stderr, _) = run_piped("save my game.sav\n");
    assert_eq!(
        stderr,
        "error: unexpected 'game.sav' after the file name (quote a name with spaces) \
         (usage: save FILE)\n"
    );
}

#[test]
fn cells_out_of_range_and_repeated_digits() {
    let (stdout, stderr, code) = run_piped(format!(
        "load {PUZZLE}\nr0c1 5\nr1c10=5\nput r1c3 4\nr1c3 4\nundo\nundo\n"
    ));
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "error: row 0 is out of range: use 1-9 (usage: put ROW COL DIGIT)\n\
         error: column 10 is out of range: use 1-9 (usage: put ROW COL DIGIT)\n\
         error: nothing to undo\n"
    );
    let after: Vec<&str> = stdout.lines().skip(15).collect();
    assert_eq!(
        after,
        [
            "r1c3 = 4; 50 cells left",
            "r1c3 is already 4: nothing changed",
            "undid: r1c3 cleared; 51 cells left",
        ]
    );
}

#[test]
fn a_byte_order_mark_at_the_start_is_ignored() {
    let (stdout, stderr, code) = run_piped(format!("\u{feff}load {PUZZLE}\nshow line\n"));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(&format!("{PUZZLE}\n")));
}

#[test]
fn long_garbage_is_quoted_short_and_long_lines_are_bounded() {
    let garbage = "x".repeat(3000);
    let (_, stderr, _) = run_piped(format!("{garbage}\n"));
    assert_eq!(
        stderr,
        format!(
            "error: unknown command '{}…' (3000 characters) (try `help`)\n",
            "x".repeat(24)
        )
    );
    // Over the line limit: skipped with its line number, and the next lines still run.
    let long = "y".repeat(10_000);
    let (stdout, stderr, code) = run_piped(format!("load {PUZZLE}\n{long}\nshow line\n"));
    assert_eq!(code, Some(1));
    assert_eq!(stderr, "error: line 2: longer than 4096 bytes; skipped\n");
    assert!(stdout.ends_with(&format!("{PUZZLE}\n")));
    // A line with no end (2 MB of it) stops the input quickly, without holding it.
    let endless = "z".repeat(2 << 20);
    let start = Instant::now();
    let (_, stderr, code) = run_piped(format!("load {PUZZLE}\n{endless}"));
    assert!(start.elapsed() < Duration::from_secs(5));
    // Input that is not text, as for `sudoku solve`: exit 2, not 1 (a command failed).
    assert_eq!(code, Some(2));
    assert_eq!(
        stderr,
        "error: line 2: no end of line in its first 1 MB: not text input; stopped\n"
    );
    // Also when `load` is reading its grid: the rest of the endless line is not taken for
    // more lines.
    let (stdout, stderr, code) = run_piped(format!("load\n{endless}\nshow\n"));
    assert_eq!(code, Some(2));
    assert_eq!(
        stderr,
        "error: line 2: no end of line in its first 1 MB: not text input; stopped\n\
         error: not a grid: no puzzle: the input holds no cells\n"
    );
    assert_eq!(stdout, "");
}

#[test]
fn the_line_limit_counts_neither_the_line_ending_nor_a_byte_order_mark() {
    // `load PUZZLE` and spaces, exactly 4096 bytes.
    let line = format!("load {PUZZLE:<4091}");
    assert_eq!(line.len(), 4096);
    for input in [
        format!("{line}\nshow line\n"),
        format!("{line}\r\nshow line\r\n"),
        format!("\u{feff}{line}\r\nshow line\n"),
    ] {
        let (stdout, stderr, code) = run_piped(&input);
        assert_eq!((stderr.as_str(), code), ("", Some(0)), "{:?}", &input[..8]);
        assert!(stdout.ends_with(&format!("{PUZZLE}\n")), "{stdout}");
    }
    for input in [format!("{line} \nshow\n"), format!("{line} \r\nshow\n")] {
        let (_, stderr, code) = run_piped(&input);
        assert_eq!(code, Some(1));
        assert!(
            stderr.starts_with("error: line 1: longer than 4096 bytes; skipped\n"),
            "{stderr}"
        );
    }
}

#[test]
fn several_commands_in_one_input_run_in_order() {
    // What a paste of several lines gives a piped session; the interactive paste is in
    // repl_pty.rs.
    let grid: Grid = PUZZLE.parse().unwrap();
    let (stdout, stderr, code) =
        run_piped(format!("load\n{}put r1c3 4\nshow line\n", grid.boxed()));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    assert!(stdout.ends_with(&format!("r1c3 = 4; 50 cells left\n534{}\n", &PUZZLE[3..])));
}
