//! Writes a benchmark's figures into its section of the repository's `docs/figures.md`, through
//! `scripts/figures.sh`, the one tool that edits that file. Only in the repository: a packaged
//! crate has neither the script nor the file.

use std::path::PathBuf;
use std::process::Command;

/// The machine and compiler a figure was measured with, as `- name: value` lines.
pub fn setup() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name"))
                .map(|l| l.trim_start_matches([' ', '\t', ':']).to_owned())
        })
        .unwrap_or_else(|| "unknown".to_owned());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let rustc = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned()))
        .arg("-V")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    let commit = Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_default();
    format!("- machine: {cpu}, {cores} cores\n- rustc: {rustc}\n- commit: {commit}\n")
}

/// Replaces `section` of `docs/figures.md` with `body`.
pub fn write(section: &str, body: &str) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let file = std::env::temp_dir().join(format!("figures-{section}-{}.md", std::process::id()));
    std::fs::write(&file, body).expect("write the figures' temporary file");
    let status = Command::new("bash")
        .arg(root.join("scripts/figures.sh"))
        .args(["write", section])
        .arg(&file)
        .status();
    let _ = std::fs::remove_file(&file);
    assert!(
        status.is_ok_and(|s| s.success()),
        "scripts/figures.sh could not write section {section} of docs/figures.md"
    );
}
