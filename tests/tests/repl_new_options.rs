//! The REPL's `new` with a score range, a symmetry and `--minimal`, piped: the puzzle it
//! starts is the one `sudoku new` prints for the same request and seed, and bad values are
//! named.

use sudoku_engine::{Grid, rate};
use sudoku_tests::{run_piped, sudoku};

/// The 81-character line `sudoku new ARGS` prints.
fn line_of(args: &[&str]) -> String {
    let out = sudoku().args(args).assert().success();
    String::from_utf8(out.get_output().stdout.clone())
        .unwrap()
        .trim()
        .to_string()
}

#[test]
fn new_takes_the_options_of_sudoku_new() {
    let (stdout, stderr, code) = run_piped(
        "new hard 5 --symmetry mirror --minimal\nshow line\nnew --score 7.0..7.5 3\nshow line\n",
    );
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let mirror = line_of(&[
        "new",
        "hard",
        "--seed",
        "5",
        "--symmetry",
        "mirror",
        "--minimal",
    ]);
    let score = rate(&mirror.parse::<Grid>().unwrap()).unwrap().score;
    assert!(
        stdout.contains(&format!(
            "hard puzzle, seed 5, --symmetry mirror --minimal, score {score}\n{mirror}\n"
        )),
        "{stdout}"
    );
    let ranged = line_of(&["new", "--score", "7.0..7.5", "--seed", "3"]);
    let r = rate(&ranged.parse::<Grid>().unwrap()).unwrap();
    assert!((70..=75).contains(&r.score.tenths()));
    // Named by the puzzle's own level: a score range may give hard or expert.
    assert!(
        stdout.contains(&format!(
            "{} puzzle, seed 3, --score 7.0..7.5, score {}\n{ranged}\n",
            r.level, r.score
        )),
        "{stdout}"
    );
}

#[test]
fn bad_options_are_named_and_change_nothing() {
    let (stdout, stderr, code) = run_piped(
        "new hard --symmetry spiral\nnew --score 9..8\nnew --score\nnew hard 1 --bogus\n",
    );
    assert_eq!(code, Some(1));
    assert_eq!(stdout, "");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines,
        [
            "error: --symmetry 'spiral': unknown symmetry; expected none, rotational, \
             rotational90, mirror or diagonal",
            "error: --score '9..8': the lower bound of the score range is above its upper bound",
            "error: --score needs a RANGE such as 7.0..7.5 or 8.5.. (usage: new [LEVEL] [SEED] \
             [--score RANGE] [--symmetry S] [--minimal])",
            "error: unexpected '--bogus' (usage: new [LEVEL] [SEED] [--score RANGE] \
             [--symmetry S] [--minimal])",
        ],
        "{stderr}"
    );
}

#[test]
fn a_saved_game_says_what_was_asked() {
    let state = tempfile::tempdir().unwrap();
    let piped = |script: &str| {
        let out = sudoku()
            .env("XDG_STATE_HOME", state.path())
            .write_stdin(script.to_string())
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    piped("new hard 5 --symmetry diagonal\nmarks auto\n");
    let games = piped("games\n");
    assert!(
        games.contains("1. hard puzzle (seed 5, --symmetry diagonal, score "),
        "{games}"
    );
}
