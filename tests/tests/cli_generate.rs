//! The batch contract of `sudoku new` and `sudoku rate`.

use sudoku_engine::{Grid, Level, Solution, rater::rate, solve};
use sudoku_tests::{corpus, sudoku};

fn stdout_of(args: &[&str]) -> String {
    let out = sudoku().args(args).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

#[test]
fn seed_43_reproduces_the_second_line_of_seed_42_count_2() {
    for level in ["easy", "hard"] {
        let two = stdout_of(&["new", level, "--seed", "42", "--count", "2"]);
        let lines: Vec<&str> = two.lines().collect();
        assert_eq!(lines.len(), 2);
        assert_ne!(lines[0], lines[1]);
        let one = stdout_of(&["new", level, "--seed", "43"]);
        assert_eq!(one, format!("{}\n", lines[1]));
    }
}

#[test]
fn new_gives_unique_puzzles_of_the_level_asked() {
    for level in Level::ALL {
        let text = stdout_of(&["new", level.name(), "--seed", "7", "--count", "2"]);
        for line in text.lines() {
            assert_eq!(line.len(), 81);
            let p: Grid = line.parse().unwrap();
            assert!(matches!(solve(&p), Ok(Solution::Unique(_))));
            assert_eq!(rate(&p).unwrap().level, level, "{line}");
        }
    }
}

#[test]
fn without_a_seed_the_drawn_seed_goes_to_stderr_and_reproduces() {
    let out = sudoku().args(["new", "easy"]).assert().success();
    let stderr = String::from_utf8(out.get_output().stderr.clone()).unwrap();
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let seed = stderr
        .strip_prefix("seed: ")
        .and_then(|s| s.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("stderr: {stderr:?}"));
    seed.parse::<u64>().unwrap();
    assert_eq!(stdout_of(&["new", "easy", "--seed", seed]), stdout);
}

#[test]
fn format_grid_prints_boxed_grids_of_the_same_puzzles() {
    let line = stdout_of(&["new", "medium", "--seed", "3"]);
    let p: Grid = line.trim().parse().unwrap();
    let boxed = stdout_of(&["new", "Medium", "--seed", "3", "--format", "grid"]);
    assert_eq!(boxed, p.boxed().to_string());
    let two = stdout_of(&[
        "new", "medium", "--seed", "3", "--count", "2", "--format", "grid",
    ]);
    assert_eq!(two.lines().count(), 13 * 2 + 1);
}

#[test]
fn an_unknown_level_is_a_usage_error() {
    let out = sudoku().args(["new", "insane"]).assert().code(2);
    let stderr = String::from_utf8_lossy(&out.get_output().stderr).into_owned();
    assert!(
        stderr.contains("[possible values: easy, medium, hard, expert, extreme, daily]"),
        "{stderr}"
    );
}

#[test]
fn rate_prints_level_and_technique_per_line() {
    let easy = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let empty = ".".repeat(81);
    let input = format!("# comment\n{easy}\n\n{empty}\n{}x\n", &easy[..80]);
    let out = sudoku().arg("rate").write_stdin(input).assert().code(1);
    let stdout = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    assert_eq!(
        stdout.lines().collect::<Vec<_>>(),
        [
            "easy 1.2 hidden single",
            "no unique solution",
            "invalid: line 5, column 81: unexpected 'x'",
        ]
    );
    let full = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    sudoku()
        .arg("rate")
        .write_stdin(format!("{easy}\n{full}\n"))
        .assert()
        .success()
        .stdout("easy 1.2 hidden single\neasy\n");
}

/// The levels `sudoku rate` gives a corpus file, in order; `None` if the corpus is missing.
fn rated_levels(name: &str) -> Option<Vec<String>> {
    let path = corpus(name)?;
    let out = sudoku().arg("rate").arg(path).assert().success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let levels: Vec<String> = text
        .lines()
        .map(|l| l.split(' ').next().unwrap_or("").to_owned())
        .collect();
    assert_eq!(levels.len(), 1000, "{name}");
    Some(levels)
}

#[test]
fn qqwing_simple_and_easy_are_all_easy() {
    for name in ["qqwing_simple_1000.txt", "qqwing_easy_1000.txt"] {
        let Some(levels) = rated_levels(name) else {
            continue;
        };
        assert!(levels.iter().all(|l| l == "easy"), "{name}");
    }
}

#[test]
fn qqwing_intermediate_and_expert_are_never_easy() {
    for name in ["qqwing_intermediate_1000.txt", "qqwing_expert_1000.txt"] {
        let Some(levels) = rated_levels(name) else {
            continue;
        };
        assert!(levels.iter().all(|l| l != "easy"), "{name}");
    }
}
