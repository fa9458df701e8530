//! Winning: time, mistakes and hints in the win message; best times per level in `stats`.

use sudoku_engine::{Cell, Level, Solution, generate, solve};
use sudoku_tests::sudoku;

#[test]
fn a_win_shows_mistakes_and_hints_and_counts_in_the_best_times() {
    let data = tempfile::tempdir().unwrap();
    let state = tempfile::tempdir().unwrap();
    let puzzle = generate(Level::Easy, 11).unwrap();
    let Ok(Solution::Unique(solution)) = solve(&puzzle) else {
        panic!("generated puzzles are unique")
    };
    let empty: Vec<Cell> = Cell::all().filter(|&c| puzzle.is_empty_at(c)).collect();
    let (first, rest) = empty.split_first().unwrap();
    let right = solution.get(*first).unwrap();
    let wrong = sudoku_engine::Digit::ALL
        .into_iter()
        .find(|&d| d != right)
        .unwrap();
    // One wrong digit (corrected), one hint, one revealed cell, then the rest.
    let mut script = format!("new easy 11\nput {first} {wrong}\nput {first} {right}\nhint\n");
    script.push_str("hint cell\n");
    for &cell in rest {
        script.push_str(&format!("put {cell} {}\n", solution.get(cell).unwrap()));
    }
    script.push_str("stats\n");
    let out = sudoku()
        .env("XDG_DATA_HOME", data.path())
        .env("XDG_STATE_HOME", state.path())
        .write_stdin(script)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    // The revealed cell is then already right: that `put` says so and changes nothing.
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr, "");
    let solved = stdout
        .lines()
        .find(|l| l.starts_with("Solved!"))
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(
        solved.starts_with("Solved! Every cell is right, in 0:0")
            && solved.ends_with(" with 1 mistake, 1 hint and 1 cell revealed."),
        "{solved}"
    );
    assert!(
        stdout.contains("Your first easy win: best time 0:0"),
        "{stdout}"
    );
    let table: Vec<&str> = stdout
        .lines()
        .skip_while(|l| !l.starts_with("level"))
        .collect();
    assert_eq!(table.len(), 6, "{stdout}");
    assert!(table[1].starts_with("easy       1  0:0"), "{}", table[1]);
    assert_eq!(table[3], "hard       0  -");
    let records = std::fs::read_to_string(data.path().join("sudoku/records")).unwrap();
    assert!(records.starts_with("easy 1 "), "{records}");
    assert!(records.contains("\nhard 0 -\n"), "{records}");
    // The won game's autosave is gone.
    let games = std::fs::read_dir(state.path().join("sudoku/games")).unwrap();
    assert_eq!(games.count(), 0);
}
