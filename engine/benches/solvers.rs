//! Side-by-side solver benchmark: this engine against the `sudoku` crate 0.8 (a JCZSolve
//! port), on the shared corpora, in one run.
//!
//! `cargo bench -p sudoku-engine --bench solvers` prints, per corpus, the median µs per puzzle
//! of both solvers (parse included, count solutions up to 2; thread CPU time, the two
//! interleaved every 1,000 puzzles), the ratio ours / crate, and our guesses per puzzle and
//! deepest guess chain. Environment: `BENCH_REPS` (default 5) timed
//! repetitions, `BENCH_LIMIT` caps the puzzles per corpus (default: all), `BENCH_ONLY` runs
//! the sets whose name contains it, `BENCH_VERBOSE` prints every run to stderr, and
//! `BENCH_FIGURES=1` writes the table into the "solver-speed" section of `docs/figures.md`.

use std::hint::black_box;
#[path = "common/corpora.rs"]
mod corpora;
#[path = "common/cpu_time.rs"]
mod cpu_time;
#[path = "common/figures.rs"]
mod figures;

use sudoku_engine::Grid;
use sudoku_engine::solver::{Count, DEFAULT_DEPTH, FRAME_BYTES, SolveStats, Solver};

/// The sets: name, file, and the count up to 2 every puzzle of the file has (serg's puzzles
/// have several solutions each: the search goes on after the first).
const CORPORA: [(&str, &str, u32); 5] = [
    ("kaggle", "kaggle_sample_20k.txt", 1),
    ("17-clue", "tdoku_17clue.txt", 1),
    ("top1465", "tdoku_magictour_top1465.txt", 1),
    ("1905_11+", "tdoku_forum_hardest_1905_11plus.txt", 1),
    ("serg", "tdoku_serg_benchmark.txt", 2),
];

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The puzzles of a corpus file, from `$SUDOKU_CORPORA` if set, else `../shared/data` beside
/// the repository (as the tests find them); `None` with a note when the file is missing.
fn load(file: &str, limit: usize) -> Option<Vec<String>> {
    let path = corpora::dir().join(file);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            println!(
                "skipped: cannot read {} ({e}); set SUDOKU_CORPORA=DIR",
                path.display()
            );
            return None;
        }
    };
    Some(
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .take(limit)
            .map(str::to_owned)
            .collect(),
    )
}

fn ours(line: &str) -> u32 {
    match Grid::parse_line(line.as_bytes()) {
        Ok(g) => sudoku_engine::count_solutions(&g, 2).unwrap_or(0),
        Err(_) => 0,
    }
}

fn crate_sudoku(line: &str) -> u32 {
    match sudoku::Sudoku::from_str_line(line) {
        Ok(s) => s.solutions_count_up_to(2) as u32,
        Err(_) => 0,
    }
}

/// Runs `f` on every line; returns the thread time it took.
fn run(lines: &[String], f: fn(&str) -> u32) -> u64 {
    let (total, ns) = cpu_time::time_ns(|| {
        let mut total = 0u32;
        for line in lines {
            total = total.wrapping_add(f(black_box(line)));
        }
        total
    });
    black_box(total);
    ns
}

/// µs per puzzle of ours and of the crate. The two alternate every 1,000 puzzles (and swap
/// who goes first), so both see the same load on a shared machine; passes repeat until each
/// has run at least 100 ms.
fn time_both(lines: &[String]) -> (f64, f64) {
    let (mut ours_ns, mut crate_ns, mut puzzles) = (0u64, 0u64, 0u64);
    let mut ours_first = true;
    while ours_ns.min(crate_ns) < 100_000_000 {
        for chunk in lines.chunks(1000) {
            if ours_first {
                ours_ns += run(chunk, ours);
                crate_ns += run(chunk, crate_sudoku);
            } else {
                crate_ns += run(chunk, crate_sudoku);
                ours_ns += run(chunk, ours);
            }
            ours_first = !ours_first;
            puzzles += chunk.len() as u64;
        }
    }
    let per = |ns: u64| ns as f64 / 1e3 / puzzles as f64;
    (per(ours_ns), per(crate_ns))
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn main() {
    let reps = env_number("BENCH_REPS", 5).max(1);
    let limit = env_number("BENCH_LIMIT", usize::MAX);
    let only = std::env::var("BENCH_ONLY").unwrap_or_default();
    println!(
        "solvers: median of {reps} runs, thread CPU µs/puzzle, parse + count up to 2; saved state {FRAME_BYTES} bytes"
    );
    println!(
        "{:<10} {:>7} {:>10} {:>10} {:>8} {:>10} {:>9} {:>9}",
        "set", "puzzles", "ours µs", "crate µs", "ratio", "guesses/p", "max depth", "no-guess"
    );
    let mut deepest = 0;
    let mut table = String::new();
    for (name, file, expected) in CORPORA
        .into_iter()
        .filter(|(name, ..)| name.contains(&*only))
    {
        let Some(lines) = load(file, limit) else {
            continue;
        };
        // Untimed pass: both agree on every puzzle's count; collect our search statistics.
        let mut stats = SolveStats::default();
        let mut no_guess = 0usize;
        for line in &lines {
            let grid = Grid::parse_line(line.as_bytes()).expect("corpus puzzles parse");
            let Count {
                solutions: count,
                stats: s,
                ..
            } = Solver::<DEFAULT_DEPTH>::new()
                .count(&grid, 2)
                .expect("depth suffices for the corpora");
            assert_eq!(count, expected, "ours: {line}");
            assert_eq!(crate_sudoku(line), expected, "crate: {line}");
            stats.guesses += s.guesses;
            stats.max_depth = stats.max_depth.max(s.max_depth);
            no_guess += usize::from(s.guesses == 0);
        }
        deepest = deepest.max(stats.max_depth);
        let mut ours_us = Vec::with_capacity(reps);
        let mut crate_us = Vec::with_capacity(reps);
        let mut ratios = Vec::with_capacity(reps);
        for _ in 0..reps {
            let (a, b) = time_both(&lines);
            ours_us.push(a);
            crate_us.push(b);
            ratios.push(a / b);
            if std::env::var_os("BENCH_VERBOSE").is_some() {
                eprintln!("{name}: ours {a:.3} crate {b:.3} ratio {:.3}", a / b);
            }
        }
        let (ours_median, crate_median) = (median(&mut ours_us), median(&mut crate_us));
        let ratio = median(&mut ratios);
        let guesses = f64::from(stats.guesses) / lines.len() as f64;
        let no_guess = 100.0 * no_guess as f64 / lines.len() as f64;
        println!(
            "{:<10} {:>7} {:>10.2} {:>10.2} {:>8.3} {:>10.1} {:>9} {:>8.1}%",
            name,
            lines.len(),
            ours_median,
            crate_median,
            ratio,
            guesses,
            stats.max_depth,
            no_guess,
        );
        // `ratios` is sorted by `median`: its ends are the range over the rounds.
        table.push_str(&format!(
            "| {name} | {} | {ours_median:.2} | {crate_median:.2} | {ratio:.3} | {:.3}–{:.3} | {guesses:.1} | {} | {no_guess:.1} |\n",
            lines.len(),
            ratios[0],
            ratios[ratios.len() - 1],
            stats.max_depth,
        ));
    }
    println!("deepest guess chain over all sets: {deepest}");
    if std::env::var_os("BENCH_FIGURES").is_some_and(|v| v == "1") {
        figures::write("solver-speed", &speed_section(reps, &table));
    }
}

/// The "solver-speed" section of `docs/figures.md`, around the rows of its table.
fn speed_section(reps: usize, rows: &str) -> String {
    format!(
        "\n## Solver speed\n\n\
         Written by `BENCH_FIGURES=1 BENCH_REPS={reps} cargo bench -p sudoku-engine --bench solvers` \
         (by hand, not checked by CI: times depend on the machine and its load; \
         [performance.md](performance.md) says how it measures). \
         Thread CPU µs per puzzle, parse + count up to 2, median of {reps} interleaved rounds; \
         the ratio is ours / the `sudoku` crate's, with its range over the rounds.\n\n\
         {}\n\
         | set | puzzles | ours µs | crate µs | ratio | ratio range | our guesses/puzzle | deepest guess chain | solved without a guess (%) |\n\
         |---|---|---|---|---|---|---|---|---|\n\
         {rows}\n",
        figures::setup()
    )
}
