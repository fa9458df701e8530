//! Remote pairs: bivalue cells with the same two digits, each seeing the next. Level hard
//! (feature `chains`).
//!
//! The pattern it builds (`RemotePair`) and its sentence live in `pattern/remote_pairs.rs`.

use super::board::{Board, bit, bits, seen_by, two_colour};
use super::pattern::{Pattern, RemotePair};
use super::{Step, Technique};
use crate::Cell;

/// Cells holding only the same two digits, joined cell to cell by seeing each other: along
/// the chain the digits alternate, so two cells an odd number of links apart hold different
/// digits, and a cell seeing both holds neither. Colours the chain from one end and removes
/// both digits from cells seeing the two colours. Chains of four cells or more (shorter ones
/// are naked pairs).
///
/// Work: per bivalue cell, a colouring over the cells of its pair (at most 81 rounds).
pub(super) fn remote_pairs(b: &Board<'_>) -> Option<Step> {
    let bivalue = b.bivalue();
    let mut done = 0u128;
    for start in bits(bivalue) {
        if done & bit(start) != 0 {
            continue;
        }
        let pair = b.mask(start);
        let same: u128 = bits(bivalue)
            .filter(|&c| b.mask(c) == pair)
            .fold(0, |a, c| a | bit(c));
        let (on, off) = two_colour(start, |set| seen_by(set) & same);
        done |= on | off;
        let chain = on | off;
        if chain.count_ones() < 4 || on & off != 0 {
            continue; // a naked pair at most, or an odd cycle (a broken position)
        }
        let holders = pair.iter().fold(0u128, |a, d| a | b.cells_of(d));
        let victims = seen_by(on) & seen_by(off) & holders & !chain;
        if victims == 0 {
            continue;
        }
        let cells = bits(chain).filter_map(Cell::new).collect();
        let pattern = RemotePair {
            digits: pair,
            cells,
        };
        let mut s = Step::new(Technique::RemotePair, Pattern::RemotePair(pattern));
        for d in pair.iter() {
            s.eliminate_all(victims & b.cells_of(d), d);
        }
        return Some(s);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::test_util::*;
    use super::*;

    #[test]
    fn remote_pair_clears_cells_seeing_both_ends() {
        let mut pm = from_line(&".".repeat(81));
        // r1c1 - r1c5 (row 1) - r3c4 (box 2) - r8c4 (column 4), all {2,7}, with the naked
        // pairs along the chain already applied.
        for (r, c) in [(1, 1), (1, 5), (3, 4), (8, 4)] {
            keep(&mut pm, rc(r, c), "27");
        }
        for digit in [2, 7] {
            confine(&mut pm, 0, digit, &[rc(1, 1), rc(1, 5)]);
            confine(&mut pm, 19, digit, &[rc(1, 5), rc(3, 4)]);
            confine(&mut pm, 12, digit, &[rc(3, 4), rc(8, 4)]);
        }
        let s = remote_pairs(&Board::new(&pm)).unwrap();
        assert_eq!(s.technique(), Technique::RemotePair);
        // r1c1 and r8c4 are three links apart; r8c1 sees both.
        assert_eq!(
            elims(&s),
            [("r8c1".to_string(), 2), ("r8c1".to_string(), 7)]
        );
        assert_eq!(
            s.to_string(),
            "remote pair: r1c1, r1c5, r3c4, r8c4 hold only 2 and 7 and are linked by seeing \
             each other, so the two digits alternate along the links, so remove 2 from r8c1; \
             7 from r8c1"
        );
    }

    #[test]
    fn three_cells_are_not_a_remote_pair() {
        let mut pm = from_line(&".".repeat(81));
        for (r, c) in [(1, 1), (1, 5), (3, 4)] {
            keep(&mut pm, rc(r, c), "27");
        }
        assert!(remote_pairs(&Board::new(&pm)).is_none());
    }
}
