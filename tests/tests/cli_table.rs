//! `--format csv|jsonl` on `sudoku new`, `solve` and `rate`: the puzzle table (seed, puzzle,
//! solution, level, score, technique; `solve` and `rate` add error), checked against the
//! plain outputs and the engine.

use std::collections::HashMap;

use sudoku_engine::{Grid, Solution, rater::rate, solve};
use sudoku_tests::sudoku;

fn run(args: &[&str], stdin: &str) -> (String, Option<i32>) {
    let out = sudoku().args(args).write_stdin(stdin).output().unwrap();
    (String::from_utf8(out.stdout).unwrap(), out.status.code())
}

/// The CSV's rows as maps from column name to field, checking the header first.
fn csv_rows(text: &str, header: &[&str]) -> Vec<HashMap<String, String>> {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let names: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    assert_eq!(names, header);
    reader
        .records()
        .map(|r| {
            let r = r.unwrap();
            names
                .iter()
                .cloned()
                .zip(r.iter().map(String::from))
                .collect()
        })
        .collect()
}

const NEW_COLUMNS: [&str; 6] = ["seed", "puzzle", "solution", "level", "score", "technique"];
const CHECKED_COLUMNS: [&str; 7] = [
    "seed",
    "puzzle",
    "solution",
    "level",
    "score",
    "technique",
    "error",
];

#[test]
fn new_csv_rows_are_the_lines_of_new_with_their_solution_and_rating() {
    let (lines, code) = run(&["new", "hard", "--seed", "42", "--count", "4"], "");
    assert_eq!(code, Some(0));
    let (csv, code) = run(
        &[
            "new", "hard", "--seed", "42", "--count", "4", "--format", "csv",
        ],
        "",
    );
    assert_eq!(code, Some(0));
    let rows = csv_rows(&csv, &NEW_COLUMNS);
    assert_eq!(rows.len(), 4);
    for ((i, row), line) in rows.iter().enumerate().zip(lines.lines()) {
        assert_eq!(row["seed"], (42 + i).to_string());
        assert_eq!(row["puzzle"], line);
        let puzzle: Grid = line.parse().unwrap();
        let Ok(Solution::Unique(solution)) = solve(&puzzle) else {
            panic!("{line} has no unique solution");
        };
        assert_eq!(row["solution"], solution.line().to_string());
        let rating = rate(&puzzle).unwrap();
        assert_eq!(row["level"], "hard");
        assert_eq!(row["score"], rating.score.to_string());
        assert_eq!(row["technique"], rating.hardest.unwrap().name());
    }
}

#[test]
fn new_jsonl_holds_the_same_table_as_new_csv_with_typed_values() {
    let args = ["new", "expert", "--seed", "7", "--count", "3", "--format"];
    let (csv, _) = run(&[&args[..], &["csv"]].concat(), "");
    let (jsonl, code) = run(&[&args[..], &["jsonl"]].concat(), "");
    assert_eq!(code, Some(0));
    let rows = csv_rows(&csv, &NEW_COLUMNS);
    let objects: Vec<serde_json::Value> = jsonl
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), rows.len());
    for (object, row) in objects.iter().zip(&rows) {
        let keys: Vec<&str> = object
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(keys, NEW_COLUMNS, "columns in table order");
        assert_eq!(object["seed"].as_u64().unwrap().to_string(), row["seed"]);
        let score = object["score"].as_f64().unwrap();
        assert_eq!(score, row["score"].parse::<f64>().unwrap());
        for text in ["puzzle", "solution", "level", "technique"] {
            assert_eq!(object[text].as_str().unwrap(), row[text], "{text}");
        }
    }
}

#[test]
fn rate_csv_keeps_a_row_per_puzzle_with_the_reason_of_each_failure() {
    let hard = "1...5.32.....63....34...1...59......4..7.1..5......48...8...24....83.....25.1...6";
    let empty = ".".repeat(81);
    let input = format!("{hard}\n12x\n{empty}\n");
    let (csv, code) = run(&["rate", "--format", "csv"], &input);
    assert_eq!(code, Some(1), "a puzzle that cannot be rated fails the run");
    let rows = csv_rows(&csv, &CHECKED_COLUMNS);
    assert_eq!(rows.len(), 3);
    let (plain, _) = run(&["rate"], &format!("{hard}\n"));
    let fields: Vec<&str> = plain.trim().splitn(3, ' ').collect();
    assert_eq!(rows[0]["level"], fields[0]);
    assert_eq!(rows[0]["score"], fields[1]);
    assert_eq!(rows[0]["technique"], fields[2]);
    assert_eq!(rows[0]["error"], "");
    assert!(!rows[0]["solution"].is_empty());
    // The reason has a comma: CSV quotes it, and the line and column are named.
    assert_eq!(
        rows[1]["error"],
        "invalid: line 2, column 3: unexpected 'x'"
    );
    assert_eq!(rows[1]["puzzle"], "");
    assert_eq!(rows[2]["puzzle"], empty);
    assert_eq!(rows[2]["error"], "no unique solution");
    assert_eq!(rows[2]["level"], "");
}

#[test]
fn solve_jsonl_gives_null_for_what_solve_does_not_know() {
    let empty = ".".repeat(81);
    let (jsonl, code) = run(
        &["solve", "--format", "jsonl", "--first"],
        &format!("{empty}\n"),
    );
    assert_eq!(code, Some(1), "several solutions is still a failure");
    let object: serde_json::Value = serde_json::from_str(jsonl.trim()).unwrap();
    assert_eq!(object["error"], "multiple solutions");
    assert!(object["seed"].is_null() && object["level"].is_null() && object["score"].is_null());
    let solution: Grid = object["solution"].as_str().unwrap().parse().unwrap();
    assert!(solution.is_solved());
    let (jsonl, _) = run(&["solve", "--format", "jsonl"], &format!("{empty}\n"));
    let object: serde_json::Value = serde_json::from_str(jsonl.trim()).unwrap();
    assert!(
        object["solution"].is_null(),
        "without --first no solution is given"
    );
}

#[test]
fn a_table_is_refused_where_it_has_no_meaning() {
    let out = sudoku()
        .args([
            "new",
            "--score",
            "9.0..",
            "--search-tries",
            "1",
            "--format",
            "csv",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("as a line or a grid"), "{stderr}");
}
