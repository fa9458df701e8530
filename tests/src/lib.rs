//! Helpers shared by the end-to-end tests: where the corpora live, and loading them.
//!
//! The large puzzle corpora are not part of the repository. [`corpus`] and [`corpus_lines`]
//! are the only way a test finds them: from `SUDOKU_CORPORA` if set, else from
//! `../shared/data` beside the repository. When a file is missing the test is skipped (the
//! helper returns `None` and prints a notice once per test binary), unless
//! `SUDOKU_REQUIRE_CORPORA` is set, which makes a missing file a failure (CI sets it).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Once;

/// The variable naming the corpus directory, overriding `../shared/data`.
pub const CORPORA_VAR: &str = "SUDOKU_CORPORA";

/// The variable that turns a missing corpus into a test failure when set to anything but
/// empty or `0`.
pub const REQUIRE_VAR: &str = "SUDOKU_REQUIRE_CORPORA";

/// The root of this repository (the workspace), the parent of the `sudoku-tests` crate.
fn repo_root() -> &'static Path {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR"));
    tests.parent().unwrap_or(tests)
}

/// The directory of the puzzle corpora: `$SUDOKU_CORPORA` if set (and not empty), else
/// `../shared/data` beside the repository.
pub fn data_dir() -> PathBuf {
    match std::env::var_os(CORPORA_VAR) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => repo_root().join("../shared/data"),
    }
}

/// Whether a missing corpus is a failure rather than a skipped test: `SUDOKU_REQUIRE_CORPORA`
/// is set to something other than empty or `0`.
pub fn corpora_required() -> bool {
    std::env::var_os(REQUIRE_VAR).is_some_and(|v| !v.is_empty() && v != "0")
}

/// The path of one corpus file, or `None` when it is missing: the calling test should then
/// return at once (`let Some(path) = corpus(NAME) else { return };`), which skips it.
///
/// The first miss in a test binary prints a notice on stderr, past the test harness's output
/// capture so it shows in a passing run; each skipped test adds one line to its own captured
/// output. Panics instead when [`corpora_required`].
pub fn corpus(name: &str) -> Option<PathBuf> {
    let dir = data_dir();
    let path = dir.join(name);
    if path.is_file() {
        return Some(path);
    }
    // Name the directory when it is missing altogether, else the file.
    let missing = if dir.is_dir() { &path } else { &dir };
    if corpora_required() {
        panic!(
            "corpus {name}: {} not found, and {REQUIRE_VAR} is set, so every corpus test \
             must run: put the corpora in ../shared/data beside the repository or set \
             {CORPORA_VAR}=DIR",
            missing.display(),
        );
    }
    static NOTICE: Once = Once::new();
    NOTICE.call_once(|| {
        // Straight to the process's stderr: `eprintln!` inside a test is captured.
        let _ = writeln!(
            std::io::stderr(),
            "note: corpus tests skipped: {} not found (set {CORPORA_VAR}=DIR; \
             {REQUIRE_VAR}=1 makes this an error)",
            missing.display()
        );
    });
    let test = std::thread::current().name().unwrap_or("a test").to_owned();
    eprintln!("skipped {test}: no corpus {name}");
    None
}

/// The puzzle lines (blank lines dropped) of a corpus file, or `None` when the file is
/// missing, as for [`corpus`]. Panics if the file exists but cannot be read.
pub fn corpus_lines(name: &str) -> Option<Vec<String>> {
    let path = corpus(name)?;
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read corpus {}: {e}", path.display()));
    Some(
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_owned)
            .collect(),
    )
}

/// The puzzle most tests play: Wikipedia's example, 30 givens, 51 cells to fill.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// An 81-character puzzle as nine pasted rows of digits, `0` for empty
/// (`5 3 0 0 7 0 0 0 0` …).
pub fn grid_rows(puzzle: &str) -> String {
    puzzle
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".into()
                    } else {
                        char::from(b).to_string()
                    }
                })
                .collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

/// Runs the REPL with `script` on standard input: standard output, standard error (both
/// UTF-8) and the exit status.
pub fn run_piped(script: impl AsRef<[u8]>) -> (String, String, Option<i32>) {
    let out = sudoku().write_stdin(script.as_ref()).output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

/// The REPL in a pseudo-terminal.
#[cfg(unix)]
pub mod pty {
    use std::path::Path;
    use std::process::Command;

    use rexpect::session::{PtySession, spawn_command};

    /// The `sudoku` binary with `args`, its state (and data) in `state`, no colour and
    /// `TERM=xterm`; change the environment before [`spawn`] to test colour.
    pub fn command(state: &Path, args: &[&str]) -> Command {
        let mut cmd = Command::new(super::sudoku_path());
        cmd.args(args);
        environment(&mut cmd, state);
        cmd
    }

    /// [`command`] run by `sh -c` after `setup` (`cd DIR`, `stty rows 24 cols 80`): rexpect
    /// passes no working directory on and sets no terminal size. `args` are shell words.
    pub fn after_setup(state: &Path, setup: &str, args: &str) -> Command {
        let bin = super::sudoku_path();
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(format!("{setup} && exec '{}' {args}", bin.display()));
        environment(&mut cmd, state);
        cmd
    }

    /// A shell script run by `sh -c` in the tests' environment (state in `state`, no
    /// colour), for tests that look at what happens around the binary: `$SUDOKU` in the
    /// script is the binary's path.
    pub fn shell(state: &Path, script: &str) -> Command {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(script)
            .env("SUDOKU", super::sudoku_path());
        environment(&mut cmd, state);
        cmd
    }

    fn environment(cmd: &mut Command, state: &Path) {
        cmd.env("XDG_STATE_HOME", state)
            .env("XDG_DATA_HOME", state)
            .env("NO_COLOR", "1")
            .env("TERM", "xterm");
    }

    /// Starts `cmd` in a pseudo-terminal; every expectation waits at most 10 s.
    pub fn spawn(cmd: Command) -> PtySession {
        spawn_command(cmd, Some(10_000)).unwrap()
    }

    /// [`spawn`] of [`command`].
    pub fn spawn_repl(state: &Path, args: &[&str]) -> PtySession {
        spawn(command(state, args))
    }
}

/// Where the `sudoku` binary built by `cargo test --workspace` is.
pub fn sudoku_path() -> PathBuf {
    assert_cmd::cargo::cargo_bin("sudoku")
}

/// The `sudoku` binary built by `cargo test --workspace`, ready to run.
///
/// Its state directory (history, autosaved games) is [`test_state_dir`], never the user's.
pub fn sudoku() -> assert_cmd::Command {
    match assert_cmd::Command::cargo_bin("sudoku") {
        Ok(mut cmd) => {
            cmd.env("XDG_STATE_HOME", test_state_dir());
            cmd
        }
        Err(e) => panic!(
            "the sudoku binary is not built ({e}); run the tests with `cargo test --workspace`"
        ),
    }
}

/// A state directory for the `sudoku` processes of the tests, in the system's temporary
/// directory (one for all runs, so they do not pile up): tests must not read or write the
/// user's autosaved games. Tests that look at autosaves use a directory of their own.
pub fn test_state_dir() -> PathBuf {
    std::env::temp_dir().join("sudoku-tests-state")
}

/// A deliberately simple reference solver for cross-checking the engine: plain backtracking
/// on the cell with the fewest candidates, no propagation, no shared code with the engine.
/// Counts solutions of an 81-value puzzle (0 = empty) up to `limit`.
pub fn reference_count(cells: &[u8; 81], limit: u32) -> u32 {
    reference_count_within(cells, limit, u64::MAX).expect("an unlimited search always ends")
}

/// [`reference_count`] that gives up (`None`) after `max_nodes` search nodes. Without
/// propagation the search is exponential on some sparse grids with no solution: of 6,977
/// random grids of up to 24 scattered non-clashing givens, 17 needed more than 10,000 nodes
/// and 6 more than 10 million (hours in a debug build).
pub fn reference_count_within(cells: &[u8; 81], limit: u32, max_nodes: u64) -> Option<u32> {
    fn ok(g: &[u8; 81], i: usize, d: u8) -> bool {
        let (r, c) = (i / 9, i % 9);
        let (br, bc) = (r / 3 * 3, c / 3 * 3);
        (0..9).all(|k| {
            g[r * 9 + k] != d && g[k * 9 + c] != d && g[(br + k / 3) * 9 + bc + k % 3] != d
        })
    }
    fn go(g: &mut [u8; 81], count: &mut u32, limit: u32, nodes: &mut u64) {
        if *nodes == 0 {
            return;
        }
        *nodes -= 1;
        let mut best: Option<(usize, Vec<u8>)> = None;
        for i in 0..81 {
            if g[i] != 0 {
                continue;
            }
            let options: Vec<u8> = (1..=9).filter(|&d| ok(g, i, d)).collect();
            if best.as_ref().is_none_or(|(_, o)| options.len() < o.len()) {
                let empty = options.is_empty();
                best = Some((i, options));
                if empty {
                    return;
                }
            }
        }
        let Some((i, options)) = best else {
            *count += 1;
            return;
        };
        for d in options {
            g[i] = d;
            go(g, count, limit, nodes);
            if *count >= limit || *nodes == 0 {
                break;
            }
        }
        g[i] = 0;
    }
    // Givens that already clash mean no solution.
    for i in 0..81 {
        let d = cells[i];
        if d != 0 {
            let mut g = *cells;
            g[i] = 0;
            if !ok(&g, i, d) {
                return Some(0);
            }
        }
    }
    let mut g = *cells;
    let mut count = 0;
    let mut nodes = max_nodes;
    if limit > 0 {
        go(&mut g, &mut count, limit, &mut nodes);
    }
    // A search that reached `limit` is exact even if the budget ran out on the way.
    (count >= limit || nodes > 0).then_some(count)
}
