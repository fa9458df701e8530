//! Golden vectors: seed → exact puzzle, per level (`tests/golden/LEVEL.txt`, lines
//! `SEED PUZZLE`). These pin the generator's output; a change is a breaking change and must
//! be made deliberately (regenerate the files and say so in the changelog and the engine
//! README, "Seed stability").

use sudoku_engine::{Level, Request, Symmetry, generate_request};
use sudoku_tests::sudoku;

/// The golden lines of one level as `(seed, puzzle)`.
fn golden(level: Level) -> Vec<(u64, String)> {
    let path = format!("{}/golden/{level}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| {
            let (seed, puzzle) = line.split_once(' ').unwrap_or_else(|| panic!("{line}"));
            (seed.parse().unwrap(), puzzle.to_owned())
        })
        .collect()
}

#[test]
fn every_level_has_at_least_twenty_golden_seeds() {
    for level in Level::ALL {
        let lines = golden(level);
        assert!(lines.len() >= 20, "{level}: {}", lines.len());
        assert!(lines.iter().all(|(_, p)| p.len() == 81));
    }
}

#[test]
fn the_engine_reproduces_every_golden_puzzle() {
    for level in Level::ALL {
        for (seed, puzzle) in golden(level) {
            let request = Request::level(level).with_symmetry(Symmetry::None);
            let got = generate_request(&request, seed).unwrap().puzzle;
            let got = got.line().to_string();
            assert_eq!(got, puzzle, "{level} seed {seed}");
        }
    }
}

#[test]
fn the_cli_prints_the_golden_puzzles() {
    for level in Level::ALL {
        let lines = golden(level);
        let (seed, _) = lines[0];
        let expected: String = lines
            .iter()
            .take(3)
            .map(|(_, p)| format!("{p}\n"))
            .collect();
        sudoku()
            .args([
                "new",
                level.name(),
                "--seed",
                &seed.to_string(),
                "--count",
                "3",
            ])
            .assert()
            .success()
            .stdout(expected);
    }
}
