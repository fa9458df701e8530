//! Rating benchmark and calibration driver (run by hand, release build): rates every puzzle
//! of a file (81-character lines; a `.se.tsv` file's first column) and prints one line per
//! puzzle, `MICROSECONDS<TAB>LEVEL<TAB>SCORE<TAB>TECHNIQUE`, then the median, p99 and
//! maximum time on stderr. Times are this thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`,
//! wall time where that is missing), so other load on the machine barely moves them.
//! `scripts/calibrate.py` compares the scores with SE's.
//!
//! `cargo run --release -p sudoku-engine --example rate_corpus -- FILE [LIMIT]`

use sudoku_engine::{Grid, rate};

#[path = "../benches/common/cpu_time.rs"]
mod cpu_time;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: rate_corpus FILE [LIMIT]");
        std::process::exit(2);
    };
    let limit = args
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(usize::MAX);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(2);
    });
    let mut times = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()).take(limit) {
        let puzzle = line.split('\t').next().unwrap_or("");
        let Ok(grid) = Grid::parse_line(puzzle.as_bytes()) else {
            println!("-\tinvalid\t-\t-");
            continue;
        };
        let (rating, ns) = cpu_time::time_ns(|| rate(&grid));
        let us = ns / 1000;
        times.push(us);
        match rating {
            Ok(r) => {
                let t = r.hardest.map_or("-".to_owned(), |t| t.to_string());
                println!("{us}\t{}\t{}\t{t}", r.level, r.score);
            }
            Err(e) => println!("{us}\terror\t-\t{e}"),
        }
    }
    times.sort_unstable();
    if let (Some(&max), false) = (times.last(), times.is_empty()) {
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        eprintln!(
            "{} puzzles: median {} us, p99 {} us, max {} us",
            times.len(),
            at(0.5),
            at(0.99),
            max
        );
    }
}
