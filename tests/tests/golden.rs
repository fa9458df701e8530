//! Golden vectors: seed → exact puzzle. These pin the generator's output; a change is a
//! breaking change and must be made deliberately (regenerate the files and say so in the
//! changelog and the engine README, "Seed stability").
//!
//! - `tests/golden/LEVEL.txt`, lines `SEED PUZZLE`: the default request of each level
//!   (`generate`, rotational symmetry), also checked by the firmware and the C test;
//! - `tests/golden/symmetry.txt`, lines `SYMMETRY LEVEL SEED PUZZLE`: every symmetry;
//! - `tests/golden/score.txt`, lines `RANGE SEED PUZZLE`: score requests (they depend on the
//!   rater's scores: regenerate them when those change).
//!
//! Every file is written by one command, from the seeds and requests listed here:
//! `SUDOKU_GOLDEN_WRITE=1 cargo test --release -p sudoku-tests --test golden`. The
//! properties of each puzzle (symmetric, one solution, its level, its score in the range) are
//! checked on every run, so a regenerated file cannot pin a wrong puzzle.

use std::fmt::Write as _;

use sudoku_engine::{
    Grid, Level, Request, ScoreRange, Solution, Symmetry, generate, generate_request, rate, solve,
};
use sudoku_tests::sudoku;

/// The seeds of `LEVEL.txt`: 0..20, and a few far apart (extreme: 0..20 only).
fn level_seeds(level: Level) -> Vec<u64> {
    let mut seeds: Vec<u64> = (0..20).collect();
    if level != Level::Extreme {
        seeds.extend([42, 1000, 1 << 32, u64::MAX]);
    }
    seeds
}

/// The seeds of each symmetry and level in `symmetry.txt`.
const SYMMETRY_SEEDS: std::ops::Range<u64> = 0..4;

/// The ranges of `score.txt` (the benchmarks' ranges and one per level's typical score),
/// each with seeds 0..3.
const SCORE_RANGES: [&str; 6] = [
    "..1.5", "2.0..2.3", "4.0..5.0", "7.0..7.5", "8.3..8.4", "8.5..",
];

/// Whether the golden files are to be written rather than checked.
fn writing() -> bool {
    std::env::var_os("SUDOKU_GOLDEN_WRITE").is_some_and(|v| !v.is_empty() && v != "0")
}

fn path(name: &str) -> String {
    format!("{}/golden/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The file's lines, split at spaces.
fn read(name: &str) -> Vec<Vec<String>> {
    let path = path(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| line.split(' ').map(str::to_owned).collect())
        .collect()
}

/// Checks `text` against the file, or writes it.
fn check_or_write(name: &str, text: &str) {
    if writing() {
        std::fs::write(path(name), text).unwrap();
        return;
    }
    let path = path(name);
    let old = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    for (k, (got, want)) in text.lines().zip(old.lines()).enumerate() {
        assert_eq!(got, want, "{name} line {}", k + 1);
    }
    assert_eq!(text.lines().count(), old.lines().count(), "{name}: lines");
}

/// A generated puzzle has one solution and is rated `level`.
fn sound(p: &Grid, level: Level, what: &str) {
    assert!(
        matches!(solve(p), Ok(Solution::Unique(_))),
        "{what}: not unique"
    );
    assert_eq!(rate(p).unwrap().level, level, "{what}");
}

#[test]
fn every_level_reproduces_its_golden_puzzles() {
    for level in Level::ALL {
        let mut text = String::new();
        for seed in level_seeds(level) {
            let p = generate(level, seed).unwrap();
            let what = format!("{level} seed {seed}");
            sound(&p, level, &what);
            assert!(Symmetry::Rotational.holds(&p), "{what}");
            writeln!(text, "{seed} {}", p.line()).unwrap();
        }
        check_or_write(&format!("{level}.txt"), &text);
    }
}

#[test]
fn every_symmetry_reproduces_its_golden_puzzles() {
    let mut text = String::new();
    for symmetry in Symmetry::ALL {
        for level in Level::ALL {
            let request = Request::level(level).with_symmetry(symmetry);
            for seed in SYMMETRY_SEEDS {
                let made = generate_request(&request, seed).unwrap();
                let what = format!("{symmetry} {level} seed {seed}");
                sound(&made.puzzle, level, &what);
                assert!(symmetry.holds(&made.puzzle), "{what}");
                writeln!(text, "{symmetry} {level} {seed} {}", made.puzzle.line()).unwrap();
            }
        }
    }
    check_or_write("symmetry.txt", &text);
    // The default request is the level files' (their first seeds).
    for level in Level::ALL {
        let want = format!("{} {}", Symmetry::default(), level);
        let lines = read("symmetry.txt");
        let first = lines.iter().find(|l| format!("{} {}", l[0], l[1]) == want);
        assert_eq!(
            first.map(|l| l[3].clone()),
            read(&format!("{level}.txt")).first().map(|l| l[1].clone())
        );
    }
}

#[test]
fn every_score_range_reproduces_its_golden_puzzles() {
    let mut text = String::new();
    for range in SCORE_RANGES {
        let parsed: ScoreRange = range.parse().unwrap();
        for seed in 0..3 {
            let made = generate_request(&Request::score(parsed), seed).unwrap();
            let what = format!("{range} seed {seed}");
            sound(&made.puzzle, made.rating.level, &what);
            assert!(parsed.contains(made.rating.score), "{what}");
            assert_eq!(made.rating, rate(&made.puzzle).unwrap(), "{what}");
            writeln!(text, "{range} {seed} {}", made.puzzle.line()).unwrap();
        }
    }
    check_or_write("score.txt", &text);
}

#[test]
fn the_cli_prints_the_golden_puzzles() {
    for level in Level::ALL {
        let lines = read(&format!("{level}.txt"));
        let expected: String = lines
            .iter()
            .take(3)
            .map(|l| format!("{}\n", l[1]))
            .collect();
        sudoku()
            .args(["new", level.name(), "--seed", &lines[0][0], "--count", "3"])
            .assert()
            .success()
            .stdout(expected);
    }
}
