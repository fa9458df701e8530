//! Known-answer tests of the solver on the shared corpora (skipped when they are missing; see
//! `sudoku_tests::corpus`). `named_puzzles.rs` holds the tests that need no corpus.

use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Cell, Digit, Grid, Solution, count_solutions, solve};
use sudoku_tests::corpus_lines;

#[test]
fn solves_every_puzzle_of_the_17_clue_sample_correctly() {
    let Some(lines) = corpus_lines("tdoku_17clue_sample1000.txt") else {
        return;
    };
    assert_eq!(lines.len(), 1000);
    for (n, line) in lines.iter().enumerate() {
        let puzzle =
            Grid::parse_line(line.as_bytes()).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        assert_eq!(puzzle.filled(), 17, "line {}", n + 1);
        match solve(&puzzle) {
            Ok(Solution::Unique(s)) => {
                assert!(s.is_solved(), "line {}: solution breaks a rule", n + 1);
                assert!(s.solves(&puzzle), "line {}: solution drops a given", n + 1);
            }
            other => panic!("line {}: expected a unique solution, got {other:?}", n + 1),
        }
    }
}

#[test]
fn hard_puzzles_are_unique_and_solved() {
    let Some(lines) = corpus_lines("tdoku_forum_hardest_1905_11plus_sample1000.txt") else {
        return;
    };
    for line in lines.iter().take(200) {
        let puzzle = Grid::parse_line(line.as_bytes()).unwrap();
        match solve(&puzzle) {
            Ok(Solution::Unique(s)) => assert!(s.solves(&puzzle)),
            other => panic!("{line}: {other:?}"),
        }
    }
}

#[test]
fn empty_grid_has_many_solutions_and_contradictions_have_none() {
    assert_eq!(count_solutions(&Grid::EMPTY, 2), Ok(2));
    assert!(matches!(solve(&Grid::EMPTY), Ok(Solution::Multiple(g)) if g.is_solved()));
    // r1c1 can hold nothing: its row holds 1-8 and its column 9.
    let mut g = Grid::EMPTY;
    for c in 1..9 {
        g.set(Cell::at(0, c).unwrap(), Digit::new(c as u8));
    }
    g.set(Cell::at(5, 0).unwrap(), Digit::new(9));
    assert_eq!(count_solutions(&g, 2), Ok(0));
    assert_eq!(solve(&g), Ok(Solution::Unsolvable));
}

#[test]
fn removing_a_clue_from_a_minimal_puzzle_gives_multiple_solutions() {
    // 17-clue puzzles are minimal: every clue is needed.
    let Some(lines) = corpus_lines("tdoku_17clue_sample1000.txt") else {
        return;
    };
    let line = &lines[0];
    let puzzle = Grid::parse_line(line.as_bytes()).unwrap();
    for cell in Cell::all().filter(|&c| !puzzle.is_empty_at(c)) {
        let mut fewer = puzzle;
        fewer.set(cell, None);
        assert_eq!(count_solutions(&fewer, 2), Ok(2), "without {cell}");
    }
}

#[test]
fn every_hard_list_and_qqwing_puzzle_is_unique_and_solved() {
    for file in [
        "tdoku_magictour_top1465.txt",
        "qqwing_simple_1000.txt",
        "qqwing_expert_1000.txt",
    ] {
        let Some(lines) = corpus_lines(file) else {
            continue;
        };
        for line in lines {
            let puzzle = Grid::parse_line(line.as_bytes()).unwrap();
            match solve(&puzzle) {
                Ok(Solution::Unique(s)) => assert!(s.solves(&puzzle), "{file}: {line}"),
                other => panic!("{file}: {line}: {other:?}"),
            }
            assert_eq!(count_solutions(&puzzle, 3), Ok(1), "{file}: {line}");
        }
    }
}

/// The search's guesses, pinned: speed work must not change which cells the solver branches
/// on by accident (guesses are the hardware-independent measure of its effort). A change of
/// the propagation or guess rules that is meant to change them updates these numbers, with
/// the benchmark figures in its commit message. The engine's default build (fast cores) adds
/// the triad rule and branches on band configurations, as tdoku does (on a bivalue cell while
/// few cells are open before the first contradiction); the small-flash build (Cortex-M0)
/// branches on bivalue cells.
#[test]
fn the_search_makes_the_recorded_number_of_guesses() {
    let fast = cfg!(feature = "engine-defaults");
    for (file, expected) in [
        (
            "tdoku_forum_hardest_1905_11plus_sample1000.txt",
            if fast { 60_851 } else { 83_971 },
        ),
        (
            "tdoku_magictour_top1465.txt",
            if fast { 13_615 } else { 16_998 },
        ),
        ("tdoku_17clue_sample1000.txt", if fast { 752 } else { 729 }),
    ] {
        let Some(lines) = corpus_lines(file) else {
            continue;
        };
        let mut guesses = 0u64;
        let mut solver = Solver::<DEFAULT_DEPTH>::new();
        for line in lines {
            let puzzle = Grid::parse_line(line.as_bytes()).unwrap();
            let count = solver.count(&puzzle, 2).unwrap();
            assert_eq!(count.solutions, 1, "{file}: {line}");
            guesses += u64::from(count.stats.guesses);
        }
        assert_eq!(guesses, expected, "{file}: total guesses");
    }
}
