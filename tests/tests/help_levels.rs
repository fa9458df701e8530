//! Help cannot drift from the program: every level the engine has is named wherever levels
//! are listed (the REPL's `help`, `--help` of `new` and `play`, tab completion's word list,
//! the errors for an unknown level), and the examples in `rate --help` are what `rate`
//! prints.

use sudoku_engine::Level;
use sudoku_tests::{PUZZLE, run_piped, sudoku};

fn stdout_of(args: &[&str], stdin: &str) -> String {
    let out = sudoku().args(args).write_stdin(stdin).output().unwrap();
    String::from_utf8(out.stdout).unwrap()
}

fn stderr_of(args: &[&str]) -> String {
    let out = sudoku().args(args).output().unwrap();
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn every_level_is_in_every_help_and_error() {
    let (repl_help, _, _) = run_piped("help\nhelp new\n");
    let (_, repl_errors, _) = run_piped("new\nnew nightmare\nnew daily nightmare\n");
    let texts = [
        ("REPL help", repl_help),
        ("REPL errors", repl_errors),
        ("new --help", stdout_of(&["new", "--help"], "")),
        ("play --help", stdout_of(&["play", "--help"], "")),
        ("sudoku new nightmare", stderr_of(&["new", "nightmare"])),
        ("sudoku play nightmare", stderr_of(&["play", "nightmare"])),
    ];
    for level in Level::ALL {
        for (what, text) in &texts {
            assert!(
                text.contains(level.name()),
                "{what} does not name {level}:\n{text}"
            );
        }
        assert!(
            sudoku_repl::game::levels::NEW_WORDS.contains(&level.name()),
            "tab completion after `new` lacks {level}"
        );
        let found = sudoku_repl::ui::command::find("new").unwrap();
        assert!(found.completions.contains(&level.name()));
    }
}

#[test]
fn every_level_name_is_accepted_in_any_case() {
    for level in Level::ALL {
        let upper = level.name().to_ascii_uppercase();
        let out = sudoku()
            .args(["new", &upper, "--seed", "1", "--count", "1"])
            .output()
            .unwrap();
        assert!(out.status.success(), "sudoku new {upper}: {out:?}");
        let (_, stderr, code) = run_piped(format!("new daily {upper}\n"));
        assert_eq!((stderr.as_str(), code), ("", Some(0)), "new daily {upper}");
    }
}

#[test]
fn the_examples_in_rate_help_are_what_rate_prints() {
    let help = stdout_of(&["rate", "--help"], "");
    let easy = stdout_of(&["rate"], &format!("{PUZZLE}\n"));
    let extreme_puzzle = stdout_of(&["new", "extreme", "--seed", "1"], "");
    let extreme = stdout_of(&["rate"], &extreme_puzzle);
    for line in [easy.trim_end(), extreme.trim_end()] {
        assert!(
            help.contains(&format!("`{line}`")),
            "`rate --help` should show `{line}`:\n{help}"
        );
    }
}

#[test]
fn help_and_the_readme_give_the_idle_time_and_every_board_key_the_program_uses() {
    let minutes = sudoku_repl::ui::session::clock::IDLE.as_secs() / 60;
    let (stats, _, _) = run_piped("help stats\n");
    assert!(
        stats.contains(&format!("pauses over {minutes} minutes")),
        "{stats}"
    );
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md")).unwrap();
    assert!(
        readme.contains(&format!("after {minutes} idle minutes")),
        "README: the idle time"
    );
    let (play, _, _) = run_piped("help play\n");
    for help in sudoku_repl::ui::keys::help_lines() {
        assert!(
            play.contains(help.long),
            "`help play` lacks {help:?}:\n{play}"
        );
    }
}
