//! Replays every committed fuzz input (tests/fuzz/regressions/TARGET/*) through the same
//! checks the fuzz targets run, on stable Rust, in the normal test run.

#[path = "../fuzz/harness.rs"]
mod harness;

use std::fs;
use std::path::PathBuf;

fn replay(target: &str, check: fn(&[u8])) -> usize {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/regressions")
        .join(target);
    let mut n = 0;
    for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_file() {
            check(&fs::read(&path).unwrap());
            n += 1;
        }
    }
    n
}

#[test]
fn parse_line_inputs_still_pass() {
    assert!(replay("parse_line", harness::parse_line) > 0);
}

#[test]
fn parse_grid_inputs_still_pass() {
    assert!(replay("parse_grid", harness::parse_grid) > 0);
}

#[test]
fn solve_inputs_still_pass() {
    assert!(replay("solve", harness::solve_grid) > 0);
}

#[test]
fn rate_inputs_still_pass() {
    assert!(replay("rate", harness::rate_grid) > 0);
}

#[test]
fn repl_dispatch_inputs_still_pass() {
    assert!(replay("repl_dispatch", harness::repl_lines) > 0);
}

#[test]
fn next_step_inputs_still_pass() {
    assert!(replay("next_step", harness::next_step_on_marks) > 0);
}

#[test]
fn save_file_inputs_still_pass() {
    assert!(replay("save_file", harness::save_file) > 0);
}

#[test]
fn autosave_inputs_still_pass() {
    assert!(replay("autosave", harness::autosave) > 0);
}
