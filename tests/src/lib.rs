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
