//! Helpers shared by the end-to-end tests: where the corpora live, and loading them.

use std::path::PathBuf;

/// The shared puzzle corpora (`../shared/data` beside the repository).
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data")
}

/// The path of one corpus file.
pub fn corpus(name: &str) -> PathBuf {
    data_dir().join(name)
}

/// The puzzle lines of a corpus file.
pub fn corpus_lines(name: &str) -> Vec<String> {
    let path = corpus(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read corpus {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_owned)
        .collect()
}

/// The `sudoku` binary built by `cargo test --workspace`, ready to run.
pub fn sudoku() -> assert_cmd::Command {
    match assert_cmd::Command::cargo_bin("sudoku") {
        Ok(cmd) => cmd,
        Err(e) => panic!(
            "the sudoku binary is not built ({e}); run the tests with `cargo test --workspace`"
        ),
    }
}
