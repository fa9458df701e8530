//! Prints the score walk's steps of each puzzle of a file (81-character lines; a `.se.tsv`
//! file's first column): `SCORE<TAB>STEP` per step, then the puzzle's score alone, the
//! shape of Sudoku Explainer's `serate --format=%r --after='%r<TAB>%s'`, so the two paths
//! can be compared step by step (run by hand, with feature `chains`). `MARKS=TEXT` also
//! prints the candidates before each step whose sentence contains TEXT.
//!
//! `cargo run --release -p sudoku-engine --example score_trace -- FILE`

use sudoku_engine::Grid;
use sudoku_engine::rater::trace_score;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: score_trace FILE");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(2);
    });
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let puzzle = line.split('\t').next().unwrap_or("");
        let Ok(grid) = Grid::parse_line(puzzle.as_bytes()) else {
            println!("invalid");
            continue;
        };
        let mut top = 0;
        let marks = std::env::var("MARKS").ok();
        trace_score(&grid, |pm, step| {
            top = top.max(step.score().tenths());
            // MARKS=TEXT prints the candidates before each step whose sentence holds TEXT.
            if marks
                .as_deref()
                .is_some_and(|m| step.to_string().contains(m))
            {
                for row in pm.masks().chunks(9) {
                    let cells: Vec<String> = row
                        .iter()
                        .map(|m| format!("{:>9}", m.to_string()))
                        .collect();
                    println!("{}", cells.join(" "));
                }
            }
            println!("{}\t{step}", step.score());
        });
        println!("{}.{}", top / 10, top % 10);
    }
}
