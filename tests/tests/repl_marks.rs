//! Pencil marks, the board after each move, and saved games (version 2) through the piped
//! REPL, with exact expected output.

use sudoku_tests::PUZZLE;
use sudoku_tests::run_piped;

/// The lines after the board that `load` prints (14 lines and "51 cells left").
fn after_load(stdout: &str) -> Vec<&str> {
    stdout.lines().skip(15).collect()
}

#[test]
fn marks_toggle_clear_from_peers_and_undo_restores_them() {
    let script = format!(
        "load {PUZZLE}\nmark r1c3 1 2 4\nmark r1c4 26\nunmark r1c4 6\nmark r1c3 1\nmark r1c4 2\n\
         mark r1c4 2\nput r1c3 2\nundo\nmark r1c1 5\nmark r2c2 -\n"
    );
    let (stdout, stderr, code) = run_piped(&script);
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "error: r1c1 holds a digit: pencil marks are for empty cells\n"
    );
    assert_eq!(
        after_load(&stdout),
        [
            "r1c3 marks: 124",
            "r1c4 marks: 26",
            "r1c4 marks: 2",
            "r1c3 marks: 24",
            "r1c4 marks: -",
            "r1c4 marks: 2",
            "r1c3 = 2; 50 cells left",
            "undid: r1c3 cleared; 51 cells left",
            "r2c2 marks are already -: nothing changed",
        ]
    );
}

#[test]
fn show_marks_draws_marks_as_three_by_three_grids_in_80_columns() {
    let script =
        format!("load {PUZZLE}\nmark r1c3 1 2 4\nmark r2c2 2 4 7 9\nput r1c4 6\nshow marks\n");
    let (stdout, stderr, _) = run_piped(&script);
    assert_eq!(stderr, "");
    let board: Vec<&str> = stdout.lines().skip(18).collect();
    assert_eq!(board.len(), 38, "{stdout}");
    assert!(board.iter().all(|l| l.chars().count() <= 80));
    assert_eq!(
        &board[..10],
        [
            "      1   2   3     4   5   6     7   8   9",
            "   +-------------+-------------+-------------+",
            "   |         12· |             |             |",
            " 1 |  5   3  4·· | (6)  7   .  |  .   .   .  |",
            "   |         ··· |             |             |",
            "   |             |             |             |",
            "   |     ·2·     |             |             |",
            " 2 |  6  4··  .  |  1   9   5  |  .   .   .  |",
            "   |     7·9     |             |             |",
            "   |             |             |             |",
        ]
    );
}

#[test]
fn clashes_are_marked_without_colour() {
    let (stdout, _, _) = run_piped(format!("load {PUZZLE}\nput r1c3 5\nshow\n"));
    assert!(
        stdout.contains(" 1 |!5  3 !5!| .  7  . | .  .  . |\n"),
        "{stdout}"
    );
}

#[test]
fn the_board_follows_every_move_when_asked() {
    let (stdout, _, _) = run_piped(format!(
        "load {PUZZLE}\nset board on\nput r1c3 4\nset board off\nput r1c4 6\n"
    ));
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[15], "board after every move: on");
    assert_eq!(lines[16], "     1  2  3   4  5  6   7  8  9");
    assert_eq!(lines[18], " 1 | 5  3 (4)| .  7  . | .  .  . |");
    assert_eq!(lines[30], "r1c3 = 4; 50 cells left");
    assert_eq!(lines[31], "board after every move: off");
    assert_eq!(lines[32], "r1c4 = 6; 49 cells left");
    assert_eq!(lines.len(), 33);
}

#[test]
fn hints_work_on_the_players_marks() {
    // With every candidate marked, the first hint is the same as without marks; a mark that
    // lost the cell's digit is pointed out first.
    let (stdout, _, _) = run_piped(format!(
        "load {PUZZLE}\nmarks auto\nhint\nunmark r1c3 4\nhint\n"
    ));
    assert_eq!(
        after_load(&stdout),
        [
            "pencil marks in 51 cells",
            "hidden single: 8 can only go in r1c6 within box 2 [1.2]",
            "r1c3 marks: 12",
            "the pencil marks of r1c3 lack the digit it needs: mark it again (`mark r1c3 -` \
             clears them)",
        ]
    );
}

#[test]
fn hint_cell_reveals_the_next_placed_cell_and_counts() {
    let (stdout, _, code) = run_piped(format!("load {PUZZLE}\nhint cell\nhint cell\nundo\n"));
    assert_eq!(code, Some(0));
    assert_eq!(
        after_load(&stdout),
        [
            "revealed (1 so far): r1c6 = 8; 50 cells left",
            "revealed (2 so far): r1c4 = 6; 49 cells left",
            "undid: r1c4 cleared; 50 cells left",
        ]
    );
}

#[test]
fn a_saved_game_keeps_marks_and_history_and_version_1_still_opens() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.sav");
    let f = file.display();
    let (_, stderr, code) = run_piped(format!(
        "load {PUZZLE}\nmark r1c3 1 2 4\nput r1c4 6\nput r1c3 4\nundo\nsave {f}\n"
    ));
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.starts_with("# sudoku game v2\n"), "{saved}");
    assert!(saved.contains("\nmarks  r1c3:124\n"), "{saved}");
    assert!(saved.contains("\norigin loaded\nstarted "), "{saved}");
    assert!(saved.contains("\nelapsed "), "{saved}");
    // Resumed: marks shown, the redo step and both undo steps still there.
    let (stdout, stderr, code) = run_piped(format!("open {f}\nredo\nundo\nundo\nundo\nundo\n"));
    assert_eq!(
        (stderr.as_str(), code),
        ("error: nothing to undo\n", Some(1))
    );
    // The opened game's board shows its marks (22 lines) before the cells left.
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[1].starts_with(" 1 |   5     3   12·4· |  (6) "),
        "{stdout}"
    );
    assert_eq!(lines[22], "50 cells left", "{stdout}");
    assert_eq!(
        stdout.lines().skip(23).collect::<Vec<_>>(),
        [
            "redid: r1c3 = 4; 49 cells left",
            "undid: r1c3 cleared; 50 cells left",
            "undid: r1c4 cleared; 51 cells left",
            "undid: r1c3 marks: -",
        ]
    );
    // Version 1: puzzle, board, origin.
    let v1 = dir.path().join("old.sav");
    std::fs::write(
        &v1,
        format!(
            "# sudoku game v1\npuzzle {PUZZLE}\nboard  534{}\norigin easy 7\n",
            &PUZZLE[3..]
        ),
    )
    .unwrap();
    let (stdout, stderr, _) = run_piped(format!("open {}\nshow line\n", v1.display()));
    assert_eq!(stderr, "");
    assert!(stdout.ends_with(&format!("50 cells left\n534{}\n", &PUZZLE[3..])));
}

#[test]
fn save_refuses_to_overwrite_other_files_and_open_is_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    let (_, stderr, code) = run_piped(format!("load {PUZZLE}\nsave {}\n", notes.display()));
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        format!(
            "error: {} exists and is not a saved game; not overwritten (choose another name)\n",
            notes.display()
        )
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes\n");
    let big = dir.path().join("big.sav");
    std::fs::write(&big, "# sudoku game v2\n".repeat(10_000)).unwrap();
    let started = std::time::Instant::now();
    let (_, stderr, code) = run_piped(format!("open {}\nopen /dev/zero\n", big.display()));
    assert!(started.elapsed().as_secs() < 5);
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        format!(
            "error: {}: not a saved game (larger than 64 KB)\n\
             error: /dev/zero is a device, not a regular file: left alone\n",
            big.display()
        )
    );
}

#[test]
fn with_marks_a_hint_names_the_marked_digits_an_elimination_removes() {
    use sudoku_engine::{Candidates, Level, generate, next_step};
    // Follow the engine's steps on a hard puzzle up to its first elimination; the player
    // makes the same placements, then marks every candidate.
    let puzzle = generate(Level::Hard, 42).unwrap();
    let mut pm = Candidates::new(&puzzle);
    let mut script = format!("load {}\n", puzzle.line());
    let elimination = loop {
        let step = next_step(&pm).expect("the hard ladder finishes this puzzle");
        if let Some(&(cell, digit)) = step.placements().first() {
            script.push_str(&format!("put {cell} {digit}\n"));
            assert!(step.apply(&mut pm));
        } else {
            break step;
        }
    };
    script.push_str("marks auto\nhint\n");
    // The player records the elimination with `unmark`, then asks again.
    for &(cell, digit) in elimination.eliminations() {
        script.push_str(&format!("unmark {cell} {digit}\n"));
    }
    assert!(elimination.apply(&mut pm));
    let after = next_step(&pm).unwrap();
    script.push_str("hint\n");
    let (stdout, stderr, code) = run_piped(&script);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let lines: Vec<&str> = stdout.lines().collect();
    let hint_at = lines
        .iter()
        .position(|l| l.starts_with("pencil marks in "))
        .unwrap()
        + 1;
    assert_eq!(
        lines[hint_at],
        format!("{elimination} [{}]", elimination.score())
    );
    assert!(
        lines[hint_at].contains(", so remove "),
        "{}",
        lines[hint_at]
    );
    assert_eq!(
        lines.last().copied(),
        Some(format!("{after} [{}]", after.score()).as_str())
    );
}

#[test]
fn a_long_history_is_trimmed_so_that_the_save_opens_again() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("long.sav");
    let mut script = format!("load {PUZZLE}\n");
    script.push_str(&"marks auto\nmarks clear\n".repeat(60));
    script.push_str(&"undo\n".repeat(120));
    script.push_str(&format!(
        "save {}\nopen {}\nredo\n",
        file.display(),
        file.display()
    ));
    let (stdout, stderr, code) = run_piped(&script);
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
    let size = std::fs::metadata(&file).unwrap().len();
    assert!(size <= 64 * 1024, "{size} bytes");
    assert!(
        stdout.ends_with("redid: pencil marks in 51 cells\n"),
        "{stdout}"
    );
}

#[test]
fn an_opened_history_must_keep_digits_free_of_marks() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.sav");
    std::fs::write(
        &file,
        format!(
            "# sudoku game v2\npuzzle {PUZZLE}\nboard  {PUZZLE}\nmarks  -\n\
             undo   cell r1c3 v:r1c3:5:. m:r1c3:7:-\n"
        ),
    )
    .unwrap();
    let (_, stderr, code) = run_piped(format!("open {}\n", file.display()));
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        format!(
            "error: {}: undoing `cell r1c3 v:r1c3:5:. m:r1c3:7:-` would leave r1c3 with a digit \
             and pencil marks\n",
            file.display()
        )
    );
}

#[test]
fn restart_with_nothing_to_clear_and_spaced_cells() {
    let (stdout, stderr, _) = run_piped(format!("load {PUZZLE}\nrestart\nput 1  3   4\nundo\n"));
    assert_eq!(stderr, "");
    assert_eq!(
        after_load(&stdout),
        [
            "nothing to clear: no entries and no marks yet",
            "r1c3 = 4; 50 cells left",
            "undid: r1c3 cleared; 51 cells left",
        ]
    );
}

#[test]
fn show_draws_marks_two_lines_a_cell_in_22_lines() {
    let script = format!("load {PUZZLE}\nmark r1c3 1 2 4\nmark r2c2 2 4 7 9\nput r1c4 6\nshow\n");
    let (stdout, stderr, _) = run_piped(&script);
    assert_eq!(stderr, "");
    let board: Vec<&str> = stdout.lines().skip(18).collect();
    assert_eq!(board.len(), 22, "{stdout}");
    assert_eq!(
        &board[..5],
        [
            "   +---1-----2-----3---+---4-----5-----6---+---7-----8-----9---+",
            " 1 |   5     3   12·4· |  (6)    7     .   |   .     .     .   |",
            "   |             ····  |                   |                   |",
            " 2 |   6   ·2·4·   .   |   1     9     5   |   .     .     .   |",
            "   |       ·7·9        |                   |                   |",
        ]
    );
}
