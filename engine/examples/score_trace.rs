//! The score walk step by step (run by hand, to compare with Sudoku Explainer's steps from
//! `se.sh --format='%r' --after='%r<TAB>%s'`): one line per step, `SCORE<TAB>STEP`.
//!
//! `cargo run --release -p sudoku-engine --example score_trace -- PUZZLE`

#[cfg(feature = "chains")]
fn main() {
    let Some(line) = std::env::args().nth(1) else {
        eprintln!("usage: score_trace PUZZLE");
        std::process::exit(2);
    };
    let Ok(grid) = sudoku_engine::Grid::parse_line(line.as_bytes()) else {
        eprintln!("not a puzzle: {line}");
        std::process::exit(2);
    };
    sudoku_engine::rater::score_path(&grid, |step| {
        println!("{}\t{step}", step.score());
    });
}

#[cfg(not(feature = "chains"))]
fn main() {
    eprintln!("score_trace needs feature `chains`");
}
