//! Differential run: our solver against the `sudoku` crate (an independent JCZSolve port) on
//! grids derived from the shared corpora, so that a solver change is checked on far more
//! positions than the corpora hold, including ones with no or several solutions.
//!
//! `cargo run --release -p sudoku-engine --example differential -- [COUNT] [SEED]`
//! (default 400,000 grids, seed 1; add `--no-default-features` for the small-flash build's
//! solver, the Cortex-M0 path). Each grid is a corpus puzzle under a random symmetry (digits
//! relabelled, rows within bands, bands, columns within stacks, stacks, transposition), then
//! one of: kept as is; one to three clues removed (usually several solutions); one empty
//! cell given a random digit (usually none, sometimes a clash); or its solution with 40–64
//! cells emptied. Both solvers count up to 2; when both find one, the solutions must be
//! equal, and every solution we return must solve the grid. Prints the tally by kind and
//! every mismatch; exits 1 if there was any.

#[path = "../benches/common/corpora.rs"]
mod corpora;

use sudoku_engine::solver::{DEFAULT_DEPTH, Solver};
use sudoku_engine::{Grid, Solution};

const CORPORA: [&str; 4] = [
    "kaggle_sample_20k.txt",
    "tdoku_17clue.txt",
    "tdoku_magictour_top1465.txt",
    "tdoku_forum_hardest_1905_11plus.txt",
];

/// xorshift64*: deterministic for a seed, independent of the engine's generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// A random validity-preserving symmetry of a grid.
fn transform(cells: &[u8; 81], rng: &mut Rng) -> [u8; 81] {
    let mut digits: [u8; 10] = core::array::from_fn(|d| d as u8);
    rng.shuffle(&mut digits[1..]);
    let order = |rng: &mut Rng| {
        let mut bands = [0, 1, 2];
        rng.shuffle(&mut bands);
        let mut lines = [0usize; 9];
        for (i, &b) in bands.iter().enumerate() {
            let mut within = [0, 1, 2];
            rng.shuffle(&mut within);
            for (j, &w) in within.iter().enumerate() {
                lines[3 * i + j] = 3 * b + w;
            }
        }
        lines
    };
    let (rows, cols) = (order(rng), order(rng));
    let transpose = rng.below(2) == 1;
    core::array::from_fn(|i| {
        let (r, c) = (rows[i / 9], cols[i % 9]);
        let (r, c) = if transpose { (c, r) } else { (r, c) };
        digits[usize::from(cells[9 * r + c])]
    })
}

/// Ours: the count up to 2 and the first solution.
fn ours(solver: &mut Solver<DEFAULT_DEPTH>, cells: &[u8; 81]) -> (u32, Option<Grid>) {
    let Ok(grid) = Grid::from_cells(*cells) else {
        return (u32::MAX, None);
    };
    match solver.solve(&grid) {
        Ok(Solution::Unsolvable) => (0, None),
        Ok(Solution::Unique(s)) => (1, Some(s)),
        Ok(Solution::Multiple(s)) => (2, Some(s)),
        Err(_) => (u32::MAX, None),
    }
}

/// The crate: the count up to 2 and the solution when unique.
fn theirs(cells: &[u8; 81]) -> (u32, Option<[u8; 81]>) {
    match sudoku::Sudoku::from_bytes(*cells) {
        Ok(s) => {
            let count = s.solutions_count_up_to(2) as u32;
            let solution = (count == 1)
                .then(|| s.solution().map(|t| t.to_bytes()))
                .flatten();
            (count, solution)
        }
        // The crate refuses clashing givens: no solution.
        Err(_) => (0, None),
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(400_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let dir = corpora::dir();
    let mut puzzles: Vec<[u8; 81]> = Vec::new();
    for file in CORPORA {
        let Ok(text) = std::fs::read_to_string(dir.join(file)) else {
            eprintln!("skipped {file}: not in {}", dir.display());
            continue;
        };
        puzzles.extend(
            text.lines()
                .filter_map(|l| Grid::parse_line(l.as_bytes()).ok())
                .map(|g| *g.cells()),
        );
    }
    if puzzles.is_empty() {
        eprintln!("no corpora found: set SUDOKU_CORPORA=DIR");
        std::process::exit(2);
    }
    let mut rng = Rng(seed.max(1));
    let mut solver = Solver::<DEFAULT_DEPTH>::new();
    const KINDS: [&str; 4] = ["as is", "clues removed", "digit added", "solution dug"];
    let mut tally = [[0usize; 3]; 4]; // per kind: none, one, several
    let mut mismatches = 0usize;
    for n in 0..count {
        let mut cells = transform(&puzzles[rng.below(puzzles.len())], &mut rng);
        let kind = rng.below(4);
        match kind {
            1 => {
                for _ in 0..1 + rng.below(3) {
                    let givens: Vec<usize> = (0..81).filter(|&i| cells[i] != 0).collect();
                    cells[givens[rng.below(givens.len())]] = 0;
                }
            }
            2 => {
                let empty: Vec<usize> = (0..81).filter(|&i| cells[i] == 0).collect();
                if !empty.is_empty() {
                    cells[empty[rng.below(empty.len())]] = 1 + rng.below(9) as u8;
                }
            }
            3 => {
                if let (1, Some(solution)) = theirs(&cells) {
                    cells = solution;
                    let mut order: Vec<usize> = (0..81).collect();
                    rng.shuffle(&mut order);
                    for &i in &order[..40 + rng.below(25)] {
                        cells[i] = 0;
                    }
                }
            }
            _ => {}
        }
        let (a, first) = ours(&mut solver, &cells);
        let (b, unique) = theirs(&cells);
        let grid = Grid::from_cells(cells).unwrap_or(Grid::EMPTY);
        let valid = first.is_none_or(|s| s.solves(&grid));
        let same = match (first, unique) {
            (Some(s), Some(t)) if a == 1 => *s.cells() == t,
            _ => true,
        };
        if a != b || !valid || !same {
            mismatches += 1;
            let line: String = cells.iter().map(|&v| char::from(b'0' + v)).collect();
            println!(
                "MISMATCH #{n} ({}): ours {a}, crate {b}, valid {valid}, same {same}: {line}",
                KINDS[kind]
            );
        }
        if let Some(t) = tally[kind].get_mut(b.min(2) as usize) {
            *t += 1;
        }
    }
    println!(
        "{count} grids (seed {seed}) from {} corpus puzzles, {mismatches} mismatches",
        puzzles.len()
    );
    for (kind, [none, one, several]) in KINDS.iter().zip(tally) {
        println!("  {kind:<14} no solution {none:>7}, one {one:>7}, several {several:>7}");
    }
    if mismatches != 0 {
        std::process::exit(1);
    }
}
