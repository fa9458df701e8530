//! Generator requests, measured: `cargo run --release -p sudoku-engine --example
//! generate_requests -- MODE ...`. Times are this thread's CPU time.
//!
//! - `symmetry COUNT [FIRST_SEED] [LEVEL]`: for every level (or LEVEL) and seed, every
//!   symmetry in turn (interleaved, so load on the machine moves them alike); checks each
//!   puzzle is symmetric, unique and rated at its level, and prints per level and symmetry
//!   the median generation time with its quartiles (with the rating a request returns, and
//!   without it), the share of minimal puzzles, mean clues and the scores.
//! - `score RANGE COUNT [FIRST_SEED]`: `Request::score(RANGE)` for COUNT seeds; checks every
//!   score is in the range and prints the median time with quartiles and the levels dug.
//! - `minimal LEVEL SYMMETRY COUNT [FIRST_SEED]`: `with_minimal(true)`, median time.

use sudoku_engine::{
    Level, Request, ScoreRange, Solution, Symmetry, generate_request, is_minimal, rate, solve,
};

#[path = "../benches/common/cpu_time.rs"]
mod cpu_time;

/// Milliseconds spent running `f`: thread CPU time when available, else wall time.
fn time_ms<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let (out, ns) = cpu_time::time_ns(f);
    (out, ns as f64 / 1e6)
}

/// The `p` quantile (0..=1) of sorted `v`.
fn q(v: &[f64], p: f64) -> f64 {
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

/// "median (p25–p75, max)" of `v`.
fn spread(v: &mut [f64]) -> String {
    v.sort_by(f64::total_cmp);
    format!(
        "median {:.2} (p25 {:.2}, p75 {:.2}, max {:.1})",
        q(v, 0.5),
        q(v, 0.25),
        q(v, 0.75),
        q(v, 1.0)
    )
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    let num = |i: usize, d: u64| arg(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let failures = match arg(0) {
        Some("symmetry") => {
            let levels: Vec<Level> = match arg(3) {
                Some(l) => vec![l.parse().expect("a level")],
                None => Level::ALL.to_vec(),
            };
            symmetry(&levels, num(1, 200), num(2, 0))
        }
        Some("score") => score(
            arg(1).expect("a range").parse().expect("a score range"),
            num(2, 200),
            num(3, 0),
        ),
        Some("minimal") => minimal(
            arg(1).expect("a level").parse().expect("a level"),
            arg(2).expect("a symmetry").parse().expect("a symmetry"),
            num(3, 20),
            num(4, 0),
        ),
        _ => {
            eprintln!(
                "usage: symmetry COUNT [FIRST] [LEVEL] | score RANGE COUNT [FIRST] | minimal LEVEL SYMMETRY COUNT [FIRST]"
            );
            std::process::exit(2);
        }
    };
    if failures > 0 {
        println!("FAILURES: {failures}");
        std::process::exit(1);
    }
}

/// Every symmetry per seed, interleaved.
fn symmetry(levels: &[Level], count: u64, first: u64) -> u64 {
    let mut failures = 0;
    for &level in levels {
        let n = Symmetry::ALL.len();
        let mut times = vec![Vec::new(); n];
        let mut scores = vec![Vec::new(); n];
        let mut found = vec![Vec::new(); n];
        let (mut minimal, mut clues) = (vec![0u64; n], vec![0usize; n]);
        for seed in first..first + count {
            for (k, symmetry) in Symmetry::ALL.into_iter().enumerate() {
                let request = Request::level(level).with_symmetry(symmetry);
                let (made, ms) = time_ms(|| generate_request(&request, seed));
                times[k].push(ms);
                let made = match made {
                    Ok(made) => made,
                    Err(e) => {
                        println!("{level} {symmetry} seed {seed}: {e}");
                        failures += 1;
                        continue;
                    }
                };
                let p = made.puzzle;
                // The time to find the puzzle, without the rating every request returns.
                let (_, rate_ms) = time_ms(|| rate(&p));
                found[k].push(ms - rate_ms);
                let ok = symmetry.holds(&p)
                    && matches!(solve(&p), Ok(Solution::Unique(_)))
                    && made.rating.level == level;
                if !ok {
                    println!("{level} {symmetry} seed {seed}: {p} {:?}", made.rating);
                    failures += 1;
                }
                minimal[k] += u64::from(is_minimal(&p).unwrap());
                clues[k] += p.filled();
                scores[k].push(f64::from(made.rating.score.tenths()) / 10.0);
            }
        }
        for (k, symmetry) in Symmetry::ALL.into_iter().enumerate() {
            let done = scores[k].len().max(1);
            scores[k].sort_by(f64::total_cmp);
            println!(
                "{level:7} {symmetry:12}: {} ok of {count}, minimal {:.1} %, clues {:.1}, score median {:.1} (min {:.1}, max {:.1}), ms {}; without rating {}",
                scores[k].len(),
                100.0 * minimal[k] as f64 / done as f64,
                clues[k] as f64 / done as f64,
                q(&scores[k], 0.5),
                q(&scores[k], 0.0),
                q(&scores[k], 1.0),
                spread(&mut times[k]),
                spread(&mut found[k]),
            );
        }
    }
    failures
}

/// `Request::score(range)` for `count` seeds.
fn score(range: ScoreRange, count: u64, first: u64) -> u64 {
    let mut failures = 0;
    let mut times = Vec::new();
    let mut levels = [0u32; 5];
    for seed in first..first + count {
        let (made, ms) = time_ms(|| generate_request(&Request::score(range), seed));
        times.push(ms);
        match made {
            Ok(made) if range.contains(made.rating.score) => {
                levels[made.rating.level as usize] += 1;
            }
            other => {
                println!("seed {seed}: {other:?}");
                failures += 1;
            }
        }
    }
    println!(
        "score {range}: {count} seeds, levels {levels:?}, ms {}",
        spread(&mut times)
    );
    failures
}

/// `with_minimal(true)` for `count` seeds.
fn minimal(level: Level, symmetry: Symmetry, count: u64, first: u64) -> u64 {
    let mut failures = 0;
    let mut times = Vec::new();
    let request = Request::level(level)
        .with_symmetry(symmetry)
        .with_minimal(true);
    for seed in first..first + count {
        let (made, ms) = time_ms(|| generate_request(&request, seed));
        times.push(ms);
        match made {
            Ok(made) if is_minimal(&made.puzzle).unwrap() && made.rating.level == level => {}
            other => {
                println!("seed {seed}: {other:?}");
                failures += 1;
            }
        }
    }
    println!(
        "minimal {level} {symmetry}: {count} seeds, ms {}",
        spread(&mut times)
    );
    failures
}
