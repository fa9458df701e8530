//! The checks each fuzz target runs on one input. Shared with the stable regression test
//! (`tests/tests/fuzz_regressions.rs`), which replays every committed input through them.
//! A check that fails panics, which is what libFuzzer reports as a crash.
// Each fuzz target uses one of these functions; the rest are unused in that binary.
#![allow(dead_code)]

use sudoku_engine::{Grid, Solution, count_solutions, solve};

/// Parsing one line never panics; success round-trips through the line format, failure
/// carries a position inside (or just past) the input.
pub fn parse_line(data: &[u8]) {
    match Grid::parse_line(data) {
        Ok(grid) => {
            assert!(grid.first_conflict().is_none());
            let line = grid.to_line_bytes();
            assert_eq!(Grid::parse_line(&line), Ok(grid));
        }
        Err(e) => {
            assert!(
                e.column <= data.len() + 1,
                "column {} past input of {}",
                e.column,
                data.len()
            );
            assert!(!format!("{e}").is_empty());
        }
    }
}

/// Same for the 9-line grid parser; success round-trips through the boxed board.
pub fn parse_grid(data: &[u8]) {
    match Grid::parse_grid(data) {
        Ok(grid) => {
            let board = format!("{}", grid.boxed());
            assert_eq!(Grid::parse_grid(board.as_bytes()), Ok(grid));
        }
        Err(e) => {
            let lines = data.split(|&b| b == b'\n').count();
            assert!(
                e.line <= lines,
                "line {} past input of {lines} lines",
                e.line
            );
            assert!(!format!("{e}").is_empty());
        }
    }
}

/// Builds a grid from byte pairs (cell, digit) and checks that `solve` and
/// `count_solutions` agree and that any solution is valid and keeps the givens.
pub fn solve_grid(data: &[u8]) {
    let mut cells = [0u8; 81];
    for pair in data.chunks_exact(2) {
        if let (Some(&c), Some(&d)) = (pair.first(), pair.get(1)) {
            if let Some(slot) = cells.get_mut(usize::from(c) % 81) {
                *slot = d % 10;
            }
        }
    }
    let Ok(grid) = Grid::from_cells(cells) else {
        unreachable!("values are reduced below 10")
    };
    let count = count_solutions(&grid, 3).expect("default depth suffices");
    match solve(&grid).expect("default depth suffices") {
        Solution::None => assert_eq!(count, 0),
        Solution::Unique(s) => {
            assert_eq!(count, 1);
            assert!(s.solves(&grid));
        }
        Solution::Multiple(s) => {
            assert!(count >= 2);
            assert!(s.solves(&grid));
        }
    }
}
