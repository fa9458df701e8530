//! Runs the binary directly. Besides checking `--version`, having an integration test here
//! makes `cargo test --workspace` build the `sudoku` binary that `sudoku-tests` drives.

use std::process::Command;

#[test]
fn version_names_the_program() {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .arg("--version")
        .output()
        .expect("run sudoku");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.trim(), format!("sudoku {}", env!("CARGO_PKG_VERSION")));
}
