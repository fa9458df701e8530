//! The daily puzzle: a date gives the same puzzle everywhere, by a documented formula.

use sudoku_engine::Level;
use sudoku_repl::game::daily::Date;
use sudoku_tests::sudoku;

fn stdout_of(args: &[&str]) -> String {
    let out = sudoku().args(args).assert().success();
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// 2026-11-24, hard: seed 20261124 * 10 + 2. Changes only with the generator's output,
/// which is a breaking change announced in the changelog.
const HARD_2026_11_24: &str =
    "..9..5..4.....37..57..4.....682.7.9...4.9.1...1.3.428.....8..17..67.....7..4..3..";

#[test]
fn a_date_pins_the_puzzle() {
    assert_eq!(
        stdout_of(&["new", "daily", "hard", "--date", "2026-11-24"]),
        format!("{HARD_2026_11_24}\n")
    );
    // The formula: the same as the seed it names.
    assert_eq!(
        stdout_of(&["new", "hard", "--seed", "202611242"]),
        format!("{HARD_2026_11_24}\n")
    );
    // --count gives the days after it; the level defaults to medium.
    let two = stdout_of(&["new", "daily", "--date", "2026-12-31", "--count", "2"]);
    let expected: String = [202_612_311u64, 202_701_011]
        .iter()
        .map(|seed| stdout_of(&["new", "medium", "--seed", &seed.to_string()]))
        .collect();
    assert_eq!(two, expected);
}

#[test]
fn the_days_before_1970_follow_each_other() {
    let three = stdout_of(&["new", "daily", "--date", "1969-12-30", "--count", "3"]);
    let expected: String = [196_912_301u64, 196_912_311, 197_001_011]
        .iter()
        .map(|seed| stdout_of(&["new", "medium", "--seed", &seed.to_string()]))
        .collect();
    assert_eq!(three, expected);
}

#[test]
fn daily_arguments_are_checked() {
    let err = |args: &[&str]| {
        let out = sudoku().args(args).assert().code(2);
        String::from_utf8_lossy(&out.get_output().stderr).into_owned()
    };
    assert!(err(&["new", "daily", "--seed", "3"]).contains("--seed is not for the daily puzzle"));
    assert!(err(&["new", "daily", "--date", "2026-02-30"]).contains("'2026-02-30' is not a date"));
    assert!(err(&["new", "hard", "--date", "2026-02-01"]).contains("go with `daily` only"));
}

#[test]
fn the_repl_plays_todays_daily_puzzle() {
    let out = sudoku().write_stdin("new daily expert\n").output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let first = stdout.lines().next().unwrap();
    // `daily expert puzzle for YYYY-MM-DD (seed N, score S)`
    let rest = first
        .strip_prefix("daily expert puzzle for ")
        .unwrap_or_else(|| panic!("{first}"));
    let (date, seed) = rest.split_once(" (seed ").unwrap();
    let date = Date::parse(date).unwrap();
    let (seed, score) = seed.split_once(", score ").unwrap();
    assert_eq!(seed, date.seed(Level::Expert).to_string());
    // An expert puzzle needs chains: SE scores them from 6.5.
    let score: f64 = score.strip_suffix(')').unwrap().parse().unwrap();
    assert!((6.5..8.5).contains(&score), "{score}");
    let cli = stdout_of(&["new", "daily", "expert", "--date", &date.to_string()]);
    assert_eq!(stdout.lines().nth(1), cli.lines().next());
}
