//! Winning: time, mistakes and hints in the win message; best times per level in `stats`.
//! Mistakes count when the player is shown them; a game given cells (revealed, or the
//! solution shown) is an assisted win, never a best time.

use std::path::Path;

use sudoku_engine::{Cell, Digit, Grid, Level, Solution, generate, solve};
use sudoku_tests::sudoku;

/// Runs `script` with its data and state in `dir`: standard output and error.
fn run(dir: &Path, script: &str) -> (String, String) {
    let out = sudoku()
        .env("XDG_DATA_HOME", dir)
        .env("XDG_STATE_HOME", dir)
        .write_stdin(script)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A generated puzzle, its solution, its empty cells.
fn puzzle(level: Level, seed: u64) -> (Grid, Grid, Vec<Cell>) {
    let puzzle = generate(level, seed).unwrap();
    let Ok(Solution::Unique(solution)) = solve(&puzzle) else {
        panic!("generated puzzles are unique")
    };
    let empty = Cell::all().filter(|&c| puzzle.is_empty_at(c)).collect();
    (puzzle, solution, empty)
}

/// The lines that put `solution`'s digit in each of `cells`.
fn puts<'a>(cells: impl IntoIterator<Item = &'a Cell>, solution: &Grid) -> String {
    cells
        .into_iter()
        .map(|cell| format!("put {cell} {}\n", solution.get(*cell).unwrap()))
        .collect()
}

/// A digit for `cell` that is wrong but clashes with no given of `puzzle`.
fn legal_wrong(puzzle: &Grid, solution: &Grid, cell: Cell) -> Digit {
    Digit::ALL
        .into_iter()
        .find(|&d| Some(d) != solution.get(cell) && !puzzle.clashes(cell, d))
        .expect("a wrong digit the givens allow")
}

fn line_starting<'a>(stdout: &'a str, start: &str) -> &'a str {
    stdout
        .lines()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no line starting {start:?} in {stdout}"))
}

/// The `stats` table: the header and one line per level.
fn table(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .skip_while(|l| !l.starts_with("level"))
        .take(5)
        .collect()
}

#[test]
fn a_win_shows_mistakes_and_hints_and_counts_in_the_best_times() {
    let dir = tempfile::tempdir().unwrap();
    let (grid, solution, empty) = puzzle(Level::Easy, 11);
    let (first, rest) = empty.split_first().unwrap();
    let wrong = legal_wrong(&grid, &solution, *first);
    // One wrong digit shown by `check` (twice: it counts once), corrected; a hint asked
    // twice on the same position (counted once); then the rest.
    let mut script = format!(
        "new easy 11\nput {first} {wrong}\ncheck\ncheck\nput {first} {}\nhint\nhint\n",
        solution.get(*first).unwrap()
    );
    script.push_str(&puts(rest, &solution));
    script.push_str("stats\n");
    let (stdout, stderr) = run(dir.path(), &script);
    assert_eq!(stderr, "");
    let solved = line_starting(&stdout, "Solved");
    assert!(
        solved.starts_with("Solved! Every cell is right, in 0:0")
            && solved.ends_with(" with 1 mistake, 1 hint and 0 cells revealed."),
        "{solved}"
    );
    assert!(
        stdout.contains("Your first easy win: best time 0:0"),
        "{stdout}"
    );
    let table = table(&stdout);
    assert_eq!(table[0], "level    won  assisted  best time");
    assert!(
        table[1].starts_with("easy       1         0  0:0"),
        "{}",
        table[1]
    );
    assert_eq!(table[3], "hard       0         0  -");
    let records = std::fs::read_to_string(dir.path().join("sudoku/records")).unwrap();
    assert!(records.starts_with("easy 1 "), "{records}");
    assert!(records.contains("\nhard 0 - 0\n"), "{records}");
    // The won game's autosave is gone.
    let games = std::fs::read_dir(dir.path().join("sudoku/games")).unwrap();
    assert_eq!(
        games
            .filter(|e| e.as_ref().unwrap().path().is_file())
            .count(),
        0
    );
}

#[test]
fn a_game_won_with_revealed_cells_is_an_assisted_win_without_a_best_time() {
    let dir = tempfile::tempdir().unwrap();
    // Records written before assisted wins: three words a line.
    std::fs::create_dir_all(dir.path().join("sudoku")).unwrap();
    std::fs::write(
        dir.path().join("sudoku/records"),
        "easy 2 300\nhard 1 900\n",
    )
    .unwrap();
    let (_, _, empty) = puzzle(Level::Hard, 42);
    let script = format!("new hard 42\n{}stats\n", "hint cell\n".repeat(empty.len()));
    let (stdout, stderr) = run(dir.path(), &script);
    assert_eq!(stderr, "");
    let solved = line_starting(&stdout, "Solved");
    assert!(
        solved.starts_with("Solved with help: every cell is right, in 0:0")
            && solved.ends_with(&format!(" and {} cells revealed.", empty.len())),
        "{solved}"
    );
    assert!(!stdout.contains("best time 0:"), "{stdout}");
    assert_eq!(
        line_starting(&stdout, "An assisted"),
        "An assisted hard win (cells were revealed): no best time; assisted hard wins: 1"
    );
    let table = table(&stdout);
    assert_eq!(table[1], "easy       2         0  5:00");
    assert_eq!(table[3], "hard       1         1  15:00");
    let records = std::fs::read_to_string(dir.path().join("sudoku/records")).unwrap();
    assert!(records.contains("hard 1 900 1\n"), "{records}");
}

#[test]
fn seeing_the_solution_during_a_game_makes_its_win_assisted() {
    let dir = tempfile::tempdir().unwrap();
    let (_, solution, empty) = puzzle(Level::Easy, 11);
    let mut script = String::from("new easy 11\nsolve\n");
    script.push_str(&puts(&empty, &solution));
    script.push_str("stats\n");
    let (stdout, stderr) = run(dir.path(), &script);
    assert_eq!(stderr, "");
    let solved = line_starting(&stdout, "Solved");
    assert!(
        solved.ends_with(" and 0 cells revealed, after seeing the solution."),
        "{solved}"
    );
    assert_eq!(
        line_starting(&stdout, "An assisted"),
        "An assisted easy win (the solution was shown): no best time; assisted easy wins: 1"
    );
    assert_eq!(table(&stdout)[1], "easy       0         1  -");
}

#[test]
fn a_wrong_digit_counts_only_once_shown_unless_feedback_is_on() {
    let dir = tempfile::tempdir().unwrap();
    let (grid, solution, empty) = puzzle(Level::Easy, 11);
    let (first, rest) = empty.split_first().unwrap();
    let (second, rest) = rest.split_first().unwrap();
    let right = |c: &Cell| solution.get(*c).unwrap();
    // The second wrong digit must not clash with the first cell's right digit either.
    let mut after_first = grid;
    after_first.set(*first, Some(right(first)));
    let (w1, w2) = (
        legal_wrong(&grid, &solution, *first),
        legal_wrong(&after_first, &solution, *second),
    );
    // A wrong digit put right before anything shows it is no mistake; with feedback on, one
    // is flagged and counted as it is placed.
    let mut script = format!(
        "new easy 11\nput {first} {w1}\nput {first} {}\nset feedback on\nput {second} {w2}\n\
         put {second} {}\n",
        right(first),
        right(second)
    );
    script.push_str(&puts(rest, &solution));
    let (stdout, stderr) = run(dir.path(), &script);
    assert_eq!(stderr, "");
    let left = empty.len() - 1;
    assert!(
        stdout.contains(&format!("{first} = {w1}; {left} cells left\n")),
        "no flag with feedback off: {stdout}"
    );
    assert!(
        stdout.contains("a wrong digit is flagged and counted as it is placed: on\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "{second} = {w2} (not right: 1 mistake so far); {} cells left\n",
            left - 1
        )),
        "{stdout}"
    );
    assert!(
        line_starting(&stdout, "Solved!")
            .ends_with(" with 1 mistake, 0 hints and 0 cells revealed."),
        "{stdout}"
    );
}
