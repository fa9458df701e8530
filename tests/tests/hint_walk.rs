//! Hint walks: from a puzzle, always take `next_step` (what `hint` shows) until the grid is
//! full. Every step must agree with the solution (no technique removes the solution's digit
//! or places another), and no walk may need trial and error.

use sudoku_engine::solver::{Solution, solve};
use sudoku_engine::{Candidates, Grid, Level, Technique, generate, next_step};
use sudoku_tests::corpus_lines;

/// Most steps of a walk: each places a digit or removes a candidate.
const MAX_STEPS: usize = 810;

/// Walks `puzzle` with hints to the end; panics on a wrong step, trial and error, or a walk
/// that stops early. Returns the techniques used.
fn walk(puzzle: &Grid, what: &str) -> Vec<Technique> {
    let Ok(Solution::Unique(solution)) = solve(puzzle) else {
        panic!("{what}: not a unique puzzle");
    };
    let mut pm = Candidates::new(puzzle);
    let mut used = Vec::new();
    for _ in 0..MAX_STEPS {
        if pm.grid().is_full() {
            assert_eq!(pm.grid(), &solution, "{what}");
            return used;
        }
        let step = next_step(&pm).unwrap_or_else(|| panic!("{what}: no step in {}", pm.grid()));
        assert_ne!(step.technique(), Technique::TrialAndError, "{what}");
        for &(cell, digit) in step.placements() {
            assert_eq!(solution.get(cell), Some(digit), "{what}: {step}");
        }
        for &(cell, digit) in step.eliminations() {
            assert_ne!(solution.get(cell), Some(digit), "{what}: {step}");
        }
        assert!(step.apply(&mut pm), "{what}: {step} changed nothing");
        used.push(step.technique());
    }
    panic!("{what}: no end after {MAX_STEPS} steps");
}

#[test]
fn hint_walks_solve_generated_expert_and_extreme_puzzles() {
    for (level, count) in [(Level::Expert, 100), (Level::Extreme, 100)] {
        let mut hardest = Level::Easy;
        for seed in 0..count {
            let puzzle = generate(level, seed).unwrap();
            let used = walk(&puzzle, &format!("{level} seed {seed}"));
            let top = used.iter().map(|t| t.level()).max().unwrap_or(Level::Easy);
            hardest = hardest.max(top);
        }
        // Hints take the easiest step, so a walk may dodge what the rater's path needed;
        // over a hundred puzzles the level's techniques still show up.
        assert_eq!(hardest, level);
    }
}

#[test]
fn hint_walks_agree_with_the_solution_on_rated_corpora() {
    // Every technique's steps checked against the solution on puzzles that need them.
    for (name, count) in [
        ("qqwing_expert_1000.txt", 300),
        ("tdoku_magictour_top1465.txt", 100),
    ] {
        let Some(lines) = corpus_lines(name) else {
            return;
        };
        for (k, line) in lines.iter().take(count).enumerate() {
            let puzzle: Grid = line.parse().unwrap();
            walk(&puzzle, &format!("{name} line {}", k + 1));
        }
    }
}

#[test]
fn the_level_walk_needs_no_trial_on_puzzles_a_wrong_chain_once_stuck() {
    // From the forum's hardest list: a grouped chain's extra eliminations (since removed)
    // once struck the solution's digit on `rate`'s path, which then needed trial and error.
    for line in [
        "98.7..6..75.....8...6......5...8.4...4......3..74...5...897..6...56.4.9.....2...1",
        "98.7..6..7......8...5.8...43....2....9.6....1..6.9.5..2....3.....9.6.4.....1....7",
    ] {
        let rating = sudoku_engine::rate(&line.parse().unwrap()).unwrap();
        assert_eq!(rating.hardest, Some(Technique::ForcingNet), "{line}");
    }
}
