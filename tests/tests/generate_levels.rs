//! The generator's promise over many seeds: every puzzle has exactly one solution and rates
//! at the level asked. The full run (1,000 seeds per level) is `#[ignore]`d; run it with
//! `cargo test --release -p sudoku-tests --test generate_levels -- --ignored`.

use sudoku_engine::{Level, Solution, generator::generate, rater::rate, solve};

fn check(level: Level, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let p = generate(level, seed).unwrap_or_else(|e| panic!("{level} seed {seed}: {e}"));
        assert!(
            matches!(solve(&p), Ok(Solution::Unique(_))),
            "{level} seed {seed}: not unique"
        );
        let r = rate(&p).unwrap();
        assert_eq!(r.level, level, "{level} seed {seed}: {}", p.line());
    }
}

#[test]
fn a_few_seeds_per_level_are_unique_and_at_level() {
    for level in Level::ALL {
        check(level, 100..105);
    }
}

#[test]
#[ignore = "1,000 seeds per level: run by hand in release"]
fn a_thousand_seeds_per_level_are_unique_and_at_level() {
    for level in Level::ALL {
        check(level, 0..1000);
    }
}
