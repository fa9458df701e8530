//! Alternating inference chains on the position's strong links (a bivalue cell, a digit
//! with two places in a unit): X-Chains (one digit), XY-Chains (bivalue cells only) and
//! AICs mixing both. Level expert.
//!
//! A chain is found as an assumption that refutes itself: if `p` on leads to `p` off, `p`
//! is false (both ends of the chain see it); if `p` off leads to `p` on, `p` is true. Every
//! candidate is tried both ways with a static branch: 2 × (at most 729) branches.
//!
//! The pattern they build (`Chain`, made in `story`) and its sentence live in
//! `pattern/chain.rs`; the sentences of steps found on hint walks from real puzzles are
//! tested in `hint_walks` (a walk climbs the whole ladder, which imports this module).

use super::branch::{Branch, Node, Position, Rule};
use super::closures::Closures;
use super::story::tell;
use crate::rater::board::{Board, bit, bits, peers};
use crate::rater::pattern::Pattern;
use crate::rater::{Step, Technique};

/// The chain kind of a line: one digit, bivalue cells only, or mixed.
fn kind(branch: &Branch<'_>, line: &[Node]) -> Technique {
    let Some(first) = line.first() else {
        return Technique::Aic;
    };
    if line.iter().all(|n| n.digit() == first.digit()) {
        return Technique::XChain;
    }
    // Strong links inside cells only: every derived on node came from its cell.
    let cells_only = line
        .iter()
        .skip(1)
        .filter(|n| n.is_on())
        .all(|&n| branch.by_cell(n));
    if cells_only {
        Technique::XYChain
    } else {
        Technique::Aic
    }
}

/// The cells whose digit index `e` excludes the on node `n`: the cell itself for another
/// digit, the peers holding the same digit.
fn weakly_linked(pos: &Position, n: Node, e: usize) -> u128 {
    let cand = pos.start.get(e).copied().unwrap_or(0);
    if e == n.digit() {
        peers(n.cell()) & cand
    } else {
        bit(n.cell()) & cand
    }
}

/// The shortest (lowest-scored) chain in the position with `exhaustive`, else the first
/// found; `None` if there is none.
pub(crate) fn aic(board: &Board<'_>, exhaustive: bool) -> Option<Step> {
    chains(board, exhaustive, Rule::Static)
}

/// [`aic`] with grouped nodes (a digit's cells in one box-line crossing acting as one node),
/// for positions where plain chains find nothing.
pub(crate) fn grouped_aic(board: &Board<'_>, exhaustive: bool) -> Option<Step> {
    chains(board, exhaustive, Rule::Grouped)
}

/// Chains by `rule` ([`Rule::Static`] or [`Rule::Grouped`]).
fn chains(board: &Board<'_>, exhaustive: bool, rule: Rule) -> Option<Step> {
    let pos = Position::new(board);
    let mut branch = Branch::new(&pos, rule);
    // A branch derives only what the links reach from its start: a start whose closure
    // misses its negation is skipped.
    let mut closures = Closures::new(&pos.start, rule == Rule::Grouped);
    let mut best: Option<Step> = None;
    for d in 0..9 {
        for c in bits(pos.start[d]) {
            for on in [true, false] {
                let assumed = Node::new(c, d, on);
                let target = assumed.negated();
                if !closures.may_refute(assumed.0) {
                    continue;
                }
                branch.assume(assumed);
                if !branch.holds(target) {
                    continue;
                }
                let length = branch.ancestors(target);
                let line = branch.line(target);
                let technique = if rule == Rule::Grouped {
                    Technique::GroupedAic
                } else {
                    kind(&branch, &line)
                };
                let score = crate::rater::score::chain(technique.base_score(), length);
                if best.as_ref().is_some_and(|b| b.score <= score) {
                    continue;
                }
                let mut step = tell(technique, &line, target, length, Pattern::Chain);
                // An elimination chain proper runs from the first node after the assumption
                // to the last before its negation: one of its ends holds, so every candidate
                // that sees both ends goes too. Only for static chains, whose nodes each have
                // one parent: a group's cells may all have gone off because of the
                // assumption itself, and then the chain proper does not stand without it.
                let ends = (
                    line.get(1),
                    line.len().checked_sub(2).and_then(|k| line.get(k)),
                );
                if on && rule == Rule::Static {
                    if let (Some(&a), Some(&b)) = ends {
                        let a = a.negated();
                        for e in 0..9 {
                            let both = weakly_linked(&pos, a, e) & weakly_linked(&pos, b, e);
                            if let Some(digit) = crate::Digit::new(e as u8 + 1) {
                                step.eliminate_all(both, digit);
                            }
                        }
                    }
                }
                best = Some(step);
                if !exhaustive {
                    return best;
                }
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::super::super::test_util::*;
    use super::*;

    #[test]
    fn an_x_chain_removes_its_digit_where_both_ends_see() {
        // Digit 1 has two places in row 1 (c1, c4), row 5 (c4, c8) and row 8 (c8, c2):
        // r1c1 = r1c4 – r5c4 = r5c8 – r8c8 = r8c2. One end, r1c1 or r8c2, is 1, so 1 goes
        // from the cells seeing both: r2c2, r3c2 (box 1 and column 2), r7c1, r9c1 (column
        // 1 and box 7). No shorter pattern (the skyscrapers of rows 1/5 and 5/8) removes
        // anything.
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 0, 1, &[rc(1, 1), rc(1, 4)]);
        confine(&mut pm, 4, 1, &[rc(5, 4), rc(5, 8)]);
        confine(&mut pm, 7, 1, &[rc(8, 8), rc(8, 2)]);
        let s = aic(&Board::new(&pm), true).unwrap();
        assert_eq!(s.technique(), Technique::XChain);
        assert_eq!(
            elims(&s),
            [
                ("r2c2".to_string(), 1),
                ("r3c2".to_string(), 1),
                ("r7c1".to_string(), 1),
                ("r9c1".to_string(), 1)
            ]
        );
        // Eight nodes (the victim on, six chain nodes, the victim off): 6.6 + 0.1.
        assert_eq!(s.chain_length(), 8);
        assert_eq!(s.score().to_string(), "6.7");
    }

    #[test]
    fn an_xy_chain_runs_through_bivalue_cells() {
        // r1c1 {1,2} – r1c5 {2,3} – r5c5 {3,4} – r5c9 {4,1}: r1c1 or r5c9 is 1, so 1 goes
        // from r1c9 and r5c1 (each sees both ends).
        let mut pm = from_line(&".".repeat(81));
        keep(&mut pm, rc(1, 1), "12");
        keep(&mut pm, rc(1, 5), "23");
        keep(&mut pm, rc(5, 5), "34");
        keep(&mut pm, rc(5, 9), "14");
        let s = aic(&Board::new(&pm), true).unwrap();
        assert_eq!(s.technique(), Technique::XYChain);
        assert_eq!(
            elims(&s),
            [("r1c9".to_string(), 1), ("r5c1".to_string(), 1)]
        );
        assert_eq!(s.score().to_string(), "6.8"); // 10 nodes: 6.6 + 0.2
    }

    #[test]
    fn a_continuous_x_cycle_is_found_from_each_victim() {
        // Digit 1: r1c1 = r1c5 (row 1) - r2c6 (box 2) = r8c6 (column 6) - r8c2 (row 8) =
        // r3c2 (column 2) - r1c1 (box 1): a continuous nice loop, so each weak link holds
        // exactly one 1 and the other 1s of box 2, row 8 and box 1 go. Each of those is a
        // chain from the victim to both ends of its weak link.
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 0, 1, &[rc(1, 1), rc(1, 5)]);
        confine(&mut pm, 14, 1, &[rc(2, 6), rc(8, 6)]);
        confine(&mut pm, 10, 1, &[rc(8, 2), rc(3, 2)]);
        let mut removed = std::vec::Vec::new();
        while let Some(s) = aic(&Board::new(&pm), true) {
            removed.extend(elims(&s));
            assert!(s.apply(&mut pm));
        }
        let victims = [
            "r2c4", "r2c5", "r3c4", "r3c5", // box 2
            "r8c1", "r8c3", "r8c4", "r8c5", "r8c7", "r8c8", "r8c9", // row 8
            "r2c1", "r2c3", "r3c1", "r3c3", // box 1
        ];
        for v in victims {
            assert!(removed.contains(&(v.to_string(), 1)), "{v}: {removed:?}");
        }
        for keep in [(1, 1), (1, 5), (2, 6), (8, 6), (8, 2), (3, 2)] {
            assert!(pm.get(rc(keep.0, keep.1)).contains(d(1)));
        }
    }

    #[test]
    fn a_grouped_chain_passes_through_a_box_line_crossing() {
        // 1 in row 1 only at r1c1, r1c8; in box 9 only at r7c8, r8c8 (a group in column 8)
        // and r9c9. If r1c1 is not 1, r1c8 is, the group is not, so r9c9 is: r9c1 sees
        // both ends. Plain chains need two-place links everywhere and find nothing.
        let mut pm = from_line(&".".repeat(81));
        confine(&mut pm, 0, 1, &[rc(1, 1), rc(1, 8)]);
        confine(&mut pm, 26, 1, &[rc(7, 8), rc(8, 8), rc(9, 9)]);
        let b = Board::new(&pm);
        assert!(aic(&b, true).is_none());
        let s = grouped_aic(&b, true).unwrap();
        assert_eq!(s.technique(), Technique::GroupedAic);
        assert_eq!(elims(&s), [("r9c1".to_string(), 1)]);
    }
}
