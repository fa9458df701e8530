//! The score walk's chaining steps against Sudoku Explainer 1.2.1's: each chaining mode
//! (forcing chains & cycles, aligned triplet exclusion, Nishio, multiple and dynamic forcing
//! chains) on a puzzle whose steps were rated by SE itself.

use sudoku_engine::Grid;

/// The scores, in tenths, of the score walk's steps of 6.5 and more.
fn hard_scores(puzzle: &str) -> Vec<u8> {
    let grid: Grid = puzzle.parse().unwrap();
    let mut out = Vec::new();
    sudoku_engine::rater::trace_score(&grid, |_, step| {
        let tenths = step.score().tenths();
        if tenths >= 65 {
            out.push(tenths);
        }
    });
    out
}

// Each expected list is Sudoku Explainer 1.2.1's own, read off
// `se.sh --format='%r' --after='%r<TAB>%s'` (SukakuExplainer restricted to SE 1.2.1's
// techniques) for the same puzzle: the ratings of its steps of 6.5 and more, in order.
// Matching the whole list also checks that each step removed what SE's did (the later
// positions depend on it). SE's Turbot Fish (6.6) steps come out here as X-chains of
// the same score where our skyscraper and kite finders do not see them.

#[test]
fn forcing_x_chain_and_cycles_score_as_se() {
    // SE: Turbot Fish 6.6, Forcing X-Chain 6.7.
    let p = "69.5.........24.8...............26...2384.1.....35...8.5..9..6.1...6325...2...4..";
    assert_eq!(hard_scores(p), [66, 67]);
    // SE: Bidirectional Y-Cycle 6.8.
    let p = "981.........1..6......57...1.4..6...698........7..29.....2...6...26..17....79124.";
    assert_eq!(hard_scores(p), [68]);
    // SE: (XY) Forcing Chain 7.1.
    let p = "..4.3..6868..5.214......7...1.6..8..4...2...683......1.2......7......43....5....2";
    assert_eq!(hard_scores(p), [71]);
}

#[test]
fn nishio_follows_forcing_chains_as_in_se() {
    // SE: Turbot Fish 6.6 twice, Forcing Chains 7.1, 7.2, 7.1, Nishio Forcing Chain 7.6.
    let p = "59..7...3..25....4.....295..8..4.......39...79....1....5..8.4....79.5..8..1...3..";
    assert_eq!(hard_scores(p), [66, 66, 71, 72, 71, 76]);
}

#[test]
fn multiple_forcing_chains_score_as_se() {
    // SE: Forcing Chains 7.1, 7.3, Cell Forcing Chains 8.3 three times, Turbot Fish,
    // Forcing Chains.
    let p = "9...4.7..45..78......9....87.56..3..6..8...9...2..54.7.7..5..3......2....84......";
    assert_eq!(hard_scores(p), [71, 73, 83, 83, 83, 66, 71, 71]);
    // SE: Forcing Chains, Region Forcing Chains 8.3, Bidirectional Y-Cycle 6.6.
    let p = "..1..69.5...7.5..6.....2.41.29...6..46..2.7........1..672.8.5.9598...............";
    assert_eq!(hard_scores(p), [71, 72, 72, 72, 73, 83, 66]);
}

#[test]
fn aligned_triplet_exclusion_scores_as_se() {
    // SE: Aligned Triplet Exclusion 7.5 on r9c1, r9c2, r9c3, then Forcing Chains 7.3.
    let p = "4.9...5.....8....27..3.........4.7...8.....6..1..........6..12.5...9...........3.";
    assert_eq!(hard_scores(p), [75, 73, 73]);
}

#[test]
fn dynamic_forcing_chains_score_as_se() {
    // SE: Turbot Fish, Nishio 7.8 twice, Region Forcing Chains 8.4 twice, Dynamic
    // Contradiction Forcing Chain 8.8.
    let p = "5.8.....7...9.1...4............5...4.6.....3..9....6...2.3...1.7...8..........2..";
    assert_eq!(hard_scores(p), [66, 78, 78, 84, 84, 88]);
    // SE: Region Forcing Chains 8.2–8.5, Dynamic Region 8.8, Dynamic Cell 8.7, …, then a
    // Bidirectional (XY) Cycle 7.1 and a Y-Cycle 6.8.
    let p = "..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...";
    let want = [
        82, 83, 83, 83, 85, 88, 87, 73, 84, 84, 82, 84, 84, 85, 85, 85, 71, 66, 66, 68, 71,
    ];
    assert_eq!(hard_scores(p), want);
}

#[test]
fn dynamic_forcing_chains_plus_score_as_se() {
    // top1465, SE ER 9.8: dynamic forcing chains 9.2–9.5, and dynamic forcing chains (+)
    // (locked candidates, hidden and naked pairs, X-Wings inside the branches) 9.7 and 9.8,
    // the whole path as SE rates it.
    let p = "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5";
    let want = [
        92, 92, 93, 93, 93, 94, 94, 92, 97, 97, 98, 98, 98, 98, 95, 93, 97, 98, 92, 93, 92, 92, 92,
        93, 94, 93, 90, 90, 91, 91, 92, 92, 91, 92, 92, 90, 90, 89, 90, 84, 71, 85, 88, 89, 89, 76,
        85, 72, 72, 71, 71, 71,
    ];
    assert_eq!(hard_scores(p), want);
}
