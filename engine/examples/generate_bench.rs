//! Generation benchmark and level check: `cargo run --release -p sudoku-engine --example
//! generate_bench -- [COUNT] [FIRST_SEED]`. For every level, generates COUNT puzzles (seeds
//! FIRST_SEED..), checks each has one solution and rates at its level, and prints the
//! median, p99 and worst generation time. Times are this thread's CPU time
//! (`CLOCK_THREAD_CPUTIME_ID`), so other load on the machine barely moves them.

use sudoku_engine::generator::generate;
use sudoku_engine::rater::rate;
use sudoku_engine::{Level, Solution, solve};

#[path = "../benches/common/cpu_time.rs"]
mod cpu_time;

/// Milliseconds spent running `f`: thread CPU time when available, else wall time.
fn time_ms<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let (out, ns) = cpu_time::time_ns(f);
    (out, ns as f64 / 1e6)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let first: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let mut failures = 0;
    for level in Level::ALL {
        let mut times = Vec::new();
        let (mut unique, mut at_level, mut clues) = (0, 0, 0usize);
        for seed in first..first + count {
            let (result, ms) = time_ms(|| generate(level, seed));
            times.push(ms);
            let Ok(p) = result else {
                println!("{level} seed {seed}: {}", result.unwrap_err());
                failures += 1;
                continue;
            };
            clues += p.filled();
            if matches!(solve(&p), Ok(Solution::Unique(_))) {
                unique += 1;
            }
            match rate(&p) {
                Ok(r) if r.level == level => at_level += 1,
                other => println!("{level} seed {seed}: rated {other:?}"),
            }
        }
        failures += (count - unique) + (count - at_level);
        times.sort_by(f64::total_cmp);
        let pct = |p: f64| times[((times.len() as f64 - 1.0) * p).round() as usize];
        println!(
            "{level:6}: {count} puzzles, {unique} unique, {at_level} at level, mean clues {:.1}, \
             ms/puzzle median {:.3} p99 {:.3} max {:.3} mean {:.3}",
            clues as f64 / count as f64,
            pct(0.5),
            pct(0.99),
            pct(1.0),
            times.iter().sum::<f64>() / times.len() as f64
        );
    }
    if failures > 0 {
        println!("FAILURES: {failures}");
        std::process::exit(1);
    }
}
