//! Where the benchmark and the examples find the shared corpora: `$SUDOKU_CORPORA` when set
//! and not empty, else `../shared/data` beside the repository (as the tests find them).

use std::path::PathBuf;

/// The corpus directory.
pub fn dir() -> PathBuf {
    match std::env::var_os("SUDOKU_CORPORA") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"),
    }
}
